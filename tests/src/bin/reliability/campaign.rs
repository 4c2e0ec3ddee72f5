//! `reliability campaign [KILLS]`: plays of one Tokyo Saitoshin campaign, each seat a server
//! bot, start and end many times a second from three clients at once while the server is
//! SIGKILLed at random moments and restarted. A play's end is written to the game's stream
//! and to the campaign's in one append (ADR 7), and plays started by concurrent clients race
//! those ends on the campaign's stream. Afterwards every finished play is recorded in the
//! campaign exactly once, no unfinished play is recorded, and the campaign's versions run
//! 1..N with no gap.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use domain::app::EventStore;
use serde_json::json;
use tests::{Picker, TestDb, TestServer};
use uuid::Uuid;

use crate::api::{Api, Failure};

const SCENARIOS: [&str; 3] = ["00", "04", "07"];

/// Start a play of `scenario` with one seat (its id joins `acked` once the server has
/// acknowledged it), give the seat to a greedy bot and start the game: the server plays it
/// to its end.
async fn start_play(
    api: &Api,
    token: &str,
    campaign: &str,
    scenario: &str,
    acked: &mut Vec<String>,
) -> Result<(), Failure> {
    let data = api
        .gql(
            Some(token),
            "mutation($c: UUID!, $s: String!) { startCampaignPlay(input: { campaignId: $c, seats: 1, options: { tokyoSaitoshin: { scenario: $s } } }) { id } }",
            json!({ "c": campaign, "s": scenario }),
        )
        .await?;
    let id = data["startCampaignPlay"]["id"].clone();
    acked.push(id.as_str().unwrap_or_default().to_owned());
    api.gql(
        Some(token),
        "mutation($g: UUID!) { addBot(gameId: $g, policy: GREEDY) { seat } }",
        json!({ "g": id }),
    )
    .await?;
    api.gql(
        Some(token),
        "mutation($g: UUID!) { startGame(gameId: $g) { status } }",
        json!({ "g": id }),
    )
    .await?;
    Ok(())
}

