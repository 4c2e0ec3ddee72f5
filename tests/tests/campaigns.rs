//! Campaigns through the real binary, on SQLite and PostgreSQL alike: what a client is
//! told for a kind without campaigns, a made-up id or no token. The life of a Tokyo
//! Saitoshin campaign is in `campaign_plays.rs`, a Brave Architect one in
//! `brave_architect_party.rs`.

use serde_json::json;
use tests::{Client, TestDb, TestServer};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_of_a_game_without_campaigns_is_bad_input_and_nothing_is_listed() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let kinds = alice
        .gql("{ gameKinds { kind campaigns } }", json!({}))
        .await
        .unwrap();
    let without: Vec<_> = kinds["gameKinds"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|k| !["TOKYO_SAITOSHIN", "BRAVE_ARCHITECT"].contains(&k["kind"].as_str().unwrap()))
        .collect();
    assert!(!without.is_empty());
    for kind in without {
        assert_eq!(kind["campaigns"], json!(false), "{kind}");
        let refused = alice
            .gql(
                "mutation($kind: GameKind!) { createCampaign(input: {kind: $kind, name: \"Friday\"}) { id } }",
                json!({ "kind": kind["kind"] }),
            )
            .await
            .expect_err("a kind without campaigns has none");
        assert_eq!(refused.code, "BAD_INPUT", "{kind}: {refused:?}");
        assert!(refused.message.contains("has no campaigns"), "{refused:?}");
    }
    let listed = alice
        .gql(
            "{ campaigns(first: 5) { edges { node { id } } pageInfo { hasNextPage } } }",
            json!({}),
        )
        .await
        .unwrap();
    assert_eq!(
        listed["campaigns"],
        json!({ "edges": [], "pageInfo": { "hasNextPage": false } })
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_s_id_or_an_unknown_id_is_no_campaign_and_writing_needs_a_token() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let game = alice
        .gql(
            "mutation { createGame(input: {options: {kingOfTokyo: {}}, seats: 2}) { id campaignId } }",
            json!({}),
        )
        .await
        .unwrap();
    assert_eq!(game["createGame"]["campaignId"], json!(null));
    let game_id = game["createGame"]["id"].clone();
    for id in [
        game_id.clone(),
        json!("00000000-0000-0000-0000-00000000c0de"),
    ] {
        let missing = alice
            .gql(
                "query($id: UUID!) { campaign(id: $id) { name } }",
                json!({ "id": id }),
            )
            .await
            .expect_err("not a campaign");
        assert_eq!(missing.code, "NOT_FOUND", "{id}: {missing:?}");
        let join = alice
            .gql(
                "mutation($id: UUID!) { joinCampaign(campaignId: $id) { name } }",
                json!({ "id": id }),
            )
            .await
            .expect_err("not a campaign");
        assert_eq!(join.code, "NOT_FOUND", "{id}: {join:?}");
    }
    let anonymous = Client::anonymous(&server);
    let refused = anonymous
        .gql(
            "mutation { createCampaign(input: {kind: KING_OF_TOKYO, name: \"x\"}) { id } }",
            json!({}),
        )
        .await
        .expect_err("writing needs a token");
    assert_eq!(refused.code, "UNAUTHENTICATED", "{refused:?}");
    let bad_cursor = alice
        .gql(
            "{ campaigns(after: \"abc\") { edges { cursor } } }",
            json!({}),
        )
        .await
        .expect_err("a made-up cursor");
    assert_eq!(bad_cursor.code, "BAD_INPUT", "{bad_cursor:?}");
}
