//! Long reliability runs against the real binary, each appending one row to RELIABILITY.md.
//!
//! - `reliability crash [ROUNDS]`: while a load plays games, SIGKILL the server at random
//!   moments; after each restart every acknowledged command is stored, every stream has
//!   versions 1..N with no gap, every game folds and its read model agrees.
//! - `reliability outage [SECONDS]` (PostgreSQL only, `TABLETOP_TEST_DATABASE_URL`): cut the
//!   database off (through a TCP proxy, so the shared cluster keeps running) during load;
//!   answers must be fast `UNAVAILABLE`, /readyz 503, the server must recover by itself and a
//!   subscriber must end up with every version exactly once.
//!
//! - `reliability pairs [KILLS]`: a child process appends pairs through the `persistence`
//!   crate (event N of stream A and event N of stream B in one append, as a play and its
//!   campaign are written) and prints each acknowledged pair; SIGKILL it at random
//!   moments and restart it. Every acknowledged pair is stored on both streams, and no
//!   stream holds an event whose partner is missing.
//!
//! - `reliability campaign [KILLS]`: see `campaign.rs`.
//!
//! Run through `scripts/crash-safety` (`scripts/crash-safety pairs` for the pairs,
//! `scripts/crash-safety campaign` for the campaign) and
//! `scripts/db-outage`.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use std::io::Write;

use domain::app::{
    Clock, EventMetadata, EventStore, GameDirectory, GameStatus, GameSummary, NewEvent, StreamWrite,
};
use domain::catalog::GameKind;
use serde_json::json;
use tests::proxy::Proxy;
use tests::ws::Connection;
use tests::{Picker, TestDb, TestServer};
use tokio::io::{AsyncBufReadExt, BufReader};
use uuid::Uuid;

mod api;
mod campaign;
mod kill;

use api::{Api, Failure};

/// A game and the tokens of its seats, in seat order.
#[derive(Clone)]
struct Game {
    id: String,
    tokens: Vec<String>,
}

/// A command the server acknowledged: it must be stored at exactly this version.
#[derive(Clone, Debug)]
struct Ack {
    game: String,
    command_id: Uuid,
    version: u64,
}

