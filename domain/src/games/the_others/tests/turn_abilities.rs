//! Heroes' natural abilities at the start and the end of a turn, and in the move:
//! PERILOUS RESEARCH, GAZE INTO THE ABYSS, Karl's transformation (SHAPESHIFT, UMBRAL
//! SPEED), VAMPIRIC REGENERATION, DEMOLITIONS, MIND CONTROL, PAINT THE TOWN RED,
//! CATWALK and CHILD OF DARKNESS.

use super::*;
use crate::games::the_others::rules::fight::pools;

/// `hero` in Leah's place, on main_2, the board clear, before the turn is taken.
fn before_turn(hero: &str) -> Given {
    given(2)
        .clear_board()
        .playing("leah", hero)
        .hero_at(hero, "main_2")
}

fn turn_ended(hero: &str) -> Event {
    Event::TurnEnded(TurnEnded { hero: hero.into() })
}

fn in_play(s: &State) -> Vec<String> {
    s.heroes
        .iter()
        .filter(|h| h.in_play())
        .map(|h| h.id.clone())
        .collect()
}

#[test]
fn perilous_research_gives_an_extra_turn_token_once_a_round() {
    let mut s = before_turn("leah").build();
    s.round.abilities_used.clear();
    let events = take_turn(&mut s);
    assert_eq!(events.last(), Some(&offered("leah", "perilous_research")));
    let expected: Vec<Command> = in_play(&s)
        .into_iter()
        .map(|hero| Command::GiveExtraTurn(HeroChoice { hero }))
        .collect();
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), expected);
    assert_eq!(
        refused(&s, 1, Command::PassAbility(YES)).code,
        "ABILITY_NOT_OPTIONAL"
    );
    assert_eq!(refused(&s, 1, Command::EndTurn(YES)).code, "ABILITY_OWED");
    let reserve = s.heroes.iter().find(|h| !h.in_play()).unwrap().id.clone();
    let give = |hero: &str| Command::GiveExtraTurn(HeroChoice { hero: hero.into() });
    assert_eq!(refused(&s, 1, give(&reserve)).code, "NOT_A_HERO_IN_PLAY");
    assert_eq!(refused(&s, 0, give("thorley")).code, "NOT_YOUR_DECISION");
    let before = s.hero("thorley").unwrap().extra_turn_tokens;
    let events = when(&mut s, 1, give("thorley"));
    assert_eq!(
        events,
        vec![
            used("leah", "perilous_research"),
            Event::ExtraTurnTokenGained(ExtraTurnTokenGained {
                hero: "thorley".into()
            }),
        ]
    );
    assert_eq!(s.hero("thorley").unwrap().extra_turn_tokens, before + 1);
    // Her next turn of the same round offers nothing; a new round offers it again.
    s.turn = None;
    assert!(!take_turn(&mut s.clone()).contains(&offered("leah", "perilous_research")));
    s.round.abilities_used.clear();
    assert!(take_turn(&mut s).contains(&offered("leah", "perilous_research")));
}

#[test]
fn an_upgrade_card_used_before_her_first_turn_leaves_perilous_research() {
    let mut s = before_turn("leah").build();
    s.round.abilities_used.clear();
    TheOthers::evolve(&mut s, &used("leah", "staff_of_ruin"));
    assert!(take_turn(&mut s).contains(&offered("leah", "perilous_research")));
}

