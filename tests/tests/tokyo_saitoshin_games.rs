//! Tokyo Saitoshin over GraphQL: tables of one to four players, each seat choosing only
//! among its own `legalCommands`, play to a clear or a loss; the outcome and every view
//! are the fold of the stored events.

use domain::app::StreamEvent;
use domain::catalog::AnyEvent;
use domain::games::tokyo_saitoshin::event::Event as TsEvent;
use serde_json::json;
use tests::{Client, Picker, Table, TestDb, TestServer};

/// Play `scenario` with `seats` players at random to its end; the game's final
/// `status outcome` as a spectator reads it, and the stored events.
async fn play(
    server: &TestServer,
    db: &TestDb,
    scenario: &str,
    seats: usize,
    seed: u64,
) -> (serde_json::Value, Vec<StreamEvent>) {
    let table = Table::start(
        server,
        seats,
        json!({ "tokyoSaitoshin": { "scenario": scenario } }),
    )
    .await;
    table.play_to_end(&mut Picker::new(seed), 20_000).await;
    let end = table
        .query(
            &Client::anonymous(server),
            "status outcome { winners reason }",
        )
        .await;
    let (_, events) = table.assert_views_are_the_fold(server, db).await;
    (end, events)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_of_one_to_four_players_end_in_a_clear_or_a_loss_that_the_events_record() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    for (seats, scenario) in [(1, "00"), (2, "04"), (3, "07"), (4, "00")] {
        let (end, events) = play(&server, &db, scenario, seats, seats as u64).await;
        assert_eq!(end["status"], "FINISHED", "{scenario} with {seats}");
        let cleared = events.iter().any(|e| {
            matches!(
                e,
                StreamEvent::Game(AnyEvent::TokyoSaitoshin(TsEvent::RewardChosen(_)))
            )
        });
        let lost = events.iter().any(|e| {
            matches!(
                e,
                StreamEvent::Game(AnyEvent::TokyoSaitoshin(TsEvent::GameLost(_)))
            )
        });
        assert!(cleared != lost, "a clear or a loss, not both: {end}");
        let winners = end["outcome"]["winners"].as_array().expect("winners");
        if cleared {
            assert_eq!(winners.len(), seats, "everyone wins together: {end}");
        } else {
            assert!(winners.is_empty(), "everyone loses together: {end}");
        }
    }
}
