//! `teleport_random` (次元扉, 異界の鏡, the Stalker): a PC to a normal area drawn at random
//! from the game's RNG, written into the event.

use super::super::TokyoSaitoshin;
use super::super::command::Source;
use super::super::effect::{Op, PcTarget};
use super::super::primitives::{Ctx, run};
use super::super::state::EquippedCard;
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Pc, Place};
use super::*;
use crate::engine::{Game, GameRng};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

fn teleport(who: Option<PcTarget>) -> Op {
    Op::TeleportRandom { who }
}

/// Run ops with the RNG of `seed`.
fn run_seeded(state: &State, ctx: &Ctx, ops: &[Op], seed: u64) -> (Vec<Event>, State) {
    let mut rng = GameRng::from_u64(seed);
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    run(&mut tx, ctx, ops);
    (tx.out, tx.s)
}

fn teleported(events: &[Event]) -> Vec<ev::PcTeleported> {
    find(events, |e| match e {
        Event::PcTeleported(t) => Some(t.clone()),
        _ => None,
    })
}

#[test]
fn the_actor_goes_to_another_area_drawn_at_random_and_the_event_says_which() {
    let state = given(2).empty_market().build();
    let ctx = Ctx::of("A-11").by(Pc::Procurer);
    let mut seen = Vec::new();
    for seed in 0..40 {
        let (events, after) = run_seeded(&state, &ctx, &[teleport(None)], seed);
        let t = teleported(&events);
        assert_eq!(t.len(), 1);
        assert_eq!(
            (t[0].pc, t[0].from, t[0].source.as_str()),
            (Pc::Procurer, Place::Area(Area::Shinagawa), "A-11")
        );
        assert_ne!(t[0].to, t[0].from, "never the area it stands in");
        assert_eq!(after.pc(Pc::Procurer).unwrap().place, t[0].to);
        // The same seed draws the same area; folding the event replays it.
        assert_eq!(run_seeded(&state, &ctx, &[teleport(None)], seed).0, events);
        let mut replayed = state.clone();
        for e in &events {
            super::super::evolve::evolve(&mut replayed, e);
        }
        assert_eq!(replayed.pc(Pc::Procurer).unwrap().place, t[0].to);
        if !seen.contains(&t[0].to) {
            seen.push(t[0].to);
        }
    }
    assert_eq!(seen.len(), 3, "each of the three other areas can be drawn");
    assert!(!seen.contains(&Place::Site), "the Site is never drawn");
}

#[test]
fn entering_an_area_by_teleport_meets_its_entry_trigger() {
    let state = given(2).empty_market().bots_exhausted().build();
    let ctx = Ctx::of("A-11").by(Pc::Procurer);
    let (events, _) = run_ops(&state, &ctx, &[teleport(None)]);
    let Place::Area(to) = teleported(&events)[0].to else {
        panic!("teleported into an area");
    };
    // A Soldier (兵士: 1 damage to a PC entering its area) waits there.
    let slot = super::super::state::area_slots(to).start;
    let guarded = given(2)
        .empty_market()
        .bots_exhausted()
        .hand(Pc::Procurer, &[])
        .slot(slot, &["T-24"])
        .build();
    let (events, after) = run_ops(&guarded, &ctx, &[teleport(None)]);
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            ..
        })
    )));
    assert_eq!(after.pc(Pc::Procurer).unwrap().damage, 1);
}

#[test]
fn the_mirror_of_elsewhere_teleports_its_user_and_is_exhausted() {
    let mut state = given(2)
        .empty_market()
        .bots_exhausted()
        .equipped(Pc::Procurer, &["A-11"])
        .build();
    let mirror = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Equipped(EquippedCard {
            card: "A-11".into(),
        }),
        target: None,
        discard: vec![],
    });
    assert!(legal(&state, 0).contains(&mirror));
    let events = when(&mut state, 0, mirror);
    let t = teleported(&events);
    assert_eq!(t.len(), 1);
    assert_eq!(state.pc(Pc::Procurer).unwrap().place, t[0].to);
    assert_eq!(state.pc(Pc::Procurer).unwrap().equipped[0].exhaustion, 1);
}

#[test]
fn a_failed_dimension_door_sends_every_participant_out_and_ends_the_exploration() {
    let mut state = given(2)
        .empty_market()
        .bots_exhausted()
        .at(Pc::Procurer, Place::Site)
        .at(Pc::Engineer, Place::Site)
        .build();
    state.encounter = vec!["X-05".into()];
    state.site.revealed = Some("X-11".into());
    state.site.exploring = true;
    state.site.revealed_this_phase = true;
    let concede = Command::ConcedeSiteCard(cmd::ConcedeSiteCard { pc: Pc::Procurer });
    let events = when(&mut state, 0, concede);
    let t = teleported(&events);
    assert_eq!(
        t.iter().map(|t| (t.pc, t.from)).collect::<Vec<_>>(),
        [(Pc::Procurer, Place::Site), (Pc::Engineer, Place::Site)]
    );
    assert!(t.iter().all(|t| matches!(t.to, Place::Area(_))));
    assert!(events.contains(&Event::SiteCardFailed(ev::SiteCardFailed {
        card: "X-11".into()
    })));
    assert!(
        events.contains(&Event::ExplorationEnded(ev::ExplorationEnded {
            pcs: vec![]
        }))
    );
    assert!(state.pcs_in(Place::Site).is_empty());
    assert!(!state.site.exploring);
    // The face-down card left waits for the next PCs to enter.
    assert_eq!(state.encounter, ["X-05"]);
    let line = TokyoSaitoshin::describe(&state, &events[0], &[]);
    assert!(line.is_some());
}

#[test]
fn teleporting_out_of_the_site_with_nothing_revealed_ends_the_exploration_at_once() {
    let mut state = given(2)
        .empty_market()
        .at(Pc::Procurer, Place::Site)
        .build();
    state.encounter = vec!["X-05".into()];
    state.site.exploring = true;
    let (events, after) = run_ops(&state, &Ctx::of("A-11").by(Pc::Procurer), &[teleport(None)]);
    assert_eq!(
        events.last(),
        Some(&Event::ExplorationEnded(ev::ExplorationEnded {
            pcs: vec![Pc::Procurer]
        }))
    );
    assert!(!after.site.exploring);
    // Another PC still there: the exploration goes on.
    let mut two = state.clone();
    two.pc_mut(Pc::Engineer).unwrap().place = Place::Site;
    let (events, after) = run_ops(&two, &Ctx::of("A-11").by(Pc::Procurer), &[teleport(None)]);
    assert!(!has(&events, |e| matches!(e, Event::ExplorationEnded(_))));
    assert!(after.site.exploring);
}

#[test]
fn with_no_actor_a_teleport_of_the_actor_is_skipped() {
    let state = given(1).build();
    let (events, _) = run_ops(&state, &Ctx::of("X-11"), &[teleport(None)]);
    assert_eq!(
        events,
        [Event::EffectSkipped(ev::EffectSkipped {
            op: "teleport_random".into(),
            source: "X-11".into()
        })]
    );
}
