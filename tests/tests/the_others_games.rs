//! The Others: 7 Sins over GraphQL, the first game of one side against the rest: a human
//! SIN against server heroes, and two human hero seats against a server SIN, each played to
//! its end. The SIN's hand never reaches a hero seat or a spectator through `view`,
//! `events`, `stateAt` or a subscription, while the SIN sees it; the outcome is the fold of
//! the stored events.

use std::time::Duration;

use domain::app::{EventStore, GameSession};
use domain::engine::Viewer;
use serde_json::{Value, json};
use tests::ws::Subscription;
use tests::{Client, Picker, TestDb, TestServer};
use uuid::Uuid;

const SIN_DRAWN: &str = "the_others.SinCardsDrawn";

/// A table of `seats` seats, the SIN at seat 0: the seats in `humans` taken by new players
/// (their clients, in that order), every other seat by a greedy server bot. Started.
async fn table(
    server: &TestServer,
    seats: usize,
    humans: &[usize],
) -> (String, Vec<(usize, Client)>) {
    let creator = Client::register(server, &format!("c-{}", Uuid::new_v4().simple())).await;
    let created = creator
        .gql(
            "mutation($n: Int!) { createGame(input: { options: { theOthers: { sinSeat: 0 } }, seats: $n }) { id } }",
            json!({ "n": seats }),
        )
        .await
        .expect("createGame");
    let id = created["createGame"]["id"].as_str().unwrap().to_owned();
    let mut clients = Vec::new();
    for seat in 0..seats {
        if humans.contains(&seat) {
            let player =
                Client::register(server, &format!("p{seat}-{}", Uuid::new_v4().simple())).await;
            player
                .gql(
                    "mutation($g: UUID!, $s: Int) { joinGame(gameId: $g, seat: $s) { seat } }",
                    json!({ "g": id, "s": seat }),
                )
                .await
                .expect("joinGame");
            clients.push((seat, player));
        } else {
            creator
                .gql(
                    "mutation($g: UUID!, $s: Int) { addBot(gameId: $g, seat: $s, policy: GREEDY) { seat } }",
                    json!({ "g": id, "s": seat }),
                )
                .await
                .expect("addBot");
        }
    }
    creator
        .gql(
            "mutation($g: UUID!) { startGame(gameId: $g) { status } }",
            json!({ "g": id }),
        )
        .await
        .expect("startGame");
    (id, clients)
}

async fn game(client: &Client, id: &str, selection: &str) -> Value {
    client
        .gql(
            &format!("query($g: UUID!) {{ game(id: $g) {{ {selection} }} }}"),
            json!({ "g": id }),
        )
        .await
        .expect("game")["game"]
        .clone()
}

/// The SIN's hand as `client` (holding `seat`) sees it now: in its view, and in every
/// event it can read. Hero seats and spectators must see none of it.
async fn assert_hand_hidden(client: &Client, id: &str, seat: Option<usize>, sin: bool) {
    let as_seat = seat.map_or(String::new(), |s| format!("(seat: {s})"));
    let read = game(client, id, &format!("version viewJson{as_seat}")).await;
    let hand = &read["viewJson"]["sinHand"];
    assert_eq!(hand.is_array(), sin, "sinHand as seat {seat:?}: {hand}");
    let version = read["version"].as_u64().unwrap();
    let mut after = 0;
    while after < version {
        let page = game(
            client,
            id,
            &format!(
                "events(after: {after}, first: 500{}) {{ version eventType payloadJson }}",
                seat.map_or(String::new(), |s| format!(", seat: {s}"))
            ),
        )
        .await;
        for event in page["events"].as_array().unwrap() {
            after = event["version"].as_u64().unwrap();
            if event["eventType"] == SIN_DRAWN {
                assert_eq!(
                    event["payloadJson"]["cards"].is_array(),
                    sin,
                    "SinCardsDrawn as seat {seat:?}: {event}"
                );
            }
        }
    }
    for at in [2, version / 2, version] {
        let past = client
            .gql(
                "query($g: UUID!, $v: Int!, $s: Int) { game(id: $g) { stateAt(version: $v, seat: $s) { viewJson } } }",
                json!({ "g": id, "v": at.max(2), "s": seat }),
            )
            .await
            .expect("stateAt");
        let hand = &past["game"]["stateAt"]["viewJson"]["sinHand"];
        assert!(
            hand.is_null() || (sin && hand.is_array()),
            "stateAt({at}) as seat {seat:?}: {hand}"
        );
    }
}

