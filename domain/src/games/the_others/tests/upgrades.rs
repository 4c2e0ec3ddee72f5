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

/// Leah on main_2 holding `card`, before her turn.
fn leah_holding(card: &str) -> Given {
    given(2)
        .clear_board()
        .hero_at("leah", "main_2")
        .upgrade("leah", card)
}

#[test]
fn cyber_legs_move_three_spaces() {
    let mut s = leah_holding("cyber_legs").build();
    let events = take_turn(&mut s);
    assert_eq!(
        events,
        vec![Event::TurnStarted(TurnStarted {
            hero: "leah".into(),
            paid_with: TurnPayment::TurnToken,
            move_allowance: 3,
            sloth_slowed: false,
        })]
    );
}

#[test]
fn the_stealth_suit_leaves_monsters_without_damage() {
    for (card, damage) in [("stealth_suit", 0), ("riot_shield", 1)] {
        let mut s = leah_holding(card)
            .monster(MonsterKind::Abomination, "main_2")
            .turn("leah")
            .build();
        let events = when(&mut s, 1, step("main_3"));
        assert_eq!(damage_to(&events, "leah"), damage, "{card}");
    }
}

#[test]
fn the_hazmat_suit_cancels_one_success_of_each_check() {
    let build = || {
        leah_holding("hazmata_suit")
            .token("main_3", TokenKind::Fire)
            .token("main_3", TokenKind::Fire)
            .token("main_3", TokenKind::Fire)
            .turn("leah")
            .build()
    };
    assert_checks_relieved(build, "leah", "main_3", 1);
}

#[test]
fn regeneration_heals_a_chosen_marker_at_the_start_of_the_turn() {
    let mut s = leah_holding("regeneration").covered("leah", &[2]).build();
    let events = take_turn(&mut s);
    assert_eq!(events.last(), Some(&offered("leah", "regeneration")));
    let regenerate = Command::Regenerate(SlotChoice { slot: 2 });
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![regenerate.clone()]
    );
    assert_eq!(
        refused(&s, 1, Command::PassAbility(YES)).code,
        "ABILITY_NOT_OPTIONAL"
    );
    let events = when(&mut s, 1, regenerate);
    assert!(events.contains(&Event::DamageHealed(DamageHealed {
        hero: "leah".into(),
        slot: 2,
    })));
    assert_eq!(s.hero("leah").unwrap().damage, 0);
    // Undamaged: nothing is offered.
    let mut s = leah_holding("regeneration").build();
    assert!(!take_turn(&mut s).contains(&offered("leah", "regeneration")));
}

#[test]
fn seeker_grenades_may_destroy_an_acolyte_at_the_start_of_the_turn() {
    let mut s = leah_holding("seeker_grenades")
        .monster(MonsterKind::Acolyte, "main_2")
        .build();
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_2")[0];
    assert_eq!(
        take_turn(&mut s).last(),
        Some(&offered("leah", "seeker_grenades"))
    );
    let destroy = Command::DestroyAcolyte(MonsterChoice { monster: acolyte });
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![Command::PassAbility(YES), destroy.clone()]
    );
    let events = when(&mut s, 1, destroy);
    assert!(events.contains(&Event::MonsterKilled(MonsterKilled {
        monster: acolyte,
        removed: false,
        in_fight: false,
    })));
}

#[test]
fn inner_mastery_moves_the_heros_own_corruption_one_step() {
    let mut s = leah_holding("inner_mastery").build();
    assert_eq!(
        take_turn(&mut s).last(),
        Some(&offered("leah", "inner_mastery"))
    );
    let gaze = |hero: &str, raise| {
        Command::GazeIntoTheAbyss(Gaze {
            hero: hero.into(),
            raise,
        })
    };
    assert_eq!(
        TheOthers::legal_commands(&s, seat(1)),
        vec![Command::PassAbility(YES), gaze("leah", true)]
    );
    assert_eq!(
        refused(&s, 1, gaze("thorley", true)).code,
        "NOT_YOUR_CORRUPTION"
    );
    let events = when(&mut s, 1, gaze("leah", true));
    assert!(
        events.contains(&Event::CorruptionChanged(CorruptionChanged {
            hero: "leah".into(),
            from: 1,
            to: 2,
            voluntary: false,
        }))
    );
}

/// Every upgrade card of the data is built: its fight bonus as data, or its own code.
#[test]
fn every_upgrade_card_of_the_data_is_built() {
    use crate::games::the_others::dice::ANGELS_TEAR;
    use crate::games::the_others::rules::{
        cleanse::ADRENO_WEAR, gear, holy_water::HOLY_WATER, metopass::HAVENS_METOPASS, movement,
        ranged,
    };
    let by_code = [
        ADRENO_WEAR,
        gear::REGENERATION,
        gear::SEEKER_GRENADES,
        gear::INNER_MASTERY,
        gear::STAFF_OF_RUIN,
        movement::CYBER_LEGS,
        movement::HAZMAT_SUIT,
        movement::STEALTH_SUIT,
        HOLY_WATER,
        ranged::GATLING_GUN,
        ranged::RAIL_GUN,
        ANGELS_TEAR,
        HAVENS_METOPASS,
    ];
    let s = given(2).build();
    for card in &s.content.upgrades {
        assert!(
            card.fight.is_some() || by_code.contains(&card.id.as_str()),
            "{} has no implementation",
            card.id
        );
    }
    for id in by_code {
        assert!(
            s.content.upgrades.iter().any(|c| c.id == id),
            "{id} is no upgrade card of the data"
        );
    }
}
