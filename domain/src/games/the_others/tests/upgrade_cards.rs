//! The upgrade cards built after the first ones: HOLY BOOK's provisional Defense, STAFF
//! OF RUIN's heal, ANGEL'S TEAR's result, HOLY WATER's monster move and HAVEN'S
//! METOPASS's teleport.

use super::*;
use crate::games::the_others::dice::hero_totals;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

#[test]
fn the_holy_book_gives_one_provisional_defense_in_fights() {
    let defense = |card: Option<&str>| {
        let mut g = given(2)
            .bare_board()
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Abomination, "main_3");
        if let Some(card) = card {
            g = g.upgrade("leah", card);
        }
        let s = g
            .rolled_fight("leah", false, false, &[], &[])
            .turn("leah")
            .build();
        hero_totals(&s, s.fight.as_ref().unwrap()).1
    };
    assert_eq!(defense(Some("holy_book")), defense(None) + 1);
}

/// Leah on main_3 with STAFF OF RUIN and a marker on slot 2 fights `acolytes` acolytes
/// with 4 Hits rolled and nothing rolled against her.
fn leah_with_the_staff(acolytes: usize) -> (State, Vec<u16>) {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .upgrade("leah", "staff_of_ruin")
        .covered("leah", &[2]);
    for _ in 0..acolytes {
        g = g.monster(MonsterKind::Acolyte, "main_3");
    }
    let s = g
        .rolled_fight("leah", false, false, &[HeroFace::Hit; 4], &[])
        .turn("leah")
        .build();
    let ids = monsters_at(&s, MonsterKind::Acolyte, "main_3");
    (s, ids)
}

#[test]
fn the_staff_of_ruin_heals_a_chosen_marker_after_two_kills_in_a_fight() {
    let (mut s, acolytes) = leah_with_the_staff(2);
    let mut events = Vec::new();
    for a in [acolytes[0], acolytes[0], acolytes[1], acolytes[1]] {
        events = when(&mut s, 1, hit(a));
    }
    assert!(events.contains(&offered("leah", "staff_of_ruin")));
    let heal = Command::Regenerate(SlotChoice { slot: 2 });
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), vec![heal.clone()]);
    assert_eq!(
        refused(&s, 1, Command::PassAbility(YES)).code,
        "ABILITY_NOT_OPTIONAL"
    );
    let wrong = Command::Regenerate(SlotChoice { slot: 3 });
    assert_eq!(refused(&s, 1, wrong).code, "NO_MARKER_THERE");
    let events = when(&mut s, 1, heal);
    assert_eq!(
        events[..2],
        [
            used("leah", "staff_of_ruin"),
            Event::DamageHealed(DamageHealed {
                hero: "leah".into(),
                slot: 2,
            }),
        ]
    );
    assert_eq!(s.hero("leah").unwrap().damage, 0);
    // One kill: nothing owed.
    let (mut s, acolytes) = leah_with_the_staff(1);
    when(&mut s, 1, hit(acolytes[0]));
    let events = when(&mut s, 1, hit(acolytes[0]));
    assert!(events.iter().any(|e| matches!(e, Event::MonsterKilled(_))));
    assert!(!events.contains(&offered("leah", "staff_of_ruin")));
    assert!(s.abilities_owed.is_empty());
}

/// Leah with ANGEL'S TEAR fights an abomination on main_3, 1 Hit rolled.
fn leah_with_the_tear(voluntary: bool) -> State {
    given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .upgrade("leah", "angels_tear")
        .rolled_fight("leah", false, voluntary, &[HeroFace::Hit], &[])
        .turn("leah")
        .build()
}

#[test]
fn angels_tear_gives_a_result_of_choice_without_voluntary_corruption() {
    let choose = |face| Command::ChooseBonusResult(FaceChoice { face });
    let mut s = leah_with_the_tear(false);
    assert_eq!(s.fight.as_ref().unwrap().stage, FightStage::BonusChoice);
    let legal = TheOthers::legal_commands(&s, seat(1));
    assert_eq!(legal.len(), 4, "{legal:?}");
    for face in [
        HeroFace::Hit,
        HeroFace::Defense,
        HeroFace::CounterCorruption,
        HeroFace::Skill,
    ] {
        assert!(legal.contains(&choose(face)), "{face:?}");
    }
    assert_eq!(refused(&s, 1, choose(HeroFace::Faith)).code, "NOT_A_RESULT");
    let events = when(&mut s, 1, choose(HeroFace::Hit));
    assert_eq!(
        events,
        vec![Event::BonusResultChosen(BonusResultChosen {
            face: HeroFace::Hit
        })]
    );
    let f = s.fight.clone().unwrap();
    assert_eq!(f.stage, FightStage::AssignHits);
    assert_eq!(
        hero_totals(&s, &f).0,
        2,
        "the rolled Hit and the chosen one"
    );
    // Voluntary corruption taken (level 2 reached: no choice there): no result.
    let s = leah_with_the_tear(true);
    assert_eq!(s.fight.as_ref().unwrap().stage, FightStage::AssignHits);
}