#[test]
fn gaze_into_the_abyss_moves_any_heros_corruption_one_step_or_is_let_go() {
    let mut s = before_turn("calavera").corruption("rose", 3).build();
    let events = take_turn(&mut s);
    assert_eq!(
        events.last(),
        Some(&offered("calavera", "gaze_into_the_abyss"))
    );
    let gaze = |hero: &str, raise| {
        Command::GazeIntoTheAbyss(Gaze {
            hero: hero.into(),
            raise,
        })
    };
    let legal = TheOthers::legal_commands(&s, seat(1));
    assert!(legal.contains(&Command::PassAbility(YES)));
    assert!(legal.contains(&gaze("rose", false)) && legal.contains(&gaze("thorley", true)));
    assert_eq!(
        refused(&s, 1, gaze("thorley", false)).code,
        "CORRUPTION_OFF_TRACK"
    );
    let events = when(&mut s, 1, gaze("rose", false));
    assert_eq!(
        events,
        vec![
            used("calavera", "gaze_into_the_abyss"),
            Event::CorruptionChanged(CorruptionChanged {
                hero: "rose".into(),
                from: 3,
                to: 2,
                voluntary: false,
            }),
        ]
    );
    let mut s = before_turn("calavera").build();
    take_turn(&mut s);
    let events = when(&mut s, 1, Command::PassAbility(YES));
    assert_eq!(
        events,
        vec![Event::AbilityPassed(AbilityPassed {
            hero: "calavera".into(),
            ability: "gaze_into_the_abyss".into(),
        })]
    );
    assert!(TheOthers::legal_commands(&s, seat(1)).contains(&Command::EndTurn(YES)));
}

#[test]
fn karl_transforms_at_the_start_of_his_turn_and_plays_the_wolfs_dashboard() {
    let mut s = before_turn("karl_human").build();
    let events = take_turn(&mut s);
    assert_eq!(events.last(), Some(&offered("karl_human", "shapeshift")));
    assert_eq!(s.turn.as_ref().unwrap().steps_left, 2);
    let events = when(&mut s, 1, Command::Transform(YES));
    assert_eq!(
        events,
        vec![
            used("karl_human", "shapeshift"),
            Event::HeroTransformed(HeroTransformed {
                hero: "karl_human".into(),
                dashboard: Some("karl_wolf".into()),
                move_allowance: 3,
            }),
        ]
    );
    // UMBRAL SPEED: 1 more space this very turn.
    assert_eq!(s.turn.as_ref().unwrap().steps_left, 3);
    assert!(s.has_ability("karl_human", "umbral_speed"));
    // His next turn offers the way back.
    s.turn = None;
    let events = take_turn(&mut s);
    assert_eq!(events.last(), Some(&offered("karl_human", "umbral_speed")));
    let events = when(&mut s, 1, Command::Transform(YES));
    assert!(events.contains(&Event::HeroTransformed(HeroTransformed {
        hero: "karl_human".into(),
        dashboard: None,
        move_allowance: 2,
    })));
}

#[test]
fn karl_fights_with_the_dashboard_of_his_form() {
    let fight_pool = |wolf: bool| {
        let mut s = given(2)
            .clear_board()
            .playing("leah", "karl_human")
            .hero_at("karl_human", "main_2")
            .monster(MonsterKind::Abomination, "main_2")
            .turn("karl_human")
            .build();
        if wolf {
            s.hero_mut("karl_human").unwrap().dashboard = Some("karl_wolf".into());
        }
        when(&mut s, 1, Command::StartFight(YES));
        pools(&s, s.fight.as_ref().unwrap()).0
    };
    // Human: combat 2 + SHAPESHIFT's die (provisional); wolf: combat 3, no die.
    assert_eq!(fight_pool(false), 3);
    assert_eq!(fight_pool(true), 3);
    let mut s = before_turn("karl_human").build();
    s.hero_mut("karl_human").unwrap().dashboard = Some("karl_wolf".into());
    let events = take_turn(&mut s);
    assert!(events.contains(&Event::TurnStarted(TurnStarted {
        hero: "karl_human".into(),
        paid_with: TurnPayment::TurnToken,
        move_allowance: 3,
        sloth_slowed: false,
    })));
}

#[test]
fn catwalk_lets_kanga_move_five_spaces() {
    let mut s = before_turn("kanga").build();
    let events = take_turn(&mut s);
    assert_eq!(
        events,
        vec![Event::TurnStarted(TurnStarted {
            hero: "kanga".into(),
            paid_with: TurnPayment::TurnToken,
            move_allowance: 5,
            sloth_slowed: false,
        })]
    );
}

