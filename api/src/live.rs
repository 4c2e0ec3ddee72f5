//! Live delivery: stored events first, then new ones as they are committed.
//!
//! A wake-up (in-process broadcast or PostgreSQL NOTIFY) only says "look again"; events are
//! always read from the store after the last version delivered, so a subscriber sees every
//! version once, in order, whichever process appended it and however late it woke up.

use std::collections::VecDeque;
use std::time::Duration;

use domain::app::{AppError, GameSession, StoredEvent, StreamEvent, Tabletop, Wakeup};
use futures::stream::{BoxStream, Stream, StreamExt};
use uuid::Uuid;

/// How many events one store read brings.
const READ_BATCH: u64 = 256;
/// Re-read even without a wake-up this often, in case a notification was lost.
const POLL_FALLBACK: Duration = Duration::from_secs(2);

struct Feed {
    tabletop: Tabletop,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
    delivered: u64,
    buffer: VecDeque<(StoredEvent, StreamEvent)>,
    failed: bool,
}

/// Every event of `game_id` after version `after`, then each new one, forever.
/// Ends after yielding one error if the store fails.
pub fn events_after(
    tabletop: Tabletop,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
    after: u64,
) -> impl Stream<Item = Result<(StoredEvent, StreamEvent), AppError>> {
    let feed = Feed {
        tabletop,
        wakeups,
        game_id,
        delivered: after,
        buffer: VecDeque::new(),
        failed: false,
    };
    futures::stream::unfold(feed, |mut feed| async move {
        loop {
            if let Some(next) = feed.buffer.pop_front() {
                return Some((Ok(next), feed));
            }
            if feed.failed {
                return None;
            }
            match feed
                .tabletop
                .events(feed.game_id, feed.delivered, READ_BATCH)
                .await
            {
                Err(e) => {
                    feed.failed = true;
                    return Some((Err(e), feed));
                }
                Ok(events) if !events.is_empty() => {
                    feed.delivered = events.last().map_or(feed.delivered, |(s, _)| s.version);
                    feed.buffer.extend(events);
                }
                Ok(_) => feed.wait().await,
            }
        }
    })
}

/// The game after each change, starting with its current state.
pub fn sessions(
    tabletop: Tabletop,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
) -> impl Stream<Item = Result<GameSession, AppError>> {
    let feed = Feed {
        tabletop,
        wakeups,
        game_id,
        delivered: 0,
        buffer: VecDeque::new(),
        failed: false,
    };
    futures::stream::unfold(feed, |mut feed| async move {
        if feed.failed {
            return None;
        }
        loop {
            match feed.tabletop.load(feed.game_id).await {
                Err(e) => {
                    feed.failed = true;
                    return Some((Err(e), feed));
                }
                Ok(session) if session.version > feed.delivered => {
                    feed.delivered = session.version;
                    return Some((Ok(session), feed));
                }
                Ok(_) => feed.wait().await,
            }
        }
    })
}

impl Feed {
    /// Until a wake-up for this game, or the fallback poll interval.
    async fn wait(&mut self) {
        let game_id = self.game_id;
        let delivered = self.delivered;
        let woken = async {
            while let Some(w) = self.wakeups.next().await {
                if w.stream_id == game_id && w.version > delivered {
                    return;
                }
            }
            // The bus is gone; fall back to polling.
            futures::future::pending::<()>().await
        };
        let _ = tokio::time::timeout(POLL_FALLBACK, woken).await;
    }
}