async fn new_game(api: &Api, seats: usize) -> Result<Game, Failure> {
    let mut tokens = Vec::new();
    for _ in 0..seats {
        let data = api
            .gql(
                None,
                "mutation($n: String!) { registerPlayer(name: $n) { token } }",
                json!({ "n": format!("r-{}", Uuid::new_v4().simple()) }),
            )
            .await?;
        tokens.push(
            data["registerPlayer"]["token"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    let data = api
        .gql(Some(&tokens[0]), "mutation($s: Int!) { createGame(input: { options: { kingOfTokyo: {} }, seats: $s }) { id } }", json!({ "s": seats }))
        .await?;
    let id = data["createGame"]["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    for (seat, token) in tokens.iter().enumerate() {
        api.gql(
            Some(token),
            "mutation($g: UUID!, $s: Int) { joinGame(gameId: $g, seat: $s) { seat } }",
            json!({ "g": id, "s": seat }),
        )
        .await?;
    }
    api.gql(
        Some(&tokens[0]),
        "mutation($g: UUID!) { startGame(gameId: $g) { id } }",
        json!({ "g": id }),
    )
    .await?;
    Ok(Game { id, tokens })
}

/// One random legal command. `Ok(None)` once the game is over.
async fn step(api: &Api, game: &Game, picker: &mut Picker) -> Result<Option<Ack>, Failure> {
    let data = api
        .gql(
            Some(&game.tokens[0]),
            "query($g: UUID!) { game(id: $g) { status prompts { seat } } }",
            json!({ "g": game.id }),
        )
        .await?;
    if data["game"]["status"] == "FINISHED" {
        return Ok(None);
    }
    let prompts = data["game"]["prompts"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if prompts.is_empty() {
        return Err(Failure::Code("NO_PROMPT".into()));
    }
    let seat = prompts[picker.below(prompts.len())]["seat"]
        .as_u64()
        .unwrap_or(0) as usize;
    let data = api
        .gql(Some(&game.tokens[seat]), "query($g: UUID!, $s: Int!) { game(id: $g) { version legalCommands(seat: $s) { command } } }", json!({ "g": game.id, "s": seat }))
        .await?;
    let legal = data["game"]["legalCommands"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    if legal.is_empty() {
        return Err(Failure::Code("NO_LEGAL_COMMAND".into()));
    }
    let command = legal[picker.below(legal.len())]["command"].clone();
    let version = data["game"]["version"].as_u64().unwrap_or(0);
    let command_id = Uuid::new_v4();
    let data = api
        .gql(
            Some(&game.tokens[seat]),
            "mutation($g: UUID!, $v: Int!, $c: UUID!, $s: Int, $cmd: GameCommandInput!) { submitCommand(gameId: $g, expectedVersion: $v, commandId: $c, seat: $s, command: $cmd) { version } }",
            json!({ "g": game.id, "v": version, "c": command_id, "s": seat, "cmd": command }),
        )
        .await?;
    Ok(Some(Ack {
        game: game.id.clone(),
        command_id,
        version: data["submitCommand"]["version"].as_u64().unwrap_or(0),
    }))
}

/// What one load task did: its current game, the commands acknowledged, the games it
/// played, and the server errors it met (which fail the run).
struct Played {
    game: Game,
    acks: Vec<Ack>,
    games: Vec<String>,
    server_errors: Vec<String>,
}

/// Play `game` (and new games once it ends) until stopped or the server goes away.
async fn load(api: Api, game: Game, seed: u64, stop: Arc<AtomicBool>) -> Played {
    let mut picker = Picker::new(seed);
    let mut played = Played {
        games: vec![game.id.clone()],
        game,
        acks: Vec::new(),
        server_errors: Vec::new(),
    };
    while !stop.load(Ordering::Relaxed) {
        match step(&api, &played.game, &mut picker).await {
            Ok(Some(ack)) => played.acks.push(ack),
            Ok(None) => match new_game(&api, 3).await {
                Ok(next) => {
                    played.games.push(next.id.clone());
                    played.game = next;
                }
                Err(e) => {
                    if e.is_server_error() {
                        played.server_errors.push(format!("{e:?}"));
                    }
                    break;
                }
            },
            Err(Failure::Transport) => break,
            Err(e) => {
                if e.is_server_error() {
                    played.server_errors.push(format!("{e:?}"));
                }
                tokio::time::sleep(Duration::from_millis(20)).await
            }
        }
    }
    played
}

/// Every stream has versions 1..N; every acknowledged command is stored at its version.
async fn verify(db: &TestDb, api: &Api, games: &[String], acks: &[Ack]) -> Result<u64, String> {
    let store = db.store().await;
    let mut events_checked = 0;
    let mut by_command: HashMap<Uuid, u64> = HashMap::new();
    for game in games {
        let id: Uuid = game.parse().map_err(|e| format!("{e}"))?;
        let events = store
            .read_stream(id, 0, None)
            .await
            .map_err(|e| e.to_string())?;
        for (i, event) in events.iter().enumerate() {
            if event.version != i as u64 + 1 {
                return Err(format!(
                    "game {game}: version {} at position {}",
                    event.version,
                    i + 1
                ));
            }
            by_command
                .entry(event.metadata.command_id)
                .and_modify(|v| *v = (*v).max(event.version))
                .or_insert(event.version);
        }
        events_checked += events.len() as u64;
        // The game folds, and the read model agrees with the stream.
        let data = api
            .gql(
                None,
                "query($g: UUID!) { game(id: $g) { version } }",
                json!({ "g": game }),
            )
            .await
            .map_err(|e| format!("game {game} does not load: {e:?}"))?;
        let folded = data["game"]["version"].as_u64().unwrap_or(0);
        if folded != events.len() as u64 {
            return Err(format!(
                "game {game}: folds to version {folded}, {} events stored",
                events.len()
            ));
        }
    }
    let listed = api
        .gql(
            None,
            "{ games(first: 500) { edges { node { id version } } } }",
            json!({}),
        )
        .await
        .map_err(|e| format!("games: {e:?}"))?;
    let listed: BTreeMap<String, u64> = listed["games"]["edges"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|e| {
            (
                e["node"]["id"].as_str().unwrap_or_default().to_owned(),
                e["node"]["version"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    for game in games {
        let id: Uuid = game.parse().map_err(|e| format!("{e}"))?;
        let stored = store
            .read_stream(id, 0, None)
            .await
            .map_err(|e| e.to_string())?
            .len() as u64;
        if let Some(version) = listed.get(game)
            && *version != stored
        {
            return Err(format!(
                "game {game}: read model at {version}, stream at {stored}"
            ));
        }
    }
    for ack in acks {
        match by_command.get(&ack.command_id) {
            Some(version) if *version == ack.version => {}
            other => {
                return Err(format!(
                    "acknowledged command {} of game {} at version {} is stored as {other:?}",
                    ack.command_id, ack.game, ack.version
                ));
            }
        }
    }
    Ok(events_checked)
}

async fn crash(rounds: usize) -> Result<String, String> {
    let db = TestDb::new().await;
    let mut picker = Picker::new(0xC0FFEE);
    let mut tables: Vec<Game> = Vec::new();
    let mut all_games: Vec<String> = Vec::new();
    let mut all_acks: Vec<Ack> = Vec::new();
    let mut events = 0;
    let started = Instant::now();
    for round in 0..rounds {
        let mut server = TestServer::start(&db);
        let api = Api::new(&server);
        if round > 0 {
            events = verify(&db, &api, &all_games, &all_acks)
                .await
                .map_err(|e| format!("after kill {round}: {e}"))?;
        }
        while tables.len() < 4 {
            let game = new_game(&api, 3)
                .await
                .map_err(|e| format!("new game: {e:?}"))?;
            all_games.push(game.id.clone());
            tables.push(game);
        }
        let stop = Arc::new(AtomicBool::new(false));
        let tasks: Vec<_> = tables
            .drain(..)
            .enumerate()
            .map(|(i, game)| {
                tokio::spawn(load(
                    api.clone(),
                    game,
                    (round * 10 + i) as u64,
                    stop.clone(),
                ))
            })
            .collect();
        let wait = kill::at_random_moment(&mut server, &mut picker, &stop).await?;
        for task in tasks {
            let played = task.await.map_err(|e| e.to_string())?;
            if !played.server_errors.is_empty() {
                return Err(format!(
                    "server errors under load in round {}: {:?}",
                    round + 1,
                    played.server_errors
                ));
            }
            for g in played.games {
                if !all_games.contains(&g) {
                    all_games.push(g);
                }
            }
            all_acks.extend(played.acks);
            tables.push(played.game);
        }
        eprintln!(
            "round {}: killed after {wait} ms; {} commands acknowledged so far",
            round + 1,
            all_acks.len()
        );
    }
    let server = TestServer::start(&db);
    let api = Api::new(&server);
    events = verify(&db, &api, &all_games, &all_acks)
        .await
        .map_err(|e| format!("after the last kill: {e}"))?
        .max(events);
    Ok(format!(
        "{rounds} SIGKILLs at random moments (0.3–2.8 s into each round) under 4 concurrent players; {} acknowledged commands all stored at their versions; {} games, {events} events, versions 1..N with no gaps, every game folds and its read model agrees; 0 server errors; {:.0} s",
        all_acks.len(),
        all_games.len(),
        started.elapsed().as_secs_f64()
    ))
}

/// The two streams of the pairs workload: a play, with its games row, and a campaign,
/// without one.
#[derive(Clone, Copy)]
struct PairStreams {
    play: Uuid,
    campaign: Uuid,
}

/// The child of `pairs`: append pair after pair until killed, printing `ack N` once pair
/// N is stored. It starts from what the store holds, as a restarted writer would.
async fn pairs_child(args: &[String]) -> Result<(), String> {
    let [url, data_dir, play, campaign] = args else {
        return Err("usage: reliability pairs-child URL|- DATA_DIR PLAY CAMPAIGN".into());
    };
    let parse = |s: &String| s.parse::<Uuid>().map_err(|e| e.to_string());
    let streams = PairStreams {
        play: parse(play)?,
        campaign: parse(campaign)?,
    };
    let url = (url != "-").then(|| url.clone());
    let db = persistence::connect(&persistence::DbConfig::new(url, data_dir.as_str()))
        .await
        .map_err(|e| e.to_string())?;
    let mut stored = db
        .read_stream(streams.play, 0, None)
        .await
        .map_err(|e| e.to_string())?
        .len() as u64;
    loop {
        let pair = stored + 1;
        let command_id = Uuid::new_v4();
        let event = |stream: Uuid| NewEvent {
            event_id: Uuid::new_v5(&command_id, stream.as_bytes()),
            event_type: "PairHalfStored".into(),
            schema_version: 1,
            payload: json!({ "pair": pair }),
            metadata: EventMetadata {
                command_id,
                correlation_id: command_id,
                actor_player: None,
                actor_seat: None,
                rules_revision: None,
            },
        };
        let now = persistence::SystemClock.now();
        let summary = GameSummary {
            id: streams.play,
            kind: GameKind::ALL[0],
            title: "pairs".into(),
            status: GameStatus::InProgress,
            version: pair,
            seat_count: 2,
            seats: Vec::new(),
            created_by: Uuid::nil(),
            created_at: now.clone(),
            updated_at: now,
            winners: Vec::new(),
            private: false,
        };
        let writes = vec![
            StreamWrite::game(stored, vec![event(streams.play)], summary),
            StreamWrite {
                stream_id: streams.campaign,
                expected_version: stored,
                events: vec![event(streams.campaign)],
                summary: None,
                campaign: None,
                recorded_at: None,
            },
        ];
        db.append(writes)
            .await
            .map_err(|e| format!("pair {pair}: {e}"))?;
        let mut out = std::io::stdout().lock();
        writeln!(out, "ack {pair}")
            .and_then(|_| out.flush())
            .map_err(|e| e.to_string())?;
        stored = pair;
    }
}

/// Both streams hold the pairs 1..=N, each event at version n with its partner (same
/// command, same pair number) at version n of the other stream; the play's games row is
/// at N and the campaign has none; N covers every acknowledged pair. Returns N.
async fn verify_pairs(db: &TestDb, streams: PairStreams, acked: u64) -> Result<u64, String> {
    let store = db.store().await;
    let read = |stream| {
        let store = store.clone();
        async move {
            store
                .read_stream(stream, 0, None)
                .await
                .map_err(|e| e.to_string())
        }
    };
    let (play, campaign) = (read(streams.play).await?, read(streams.campaign).await?);
    let pair_of = |e: &domain::app::StoredEvent| e.payload["pair"].as_u64();
    for (name, events) in [("play", &play), ("campaign", &campaign)] {
        for (i, event) in events.iter().enumerate() {
            let n = i as u64 + 1;
            if event.version != n || pair_of(event) != Some(n) {
                return Err(format!(
                    "{name}: event {n} is version {} of pair {:?}",
                    event.version,
                    pair_of(event)
                ));
            }
        }
    }
    if play.len() != campaign.len() {
        return Err(format!(
            "the play holds {} pairs, the campaign {}: a half without its partner",
            play.len(),
            campaign.len()
        ));
    }
    if let Some((a, b)) = play
        .iter()
        .zip(&campaign)
        .find(|(a, b)| a.metadata.command_id != b.metadata.command_id)
    {
        return Err(format!(
            "version {}: the halves come from different appends",
            a.version.max(b.version)
        ));
    }
    let stored = play.len() as u64;
    if stored < acked {
        return Err(format!(
            "pair {acked} was acknowledged, {stored} are stored"
        ));
    }
    let row = store
        .game_summary(streams.play)
        .await
        .map_err(|e| e.to_string())?;
    if row.as_ref().map(|g| g.version) != (stored > 0).then_some(stored) {
        return Err(format!(
            "the play's games row is at {:?}, its stream at {stored}",
            row.map(|g| g.version)
        ));
    }
    if store
        .game_summary(streams.campaign)
        .await
        .map_err(|e| e.to_string())?
        .is_some()
    {
        return Err("the campaign has a games row".into());
    }
    let _ = store.close().await;
    Ok(stored)
}

async fn pairs(kills: usize) -> Result<String, String> {
    let db = TestDb::new().await;
    let store = db.store().await;
    store.migrate().await.map_err(|e| e.to_string())?;
    let _ = store.close().await;
    let streams = PairStreams {
        play: Uuid::new_v4(),
        campaign: Uuid::new_v4(),
    };
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut picker = Picker::new(0x9A1E5);
    let mut acked = 0;
    let mut stored = 0;
    let started = Instant::now();
    for round in 0..kills {
        let mut child = tokio::process::Command::new(&exe)
            .arg("pairs-child")
            .arg(db.database_url.as_deref().unwrap_or("-"))
            .arg(&db.data_dir)
            .arg(streams.play.to_string())
            .arg(streams.campaign.to_string())
            .stdout(std::process::Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| format!("start the child: {e}"))?;
        let stdout = child.stdout.take().ok_or("the child's stdout")?;
        let acks = tokio::spawn(async move {
            let mut lines = BufReader::new(stdout).lines();
            let mut last = None;
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(n) = line
                    .strip_prefix("ack ")
                    .and_then(|n| n.parse::<u64>().ok())
                {
                    last = Some(n);
                }
            }
            last
        });
        let wait = 300 + picker.below(2_500) as u64;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!(
                "round {}: the child stopped by itself: {status}",
                round + 1
            ));
        }
        child.start_kill().map_err(|e| e.to_string())?;
        child.wait().await.map_err(|e| e.to_string())?;
        // Its stdout closes with it; every line it printed has been read by then.
        if let Some(last) = acks.await.map_err(|e| e.to_string())? {
            acked = acked.max(last);
        }
        stored = verify_pairs(&db, streams, acked)
            .await
            .map_err(|e| format!("after kill {}: {e}", round + 1))?;
        eprintln!(
            "round {}: killed after {wait} ms; {acked} pairs acknowledged, {stored} stored",
            round + 1
        );
    }
    if acked == 0 {
        return Err("no pair was acknowledged".into());
    }
    // Passed: nothing to inspect. A failure keeps the database.
    db.remove().await;
    Ok(format!(
        "{kills} SIGKILLs of a writer appending pairs (one event on each of two streams per append, a play with its games row and a campaign without) at random moments (0.3–2.8 s into each round); {acked} acknowledged pairs all stored on both streams; {stored} pairs stored, both streams at versions 1..{stored}, every event's partner present, the play's read model at {stored}; {:.0} s",
        started.elapsed().as_secs_f64()
    ))
}

fn postgres_addr(url: &str) -> std::net::SocketAddr {
    let rest = url.split_once("://").expect("scheme").1;
    let authority = rest.split('/').next().expect("authority");
    let host = authority
        .rsplit_once('@')
        .map_or(authority, |(_, h)| h)
        .replace("localhost", "127.0.0.1");
    let host = if host.contains(':') {
        host
    } else {
        format!("{host}:5432")
    };
    host.parse().expect("host:port")
}

async fn readyz(base: &str) -> u16 {
    match reqwest::get(format!("{base}/readyz")).await {
        Ok(r) => r.status().as_u16(),
        Err(_) => 0,
    }
}

async fn outage(seconds: u64) -> Result<String, String> {
    let db = TestDb::new().await;
    let url = db
        .database_url
        .clone()
        .ok_or("the outage run needs TABLETOP_TEST_DATABASE_URL (PostgreSQL)")?;
    let proxy = Proxy::start(postgres_addr(&url)).await;
    let server = TestServer::start_on(
        &db,
        Some(&proxy.url_for(&url)),
        &["--db-timeout-ms", "1000"],
        &[],
    );
    let api = Api::new(&server);
    let base = server.base_url();
    let watched = new_game(&api, 3).await.map_err(|e| format!("{e:?}"))?;
    let other = new_game(&api, 3).await.map_err(|e| format!("{e:?}"))?;

    // A subscriber that resubscribes from the last version it saw whenever its stream ends.
    let ws_url = server.ws_url();
    let watched_id = watched.id.clone();
    let sub_stop = Arc::new(AtomicBool::new(false));
    let sub_stop2 = sub_stop.clone();
    let subscriber = tokio::spawn(async move {
        let mut seen: Vec<u64> = Vec::new();
        let mut resubscriptions = 0;
        'outer: while !sub_stop2.load(Ordering::Relaxed) {
            let Ok(mut connection) = Connection::open(&ws_url, None).await else {
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            };
            let after = seen.last().copied().unwrap_or(0);
            connection
                .subscribe("1", "subscription($g: UUID!, $a: Int!) { gameEvents(gameId: $g, afterVersion: $a) { version } }", json!({ "g": watched_id, "a": after }))
                .await;
            loop {
                if sub_stop2.load(Ordering::Relaxed) {
                    break 'outer;
                }
                match tokio::time::timeout(Duration::from_millis(500), connection.next()).await {
                    Err(_) => continue,
                    Ok(None) => break,
                    Ok(Some(m)) if m["type"] == "next" => {
                        if let Some(v) = m["payload"]["data"]["gameEvents"]["version"].as_u64() {
                            seen.push(v);
                        }
                    }
                    Ok(Some(m)) if m["type"] == "complete" || m["type"] == "error" => break,
                    Ok(Some(_)) => {}
                }
            }
            resubscriptions += 1;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        (seen, resubscriptions)
    });

    let stop = Arc::new(AtomicBool::new(false));
    let codes = Arc::new(std::sync::Mutex::new(BTreeMap::<String, u64>::new()));
    let slowest = Arc::new(std::sync::Mutex::new(Duration::ZERO));
    let cut = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    for (i, game) in [watched.clone(), other.clone()].into_iter().enumerate() {
        let (api, stop, codes, slowest, cut) = (
            api.clone(),
            stop.clone(),
            codes.clone(),
            slowest.clone(),
            cut.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut picker = Picker::new(i as u64 + 77);
            let mut game = game;
            while !stop.load(Ordering::Relaxed) {
                let asked = Instant::now();
                let result = step(&api, &game, &mut picker).await;
                if let Err(e) = &result
                    && e.is_server_error()
                    && !cut.load(Ordering::Relaxed)
                {
                    let code = format!("{e:?} outside the outage");
                    *codes.lock().expect("codes").entry(code).or_default() += 1;
                }
                if cut.load(Ordering::Relaxed) {
                    let mut s = slowest.lock().expect("slowest");
                    *s = (*s).max(asked.elapsed());
                    let code = match &result {
                        Ok(_) => "OK".to_owned(),
                        Err(Failure::Transport) => "TRANSPORT".to_owned(),
                        Err(Failure::Code(c)) => c.clone(),
                    };
                    *codes.lock().expect("codes").entry(code).or_default() += 1;
                }
                match result {
                    Ok(None) => {
                        if let Ok(next) = new_game(&api, 3).await {
                            game = next;
                        }
                    }
                    Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
                    Ok(Some(_)) => {}
                }
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(3)).await;

    cut.store(true, Ordering::Relaxed);
    proxy.stop();
    let cut_at = Instant::now();
    let mut not_ready_after = None;
    while cut_at.elapsed() < Duration::from_secs(seconds) {
        if not_ready_after.is_none() && readyz(&base).await == 503 {
            not_ready_after = Some(cut_at.elapsed());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    cut.store(false, Ordering::Relaxed);
    proxy.resume().await;
    let restored_at = Instant::now();
    while readyz(&base).await != 200 {
        if restored_at.elapsed() > Duration::from_secs(60) {
            return Err("not ready 60 s after the database came back".into());
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let ready_after = restored_at.elapsed();
    // A command goes through again.
    let mut picker = Picker::new(5);
    let fresh = loop {
        match new_game(&api, 2).await {
            Ok(game) => break game,
            Err(_) if restored_at.elapsed() < Duration::from_secs(60) => {
                tokio::time::sleep(Duration::from_millis(100)).await
            }
            Err(e) => return Err(format!("no command after recovery: {e:?}")),
        }
    };
    step(&api, &fresh, &mut picker)
        .await
        .map_err(|e| format!("{e:?}"))?;
    let command_after = restored_at.elapsed();
    tokio::time::sleep(Duration::from_secs(3)).await;
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.map_err(|e| e.to_string())?;
    }
    let last = api
        .gql(
            None,
            "query($g: UUID!) { game(id: $g) { version } }",
            json!({ "g": watched.id }),
        )
        .await
        .map_err(|e| format!("{e:?}"))?["game"]["version"]
        .as_u64()
        .unwrap_or(0);
    tokio::time::sleep(Duration::from_secs(5)).await;
    sub_stop.store(true, Ordering::Relaxed);
    let (seen, resubscriptions) = subscriber.await.map_err(|e| e.to_string())?;
    let expected: Vec<u64> = (1..=last).collect();
    if seen != expected {
        return Err(format!(
            "the subscriber saw {} versions, not 1..={last} once each: {:?}",
            seen.len(),
            &seen[..seen.len().min(50)]
        ));
    }
    let codes = codes.lock().expect("codes").clone();
    if codes
        .keys()
        .any(|c| c != "UNAVAILABLE" && c != "OK" && c != "CONFLICT")
    {
        return Err(format!("answers during the outage: {codes:?}"));
    }
    Ok(format!(
        "{seconds} s outage (TCP proxy cut) under 2 players and 1 subscriber, --db-timeout-ms 1000; answers during it: {codes:?}, slowest {:.1} s; /readyz 503 after {:.1} s; ready {:.1} s and a command accepted {:.1} s after the database returned; subscriber saw 1..={last} exactly once after {resubscriptions} resubscription(s)",
        slowest.lock().expect("slowest").as_secs_f64(),
        not_ready_after.map_or(f64::NAN, |d| d.as_secs_f64()),
        ready_after.as_secs_f64(),
        command_after.as_secs_f64(),
    ))
}

fn record(what: &str, backend: &str, figures: &str, passed: bool, command: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../RELIABILITY.md");
    let mut text = std::fs::read_to_string(&path).unwrap_or_else(|_| {
        "# Reliability\n\nOne row per run of a long reliability test (`scripts/`). Newest last.\n\n| date (UTC) | test | backend | result | figures | reproduce |\n|---|---|---|---|---|---|\n".into()
    });
    let date = std::process::Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    let result = if passed { "pass" } else { "FAIL" };
    text.push_str(&format!(
        "| {date} | {what} | {backend} | {result} | {} | `{command}` |\n",
        figures.replace('|', "/")
    ));
    std::fs::write(&path, text).expect("write RELIABILITY.md");
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let backend = if std::env::var("TABLETOP_TEST_DATABASE_URL").is_ok_and(|u| !u.is_empty()) {
        "PostgreSQL"
    } else {
        "SQLite"
    };
    let (what, command, result) = match args.get(1).map(String::as_str) {
        Some("crash") => {
            let rounds = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(20);
            (
                "crash safety (SIGKILL under load)",
                format!("scripts/crash-safety {rounds}"),
                crash(rounds).await,
            )
        }
        Some("pairs") => {
            let kills = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(20);
            (
                "crash safety, two streams per append (SIGKILL)",
                format!("scripts/crash-safety pairs {kills}"),
                pairs(kills).await,
            )
        }
        Some("campaign") => {
            let kills = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(10);
            (
                "crash safety, campaign plays ending (SIGKILL)",
                format!("scripts/crash-safety campaign {kills}"),
                campaign::run(kills).await,
            )
        }
        Some("pairs-child") => {
            if let Err(e) = pairs_child(&args[2..]).await {
                eprintln!("pairs-child: {e}");
                std::process::exit(1);
            }
            return;
        }
        Some("outage") => {
            let seconds = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(5);
            (
                "PostgreSQL outage under load",
                format!("scripts/db-outage {seconds}"),
                outage(seconds).await,
            )
        }
        _ => {
            eprintln!(
                "usage: reliability crash [ROUNDS] | pairs [KILLS] | campaign [KILLS] | outage [SECONDS]"
            );
            std::process::exit(2);
        }
    };
    let command = if backend == "PostgreSQL" && what.starts_with("crash") {
        format!("TABLETOP_TEST_DATABASE_URL=... {command}")
    } else {
        command
    };
    match result {
        Ok(figures) => {
            println!("PASS {what} on {backend}: {figures}");
            record(what, backend, &figures, true, &command);
        }
        Err(failure) => {
            println!("FAIL {what} on {backend}: {failure}");
            record(what, backend, &failure, false, &command);
            std::process::exit(1);
        }
    }
}
