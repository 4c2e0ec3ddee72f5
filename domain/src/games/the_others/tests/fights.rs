//! Fights beyond the worked examples: who may start one, Pride's power, level-7 bonus
//! results, kills going to the dead pool, a hero killed in a fight.

use super::*;

#[test]
fn a_fight_needs_monsters_in_the_heros_space_and_is_the_turns_one_action() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .turn("leah")
        .build();
    assert_eq!(refused(&s, 1, Command::StartFight(YES)).code, "NO_MONSTERS");
    s.monsters[0].status = MonsterStatus::OnBoard;
    s.monsters[0].space = Some("main_3".into());
    when(&mut s, 1, Command::StartFight(YES));
    assert!(s.turn.as_ref().unwrap().acted);
    assert_eq!(
        refused(&s, 0, Command::RollFight(YES)).code,
        "NOT_YOUR_DECISION"
    );
}

#[test]
fn pride_cancels_one_defense_against_an_isolated_hero() {
    let build = |with_friend: bool| {
        let mut g = given(2)
            .bare_board()
            .sin("pride")
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Acolyte, "main_3");
        if with_friend {
            g = g.hero_at("thorley", "main_3");
        } else {
            g = g.hero_at("thorley", "main_1");
        }
        g.rolled_fight(
            "leah",
            true,
            false,
            &[HeroFace::Defense],
            &[SinFace::Hit, SinFace::Hit],
        )
        .reacting_to("leah")
        .build()
    };
    for (friend, expected) in [(false, 1), (true, 0)] {
        let mut s = build(friend);
        s.reaction.as_mut().unwrap().spent = true;
        s.reaction.as_mut().unwrap().fought = true;
        s.fight.as_mut().unwrap().stage = FightStage::AssignHits;
        // No Hit to place: the fight resolves on its own once settled.
        let mut rng = GameRng::from_u64(1);
        let mut tx = crate::games::the_others::tx::Tx {
            s,
            out: Vec::new(),
            rng: &mut rng,
        };
        crate::games::the_others::rules::fight::resolve_when_settled(&mut tx);
        let resolved = tx.out.iter().find_map(|e| match e {
            Event::FightResolved(r) => Some(r.damage),
            _ => None,
        });
        assert_eq!(resolved, Some(expected), "isolated: {}", !friend);
    }
}

#[test]
fn at_level_7_voluntary_corruption_is_refused_and_forced_corruption_becomes_damage() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .corruption("leah", 7)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    assert_eq!(
        refused(
            &s,
            1,
            Command::SetVoluntaryCorruption(VoluntaryCorruption { take: true })
        )
        .code,
        "AT_MAXIMUM_CORRUPTION"
    );
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .corruption("leah", 6)
        .rolled_fight(
            "leah",
            false,
            false,
            &[HeroFace::Hit],
            &[SinFace::Corruption, SinFace::Corruption],
        )
        .turn("leah")
        .build();
    s.turn.as_mut().unwrap().acted = true;
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    let events = when(
        &mut s,
        1,
        Command::AssignHit(MonsterChoice { monster: acolyte }),
    );
    assert!(
        events.contains(&Event::CorruptionChanged(CorruptionChanged {
            hero: "leah".into(),
            from: 6,
            to: 7,
            voluntary: false
        }))
    );
    assert!(events.contains(&Event::DamageTaken(DamageTaken {
        hero: "leah".into(),
        amount: 1,
        cause: "corruption_at_maximum".into()
    })));
}

#[test]
fn voluntary_corruption_to_level_7_lets_the_hero_pick_one_result() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .corruption("leah", 7)
        .rolled_fight("leah", false, true, &[HeroFace::Hit], &[SinFace::Blank])
        .build();
    assert_eq!(s.fight.as_ref().unwrap().stage, FightStage::BonusChoice);
    let choose = |face| Command::ChooseBonusResult(FaceChoice { face });
    assert_eq!(refused(&s, 1, choose(HeroFace::Faith)).code, "NOT_A_RESULT");
    when(&mut s, 1, choose(HeroFace::Hit));
    let f = s.fight.as_ref().unwrap();
    // Level 7 reached: +1 Hit (level 4) +2 Hits (level 6), the chosen Hit, the rolled Hit.
    assert_eq!(crate::games::the_others::dice::hero_totals(&s, f).0, 5);
}

