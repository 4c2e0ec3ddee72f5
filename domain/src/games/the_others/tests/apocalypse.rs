//! Apocalypse cards face up that change fights and the round's end: THRONE OF DAMNATION,
//! HELLFIRE CURSE, STAB IN THE DARK, HELLFIRE MUTATION, MANTLE OF SKULLS and DARKNESS
//! BECKONS; the monsters' move (SCURRYING IN THE DARK), the SIN's round-start tokens
//! (PERPETUAL INFERNO, WE'VE COME FOR YOU) and placements (A GAME OF SOULS), AGONY OF THE
//! UNCLEAN's choice, the Hell Club cards; Sloth's power.

use super::*;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

/// Leah fights a monster of `kind` on main_3 with `hits` Hits and nothing rolled against
/// her, `cards` face up; the SIN's reaction started the fight when `by_sin`.
fn fight_one(kind: MonsterKind, hits: usize, cards: &[&str], by_sin: bool) -> (State, u16) {
    let g = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(kind, "main_3")
        .rolled_fight("leah", by_sin, false, &vec![HeroFace::Hit; hits], &[]);
    let mut s = if by_sin {
        g.reacting_to("leah").build()
    } else {
        g.turn("leah").build()
    };
    if let Some(r) = &mut s.reaction {
        (r.spent, r.moved, r.fought) = (true, true, true);
    }
    s.apocalypse.revealed = cards.iter().map(|c| (*c).to_owned()).collect();
    let monster = monsters_at(&s, kind, "main_3")[0];
    (s, monster)
}

/// Whether 2 Hits kill the acolyte (defense 2) under `cards`.
fn two_hits_kill_the_acolyte(cards: &[&str], by_sin: bool) -> bool {
    let (mut s, a) = fight_one(MonsterKind::Acolyte, 2, cards, by_sin);
    when(&mut s, 1, hit(a));
    let events = when(&mut s, 1, hit(a));
    events
        .iter()
        .any(|e| matches!(e, Event::MonsterKilled(k) if k.monster == a))
}

#[test]
fn throne_of_damnation_gives_acolytes_and_abominations_one_more_defense() {
    let throne = ["redemption_throne_of_damnation"];
    assert!(two_hits_kill_the_acolyte(&[], false));
    assert!(!two_hits_kill_the_acolyte(&throne, false));
}

#[test]
fn hellfire_curse_gives_one_more_defense_in_the_sins_reaction_only() {
    let curse = ["corruption_hellfire_curse"];
    assert!(two_hits_kill_the_acolyte(&curse, false));
    assert!(two_hits_kill_the_acolyte(&[], true));
    assert!(!two_hits_kill_the_acolyte(&curse, true));
}

/// The SIN's Hits and Corruption of the fight's results: one Hit put on the monster.
fn sin_results(kind: MonsterKind, cards: &[&str]) -> (u8, u8) {
    let (s, m) = fight_one(kind, 1, cards, false);
    resolved(s, m)
}

fn resolved(mut s: State, m: u16) -> (u8, u8) {
    let events = when(&mut s, 1, hit(m));
    events
        .iter()
        .find_map(|e| match e {
            Event::FightResolved(r) => Some((r.sin_hits, r.sin_corruption)),
            _ => None,
        })
        .expect("the fight resolved")
}

#[test]
fn stab_in_the_dark_gives_each_abomination_one_hit() {
    let stab = ["terror_stab_in_the_dark"];
    assert_eq!(sin_results(MonsterKind::Abomination, &[]), (0, 0));
    assert_eq!(sin_results(MonsterKind::Abomination, &stab), (1, 0));
    assert_eq!(sin_results(MonsterKind::Acolyte, &stab), (0, 0));
}

#[test]
fn hellfire_mutation_gives_each_acolyte_one_corruption() {
    let mutation = ["terror_hellfire_mutation"];
    assert_eq!(sin_results(MonsterKind::Acolyte, &mutation), (0, 1));
    assert_eq!(sin_results(MonsterKind::Abomination, &mutation), (0, 0));
}

#[test]
fn mantle_of_skulls_gives_the_sin_a_hit_and_a_corruption_against_a_hero_with_an_innocent() {
    let mantle = ["redemption_mantle_of_skulls"];
    let results = |innocent: bool| {
        let (mut s, m) = fight_one(MonsterKind::Abomination, 1, &mantle, false);
        if innocent {
            s.hero_mut("leah")
                .unwrap()
                .carried
                .push(TokenKind::Innocent);
        }
        resolved(s, m)
    };
    assert_eq!(results(false), (0, 0));
    assert_eq!(results(true), (1, 1));
}

