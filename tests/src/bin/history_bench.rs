//! The history benchmark's two halves (BENCHMARKS.md, "History queries"; run by
//! `scripts/bench-history`):
//!
//! - `history_bench seed --games N --players P`: fills an empty database (`DATABASE_URL`,
//!   else the SQLite file in `TABLETOP_DATA_DIR`) with N finished King of Tokyo games
//!   between P registered players. Each game is played at engine speed on the in-memory
//!   adapters (2 to 4 seats, Power Up! on half of them, up to 60 random legal commands,
//!   then the players concede one by one at a table whose rules forfeit, so that the last
//!   one standing wins), then written through the real store: its lobby and its play as two
//!   appends, twenty games to a transaction, with the times it was played at (three minutes
//!   apart from 2026-01-01). History's rows are then counted by `tabletop
//!   rebuild-projections`, like any imported games.
//! - `history_bench measure --url URL --samples N`: times the profile, head-to-head, history
//!   search and card-statistics queries over GraphQL against a server on that database,
//!   each N times for random players, and prints a Markdown table of their p50 and p99.

use std::sync::Arc;
use std::time::{Duration, Instant};

use domain::app::in_memory::{InMemory, ManualClock};
use domain::app::{
    EventStore, GameSession, NewEvent, Player, PlayerRegistry, Ports, StreamWrite, TableRules,
    Tabletop,
};
use domain::catalog::GameKind;
use domain::engine::{GameRng, Seat};
use serde_json::{Value, json};
use uuid::Uuid;

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn arg(args: &[String], name: &str, default: u64) -> u64 {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn text_arg(args: &[String], name: &str, default: &str) -> String {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| default.to_owned())
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Failure> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("seed") => {
            seed(
                arg(&args, "--games", 100_000),
                arg(&args, "--players", 500),
                arg(&args, "--seed", 1),
            )
            .await
        }
        Some("measure") => {
            measure(
                &text_arg(&args, "--url", "http://127.0.0.1:8080/graphql"),
                arg(&args, "--samples", 500),
                arg(&args, "--seed", 1),
            )
            .await
        }
        _ => Err("usage: history_bench seed [--games N] [--players P] [--seed S] | measure [--url URL] [--samples N]".into()),
    }
}

/// Games per in-memory batch.
const BATCH: u64 = 200;
/// Games per append (a transaction), each as two appends: its lobby, then its play.
const APPEND: usize = 20;

