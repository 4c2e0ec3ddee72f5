//! SIN card effects that ask for a decision (teleports, tolls, upgrades given up, offers)
//! and the acolyte ability with each type's effect.

use super::*;
use crate::games::the_others::rules::fight::pools;

fn play(card: &str) -> Command {
    Command::PlaySinCard(CardChoice { card: card.into() })
}

fn take_turn() -> Command {
    Command::TakeTurn(TakeTurn {
        pay: TurnPayment::TurnToken,
    })
}

fn prompt(s: &State) -> String {
    TheOthers::prompts(s)[0].kind.clone()
}

fn toll(heroes: &[&str]) -> Command {
    Command::PayToll(Toll {
        heroes: heroes.iter().map(|h| (*h).to_owned()).collect(),
    })
}

/// Leah alone in main_3 (Thorley and Rose together in main_1), the SIN holding `card`
/// and playing it at the start of her turn.
fn played_at_turn_start(sin: &str, card: &str, upgrades: &[&str]) -> State {
    let mut g = given(2)
        .clear_board()
        .sin(sin)
        .sin_hand(&[card])
        .hero_at("leah", "main_3");
    for u in upgrades {
        g = g.upgrade("leah", u);
    }
    let mut s = g.build();
    when(&mut s, 1, take_turn());
    when(&mut s, 0, play(card));
    s
}

#[test]
fn haphephobia_teleports_the_hero_one_space_before_they_act() {
    let mut s = played_at_turn_start("pride", "pride_haphephobia", &[]);
    assert_eq!(prompt(&s), "TELEPORT_HERO");
    let legal = TheOthers::legal_commands(&s, seat(0));
    assert_eq!(legal.len(), s.board_data().adjacent("main_3").len());
    let to = s.board_data().adjacent("main_3")[0].to_owned();
    when(
        &mut s,
        0,
        Command::ChooseCardSpace(SpaceChoice { space: to.clone() }),
    );
    assert_eq!(s.hero("leah").unwrap().space.as_deref(), Some(to.as_str()));
    assert_eq!(prompt(&s), "HERO_TURN");
    assert_eq!(
        s.turn.as_ref().unwrap().steps_left,
        2,
        "a teleport is not the move"
    );
}

#[test]
fn curse_of_ego_refused_draws_a_card_and_a_reaction_token_per_isolated_hero() {
    let mut s = played_at_turn_start("pride", "pride_curse_of_ego", &[]);
    assert_eq!(prompt(&s), "PAY_TOLL");
    // 4 points over 3 heroes: 15 ways, and the refusal.
    let legal = TheOthers::legal_commands(&s, seat(1));
    assert_eq!(legal.len(), 16);
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
    assert_eq!(
        refused(&s, 1, toll(&["leah", "leah", "leah"])).code,
        "NOT_A_CARD_CHOICE"
    );
    let (hand, reactions) = (s.sin_side.hand.len(), s.sin_side.reactions_active);
    let events = when(&mut s, 1, Command::RefuseToll(YES));
    // One hero seat: its vote is the team's answer.
    assert!(matches!(&events[0], Event::TollProposed(p) if !p.paid));
    assert!(matches!(&events[1], Event::TollAnswered(t) if !t.paid && !t.by_sin));
    assert_eq!(s.sin_side.hand.len(), hand + 1);
    assert_eq!(
        s.sin_side.reactions_active,
        reactions + 1,
        "only Leah is isolated"
    );
    assert_eq!(prompt(&s), "HERO_TURN");
}

#[test]
fn curse_of_ego_paid_spreads_four_corruption_over_the_heroes() {
    let mut s = played_at_turn_start("pride", "pride_curse_of_ego", &[]);
    let hand = s.sin_side.hand.len();
    when(&mut s, 1, toll(&["leah", "thorley", "thorley", "rose"]));
    let levels: Vec<u8> = ["leah", "thorley", "rose"]
        .iter()
        .map(|h| s.hero(h).unwrap().corruption)
        .collect();
    assert_eq!(levels, vec![2, 3, 2]);
    assert_eq!(s.sin_side.hand.len(), hand);
}

