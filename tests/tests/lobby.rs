//! The lobby through the real binary: players find an open table through the `lobby`
//! subscription alone, a private table admits only the holders of its code, and tables are
//! left and cancelled before the start.

use std::time::Duration;

use serde_json::{Value, json};
use tests::ws::Subscription;
use tests::{Client, TestDb, TestServer};

const LOBBY: &str = "subscription { lobby(kind: KING_OF_TOKYO) { change game { id title seatCount joinable players { seat } } } }";

async fn next(subscription: &mut Subscription) -> Value {
    tokio::time::timeout(Duration::from_secs(20), subscription.next_data())
        .await
        .expect("a lobby update in time")
        .expect("the subscription goes on")["lobby"]
        .clone()
}

async fn create(client: &Client, title: &str, seats: u8) -> String {
    client
        .gql(
            "mutation($t: String!, $s: Int!) { createGame(input: { options: { kingOfTokyo: {} }, seats: $s, title: $t }) { id } }",
            json!({ "t": title, "s": seats }),
        )
        .await
        .expect("createGame")["createGame"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn join(client: &Client, game: &str, code: Option<&str>) -> Result<Value, tests::GqlError> {
    client
        .gql(
            "mutation($g: UUID!, $c: String) { joinGame(gameId: $g, invitationCode: $c) { seat } }",
            json!({ "g": game, "c": code }),
        )
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_find_and_join_an_open_table_through_the_lobby_subscription_alone() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (alice, bob, carol) = (
        Client::register(&server, "alice").await,
        Client::register(&server, "bob").await,
        Client::register(&server, "carol").await,
    );
    let waiting = create(&carol, "Already waiting", 4).await;
    let mut watchers = Vec::new();
    for client in [&alice, &bob] {
        let mut s =
            Subscription::start(&server.ws_url(), client.token.as_deref(), LOBBY, json!({})).await;
        let listed = next(&mut s).await;
        assert_eq!(listed["change"], "LISTED");
        assert_eq!(listed["game"]["id"], waiting.as_str());
        watchers.push(s);
    }

    // A private table never shows; the public one opened after it is the next news.
    carol
        .gql(
            "mutation { createPrivateGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { invitationCode } }",
            json!({}),
        )
        .await
        .expect("createPrivateGame");
    let table = create(&carol, "Open to all", 2).await;
    let mut found = Vec::new();
    for s in &mut watchers {
        let opened = next(s).await;
        assert_eq!(opened["change"], "OPENED", "{opened}");
        assert_eq!(opened["game"]["title"], "Open to all");
        assert_eq!(opened["game"]["joinable"], true);
        found.push(opened["game"]["id"].as_str().unwrap().to_owned());
    }
    assert_eq!(found, [table.clone(), table.clone()]);

    join(&alice, &found[0], None).await.expect("alice joins");
    for s in &mut watchers {
        let changed = next(s).await;
        assert_eq!(changed["change"], "SEATS_CHANGED");
        assert_eq!(changed["game"]["players"], json!([{ "seat": 0 }]));
    }
    join(&bob, &found[1], None).await.expect("bob joins");
    for s in &mut watchers {
        let filled = next(s).await;
        assert_eq!(filled["change"], "FILLED");
        assert_eq!(filled["game"]["joinable"], false);
    }
    carol
        .gql(
            "mutation($g: UUID!) { startGame(gameId: $g) { status } }",
            json!({ "g": table }),
        )
        .await
        .expect("the creator starts the full table");
    for s in &mut watchers {
        let started = next(s).await;
        assert_eq!(started["change"], "STARTED");
        assert_eq!(started["game"]["id"], table.as_str());
    }
    carol
        .gql(
            "mutation($g: UUID!) { cancelGame(gameId: $g) { status } }",
            json!({ "g": waiting }),
        )
        .await
        .expect("cancelGame");
    for s in &mut watchers {
        let cancelled = next(s).await;
        assert_eq!(cancelled["change"], "CANCELLED");
        assert_eq!(cancelled["game"]["id"], waiting.as_str());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_code_admits_only_its_holders_and_never_shows_again() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (alice, bob, mallory) = (
        Client::register(&server, "alice").await,
        Client::register(&server, "bob").await,
        Client::register(&server, "mallory").await,
    );
    let created = alice
        .gql(
            "mutation { createPrivateGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { game { id private joinable } invitationCode } }",
            json!({}),
        )
        .await
        .expect("createPrivateGame")["createPrivateGame"]
        .clone();
    let game = created["game"]["id"].as_str().unwrap();
    let code = created["invitationCode"].as_str().unwrap();
    assert_eq!(created["game"]["private"], true);
    assert_eq!(created["game"]["joinable"], false);

    for attempt in [None, Some("AAAAAAAAAAAA")] {
        let err = join(&mallory, game, attempt).await.unwrap_err();
        assert_eq!(err.code, "FORBIDDEN", "{err:?}");
    }
    let spaced = format!("{} {}", &code[..6], &code[6..]).to_lowercase();
    assert_eq!(
        join(&bob, game, Some(&spaced)).await.unwrap()["joinGame"]["seat"],
        0
    );

    let read = Client::anonymous(&server)
        .gql(
            "query($g: UUID!) { game(id: $g) { events { payloadJson data { ... on LobbyGameCreated { title } } } } games(filter: { joinable: true }) { edges { node { id } } } }",
            json!({ "g": game }),
        )
        .await
        .unwrap();
    let text = read.to_string();
    assert!(!text.contains(code), "the code never shows");
    assert!(!text.contains("invitation"), "nor its hash: {text}");
    assert_eq!(read["games"]["edges"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_is_left_and_a_table_cancelled_before_the_start_only() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let (alice, bob) = (
        Client::register(&server, "alice").await,
        Client::register(&server, "bob").await,
    );
    let game = create(&alice, "Short-lived", 2).await;
    let leave =
        "mutation($g: UUID!) { leaveGame(gameId: $g) { status seats { seat player { name } } } }";
    let err = bob.gql(leave, json!({ "g": game })).await.unwrap_err();
    assert_eq!(
        (err.code.as_str(), err.rule.as_deref()),
        ("RULE_VIOLATION", Some("NOT_SEATED"))
    );
    join(&bob, &game, None).await.unwrap();
    let left = bob.gql(leave, json!({ "g": game })).await.unwrap();
    assert_eq!(
        left["leaveGame"]["seats"],
        json!([{ "seat": 0, "player": null }, { "seat": 1, "player": null }])
    );

    let cancel = "mutation($g: UUID!) { cancelGame(gameId: $g) { status } }";
    let err = bob.gql(cancel, json!({ "g": game })).await.unwrap_err();
    assert_eq!(err.code, "FORBIDDEN");
    let cancelled = alice.gql(cancel, json!({ "g": game })).await.unwrap();
    assert_eq!(cancelled["cancelGame"]["status"], "CANCELLED");
    let err = join(&bob, &game, None).await.unwrap_err();
    assert_eq!(err.rule.as_deref(), Some("GAME_CANCELLED"));
    let events = Client::anonymous(&server)
        .gql(
            "query($g: UUID!) { game(id: $g) { events { eventType } } }",
            json!({ "g": game }),
        )
        .await
        .unwrap();
    let types: Vec<&str> = events["game"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["eventType"].as_str().unwrap())
        .collect();
    assert_eq!(
        types,
        [
            "lobby.GameCreated",
            "lobby.SeatClaimed",
            "lobby.SeatLeft",
            "lobby.GameCancelled"
        ]
    );
}