#[test]
fn darkness_beckons_advances_the_track_once_more_per_hero_at_maximum_corruption() {
    let steps = |cards: &[&str]| {
        let mut s = given(2)
            .bare_board()
            .turn_tokens("leah", 0, 0)
            .turn_tokens("thorley", 0, 0)
            .turn_tokens("rose", 0, 0)
            .corruption("leah", 7)
            .corruption("rose", 7)
            .build();
        s.apocalypse.revealed = cards.iter().map(|c| (*c).to_owned()).collect();
        settle(&mut s)
            .iter()
            .find_map(|e| match e {
                Event::HeroTurnsEnded(h) => Some(h.apocalypse_steps),
                _ => None,
            })
            .expect("the hero turns ended")
    };
    assert_eq!(steps(&["corruption_darkness_beckons"]), steps(&[]) + 2);
}

fn reveal(s: &mut State, cards: &[&str]) {
    s.apocalypse.revealed = cards.iter().map(|c| (*c).to_owned()).collect();
}

fn move_to(monster: u16, to: &str) -> Command {
    Command::MoveMonster(MoveMonster {
        monster,
        to: to.into(),
    })
}

#[test]
fn scurrying_in_the_dark_lets_the_reacting_monster_move_one_more_space() {
    let third_step_allowed = |cards: &[&str]| {
        let mut s = given(2)
            .bare_board()
            .hero_at("leah", "main_1")
            .monster(MonsterKind::Abomination, "main_4")
            .reacting_to("leah")
            .build();
        reveal(&mut s, cards);
        let m = monsters_at(&s, MonsterKind::Abomination, "main_4")[0];
        when(&mut s, 0, Command::React(YES));
        when(&mut s, 0, move_to(m, "main_3"));
        when(&mut s, 0, move_to(m, "main_2"));
        TheOthers::legal_commands(&s, seat(0)).contains(&move_to(m, "main_1"))
    };
    assert!(!third_step_allowed(&[]));
    assert!(third_step_allowed(&["terror_scurrying_in_the_dark"]));
}

/// A new round begins with `cards` face up; the story's own tokens are placed.
fn round_two(cards: &[&str], leah_at: &str) -> State {
    let mut s = given(2).bare_board().hero_at("leah", leah_at).build();
    reveal(&mut s, cards);
    super::super::evolve::evolve(&mut s, &Event::RoundStarted(RoundStarted { round: 2 }));
    play_until(&mut s, |s| s.round.tokens_to_place.is_empty());
    s
}

fn place(space: &str) -> Command {
    Command::PlaceApocalypseToken(SpaceChoice {
        space: space.into(),
    })
}

#[test]
fn perpetual_inferno_and_weve_come_for_you_place_their_tokens_after_the_story_tasks() {
    let cards = ["terror_perpetual_inferno", "redemption_weve_come_for_you"];
    let mut s = round_two(&cards, "main_1");
    assert_eq!(s.phase, Phase::StoryTasks);
    assert_eq!(TheOthers::prompts(&s)[0].kind, "APOCALYPSE_TOKEN");
    // Districts only.
    assert!(!TheOthers::legal_commands(&s, seat(0)).contains(&place("main_2")));
    let events = when(&mut s, 0, place("church"));
    assert_eq!(
        events[0],
        Event::ApocalypseTokenPlaced(ApocalypseTokenPlaced {
            card: "terror_perpetual_inferno".into(),
            space: "church".into(),
            token: TokenKind::Fire,
        })
    );
    when(&mut s, 0, place("docks"));
    // The second nest goes in another district.
    assert!(!TheOthers::legal_commands(&s, seat(0)).contains(&place("docks")));
    when(&mut s, 0, place("park"));
    assert_eq!(s.phase, Phase::FirstHero);
    let count = |id: &str, kind| s.space(id).map_or(0, |sp| sp.count(kind));
    assert_eq!(count("church", TokenKind::Fire), 1);
    assert_eq!(count("docks", TokenKind::Nest), 1);
    assert_eq!(count("park", TokenKind::Nest), 1);
}

#[test]
fn without_those_cards_the_round_start_asks_for_no_apocalypse_token() {
    let s = round_two(&[], "main_1");
    assert!(s.round.apocalypse_tokens.is_empty());
    assert_ne!(s.phase, Phase::StoryTasks);
}

