//! Upgrade cards with their own rule: GATLING GUN's and RAIL GUN's ranged attacks, ADRENO
//! WEAR's die on skill rolls.

use super::*;
use crate::games::the_others::rules::fight::pools;

fn shoot(space: &str) -> Command {
    Command::StartRangedFight(SpaceChoice {
        space: space.into(),
    })
}

/// Leah (no natural ranged attack) in `main_2`, abominations in `main_3` and `main_4`.
fn leah_in_the_street(card: Option<&str>) -> State {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .monster(MonsterKind::Abomination, "main_3")
        .monster(MonsterKind::Abomination, "main_4");
    if let Some(card) = card {
        g = g.upgrade("leah", card);
    }
    g.turn("leah").build()
}

#[test]
fn the_gatling_gun_gives_a_ranged_attack_of_range_1() {
    let s = leah_in_the_street(None);
    assert_eq!(refused(&s, 1, shoot("main_3")).code, "NO_RANGED_ATTACK");
    let s = leah_in_the_street(Some("gatling_gun"));
    assert!(TheOthers::legal_commands(&s, Seat(1)).contains(&shoot("main_3")));
    assert_eq!(refused(&s, 1, shoot("main_4")).code, "OUT_OF_RANGE");
    let mut s = s;
    when(&mut s, 1, shoot("main_3"));
    let f = s.fight.clone().unwrap();
    // Combat 3; the gun's "+1 die in your space" stays out of a ranged fight.
    assert_eq!(pools(&s, &f), (3, 0));
}

#[test]
fn the_rail_gun_gives_a_ranged_attack_along_the_line_and_a_die_to_a_ranged_hero() {
    let mut s = leah_in_the_street(Some("rail_gun"));
    assert!(TheOthers::legal_commands(&s, Seat(1)).contains(&shoot("main_4")));
    when(&mut s, 1, shoot("main_4"));
    let f = s.fight.clone().unwrap();
    assert_eq!(pools(&s, &f), (3, 0), "no ranged attack before: no die");
    let mut both = leah_in_the_street(Some("rail_gun"));
    both.hero_mut("leah")
        .unwrap()
        .upgrades
        .push("gatling_gun".into());
    when(&mut both, 1, shoot("main_4"));
    let f = both.fight.clone().unwrap();
    assert_eq!(pools(&both, &f), (4, 0), "already ranged: +1 die");
}

#[test]
fn the_rail_gun_die_is_for_ranged_fights_only() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .upgrade("leah", "rail_gun")
        .upgrade("leah", "gatling_gun")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    let f = s.fight.clone().unwrap();
    // Combat 3 + the gatling gun's die in her space; no rail gun die.
    assert_eq!(pools(&s, &f).0, 4);
}

#[test]
fn adreno_wear_adds_a_die_to_the_cleanse_roll() {
    let cleanse_pool = |card: Option<&str>| {
        let mut g = given(2)
            .bare_board()
            .hero_at("leah", "main_3")
            .token("main_3", TokenKind::Fire);
        if let Some(card) = card {
            g = g.upgrade("leah", card);
        }
        let mut s = g.turn("leah").build();
        when(&mut s, 1, Command::Cleanse(YES));
        let f = s.fight.clone().unwrap();
        pools(&s, &f).0
    };
    assert_eq!(cleanse_pool(Some("adreno_wear")), cleanse_pool(None) + 1);
    // A fight card adds nothing to a skill roll.
    assert_eq!(cleanse_pool(Some("brutality")), cleanse_pool(None));
}
