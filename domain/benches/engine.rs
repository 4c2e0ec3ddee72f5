//! The engine's costs, per command and per event: decide and evolve over commands recorded
//! from seeded random playouts, folding a stored stream with and without a snapshot, and
//! redacting views and events.
//!
//! `cargo bench -p domain --bench engine` (or `scripts/bench-engine`, which writes the
//! medians to BENCHMARKS.md).

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use domain::app::in_memory::{FixedClock, InMemory, SequentialIds};
use domain::app::{
    EventStore, GameSession, Ports, Snapshot, StoreError, StoredEvent, StreamWrite, Tabletop,
};
use domain::catalog::{AnyCommand, AnyEvent, AnyState, GameKind};
use domain::engine::{BotPolicy, GameRng, Seat, Viewer};
use futures::executor::block_on;
use uuid::Uuid;

/// One decision of a recorded playout, with the state it was decided on.
struct Step {
    before: AnyState,
    seat: Seat,
    command: AnyCommand,
    rng_seed: u64,
    events: Vec<AnyEvent>,
}

/// A whole seeded random playout: the state after setup and every decision after it.
struct Playout {
    start: AnyState,
    steps: Vec<Step>,
}

impl Playout {
    fn record(kind: GameKind, seats: usize, seed: u64) -> Playout {
        let mut rng = GameRng::from_u64(seed);
        let setup = kind
            .setup(&kind.default_options(), &Seat::all(seats), &mut rng)
            .expect("setup");
        let mut state = kind.initial_state();
        setup.iter().for_each(|e| state.evolve(e));
        let start = state.clone();
        let mut steps = Vec::new();
        while state.outcome().is_none() {
            let seat = state
                .prompts()
                .first()
                .expect("a prompt while not over")
                .seat;
            let rng_seed = seed.wrapping_mul(1_000_003) + steps.len() as u64;
            let mut bot_rng = GameRng::from_u64(rng_seed ^ 0xb07);
            let command = state
                .bot_command(seat, BotPolicy::Random, &mut bot_rng)
                .expect("a legal command");
            let events = state
                .decide(seat, &command, &mut GameRng::from_u64(rng_seed))
                .expect("a legal command is accepted");
            let before = state.clone();
            events.iter().for_each(|e| state.evolve(e));
            steps.push(Step {
                before,
                seat,
                command,
                rng_seed,
                events,
            });
        }
        Playout { start, steps }
    }

    fn events(&self) -> impl Iterator<Item = &AnyEvent> {
        self.steps.iter().flat_map(|s| s.events.iter())
    }

    /// A state from the middle of the game, where views have the most to show.
    fn middle(&self) -> &AnyState {
        &self.steps[self.steps.len() / 2].before
    }
}

fn configured() -> Criterion {
    Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
}

fn rules(c: &mut Criterion) {
    for (kind, seats, name) in [
        (GameKind::KingOfTokyo, 4, "king_of_tokyo"),
        (GameKind::Outlive, 3, "outlive"),
    ] {
        let playouts: Vec<Playout> = (1..=5).map(|s| Playout::record(kind, seats, s)).collect();
        let commands: usize = playouts.iter().map(|p| p.steps.len()).sum();
        let mut group = c.benchmark_group(format!("{name}/per_command"));
        group.throughput(Throughput::Elements(commands as u64));
        group.bench_function("decide", |b| {
            b.iter(|| {
                for step in playouts.iter().flat_map(|p| &p.steps) {
                    let mut rng = GameRng::from_u64(step.rng_seed);
                    black_box(
                        step.before
                            .decide(step.seat, &step.command, &mut rng)
                            .expect("legal"),
                    );
                }
            })
        });
        group.bench_function("evolve", |b| {
            b.iter_batched(
                || playouts.iter().map(|p| p.start.clone()).collect::<Vec<_>>(),
                |mut states| {
                    for (state, playout) in states.iter_mut().zip(&playouts) {
                        playout.events().for_each(|e| state.evolve(e));
                    }
                    states
                },
                BatchSize::SmallInput,
            )
        });
        group.finish();

        let playout = &playouts[0];
        let middle = playout.middle();
        let mut group = c.benchmark_group(format!("{name}/redact"));
        group.bench_function("view_for_a_seat", |b| {
            b.iter(|| black_box(middle.view(Viewer::Seat(Seat(0))).to_json()))
        });
        group.bench_function("view_for_a_spectator", |b| {
            b.iter(|| black_box(middle.view(Viewer::Spectator).to_json()))
        });
        let events: Vec<&AnyEvent> = playout.events().collect();
        group.throughput(Throughput::Elements(events.len() as u64));
        group.bench_function("events_for_a_spectator", |b| {
            b.iter(|| {
                for e in &events {
                    black_box(e.redact(Viewer::Spectator));
                }
            })
        });
        group.finish();
    }
}

