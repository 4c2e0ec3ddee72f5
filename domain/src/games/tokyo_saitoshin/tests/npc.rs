//! Scenario NPCs (the Director, spec 9.5): `npc_joins`, damage to the exploration's
//! participants (EX-35, FAQ Q29), healing by the facility of a PC's area (EX-36, FAQ Q30),
//! and the defeat when one with `defeat_when_down` falls.

use super::super::content::NpcData;
use super::super::effect::{Amount, Op, PcTarget};
use super::super::primitives::Ctx;
use super::super::state::NpcState;
use super::super::vocabulary::{Area, DamageType, Pc, Place};
use super::*;
use crate::games::tokyo_saitoshin::event as ev;

const DIRECTOR: &str = "director";

/// Scenario 00 with the Director in its pack (no shipped scenario has it), hurt by `damage`.
fn with_director(damage: u32, defeat_when_down: bool) -> Given {
    let table = given(2).empty_market();
    let mut content = (*table.state.content).clone();
    let scenario = content
        .scenarios
        .iter_mut()
        .find(|s| s.number == "00")
        .unwrap();
    scenario.npcs.push(NpcData {
        id: DIRECTOR.into(),
        name_ja: "監督".into(),
        hp: 4,
        defeat_when_down,
    });
    let mut table = table.content(content);
    table.state.npcs = vec![NpcState {
        id: DIRECTOR.into(),
        hp: 4,
        damage,
    }];
    table.hand(Pc::Procurer, &[]).hand(Pc::Engineer, &[])
}

fn exploring(mut state: State) -> State {
    state.site.exploring = true;
    state
}

fn npc_damage(events: &[Event]) -> Vec<u32> {
    find(events, |e| match e {
        Event::NpcDamaged(ev::NpcDamaged { npc, amount, .. }) if npc == DIRECTOR => Some(*amount),
        _ => None,
    })
}

fn struck_pcs(events: &[Event]) -> Vec<Pc> {
    find(events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, .. })
        | Event::DamageIncoming(ev::DamageIncoming { pc, .. }) => Some(*pc),
        _ => None,
    })
}

fn to_participants(n: u32) -> Op {
    Op::DamagePcs {
        target: PcTarget::Participants,
        amount: Amount::Fixed(n),
        damage_type: DamageType::Physical,
    }
}

#[test]
fn npc_joins_brings_in_the_scenarios_npc_once() {
    let mut table = with_director(0, false).build();
    table.npcs.clear();
    let join = Op::NpcJoins {
        id: DIRECTOR.into(),
    };
    let (events, after) = run_ops(&table, &Ctx::of("test"), std::slice::from_ref(&join));
    assert_eq!(
        events,
        vec![Event::NpcJoined(ev::NpcJoined {
            npc: DIRECTOR.into(),
            hp: 4
        })]
    );
    assert_eq!(after.npcs.len(), 1);
    let (events, _) = run_ops(&after, &Ctx::of("test"), &[join]);
    assert!(events.is_empty(), "{events:?}");
}

#[test]
fn ex35_the_director_is_struck_with_the_participants_of_an_exploration() {
    let table = with_director(0, false)
        .at(Pc::Procurer, Place::Site)
        .at(Pc::Engineer, Place::Site)
        .build();
    let (events, after) = run_ops(
        &exploring(table.clone()),
        &Ctx::of("X-01"),
        &[to_participants(1)],
    );
    assert_eq!(struck_pcs(&events), vec![Pc::Procurer, Pc::Engineer]);
    assert_eq!(npc_damage(&events), vec![1]);
    assert_eq!(after.npcs[0].damage, 1);
    // Outside an exploration there are no participants, the Director among them.
    let (events, _) = run_ops(&table, &Ctx::of("X-01"), &[to_participants(1)]);
    assert!(npc_damage(&events).is_empty());
    // Damage to the PCs of an area does not reach it.
    let in_area = Op::DamagePcs {
        target: PcTarget::PcsInArea,
        amount: Amount::Fixed(1),
        damage_type: DamageType::Physical,
    };
    let (events, _) = run_ops(
        &exploring(table),
        &Ctx::of("T-08").at(Area::Shinagawa),
        &[in_area],
    );
    assert!(npc_damage(&events).is_empty());
}

#[test]
fn ex36_the_director_heals_at_the_facility_of_a_pcs_area_unless_exploring() {
    let mut state = with_director(2, false)
        .at(Pc::Engineer, Place::Area(Area::Shinjuku))
        .build();
    let events = end_phase(&mut state);
    assert!(has(&events, |e| *e
        == Event::NpcHealed(ev::NpcHealed {
            npc: DIRECTOR.into(),
            n: 1
        })));
    assert_eq!(state.npcs[0].damage, 1);
    // During an exploration the Director is in the Site: Shinjuku's facility misses it.
    let table = with_director(2, false)
        .at(Pc::Engineer, Place::Area(Area::Shinjuku))
        .build();
    let heal = Op::Heal {
        target: PcTarget::PcsInArea,
        n: 1,
    };
    let shinjuku = Ctx::of("Shinjuku facility").at(Area::Shinjuku);
    let (events, _) = run_ops(
        &exploring(table.clone()),
        &shinjuku,
        std::slice::from_ref(&heal),
    );
    assert!(!has(&events, |e| matches!(e, Event::NpcHealed(_))));
    // Nor does a facility where no PC stands reach it.
    let (events, _) = run_ops(&table, &Ctx::of("test").at(Area::Akiba), &[heal]);
    assert!(!has(&events, |e| matches!(e, Event::NpcHealed(_))));
}

#[test]
fn a_fallen_npc_that_the_scenario_cannot_lose_ends_the_play() {
    let table = exploring(with_director(3, true).at(Pc::Procurer, Place::Site).build());
    let (events, after) = run_ops(&table, &Ctx::of("X-01"), &[to_participants(2)]);
    assert_eq!(npc_damage(&events), vec![1], "never past its HP");
    assert!(has(
        &events,
        |e| matches!(e, Event::GameLost(ev::GameLost { reason }) if reason == "NPC_DOWN")
    ));
    assert!(after.is_over());
    // Without `defeat_when_down` it is only hurt.
    let table = exploring(
        with_director(3, false)
            .at(Pc::Procurer, Place::Site)
            .build(),
    );
    let (events, _) = run_ops(&table, &Ctx::of("X-01"), &[to_participants(2)]);
    assert!(!has(&events, |e| matches!(e, Event::GameLost(_))));
}