#[test]
fn child_of_darkness_takes_two_off_each_check() {
    let build = || {
        before_turn("rosario")
            .token("main_3", TokenKind::Fire)
            .token("main_3", TokenKind::Fire)
            .token("main_3", TokenKind::Fire)
            .token("main_3", TokenKind::Fire)
            .turn("rosario")
            .build()
    };
    assert_checks_relieved(build, "rosario", "main_3", 2);
}

fn ending_turn(hero: &str) -> Given {
    before_turn(hero).turn(hero)
}

#[test]
fn vampiric_regeneration_heals_a_chosen_marker_at_the_end_of_the_turn() {
    let mut s = ending_turn("morgana").covered("morgana", &[2, 3]).build();
    let events = when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(events, vec![offered("morgana", "vampiric_regeneration")]);
    let regenerate = |slot| Command::Regenerate(SlotChoice { slot });
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![regenerate(2), regenerate(3)]
    );
    assert_eq!(refused(&s, 1, regenerate(4)).code, "NO_MARKER_THERE");
    assert_eq!(
        refused(&s, 1, Command::PassAbility(YES)).code,
        "ABILITY_NOT_OPTIONAL"
    );
    let events = when(&mut s, 1, regenerate(3));
    assert_eq!(
        events,
        vec![
            used("morgana", "vampiric_regeneration"),
            Event::DamageHealed(DamageHealed {
                hero: "morgana".into(),
                slot: 3,
            }),
            turn_ended("morgana"),
        ]
    );
    assert_eq!(s.hero("morgana").unwrap().covered, vec![2]);
    // Undamaged, or marked by the Corrupted Doctor: nothing to heal, the turn just ends.
    for marked in [false, true] {
        let mut s = ending_turn("morgana").build();
        if marked {
            let h = s.hero_mut("morgana").unwrap();
            (h.covered, h.damage, h.no_heal) = (vec![1], 1, true);
        }
        let events = when(&mut s, 1, Command::EndTurn(YES));
        assert_eq!(events, vec![turn_ended("morgana")]);
    }
}

#[test]
fn demolitions_kills_a_small_monster_then_corrupts_and_sets_a_fire() {
    let mut s = ending_turn("brad")
        .monster(MonsterKind::Abomination, "main_2")
        .monster(MonsterKind::Acolyte, "main_2")
        .monster(MonsterKind::Controller, "main_2")
        .build();
    let abomination = monsters_at(&s, MonsterKind::Abomination, "main_2")[0];
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_2")[0];
    let controller = monsters_at(&s, MonsterKind::Controller, "main_2")[0];
    let events = when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(events, vec![offered("brad", "demolitions")]);
    let demolish = |monster| Command::Demolish(MonsterChoice { monster });
    let legal = TheOthers::legal_commands(&s, seat(1));
    assert_eq!(legal.len(), 3);
    for c in [
        Command::PassAbility(YES),
        demolish(abomination),
        demolish(acolyte),
    ] {
        assert!(legal.contains(&c), "{c:?}");
    }
    assert_eq!(
        refused(&s, 1, demolish(controller)).code,
        "NOT_A_DEMOLITION_TARGET"
    );
    let events = when(&mut s, 1, demolish(abomination));
    assert_eq!(
        &events[..4],
        &[
            used("brad", "demolitions"),
            Event::MonsterKilled(MonsterKilled {
                monster: abomination,
                removed: false,
                in_fight: false,
            }),
            Event::CorruptionChanged(CorruptionChanged {
                hero: "brad".into(),
                from: 1,
                to: 2,
                voluntary: false,
            }),
            Event::TokenPlaced(TokenPlaced {
                space: "main_2".into(),
                token: Some(TokenKind::Fire),
                face_up: true,
            }),
        ]
    );
    assert_eq!(events.last(), Some(&turn_ended("brad")));
    // Nothing to demolish: the turn just ends.
    let mut s = ending_turn("brad").build();
    assert_eq!(
        when(&mut s, 1, Command::EndTurn(YES)),
        vec![turn_ended("brad")]
    );
}

