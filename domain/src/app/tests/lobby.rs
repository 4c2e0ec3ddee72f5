//! The lobby through the use cases: private tables and their codes, leaving, cancelling,
//! and the `joinable` listing.

use futures::executor::block_on;

use super::{World, world};
use crate::app::*;
use crate::catalog::GameKind;
use crate::engine::Seat;

fn players(w: &World) -> (Player, Player, Player) {
    block_on(async {
        let t = &w.tabletop;
        (
            t.register_player("alice").await.unwrap().0,
            t.register_player("bob").await.unwrap().0,
            t.register_player("carol").await.unwrap().0,
        )
    })
}

fn joinable(w: &World) -> Vec<uuid::Uuid> {
    let filter = GameFilter {
        joinable: Some(true),
        ..GameFilter::default()
    };
    block_on(w.tabletop.list_games(&filter, 20, None))
        .unwrap()
        .items
        .into_iter()
        .map(|(_, g)| g.id)
        .collect()
}

fn options() -> crate::catalog::AnyOptions {
    GameKind::KingOfTokyo.default_options()
}

#[test]
fn an_invitation_code_admits_its_holders_only_and_is_stored_nowhere_readable() {
    let w = world();
    let (alice, bob, carol) = players(&w);
    let t = &w.tabletop;
    let (game, code) = block_on(t.create_private_game(&alice, options(), 3, None)).unwrap();
    assert!(game.invitation.is_some());

    let err = block_on(t.join_game(&bob, game.id, None)).unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN", "{err}");
    let err = block_on(t.join_game_with(&bob, game.id, None, Some("WRONGCODE123"))).unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN");
    let typed = code.to_lowercase();
    let (_, seat) = block_on(t.join_game_with(&bob, game.id, None, Some(&typed))).unwrap();
    assert_eq!(seat, Seat(0));
    block_on(t.join_game(&alice, game.id, None)).expect("the creator needs no code");
    assert_eq!(
        block_on(t.join_game_with(&carol, game.id, None, Some(&code)))
            .unwrap()
            .1,
        Seat(2)
    );

    let stored = block_on(w.store.read_stream(game.id, 0, None)).unwrap();
    let hash = stored[0].payload["invitation"]
        .as_str()
        .expect("the hash is stored");
    assert_ne!(hash, code);
    assert!(
        stored
            .iter()
            .all(|e| !e.payload.to_string().contains(&code))
    );
    let created = decode(&stored[0]).unwrap();
    let shown = created.redact(crate::engine::Viewer::Spectator, true);
    let (_, _, payload) = shown.to_stored();
    assert!(payload.get("invitation").is_none(), "{payload}");
    assert!(
        joinable(&w).is_empty(),
        "a private table is never listed as joinable"
    );
}

#[test]
fn leaving_frees_the_seat_and_a_cancelled_table_takes_no_more_players() {
    let w = world();
    let (alice, bob, carol) = players(&w);
    let t = &w.tabletop;
    let game = block_on(t.create_game(&alice, options(), 2, None)).unwrap();
    assert_eq!(joinable(&w), [game.id]);
    block_on(t.join_game(&bob, game.id, None)).unwrap();
    block_on(t.join_game(&carol, game.id, None)).unwrap();
    assert!(joinable(&w).is_empty(), "a full table is not joinable");

    let err = block_on(t.leave_game(&alice, game.id)).unwrap_err();
    assert_eq!(err.code(), "RULE_VIOLATION");
    let left = block_on(t.leave_game(&bob, game.id)).unwrap();
    assert!(left.seats[0].is_none());
    assert_eq!(joinable(&w), [game.id]);
    assert_eq!(
        block_on(t.join_game(&alice, game.id, None)).unwrap().1,
        Seat(0)
    );

    let err = block_on(t.cancel_game(&carol, game.id)).unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN");
    let cancelled = block_on(t.cancel_game(&alice, game.id)).unwrap();
    assert_eq!(cancelled.status(), GameStatus::Cancelled);
    for err in [
        block_on(t.start_game(&alice, game.id)).unwrap_err(),
        block_on(t.leave_game(&carol, game.id)).unwrap_err(),
        block_on(t.cancel_game(&alice, game.id)).unwrap_err(),
    ] {
        assert_eq!(
            err.to_string(),
            "GAME_CANCELLED: This table was cancelled by its creator"
        );
    }
    let filter = GameFilter {
        status: Some(GameStatus::Cancelled),
        ..GameFilter::default()
    };
    let listed = block_on(t.list_games(&filter, 20, None)).unwrap();
    assert_eq!(listed.items.len(), 1);
}

#[test]
fn nobody_leaves_or_cancels_a_started_game() {
    let w = world();
    let (id, players) = super::started_table(&w);
    let t = &w.tabletop;
    let err = block_on(t.leave_game(&players[1], id)).unwrap_err();
    assert_eq!(err.code(), "RULE_VIOLATION");
    assert!(err.to_string().contains("started"), "{err}");
    let err = block_on(t.cancel_game(&players[0], id)).unwrap_err();
    assert!(err.to_string().contains("started"), "{err}");
}
