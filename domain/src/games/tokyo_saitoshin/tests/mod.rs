//! Given / when / then tests of Tokyo Saitoshin; the builder is `testing.rs`.

mod artifact;
mod attacks;
mod battle;
mod bots;
mod campaign;
mod constant;
mod examples;
mod exchange;
mod giving;
mod log;
mod mods;
mod npc;
mod pack;
mod playouts;
mod primitives;
mod purchase_for;
mod reactions;
mod rules;
mod site;
mod stats;
mod teleport;
mod two_pc;
mod vehicles;
mod wish_machine;
mod withdrawal;

pub use super::testing::*;

use super::command::Command;
use super::event::Event;
use super::state::State;

/// The events of one variant.
pub fn find<'a, T>(events: &'a [Event], f: impl Fn(&'a Event) -> Option<T>) -> Vec<T> {
    events.iter().filter_map(f).collect()
}

/// Whether any event matches.
pub fn has(events: &[Event], f: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(f)
}

/// The commands a seat may send now.
pub fn legal(state: &State, seat: u8) -> Vec<Command> {
    use crate::engine::Game;
    super::TokyoSaitoshin::legal_commands(state, crate::engine::Seat(seat))
}

/// The Procurer (seat 0) and the Engineer (seat 1) end their action phases.
pub fn end_phase(state: &mut State) -> Vec<Event> {
    use super::vocabulary::Pc;
    use crate::games::tokyo_saitoshin::command as cmd;
    let mut events = when(
        state,
        0,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer }),
    );
    events.extend(when(
        state,
        1,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer }),
    ));
    events
}

/// The command, then every PC an attack's window asks passes: for tests of what an attack
/// does rather than of its window (`tests/attacks.rs`).
pub fn when_struck(state: &mut State, seat: u8, command: Command) -> Vec<Event> {
    use crate::games::tokyo_saitoshin::command as cmd;
    let mut events = when(state, seat, command);
    while let Some(pc) = state
        .attack
        .as_ref()
        .filter(|_| state.incoming.is_empty() && state.disposing.is_none())
        .and_then(|w| w.waiting.first().copied())
    {
        let seat = state.pc(pc).expect("a PC of the play").seat.0;
        events.extend(when(
            state,
            seat,
            Command::PassAttack(cmd::PassAttack { pc }),
        ));
    }
    events
}
