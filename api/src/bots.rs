//! Keeps server-played seats moving: after every commit, from any process, and for games
//! left waiting on a bot when a server stopped.

use domain::app::Tabletop;
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
    let games = match tabletop.games_in_play().await {
        Ok(games) => games,
        Err(e) => {
            // Debug, not Display: the cause, which the error's message keeps from clients.
            tracing::warn!(error = ?e, "could not list games to resume their bots");
            return;
        }
    };
    for game in games {
        if let Err(e) = tabletop.drive_bots(game).await {
            tracing::warn!(game = %game, error = ?e, "bots could not move");
        }
    }
}
