//! The random-playout harness every game plugs into.
//!
//! It plays seeded games to the end by choosing among `legal_commands` of the prompted
//! seats, and after every step checks what the contract promises: no panic, the game's
//! invariants, `legal_commands` exact in both directions, the fold of the events equal to
//! the live state (through a JSON round trip, as stored), and no secret in any viewer's view
//! or redacted events. A game implements [`PlayoutSubject`] once and gets all of it.

use std::time::{Duration, Instant};

use serde_json::Value;

use super::testing::{Observer, random_playout};
use super::{Game, GameRng, Seat, UndoLedger, Viewer, add_up};

/// What the harness needs to know about a game beyond the `Game` contract.
pub trait PlayoutSubject: Game {
    /// The table of playout number `game`: its options and seat count (vary them so the
    /// batch covers every option).
    fn table(game: u64) -> (Self::Options, usize);

    /// The game's invariants while it waits for a decision.
    fn check_invariants(state: &Self::State) -> Result<(), String>;

    /// What must hold just after one event, where the decisions that follow may change it
    /// by the rules (a hand refilled at the round's end that an ally's potion revives later
    /// into a short one). None by default.
    fn check_event(_state: &Self::State, _event: &Self::Event) -> Result<(), String> {
        Ok(())
    }

    /// Commands `decide` must refuse unless listed: a superset of plausible commands for
    /// `seat`, so exactness is checked in both directions.
    fn candidate_commands(state: &Self::State, seat: Seat) -> Vec<Self::Command>;

    /// Whether `shown` (a view or a redacted event, as JSON) tells `viewer` something it
    /// may not know in `state` (a deck's order, another seat's hand); describes the leak.
    fn leak(state: &Self::State, viewer: Viewer, shown: &Value) -> Option<String>;
}

/// Figures from a batch of playouts.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct BatchReport {
    pub games: u64,
    pub commands: u64,
    pub events: u64,
    pub elapsed: Duration,
    /// The seed of the game that took the most commands, and how many: how close a batch
    /// came to a stall bound is worth a row of its own.
    pub longest: (u64, u64),
}

/// How thorough a batch is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checks {
    /// Every check after every step (test suites).
    Full,
    /// Invariants, leaks and replay at every step; `legal_commands` exactness (the costly
    /// part: every candidate command is decided) at one decision in `n`.
    Sampled(u32),
    /// Only play and the end-of-game replay check (throughput measurements).
    Speed,
}

/// Play `games` seeded playouts starting at `first_seed`, checking everything; panics with
/// the seed and the state at the first broken promise.
pub fn run_batch<G: PlayoutSubject>(first_seed: u64, games: u64, checks: Checks) -> BatchReport {
    run_checked::<G>(first_seed, games, checks, false)
}

/// [`run_batch`] where, at random decisions, a random seat leaves the game for good
/// (`Game::forfeit`), as at a table whose rules eliminate a player who concedes or runs out
/// of time: every check still holds after it, every game still ends, and no seat that left
/// wins. Only for games whose `FACTS.forfeits` says they can.
pub fn run_forfeit_batch<G: PlayoutSubject>(
    first_seed: u64,
    games: u64,
    checks: Checks,
) -> BatchReport {
    assert!(G::FACTS.forfeits, "{} cannot eliminate a seat", G::KIND);
    run_checked::<G>(first_seed, games, checks, true)
}

fn run_checked<G: PlayoutSubject>(
    first_seed: u64,
    games: u64,
    checks: Checks,
    forfeits: bool,
) -> BatchReport {
    let started = Instant::now();
    let mut report = BatchReport::default();
    for seed in first_seed..first_seed + games {
        let (options, seats) = G::table(seed);
        let mut observer = Checker::<G> {
            seats,
            checks,
            seed,
            pending: Vec::new(),
            lines: Vec::new(),
            decisions: 0,
            recent: Default::default(),
            leaving: forfeits.then(|| GameRng::from_u64(seed ^ LEAVING_SALT)),
            left: Vec::new(),
        };
        let playout = random_playout::<G>(&options, seats, seed, 100_000, &mut observer);
        let Some(outcome) = G::outcome(&playout.state) else {
            panic!("game {seed} did not end");
        };
        if let Some(seat) = observer.left.iter().find(|s| outcome.winners.contains(s)) {
            panic!("game {seed}: {seat} left the game and won it: {outcome:?}");
        }
        let replayed = G::fold(
            playout
                .events
                .iter()
                .map(|e| round_trip::<G>(e))
                .collect::<Vec<_>>()
                .iter(),
        );
        assert!(
            replayed == playout.state,
            "game {seed}: the fold of its stored events differs from the live state"
        );
        if let Err(e) = check_statistics::<G>(&playout.events, &playout.state, seats) {
            panic!("game {seed}: statistics: {e}");
        }
        report.games += 1;
        report.commands += playout.commands as u64;
        if playout.commands as u64 > report.longest.1 {
            report.longest = (seed, playout.commands as u64);
        }
        report.events += playout.events.len() as u64;
    }
    report.elapsed = started.elapsed();
    report
}

