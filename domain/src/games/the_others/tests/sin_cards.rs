//! SIN cards: the start-of-fight window (one card per turn window, discarded when the next
//! hero's turn starts), each built effect, and the data check.

use super::*;
use crate::games::the_others::Content;
use crate::games::the_others::rules::fight::pools;
use crate::games::the_others::rules::sin_cards::{NOT_BUILT, is_built};

const FURY: &str = "sloth_abominable_fury";
const MASTER: &str = "sloth_for_our_master";
const LETHARGY: &str = "sloth_primal_lethargy";
const CRAWL: &str = "sloth_curse_of_the_crawl";

fn play(card: &str) -> Command {
    Command::PlaySinCard(CardChoice { card: card.into() })
}

/// Leah on her turn in main_3 with an abomination (or the avatar), the SIN holding `hand`.
fn before_fight(hand: &[&str], kind: MonsterKind) -> State {
    given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(kind, "main_3")
        .sin_hand(hand)
        .turn("leah")
        .build()
}

#[test]
fn the_sin_may_play_a_start_of_fight_card_before_the_roll() {
    let mut s = before_fight(&[FURY, CRAWL], MonsterKind::Abomination);
    when(&mut s, 1, Command::StartFight(YES));
    let prompts = TheOthers::prompts(&s);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].seat, prompts[0].kind.as_str()),
        (seat(0), "SIN_CARD")
    );
    // CURSE OF THE CRAWL is a start-of-turn card: not offered here.
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(FURY), Command::PassSinCard(YES)]
    );
    assert_eq!(refused(&s, 0, play(CRAWL)).code, "CANNOT_PLAY_SIN_CARD");
    assert_eq!(
        refused(&s, 1, Command::RollFight(YES)).code,
        "NOT_YOUR_DECISION"
    );
    let events = when(&mut s, 0, play(FURY));
    assert_eq!(
        events,
        vec![Event::SinCardPlayed(SinCardPlayed {
            card: FURY.into(),
            hero: "leah".into(),
        })]
    );
    assert_eq!(s.sin_side.hand, vec![CRAWL.to_owned()]);
    assert_eq!(s.sin_side.in_play.as_deref(), Some(FURY));
    assert_eq!(
        TheOthers::view(&s, Viewer::Seat(seat(1)))
            .sin_card_in_play
            .as_deref(),
        Some(FURY)
    );
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    assert!(TheOthers::legal_commands(&s, seat(1)).contains(&Command::RollFight(YES)));
}

#[test]
fn passing_closes_the_window_for_the_fight_and_keeps_the_card() {
    let mut s = before_fight(&[FURY], MonsterKind::Abomination);
    when(&mut s, 1, Command::StartFight(YES));
    let events = when(&mut s, 0, Command::PassSinCard(YES));
    assert_eq!(
        events,
        vec![Event::SinCardPassed(SinCardPassed {
            hero: "leah".into()
        })]
    );
    assert_eq!(s.sin_side.hand, vec![FURY.to_owned()]);
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    when(&mut s, 1, Command::RollFight(YES));
}

#[test]
fn one_sin_card_per_turn_window_and_none_without_a_fitting_card() {
    let mut s = before_fight(&[FURY], MonsterKind::Abomination);
    s.sin_side.in_play = Some(MASTER.into());
    when(&mut s, 1, Command::StartFight(YES));
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    assert_eq!(TheOthers::prompts(&s)[0].kind, "FIGHT_ROLL");
    // PRIMAL LETHARGY waits for the avatar's fight.
    let mut s = before_fight(&[LETHARGY], MonsterKind::Abomination);
    when(&mut s, 1, Command::StartFight(YES));
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    let mut s = before_fight(&[LETHARGY], MonsterKind::Avatar);
    when(&mut s, 1, Command::StartFight(YES));
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(LETHARGY), Command::PassSinCard(YES)]
    );
}

#[test]
fn the_card_in_play_is_discarded_when_the_next_hero_starts_a_turn() {
    let mut s = given(2).build();
    s.sin_side.in_play = Some(FURY.into());
    let events = when(
        &mut s,
        1,
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::TurnToken,
        }),
    );
    assert_eq!(
        events[0],
        Event::SinCardDiscarded(SinCardDiscarded { card: FURY.into() })
    );
    assert!(matches!(events[1], Event::TurnStarted(_)));
    assert_eq!(s.sin_side.in_play, None);
    assert_eq!(s.sin_side.discard.last().map(String::as_str), Some(FURY));
}

