//! Table life through the real binary: clocks that run out (with two server instances, and
//! across a restart), conceding and seat takeover, reclaiming a timed-out seat, the fair
//! undo, and rematches. Runs on SQLite and on PostgreSQL alike.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tests::table::Picker;
use tests::{Client, TestDb, TestServer};
use uuid::Uuid;

const SEAT_CHANGES: &str = "version status seats { seat bot player { name } away { name } }
    seatHistory { seat fromVersion playerName bot cause forfeited }
    events(first: 500) { version eventType actorSeat recordedAt payloadJson }";

/// Register two players and start a two-seat King of Tokyo table with `table` rules;
/// the game's id and the players, seat 0 first.
async fn table(server: &TestServer, table: Value) -> (String, Vec<Client>) {
    let mut players = Vec::new();
    for i in 0..2 {
        players.push(Client::register(server, &format!("p{i}-{}", Uuid::new_v4().simple())).await);
    }
    let id = players[0]
        .gql(
            "mutation($t: TableRulesInput) { createGame(input: { options: { kingOfTokyo: {} }, seats: 2, table: $t }) { id } }",
            json!({ "t": table }),
        )
        .await
        .expect("createGame")["createGame"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    for (seat, p) in players.iter().enumerate() {
        p.gql(
            "mutation($id: UUID!, $s: Int) { joinGame(gameId: $id, seat: $s) { seat } }",
            json!({ "id": id, "s": seat }),
        )
        .await
        .expect("joinGame");
    }
    players[0]
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("startGame");
    (id, players)
}

async fn game(client: &Client, id: &str, selection: &str) -> Value {
    client
        .gql(
            &format!("query($id: UUID!) {{ game(id: $id) {{ {selection} }} }}"),
            json!({ "id": id }),
        )
        .await
        .expect("query game")["game"]
        .clone()
}

fn events_of<'a>(game: &'a Value, event_type: &str) -> Vec<&'a Value> {
    game["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["eventType"] == event_type)
        .collect()
}

/// Poll `game` until `done` holds, for up to `limit`.
async fn wait_for(
    client: &Client,
    id: &str,
    limit: Duration,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    loop {
        let g = game(client, id, SEAT_CHANGES).await;
        if done(&g) {
            return g;
        }
        assert!(started.elapsed() < limit, "not reached in {limit:?}: {g}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Every expiry is stored once per seat, each followed by the bot's takeover.
fn assert_each_expiry_once(g: &Value) {
    let events = g["events"].as_array().unwrap();
    let mut seats = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if e["eventType"] == "lobby.TimeExpired" {
            let seat = e["payloadJson"]["seat"].as_u64().unwrap();
            assert!(!seats.contains(&seat), "seat {seat} expired twice: {g}");
            seats.push(seat);
            let next = &events[i + 1];
            assert_eq!(next["eventType"], "lobby.SeatTakenOver", "{g}");
            assert_eq!(next["payloadJson"]["cause"], "TIMED_OUT");
            assert_eq!(next["payloadJson"]["seat"], seat);
        }
    }
}

#[tokio::test]
async fn a_timed_out_seat_is_played_by_its_bot_exactly_once_with_two_server_instances() {
    let db = TestDb::new().await;
    let first = TestServer::start(&db);
    // Two processes on PostgreSQL (both notified of every commit); SQLite's embedded file
    // serves one.
    let second = db.is_postgres().then(|| TestServer::start(&db));
    let (id, players) = table(&first, json!({ "clock": { "perDecisionSeconds": 2 } })).await;
    let started = game(&players[0], &id, "prompts { seat deadline timeLeftSeconds } clocks { seat running timeLeftSeconds deadline }").await;
    let prompt = &started["prompts"][0];
    let late = prompt["seat"].as_u64().unwrap();
    assert!(prompt["deadline"].is_string(), "{started}");
    let left = prompt["timeLeftSeconds"].as_f64().unwrap();
    assert!(left > 0.0 && left <= 2.0, "{started}");
    assert_eq!(started["clocks"].as_array().unwrap().len(), 2);

    // Nobody moves: each seat runs out in turn, the bots take over and finish the game.
    let finished = wait_for(&players[0], &id, Duration::from_secs(60), |g| {
        g["status"] == "FINISHED"
    })
    .await;
    assert_each_expiry_once(&finished);
    let expired = events_of(&finished, "lobby.TimeExpired");
    assert_eq!(expired[0]["payloadJson"]["seat"], late);
    assert_eq!(expired.len(), 2, "both seats ran out: {finished}");
    let history = finished["seatHistory"].as_array().unwrap();
    let causes: Vec<_> = history
        .iter()
        .map(|t| t["cause"].as_str().unwrap())
        .collect();
    assert_eq!(causes, ["STARTED", "STARTED", "TIMED_OUT", "TIMED_OUT"]);
    assert_eq!(history[2]["seat"], late);
    assert_eq!(history[2]["bot"], "GREEDY");
    assert!(history[2]["playerName"].as_str().unwrap().contains("bot"));
    if let Some(second) = &second {
        let there = game(&Client::anonymous(second), &id, SEAT_CHANGES).await;
        assert_eq!(
            there["events"], finished["events"],
            "both instances read one stream"
        );
    }
    db.remove().await;
}

#[tokio::test]
async fn a_deadline_that_passes_while_the_server_is_stopped_is_handled_once_after_the_restart() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, players) = table(&server, json!({ "clock": { "perDecisionSeconds": 3 } })).await;
    let before = game(&players[0], &id, SEAT_CHANGES).await;
    assert!(events_of(&before, "lobby.TimeExpired").is_empty());
    let stopped_at = Instant::now();
    drop(server);
    tokio::time::sleep(Duration::from_secs(4)).await;

    let server = TestServer::start(&db);
    let players: Vec<Client> = players.into_iter().map(|p| p.at(&server)).collect();
    let after = wait_for(&players[0], &id, Duration::from_secs(30), |g| {
        !events_of(g, "lobby.TimeExpired").is_empty()
    })
    .await;
    assert!(stopped_at.elapsed() >= Duration::from_secs(4));
    let expired = events_of(&after, "lobby.TimeExpired")[0];
    // Stored after the restart, for a deadline that passed before it.
    assert!(
        expired["payloadJson"]["deadline"].as_str().unwrap()
            < expired["recordedAt"].as_str().unwrap(),
        "{expired}"
    );
    let finished = wait_for(&players[0], &id, Duration::from_secs(60), |g| {
        g["status"] == "FINISHED"
    })
    .await;
    assert_each_expiry_once(&finished);
    db.remove().await;
}