/// A finished game's statistics, when the game declares any: one entry per seat in seat
/// order, each a JSON object whose totals can be added up (adding it onto itself doubles
/// every integer), and content items sorted without repeats.
fn check_statistics<G: Game>(
    events: &[G::Event],
    end: &G::State,
    seats: usize,
) -> Result<(), String> {
    let statistics = G::statistics(events, end);
    if statistics.is_empty() {
        return Ok(());
    }
    let order: Vec<Seat> = statistics.iter().map(|s| s.seat).collect();
    if order != Seat::all(seats) {
        return Err(format!(
            "seats {order:?}, expected one entry per seat in order"
        ));
    }
    for entry in &statistics {
        if !entry.stats.is_object() {
            return Err(format!(
                "{}: stats are not an object: {}",
                entry.seat, entry.stats
            ));
        }
        if entry.items.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!(
                "{}: items not sorted or repeated: {:?}",
                entry.seat, entry.items
            ));
        }
        let mut doubled = entry.stats.clone();
        add_up(&mut doubled, &entry.stats);
        if !doubles(&entry.stats, &doubled) {
            return Err(format!(
                "{}: stats do not add up: {} became {doubled}",
                entry.seat, entry.stats
            ));
        }
    }
    Ok(())
}

/// Whether `twice` is `once` with every integer doubled, objects of them recursively, and
/// nothing else (a name, a list, a fraction would not add up into a total).
fn doubles(once: &Value, twice: &Value) -> bool {
    match (once, twice) {
        (Value::Object(a), Value::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .all(|(k, v)| b.get(k).is_some_and(|w| doubles(v, w)))
        }
        (Value::Number(a), Value::Number(b)) => {
            matches!((a.as_i64(), b.as_i64()), (Some(x), Some(y)) if x.checked_mul(2) == Some(y))
        }
        _ => false,
    }
}

const RECENT_EVENTS: usize = 12;

/// Every seat, then a spectator.
fn viewers(seats: usize) -> impl Iterator<Item = Viewer> {
    Seat::all(seats)
        .into_iter()
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
}
/// Sets the forfeit batch's choices apart from the playout's own.
const LEAVING_SALT: u64 = 0x5eed_1eaf;
/// At a forfeit batch's decision, the chance in this many that a seat leaves.
const LEAVING_ODDS: usize = 40;

struct Checker<G: PlayoutSubject> {
    seats: usize,
    checks: Checks,
    seed: u64,
    /// Events since the last decision, checked for leaks against the next state.
    pending: Vec<G::Event>,
    /// The game log's lines since the last decision, with the viewer each was written for.
    lines: Vec<(Viewer, String)>,
    decisions: u64,
    /// The last events, shown when a check fails.
    recent: std::collections::VecDeque<G::Event>,
    /// In a forfeit batch, what chooses when a seat leaves and which.
    leaving: Option<GameRng>,
    /// The seats that left.
    left: Vec<Seat>,
}

impl<G: PlayoutSubject> Observer<G> for Checker<G> {
    fn after_event(&mut self, state: &G::State, event: &G::Event) {
        if self.checks != Checks::Speed {
            if let Err(e) = G::check_event(state, event) {
                panic!(
                    "game {}: broken at {event:?}: {e}\nafter:\n{:#?}\n{state:?}",
                    self.seed, self.recent
                );
            }
            // The log's line as each viewer reads it, from the state just after the event.
            let names: Vec<String> = (0..self.seats).map(|i| format!("Player {i}")).collect();
            for viewer in viewers(self.seats) {
                if let Some(text) = G::describe(state, &G::redact(event, viewer), &names) {
                    self.lines.push((viewer, text));
                }
            }
            self.pending.push(event.clone());
            if self.recent.len() == RECENT_EVENTS {
                self.recent.pop_front();
            }
            self.recent.push_back(event.clone());
        }
    }