/// Leah against two abominations, her dice rolled (one Hit), the SIN's given, `card` in
/// play in the fight; she puts her Hit on an abomination and the fight resolves.
fn resolved(card: Option<&str>, sin_faces: &[SinFace], extra_turn_tokens: u8) -> Vec<Event> {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .rolled_fight("leah", false, false, &[HeroFace::Hit], sin_faces)
        .turn("leah")
        .build();
    s.turn.as_mut().unwrap().acted = true;
    s.hero_mut("leah").unwrap().extra_turn_tokens = extra_turn_tokens;
    s.fight.as_mut().unwrap().sin_card = card.map(str::to_owned);
    let monster = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    when(&mut s, 1, Command::AssignHit(MonsterChoice { monster }))
}

fn fight_resolved(events: &[Event]) -> FightResolved {
    events
        .iter()
        .find_map(|e| match e {
            Event::FightResolved(r) => Some(r.clone()),
            _ => None,
        })
        .expect("the fight resolved")
}

#[test]
fn abominable_fury_gives_each_abomination_of_the_fight_one_hit() {
    let plain = fight_resolved(&resolved(None, &[SinFace::Hit], 0));
    let fury = fight_resolved(&resolved(Some(FURY), &[SinFace::Hit], 0));
    assert_eq!(plain.sin_hits, 1);
    assert_eq!(fury.sin_hits, 3);
    assert_eq!(fury.damage, plain.damage + 2);
}

#[test]
fn for_our_master_draws_two_cards_when_the_hero_is_harmed() {
    let drawn = |events: &[Event]| -> u32 {
        events
            .iter()
            .filter_map(|e| match e {
                Event::SinCardsDrawn(d) => Some(d.count),
                _ => None,
            })
            .sum()
    };
    let harmed = resolved(Some(MASTER), &[SinFace::Hit, SinFace::Hit, SinFace::Hit], 0);
    assert!(fight_resolved(&harmed).damage > 0);
    assert_eq!(drawn(&harmed), 2);
    let unharmed = resolved(Some(MASTER), &[SinFace::Blank], 0);
    assert_eq!(drawn(&unharmed), 0);
    let corrupted = resolved(Some(MASTER), &[SinFace::Corruption], 0);
    assert_eq!(fight_resolved(&corrupted).corruption, 1);
    assert_eq!(drawn(&corrupted), 2);
}

#[test]
fn devour_the_self_ignores_base_defense_of_a_hero_with_an_extra_turn_token() {
    let base = fight_resolved(&resolved(None, &[SinFace::Hit], 1)).defense;
    let without_token = fight_resolved(&resolved(
        Some("gluttony_devour_the_self"),
        &[SinFace::Hit],
        0,
    ));
    let with_token = fight_resolved(&resolved(
        Some("gluttony_devour_the_self"),
        &[SinFace::Hit],
        1,
    ));
    let leah_base = Content::embedded().hero("leah").unwrap().stats.base_defense;
    assert!(leah_base > 0);
    assert_eq!(without_token.defense, base);
    assert_eq!(with_token.defense, base - leah_base);
}

#[test]
fn primal_lethargy_and_poison_indulgence_change_the_dice_pools() {
    let s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Avatar, "main_3")
        .upgrade("leah", "brutality")
        .rolled_fight("leah", false, false, &[], &[])
        .build();
    let with = |card: &str, tokens: u8| {
        let mut s = s.clone();
        s.hero_mut("leah").unwrap().extra_turn_tokens = tokens;
        s.fight.as_mut().unwrap().sin_card = Some(card.to_owned());
        let f = s.fight.clone().unwrap();
        pools(&s, &f)
    };
    let (hero, sin) = pools(&s, s.fight.as_ref().unwrap());
    assert_eq!(with(LETHARGY, 0), (hero - 2, sin - 2));
    // One upgrade and two extra turn tokens: 3 more SIN dice.
    assert_eq!(with("gluttony_poison_indulgence", 2), (hero, sin + 3));
}

#[test]
fn every_sin_card_in_the_data_is_built_or_listed_as_not_built() {
    for card in &Content::embedded().sin_cards {
        let listed = NOT_BUILT.contains(&card.effect.as_str());
        assert!(
            is_built(&card.effect) != listed,
            "{}: effect {} is {}",
            card.id,
            card.effect,
            if listed {
                "built and listed"
            } else {
                "neither built nor listed"
            }
        );
    }
}

const ALONE: &str = "pride_alone_in_the_dark";
const IDLE: &str = "sloth_punish_the_idle";

fn take_turn() -> Command {
    Command::TakeTurn(TakeTurn {
        pay: TurnPayment::TurnToken,
    })
}