#[test]
fn curse_of_the_crawl_refused_holds_the_hero_and_paid_costs_three_damage() {
    let mut s = played_at_turn_start("sloth", "sloth_curse_of_the_crawl", &[]);
    when(&mut s, 1, Command::RefuseToll(YES));
    assert_eq!(s.turn.as_ref().unwrap().steps_left, 0);
    let to = s.board_data().adjacent("main_3")[0].to_owned();
    assert_eq!(
        refused(&s, 1, Command::MoveStep(MoveStep { to })).code,
        "NO_MOVE_LEFT"
    );
    let mut s = played_at_turn_start("sloth", "sloth_curse_of_the_crawl", &[]);
    let events = when(&mut s, 1, toll(&["thorley", "thorley", "rose"]));
    let damage: Vec<(String, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::DamageTaken(d) => Some((d.hero.clone(), d.amount)),
            _ => None,
        })
        .collect();
    assert_eq!(damage, vec![("thorley".into(), 2), ("rose".into(), 1)]);
    assert_eq!(s.turn.as_ref().unwrap().steps_left, 2);
}

#[test]
fn damned_if_you_do_turns_an_upgrade_face_down_or_costs_two_damage() {
    let mut s = played_at_turn_start("pride", "pride_damned_if_you_do", &["brutality"]);
    assert_eq!(prompt(&s), "FORFEIT_UPGRADE");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![
            Command::ForfeitUpgrade(CardChoice {
                card: "brutality".into()
            }),
            Command::TakeCardHarm(YES),
        ]
    );
    when(
        &mut s,
        1,
        Command::ForfeitUpgrade(CardChoice {
            card: "brutality".into(),
        }),
    );
    let leah = s.hero("leah").unwrap();
    assert_eq!(leah.face_down, vec!["brutality".to_owned()]);
    assert!(!leah.has_active_upgrade("brutality"));
    // Without a face-up upgrade: the 2 damage at once.
    let mut s = given(2)
        .clear_board()
        .sin_hand(&["sloth_damned_if_you_do"])
        .build();
    when(&mut s, 1, take_turn());
    let events = when(&mut s, 0, play("sloth_damned_if_you_do"));
    assert!(matches!(&events[1], Event::DamageTaken(d) if d.amount == 2));
    // Taking the damage instead.
    let mut s = played_at_turn_start("pride", "pride_damned_if_you_do", &["brutality"]);
    let events = when(&mut s, 1, Command::TakeCardHarm(YES));
    assert!(matches!(&events[1], Event::DamageTaken(d) if d.amount == 2 && d.hero == "leah"));
    assert!(s.hero("leah").unwrap().face_down.is_empty());
}

#[test]
fn a_face_down_upgrade_gives_nothing_until_the_reset() {
    let s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .upgrade("leah", "ice_blade")
        .rolled_fight("leah", false, false, &[], &[])
        .build();
    let mut down = s.clone();
    down.hero_mut("leah")
        .unwrap()
        .face_down
        .push("ice_blade".into());
    let f = s.fight.clone().unwrap();
    assert_eq!(pools(&down, &f).0 + 1, pools(&s, &f).0);
}

#[test]
fn darkest_craving_offers_tokens_and_a_refusal_costs_one_corruption() {
    let mut s = played_at_turn_start("gluttony", "gluttony_darkest_craving", &[]);
    assert_eq!(prompt(&s), "OFFER_EXTRA_TURN");
    let offer = |h: &str| Command::OfferExtraTurn(HeroChoice { hero: h.into() });
    when(&mut s, 0, offer("thorley"));
    assert_eq!(prompt(&s), "ANSWER_OFFER");
    assert_eq!(refused(&s, 0, offer("rose")).code, "NOT_YOUR_DECISION");
    let reactions = s.sin_side.reactions_active;
    when(
        &mut s,
        1,
        Command::AnswerOffer(AbilityChoice { take: true }),
    );
    assert_eq!(s.hero("thorley").unwrap().extra_turn_tokens, 1);
    assert_eq!(
        s.sin_side.reactions_active,
        reactions + 1,
        "Gluttony's power"
    );
    assert_eq!(refused(&s, 0, offer("thorley")).code, "NOT_A_CARD_CHOICE");
    when(&mut s, 0, offer("rose"));
    when(
        &mut s,
        1,
        Command::AnswerOffer(AbilityChoice { take: false }),
    );
    assert_eq!(s.hero("rose").unwrap().corruption, 2);
    let events = when(&mut s, 0, Command::StopOffering(YES));
    assert!(matches!(&events[0], Event::OfferingEnded(_)));
    assert_eq!(prompt(&s), "HERO_TURN");
}