/// Seat 1 answers every decision it owes with a random legal command, until `until` holds
/// or the game ends.
async fn play_seat(
    player: &Client,
    id: &str,
    seat: u64,
    picker: &mut Picker,
    until: impl Fn(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    loop {
        let g = game(player, id, &format!("version status prompts {{ seat }} seats {{ seat bot }} legalCommands(seat: {seat}) {{ command }}")).await;
        if g["status"] == "FINISHED" || until(&g) {
            return g;
        }
        assert!(started.elapsed() < Duration::from_secs(120), "stuck: {g}");
        let commands = g["legalCommands"].as_array().unwrap();
        let owes = g["prompts"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["seat"] == seat);
        if !owes || commands.is_empty() {
            tokio::time::sleep(Duration::from_millis(30)).await;
            continue;
        }
        let command = &commands[picker.below(commands.len())]["command"];
        let sent = submit(player, id, seat, g["version"].as_u64().unwrap(), command).await;
        if let Err(e) = sent {
            // A bot's move or an expiry may land between the read and the send.
            assert_eq!(e.code, "CONFLICT", "{e:?}");
        }
    }
}

async fn submit(
    player: &Client,
    id: &str,
    seat: u64,
    version: u64,
    command: &Value,
) -> Result<Value, tests::GqlError> {
    player
        .gql(
            "mutation($id: UUID!, $v: Int!, $c: UUID!, $s: Int, $cmd: GameCommandInput!) {
               submitCommand(gameId: $id, expectedVersion: $v, commandId: $c, seat: $s, command: $cmd) { version events { eventType } }
             }",
            json!({ "id": id, "v": version, "c": Uuid::new_v4(), "s": seat, "cmd": command }),
        )
        .await
        .map(|d| d["submitCommand"].clone())
}

