//! Live delivery: stored events first, then new ones as they are committed.
//!
//! A wake-up (in-process broadcast or PostgreSQL NOTIFY) only says "look again"; events are
//! always read from the store after the last version delivered, so a subscriber sees every
//! version once, in order, whichever process appended it and however late it woke up.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant, SystemTime};

use domain::app::{AppError, GameSession, StoredEvent, StreamEvent, Tabletop, Wakeup};
use domain::engine::Viewer;
use futures::FutureExt;
use futures::stream::{BoxStream, Stream, StreamExt};
use tokio::sync::OnceCell;
use uuid::Uuid;

use crate::lifecycle::Shutdown;
use crate::redacted::RedactedEvent;

/// How many events one store read brings.
const READ_BATCH: u64 = 256;
/// Re-read even without a wake-up this often, in case a notification was lost.
const POLL_FALLBACK: Duration = Duration::from_secs(2);
/// A fallback poll may share a read that started this recently: the poll only guards
/// against a lost notification, so a read this old is as good as a new one.
const POLL_SHARING: Duration = Duration::from_millis(200);
/// Finished reads are forgotten once they are this old and the table has grown.
const KEEP_READS_FOR: Duration = Duration::from_secs(5);
const PRUNE_AT: usize = 1024;

/// One store read's events, in order, shared by every subscriber it is delivered to.
pub type EventBatch = Arc<[Arc<SharedEvent>]>;

/// One stored event as every subscriber of this process shares it: read once, and redacted
/// once per viewer. Without it each of N subscribers cloned, redacted and re-serialised the
/// same event (BENCHMARKS.md, fan-out profile).
pub struct SharedEvent {
    pub stored: StoredEvent,
    pub event: StreamEvent,
    /// `stored.recorded_at`, read once for every subscriber's fan-out delay.
    pub recorded: Option<SystemTime>,
    /// The event as each viewer may see it, made by the first subscriber with that viewer
    /// (a game has a few seats and spectators, so a short list).
    redacted: Mutex<Vec<(Viewer, Arc<RedactedEvent>)>>,
}

impl SharedEvent {
    fn new((stored, event): (StoredEvent, StreamEvent)) -> Arc<SharedEvent> {
        let recorded = chrono::DateTime::parse_from_rfc3339(&stored.recorded_at)
            .ok()
            .map(SystemTime::from);
        Arc::new(SharedEvent {
            stored,
            event,
            recorded,
            redacted: Mutex::new(Vec::new()),
        })
    }

    /// The event as `viewer` may see it (live events: the game is not over for them; the
    /// seed stays hidden).
    pub fn redacted(&self, viewer: Viewer) -> Arc<RedactedEvent> {
        let mut made = self.redacted.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, event)) = made.iter().find(|(v, _)| *v == viewer) {
            return event.clone();
        }
        let event = RedactedEvent::new(&self.stored, &self.event, viewer, false);
        made.push((viewer, event.clone()));
        event
    }
}

/// Store reads shared by every subscriber in this process.
///
/// Without it each subscriber reads the store on each wake-up, so one command to a game
/// watched by N subscribers costs N identical reads and a large audience exhausts the
/// connection pool. With it the subscribers of a game that wake for the same version share
/// one read (and the views share one folded session).
#[derive(Clone, Default)]
pub struct SharedReads {
    known: Arc<KnownVersions>,
    events: Arc<Flights<(Uuid, u64), EventBatch>>,
    sessions: Arc<Flights<Uuid, Arc<GameSession>>>,
}

/// The highest version each stream is known to have reached (from wake-ups), shared by
/// every kind of read.
#[derive(Default)]
struct KnownVersions(Mutex<HashMap<Uuid, u64>>);

impl KnownVersions {
    /// Remember that `game` reached `version` (a wake-up said so).
    fn learn(&self, game: Uuid, version: u64) {
        let mut known = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if known.len() >= PRUNE_AT && !known.contains_key(&game) {
            known.clear();
        }
        let entry = known.entry(game).or_insert(0);
        *entry = (*entry).max(version);
    }