#[test]
fn a_game_of_souls_corrupts_the_heroes_where_the_sin_places_a_token() {
    let corrupted = |cards: &[&str]| {
        let mut s = round_two(cards, "church");
        let before = s.hero("leah").unwrap().corruption;
        let events = when(&mut s, 0, place("church"));
        let told = events.iter().any(|e| {
            matches!(e, Event::GameOfSoulsCorrupted(g) if g.hero == "leah" && g.space == "church")
        });
        (told, s.hero("leah").unwrap().corruption - before)
    };
    let inferno = "terror_perpetual_inferno";
    assert_eq!(corrupted(&[inferno]), (false, 0));
    assert_eq!(
        corrupted(&[inferno, "redemption_a_game_of_souls"]),
        (true, 1)
    );
}

/// Leah, on her turn on main_1, next to ravencorp_hq with 2 corruption tokens.
fn agony_board(cards: &[&str]) -> State {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .token("ravencorp_hq", TokenKind::Corruption)
        .token("ravencorp_hq", TokenKind::Corruption)
        .turn("leah")
        .build();
    reveal(&mut s, cards);
    s
}

fn agony(as_fire: bool) -> Command {
    Command::ChooseAgony(AgonyChoice { as_fire })
}

#[test]
fn agony_of_the_unclean_holds_the_step_until_the_sin_chooses() {
    let mut s = agony_board(&["corruption_agony_of_the_unclean"]);
    let events = when(&mut s, 1, step("ravencorp_hq"));
    assert_eq!(
        events,
        vec![Event::AgonyAsked(AgonyAsked {
            hero: "leah".into(),
            to: "ravencorp_hq".into(),
            checks: 1,
        })]
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "AGONY_OF_THE_UNCLEAN");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![agony(true), agony(false)]
    );
    assert!(TheOthers::legal_commands(&s, seat(1)).is_empty());
}

#[test]
fn agony_of_the_unclean_rolls_the_corruption_tokens_as_fire_when_the_sin_says_so() {
    for seed in 0..8 {
        let mut s = agony_board(&["corruption_agony_of_the_unclean"]);
        when(&mut s, 1, step("ravencorp_hq"));
        let events = when_seeded(&mut s, 0, agony(true), seed);
        assert!(events.iter().any(|e| matches!(e,
            Event::CheckRolled(c) if c.as_fire && c.check == Check::Corruption)));
        assert_eq!(
            damage_to(&events, "leah"),
            check_hits(&events),
            "seed {seed}"
        );
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::CorruptionChanged(_)))
        );
        assert_eq!(
            s.hero("leah").unwrap().space.as_deref(),
            Some("ravencorp_hq")
        );
    }
    // Refused, the check rolls as a corruption check; without the card, nothing is asked.
    let mut s = agony_board(&["corruption_agony_of_the_unclean"]);
    when(&mut s, 1, step("ravencorp_hq"));
    let events = when(&mut s, 0, agony(false));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CheckRolled(c) if !c.as_fire))
    );
    let mut s = agony_board(&[]);
    let events = when(&mut s, 1, step("ravencorp_hq"));
    assert!(events.iter().any(|e| matches!(e, Event::HeroMoved(_))));
}

const DR_GAN: &str = "terror_dr_gan_unleashed";

/// The SIN holds DR.GAN UNLEASHED! and another card drawn; nests on docks and park, a
/// monster on park.
fn hell_club_board(park_blocked: bool, docks_blocked: bool) -> State {
    let mut g = given(2)
        .bare_board()
        .token("docks", TokenKind::Nest)
        .token("park", TokenKind::Nest);
    if park_blocked {
        g = g.monster(MonsterKind::Abomination, "park");
    }
    if docks_blocked {
        g = g.monster(MonsterKind::Abomination, "docks");
    }
    let mut s = g.build();
    // At the round's end, the track just reached a level that reveals a card.
    s.phase = Phase::RoundEnd;
    s.round.end_step = Some(EndStep::Apocalypse);
    s.apocalypse.drawn = vec![DR_GAN.into(), "terror_stab_in_the_dark".into()];
    s
}

fn summon_on(space: &str) -> Command {
    Command::SummonHellClub(SpaceChoice {
        space: space.into(),
    })
}

#[test]
fn a_revealed_hell_club_card_summons_its_member_on_an_unblocked_nest() {
    let mut s = hell_club_board(true, false);
    let keep = Command::ChooseApocalypseCard(CardChoice {
        card: DR_GAN.into(),
    });
    when(&mut s, 0, keep);
    assert_eq!(TheOthers::prompts(&s)[0].kind, "SUMMON_HELL_CLUB");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![summon_on("docks")]
    );
    let events = when(&mut s, 0, summon_on("docks"));
    let Event::HellClubSummoned(e) = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!((e.card.as_str(), e.space.as_str()), (DR_GAN, "docks"));
    let member = s.monster(e.monster).unwrap();
    assert_eq!(member.kind, MonsterKind::HellClub);
    assert_eq!(s.figure_stats(member), (4, 4));
    assert!(s.apocalypse.summon_owed.is_none());
}