/// The first hero (Leah) about to take her turn, alone in main_3 or with the team, the SIN
/// holding `hand`.
fn before_turn(hand: &[&str], alone: bool) -> State {
    let g = given(2).clear_board().sin("pride").sin_hand(hand);
    if alone {
        g.hero_at("leah", "main_3").build()
    } else {
        g.build()
    }
}

#[test]
fn the_sin_may_play_a_start_of_turn_card_before_the_hero_acts() {
    let mut s = before_turn(&[ALONE, FURY], true);
    when(&mut s, 1, take_turn());
    assert_eq!(TheOthers::prompts(&s)[0].kind, "SIN_CARD");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(ALONE), Command::PassSinCard(YES)]
    );
    assert!(TheOthers::legal_commands(&s, seat(1)).is_empty());
    assert_eq!(
        refused(&s, 1, Command::EndTurn(YES)).code,
        "NOT_YOUR_DECISION"
    );
    let reactions = s.sin_side.reactions_active;
    let events = when(&mut s, 0, play(ALONE));
    assert_eq!(
        events,
        vec![
            Event::SinCardPlayed(SinCardPlayed {
                card: ALONE.into(),
                hero: "leah".into(),
            }),
            Event::CorruptionChanged(CorruptionChanged {
                hero: "leah".into(),
                from: 1,
                to: 2,
                voluntary: false,
            }),
            Event::ReactionTokenGained(ReactionTokenGained {
                cause: "alone_in_the_dark".into(),
            }),
        ]
    );
    assert_eq!(s.sin_side.reactions_active, reactions + 1);
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
}

#[test]
fn alone_in_the_dark_does_nothing_to_a_hero_who_is_not_isolated() {
    let mut s = before_turn(&[ALONE], false);
    when(&mut s, 1, take_turn());
    let events = when(&mut s, 0, play(ALONE));
    assert_eq!(events.len(), 1);
    assert_eq!(s.hero("leah").unwrap().corruption, 1);
}

#[test]
fn a_card_played_at_the_start_of_the_turn_closes_the_fight_window() {
    let mut s = before_turn(&[ALONE, FURY], true);
    when(&mut s, 1, take_turn());
    when(&mut s, 0, Command::PassSinCard(YES));
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
    // Passed: the turn window is still unused, so the fight's window opens.
    let mut s = given(2)
        .clear_board()
        .sin("pride")
        .sin_hand(&[ALONE, FURY])
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .build();
    when(&mut s, 1, take_turn());
    when(&mut s, 0, play(ALONE));
    when(&mut s, 1, Command::StartFight(YES));
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    assert_eq!(TheOthers::prompts(&s)[0].kind, "FIGHT_ROLL");
}