    fn at_decision(&mut self, state: &G::State) {
        if self.checks == Checks::Speed {
            return;
        }
        let seed = self.seed;
        if let Err(e) = G::check_invariants(state) {
            panic!(
                "game {seed}: invariant broken: {e}\nafter:\n{:#?}\n{state:?}",
                self.recent
            );
        }
        for viewer in viewers(self.seats) {
            let view = serde_json::to_value(G::view(state, viewer)).unwrap_or(Value::Null);
            if let Some(leak) = G::leak(state, viewer, &view) {
                panic!("game {seed}: {viewer:?}'s view leaks {leak}");
            }
            for event in &self.pending {
                let shown = serde_json::to_value(G::redact(event, viewer)).unwrap_or(Value::Null);
                if let Some(leak) = G::leak(state, viewer, &shown) {
                    panic!("game {seed}: {viewer:?} learns {leak} from {shown}");
                }
            }
        }
        for (viewer, text) in self.lines.drain(..) {
            if let Some(leak) = G::leak(state, viewer, &Value::String(text.clone())) {
                panic!("game {seed}: {viewer:?} reads {leak} in the log: {text}");
            }
        }
        self.pending.clear();
        self.decisions += 1;
        let exactness_due = match self.checks {
            Checks::Sampled(n) => self.decisions.is_multiple_of(u64::from(n.max(1))),
            _ => true,
        };
        if !exactness_due {
            return;
        }
        self.check_exactness(state);
    }

    fn interject(&mut self, state: &G::State) -> Vec<G::Event> {
        let Some(rng) = self.leaving.as_mut() else {
            return Vec::new();
        };
        let stays: Vec<Seat> = Seat::all(self.seats)
            .into_iter()
            .filter(|s| !self.left.contains(s))
            .collect();
        if stays.is_empty() || rng.below(LEAVING_ODDS) != 0 {
            return Vec::new();
        }
        let Some(&seat) = rng.pick(&stays) else {
            return Vec::new();
        };
        match G::forfeit(state, seat, rng) {
            Ok(events) => {
                self.left.push(seat);
                events
            }
            // Out of the game already (eliminated): nothing to leave.
            Err(_) => Vec::new(),
        }
    }
}

impl<G: PlayoutSubject> Checker<G> {
    /// `legal_commands` exact in both directions for every seat.
    fn check_exactness(&self, state: &G::State) {
        let seed = self.seed;
        for seat in Seat::all(self.seats) {
            let legal = G::legal_commands(state, seat);
            for command in &legal {
                if let Err(e) = G::decide(state, seat, command, &mut GameRng::from_u64(seed)) {
                    panic!("game {seed}: {seat} may send {command:?} but it is refused: {e}");
                }
            }
            for command in G::candidate_commands(state, seat) {
                let accepted =
                    G::decide(state, seat, &command, &mut GameRng::from_u64(seed)).is_ok();
                assert_eq!(
                    accepted,
                    legal.contains(&command),
                    "game {seed}: {seat} {command:?} accepted={accepted} but listed={}",
                    !accepted
                );
            }
        }
    }
}

/// Figures from a batch of irreversibility checks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct IrreversibilityReport {
    pub games: u64,
    /// Setups and commands decided twice.
    pub batches: u64,
    /// Of those, how many came out differently with other randomness.
    pub random_batches: u64,
    /// Commands whose events are all reversible: what a fair undo could take back.
    pub reversible_batches: u64,
}

/// [`run_irreversibility_batch`] over `games` seeds from 0, also requiring that the batch
/// met both kinds of command (some used randomness, some could be undone), so a game whose
/// playouts never roll cannot pass it vacuously. Every game's playout tests call this.
pub fn check_irreversibility<G: PlayoutSubject>(games: u64) {
    let report = run_irreversibility_batch::<G>(0, games);
    assert_eq!(report.games, games, "{report:?}");
    assert!(
        report.random_batches > 0,
        "no command used randomness: {report:?}"
    );
    assert!(
        report.reversible_batches > 0,
        "nothing could be undone: {report:?}"
    );
}