#[test]
fn mind_control_teleports_an_acolyte_or_abomination_one_space() {
    let mut s = ending_turn("rose")
        .monster(MonsterKind::Abomination, "church")
        .build();
    let abomination = monsters_at(&s, MonsterKind::Abomination, "church")[0];
    assert_eq!(
        when(&mut s, 1, Command::EndTurn(YES)),
        vec![offered("rose", "mind_control")]
    );
    let control = |to: &str| {
        Command::MindControl(MoveMonster {
            monster: abomination,
            to: to.into(),
        })
    };
    assert_eq!(
        refused(&s, 1, control("main_1")).code,
        "NOT_A_MIND_CONTROL_TARGET"
    );
    let events = when(&mut s, 1, control("main_3"));
    assert_eq!(
        events,
        vec![
            used("rose", "mind_control"),
            Event::MonsterTeleported(MonsterTeleported {
                monster: abomination,
                from: "church".into(),
                to: "main_3".into(),
            }),
            turn_ended("rose"),
        ]
    );
}

#[test]
fn paint_the_town_red_marks_up_to_three_streets() {
    let paint = |space: &str| {
        Command::PaintStreet(SpaceChoice {
            space: space.into(),
        })
    };
    let mut s = ending_turn("adrian").build();
    assert_eq!(
        when(&mut s, 1, Command::EndTurn(YES)),
        vec![offered("adrian", "paint_the_town_red")]
    );
    assert_eq!(
        refused(&s, 1, paint("church")).code,
        "NOT_A_STREET_TO_PAINT"
    );
    when(&mut s, 1, paint("main_2"));
    assert_eq!(
        refused(&s, 1, paint("main_2")).code,
        "NOT_A_STREET_TO_PAINT"
    );
    when(&mut s, 1, paint("main_3"));
    assert!(s.turn.is_some());
    let events = when(&mut s, 1, paint("main_4"));
    assert_eq!(
        &events[1..],
        &[used("adrian", "paint_the_town_red"), turn_ended("adrian")]
    );
    assert_eq!(s.round.painted, vec!["main_2", "main_3", "main_4"]);
    // Three marked: no more this round.
    let marked = s.round.painted.clone();
    let mut s = ending_turn("adrian").build();
    s.round.painted = marked;
    assert_eq!(
        when(&mut s, 1, Command::EndTurn(YES)),
        vec![turn_ended("adrian")]
    );
    // Stopping after one street is a use; stopping before any is letting it go.
    let mut s = ending_turn("adrian").build();
    when(&mut s, 1, Command::EndTurn(YES));
    when(&mut s, 1, paint("main_1"));
    let events = when(&mut s, 1, Command::PassAbility(YES));
    assert_eq!(
        events,
        vec![used("adrian", "paint_the_town_red"), turn_ended("adrian")]
    );
    let mut s = ending_turn("adrian").build();
    when(&mut s, 1, Command::EndTurn(YES));
    let events = when(&mut s, 1, Command::PassAbility(YES));
    assert_eq!(
        events,
        vec![
            Event::AbilityPassed(AbilityPassed {
                hero: "adrian".into(),
                ability: "paint_the_town_red".into(),
            }),
            turn_ended("adrian")
        ]
    );
}

#[test]
fn monsters_in_a_painted_street_have_one_less_defense() {
    let killed = |painted: bool| {
        let mut s = given(2)
            .clear_board()
            .monster(MonsterKind::Abomination, "main_3")
            .hero_at("leah", "main_3")
            .rolled_fight("leah", false, false, &[HeroFace::Hit, HeroFace::Hit], &[])
            .turn("leah")
            .build();
        if painted {
            s.round.painted = vec!["main_3".into()];
        }
        let a = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
        when(&mut s, 1, Command::AssignHit(MonsterChoice { monster: a }));
        let events = when(&mut s, 1, Command::AssignHit(MonsterChoice { monster: a }));
        events.iter().any(|e| matches!(e, Event::MonsterKilled(_)))
    };
    assert!(!killed(false));
    assert!(killed(true));
}