#[tokio::test]
async fn a_conceded_seat_is_taken_over_and_the_game_reaches_its_end() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, players) = table(&server, json!({ "takeover": "RANDOM" })).await;
    let conceded = players[0]
        .gql(
            "mutation($id: UUID!) { concedeGame(gameId: $id) { seats { seat bot away { name } } } }",
            json!({ "id": id }),
        )
        .await
        .expect("concedeGame")["concedeGame"]
        .clone();
    assert_eq!(conceded["seats"][0]["bot"], "RANDOM");
    assert!(
        conceded["seats"][0]["away"]["name"]
            .as_str()
            .unwrap()
            .starts_with("p0-")
    );

    let end = play_seat(&players[1], &id, 1, &mut Picker::new(3), |_| false).await;
    assert_eq!(end["status"], "FINISHED");
    let g = game(
        &players[0],
        &id,
        &format!("{SEAT_CHANGES} outcome {{ winners }}"),
    )
    .await;
    let causes: Vec<_> = g["seatHistory"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["cause"].as_str().unwrap())
        .collect();
    assert_eq!(causes, ["STARTED", "STARTED", "CONCEDED"]);
    assert_eq!(events_of(&g, "lobby.SeatConceded").len(), 1);
    let refused = players[0]
        .gql(
            "mutation($id: UUID!) { reclaimSeat(gameId: $id) { version } }",
            json!({ "id": id }),
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, "RULE_VIOLATION");
    assert_eq!(refused.rule.as_deref(), Some("GAME_OVER"));
    db.remove().await;
}

#[tokio::test]
async fn a_conceded_seat_at_a_forfeit_table_is_eliminated_and_the_other_monster_wins() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let refused = Client::register(&server, &format!("o-{}", Uuid::new_v4().simple()))
        .await
        .gql(
            "mutation { createGame(input: { options: { outlive: {} }, seats: 2, table: { forfeit: true } }) { id } }",
            json!({}),
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, "BAD_INPUT", "Outlive cannot eliminate a seat");

    let (id, players) = table(&server, json!({ "forfeit": true })).await;
    players[0]
        .gql(
            "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
            json!({ "id": id }),
        )
        .await
        .expect("concedeGame");
    let end = play_seat(&players[1], &id, 1, &mut Picker::new(4), |_| false).await;
    assert_eq!(end["status"], "FINISHED");
    let g = game(
        &players[1],
        &id,
        &format!("{SEAT_CHANGES} outcome {{ winners }} tableRules {{ forfeit }}"),
    )
    .await;
    assert_eq!(g["tableRules"]["forfeit"], true);
    assert_eq!(g["outcome"]["winners"], json!([1]), "{g}");
    let taken = events_of(&g, "lobby.SeatTakenOver");
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0]["payloadJson"]["forfeited"], true);
    // The game's own events of it follow in the same append.
    let conceded = events_of(&g, "king_of_tokyo.MonsterConceded");
    assert_eq!(conceded.len(), 1, "{g}");
    assert_eq!(
        conceded[0]["version"].as_u64(),
        taken[0]["version"].as_u64().map(|v| v + 1)
    );
    let eliminated = events_of(&g, "king_of_tokyo.MonsterEliminated");
    assert_eq!(eliminated.len(), 1, "{g}");
    assert_eq!(eliminated[0]["payloadJson"]["seat"], 0);
    let last_term = g["seatHistory"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last_term["forfeited"], true, "{g}");
    db.remove().await;
}

#[tokio::test]
async fn a_seat_reclaimed_after_a_timeout_acts_again_and_a_concession_is_final() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, players) = table(&server, json!({ "clock": { "perDecisionSeconds": 3 } })).await;
    // Seat 1 keeps its clock from running out; seat 0 never answers.
    let mut picker = Picker::new(5);
    let taken = play_seat(&players[1], &id, 1, &mut picker, |g| {
        g["seats"][0]["bot"].is_string()
    })
    .await;
    assert_eq!(taken["status"], "IN_PROGRESS", "{taken}");
    let reclaimed = players[0]
        .gql(
            "mutation($id: UUID!) { reclaimSeat(gameId: $id) { seats { seat bot player { id } } clocks { seat timeLeftSeconds } } }",
            json!({ "id": id }),
        )
        .await
        .expect("reclaimSeat")["reclaimSeat"]
        .clone();
    assert!(reclaimed["seats"][0]["bot"].is_null(), "{reclaimed}");
    assert_eq!(
        reclaimed["seats"][0]["player"]["id"].as_str(),
        players[0].player_id.as_deref()
    );

    // The player acts from the seat again as soon as it owes a decision.
    let owed = play_seat(&players[1], &id, 1, &mut picker, |g| {
        g["prompts"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["seat"] == 0)
    })
    .await;
    if owed["status"] == "IN_PROGRESS" {
        let legal = game(
            &players[0],
            &id,
            "version legalCommands(seat: 0) { command }",
        )
        .await;
        let command = &legal["legalCommands"][0]["command"];
        let acted = submit(
            &players[0],
            &id,
            0,
            legal["version"].as_u64().unwrap(),
            command,
        )
        .await;
        assert!(acted.is_ok(), "the reclaimed seat acts: {acted:?}");
        players[0]
            .gql(
                "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
                json!({ "id": id }),
            )
            .await
            .expect("concedeGame");
        let again = players[0]
            .gql(
                "mutation($id: UUID!) { reclaimSeat(gameId: $id) { version } }",
                json!({ "id": id }),
            )
            .await
            .unwrap_err();
        assert_eq!(again.rule.as_deref(), Some("CONCEDED"), "{again:?}");
    }
    let g = game(&players[0], &id, SEAT_CHANGES).await;
    let causes: Vec<_> = g["seatHistory"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["cause"].as_str().unwrap())
        .collect();
    assert_eq!(
        &causes[..4],
        ["STARTED", "STARTED", "TIMED_OUT", "RECLAIMED"]
    );
    db.remove().await;
}