/// Start plays until stopped or the server goes away; the plays acknowledged and the
/// server errors met.
async fn load(
    api: Api,
    token: String,
    campaign: String,
    seed: u64,
    stop: Arc<AtomicBool>,
) -> (Vec<String>, Vec<String>) {
    let mut picker = Picker::new(seed);
    let mut acked = Vec::new();
    let mut server_errors = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        let scenario = SCENARIOS[picker.below(SCENARIOS.len())];
        match start_play(&api, &token, &campaign, scenario, &mut acked).await {
            Ok(()) => {}
            Err(Failure::Transport) => break,
            Err(e) => {
                if e.is_server_error() {
                    server_errors.push(format!("{e:?}"));
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
    (acked, server_errors)
}

/// The status of every play the campaign's log names, once no started play is left
/// running (the restarted server's bots finish them).
async fn settled_plays(api: &Api, campaign: &str) -> Result<HashMap<String, String>, String> {
    for _ in 0..600 {
        let data = api
            .gql(
                None,
                "query($c: UUID!) { campaign(id: $c) { plays { playId } } }",
                json!({ "c": campaign }),
            )
            .await
            .map_err(|e| format!("campaign: {e:?}"))?;
        let mut statuses = HashMap::new();
        for play in data["campaign"]["plays"]
            .as_array()
            .cloned()
            .unwrap_or_default()
        {
            let id = play["playId"].as_str().unwrap_or_default().to_owned();
            let game = api
                .gql(
                    None,
                    "query($g: UUID!) { game(id: $g) { status } }",
                    json!({ "g": id }),
                )
                .await
                .map_err(|e| format!("play {id} does not load: {e:?}"))?;
            statuses.insert(id, game["game"]["status"].as_str().unwrap_or("").to_owned());
        }
        if statuses.values().all(|s| s != "IN_PROGRESS") {
            return Ok(statuses);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err("plays still in progress a minute after the last restart".into())
}

/// Every acknowledged play in the campaign's log; every finished play recorded once in the
/// campaign's stream and in its log; nothing else recorded; versions 1..N. The number of
/// finished plays and of campaign events.
async fn verify(
    db: &TestDb,
    api: &Api,
    campaign: &str,
    acked: &[String],
) -> Result<(usize, usize), String> {
    let statuses = settled_plays(api, campaign).await?;
    if let Some(lost) = acked.iter().find(|p| !statuses.contains_key(*p)) {
        return Err(format!(
            "acknowledged play {lost} is not in the campaign's log"
        ));
    }
    let id: Uuid = campaign.parse().map_err(|e| format!("{e}"))?;
    let events = db
        .store()
        .await
        .read_stream(id, 0, None)
        .await
        .map_err(|e| e.to_string())?;
    let mut recorded: HashMap<String, usize> = HashMap::new();
    for (i, event) in events.iter().enumerate() {
        if event.version != i as u64 + 1 {
            return Err(format!(
                "campaign version {} at position {}",
                event.version,
                i + 1
            ));
        }
        if event.event_type == "campaign.PlayRecorded" {
            let play = event.payload["playId"]
                .as_str()
                .unwrap_or_default()
                .to_owned();
            *recorded.entry(play).or_default() += 1;
        }
    }
    let log = api
        .gql(
            None,
            "query($c: UUID!) { campaign(id: $c) { plays { playId status } } }",
            json!({ "c": campaign }),
        )
        .await
        .map_err(|e| format!("campaign: {e:?}"))?;
    let log: HashMap<String, String> = log["campaign"]["plays"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|p| {
            (
                p["playId"].as_str().unwrap_or_default().to_owned(),
                p["status"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let mut finished = 0;
    for (play, status) in &statuses {
        let times = recorded.get(play).copied().unwrap_or(0);
        let expected = usize::from(status == "FINISHED");
        if times != expected {
            return Err(format!("play {play} ({status}) is recorded {times} times"));
        }
        let listed = if expected == 1 { "RECORDED" } else { "STARTED" };
        if log.get(play).map(String::as_str) != Some(listed) {
            return Err(format!(
                "play {play} ({status}) is {:?} in the campaign's log",
                log.get(play)
            ));
        }
        finished += expected;
    }
    if let Some(stray) = recorded.keys().find(|p| !statuses.contains_key(*p)) {
        return Err(format!("play {stray} is recorded but was never started"));
    }
    Ok((finished, events.len()))
}

pub async fn run(kills: usize) -> Result<String, String> {
    let db = TestDb::new().await;
    let started = Instant::now();
    let mut picker = Picker::new(0xCA4A_16A1);
    let mut server = TestServer::start(&db);
    let api = Api::new(&server);
    let token = api
        .gql(
            None,
            "mutation { registerPlayer(name: \"campaigner\") { token } }",
            json!({}),
        )
        .await
        .map_err(|e| format!("register: {e:?}"))?["registerPlayer"]["token"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let campaign = api
        .gql(
            Some(&token),
            "mutation { createCampaign(input: { kind: TOKYO_SAITOSHIN, name: \"crash\" }) { id } }",
            json!({}),
        )
        .await
        .map_err(|e| format!("createCampaign: {e:?}"))?["createCampaign"]["id"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let mut acked = Vec::new();
    for round in 0..kills {
        if round > 0 {
            server = TestServer::start(&db);
        }
        let api = Api::new(&server);
        let stop = Arc::new(AtomicBool::new(false));
        let tasks: Vec<_> = (0..3)
            .map(|i| {
                tokio::spawn(load(
                    api.clone(),
                    token.clone(),
                    campaign.clone(),
                    (round * 10 + i) as u64,
                    stop.clone(),
                ))
            })
            .collect();
        let wait = crate::kill::at_random_moment(&mut server, &mut picker, &stop).await?;
        for task in tasks {
            let (plays, errors) = task.await.map_err(|e| e.to_string())?;
            if !errors.is_empty() {
                return Err(format!("server errors in round {}: {errors:?}", round + 1));
            }
            acked.extend(plays);
        }
        eprintln!(
            "round {}: killed after {wait} ms; {} plays started so far",
            round + 1,
            acked.len()
        );
    }
    let server = TestServer::start(&db);
    let (finished, events) = verify(&db, &Api::new(&server), &campaign, &acked).await?;
    Ok(format!(
        "{kills} SIGKILLs at random moments (0.3–2.8 s into each round) while 3 clients started bot-played plays of one campaign; {} plays acknowledged, all in its log; {finished} finished, each recorded in the campaign exactly once and no unfinished play recorded; {events} campaign events, versions 1..N with no gaps; 0 server errors; {:.0} s",
        acked.len(),
        started.elapsed().as_secs_f64()
    ))
}
