//! Scenario MOD cards (spec 1.5.6, steps 2-2 and 5-3): put in play and away by a scenario's
//! script, read at the start and the end of the PC action phase while in play; and the
//! upcaster that made room for their step-5 positions.

use serde_json::json;

use super::super::TokyoSaitoshin;
use super::super::content::ScenarioCard;
use super::super::effect::{Effect, Op, PcTarget, Timing};
use super::super::primitives::Ctx;
use super::super::state::Step;
use super::super::vocabulary::{Area, Pc, Place};
use super::*;
use crate::app::StreamEvent;
use crate::engine::Game;
use crate::games::AnyEvent;
use crate::games::tokyo_saitoshin::event as ev;

const MOD: &str = "SM-01";

fn effect(timing: Timing, ops: Vec<Op>) -> Effect {
    serde_json::from_value(json!({"timing": timing, "summary": "test"}))
        .map(|mut e: Effect| {
            e.ops = ops;
            e
        })
        .unwrap()
}

/// Scenario 00 with one MOD card in the pack: 1 AP-free progress on reveal (untimed), 1
/// heal of the PCs of Shinjuku at step 2-2, 1 scenario progress at step 5-3.
fn with_mod() -> Given {
    let table = given(2).empty_market();
    let mut content = (*table.state.content).clone();
    content.mod_cards.push(ScenarioCard {
        id: MOD.into(),
        name_ja: "[P] MOD".into(),
        effects: vec![
            effect(Timing::OnReveal, vec![Op::AddScenarioProgress { n: 1 }]),
            effect(
                Timing::PhaseStart,
                vec![Op::Heal {
                    target: PcTarget::AllPcs,
                    n: 1,
                }],
            ),
            effect(Timing::PhaseEnd, vec![Op::AddScenarioProgress { n: 2 }]),
        ],
        resolution: None,
        enemy: None,
        rarity: None,
        reward_ap: 0,
    });
    table.content(content)
}

fn progress_added(events: &[Event]) -> Vec<u32> {
    find(events, |e| match e {
        Event::ScenarioProgressAdded(ev::ScenarioProgressAdded { n }) => Some(*n),
        _ => None,
    })
}

#[test]
fn a_mod_card_comes_into_play_once_reading_its_untimed_text_and_goes_away() {
    let table = with_mod().build();
    let put = Op::PutModInPlay { id: MOD.into() };
    let (events, after) = run_ops(&table, &Ctx::of("SC00-01"), std::slice::from_ref(&put));
    assert_eq!(
        events,
        vec![
            Event::ModPutInPlay(ev::ModPutInPlay { card: MOD.into() }),
            Event::ScenarioProgressAdded(ev::ScenarioProgressAdded { n: 1 }),
        ]
    );
    assert_eq!(after.mods_in_play, [MOD]);
    let (events, _) = run_ops(&after, &Ctx::of("SC00-01"), &[put]);
    assert!(events.is_empty(), "already in play: {events:?}");
    let (events, gone) = run_ops(
        &after,
        &Ctx::of("SC00-01"),
        &[Op::RemoveMod { id: MOD.into() }],
    );
    assert_eq!(
        events,
        vec![Event::ModRemoved(ev::ModRemoved { card: MOD.into() })]
    );
    assert!(gone.mods_in_play.is_empty());
}

#[test]
fn a_mod_card_in_play_is_read_at_steps_2_2_and_5_3() {
    let mut state = with_mod()
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .at(Pc::Engineer, Place::Area(Area::Shibuya))
        .damage(Pc::Procurer, 2, false)
        .hand(Pc::Procurer, &[])
        .hand(Pc::Engineer, &[])
        .build();
    state.mods_in_play = vec![MOD.into()];
    let events = end_phase(&mut state);
    assert_eq!(progress_added(&events), vec![2], "5-3");
    assert!(
        has(&events, |e| matches!(
            e,
            Event::EndProcessingAt(ev::EndProcessingAt { position: 74 })
        )),
        "the first MOD position"
    );
    // The next round's step 2-2 heals every PC by 1.
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 2);
    play_to(&mut state, Step::Actions);
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 1);
}

#[test]
fn a_stored_facility_position_moves_past_the_mod_positions() {
    let upcasters = <TokyoSaitoshin as Game>::UPCASTERS;
    // Version 1 numbered Shinjuku's facility 76; it is 86 now, and a trouble position stays.
    let up = |position: u32| {
        upcasters
            .current("endProcessingAt", 1, &json!({ "position": position }))
            .unwrap()["position"]
            .clone()
    };
    assert_eq!(up(76), json!(86));
    assert_eq!(up(70), json!(70));
    // The name the upcaster is registered under is the one events are stored with.
    let stored = StreamEvent::Game(AnyEvent::TokyoSaitoshin(Event::EndProcessingAt(
        ev::EndProcessingAt { position: 86 },
    )))
    .to_stored();
    assert_eq!(stored.0, "tokyo_saitoshin.endProcessingAt");
    assert_eq!(stored.1, 2);
}

#[test]
fn scenario_00_and_every_shipped_scenario_use_no_mod_card() {
    // EX-02: S00 leaves the MOD cards aside; the pack ships none (none of its scenarios uses
    // one), and a script may use one only in a scenario with `uses_mods`.
    let table = given(1).build();
    assert!(table.content.mod_cards.is_empty());
    assert!(table.content.scenarios.iter().all(|s| !s.uses_mods));
}