#[tokio::test]
async fn undo_is_offered_and_accepted_before_a_random_result_and_refused_after_one() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let undo = json!({ "table": "UNDO" });
    let mut picker = Picker::new(11);
    let (mut accepted, mut refused) = (0, 0);
    // The game's dice are the server's: a game may end before both cases came up, so a
    // few tables are played until they have.
    for _ in 0..5 {
        if accepted > 0 && refused > 0 {
            break;
        }
        let (id, players) = table(&server, json!({ "undo": true })).await;
        for _ in 0..300 {
            let g = game(&players[0], &id, "version status prompts { seat }").await;
            if g["status"] == "FINISHED" || (accepted > 0 && refused > 0) {
                break;
            }
            let seat = g["prompts"][0]["seat"].as_u64().unwrap();
            let player = &players[seat as usize];
            let legal = game(
                player,
                &id,
                &format!("version legalCommands(seat: {seat}) {{ command }}"),
            )
            .await;
            let commands: Vec<Value> = legal["legalCommands"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["command"].clone())
                .filter(|c| *c != undo)
                .collect();
            let version = legal["version"].as_u64().unwrap();
            let command = &commands[picker.below(commands.len())];
            let sent = submit(player, &id, seat, version, command)
                .await
                .expect("a legal command");
            let random = sent["events"].as_array().unwrap().iter().any(|e| {
                let t = e["eventType"].as_str().unwrap();
                ["Rolled", "Revealed", "Drawn", "Shuffled", "Dealt", "Peeked"]
                    .iter()
                    .any(|word| t.contains(word))
            });
            let after = game(
                player,
                &id,
                &format!("version legalCommands(seat: {seat}) {{ command }}"),
            )
            .await;
            let offered = after["legalCommands"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["command"] == undo);
            let now = after["version"].as_u64().unwrap();
            if offered && accepted == 0 {
                let undone = submit(player, &id, seat, now, &undo).await.expect("undo");
                assert_eq!(undone["events"][0]["eventType"], "lobby.MovesUndone");
                let back = game(player, &id, &format!("version viewJson(seat: {seat}) stateAt(version: {version}, seat: {seat}) {{ viewJson }}")).await;
                assert_eq!(back["version"], now + 1);
                assert_eq!(
                    back["viewJson"], back["stateAt"]["viewJson"],
                    "the undo returns the game to version {version}"
                );
                accepted += 1;
            } else if !offered && random && refused == 0 {
                let no = submit(player, &id, seat, now, &undo).await.unwrap_err();
                assert_eq!(no.code, "RULE_VIOLATION");
                assert_eq!(no.rule.as_deref(), Some("NOTHING_TO_UNDO"));
                refused += 1;
            }
        }
    }
    assert!(
        accepted > 0 && refused > 0,
        "accepted {accepted}, refused {refused}"
    );
    db.remove().await;
}