/// Leah alone in main_3 with an abomination on her turn, the SIN holding `card`; she
/// starts the fight and the SIN plays it.
fn fight_card(sin: &str, card: &str, upgrades: &[&str], avatar_at: Option<&str>) -> State {
    let mut g = given(2)
        .clear_board()
        .sin(sin)
        .sin_hand(&[card])
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3");
    if let Some(at) = avatar_at {
        g = g.monster(MonsterKind::Avatar, at);
    }
    for u in upgrades {
        g = g.upgrade("leah", u);
    }
    let mut s = g.turn("leah").build();
    when(&mut s, 1, Command::StartFight(YES));
    when(&mut s, 0, play(card));
    s
}

#[test]
fn price_of_hubris_destroys_an_upgrade_to_the_bottom_of_the_deck_or_costs_one_damage() {
    let mut s = fight_card("pride", "pride_price_of_hubris", &["brutality"], None);
    assert_eq!(prompt(&s), "FORFEIT_UPGRADE");
    when(
        &mut s,
        1,
        Command::ForfeitUpgrade(CardChoice {
            card: "brutality".into(),
        }),
    );
    assert!(s.hero("leah").unwrap().upgrades.is_empty());
    assert_eq!(
        s.upgrades.deck.last().map(String::as_str),
        Some("brutality")
    );
    assert_eq!(prompt(&s), "FIGHT_ROLL");
    let s = fight_card("pride", "pride_price_of_hubris", &[], None);
    assert_eq!(s.hero("leah").unwrap().damage, 1);
}

#[test]
fn primal_conceit_teleports_the_avatar_unless_each_isolated_hero_takes_two_corruption() {
    let mut s = fight_card("pride", "pride_primal_conceit", &[], Some("docks"));
    assert_eq!(prompt(&s), "PAY_TOLL");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![toll(&["leah", "leah"]), Command::RefuseToll(YES)]
    );
    let mut paid = s.clone();
    when(&mut paid, 1, toll(&["leah", "leah"]));
    assert_eq!(paid.hero("leah").unwrap().corruption, 3);
    assert_eq!(paid.card_owed, None);
    when(&mut s, 1, Command::RefuseToll(YES));
    assert_eq!(prompt(&s), "TELEPORT_AVATAR");
    let avatar = monsters_at(&s, MonsterKind::Avatar, "docks")[0];
    let events = when(
        &mut s,
        0,
        Command::ChooseCardSpace(SpaceChoice {
            space: "main_3".into(),
        }),
    );
    assert!(
        matches!(&events[0], Event::MonsterTeleported(m) if m.monster == avatar && m.to == "main_3")
    );
    assert_eq!(prompt(&s), "FIGHT_ROLL");
}

#[test]
fn ravenous_frenzy_gives_the_avatar_the_heros_upgrade_bonuses() {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Avatar, "main_3")
        .upgrade("leah", "ice_blade")
        .rolled_fight("leah", false, false, &[], &[])
        .build();
    let f = s.fight.clone().unwrap();
    let (_, sin) = pools(&s, &f);
    s.fight.as_mut().unwrap().sin_card = Some("gluttony_ravenous_frenzy".into());
    let f = s.fight.clone().unwrap();
    assert_eq!(pools(&s, &f).1, sin + 1);
    let effect = crate::games::the_others::rules::sin_cards::fight_effect(&s, &f);
    assert_eq!(effect.avatar_defense, 1);
    // Not offered without the avatar in the fight.
    let mut s = given(2)
        .clear_board()
        .sin("gluttony")
        .sin_hand(&["gluttony_ravenous_frenzy"])
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    assert_eq!(prompt(&s), "FIGHT_ROLL");
}

/// Leah alone in `space` with an abomination, `acolytes` the SIN's, one acolyte dead.
fn acolyte_fight(acolytes: &str, space: &str) -> State {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", space)
        .monster(MonsterKind::Abomination, space)
        .dead(MonsterKind::Acolyte, 1)
        .upgrade("leah", "brutality")
        .turn("leah")
        .build();
    s.acolytes = acolytes.to_owned();
    when(&mut s, 1, Command::StartFight(YES));
    s
}