#[test]
fn a_hero_killed_in_a_fight_still_kills_the_monsters_given_their_defense() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .covered("leah", &[1, 2, 3, 4])
        .monster(MonsterKind::Acolyte, "main_3")
        .rolled_fight(
            "leah",
            false,
            false,
            &[HeroFace::Hit, HeroFace::Hit],
            &[SinFace::Hit, SinFace::Hit],
        )
        .turn("leah")
        .build();
    s.turn.as_mut().unwrap().acted = true;
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    when(
        &mut s,
        1,
        Command::AssignHit(MonsterChoice { monster: acolyte }),
    );
    let events = when(
        &mut s,
        1,
        Command::AssignHit(MonsterChoice { monster: acolyte }),
    );
    let killed = events
        .iter()
        .position(|e| matches!(e, Event::MonsterKilled(_)))
        .unwrap();
    let died = events
        .iter()
        .position(|e| matches!(e, Event::HeroKilled(_)))
        .unwrap();
    assert!(killed < died);
    assert_eq!(s.monster(acolyte).unwrap().status, MonsterStatus::Dead);
    assert_eq!(s.hero("leah").unwrap().status, HeroStatus::Dead);
}

#[test]
fn legal_commands_are_exactly_what_decide_accepts_in_a_fight_and_a_turn() {
    let states = [
        given(2)
            .bare_board()
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Acolyte, "main_3")
            .turn("leah")
            .build(),
        given(3)
            .bare_board()
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Acolyte, "main_3")
            .monster(MonsterKind::Abomination, "main_3")
            .rolled_fight(
                "leah",
                false,
                false,
                &[HeroFace::Hit, HeroFace::Faith, HeroFace::Hit],
                &[],
            )
            .build(),
        given(4)
            .bare_board()
            .monster(MonsterKind::Acolyte, "main_4")
            .reacting_to("leah")
            .build(),
    ];
    for s in &states {
        for seat in Seat::all(usize::from(s.seat_count)) {
            let candidates = crate::games::the_others::rules::candidates(s, seat);
            crate::engine::testing::assert_legal_commands_exact::<TheOthers>(s, seat, &candidates);
        }
    }
}

fn shoot(space: &str) -> Command {
    Command::StartRangedFight(SpaceChoice {
        space: space.into(),
    })
}

#[test]
fn a_ranged_fight_needs_a_ranged_hero_two_streets_and_a_straight_line() {
    let s = given(3)
        .bare_board()
        .hero_at("rocco", "main_1")
        .hero_at("leah", "main_1")
        .monster(MonsterKind::Acolyte, "main_3")
        .monster(MonsterKind::Acolyte, "north_street")
        .monster(MonsterKind::Acolyte, "church")
        .turn("rocco")
        .build();
    let rocco = s.hero("rocco").unwrap().seat.unwrap().0;
    assert_eq!(
        refused(&s, rocco, shoot("north_street")).code,
        "NO_LINE_OF_SIGHT"
    );
    assert_eq!(
        refused(&s, rocco, shoot("church")).code,
        "NOT_FROM_A_STREET"
    );
    assert_eq!(refused(&s, rocco, shoot("main_4")).code, "NO_MONSTERS");
    let mut leah = s.clone();
    leah.turn.as_mut().unwrap().hero = "leah".into();
    let seat = leah.hero("leah").unwrap().seat.unwrap().0;
    assert_eq!(
        refused(&leah, seat, shoot("main_3")).code,
        "NO_RANGED_ATTACK"
    );
    assert!(TheOthers::legal_commands(&s, seat_of(&s, "rocco")).contains(&shoot("main_3")));
}

fn seat_of(s: &State, hero: &str) -> Seat {
    s.hero(hero).unwrap().seat.unwrap()
}