/// Play the `humans`' seats at random among their legal commands until the game ends;
/// server bots play the rest as they are prompted.
async fn play(id: &str, humans: &[(usize, Client)], seed: u64) {
    let mut picker = Picker::new(seed);
    let mut idle = 0;
    for _ in 0..40_000 {
        let now = game(&humans[0].1, id, "status prompts { seat }").await;
        if now["status"] == "FINISHED" {
            return;
        }
        let prompted: Vec<&(usize, Client)> = humans
            .iter()
            .filter(|(seat, _)| {
                now["prompts"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|p| p["seat"] == json!(seat))
            })
            .collect();
        if prompted.is_empty() {
            idle += 1;
            assert!(idle < 3_000, "nobody moves in game {id}: {now}");
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        idle = 0;
        let (seat, client) = prompted[picker.below(prompted.len())];
        let legal = game(
            client,
            id,
            &format!("version legalCommands(seat: {seat}) {{ command }}"),
        )
        .await;
        let commands = legal["legalCommands"].as_array().unwrap();
        if commands.is_empty() {
            continue; // a bot moved in between
        }
        let command = &commands[picker.below(commands.len())]["command"];
        let sent = client
            .gql(
                "mutation($g: UUID!, $v: Int!, $c: UUID!, $s: Int, $cmd: GameCommandInput!) { submitCommand(gameId: $g, expectedVersion: $v, commandId: $c, seat: $s, command: $cmd) { version } }",
                json!({ "g": id, "v": legal["version"], "c": Uuid::new_v4(), "s": seat, "cmd": command }),
            )
            .await;
        match sent {
            Ok(_) => {}
            // A server bot answered first; read the game again.
            Err(e) if e.code == "CONFLICT" => {}
            Err(e) => panic!("a listed legal command was refused: {command} -> {e:?}"),
        }
    }
    panic!("game {id} did not end");
}

/// The stored events, folded, give the outcome the server shows.
async fn assert_outcome_is_the_fold(db: &TestDb, server: &TestServer, id: &str) {
    let shown = game(&Client::anonymous(server), id, "outcome { winners reason }").await;
    let game_id: Uuid = id.parse().unwrap();
    let stored = db
        .store()
        .await
        .read_stream(game_id, 0, None)
        .await
        .unwrap();
    let folded = GameSession::fold(game_id, None, &stored).expect("a folded game");
    let outcome = folded.state.outcome().expect("over");
    let mut winners: Vec<u64> = outcome.winners.iter().map(|s| u64::from(s.0)).collect();
    winners.sort();
    assert_eq!(shown["outcome"]["winners"], json!(winners));
    eprintln!("game {id}: {} events, {shown}", stored.len());
    assert!(
        stored
            .iter()
            .any(|e| e.event_type == SIN_DRAWN && e.payload["cards"].is_array()),
        "the store holds the SIN's cards, so the checks above could fail"
    );
    let view = folded.state.view(Viewer::Spectator).to_json();
    assert!(view["sinHand"].is_null());
}

/// Every event a hero seat's subscription delivers from version 0 to the end hides the
/// SIN's cards.
async fn hero_subscription_hides_the_hand(server: &TestServer, hero: &(usize, Client), id: &str) {
    let mut subscription = Subscription::start(
        &server.ws_url(),
        hero.1.token.as_deref(),
        "subscription($g: UUID!, $s: Int) { gameEvents(gameId: $g, afterVersion: 0, seat: $s) { version eventType payloadJson } }",
        json!({ "g": id, "s": hero.0 }),
    )
    .await;
    let last = game(&hero.1, id, "version").await["version"]
        .as_u64()
        .unwrap();
    let mut drawn = 0;
    loop {
        let data = subscription.next_data().await.expect("an event");
        let event = &data["gameEvents"];
        if event["eventType"] == SIN_DRAWN {
            drawn += 1;
            assert!(event["payloadJson"]["cards"].is_null(), "{event}");
        }
        if event["version"].as_u64() == Some(last) {
            break;
        }
    }
    assert!(drawn > 0, "the SIN drew cards in this game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_sin_against_server_heroes_plays_to_its_end_and_its_hand_stays_its_own() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, humans) = table(&server, 3, &[0]).await;
    play(&id, &humans, 1).await;
    assert_hand_hidden(&humans[0].1, &id, Some(0), true).await;
    assert_hand_hidden(&Client::anonymous(&server), &id, None, false).await;
    assert_outcome_is_the_fold(&db, &server, &id).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_human_heroes_against_a_server_sin_never_see_its_hand() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (id, humans) = table(&server, 3, &[1, 2]).await;
    play(&id, &humans, 2).await;
    for (seat, hero) in &humans {
        assert_hand_hidden(hero, &id, Some(*seat), false).await;
    }
    assert_hand_hidden(&Client::anonymous(&server), &id, None, false).await;
    hero_subscription_hides_the_hand(&server, &humans[0], &id).await;
    assert_outcome_is_the_fold(&db, &server, &id).await;
}