async fn seed(games: u64, players: u64, seed: u64) -> Result<(), Failure> {
    let url = std::env::var("DATABASE_URL").ok().filter(|u| !u.is_empty());
    let dir = std::env::var("TABLETOP_DATA_DIR").unwrap_or_else(|_| "./data".into());
    let db = persistence::connect(&persistence::DbConfig::new(url, dir)).await?;
    let store = Tabletop::new(db.ports());
    if !store
        .list_games(&Default::default(), 1, None)
        .await?
        .items
        .is_empty()
    {
        return Err("seed an empty database: this one has games".into());
    }
    let mut registered = Vec::new();
    for i in 0..players {
        let (player, _) = store.register_player(&format!("bench-{i:05}")).await?;
        registered.push(player);
    }
    let clock = Arc::new(ManualClock::new());
    let mut rng = GameRng::from_u64(seed);
    let started = Instant::now();
    let mut events = 0usize;
    let mut done = 0;
    while done < games {
        let n = BATCH.min(games - done);
        events += seed_batch(&db, &registered, &clock, &mut rng, n).await?;
        done += n;
        eprintln!(
            "{done} games, {events} events, {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
    println!(
        "seeded {done} games ({events} events) in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Play `n` games in memory and write them to `db`; the number of events written.
async fn seed_batch(
    db: &persistence::Database,
    players: &[Player],
    clock: &Arc<ManualClock>,
    rng: &mut GameRng,
    n: u64,
) -> Result<usize, Failure> {
    let memory = Arc::new(InMemory::default());
    for p in players {
        memory.add_player(p).await?;
    }
    let table = Tabletop::new(Ports {
        store: memory.clone(),
        directory: memory.clone(),
        players: memory.clone(),
        content: memory.clone(),
        history: memory.clone(),
        clock: clock.clone(),
        ids: Arc::new(persistence::RandomIds),
    });
    let mut lobbies = Vec::new();
    let mut plays = Vec::new();
    let mut written = 0;
    for _ in 0..n {
        let id = play_one(&table, players, clock, rng).await?;
        let stored = memory.read_stream(id, 0, None).await?;
        let start = stored
            .iter()
            .position(|e| e.event_type == "lobby.GameStarted")
            .ok_or("a game without its start")?;
        let (lobby, play) = stored.split_at(start + 1);
        let write = |events: &[domain::app::StoredEvent], before: &[domain::app::StoredEvent]| {
            let all: Vec<_> = before.iter().chain(events).cloned().collect();
            let session = GameSession::fold(id, None, &all)?;
            Ok::<_, Failure>(StreamWrite {
                stream_id: id,
                expected_version: before.len() as u64,
                events: events.iter().map(NewEvent::from).collect(),
                summary: Some(session.summary()),
                campaign: None,
                recorded_at: events.last().map(|e| e.recorded_at.clone()),
            })
        };
        lobbies.push(write(lobby, &[])?);
        plays.push(write(play, lobby)?);
        written += stored.len();
    }
    // One PostgreSQL statement takes at most 65,535 values: a few dozen games' appends.
    for chunk in lobbies.chunks(APPEND) {
        db.append(chunk.to_vec()).await?;
    }
    for chunk in plays.chunks(APPEND) {
        db.append(chunk.to_vec()).await?;
    }
    Ok(written)
}

/// One King of Tokyo game of 2 to 4 of `players`, played to its end; its id.
async fn play_one(
    table: &Tabletop,
    players: &[Player],
    clock: &ManualClock,
    rng: &mut GameRng,
) -> Result<Uuid, Failure> {
    let seats = 2 + rng.below(3);
    let mut seated: Vec<&Player> = Vec::new();
    while seated.len() < seats {
        let p = &players[rng.below(players.len())];
        if !seated.iter().any(|s| s.id == p.id) {
            seated.push(p);
        }
    }
    let options = GameKind::KingOfTokyo
        .options_from_json(json!({ "powerUp": rng.below(2) == 1 }))
        .map_err(|e| format!("options: {e}"))?;
    let rules = TableRules {
        forfeit: true,
        ..TableRules::default()
    };
    let (game, _) = table
        .create_table(seated[0], options, seats as u8, None, rules, false)
        .await?;
    let id = game.id;
    for (i, p) in seated.iter().enumerate() {
        table.join_game(p, id, Some(Seat(i as u8))).await?;
    }
    table.start_game(seated[0], id).await?;
    clock.advance(Duration::from_secs(5));
    for _ in 0..rng.below(61) {
        if !random_move(table, &seated, id, rng).await? {
            break;
        }
    }
    // All but one concede; a conceded monster drops out when its turn comes, so the last
    // one plays on to it.
    let mut order: Vec<usize> = (0..seats).collect();
    rng.shuffle(&mut order);
    for &i in &order[1..] {
        match table.concede(seated[i], id, Some(Seat(i as u8))).await {
            // Knocked out already.
            Ok(_) | Err(domain::app::AppError::Rule(_)) => {}
            Err(e) => return Err(e.into()),
        }
    }
    for _ in 0..2_000 {
        if !random_move(table, &seated, id, rng).await? {
            break;
        }
    }
    let end = table.load(id).await?;
    if !end.is_over() {
        let waiting: Vec<_> = end
            .state
            .prompts()
            .into_iter()
            .map(|p| (p.seat, end.bot_policy(p.seat)))
            .collect();
        let events = table.events(id, 0, u64::MAX).await?;
        let last: Vec<_> = events
            .iter()
            .rev()
            .take(12)
            .map(|(stored, _)| format!("{} {}", stored.event_type, stored.payload))
            .collect();
        return Err(format!(
            "game {id} did not end; waiting for {waiting:?}; its last events, newest first: {last:#?}"
        )
        .into());
    }
    clock.advance(Duration::from_secs(175));
    Ok(id)
}

/// One random legal command of the first prompted seat a player holds; false once the
/// game is over or waits for nobody here.
async fn random_move(
    table: &Tabletop,
    seated: &[&Player],
    id: Uuid,
    rng: &mut GameRng,
) -> Result<bool, Failure> {
    let session = table.load(id).await?;
    if session.is_over() {
        return Ok(false);
    }
    let Some(seat) = session
        .state
        .prompts()
        .into_iter()
        .map(|p| p.seat)
        .find(|s| session.bot_policy(*s).is_none())
    else {
        return Ok(false);
    };
    let Some(command) = rng.pick(&session.state.legal_commands(seat)).cloned() else {
        return Ok(false);
    };
    table
        .submit_command(
            seated[seat.index()],
            id,
            session.version,
            Uuid::new_v4(),
            Some(seat),
            command,
        )
        .await?;
    Ok(true)
}

/// What one query of the benchmark asks, for a random bench player.
struct Query {
    name: &'static str,
    text: &'static str,
}

const QUERIES: &[Query] = &[
    Query {
        name: "profile (records, ratings, rating history)",
        text: "query($p: UUID!) { player(id: $p) { profile { records { kind finished wins losses abandoned averagePlacing longestStreak } ratings { kind rating games } ratingHistory(kind: KING_OF_TOKYO) { rating } } } }",
    },
    Query {
        name: "head-to-head (every opponent, nemesis)",
        text: "query($p: UUID!) { player(id: $p) { profile { headToHead(kind: KING_OF_TOKYO) { opponent together wins losses } nemesis(kind: KING_OF_TOKYO) { opponent } } } }",
    },
    Query {
        name: "history search: a player's wins, newest first",
        text: "query($p: UUID!) { games(filter: { playerId: $p, result: WON }, orderBy: FINISHED, first: 20) { edges { node { id } } } }",
    },
    Query {
        name: "history search: Power Up! games of a player against another",
        text: "query($p: UUID!, $o: UUID!) { games(filter: { playerId: $p, opponentId: $o, kind: KING_OF_TOKYO, options: [{ name: \"powerUp\", value: \"true\" }] }, orderBy: FINISHED, first: 20) { edges { node { id } } } }",
    },
    Query {
        name: "history search: every Power Up! game in a month",
        text: "query { games(filter: { kind: KING_OF_TOKYO, options: [{ name: \"powerUp\", value: \"true\" }], finishedFrom: \"2026-03-01T00:00:00Z\", finishedBefore: \"2026-04-01T00:00:00Z\" }, orderBy: FINISHED, first: 20) { edges { node { id } } } }",
    },
    Query {
        name: "card statistics (every card, monster, Evolution)",
        text: "query { contentStatistics(kind: KING_OF_TOKYO) { category item seats wins losses } }",
    },
];

async fn measure(url: &str, samples: u64, seed: u64) -> Result<(), Failure> {
    let http = reqwest::Client::new();
    let post = |query: &str, variables: Value| {
        http.post(url)
            .json(&json!({ "query": query, "variables": variables }))
            .send()
    };
    // The bench players: whoever sat at the latest games.
    let listed: Value = post(
        "{ games(filter: { kind: KING_OF_TOKYO }, orderBy: FINISHED, first: 100) { edges { node { players { player { id } } } } } }",
        json!({}),
    )
    .await?
    .json()
    .await?;
    let mut players: Vec<String> = listed["data"]["games"]["edges"]
        .as_array()
        .map(|edges| {
            edges
                .iter()
                .flat_map(|e| e["node"]["players"].as_array().cloned().unwrap_or_default())
                .filter_map(|s| s["player"]["id"].as_str().map(str::to_owned))
                // A bot that took a conceded seat over.
                .filter(|id| id.parse::<Uuid>().is_ok_and(|id| !id.is_nil()))
                .collect()
        })
        .unwrap_or_default();
    players.sort();
    players.dedup();
    if players.len() < 2 {
        return Err(format!("no counted games to measure (run `history_bench seed` and `tabletop rebuild-projections` first): {listed}").into());
    }
    let mut rng = GameRng::from_u64(seed);
    println!("| query | samples | p50 ms | p99 ms | max ms |");
    println!("|---|---|---|---|---|");
    for q in QUERIES {
        let mut times = Vec::new();
        for i in 0..samples + 10 {
            let p = &players[rng.below(players.len())];
            let o = &players[rng.below(players.len())];
            let began = Instant::now();
            let answer: Value = post(q.text, json!({ "p": p, "o": o }))
                .await?
                .json()
                .await?;
            let took = began.elapsed();
            if answer.get("errors").is_some() {
                return Err(format!("{}: {answer}", q.name).into());
            }
            // The first ten warm the caches and the connection pool.
            if i >= 10 {
                times.push(took.as_secs_f64() * 1000.0);
            }
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {} | {} | {:.1} | {:.1} | {:.1} |",
            q.name,
            times.len(),
            at(0.5),
            at(0.99),
            times[times.len() - 1]
        );
    }
    Ok(())
}
