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