/// Play `games` seeded playouts and decide the setup and every command sent a second time
/// with other randomness. Where the two batches part, the randomness showed, so the event at
/// that place must be marked irreversible (`Game::is_irreversible`) in both batches: a fair
/// undo could otherwise take back a roll or a draw and try again. Panics with the seed and
/// the two events at the first unmarked one.
///
/// It cannot see a reveal of hidden information that needs no fresh randomness (a card
/// turned up from a deck shuffled earlier); the games' own event lists cover those.
pub fn run_irreversibility_batch<G: PlayoutSubject>(
    first_seed: u64,
    games: u64,
) -> IrreversibilityReport {
    let mut report = IrreversibilityReport::default();
    for seed in first_seed..first_seed + games {
        let (options, seats) = G::table(seed);
        let setup = |rng: &mut GameRng| {
            G::setup(&options, &Seat::all(seats), rng)
                .unwrap_or_else(|e| panic!("setup refused: {e}"))
        };
        let (a, b) = (
            setup(&mut GameRng::new(&seed.to_le_bytes(), 0)),
            setup(&mut GameRng::from_u64(!seed)),
        );
        if let Err(e) = check_parting_event(&a, &b, G::is_irreversible) {
            panic!("game {seed}, setup: {e}");
        }
        report.batches += 1;
        report.random_batches += u64::from(a != b);
        let mut observer = Redecider::<G> {
            seed,
            commands: 0,
            random: 0,
            reversible: 0,
            ledger: UndoLedger::default(),
        };
        let playout = random_playout::<G>(&options, seats, seed, 100_000, &mut observer);
        assert!(
            G::outcome(&playout.state).is_some(),
            "game {seed} did not end"
        );
        report.games += 1;
        report.batches += observer.commands;
        report.random_batches += observer.random;
        report.reversible_batches += observer.reversible;
    }
    report
}

struct Redecider<G: Game> {
    seed: u64,
    commands: u64,
    random: u64,
    reversible: u64,
    /// The fair undo's ledger, kept as a table that allows undo keeps it.
    ledger: UndoLedger<G::State>,
}

impl<G: PlayoutSubject> Observer<G> for Redecider<G> {
    fn after_command(
        &mut self,
        state: &G::State,
        seat: Seat,
        command: &G::Command,
        events: &[G::Event],
    ) {
        let other = GameRng::from_u64(self.seed.rotate_left(17) ^ self.commands);
        let again = G::decide(state, seat, command, &mut { other }).unwrap_or_else(|e| {
            panic!(
                "game {}: {command:?} of {seat} refused the second time: {e}",
                self.seed
            )
        });
        if let Err(e) = check_parting_event(events, &again, G::is_irreversible) {
            panic!("game {}: {seat} {command:?}: {e}", self.seed);
        }
        self.check_undo(state, seat, command, events);
        self.commands += 1;
        self.random += u64::from(events != again.as_slice());
        self.reversible += u64::from(!events.iter().any(G::is_irreversible));
    }
}

impl<G: PlayoutSubject> Redecider<G> {
    /// The fair undo's property: whenever the ledger lets `seat` take this command back,
    /// the undo returns exactly the state it was decided on, and deciding it there again,
    /// with other randomness, gives the same events: an undo never shows a random result
    /// a second time.
    fn check_undo(
        &mut self,
        state: &G::State,
        seat: Seat,
        command: &G::Command,
        events: &[G::Event],
    ) {
        self.ledger.before_decision(seat, self.commands, state);
        if events.iter().any(G::is_irreversible) {
            self.ledger.forget();
        }
        let Some(version) = self.ledger.undoable(seat) else {
            return;
        };
        assert_eq!(
            version, self.commands,
            "game {}: the undo point is not the last command",
            self.seed
        );
        let restored = self.ledger.peek(version).unwrap_or_else(|| {
            panic!(
                "game {}: an undo offered to {seat} took nothing back",
                self.seed
            )
        });
        assert!(
            restored == state,
            "game {}: an undo did not return the state before {command:?}",
            self.seed
        );
        let third = GameRng::from_u64(self.seed.rotate_left(41) ^ !self.commands);
        let redone = G::decide(restored, seat, command, &mut { third }).unwrap_or_else(|e| {
            panic!("game {}: {command:?} refused after an undo: {e}", self.seed)
        });
        assert_eq!(
            redone, events,
            "game {}: {command:?} of {seat}, taken back and sent again, came out differently",
            self.seed
        );
    }
}