#[test]
fn ex10_rocco_shoots_two_abominations_and_the_survivor_counterattacks() {
    let mut s = given(3)
        .bare_board()
        .hero_at("rocco", "main_1")
        .hero_at("leah", "park")
        .hero_at("thorley", "park")
        .hero_at("rose", "park")
        .monster(MonsterKind::Acolyte, "main_1")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .turn("rocco")
        .build();
    let rocco = seat_of(&s, "rocco").0;
    when(&mut s, rocco, shoot("main_3"));
    let f = s.fight.clone().unwrap();
    assert!(f.ranged);
    assert_eq!(
        crate::games::the_others::rules::fight::pools(&s, &f),
        (2, 0),
        "the hero rolls first, alone"
    );
    // The roll, as the example gives it: a Hit and a Defense; KILLSHOT adds 2 Hits.
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Hit, HeroFace::Defense];
    f.stage = FightStage::AssignHits;
    let f = s.fight.clone().unwrap();
    assert_eq!(
        crate::games::the_others::dice::hero_totals(&s, &f),
        (3, 3, 0)
    );
    let [first, second] = monsters_at(&s, MonsterKind::Abomination, "main_3")[..] else {
        panic!()
    };
    when(
        &mut s,
        rocco,
        Command::AssignHit(MonsterChoice { monster: first }),
    );
    when(
        &mut s,
        rocco,
        Command::AssignHit(MonsterChoice { monster: first }),
    );
    let events = when(
        &mut s,
        rocco,
        Command::AssignHit(MonsterChoice { monster: first }),
    );
    // Abomination #1 is killed at once, before the counterattack.
    assert_eq!(
        events[1],
        Event::MonsterKilled(MonsterKilled {
            monster: first,
            removed: false,
            in_fight: true,
        })
    );
    assert_eq!(
        events[2],
        Event::CounterattackBegan(CounterattackBegan {
            survivors: vec![second]
        })
    );
    assert_eq!(TheOthers::prompts(&s)[0].kind, "COUNTERATTACK");
    let mv = |to: &str| {
        Command::MoveMonster(MoveMonster {
            monster: second,
            to: to.into(),
        })
    };
    assert_eq!(refused(&s, rocco, mv("main_2")).code, "NOT_YOUR_DECISION");
    assert_eq!(refused(&s, 0, mv("main_4")).code, "NOT_TOWARD_HERO");
    when(&mut s, 0, mv("main_2"));
    let events = when(&mut s, 0, mv("main_1"));
    let Event::CounterattackRolled(r) = &events[1] else {
        panic!("{events:?}")
    };
    // Every monster in Rocco's space rolls: the acolyte 2 + the abomination 3.
    assert_eq!(r.sin_pool, 5);
    let (hits, corruption) = crate::games::the_others::dice::sin_totals(&r.sin_faces);
    let resolved = events.iter().find_map(|e| match e {
        Event::FightResolved(x) => Some(x.clone()),
        _ => None,
    });
    let resolved = resolved.unwrap();
    // Resolved against Rocco's original roll: Defense = base 2 + 1 Defense die.
    assert_eq!(resolved.defense, 3);
    assert_eq!(resolved.damage, hits.saturating_sub(3));
    assert_eq!(resolved.corruption, corruption);
}

#[test]
fn survivors_that_cannot_reach_the_hero_do_not_move_and_nobody_rolls() {
    let mut s = given(3)
        .bare_board()
        .hero_at("rocco", "main_1")
        .monster(MonsterKind::Abomination, "main_4")
        .turn("rocco")
        .build();
    let rocco = seat_of(&s, "rocco").0;
    when(&mut s, rocco, shoot("main_4"));
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Skill, HeroFace::Skill];
    f.stage = FightStage::AssignHits;
    let m = monsters_at(&s, MonsterKind::Abomination, "main_4")[0];
    // KILLSHOT's 2 Hits go on the abomination (defense 3): it survives, 3 spaces away.
    when(
        &mut s,
        rocco,
        Command::AssignHit(MonsterChoice { monster: m }),
    );
    let events = when(
        &mut s,
        rocco,
        Command::AssignHit(MonsterChoice { monster: m }),
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CounterattackRolled(_)))
    );
    assert!(
        matches!(events.last(), Some(Event::FightResolved(r)) if r.damage == 0 && r.sin_hits == 0)
    );
    assert_eq!(s.monster(m).unwrap().space.as_deref(), Some("main_4"));
    assert!(s.fight.is_none());
}
