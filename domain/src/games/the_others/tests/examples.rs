//! The rulebook's worked examples (spec section 11) on dice and fights, one test each.
//! Rolled faces are given as the example's instantiation; the fold and the rules do the rest.

use super::*;
use crate::games::the_others::dice::{bonus, hero_totals, sin_totals};
use crate::games::the_others::rules::fight::pools;
use HeroFace as H;
use SinFace as S;

fn faith(face: HeroFace) -> Command {
    Command::ChooseFaithFace(FaceChoice { face })
}

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

#[test]
fn ex07_an_explosive_hit_counts_as_a_hit_and_its_extra_die_adds_to_the_roll() {
    let faces = [S::Corruption, S::ExplosiveHit, S::Blank, S::Hit];
    assert_eq!(sin_totals(&faces), (2, 1));
}

#[test]
fn ex08_faith_chains_and_each_faith_becomes_any_face() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .rolled_fight(
            "leah",
            false,
            false,
            &[H::Faith, H::Faith, H::Defense, H::Faith, H::Hit, H::Defense],
            &[],
        )
        .build();
    assert_eq!(s.fight.as_ref().unwrap().stage, FightStage::Faith);
    when(&mut s, 1, faith(H::Hit));
    when(&mut s, 1, faith(H::Hit));
    when(&mut s, 1, faith(H::CounterCorruption));
    let f = s.fight.as_ref().unwrap();
    assert_eq!(f.stage, FightStage::AssignHits);
    // 3 Hits, 2 Defense (+ Leah's base defense 1), 1 Counter-corruption from 6 dice.
    assert_eq!(hero_totals(&s, f), (3, 3, 1));
}

