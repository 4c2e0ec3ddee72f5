//! Artifacts (spec 5.18.3, DT-19) and the Biker's follow.

use super::super::effect::Op;
use super::super::primitives::Ctx;
use super::super::state::Step;
use super::super::vocabulary::{Area, Deck, Pc, Place};
use super::*;
use crate::engine::Confirm;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

const SHINAGAWA: Place = Place::Area(Area::Shinagawa);

/// Scenario 00 with two players, both PCs in Shinagawa unless moved, artifacts A-03 then
/// A-01 on top.
fn table() -> Given {
    let mut g = given(2)
        .empty_market()
        .at(Pc::Procurer, SHINAGAWA)
        .at(Pc::Engineer, Place::Area(Area::Shibuya));
    g.state
        .decks
        .insert(Deck::Artifact, vec!["A-03".into(), "A-01".into()]);
    g
}

/// `draw_artifact` by `pc`, the artifact chosen over a disposal-area card: the events
/// after the choice.
fn draw(state: &State, pc: Pc) -> (Vec<Event>, State) {
    let (offered, mut after) = run_ops(state, &Ctx::of("X-01").by(pc), &[Op::DrawArtifact]);
    let candidates = after.pcs_in(after.pc(pc).unwrap().place);
    assert_eq!(
        offered,
        vec![Event::ArtifactOffered(ev::ArtifactOffered { candidates })]
    );
    let seat = after.pc(pc).unwrap().seat.0;
    let choose = Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal {
        pc,
        disposal: false,
    });
    let events = when(&mut after, seat, choose);
    assert_eq!(
        events[0],
        Event::ArtifactOrDisposalChosen(ev::ArtifactOrDisposalChosen {
            pc,
            disposal: false
        })
    );
    (events[1..].to_vec(), after)
}

