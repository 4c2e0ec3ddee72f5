//! What the database costs: appending one command's batch of events, and a whole command
//! through the use cases (decide, append with the read models; the mutation answers with
//! the game its append produced, with no second read), on SQLite (a temporary file) and PostgreSQL (a throwaway
//! database on `TABLETOP_BENCH_POSTGRES_URL`, by default the local test server).
//!
//! `cargo bench -p persistence --bench store`

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;
use std::time::Duration;

use common::{AppendOne, TestDb};
use criterion::{Criterion, criterion_group, criterion_main};
use domain::app::{GameSession, Player, Tabletop};
use domain::catalog::GameKind;
use tokio::runtime::Runtime;
use uuid::Uuid;

const POSTGRES_URL_ENV: &str = "TABLETOP_BENCH_POSTGRES_URL";
const LOCAL_POSTGRES: &str = "postgres://postgres@127.0.0.1:5432/test";
/// Events per batch: a King of Tokyo command stores about 3.5 on average.
const BATCH: usize = 4;

fn configured() -> Criterion {
    Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
}

/// The PostgreSQL server to use: the environment's, else the local one; an empty value
/// skips PostgreSQL.
fn postgres_url() -> Option<String> {
    match std::env::var(POSTGRES_URL_ENV) {
        Ok(url) if url.trim().is_empty() => {
            eprintln!("{POSTGRES_URL_ENV} is empty: skipping the PostgreSQL benchmarks");
            None
        }
        Ok(url) => Some(url),
        Err(_) => Some(LOCAL_POSTGRES.to_owned()),
    }
}

async fn backends() -> Vec<TestDb> {
    let mut dbs = vec![common::sqlite().await];
    if let Some(url) = postgres_url() {
        let reachable = sea_orm::sqlx::PgPool::connect(&url).await.is_ok();
        if reachable {
            dbs.push(common::postgres(&url).await);
        } else {
            eprintln!("PostgreSQL at {url} is not reachable: skipping its benchmarks");
        }
    }
    dbs
}

fn append(c: &mut Criterion) {
    let rt = Runtime::new().expect("runtime");
    let dbs = rt.block_on(backends());
    let mut group = c.benchmark_group("append_batch_of_4_events");
    for t in &dbs {
        let game = Uuid::new_v4();
        let mut version = 0u64;
        group.bench_function(t.label, |b| {
            b.iter(|| {
                let events = common::events(Uuid::new_v4(), BATCH);
                let next = version + BATCH as u64;
                let stored = rt
                    .block_on(t.db.append_one(game, version, events, &common::summary(game, next)))
                    .expect("append");
                version = black_box(stored);
            })
        });
    }
    group.finish();
    for t in dbs {
        rt.block_on(t.finish());
    }
}

/// Two players at a started King of Tokyo table.
async fn table(tabletop: &Tabletop, prefix: &str, n: &mut u32) -> (GameSession, Vec<Player>) {
    *n += 1;
    let alice = tabletop
        .register_player(&format!("alice {prefix} {n}"))
        .await
        .expect("player")
        .0;
    let bob = tabletop
        .register_player(&format!("bob {prefix} {n}"))
        .await
        .expect("player")
        .0;
    let game = tabletop
        .create_game(&alice, GameKind::KingOfTokyo.default_options(), 2, None)
        .await
        .expect("game");
    tabletop
        .join_game(&alice, game.id, None)
        .await
        .expect("join");
    tabletop.join_game(&bob, game.id, None).await.expect("join");
    let session = tabletop.start_game(&alice, game.id).await.expect("start");
    (session, vec![alice, bob])
}

/// One command as the GraphQL mutation runs it: submit, and answer with the game the
/// receipt carries (a game with bots would be loaded again; these have none).
async fn one_command(
    tabletop: &Tabletop,
    session: &GameSession,
    players: &[Player],
) -> GameSession {
    let seat = session.state.prompts()[0].seat;
    let command = session.state.legal_commands(seat).remove(0);
    let receipt = tabletop
        .submit_command(
            &players[seat.index()],
            session.id,
            session.version,
            Uuid::new_v4(),
            Some(seat),
            command,
        )
        .await
        .expect("a legal command");
    match receipt.session {
        Some(session) => *session,
        None => tabletop.load(session.id).await.expect("load"),
    }
}

fn command(c: &mut Criterion) {
    let rt = Runtime::new().expect("runtime");
    let dbs = rt.block_on(backends());
    let mut group = c.benchmark_group("king_of_tokyo_command");
    for t in &dbs {
        for (cache, games) in [
            ("cached", domain::app::DEFAULT_STATE_CACHE_GAMES),
            ("uncached", 0),
        ] {
            let tabletop = Tabletop::new(t.db.ports()).with_state_cache(games);
            let mut n = 0;
            let (mut session, mut players) = rt.block_on(table(&tabletop, cache, &mut n));
            group.bench_function(format!("{}/{cache}", t.label), |b| {
                b.iter(|| {
                    if session.is_over() {
                        (session, players) = rt.block_on(table(&tabletop, cache, &mut n));
                    }
                    session = rt.block_on(one_command(&tabletop, &session, &players));
                })
            });
        }
    }
    group.finish();
    for t in dbs {
        rt.block_on(t.finish());
    }
}

criterion_group! {
    name = store;
    config = configured();
    targets = append, command
}
criterion_main!(store);