/// Leah holding `card` on main_2, an acolyte on main_3, her turn begun.
fn leah_beside_an_acolyte(card: &str) -> (State, u16) {
    let s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .upgrade("leah", card)
        .monster(MonsterKind::Acolyte, "main_3")
        .turn("leah")
        .build();
    let acolyte = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    (s, acolyte)
}

#[test]
fn holy_water_moves_a_monster_out_of_the_heros_space_and_ends_her_move() {
    let (mut s, acolyte) = leah_beside_an_acolyte("holy_water");
    let events = when(&mut s, 1, step("main_3"));
    assert!(events.contains(&offered("leah", "holy_water")));
    let moves: Vec<Command> = s
        .board_data()
        .adjacent("main_3")
        .into_iter()
        .map(|to| {
            Command::MindControl(MoveMonster {
                monster: acolyte,
                to: to.into(),
            })
        })
        .collect();
    let mut legal = vec![Command::PassAbility(YES)];
    legal.extend(moves.iter().cloned());
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), legal);
    let far = Command::MindControl(MoveMonster {
        monster: acolyte,
        to: "main_1".into(),
    });
    assert_eq!(refused(&s, 1, far).code, "NOT_A_HOLY_WATER_MOVE");
    let events = when(&mut s, 1, moves[0].clone());
    let Command::MindControl(MoveMonster { to, .. }) = &moves[0] else {
        unreachable!()
    };
    assert_eq!(
        events[..2],
        [
            used("leah", "holy_water"),
            Event::MonsterMoved(MonsterMoved {
                monster: acolyte,
                from: "main_3".into(),
                to: to.clone(),
            }),
        ]
    );
    assert_eq!(s.monster(acolyte).unwrap().space.as_ref(), Some(to));
    assert_eq!(refused(&s, 1, step("main_4")).code, "NO_MOVE_LEFT");
}

#[test]
fn holy_water_let_go_leaves_the_move_going_and_needs_a_monster() {
    let (mut s, _) = leah_beside_an_acolyte("holy_water");
    when(&mut s, 1, step("main_3"));
    when(&mut s, 1, Command::PassAbility(YES));
    let events = when(&mut s, 1, step("main_4"));
    assert!(!events.contains(&offered("leah", "holy_water")));
    assert_eq!(s.hero("leah").unwrap().space.as_deref(), Some("main_4"));
    // Without the card, nothing is offered beside the acolyte.
    let (mut s, _) = leah_beside_an_acolyte("riot_shield");
    when(&mut s, 1, step("main_3"));
    assert!(s.abilities_owed.is_empty());
}

fn metopass(heroes: &[&str], space: &str) -> Command {
    Command::Metopass(Metopass {
        heroes: heroes.iter().map(|h| (*h).to_owned()).collect(),
        space: space.into(),
    })
}

#[test]
fn havens_metopass_is_discarded_to_teleport_heroes_of_the_space_to_a_metro_space() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .hero_at("thorley", "main_2")
        .upgrade("leah", "havens_metopass")
        .build();
    assert!(take_turn(&mut s).contains(&offered("leah", "havens_metopass")));
    let mut legal = vec![Command::PassAbility(YES)];
    for space in ["park", "police_station"] {
        for heroes in [&["leah"][..], &["thorley"], &["leah", "thorley"]] {
            legal.push(metopass(heroes, space));
        }
    }
    assert_eq!(TheOthers::legal_commands(&s, seat(1)), legal);
    for (bad, code) in [
        (metopass(&["leah"], "main_3"), "NOT_A_METRO_SPACE"),
        (metopass(&[], "park"), "NOT_HEROES_OF_YOUR_SPACE"),
        (
            metopass(&["thorley", "leah"], "park"),
            "NOT_HEROES_OF_YOUR_SPACE",
        ),
        (
            metopass(&["leah", "leah"], "park"),
            "NOT_HEROES_OF_YOUR_SPACE",
        ),
        (metopass(&["rose"], "park"), "NOT_HEROES_OF_YOUR_SPACE"),
    ] {
        assert_eq!(refused(&s, 1, bad.clone()).code, code, "{bad:?}");
    }
    let events = when(&mut s, 1, metopass(&["leah", "thorley"], "park"));
    let teleported = |hero: &str| {
        Event::HeroTeleported(HeroTeleported {
            hero: hero.into(),
            from: "main_2".into(),
            to: "park".into(),
        })
    };
    assert_eq!(
        events[..4],
        [
            used("leah", "havens_metopass"),
            Event::UpgradeDestroyed(UpgradeDestroyed {
                hero: "leah".into(),
                card: "havens_metopass".into(),
            }),
            teleported("leah"),
            teleported("thorley"),
        ]
    );
    assert_eq!(s.hero("thorley").unwrap().space.as_deref(), Some("park"));
    assert!(
        !s.hero("leah")
            .unwrap()
            .upgrades
            .iter()
            .any(|u| u == "havens_metopass")
    );
    assert_eq!(
        s.upgrades.deck.last().map(String::as_str),
        Some("havens_metopass")
    );
}