#[tokio::test]
async fn a_rematch_reopens_the_table_and_each_player_accepts_or_declines() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, players) = table(
        &server,
        json!({ "clock": { "fischer": { "bankSeconds": 600, "incrementSeconds": 5 } } }),
    )
    .await;
    for p in &players {
        p.gql(
            "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
            json!({ "id": id }),
        )
        .await
        .expect("concedeGame");
    }
    let over = wait_for(&players[0], &id, Duration::from_secs(60), |g| {
        g["status"] == "FINISHED"
    })
    .await;
    assert_eq!(over["status"], "FINISHED");
    let rematch = players[1]
        .gql(
            "mutation($id: UUID!) { rematch(gameId: $id) { id status tableRules { clock bankSeconds incrementSeconds } seats { seat player { id } reservedFor { id } } rematchOf { gameId } } }",
            json!({ "id": id }),
        )
        .await
        .expect("rematch")["rematch"]
        .clone();
    let new_id = rematch["id"].as_str().unwrap().to_owned();
    assert_eq!(rematch["tableRules"]["clock"], "FISCHER");
    assert_eq!(rematch["tableRules"]["bankSeconds"], 600);
    assert_eq!(rematch["rematchOf"]["gameId"], id.as_str());
    assert_eq!(
        rematch["seats"][1]["player"]["id"].as_str(),
        players[1].player_id.as_deref()
    );
    assert_eq!(
        rematch["seats"][0]["reservedFor"]["id"].as_str(),
        players[0].player_id.as_deref()
    );
    let old = game(
        &players[0],
        &id,
        "rematchId events(first: 500) { eventType }",
    )
    .await;
    assert_eq!(old["rematchId"], new_id.as_str());

    let stranger = Client::register(&server, &format!("s-{}", Uuid::new_v4().simple())).await;
    let taken = stranger
        .gql(
            "mutation($id: UUID!) { joinGame(gameId: $id, seat: 0) { seat } }",
            json!({ "id": new_id }),
        )
        .await
        .unwrap_err();
    assert_eq!(taken.rule.as_deref(), Some("SEAT_RESERVED"));
    let accepted = players[0]
        .gql("mutation($id: UUID!) { answerRematch(gameId: $id, accept: true) { seats { player { id } } } }", json!({ "id": new_id }))
        .await
        .expect("answerRematch")["answerRematch"]
        .clone();
    assert_eq!(
        accepted["seats"][0]["player"]["id"].as_str(),
        players[0].player_id.as_deref()
    );
    // The player who asked for the rematch created it, and starts it.
    let started = players[1]
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": new_id }),
        )
        .await
        .expect("startGame")["startGame"]
        .clone();
    assert_eq!(started["status"], "IN_PROGRESS");
    db.remove().await;
}

#[tokio::test]
async fn a_clock_no_table_could_be_played_with_is_bad_input_and_stores_nothing() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, &format!("a-{}", Uuid::new_v4().simple())).await;
    for table in [
        json!({ "clock": { "perDecisionSeconds": 0 } }),
        json!({ "clock": { "perDecisionSeconds": 604801 } }),
        json!({ "clock": { "fischer": { "bankSeconds": 0 } } }),
        json!({ "clock": { "fischer": { "bankSeconds": 60, "incrementSeconds": 86401 } } }),
        json!({ "clock": { "perDecisionSeconds": -5 } }),
        json!({ "clock": { "perDecisionSeconds": 30, "fischer": { "bankSeconds": 60 } } }),
    ] {
        let refused = alice
            .gql(
                "mutation($t: TableRulesInput) { createGame(input: { options: { kingOfTokyo: {} }, seats: 2, table: $t }) { id } }",
                json!({ "t": table }),
            )
            .await
            .unwrap_err();
        assert_eq!(refused.code, "BAD_INPUT", "{table}: {refused:?}");
    }
    let games = alice
        .gql("{ games(first: 10) { edges { node { id } } } }", json!({}))
        .await
        .expect("games");
    assert_eq!(games["games"]["edges"], json!([]), "nothing was stored");
    db.remove().await;
}

#[tokio::test]
async fn a_campaign_play_takes_table_rules_like_any_table() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, &format!("a-{}", Uuid::new_v4().simple())).await;
    let campaign = alice
        .gql(
            "mutation { createCampaign(input: {kind: TOKYO_SAITOSHIN, name: \"Clocked\"}) { id } }",
            json!({}),
        )
        .await
        .expect("createCampaign")["createCampaign"]["id"]
        .clone();
    let play = alice
        .gql(
            "mutation($c: UUID!) { startCampaignPlay(input: { campaignId: $c, seats: 1,
               table: { clock: { perDecisionSeconds: 90 }, undo: true } }) {
               campaignId tableRules { clock decisionSeconds undo } } }",
            json!({ "c": campaign }),
        )
        .await
        .expect("startCampaignPlay")["startCampaignPlay"]
        .clone();
    assert_eq!(play["campaignId"], campaign);
    assert_eq!(
        play["tableRules"],
        json!({ "clock": "PER_DECISION", "decisionSeconds": 90, "undo": true })
    );
    let refused = alice
        .gql(
            "mutation($c: UUID!) { startCampaignPlay(input: { campaignId: $c, seats: 1,
               table: { clock: { perDecisionSeconds: 0 } } }) { id } }",
            json!({ "c": campaign }),
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, "BAD_INPUT");
    db.remove().await;
}