#[test]
fn a_lone_pc_takes_the_artifact_and_equips_it_with_no_check() {
    let state = table().equipped(Pc::Procurer, &["W-01"]).build();
    let (events, after) = draw(&state, Pc::Procurer);
    assert_eq!(
        events,
        vec![
            Event::ArtifactDrawn(ev::ArtifactDrawn {
                card: "A-01".into(),
                candidates: vec![Pc::Procurer],
            }),
            Event::ArtifactTaken(ev::ArtifactTaken {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
            Event::ArtifactEquipped(ev::ArtifactEquipped {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
        ]
    );
    let p = after.pc(Pc::Procurer).unwrap();
    let equipped: Vec<&str> = p.equipped.iter().map(|e| e.card.as_str()).collect();
    assert_eq!(equipped, ["W-01", "A-01"]);
    assert_eq!(after.decks[&Deck::Artifact], ["A-03"]);
    assert!(after.artifacts.is_empty());
}

#[test]
fn a_second_artifact_removes_the_first_even_with_three_equipped() {
    // DT-19: A1 among 3 equipped cards, A2 gained: A1 is Removed, A2 takes its place.
    let state = table()
        .equipped(Pc::Procurer, &["W-01", "A-03", "I-01"])
        .build();
    let mut deck = state.decks.clone();
    deck.insert(Deck::Artifact, vec!["A-01".into()]);
    let state = State {
        decks: deck,
        ..state
    };
    let (events, after) = draw(&state, Pc::Procurer);
    assert_eq!(
        events[2..],
        [
            Event::CardRemoved(ev::CardRemoved {
                pc: Pc::Procurer,
                card: "A-03".into(),
            }),
            Event::ArtifactEquipped(ev::ArtifactEquipped {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
        ]
    );
    let p = after.pc(Pc::Procurer).unwrap();
    let equipped: Vec<&str> = p.equipped.iter().map(|e| e.card.as_str()).collect();
    assert_eq!(equipped, ["W-01", "I-01", "A-01"]);
    assert!(after.removed.contains(&"A-03".to_string()));
}

#[test]
fn with_three_other_cards_equipped_the_player_discards_one_first() {
    // DT-19, second case: 3 non-artifact cards; the player discards one and equips A2.
    let state = table()
        .equipped(Pc::Procurer, &["W-01", "W-05", "I-01"])
        .build();
    let (events, mut after) = draw(&state, Pc::Procurer);
    assert!(!has(&events, |e| matches!(e, Event::ArtifactEquipped(_))));
    let prompts = <super::super::TokyoSaitoshin as crate::engine::Game>::prompts(&after);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].kind.as_str(), prompts[0].seat.0),
        ("DISCARD_FOR_ARTIFACT", 0)
    );
    let end = Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer });
    assert_eq!(refused(&after, 0, end).code, "WRONG_PHASE");
    let events = when(
        &mut after,
        0,
        Command::DiscardForArtifact(cmd::DiscardForArtifact {
            pc: Pc::Procurer,
            card: "W-05".into(),
        }),
    );
    assert_eq!(
        events[..2],
        [
            Event::CardDiscarded(ev::CardDiscarded {
                pc: Pc::Procurer,
                card: "W-05".into(),
            }),
            Event::ArtifactEquipped(ev::ArtifactEquipped {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
        ]
    );
    let p = after.pc(Pc::Procurer).unwrap();
    assert!(p.discard.contains(&"W-05".to_string()));
    assert_eq!(p.equipped.len(), 3);
}

#[test]
fn with_several_pcs_in_the_area_one_of_them_must_take_it() {
    let state = table().at(Pc::Engineer, SHINAGAWA).build();
    let (events, mut after) = draw(&state, Pc::Procurer);
    assert_eq!(events.len(), 1);
    assert_eq!(
        legal(&after, 1),
        vec![Command::TakeArtifact(cmd::TakeArtifact {
            pc: Pc::Engineer
        })]
    );
    let events = when(
        &mut after,
        1,
        Command::TakeArtifact(cmd::TakeArtifact { pc: Pc::Engineer }),
    );
    assert_eq!(
        events[..2],
        [
            Event::ArtifactTaken(ev::ArtifactTaken {
                pc: Pc::Engineer,
                card: "A-01".into(),
            }),
            Event::ArtifactEquipped(ev::ArtifactEquipped {
                pc: Pc::Engineer,
                card: "A-01".into(),
            }),
        ]
    );
    assert_eq!(after.step, Step::Actions);
}

#[test]
fn a_pc_outside_the_area_may_not_take_it() {
    let state = table().at(Pc::Engineer, SHINAGAWA).build();
    let (_, mut after) = draw(&state, Pc::Procurer);
    after.pc_mut(Pc::Engineer).unwrap().place = Place::Area(Area::Akiba);
    after.artifacts[0].candidates = vec![Pc::Procurer, Pc::Negotiator];
    let take = Command::TakeArtifact(cmd::TakeArtifact { pc: Pc::Engineer });
    assert_eq!(refused(&after, 1, take).code, "NOT_IN_THE_AREA");
}

#[test]
fn an_empty_artifact_deck_gives_a_disposal_card_instead() {
    let mut state = table().build();
    state.decks.insert(Deck::Artifact, Vec::new());
    let (events, after) = run_ops(
        &state,
        &Ctx::of("X-01").by(Pc::Procurer),
        &[Op::DrawArtifact],
    );
    assert_eq!(
        events,
        vec![Event::DisposalCardsOffered(ev::DisposalCardsOffered {
            n: 1,
            candidates: vec![Pc::Procurer],
        })]
    );
    assert!(after.artifacts.is_empty() && after.artifact_offers.is_empty());
    assert_eq!(after.disposal_rewards[0].remaining, 1);
}

#[test]
fn an_equipped_artifact_cannot_be_discarded() {
    let state = table().equipped(Pc::Procurer, &["A-01"]).build();
    let discard = Command::DiscardEquipment(cmd::DiscardEquipment {
        pc: Pc::Procurer,
        card: "A-01".into(),
    });
    assert_eq!(refused(&state, 0, discard).code, "ARTIFACT_STAYS");
}

/// The Engineer in Shinagawa with the Biker (T-05) on slot 0, moving to Shibuya with AP
/// tokens enough; the events of the paid move.
fn biker_chase(g: Given) -> (Vec<Event>, State) {
    let mut state = g
        .at(Pc::Engineer, SHINAGAWA)
        .at(Pc::Procurer, Place::Area(Area::Akiba))
        .slot(0, &["W-01", "T-05"])
        .ap(Pc::Engineer, 6)
        .build();
    when(
        &mut state,
        1,
        Command::Move(cmd::Move::to(Pc::Engineer, Place::Area(Area::Shibuya))),
    );
    let mut events = Vec::new();
    while state.action.as_ref().is_some_and(|a| a.check.is_some()) {
        events = when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    }
    (events, state)
}

#[test]
fn the_biker_follows_a_pc_into_the_slot_its_player_chooses() {
    let (events, mut state) = biker_chase(given(2).empty_market());
    assert!(has(&events, |e| *e
        == Event::TroubleFollowed(ev::TroubleFollowed {
            card: "T-05".into(),
            slot: 0,
            pc: Pc::Engineer,
        })));
    assert_eq!(state.slots[0].stack, ["W-01"]);
    let place: Vec<Command> = legal(&state, 1)
        .into_iter()
        .filter(|c| matches!(c, Command::PlaceTrouble(_)))
        .collect();
    assert_eq!(
        place,
        (3..6)
            .map(|slot| Command::PlaceTrouble(cmd::PlaceTrouble { slot }))
            .collect::<Vec<_>>()
    );
    when(
        &mut state,
        1,
        Command::PlaceTrouble(cmd::PlaceTrouble { slot: 4 }),
    );
    assert_eq!(state.slots[4].stack, ["T-05"]);
    assert!(state.pending.is_empty());
}

#[test]
fn the_biker_takes_the_only_free_slot_at_once() {
    let (events, state) = biker_chase(
        given(2)
            .empty_market()
            .slot(3, &["T-08"])
            .slot(5, &["T-09"]),
    );
    assert!(has(&events, |e| *e
        == Event::TroublePlaced(ev::TroublePlaced {
            card: "T-05".into(),
            slot: 4,
        })));
    assert_eq!(state.slots[4].stack, ["T-05"]);
}

#[test]
fn the_biker_stays_when_the_new_area_has_no_free_slot() {
    let (events, state) = biker_chase(given(2).empty_market().full_of_troubles(Area::Shibuya, 8));
    assert!(has(&events, |e| matches!(e, Event::PcMoved(_))));
    assert!(!has(&events, |e| matches!(e, Event::TroubleFollowed(_))));
    assert_eq!(state.slots[0].stack, ["W-01", "T-05"]);
}
