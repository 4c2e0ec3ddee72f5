//! Live delivery: stored events first, then new ones as they are committed.
//!
//! A wake-up (in-process broadcast or PostgreSQL NOTIFY) only says "look again"; events are
//! always read from the store after the last version delivered, so a subscriber sees every
//! version once, in order, whichever process appended it and however late it woke up.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use domain::app::{AppError, GameSession, StoredEvent, StreamEvent, Tabletop, Wakeup};
use futures::stream::{BoxStream, Stream, StreamExt};
use uuid::Uuid;

use crate::graphql::coded_error;
use crate::startup::Shutdown;

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

/// The subscriptions open on one websocket connection, up to a maximum.
#[derive(Clone)]
pub struct SubscriptionSlots {
    open: Arc<AtomicUsize>,
    max: usize,
}

/// One open subscription; frees its slot when the subscription's stream is dropped.
pub struct SlotGuard(Arc<AtomicUsize>);

impl Drop for SlotGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl SubscriptionSlots {
    pub fn new(max: usize) -> SubscriptionSlots {
        SubscriptionSlots {
            open: Arc::new(AtomicUsize::new(0)),
            max,
        }
    }

    /// A slot, or `TOO_MANY_SUBSCRIPTIONS` when the connection already has `max` open.
    pub fn acquire(&self) -> async_graphql::Result<SlotGuard> {
        if self.open.fetch_add(1, Ordering::SeqCst) >= self.max {
            self.open.fetch_sub(1, Ordering::SeqCst);
            return Err(coded_error(
                "TOO_MANY_SUBSCRIPTIONS",
                format!(
                    "this connection already has {} subscriptions open; complete one first or open another connection",
                    self.max
                ),
            ));
        }
        Ok(SlotGuard(self.open.clone()))
    }
}

/// A subscription's stream as served: it holds its connection slot while it runs and ends
/// (the client receives `complete`) when the server shuts down.
///
/// Nothing is buffered per subscriber beyond one store read ([`READ_BATCH`] events): the
/// feed reads the store only when the websocket asks for the next item, and the websocket
/// asks only when the connection can take more. A subscriber that falls behind therefore
/// costs no memory; it simply catches up from the store, with no gap.
pub fn served<S>(
    stream: S,
    slot: Option<SlotGuard>,
    shutdown: Option<Shutdown>,
) -> impl Stream<Item = S::Item> + Send + 'static
where
    S: Stream + Send + 'static,
{
    let stop = async move {
        match shutdown {
            Some(shutdown) => shutdown.wait().await,
            None => futures::future::pending::<()>().await,
        }
    };
    stream.take_until(Box::pin(stop)).map(move |item| {
        let _held = &slot;
        item
    })
}