/// Where batches `a` and `b`, decided from the same state with different randomness, first
/// differ, the event there must be irreversible in each batch that has one; describes the
/// first one that is not.
pub fn check_parting_event<E: PartialEq + std::fmt::Debug>(
    a: &[E],
    b: &[E],
    is_irreversible: impl Fn(&E) -> bool,
) -> Result<(), String> {
    let Some(at) = (0..a.len().max(b.len())).find(|&i| a.get(i) != b.get(i)) else {
        return Ok(());
    };
    for (batch, other) in [(a, b), (b, a)] {
        if let Some(event) = batch.get(at)
            && !is_irreversible(event)
        {
            return Err(format!(
                "event {at} depends on randomness but is not irreversible: {event:?} (other randomness gave {:?})",
                other.get(at)
            ));
        }
    }
    Ok(())
}

fn round_trip<G: Game>(event: &G::Event) -> G::Event {
    let json = serde_json::to_value(event).expect("events serialise");
    serde_json::from_value(json).expect("events deserialise")
}

/// Every node of a JSON value, depth first: what a `leak` check walks.
pub fn nodes(value: &Value) -> Vec<&Value> {
    let mut out = vec![value];
    let mut i = 0;
    while i < out.len() {
        match out[i] {
            Value::Array(items) => out.extend(items.iter()),
            Value::Object(map) => out.extend(map.values()),
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether some array inside `shown` lists at least `min` consecutive items of `hidden` in
/// order: how a shown value can give away (part of) a hidden sequence such as a deck.
pub fn shows_run_of(shown: &Value, hidden: &[Value], min: usize) -> bool {
    nodes(shown).into_iter().any(|node| match node {
        Value::Array(items) if items.len() >= min => hidden
            .windows(min)
            .any(|run| items.windows(min).any(|w| w == run)),
        _ => false,
    })
}

/// Whether a log `line` names `name` as a whole: not as a part of a longer name among
/// `names` (`Heal` in `Healing Ray`, `Brass Knuckles` in `Brass Knuckles Starter`) nor of a
/// word (`Bike` in `Biker`).
pub fn mentions<'a>(line: &str, name: &str, names: impl IntoIterator<Item = &'a str>) -> bool {
    let mut rest = line.to_owned();
    for other in names
        .into_iter()
        .filter(|other| other.len() > name.len() && other.contains(name))
    {
        rest = rest.replace(other, "");
    }
    rest.match_indices(name).any(|(at, _)| {
        let before = rest[..at].chars().next_back();
        let after = rest[at + name.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_event_where_two_batches_part_must_be_irreversible() {
        let rolled = |e: &&str| e.starts_with("rolled");
        assert_eq!(
            check_parting_event(
                &["kept", "rolled 3", "scored 3"],
                &["kept", "rolled 5", "scored 5"],
                rolled
            ),
            Ok(())
        );
        assert_eq!(
            check_parting_event(&["kept", "scored"], &["kept", "scored"], |_| false),
            Ok(())
        );
        let err =
            check_parting_event(&["kept", "scored 3"], &["kept", "scored 5"], rolled).unwrap_err();
        assert!(err.contains("event 1") && err.contains("scored 3"), "{err}");
        // A batch that only grows with other randomness parts where the longer one goes on.
        assert!(check_parting_event(&["kept"], &["kept", "scored"], rolled).is_err());
        assert_eq!(
            check_parting_event(&["kept"], &["kept", "rolled 6"], rolled),
            Ok(())
        );
    }

    #[test]
    fn a_run_of_a_hidden_sequence_is_found_at_any_depth() {
        let hidden = [json!("a"), json!("b"), json!("c"), json!("d")];
        assert!(shows_run_of(
            &json!({ "x": { "y": ["z", "b", "c", "d"] } }),
            &hidden,
            3
        ));
        assert!(!shows_run_of(&json!({ "x": ["b", "d", "c"] }), &hidden, 3));
        assert!(!shows_run_of(&json!(["a", "b"]), &hidden, 3));
    }

    #[test]
    fn statistics_add_up_only_when_they_hold_numbers_and_objects_of_numbers() {
        let twice = |stats: &Value| {
            let mut total = stats.clone();
            add_up(&mut total, stats);
            doubles(stats, &total)
        };
        assert!(twice(
            &json!({ "turns": 3, "vpBySource": { "dice": 2, "tokyo": 0 } })
        ));
        assert!(twice(&json!({ "radiation": -4 })));
        assert!(!twice(&json!({ "turns": 3, "monster": "kraken" })));
        assert!(!twice(&json!({ "cards": ["mimic"] })));
        assert!(!twice(&json!({ "ratio": 0.5 })));
    }
}
