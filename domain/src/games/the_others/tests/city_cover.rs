//! The Corrupted Nun's token covers one city action of the district (G-31): the SIN
//! chooses which, the action is not activated while the token lies there, and comes back
//! once the token is cleansed.

use super::*;
use crate::engine::testing::assert_legal_commands_exact;
use crate::games::the_others::rules::candidates;

fn nun_fight(space: &str) -> State {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", space)
        .monster(MonsterKind::Abomination, space)
        .dead(MonsterKind::Acolyte, 1)
        .turn("leah")
        .build();
    s.acolytes = "corrupted_nun".to_owned();
    when(&mut s, 1, Command::StartFight(YES));
    s
}

fn cover(action: CityAction) -> Command {
    Command::CoverCityAction(CityActionChoice { action })
}

fn prompt(s: &State) -> (Seat, String) {
    let p = &TheOthers::prompts(s)[0];
    (p.seat, p.kind.clone())
}

/// Leah's turn in `district`, a Nun's corruption token there covering `covered`.
fn covered_district(district: &str, covered: &[CityAction]) -> State {
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", district)
        .token(district, TokenKind::Corruption)
        .turn("leah")
        .build();
    s.space_mut(district).unwrap().covered = covered.to_vec();
    s
}

#[test]
fn the_sin_chooses_which_of_the_district_s_actions_the_nun_s_token_covers() {
    // The church prints Penance and Heal.
    let mut s = nun_fight("church");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert_eq!(s.space("church").unwrap().count(TokenKind::Corruption), 1);
    assert_eq!(prompt(&s), (Seat(0), "COVER_CITY_ACTION".to_owned()));
    assert_eq!(
        TheOthers::legal_commands(&s, Seat(0)),
        vec![cover(CityAction::Heal), cover(CityAction::Penance)]
    );
    assert!(TheOthers::legal_commands(&s, Seat(1)).is_empty());
    for seat in Seat::all(2) {
        let mut extra = candidates(&s, seat);
        extra.push(cover(CityAction::OrbitalStrike));
        assert_legal_commands_exact::<TheOthers>(&s, seat, &extra);
    }
    assert_eq!(
        refused(&s, 0, cover(CityAction::ExtraTurn)).code,
        "NOT_A_CARD_CHOICE"
    );
    let events = when(&mut s, 0, cover(CityAction::Penance));
    assert_eq!(
        events,
        vec![Event::CityActionCovered(CityActionCovered {
            space: "church".into(),
            action: CityAction::Penance,
        })]
    );
    assert_eq!(
        s.space("church").unwrap().covered,
        vec![CityAction::Penance]
    );
    assert_eq!(s.card_owed, None);
    assert_eq!(prompt(&s), (Seat(1), "FIGHT_ROLL".to_owned()));
}

#[test]
fn with_one_kind_left_the_action_is_covered_at_once() {
    // The police station prints Extra Turn only.
    let mut s = nun_fight("police_station");
    let events = when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert!(
        events.contains(&Event::CityActionCovered(CityActionCovered {
            space: "police_station".into(),
            action: CityAction::ExtraTurn,
        }))
    );
    assert_eq!(prompt(&s), (Seat(1), "FIGHT_ROLL".to_owned()));
    // The hospital prints Heal twice: one stays.
    let mut s = nun_fight("hospital");
    when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert_eq!(s.space("hospital").unwrap().covered, vec![CityAction::Heal]);
}

#[test]
fn a_street_gets_no_token_and_nothing_is_covered() {
    let mut s = nun_fight("main_3");
    let events = when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CityActionCovered(_)))
    );
    assert_eq!(s.space("main_3").unwrap().count(TokenKind::Corruption), 0);
}

#[test]
fn a_covered_action_is_not_activated_by_the_city_action_token() {
    let mut s = covered_district("church", &[CityAction::Penance]);
    let events = when(&mut s, 1, Command::UseCityAction(YES));
    let Some(Event::CityActionTokenPlaced(placed)) = events.first() else {
        panic!("{events:?}");
    };
    assert_eq!(placed.actions, vec![CityAction::Heal]);
    let penance = Command::PerformCityAction(PerformCityAction {
        action: CityAction::Penance,
        slot: None,
        upgrade: None,
    });
    assert!(!TheOthers::legal_commands(&s, Seat(1)).contains(&penance));
    assert_eq!(refused(&s, 1, penance).code, "NOT_ACTIVATED");
}

#[test]
fn a_district_with_every_action_covered_takes_no_city_action_token() {
    let s = covered_district("police_station", &[CityAction::ExtraTurn]);
    assert!(!TheOthers::legal_commands(&s, Seat(1)).contains(&Command::UseCityAction(YES)));
    assert_eq!(
        refused(&s, 1, Command::UseCityAction(YES)).code,
        "CITY_ACTIONS_COVERED"
    );
    // The hospital's second Heal is still there.
    let mut s = covered_district("hospital", &[CityAction::Heal]);
    let events = when(&mut s, 1, Command::UseCityAction(YES));
    assert!(
        matches!(&events[0], Event::CityActionTokenPlaced(p) if p.actions == vec![CityAction::Heal])
    );
}

#[test]
fn cleansing_the_token_brings_the_action_back() {
    let mut s = Given {
        state: covered_district("church", &[CityAction::Penance]),
    }
    .rolled_fight("leah", false, false, &[HeroFace::Skill], &[])
    .build();
    let f = s.fight.as_mut().unwrap();
    f.cleanse = true;
    f.stage = FightStage::RemoveTokens;
    let events = when(
        &mut s,
        1,
        Command::RemoveToken(TokenChoice {
            token: TokenKind::Corruption,
        }),
    );
    let removed = events
        .iter()
        .position(|e| matches!(e, Event::TokenRemoved(_)));
    let back = events.iter().position(|e| {
        *e == Event::CityActionUncovered(CityActionUncovered {
            space: "church".into(),
            action: CityAction::Penance,
        })
    });
    assert!(
        removed.is_some() && back.is_some() && removed < back,
        "{events:?}"
    );
    assert!(s.space("church").unwrap().covered.is_empty());
    let mut s = Given { state: s }.turn("leah").build();
    s.fight = None;
    let events = when(&mut s, 1, Command::UseCityAction(YES));
    assert!(
        matches!(&events[0], Event::CityActionTokenPlaced(p) if p.actions == vec![CityAction::Penance, CityAction::Heal])
    );
}

#[test]
fn a_hero_killed_by_the_nun_s_token_leaves_the_first_kind_covered() {
    // A GAME OF SOULS: the token corrupts Leah at maximum, the damage kills her.
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "church")
        .monster(MonsterKind::Abomination, "church")
        .dead(MonsterKind::Acolyte, 1)
        .corruption("leah", 7)
        .covered("leah", &[1, 2, 3, 4])
        .turn("leah")
        .build();
    s.acolytes = "corrupted_nun".to_owned();
    s.apocalypse.revealed = vec!["redemption_a_game_of_souls".into()];
    when(&mut s, 1, Command::StartFight(YES));
    let events = when(&mut s, 0, Command::UseAcolyteAbility(YES));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::HeroKilled(k) if k.hero == "leah"))
    );
    assert!(
        events.contains(&Event::CityActionCovered(CityActionCovered {
            space: "church".into(),
            action: CityAction::Penance,
        }))
    );
    assert_eq!(s.card_owed, None);
}