#[test]
fn the_acolyte_ability_summons_a_dead_acolyte_into_a_melee_fight_once_per_round() {
    let mut s = acolyte_fight("corrupted_fire_man", "main_3");
    assert_eq!(prompt(&s), "ACOLYTE_ABILITY");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![
            Command::UseAcolyteAbility(YES),
            Command::DeclineAcolyteAbility(YES)
        ]
    );
    assert_eq!(
        refused(&s, 1, Command::RollFight(YES)).code,
        "NOT_YOUR_DECISION"
    );
    let events = when(&mut s, 0, Command::UseAcolyteAbility(YES));
    let Event::AcolyteAbilityUsed(used) = &events[0] else {
        panic!("{events:?}");
    };
    assert!(s.fight.as_ref().unwrap().monsters.contains(&used.monster));
    assert_eq!(
        s.monster(used.monster).unwrap().space.as_deref(),
        Some("main_3")
    );
    assert_eq!(s.space("main_3").unwrap().count(TokenKind::Fire), 1);
    assert!(s.round.acolyte_used);
    assert_eq!(prompt(&s), "FIGHT_ROLL");
    // Declined: the fight goes on, and the ability waits for another fight.
    let mut s = acolyte_fight("corrupted_fire_man", "main_3");
    when(&mut s, 0, Command::DeclineAcolyteAbility(YES));
    assert!(!s.round.acolyte_used);
    assert_eq!(prompt(&s), "FIGHT_ROLL");
    // Used this round: not offered again.
    let mut t = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .dead(MonsterKind::Acolyte, 1)
        .turn("leah")
        .build();
    t.round.acolyte_used = true;
    when(&mut t, 1, Command::StartFight(YES));
    assert_eq!(prompt(&t), "FIGHT_ROLL");
}

#[test]
fn each_acolyte_type_has_its_own_effect() {
    let mut s = acolyte_fight("corrupted_nun", "church");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert_eq!(s.space("church").unwrap().count(TokenKind::Corruption), 1);
    let mut s = acolyte_fight("corrupted_nun", "main_3");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert_eq!(
        s.space("main_3").unwrap().count(TokenKind::Corruption),
        0,
        "a street has no city action"
    );
    let mut s = acolyte_fight("corrupted_police", "main_3");
    let events = when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert!(matches!(&events[1], Event::DamageTaken(d) if d.cause == "corrupted_police"));
    let mut s = acolyte_fight("corrupted_hobo", "main_3");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert_eq!(prompt(&s), "FORFEIT_UPGRADE");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![Command::ForfeitUpgrade(CardChoice {
            card: "brutality".into()
        })]
    );
    when(
        &mut s,
        1,
        Command::ForfeitUpgrade(CardChoice {
            card: "brutality".into(),
        }),
    );
    assert_eq!(
        s.hero("leah").unwrap().face_down,
        vec!["brutality".to_owned()]
    );
    let mut s = acolyte_fight("corrupted_doctor", "main_3");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert!(s.hero("leah").unwrap().no_heal);
}

#[test]
fn heal_refuses_a_hero_marked_by_the_corrupted_doctor_until_the_reset() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "church")
        .covered("leah", &[1, 4])
        .turn("leah")
        .build();
    s.hero_mut("leah").unwrap().no_heal = true;
    when(&mut s, 1, Command::UseCityAction(YES));
    let heal = Command::PerformCityAction(PerformCityAction {
        action: CityAction::Heal,
        slot: Some(4),
        upgrade: None,
    });
    assert_eq!(refused(&s, 1, heal.clone()).code, "MARKED_NO_HEAL");
    assert!(!TheOthers::legal_commands(&s, seat(1)).contains(&heal));
    // The reset lifts the mark.
    let mut t = s.clone();
    crate::games::the_others::evolve::evolve(
        &mut t,
        &Event::TokensReset(TokensReset {
            round: 1,
            reactions: 3,
        }),
    );
    assert!(!t.hero("leah").unwrap().no_heal);
}