/// The event store with its snapshots hidden: every load folds the whole stream.
struct WithoutSnapshots(Arc<InMemory>);

#[async_trait]
impl EventStore for WithoutSnapshots {
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.0.read_stream(stream_id, after_version, limit).await
    }
    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.0.events_of_command(stream_id, command_id).await
    }
    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError> {
        self.0.append(writes).await
    }
    async fn load_snapshot(&self, _: Uuid) -> Result<Option<Snapshot>, StoreError> {
        Ok(None)
    }
    async fn save_snapshot(&self, _: Snapshot) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Server-side use cases over one in-memory store, keeping no folded games, so every
/// `load` goes through the store (and its snapshot, if it has one).
fn uncached(store: Arc<dyn EventStore>, directory: Arc<InMemory>) -> Tabletop {
    Tabletop::new(Ports {
        store,
        directory: directory.clone(),
        players: directory.clone(),
        content: directory.clone(),
        history: directory,
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
    .with_state_cache(0)
}

/// King of Tokyo games played to the end by bots through the real use cases (snapshots
/// every 100 events included); the id of the longest.
fn bot_played_games(tabletop: &Tabletop, games: usize) -> Uuid {
    block_on(async {
        let owner = tabletop.register_player("owner").await.expect("player").0;
        let mut longest = (0, Uuid::nil());
        for _ in 0..games {
            let game = tabletop
                .create_game(&owner, GameKind::KingOfTokyo.default_options(), 6, None)
                .await
                .expect("game");
            for _ in 0..6 {
                tabletop
                    .add_bot(&owner, game.id, None, BotPolicy::Random)
                    .await
                    .expect("bot");
            }
            let end = tabletop.start_game(&owner, game.id).await.expect("start");
            assert!(end.is_over(), "bots play the game to its end");
            longest = longest.max((end.version, game.id));
        }
        longest.1
    })
}

fn fold(c: &mut Criterion) {
    let store = Arc::new(InMemory::default());
    let tabletop = uncached(store.clone(), store.clone());
    let game_id = bot_played_games(&tabletop, 8);
    let events = block_on(store.read_stream(game_id, 0, None)).expect("events");
    let snapshot = block_on(store.load_snapshot(game_id))
        .expect("snapshot")
        .expect("a game this long has a snapshot");
    let without = uncached(Arc::new(WithoutSnapshots(store.clone())), store.clone());
    eprintln!(
        "fold: stream of {} events, snapshot at version {} ({} events after it)",
        events.len(),
        snapshot.version,
        events.len() as u64 - snapshot.version
    );

    let mut group = c.benchmark_group("fold_no_snapshot");
    group.throughput(Throughput::Elements(events.len() as u64));
    group.bench_function("stored_events", |b| {
        b.iter(|| black_box(GameSession::fold(game_id, None, &events).expect("fold")))
    });
    group.bench_function("load", |b| {
        b.iter(|| black_box(block_on(without.load(game_id)).expect("load")))
    });
    group.finish();
    // Costs the snapshot's deserialisation and the events after it, whatever the length
    // of the stream before it.
    let mut group = c.benchmark_group("fold_with_snapshot");
    group.bench_function("load", |b| {
        b.iter(|| black_box(block_on(tabletop.load(game_id)).expect("load")))
    });
    group.finish();
}

criterion_group! {
    name = engine;
    config = configured();
    targets = rules, fold
}
criterion_main!(engine);
