//! Input a newcomer might send by mistake. Each is `BAD_INPUT` with a message in the API's
//! own terms, the same on SQLite and PostgreSQL, and stores nothing.

use serde_json::json;
use tests::{Client, TestDb, TestServer};

const CREATE_GAME: &str = "mutation($title: String) {
    createGame(input: { options: { kingOfTokyo: {} }, seats: 2, title: $title }) { id title }
}";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_control_character_in_a_player_name_is_bad_input_and_nothing_is_stored() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    // NUL is the one PostgreSQL cannot store at all; it used to answer UNAVAILABLE there,
    // which a client retries forever, and store the name on SQLite.
    for name in [
        "al\u{0}ice",
        "al\u{1}ice",
        "al\nice",
        "al\u{1f}ice",
        "al\u{7f}ice",
        // NEL (C1) breaks a line; a right-to-left override makes a name read as another.
        "al\u{85}ice",
        "al\u{202e}ecila",
    ] {
        let refused = Client::register_result(&server, name)
            .await
            .expect_err("a name with a control character is refused");
        assert_eq!(refused.code, "BAD_INPUT", "{name:?}: {refused:?}");
        assert!(
            refused.message.contains("control characters"),
            "{name:?}: {refused:?}"
        );
    }
    // Nothing was stored under any of them, and the server answers as before.
    let alice = Client::register(&server, "alice").await;
    assert!(alice.token.is_some());
    let taken = Client::register_result(&server, "alice").await.unwrap_err();
    assert_eq!(taken.code, "BAD_INPUT", "{taken:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_control_character_in_a_game_title_is_bad_input_and_no_game_is_created() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    for title in [
        "Friday\u{0}night",
        "Friday\tnight",
        "Friday night\n",
        "\u{7f}",
    ] {
        let refused = alice
            .gql(CREATE_GAME, json!({ "title": title }))
            .await
            .expect_err("a title with a control character is refused");
        assert_eq!(refused.code, "BAD_INPUT", "{title:?}: {refused:?}");
        assert!(
            refused.message.contains("control characters"),
            "{title:?}: {refused:?}"
        );
    }
    let games = alice
        .gql("{ games { edges { node { id } } } }", json!({}))
        .await
        .expect("games");
    assert_eq!(games["games"]["edges"], json!([]), "no game was created");
    let created = alice
        .gql(CREATE_GAME, json!({ "title": "Friday night 🎲" }))
        .await
        .expect("createGame");
    assert_eq!(created["createGame"]["title"], "Friday night 🎲");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_number_past_any_table_is_refused_in_terms_of_seats() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let created = alice
        .gql(CREATE_GAME, json!({ "title": null }))
        .await
        .expect("createGame");
    let game_id = created["createGame"]["id"].clone();
    let join = "mutation($id: UUID!, $seat: Int) { joinGame(gameId: $id, seat: $seat) { seat } }";
    for seat in [300, -1, 256] {
        let refused = alice
            .gql(join, json!({ "id": game_id, "seat": seat }))
            .await
            .expect_err("no table has this seat");
        assert_eq!(refused.code, "BAD_INPUT", "{seat}: {refused:?}");
        assert!(
            refused.message.contains(&format!("{seat} is not a seat"))
                && !refused.message.contains("255"),
            "{seat}: the message speaks of seats, not of a byte's range: {refused:?}"
        );
    }
    // A seat that fits in the type but not at this table names the table's seats.
    let refused = alice
        .gql(join, json!({ "id": game_id, "seat": 7 }))
        .await
        .expect_err("a two-seat table has no seat 7");
    assert_eq!(refused.code, "BAD_INPUT", "{refused:?}");
    assert!(
        refused.message.contains("from 0 to 1"),
        "names the table's seats: {refused:?}"
    );
    let joined = alice
        .gql(join, json!({ "id": game_id, "seat": 1 }))
        .await
        .expect("joinGame");
    assert_eq!(joined["joinGame"]["seat"], 1);
}

/// A query nesting `levels` levels of fields, through introspection.
fn nested_query(levels: usize) -> String {
    // __schema > queryType > fields > type, then ofType as often as needed, then name.
    let of_types = levels - 5;
    format!(
        "{{ __schema {{ queryType {{ fields {{ type {{ {} name {} }} }} }} }} }}",
        "ofType { ".repeat(of_types),
        "}".repeat(of_types)
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_query_nested_too_deep_is_refused_naming_the_configured_depth_limit() {
    let db = TestDb::new().await;
    let default = TestServer::start(&db);
    let client = Client::anonymous(&default);
    client
        .gql(&nested_query(16), json!({}))
        .await
        .expect("16 levels are allowed by default");
    // 17 levels fail async-graphql's depth check, 40 its recursion limit (32), 70 the
    // parser's (64): each used to answer in its own words, only one of them with a number.
    for levels in [17, 40, 70] {
        let refused = client
            .gql(&nested_query(levels), json!({}))
            .await
            .expect_err("too deep");
        assert_eq!(refused.code, "BAD_INPUT", "{levels}: {refused:?}");
        assert!(
            refused.message.contains("the limit is 16 levels"),
            "{levels}: {refused:?}"
        );
    }
    drop(default);

    let low = TestServer::start_with(&db, &["--max-query-depth", "8"], &[]);
    let refused = Client::anonymous(&low)
        .gql(&nested_query(9), json!({}))
        .await
        .expect_err("too deep");
    assert_eq!(refused.code, "BAD_INPUT", "{refused:?}");
    assert!(
        refused.message.contains("the limit is 8 levels"),
        "{refused:?}"
    );
}
