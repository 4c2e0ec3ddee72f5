//! Brave Architect over GraphQL: two to four players build their characters and fight the
//! enemy, each seat choosing only among its own `legalCommands`, to a win or a loss; the
//! outcome and every view are the fold of the stored events.

use domain::app::StreamEvent;
use domain::catalog::AnyEvent;
use domain::games::brave_architect::event::Event as BaEvent;
use serde_json::json;
use tests::{Client, Picker, Table, TestDb, TestServer};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_of_two_to_four_players_end_in_a_win_or_a_loss_that_the_events_record() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    for (seats, map) in [(2, "GRASSLAND"), (3, "VOLCANO"), (4, "GRASSLAND")] {
        let table = Table::start(&server, seats, json!({ "braveArchitect": { "map": map } })).await;
        table
            .play_to_end(&mut Picker::new(seats as u64), 20_000)
            .await;
        let end = table
            .query(
                &Client::anonymous(&server),
                "status outcome { winners reason }",
            )
            .await;
        assert_eq!(end["status"], "FINISHED", "{seats} seats");
        let (_, events) = table.assert_views_are_the_fold(&server, &db).await;
        let won = events.iter().any(|e| {
            matches!(
                e,
                StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::GameWon(_)))
            )
        });
        let lost = events.iter().any(|e| {
            matches!(
                e,
                StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::GameLost(_)))
            )
        });
        assert!(won != lost, "a win or a loss, not both: {end}");
        let winners = end["outcome"]["winners"].as_array().expect("winners");
        assert_eq!(
            winners.len(),
            if won { seats } else { 0 },
            "the party wins or loses together: {end}"
        );
    }
}
