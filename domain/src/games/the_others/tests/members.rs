//! The Hell Club members' abilities on a fight's numbers: Dr. Gan, Grin and Marguerite
//! (Terror), Flay, Gourd & Vex (Corruption). The others are in `member_abilities.rs`.

use super::*;
use crate::games::the_others::rules::members::*;

fn hit(monster: u16) -> Command {
    Command::AssignHit(MonsterChoice { monster })
}

/// Leah at `corruption` fights `card`'s member on main 3 (a bare board but `token`) with
/// one Hit rolled and nothing rolled against her.
fn member_fight(card: &str, corruption: u8, token: Option<TokenKind>) -> (State, u16) {
    member_fight_rolled(card, corruption, token, &[])
}

fn member_fight_rolled(
    card: &str,
    corruption: u8,
    token: Option<TokenKind>,
    sin: &[SinFace],
) -> (State, u16) {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_3")
        .corruption("leah", corruption)
        .hell_club(card, "main_3");
    if let Some(t) = token {
        g = g.token("main_3", t);
    }
    let s = g
        .turn("leah")
        .rolled_fight("leah", false, false, &[HeroFace::Hit], sin)
        .build();
    let id = member_id(&s, card);
    (s, id)
}

/// The SIN's Hits and Corruption once the one Hit is put on the member.
fn sin_results(card: &str, corruption: u8, token: Option<TokenKind>) -> (u8, u8) {
    let (mut s, m) = member_fight(card, corruption, token);
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
fn dr_gan_and_grin_gain_a_corruption_in_a_space_with_fire_or_corruption() {
    for card in [DR_GAN_TERROR, GRIN_TERROR] {
        assert_eq!(sin_results(card, 1, None), (0, 0), "{card}");
        assert_eq!(
            sin_results(card, 1, Some(TokenKind::Fire)),
            (0, 1),
            "{card}"
        );
        assert_eq!(
            sin_results(card, 1, Some(TokenKind::Corruption)),
            (0, 1),
            "{card}"
        );
        assert_eq!(
            sin_results(card, 1, Some(TokenKind::Pentagram)),
            (0, 0),
            "{card}"
        );
    }
}

#[test]
fn flay_gains_two_hits_against_a_hero_at_corruption_4_or_more() {
    assert_eq!(sin_results(FLAY, 3, None), (0, 0));
    assert_eq!(sin_results(FLAY, 4, None), (2, 0));
    // Another member has no such ability.
    assert_eq!(sin_results(DR_GAN_TERROR, 4, None), (0, 0));
}

#[test]
fn gourd_and_vex_cannot_be_damaged_by_a_hero_at_corruption_5_or_more() {
    let (s, m) = member_fight(GOURD_AND_VEX_CORRUPTION, 4, None);
    assert!(TheOthers::legal_commands(&s, Seat(1)).contains(&hit(m)));
    let (s, m) = member_fight(GOURD_AND_VEX_CORRUPTION, 5, None);
    assert!(!TheOthers::legal_commands(&s, Seat(1)).contains(&hit(m)));
    assert_eq!(refused(&s, 1, hit(m)).code, "NOT_A_TARGET");
    // Another member is no such shield.
    let (s, m) = member_fight(FLAY, 5, None);
    assert!(TheOthers::legal_commands(&s, Seat(1)).contains(&hit(m)));
}

#[test]
fn marguerite_sets_the_space_on_fire_when_the_hero_takes_damage_in_her_fight() {
    let fire = |card: &str, sin: &[SinFace]| {
        let (mut s, m) = member_fight_rolled(card, 1, None, sin);
        let events = when(&mut s, 1, hit(m));
        let placed = events.iter().any(|e| {
            *e == Event::TokenPlaced(TokenPlaced {
                space: "main_3".into(),
                token: Some(TokenKind::Fire),
                face_up: true,
            })
        });
        (placed, s.space("main_3").unwrap().count(TokenKind::Fire))
    };
    // Two Hits: Leah's base defense cancels one.
    assert_eq!(
        fire(MARGUERITE_TERROR, &[SinFace::Hit, SinFace::Hit]),
        (true, 1)
    );
    assert_eq!(fire(MARGUERITE_TERROR, &[SinFace::Hit]), (false, 0));
    assert_eq!(fire(MARGUERITE_TERROR, &[SinFace::Blank]), (false, 0));
    // Corruption is no damage below the maximum.
    assert_eq!(fire(MARGUERITE_TERROR, &[SinFace::Corruption]), (false, 0));
    assert_eq!(fire(FLAY, &[SinFace::Hit, SinFace::Hit]), (false, 0));
}
