//! A whole three-clan Outlive game over GraphQL, each seat choosing only among its own
//! `legalCommands`; the final score sheet must match the fold of the stored events.

use domain::app::StreamEvent;
use domain::catalog::AnyEvent;
use domain::games::outlive::Event as OutliveEvent;
use serde_json::json;
use tests::{Client, Picker, Table, TestDb, TestServer};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_clan_game_ends_with_a_score_sheet_that_matches_the_stored_events() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::start(&server, 3, json!({ "outlive": {} })).await;
    let mut picker = Picker::new(3);
    table.play_to_end(&mut picker, 50_000).await;
    let end = table
        .query(
            &Client::anonymous(&server),
            "status outcome { winners reason ranking { seat rank score } } viewJson",
        )
        .await;
    assert_eq!(end["status"], "FINISHED");
    assert_eq!(end["outcome"]["ranking"].as_array().map(Vec::len), Some(3));

    let (_, events) = table.assert_views_are_the_fold(&server, &db).await;
    let sheet_in_event = events.iter().find_map(|event| match event {
        StreamEvent::Game(AnyEvent::Outlive(OutliveEvent::GameEnded(ended))) => {
            Some(serde_json::to_value(&ended.scores).expect("json"))
        }
        _ => None,
    });
    let sheet = &end["viewJson"]["scores"];
    assert!(
        sheet.as_array().is_some_and(|s| s.len() == 3),
        "a score sheet per clan: {sheet}"
    );
    assert_eq!(
        Some(sheet.clone()),
        sheet_in_event,
        "the view's score sheet is the GameEnded event's"
    );
}
