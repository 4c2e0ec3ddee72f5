//! A whole three-clan Outlive game over GraphQL, each seat choosing only among its own
//! `legalCommands`; the final score sheet must match the fold of the stored events.

use domain::app::{EventStore, GameSession, StreamEvent};
use domain::catalog::AnyEvent;
use domain::engine::{Seat, Viewer};
use domain::games::outlive::Event as OutliveEvent;
use serde_json::{Value, json};
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_clan_game_ends_with_a_score_sheet_that_matches_the_stored_events() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::start(&server, 3, json!({ "outlive": {} })).await;
    let mut picker = Picker::new(3);
    let mut steps = 0;
    while table.play_one(&mut picker).await {
        steps += 1;
        assert!(steps < 50_000, "the game should end");
    }
    let end = table
        .query(
            &Client::anonymous(&server),
            "status outcome { winners reason ranking { seat rank score } } viewJson",
        )
        .await;
    assert_eq!(end["status"], "FINISHED");
    assert_eq!(end["outcome"]["ranking"].as_array().map(Vec::len), Some(3));

    let game_id: Uuid = table.game_id.parse().expect("uuid");
    let stored = db
        .store()
        .await
        .read_stream(game_id, 0, None)
        .await
        .expect("read");
    let mut sheet_in_event = None;
    for (i, e) in stored.iter().enumerate() {
        assert_eq!(e.version, i as u64 + 1);
        let event = domain::app::decode(e).expect("decode");
        if let StreamEvent::Game(AnyEvent::Outlive(OutliveEvent::GameEnded(ended))) = &event {
            sheet_in_event = Some(serde_json::to_value(&ended.scores).expect("json"));
        }
    }
    let folded = GameSession::fold(game_id, None, &stored).expect("a folded game");
    let folded_view: Value = folded.state.view(Viewer::Spectator).to_json();
    assert_eq!(
        end["viewJson"], folded_view,
        "the server's final view is the fold of the stored events"
    );
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
    for seat in 0..3u8 {
        let shown = table
            .query(
                &table.players[seat as usize],
                &format!("viewJson(seat: {seat})"),
            )
            .await["viewJson"]
            .clone();
        let expected = folded.state.view(Viewer::Seat(Seat(seat))).to_json();
        assert_eq!(
            shown, expected,
            "seat {seat}'s view is the fold of the stored events"
        );
    }
}
