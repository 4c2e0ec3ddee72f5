//! Whole King of Tokyo games played over HTTP by one client per seat, each picking only
//! from its own `legalCommands`; then the stored events, folded, must give the same views
//! the server shows.

use domain::app::{EventStore, GameSession};
use domain::engine::{Seat, Viewer};
use serde_json::Value;
use tests::{Picker, Table, TestDb, TestServer};
use uuid::Uuid;

async fn play_to_the_end(seats: usize, seed: u64) {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let table = Table::king_of_tokyo(&server, seats).await;
    let mut picker = Picker::new(seed);
    let mut steps = 0;
    while table.play_one(&mut picker).await {
        steps += 1;
        assert!(steps < 20_000, "the game should end");
    }

    let end = table
        .query(
            &table.players[0],
            "status version outcome { winners reason ranking { seat rank } }",
        )
        .await;
    assert_eq!(end["status"], "FINISHED");
    let outcome = &end["outcome"];
    let ranked = outcome["ranking"].as_array().expect("a ranking");
    assert_eq!(ranked.len(), seats, "every seat is ranked: {outcome}");
    if outcome["reason"] != "ALL_ELIMINATED" {
        assert!(
            !outcome["winners"].as_array().expect("winners").is_empty(),
            "{outcome}"
        );
    }

    // Fold what is stored and compare with what the server shows each seat and a spectator.
    let game_id: Uuid = table.game_id.parse().expect("a uuid");
    let store = db.store().await;
    let stored = store
        .read_stream(game_id, 0, None)
        .await
        .expect("read the stream");
    assert_eq!(
        stored.len() as u64,
        end["version"].as_u64().expect("a version")
    );
    for (i, event) in stored.iter().enumerate() {
        assert_eq!(event.version, i as u64 + 1, "versions run 1..N with no gap");
    }
    let folded = GameSession::fold(game_id, None, &stored).expect("a folded game");
    for seat in 0..seats {
        let shown = table
            .query(&table.players[seat], &format!("viewJson(seat: {seat})"))
            .await["viewJson"]
            .clone();
        let expected: Value = folded.state.view(Viewer::Seat(Seat(seat as u8))).to_json();
        assert_eq!(
            shown, expected,
            "seat {seat}'s view differs from the fold of the stored events"
        );
    }
    let spectator = tests::Client::anonymous(&server);
    let shown = table.query(&spectator, "viewJson").await["viewJson"].clone();
    let expected: Value = folded.state.view(Viewer::Spectator).to_json();
    assert_eq!(
        shown, expected,
        "the spectator view differs from the fold of the stored events"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_seat_game_is_played_to_a_winner() {
    play_to_the_end(2, 2).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_seat_game_is_played_to_a_winner() {
    play_to_the_end(4, 4).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_seat_game_is_played_to_a_winner() {
    play_to_the_end(6, 6).await;
}
