//! A person plays a whole game alone against bot seats that the server plays.

use domain::app::EventStore;
use domain::engine::Seat;
use serde_json::json;
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_human_plays_a_whole_game_against_three_bots() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let human = Client::register(&server, "solo").await;
    let id = Table::with_bots(
        &human,
        json!({ "kingOfTokyo": {} }),
        &["GREEDY", "RANDOM", "GREEDY"],
    )
    .await;
    let started = human
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status seats { seat bot player { name } } prompts { seat } } }",
            json!({ "id": id }),
        )
        .await
        .expect("start");
    let seats = &started["startGame"]["seats"];
    assert_eq!(seats[0]["bot"], serde_json::Value::Null);
    assert_eq!(seats[1]["bot"], "GREEDY");
    assert_eq!(seats[2]["bot"], "RANDOM");

    let mut picker = Picker::new(11);
    let mut moves = 0;
    loop {
        let game = human
            .gql(
                "query($id: UUID!) { game(id: $id) { status version prompts { seat } legalCommands { command } } }",
                json!({ "id": id }),
            )
            .await
            .expect("game")["game"]
            .clone();
        if game["status"] == "FINISHED" {
            break;
        }
        let prompts = game["prompts"].as_array().expect("prompts");
        assert!(
            prompts.iter().all(|p| p["seat"] == 0),
            "whenever the game waits, it waits only for the human: {prompts:?}"
        );
        let legal = game["legalCommands"].as_array().expect("legal");
        let command = &legal[picker.below(legal.len())]["command"];
        human
            .gql(
                "mutation($id: UUID!, $v: Int!, $c: UUID!, $cmd: GameCommandInput!) {
                   submitCommand(gameId: $id, expectedVersion: $v, commandId: $c, command: $cmd) { version } }",
                json!({ "id": id, "v": game["version"], "c": Uuid::new_v4(), "cmd": command }),
            )
            .await
            .expect("the human's legal move");
        moves += 1;
        assert!(moves < 5_000, "the game should end");
    }

    // Bot moves are stored like any other, acted by the bot's seat and by no player.
    let store = db.store().await;
    let events = store
        .read_stream(id.parse().expect("uuid"), 0, None)
        .await
        .expect("read");
    let human_id: Uuid = human
        .player_id
        .as_deref()
        .expect("id")
        .parse()
        .expect("uuid");
    let mut bot_moves = 0;
    for e in &events {
        match e.metadata.actor_seat {
            Some(Seat(0)) => assert_eq!(e.metadata.actor_player, Some(human_id)),
            Some(_) if e.event_type.starts_with("king_of_tokyo.") => {
                assert_eq!(e.metadata.actor_player, None, "a bot acts for no player");
                bot_moves += 1;
            }
            _ => {}
        }
    }
    assert!(bot_moves > 0, "the bots played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_creator_adds_bots_and_only_before_the_start() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let bob = Client::register(&server, "bob").await;
    let game = alice
        .gql(
            "mutation { createGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { id } }",
            json!({}),
        )
        .await
        .expect("create");
    let id = game["createGame"]["id"].as_str().expect("id").to_owned();
    let err = bob
        .gql(
            "mutation($id: UUID!) { addBot(gameId: $id) { seat } }",
            json!({ "id": id }),
        )
        .await
        .expect_err("bob did not create the game");
    assert_eq!(err.code, "FORBIDDEN");
    alice
        .gql(
            "mutation($id: UUID!) { joinGame(gameId: $id) { seat } }",
            json!({ "id": id }),
        )
        .await
        .expect("join");
    alice
        .gql(
            "mutation($id: UUID!) { addBot(gameId: $id) { seat } }",
            json!({ "id": id }),
        )
        .await
        .expect("addBot");
    alice
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("start");
    let err = alice
        .gql(
            "mutation($id: UUID!) { addBot(gameId: $id, seat: 1) { seat } }",
            json!({ "id": id }),
        )
        .await
        .expect_err("too late");
    assert_eq!(err.code, "RULE_VIOLATION");
    assert_eq!(err.rule.as_deref(), Some("GAME_ALREADY_STARTED"));
}
