//! Given / when / then helpers and random playouts, reusable by every game's tests.

use std::fmt::Debug;

use super::{Game, GameRng, RuleError, Seat, Viewer};

/// Decide `command` on `state` and, when accepted, apply the events to it.
pub fn when<G: Game>(
    state: &mut G::State,
    seat: Seat,
    command: &G::Command,
    rng: &mut GameRng,
) -> Result<Vec<G::Event>, RuleError> {
    let events = G::decide(state, seat, command, rng)?;
    for e in &events {
        G::evolve(state, e);
    }
    Ok(events)
}

/// The game log of `events` as `viewer` reads it (`Game::describe`), as the platform writes
/// it: each event redacted for the viewer and described on the state just after it, starting
/// from `before`; `names` are the seats' display names.
pub fn log_lines<G: Game>(
    before: &G::State,
    events: &[G::Event],
    viewer: Viewer,
    names: &[String],
) -> Vec<String> {
    let mut state = before.clone();
    events
        .iter()
        .filter_map(|e| {
            G::evolve(&mut state, e);
            G::describe(&state, &G::redact(e, viewer), names)
        })
        .collect()
}

/// Hooks a random playout calls; every method does nothing unless overridden.
pub trait Observer<G: Game> {
    /// After each event is applied to the live state.
    fn after_event(&mut self, _state: &G::State, _event: &G::Event) {}
    /// Whenever the game waits for a decision, before a command is chosen.
    fn at_decision(&mut self, _state: &G::State) {}
    /// Whenever the game waits for a decision, after `at_decision`: events that happen
    /// before any command is chosen (a seat leaving the game), or none.
    fn interject(&mut self, _state: &G::State) -> Vec<G::Event> {
        Vec::new()
    }
    /// After `seat`'s `command` was decided on `state`, before its `events` are applied.
    fn after_command(
        &mut self,
        _state: &G::State,
        _seat: Seat,
        _command: &G::Command,
        _events: &[G::Event],
    ) {
    }
}

/// An observer that does nothing.
pub struct NoObserver;
impl<G: Game> Observer<G> for NoObserver {}

/// A finished (or abandoned) random playout.
pub struct Playout<G: Game> {
    /// Every event, setup included.
    pub events: Vec<G::Event>,
    /// The live state after the last event.
    pub state: G::State,
    /// Commands sent.
    pub commands: usize,
}

/// Play one seeded game: setup, then repeatedly a uniformly chosen command among the legal
/// commands of every prompted seat, until the game has an outcome or `max_commands` were
/// sent. Panics if a listed command is refused, or if the game waits for nobody without
/// having ended.
pub fn random_playout<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
    max_commands: usize,
    observer: &mut impl Observer<G>,
) -> Playout<G> {
    let secret = seed.to_le_bytes();
    let mut state = G::State::default();
    let setup = G::setup(options, &Seat::all(seats), &mut GameRng::new(&secret, 0))
        .unwrap_or_else(|e| panic!("setup refused: {e}"));
    let mut events = Vec::new();
    for e in setup {
        G::evolve(&mut state, &e);
        observer.after_event(&state, &e);
        events.push(e);
    }
    let mut chooser = GameRng::from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut commands = 0;
    while G::outcome(&state).is_none() && commands < max_commands {
        observer.at_decision(&state);
        let interjected = observer.interject(&state);
        if !interjected.is_empty() {
            for e in interjected {
                G::evolve(&mut state, &e);
                observer.after_event(&state, &e);
                events.push(e);
            }
            continue;
        }
        let choices: Vec<(Seat, G::Command)> = G::prompts(&state)
            .iter()
            .flat_map(|p| {
                G::legal_commands(&state, p.seat)
                    .into_iter()
                    .map(move |c| (p.seat, c))
            })
            .collect();
        let (seat, command) = chooser
            .pick(&choices)
            .cloned()
            .unwrap_or_else(|| panic!("game {seed} waits for nobody: {state:?}"));
        let new = G::decide(
            &state,
            seat,
            &command,
            &mut GameRng::new(&secret, events.len() as u64),
        )
        .unwrap_or_else(|e| panic!("legal command {command:?} of {seat} refused: {e}"));
        observer.after_command(&state, seat, &command, &new);
        for e in new {
            G::evolve(&mut state, &e);
            observer.after_event(&state, &e);
            events.push(e);
        }
        commands += 1;
    }
    Playout {
        events,
        state,
        commands,
    }
}

/// Check that `legal_commands` is exact for `seat` on `state`: every listed command is
/// accepted, and each candidate is accepted if and only if it is listed.
pub fn assert_legal_commands_exact<G: Game>(state: &G::State, seat: Seat, candidates: &[G::Command])
where
    G::Command: Debug,
{
    let legal = G::legal_commands(state, seat);
    for command in &legal {
        if let Err(e) = G::decide(state, seat, command, &mut GameRng::from_u64(1)) {
            panic!("{seat}: listed {command:?} refused: {e}\n{state:?}");
        }
    }
    for command in candidates {
        let accepted = G::decide(state, seat, command, &mut GameRng::from_u64(1)).is_ok();
        let listed = legal.contains(command);
        assert_eq!(
            accepted, listed,
            "{seat}: {command:?} accepted={accepted} listed={listed}\n{state:?}"
        );
    }
}
