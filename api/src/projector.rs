//! The history projector's loop: every second, count the finished games whose end has
//! settled (domain `app::history`). Every server process runs one; the store lets one
//! count at a time, and a game counted by one is skipped by the others.

use std::time::Duration;

use domain::app::Tabletop;

/// How often the projector looks for finished games.
const EVERY: Duration = Duration::from_secs(1);

pub fn spawn_projector(tabletop: Tabletop) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match tabletop.count_finished_games().await {
                Ok(run) if run.counted > 0 || !run.recounted.is_empty() => tracing::info!(
                    counted = run.counted,
                    recounted = ?run.recounted,
                    "finished games counted into history"
                ),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = ?e, "could not count finished games"),
            }
        }
    });
}