    fn of(&self, game: Uuid) -> u64 {
        let known = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        known.get(&game).copied().unwrap_or(0)
    }
}

/// What a reader needs from a shared read so that it misses nothing.
#[derive(Debug, Clone, Copy)]
enum Freshness {
    /// Started after this process learned of this version of the stream (a wake-up).
    Knows(u64),
    /// Started after this instant (the first read of a subscription).
    StartedAfter(Instant),
}

/// In-flight and recent reads by key. A reader joins a read that is fresh enough for it,
/// or starts a new one that later readers can join.
struct Flights<K, V> {
    flights: Mutex<HashMap<K, Arc<Flight<V>>>>,
}

struct Flight<V> {
    started: Instant,
    known: u64,
    result: OnceCell<Result<V, AppError>>,
}

impl<K, V> Default for Flights<K, V> {
    fn default() -> Self {
        Flights {
            flights: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Hash + Eq + Copy, V: Clone> Flights<K, V> {
    async fn read<F, Fut>(
        &self,
        key: K,
        known: u64,
        need: Freshness,
        read: F,
    ) -> Result<V, AppError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<V, AppError>>,
    {
        let flight = self.flight(key, known, need);
        flight.result.get_or_init(read).await.clone()
    }

    /// `known`: what this process knew of the stream when the read was asked for (read
    /// before the flight starts, so a flight records at most what was known when it started).
    fn flight(&self, key: K, known: u64, need: Freshness) -> Arc<Flight<V>> {
        let mut flights = self.flights.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(flight) = flights.get(&key) {
            let fresh = match need {
                Freshness::Knows(version) => flight.known >= version,
                Freshness::StartedAfter(instant) => flight.started >= instant,
            };
            if fresh {
                return flight.clone();
            }
        }
        if flights.len() >= PRUNE_AT {
            flights.retain(|_, f| f.started.elapsed() < KEEP_READS_FOR);
        }
        let flight = Arc::new(Flight {
            started: Instant::now(),
            known,
            result: OnceCell::new(),
        });
        flights.insert(key, flight.clone());
        flight
    }
}

impl SharedReads {
    async fn events(
        &self,
        tabletop: &Tabletop,
        game: Uuid,
        after: u64,
        need: Freshness,
    ) -> Result<EventBatch, AppError> {
        self.events
            .read((game, after), self.known.of(game), need, || async {
                tabletop
                    .events(game, after, READ_BATCH)
                    .await
                    .map(|events| events.into_iter().map(SharedEvent::new).collect())
            })
            .await
    }

    async fn session(
        &self,
        tabletop: &Tabletop,
        game: Uuid,
        need: Freshness,
    ) -> Result<Arc<GameSession>, AppError> {
        self.sessions
            .read(game, self.known.of(game), need, || async {
                tabletop.load(game).await.map(Arc::new)
            })
            .await
    }

    fn learn(&self, wakeup: &Wakeup) {
        self.known.learn(wakeup.stream_id, wakeup.version);
    }
}

struct Feed {
    tabletop: Tabletop,
    reads: SharedReads,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
    delivered: u64,
    need: Freshness,
    failed: bool,
}

impl Feed {
    fn new(
        tabletop: Tabletop,
        reads: SharedReads,
        wakeups: BoxStream<'static, Wakeup>,
        game_id: Uuid,
        delivered: u64,
    ) -> Feed {
        Feed {
            tabletop,
            reads,
            wakeups,
            game_id,
            delivered,
            need: Freshness::StartedAfter(Instant::now()),
            failed: false,
        }
    }

    /// Until a wake-up for this game, or the fallback poll interval; then says how fresh
    /// the next read must be.
    async fn wait(&mut self) {
        let game_id = self.game_id;
        let delivered = self.delivered;
        let reads = &self.reads;
        let woken = async {
            while let Some(w) = self.wakeups.next().await {
                if w.stream_id == game_id && w.version > delivered {
                    reads.learn(&w);
                    return w.version;
                }
            }
            // The bus is gone; fall back to polling.
            futures::future::pending::<u64>().await
        };
        self.need = match tokio::time::timeout(POLL_FALLBACK, woken).await {
            Ok(version) => Freshness::Knows(version),
            Err(_) => Freshness::StartedAfter(
                Instant::now()
                    .checked_sub(POLL_SHARING)
                    .unwrap_or_else(Instant::now),
            ),
        };
    }
}

/// The events of `game_id` after version `after`, a store read at a time (at most
/// [`READ_BATCH`] events, in order), then each new read as appends are stored, forever.
/// A read never splits an append: appends commit whole. Ends after yielding one error if
/// the store fails.
pub fn batches_after(
    tabletop: Tabletop,
    reads: SharedReads,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
    after: u64,
) -> impl Stream<Item = Result<EventBatch, AppError>> {
    let feed = Feed::new(tabletop, reads, wakeups, game_id, after);
    reads_after(
        feed,
        |feed| {
            let (tabletop, reads) = (feed.tabletop.clone(), feed.reads.clone());
            let (game, after, need) = (feed.game_id, feed.delivered, feed.need);
            async move { reads.events(&tabletop, game, after, need).await }.boxed()
        },
        |events| events.last().map(|e| e.stored.version),
    )
}

/// The events of campaign `campaign_id` after version `after`, a store read at a time,
/// then each new read as appends are stored, forever: as [`batches_after`], one event at a
/// time. A campaign's stream is short and watched by few, so its reads are not shared.
pub fn campaign_events_after(
    tabletop: Tabletop,
    wakeups: BoxStream<'static, Wakeup>,
    campaign_id: Uuid,
    after: u64,
) -> impl Stream<Item = Result<StoredEvent, AppError>> {
    let feed = Feed::new(
        tabletop,
        SharedReads::default(),
        wakeups,
        campaign_id,
        after,
    );
    reads_after(
        feed,
        |feed| {
            let tabletop = feed.tabletop.clone();
            let (campaign, after) = (feed.game_id, feed.delivered);
            async move {
                tabletop
                    .campaign_events(campaign, after, Some(READ_BATCH))
                    .await
            }
            .boxed()
        },
        |events: &Vec<StoredEvent>| events.last().map(|e| e.version),
    )
    .flat_map(|batch| {
        let events: Vec<_> = match batch {
            Ok(events) => events.into_iter().map(Ok).collect(),
            Err(e) => vec![Err(e)],
        };
        futures::stream::iter(events)
    })
}

/// Each non-empty `read` of the stream after what was delivered, waiting for a wake-up
/// (or the fallback poll) whenever a read finds nothing new; `last` says the version a
/// batch ends at. Ends after yielding one error.
fn reads_after<B, R>(
    feed: Feed,
    read: R,
    last: fn(&B) -> Option<u64>,
) -> impl Stream<Item = Result<B, AppError>>
where
    R: Fn(&Feed) -> futures::future::BoxFuture<'static, Result<B, AppError>>,
{
    futures::stream::unfold((feed, read), move |(mut feed, read)| async move {
        if feed.failed {
            return None;
        }
        loop {
            match read(&feed).await {
                Err(e) => {
                    feed.failed = true;
                    return Some((Err(e), (feed, read)));
                }
                Ok(batch) => match last(&batch) {
                    Some(version) => {
                        feed.delivered = version;
                        return Some((Ok(batch), (feed, read)));
                    }
                    None => feed.wait().await,
                },
            }
        }
    })
}

/// Every event of `game_id` after version `after`, then each new one, forever: the
/// batches of [`batches_after`] one event at a time. The next batch is read only once this
/// one is delivered. Ends after yielding one error if the store fails.
pub fn events_after(
    tabletop: Tabletop,
    reads: SharedReads,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
    after: u64,
) -> impl Stream<Item = Result<Arc<SharedEvent>, AppError>> {
    batches_after(tabletop, reads, wakeups, game_id, after).flat_map(|batch| {
        let events: Vec<_> = match batch {
            Ok(events) => events.iter().cloned().map(Ok).collect(),
            Err(e) => vec![Err(e)],
        };
        futures::stream::iter(events)
    })
}

/// The game after each change, starting with its current state.
pub fn sessions(
    tabletop: Tabletop,
    reads: SharedReads,
    wakeups: BoxStream<'static, Wakeup>,
    game_id: Uuid,
) -> impl Stream<Item = Result<Arc<GameSession>, AppError>> {
    let feed = Feed::new(tabletop, reads, wakeups, game_id, 0);
    futures::stream::unfold(feed, |mut feed| async move {
        if feed.failed {
            return None;
        }
        loop {
            let read = feed
                .reads
                .session(&feed.tabletop, feed.game_id, feed.need)
                .await;
            match read {
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

    /// A slot, or a refusal when the connection already has `max` open.
    pub fn acquire(&self) -> Result<SlotGuard, TooManySubscriptions> {
        if self.open.fetch_add(1, Ordering::SeqCst) >= self.max {
            self.open.fetch_sub(1, Ordering::SeqCst);
            return Err(TooManySubscriptions { max: self.max });
        }
        Ok(SlotGuard(self.open.clone()))
    }
}

/// A connection asked for one subscription more than it may hold open.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "this connection already has {max} subscriptions open; complete one first or open another connection"
)]
pub struct TooManySubscriptions {
    pub max: usize,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A read that counts how often it runs and yields until every reader has joined.
    async fn counted(reads: &AtomicUsize, value: u64) -> Result<u64, AppError> {
        reads.fetch_add(1, Ordering::SeqCst);
        tokio::task::yield_now().await;
        Ok(value)
    }

    #[tokio::test]
    async fn subscribers_woken_for_the_same_version_share_one_read() {
        let flights = Arc::new(Flights::<(Uuid, u64), u64>::default());
        let reads = Arc::new(AtomicUsize::new(0));
        let (game, known) = (Uuid::new_v4(), KnownVersions::default());
        known.learn(game, 7);
        let seven = known.of(game);
        let readers: Vec<_> = (0..100)
            .map(|_| {
                let (flights, reads) = (flights.clone(), reads.clone());
                tokio::spawn(async move {
                    flights
                        .read((game, 6), seven, Freshness::Knows(7), || counted(&reads, 7))
                        .await
                })
            })
            .collect();
        for reader in readers {
            assert_eq!(reader.await.unwrap(), Ok(7));
        }
        assert_eq!(reads.load(Ordering::SeqCst), 1);
    }

    #[tokio::test]
    async fn a_newer_version_is_never_served_from_an_older_read() {
        let flights = Flights::<(Uuid, u64), u64>::default();
        let reads = AtomicUsize::new(0);
        let (game, known) = (Uuid::new_v4(), KnownVersions::default());
        known.learn(game, 7);
        let old = flights
            .read((game, 6), known.of(game), Freshness::Knows(7), || {
                counted(&reads, 7)
            })
            .await;
        known.learn(game, 8);
        let new = flights
            .read((game, 6), known.of(game), Freshness::Knows(8), || {
                counted(&reads, 8)
            })
            .await;
        assert_eq!((old, new), (Ok(7), Ok(8)));
        assert_eq!(reads.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn a_first_read_never_uses_a_read_that_started_before_the_subscription() {
        let flights = Flights::<(Uuid, u64), u64>::default();
        let reads = AtomicUsize::new(0);
        let game = Uuid::new_v4();
        let earlier = flights
            .read(
                (game, 0),
                0,
                Freshness::StartedAfter(Instant::now()),
                || counted(&reads, 1),
            )
            .await;
        tokio::time::sleep(Duration::from_millis(2)).await;
        let later = flights
            .read(
                (game, 0),
                0,
                Freshness::StartedAfter(Instant::now()),
                || counted(&reads, 2),
            )
            .await;
        assert_eq!((earlier, later), (Ok(1), Ok(2)));
        assert_eq!(reads.load(Ordering::SeqCst), 2);
    }
}
