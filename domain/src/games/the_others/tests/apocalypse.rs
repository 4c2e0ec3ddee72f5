//! Apocalypse cards face up that change fights and the round's end: THRONE OF DAMNATION,
//! HELLFIRE CURSE, STAB IN THE DARK, HELLFIRE MUTATION, MANTLE OF SKULLS and DARKNESS
//! BECKONS.

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
