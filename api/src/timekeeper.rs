//! Runs turn clocks out. Every process keeps a timer per game whose clock runs, set again
//! on each of the game's wake-ups (from any process), and looks at every game in play when
//! it starts, so a deadline that passed while no server ran is handled after the restart.
//! Several processes may fire for the same deadline: the expiry is stored once
//! (`Tabletop::expire_overdue`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use domain::app::Tabletop;
use futures::StreamExt;
use futures::future::BoxFuture;
use uuid::Uuid;

/// A timer that fires a little early finds nothing due and sets itself again; this keeps
/// such a loop from spinning.
const MIN_WAIT: Duration = Duration::from_millis(20);
/// Timers look again at least this often, so no deadline depends on one long sleep.
const MAX_WAIT: Duration = Duration::from_secs(3600);

/// The timers of one process: per game, the generation of its current timer. A timer
/// whose generation is no longer current was replaced and ends quietly.
#[derive(Clone, Default)]
struct Timers(Arc<Mutex<HashMap<Uuid, u64>>>);

impl Timers {
    fn renew(&self, game_id: Uuid) -> u64 {
        let mut timers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let generation = timers.get(&game_id).map_or(0, |g| g + 1);
        timers.insert(game_id, generation);
        generation
    }

    fn is_current(&self, game_id: Uuid, generation: u64) -> bool {
        let timers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        timers.get(&game_id) == Some(&generation)
    }

    fn forget(&self, game_id: Uuid, generation: u64) {
        let mut timers = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if timers.get(&game_id) == Some(&generation) {
            timers.remove(&game_id);
        }
    }
}

/// Keep every running clock's timer for as long as the server runs.
pub fn spawn_timekeeper(tabletop: Tabletop) {
    let timers = Timers::default();
    let mut wakeups = tabletop.wakeups();
    let (resume, resume_timers) = (tabletop.clone(), timers.clone());
    tokio::spawn(async move { look_at_games_in_play(&resume, &resume_timers).await });
    tokio::spawn(async move {
        while let Some(wakeup) = wakeups.next().await {
            set_timer(&tabletop, &timers, wakeup.stream_id, wakeup.version).await;
        }
    });
}

/// Set (or replace) the timer of `game_id` for its next deadline, if a clock runs. Boxed:
/// a timer sets the next one when it has fired.
fn set_timer<'a>(
    tabletop: &'a Tabletop,
    timers: &'a Timers,
    game_id: Uuid,
    version: u64,
) -> BoxFuture<'a, ()> {
    Box::pin(async move {
        let generation = timers.renew(game_id);
        let wait = match tabletop.time_to_next_deadline(game_id, version).await {
            Ok(Some(wait)) => wait,
            Ok(None) => return timers.forget(game_id, generation),
            Err(e) => {
                tracing::warn!(game = %game_id, error = ?e, "could not read the game's clocks");
                return timers.forget(game_id, generation);
            }
        };
        let (tabletop, timers) = (tabletop.clone(), timers.clone());
        tokio::spawn(async move {
            tokio::time::sleep(wait.clamp(MIN_WAIT, MAX_WAIT)).await;
            if !timers.is_current(game_id, generation) {
                return;
            }
            match tabletop.expire_overdue(game_id).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(game = %game_id, expired = n, "clocks ran out"),
                Err(e) => tracing::warn!(game = %game_id, error = ?e, "could not run a clock out"),
            }
            // Nothing due yet (the timer woke early), or the next clock now runs.
            set_timer(&tabletop, &timers, game_id, 0).await;
        });
    })
}

/// Set a timer for every game in play: a deadline that passed while no server ran is
/// handled now.
async fn look_at_games_in_play(tabletop: &Tabletop, timers: &Timers) {
    match tabletop.games_in_play().await {
        Ok(games) => {
            for game in games {
                set_timer(tabletop, timers, game, 0).await;
            }
        }
        Err(e) => tracing::warn!(error = ?e, "could not list games to look at their clocks"),
    }
}
