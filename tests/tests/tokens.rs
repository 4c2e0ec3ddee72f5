//! Token expiry and renewal: an expired token is refused with `UNAUTHENTICATED` (reason
//! `TOKEN_EXPIRED`) on queries, mutations and websocket `connection_init`; `renewToken`
//! swaps a valid token for a fresh one and keeps the player.

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tests::ws::Connection;
use tests::{Client, TestDb, TestServer};

/// Short enough to wait out, long enough for the checks made before it runs out even on a
/// busy machine.
const TTL_SECS: u64 = 6;

fn ttl() -> Duration {
    Duration::from_secs(TTL_SECS)
}

fn start(db: &TestDb) -> TestServer {
    TestServer::start_with(db, &["--token-ttl-secs", &TTL_SECS.to_string()], &[])
}

/// `code` and `reason` of the first error of `response`.
fn refusal(response: &Value) -> (String, Option<String>) {
    let ext = &response["errors"][0]["extensions"];
    (
        ext["code"]
            .as_str()
            .unwrap_or_else(|| panic!("expected an error, got {response}"))
            .to_owned(),
        ext["reason"].as_str().map(str::to_owned),
    )
}

async fn me(client: &Client) -> Value {
    client.raw("{ me { id name } }", json!({})).await
}

async fn renew(client: &Client) -> Value {
    client
        .raw(
            "mutation { renewToken { token tokenExpiresAt player { id name } } }",
            json!({}),
        )
        .await
}

/// Sleep until `ttl` (and a margin) after `since`.
async fn outlive(since: Instant, ttl: Duration) {
    let until = since + ttl + Duration::from_millis(500);
    tokio::time::sleep(until.saturating_duration_since(Instant::now())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_token_is_refused_on_queries_mutations_and_websockets() {
    let db = TestDb::new().await;
    let server = start(&db);
    let issued = Instant::now();
    let alice = Client::register(&server, "alice").await;
    let token = alice.token.clone().expect("a token");

    let answer = me(&alice).await;
    assert_eq!(answer["data"]["me"]["name"], "alice", "{answer}");
    Connection::open(&server.ws_url(), Some(&token))
        .await
        .expect("a valid token is acknowledged at connection_init");

    outlive(issued, ttl()).await;
    let expired = (
        "UNAUTHENTICATED".to_owned(),
        Some("TOKEN_EXPIRED".to_owned()),
    );
    let answer = me(&alice).await;
    assert_eq!(refusal(&answer), expired, "query: {answer}");
    assert!(answer["data"]["me"].is_null(), "{answer}");
    let answer = alice
        .raw(
            "mutation { createGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { id } }",
            json!({}),
        )
        .await;
    assert_eq!(refusal(&answer), expired, "mutation: {answer}");
    let answer = renew(&alice).await;
    assert_eq!(
        refusal(&answer),
        expired,
        "an expired token cannot be renewed: {answer}"
    );
    let games = alice
        .raw("{ games(first: 10) { edges { node { id } } } }", json!({}))
        .await;
    assert!(
        games["data"]["games"]["edges"]
            .as_array()
            .is_some_and(Vec::is_empty),
        "nothing was created with the expired token: {games}"
    );

    let refused = Connection::open(&server.ws_url(), Some(&token))
        .await
        .err()
        .expect("an expired token is refused at connection_init")
        .expect("a close frame");
    let reason = refused["reason"].as_str().unwrap_or_default();
    assert!(
        reason.starts_with("UNAUTHENTICATED TOKEN_EXPIRED"),
        "{refused}"
    );

    // A token that never existed is still told apart from an expired one.
    let forged = Client::anonymous(&server).with_token(Some("tt_forged".into()));
    assert_eq!(
        refusal(&me(&forged).await),
        ("UNAUTHENTICATED".to_owned(), None)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn renewing_a_token_keeps_the_player_and_revokes_the_old_token() {
    let db = TestDb::new().await;
    let server = start(&db);
    let issued = Instant::now();
    let alice = Client::register(&server, "alice").await;
    let lobby = alice
        .raw(
            "mutation { createGame(input: { options: { kingOfTokyo: {} }, seats: 2 }) { id } }",
            json!({}),
        )
        .await["data"]["createGame"]["id"]
        .as_str()
        .expect("a game id")
        .to_owned();
    let join = alice
        .raw(
            "mutation($g: UUID!) { joinGame(gameId: $g) { seat } }",
            json!({ "g": lobby }),
        )
        .await;
    assert_eq!(join["data"]["joinGame"]["seat"], 0, "{join}");

    // Renew halfway through the first token's life.
    tokio::time::sleep(ttl() / 2).await;
    let renewed_at = Instant::now();
    let answer = renew(&alice).await;
    let renewal = &answer["data"]["renewToken"];
    assert_eq!(
        renewal["player"]["id"].as_str(),
        alice.player_id.as_deref(),
        "{answer}"
    );
    assert_eq!(renewal["player"]["name"], "alice");
    assert!(renewal["tokenExpiresAt"].as_str().is_some(), "{answer}");
    let fresh = renewal["token"].as_str().expect("a new token").to_owned();
    assert_ne!(Some(&fresh), alice.token.as_ref());
    let renewed = alice.clone().with_token(Some(fresh.clone()));

    let answer = me(&alice).await;
    assert_eq!(
        refusal(&answer),
        ("UNAUTHENTICATED".to_owned(), None),
        "the old token is revoked, not expired: {answer}"
    );
    assert_eq!(
        refusal(&renew(&alice).await).0,
        "UNAUTHENTICATED",
        "the old token cannot be renewed again"
    );

    // Past the first token's expiry the new one still acts as Alice, in her seat.
    outlive(issued, ttl()).await;
    assert!(
        renewed_at.elapsed() < ttl(),
        "the check must run before the renewed token expires"
    );
    let answer = me(&renewed).await;
    assert_eq!(
        answer["data"]["me"]["id"].as_str(),
        alice.player_id.as_deref(),
        "{answer}"
    );
    let seats = renewed
        .raw(
            "query($g: UUID!) { game(id: $g) { seats { seat player { id } } } }",
            json!({ "g": lobby }),
        )
        .await;
    assert_eq!(
        seats["data"]["game"]["seats"][0]["player"]["id"].as_str(),
        alice.player_id.as_deref(),
        "{seats}"
    );
    let start = renewed
        .raw(
            "mutation($g: UUID!) { addBot(gameId: $g) { seat } }",
            json!({ "g": lobby }),
        )
        .await;
    assert_eq!(
        start["data"]["addBot"]["seat"], 1,
        "still the creator: {start}"
    );
    Connection::open(&server.ws_url(), Some(&fresh))
        .await
        .expect("the renewed token connects");
}