#[test]
fn with_every_nest_blocked_the_member_may_come_on_any_nest() {
    let mut s = hell_club_board(true, true);
    when(
        &mut s,
        0,
        Command::ChooseApocalypseCard(CardChoice {
            card: DR_GAN.into(),
        }),
    );
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![summon_on("docks"), summon_on("park")]
    );
}

#[test]
fn a_killed_hell_club_member_leaves_the_game_with_its_card() {
    let mut g = given(2).bare_board().hero_at("leah", "main_3");
    let id = g.state.monsters.iter().map(|m| m.id).max().unwrap() + 1;
    g.state.monsters.push(Monster {
        id,
        kind: MonsterKind::HellClub,
        status: MonsterStatus::OnBoard,
        space: Some("main_3".into()),
        card: Some(DR_GAN.into()),
        npc: None,
    });
    g.state.apocalypse.revealed = vec![DR_GAN.into()];
    let mut s = g
        .rolled_fight("leah", false, false, &[HeroFace::Hit; 4], &[])
        .turn("leah")
        .build();
    for _ in 0..3 {
        when(&mut s, 1, hit(id));
    }
    let events = when(&mut s, 1, hit(id));
    assert!(events.contains(&Event::MonsterKilled(MonsterKilled {
        monster: id,
        removed: true,
        in_fight: true,
    })));
    assert!(
        events.contains(&Event::HellClubCardRemoved(HellClubCardRemoved {
            card: DR_GAN.into(),
            monster: id,
        }))
    );
    assert!(s.apocalypse.revealed.is_empty());
    assert_eq!(s.monster(id).unwrap().status, MonsterStatus::Removed);
}

#[test]
fn sloth_marks_a_hero_who_starts_a_fight() {
    let marked = |sin: &str| {
        let mut s = given(2)
            .bare_board()
            .sin(sin)
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Acolyte, "main_3")
            .turn("leah")
            .build();
        let events = when(&mut s, 1, Command::StartFight(YES));
        let told = events.contains(&Event::SlothMarked(SlothMarked {
            hero: "leah".into(),
        }));
        (told, s.hero("leah").unwrap().sloth_marked)
    };
    assert_eq!(marked("sloth"), (true, true));
    assert_eq!(marked("pride"), (false, false));
}

#[test]
fn a_sloth_marked_hero_moves_one_space_less_or_takes_one_damage_to_move_fully() {
    let mut s = given(2).build();
    s.hero_mut("leah").unwrap().sloth_marked = true;
    let events = take_turn(&mut s);
    assert!(events.iter().any(|e| matches!(e,
        Event::TurnStarted(t) if t.move_allowance == 1 && t.sloth_slowed)));
    assert!(TheOthers::legal_commands(&s, seat(1)).contains(&Command::IgnoreSlothMark(YES)));
    let events = when(&mut s, 1, Command::IgnoreSlothMark(YES));
    assert_eq!(damage_to(&events, "leah"), 1);
    let t = s.turn.as_ref().unwrap();
    assert_eq!((t.steps_left, t.sloth_slowed), (2, false));
    assert!(!TheOthers::legal_commands(&s, seat(1)).contains(&Command::IgnoreSlothMark(YES)));
}

/// Every apocalypse card of the data is built: a named rule of `apocalypse.rs`, THE FOG OF
/// HATE's city-action rule, or a Hell Club member's (`members::MEMBERS`).
#[test]
fn every_apocalypse_card_of_the_data_is_built() {
    use crate::games::the_others::rules::{apocalypse::*, city::FOG_OF_HATE, members::MEMBERS};
    let rules = [
        THRONE_OF_DAMNATION,
        HELLFIRE_CURSE,
        STAB_IN_THE_DARK,
        HELLFIRE_MUTATION,
        MANTLE_OF_SKULLS,
        DARKNESS_BECKONS,
        SCURRYING_IN_THE_DARK,
        PERPETUAL_INFERNO,
        WEVE_COME_FOR_YOU,
        A_GAME_OF_SOULS,
        AGONY_OF_THE_UNCLEAN,
        FOG_OF_HATE,
    ];
    let s = given(2).build();
    for card in &s.content.apocalypse_cards {
        let built = if card.summons.is_some() {
            MEMBERS.contains(&card.id.as_str())
        } else {
            rules.contains(&card.id.as_str())
        };
        assert!(built, "{} has no implementation", card.id);
    }
    assert_eq!(
        s.content.apocalypse_cards.len(),
        rules.len() + MEMBERS.len(),
        "a built rule names no card of the data"
    );
}