#[test]
fn ex09_the_sin_fights_rose_with_an_abomination_an_acolyte_and_a_pentagram() {
    let mut s = given(2)
        .bare_board()
        .hero_at("rose", "main_3")
        .hero_at("thorley", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .token("main_3", TokenKind::Pentagram)
        .corruption("rose", 2)
        .upgrade("rose", "ice_blade")
        .reacting_to("rose")
        .build();
    when(&mut s, 0, Command::React(YES));
    when(&mut s, 0, Command::ReactionFight(YES));
    when(
        &mut s,
        2 - 1,
        Command::SetVoluntaryCorruption(VoluntaryCorruption { take: true }),
    );
    let f = s.fight.clone().unwrap();
    // Rose: combat 2 + Ice Blade 1 + Thorley's teamwork 1 + level 2's die 1 = 5.
    // SIN: acolyte 2 + abomination 3 + pentagram 1 = 6.
    assert_eq!(pools(&s, &f), (5, 6));
    // The roll, as the example gives it.
    s.fight.as_mut().unwrap().hero_faces = vec![H::Hit, H::Hit, H::Hit, H::Hit, H::Faith, H::Skill];
    s.fight.as_mut().unwrap().sin_faces = vec![
        S::Hit,
        S::Hit,
        S::ExplosiveHit,
        S::Corruption,
        S::Blank,
        S::Blank,
        S::Hit,
    ];
    s.hero_mut("rose").unwrap().corruption = 3;
    s.fight.as_mut().unwrap().stage = FightStage::Faith;
    when(&mut s, 1, faith(H::CounterCorruption));
    let abomination = monsters_at(&s, MonsterKind::Abomination, "main_3")[0];
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    when(&mut s, 1, hit(abomination));
    when(&mut s, 1, hit(abomination));
    assert_eq!(refused(&s, 1, hit(9999)).code, "NOT_A_TARGET");
    when(&mut s, 1, hit(abomination));
    assert_eq!(
        refused(&s, 1, hit(abomination)).code,
        "NOT_A_TARGET",
        "it is already given its defense"
    );
    let events = when(&mut s, 1, hit(acolyte));
    // Thorley stands beside Rose; his player lets PROTECTOR go, as in the example.
    assert!(matches!(events.last(), Some(Event::AbilityOffered(o)) if o.hero == "thorley"));
    let events = when(&mut s, 1, Command::PassAbility(YES));
    let resolved = events
        .iter()
        .find_map(|e| match e {
            Event::FightResolved(r) => Some(r.clone()),
            _ => None,
        })
        .unwrap();
    // Defense = base 1 + Ice Blade 1 + level 3's Defense 1 = 3: 3 of 4 Hits cancelled.
    assert_eq!(
        (resolved.sin_hits, resolved.defense, resolved.damage),
        (4, 3, 1)
    );
    assert_eq!(
        (
            resolved.sin_corruption,
            resolved.counter_corruption,
            resolved.corruption
        ),
        (1, 1, 0)
    );
    assert_eq!(resolved.killed, vec![abomination]);
    assert_eq!(s.monster(abomination).unwrap().status, MonsterStatus::Dead);
    assert_eq!(s.monster(acolyte).unwrap().status, MonsterStatus::OnBoard);
    let rose = s.hero("rose").unwrap();
    assert_eq!((rose.corruption, rose.damage), (3, 1));
    assert_eq!(
        s.hero("thorley").unwrap().damage,
        0,
        "only the current hero is affected"
    );
    // Rose's player covers a slot; the SIN's fight over, its reaction ends.
    assert!(s.reaction.is_some());
    when(
        &mut s,
        1,
        Command::PlaceDamageMarker(DamageMarker {
            hero: "rose".into(),
            slot: 1,
        }),
    );
    assert!(s.reaction.is_none() && s.fight.is_none());
}

#[test]
fn ex09_the_voluntary_corruption_is_taken_when_the_dice_are_rolled() {
    let mut s = given(2)
        .bare_board()
        .hero_at("rose", "main_3")
        .monster(MonsterKind::Acolyte, "main_3")
        .corruption("rose", 2)
        .turn("rose")
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    when(
        &mut s,
        1,
        Command::SetVoluntaryCorruption(VoluntaryCorruption { take: true }),
    );
    assert_eq!(
        s.hero("rose").unwrap().corruption,
        2,
        "it may still be changed"
    );
    assert_eq!(
        refused(
            &s,
            1,
            Command::SetVoluntaryCorruption(VoluntaryCorruption { take: true })
        )
        .code,
        "ALREADY_SET"
    );
    let events = when(&mut s, 1, Command::RollFight(YES));
    assert_eq!(
        events[0],
        Event::CorruptionChanged(CorruptionChanged {
            hero: "rose".into(),
            from: 2,
            to: 3,
            voluntary: true
        })
    );
    let Event::FightDiceRolled(r) = &events[1] else {
        panic!()
    };
    assert_eq!((r.hero_pool, r.sin_pool), (3, 2));
    let faith = r.hero_faces.iter().filter(|f| **f == H::Faith).count();
    assert_eq!(
        r.hero_faces.len(),
        3 + faith,
        "each FAITH rolls one more die"
    );
}

#[test]
fn ex10_rocco_defends_the_counterattack_with_base_2_and_his_defense_die() {
    // The counterattack's arithmetic (the whole ranged fight is in `tests/fights.rs`):
    // Defense 2 + 1 Defense die cancels 3 Hits; no Counter-corruption lets the Corruption
    // through.
    let mut s = given(3)
        .bare_board()
        .hero_at("rocco", "main_1")
        .monster(MonsterKind::Acolyte, "main_1")
        .monster(MonsterKind::Abomination, "main_1")
        .rolled_fight(
            "rocco",
            true,
            false,
            &[H::Skill, H::Defense],
            &[S::Hit, S::Hit, S::Hit, S::Corruption, S::Blank],
        )
        .reacting_to("rocco")
        .build();
    s.reaction.as_mut().unwrap().fought = true;
    s.reaction.as_mut().unwrap().spent = true;
    let events = settle_fight(&mut s);
    let r = events
        .iter()
        .find_map(|e| match e {
            Event::FightResolved(r) => Some(r.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!((r.defense, r.damage, r.corruption), (3, 0, 1));
    assert_eq!(s.hero("rocco").unwrap().corruption, 2);
}

/// A rolled fight with no Hit to place resolves on the next command's settling; here the
/// hero has no Hit, so one empty decision resolves it.
fn settle_fight(s: &mut State) -> Vec<Event> {
    let f = s.fight.clone().unwrap();
    assert_eq!(f.stage, FightStage::AssignHits);
    let mut rng = GameRng::from_u64(1);
    let mut tx = crate::games::the_others::tx::Tx {
        s: s.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    crate::games::the_others::rules::fight::resolve_when_settled(&mut tx);
    crate::games::the_others::rules::advance(&mut tx);
    *s = tx.s;
    tx.out
}

#[test]
fn ex11_voluntary_corruption_from_1_to_2_gives_one_die() {
    let track = &crate::games::the_others::Content::embedded()
        .tables
        .corruption_track;
    let b = bonus(track, 2, &[]);
    assert_eq!((b.dice, b.hits, b.defense, b.choice), (1, 0, 0, false));
}

#[test]
fn ex12_voluntary_corruption_from_4_to_5_gives_two_dice_a_hit_and_a_defense() {
    let track = &crate::games::the_others::Content::embedded()
        .tables
        .corruption_track;
    let b = bonus(track, 5, &[]);
    assert_eq!((b.dice, b.hits, b.defense), (2, 1, 1));
}

#[test]
fn ex13_damage_markers_block_the_bonuses_of_their_slots() {
    let track = &crate::games::the_others::Content::embedded()
        .tables
        .corruption_track;
    let b = bonus(track, 5, &[1, 2, 4, 6]);
    assert_eq!((b.dice, b.hits, b.defense), (1, 0, 1));
}

#[test]
fn ex14_the_hero_number_is_3_with_1_or_3_hero_players_and_4_with_2_or_4() {
    for (seats, number) in [(2, 3), (3, 4), (4, 3), (5, 4)] {
        let s = started(&Options::default(), seats);
        assert_eq!(s.hero_number, number);
        assert_eq!(s.sin_side.reactions_active, number);
    }
}