#[test]
fn punish_the_idle_doubles_the_damage_for_leaving_an_abomination_this_round() {
    let leaving = |hand: &[&str]| {
        let mut s = given(2)
            .clear_board()
            .sin_hand(hand)
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Abomination, "main_3")
            .build();
        when(&mut s, 1, take_turn());
        if !hand.is_empty() {
            let events = when(&mut s, 0, play(IDLE));
            assert!(events.contains(&Event::IdlePunished(IdlePunished { round: 1 })));
        }
        let to = s.board_data().adjacent("main_3")[0].to_owned();
        let events = when(&mut s, 1, Command::MoveStep(MoveStep { to }));
        events
            .iter()
            .find_map(|e| match e {
                Event::DamageTaken(d) if d.cause == "leaving_monsters" => Some(d.amount),
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(leaving(&[]), 1);
    assert_eq!(leaving(&[IDLE]), 2);
}

const REGROUPS: &str = "sloth_evil_regroups";
const SLOUCH: &str = "sloth_slouch_in_the_dark";

fn step_monster(monster: u16, to: &str) -> Command {
    Command::MoveMonster(MoveMonster {
        monster,
        to: to.into(),
    })
}

#[test]
fn evil_regroups_moves_up_to_two_monsters_one_space_each_before_the_hero_acts() {
    let mut s = given(2)
        .clear_board()
        .sin_hand(&[REGROUPS])
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .monster(MonsterKind::Acolyte, "main_1")
        .build();
    let leah_space = s.hero("leah").unwrap().space.clone().unwrap();
    assert_eq!(leah_space, "main_1");
    when(&mut s, 1, take_turn());
    let events = when(&mut s, 0, play(REGROUPS));
    assert_eq!(
        events[1],
        Event::MonstersRegroup(MonstersRegroup {
            hero: "leah".into(),
            moves: 2,
        })
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "REGROUP");
    assert_eq!(
        refused(&s, 1, Command::EndTurn(YES)).code,
        "NOT_YOUR_DECISION"
    );
    let abomination = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    let held = monsters_at(&s, MonsterKind::Acolyte, "main_1")[0];
    let next = s.board_data().adjacent("main_3")[0].to_owned();
    let beside_heroes = s.board_data().adjacent("main_1")[0].to_owned();
    assert_eq!(
        refused(&s, 0, step_monster(held, &beside_heroes)).code,
        "CANNOT_REGROUP",
        "held by the heroes"
    );
    assert_eq!(
        refused(&s, 0, step_monster(abomination, "main_3")).code,
        "CANNOT_REGROUP",
        "not adjacent"
    );
    let events = when(&mut s, 0, step_monster(abomination, &next));
    assert_eq!(events.len(), 1);
    assert_eq!(
        refused(&s, 0, step_monster(abomination, "main_3")).code,
        "CANNOT_REGROUP",
        "each monster once"
    );
    let events = when(&mut s, 0, step_monster(acolyte, &next));
    assert_eq!(
        events.last(),
        Some(&Event::RegroupEnded(RegroupEnded {
            hero: "leah".into()
        }))
    );
    assert_eq!(
        monsters_at(&s, MonsterKind::Abomination, &next),
        vec![abomination]
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
}

#[test]
fn the_sin_may_stop_regrouping_and_a_regroup_without_a_movable_monster_ends_at_once() {
    let mut s = given(2)
        .clear_board()
        .sin_hand(&[SLOUCH])
        .monster(MonsterKind::Abomination, "main_3")
        .build();
    when(&mut s, 1, take_turn());
    when(&mut s, 0, play(SLOUCH));
    assert_eq!(s.turn.as_ref().unwrap().regroup_left, 3);
    let events = when(&mut s, 0, Command::StopRegrouping(YES));
    assert_eq!(
        events,
        vec![Event::RegroupEnded(RegroupEnded {
            hero: "leah".into()
        })]
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
    let mut s = given(2).clear_board().sin_hand(&[SLOUCH]).build();
    when(&mut s, 1, take_turn());
    let events = when(&mut s, 0, play(SLOUCH));
    assert!(matches!(events.last(), Some(Event::RegroupEnded(_))));
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
}

const VORACITY: &str = "gluttony_grim_voracity";

#[test]
fn grim_voracity_gives_the_hero_an_upgrade_of_the_sins_choice_and_an_extra_turn_token() {
    let mut s = given(2)
        .clear_board()
        .sin("gluttony")
        .sin_hand(&[VORACITY])
        .build();
    when(&mut s, 1, take_turn());
    let reactions = s.sin_side.reactions_active;
    let extra = s.hero("leah").unwrap().extra_turn_tokens;
    let events = when(&mut s, 0, play(VORACITY));
    assert_eq!(
        events[1..],
        [
            Event::UpgradeGiftOwed(UpgradeGiftOwed {
                hero: "leah".into()
            }),
            Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
                hero: "leah".into()
            }),
            Event::ReactionTokenGained(ReactionTokenGained {
                cause: "gluttony".into()
            }),
        ]
    );
    assert_eq!(s.hero("leah").unwrap().extra_turn_tokens, extra + 1);
    assert_eq!(s.sin_side.reactions_active, reactions + 1);
    assert_eq!(TheOthers::prompts(&s)[0].kind, "GIVE_UPGRADE");
    let inventory = s.upgrades.inventory.clone();
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        inventory
            .iter()
            .map(|card| Command::GiveUpgrade(CardChoice { card: card.clone() }))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        refused(
            &s,
            0,
            Command::GiveUpgrade(CardChoice {
                card: "nothing".into()
            })
        )
        .code,
        "NOT_IN_INVENTORY"
    );
    assert_eq!(
        refused(&s, 1, Command::EndTurn(YES)).code,
        "NOT_YOUR_DECISION"
    );
    let hand = s.sin_side.hand.len();
    let card = inventory[0].clone();
    when(
        &mut s,
        0,
        Command::GiveUpgrade(CardChoice { card: card.clone() }),
    );
    assert!(s.hero("leah").unwrap().upgrades.contains(&card));
    assert_eq!(s.upgrades.inventory.len(), inventory.len());
    // Gluttony's power: an upgrade gained draws the SIN a card.
    assert_eq!(s.sin_side.hand.len(), hand + 1);
    assert_eq!(TheOthers::prompts(&s)[0].kind, "HERO_TURN");
}
