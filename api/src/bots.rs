//! Keeps server-played seats moving: after every commit, from any process, and for games
//! left waiting on a bot when a server stopped.

use domain::app::{GameFilter, GameStatus, Tabletop};
use futures::StreamExt;

/// Drive the bots of every game that wakes up, for as long as the server runs.
pub fn spawn_driver(tabletop: Tabletop) {
    let mut wakeups = tabletop.wakeups();
    let resume = tabletop.clone();
    tokio::spawn(async move { resume_waiting_games(&resume).await });
    tokio::spawn(async move {
        while let Some(wakeup) = wakeups.next().await {
            if let Err(e) = tabletop.drive_bots_after(wakeup).await {
                tracing::warn!(game = %wakeup.stream_id, error = ?e, "bots could not move");
            }
        }
    });
}

/// Games in progress may wait on a bot if a server stopped between a human's move and the
/// bots' answers; give each one a push at start-up.
async fn resume_waiting_games(tabletop: &Tabletop) {
    let filter = GameFilter {
        status: Some(GameStatus::InProgress),
        ..GameFilter::default()
    };
    let mut after: Option<String> = None;
    loop {
        let page = match tabletop.list_games(&filter, 200, after.as_deref()).await {
            Ok(page) => page,
            Err(e) => {
                // Debug, not Display: the cause, which the error's message keeps from clients.
                tracing::warn!(error = ?e, "could not list games to resume their bots");
                return;
            }
        };
        for (_, game) in &page.items {
            if let Err(e) = tabletop.drive_bots(game.id).await {
                tracing::warn!(game = %game.id, error = ?e, "bots could not move");
            }
        }
        if !page.has_next_page {
            return;
        }
        after = page.items.last().map(|(cursor, _)| cursor.clone());
    }
}
