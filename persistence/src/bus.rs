//! Wake-ups for live delivery.
//!
//! A wake-up only says "stream S has events up to version V"; subscribers re-read the
//! store from the last version they delivered, so a lost, repeated or late wake-up costs a
//! query, never correctness. That is why this module is allowed to be lossy:
//!
//! - every append committed by this process is broadcast in-process;
//! - on PostgreSQL the append transaction also runs `pg_notify` (delivered only on commit),
//!   and a background task LISTENs and forwards the notifications of other instances. It
//!   recognises this instance's own by their (stream, version), which only one append can
//!   produce, so local subscribers are not woken twice for one append;
//! - a subscriber that falls more than [`CAPACITY`] wake-ups behind skips the ones it
//!   missed instead of failing.
//!
//! The same listener hears token revocations ([`TOKENS_CHANNEL`]) for the token cache,
//! which, unlike wake-ups, must not miss one: it is told whenever the listener is in place
//! and whenever it is not (see `token_cache.rs`).

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use domain::app::Wakeup;
use futures::StreamExt;
use futures::stream::BoxStream;
use sea_orm::sqlx::postgres::PgListener;
use tokio::sync::{broadcast, oneshot};
use tokio::task::JoinHandle;
use tracing::{debug, info, warn};
use uuid::Uuid;

use crate::token_cache::{TOKENS_CHANNEL, TokenCache};

/// The PostgreSQL NOTIFY channel appends announce themselves on.
pub const CHANNEL: &str = "tabletop_events";

/// Wake-ups buffered per subscriber before it starts skipping.
const CAPACITY: usize = 1024;
const MIN_BACKOFF: Duration = Duration::from_millis(250);
const MAX_BACKOFF: Duration = Duration::from_secs(30);
/// How long `connect` waits for the first LISTEN before going on without it.
const LISTEN_READY_TIMEOUT: Duration = Duration::from_secs(5);

pub(crate) struct Bus {
    sender: broadcast::Sender<Wakeup>,
    listener: Option<JoinHandle<()>>,
    own: Arc<Mutex<OwnNotifications>>,
    tokens: Arc<TokenCache>,
}

/// Notifications this instance is about to send, so its listener can skip them (the
/// in-process broadcast already delivered them). Bounded: entries whose notification never
/// arrives (a failed commit, a listener outage) are evicted oldest first.
#[derive(Default)]
struct OwnNotifications {
    order: VecDeque<(Uuid, u64)>,
    pending: HashSet<(Uuid, u64)>,
}

impl OwnNotifications {
    fn expect(&mut self, key: (Uuid, u64)) {
        if self.pending.insert(key) {
            self.order.push_back(key);
        }
        while self.order.len() > CAPACITY {
            if let Some(old) = self.order.pop_front() {
                self.pending.remove(&old);
            }
        }
    }

    /// True (once) if `key` is a notification this instance sent.
    fn take(&mut self, key: (Uuid, u64)) -> bool {
        let ours = self.pending.remove(&key);
        if ours {
            self.order.retain(|k| *k != key);
        }
        ours
    }
}

impl Bus {
    pub(crate) fn in_process() -> Self {
        let (sender, _) = broadcast::channel(CAPACITY);
        Self {
            sender,
            listener: None,
            own: Arc::default(),
            tokens: Arc::default(),
        }
    }

    /// An in-process bus fed also by PostgreSQL notifications from every instance.
    ///
    /// Waits (briefly) until the first LISTEN is in place, so that an append made right after
    /// `connect` returns is not missed by this instance's subscribers.
    pub(crate) async fn with_postgres_listener(url: String) -> Self {
        let mut bus = Self::in_process();
        let (ready_tx, ready_rx) = oneshot::channel();
        let forward = Forward {
            sender: bus.sender.clone(),
            own: bus.own.clone(),
            tokens: bus.tokens.clone(),
        };
        bus.listener = Some(tokio::spawn(listen(url, forward, ready_tx)));
        if tokio::time::timeout(LISTEN_READY_TIMEOUT, ready_rx)
            .await
            .is_err()
        {
            warn!(
                "LISTEN {CHANNEL} is not in place yet; live updates from other instances may be late"
            );
        }
        bus
    }

    /// Call before committing an append that notifies `wakeup`, so the listener does not
    /// deliver it a second time.
    pub(crate) fn expect_own_notification(&self, wakeup: Wakeup) {
        if self.listener.is_some() {
            lock(&self.own).expect((wakeup.stream_id, wakeup.version));
        }
    }

    pub(crate) fn publish(&self, wakeup: Wakeup) {
        // An error only means nobody is subscribed right now.
        let _ = self.sender.send(wakeup);
    }

    pub(crate) fn subscribe(&self) -> BoxStream<'static, Wakeup> {
        futures::stream::unfold(self.sender.subscribe(), |mut rx| async move {
            loop {
                match rx.recv().await {
                    Ok(wakeup) => return Some((wakeup, rx)),
                    Err(broadcast::error::RecvError::Lagged(skipped)) => {
                        debug!(skipped, "a wake-up subscriber lagged; skipping ahead");
                    }
                    Err(broadcast::error::RecvError::Closed) => return None,
                }
            }
        })
        .boxed()
    }

    /// Bearer tokens looked up recently; served only while the listener hears revocations.
    pub(crate) fn tokens(&self) -> &TokenCache {
        &self.tokens
    }

    pub(crate) fn stop(&self) {
        if let Some(listener) = &self.listener {
            listener.abort();
        }
        self.tokens.gap(false);
    }
}

impl Drop for Bus {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The set is only ever left consistent, so a panic elsewhere while holding the lock does
/// not make it unusable.
fn lock(own: &Mutex<OwnNotifications>) -> std::sync::MutexGuard<'_, OwnNotifications> {
    own.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Where the listener delivers.
struct Forward {
    sender: broadcast::Sender<Wakeup>,
    own: Arc<Mutex<OwnNotifications>>,
    tokens: Arc<TokenCache>,
}

impl Forward {
    fn deliver(&self, channel: &str, payload: &str) {
        if channel == TOKENS_CHANNEL {
            self.tokens.revoke(payload);
            return;
        }
        match parse_payload(payload) {
            Some(wakeup) if lock(&self.own).take((wakeup.stream_id, wakeup.version)) => {}
            Some(wakeup) => {
                let _ = self.sender.send(wakeup);
            }
            None => debug!(payload, "ignoring a foreign notification"),
        }
    }
}

/// `<stream_id>:<version>`, as sent by the append transaction.
pub(crate) fn notify_payload(wakeup: Wakeup) -> String {
    format!("{}:{}", wakeup.stream_id, wakeup.version)
}

fn parse_payload(payload: &str) -> Option<Wakeup> {
    let (stream_id, version) = payload.split_once(':')?;
    Some(Wakeup {
        stream_id: Uuid::parse_str(stream_id).ok()?,
        version: version.parse().ok()?,
    })
}

/// Forward notifications until aborted, reconnecting with backoff whenever the listening
/// connection fails.
async fn listen(url: String, forward: Forward, ready: oneshot::Sender<()>) {
    let mut ready = Some(ready);
    let mut backoff = MIN_BACKOFF;
    loop {
        let err = listen_until_error(&url, &forward, &mut ready, &mut backoff).await;
        forward.tokens.gap(false);
        warn!(error = %err, retry_in = ?backoff, "listening for {CHANNEL} failed");
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

async fn listen_until_error(
    url: &str,
    forward: &Forward,
    ready: &mut Option<oneshot::Sender<()>>,
    backoff: &mut Duration,
) -> sea_orm::sqlx::Error {
    // A dedicated connection (PgListener keeps its own one-connection pool), so listening
    // never holds one of the request pool's connections.
    let mut listener = match PgListener::connect(url).await {
        Ok(listener) => listener,
        Err(e) => return e,
    };
    if let Err(e) = listener.listen_all([CHANNEL, TOKENS_CHANNEL]).await {
        return e;
    }
    *backoff = MIN_BACKOFF;
    forward.tokens.listening();
    info!("listening for {CHANNEL} and {TOKENS_CHANNEL}");
    if let Some(ready) = ready.take() {
        let _ = ready.send(());
    }
    loop {
        match listener.try_recv().await {
            Ok(Some(notification)) => {
                forward.deliver(notification.channel(), notification.payload())
            }
            // The connection dropped; PgListener would reconnect on the next call, but
            // would not say when LISTEN is back in place, which the token cache needs to
            // know. Whatever was notified in between is lost: subscribers survive that (see
            // the module docs), and the token cache forgets everything.
            Ok(None) => {
                return sea_orm::sqlx::Error::Protocol(
                    "the listening connection dropped; notifications may have been missed".into(),
                );
            }
            Err(e) => return e,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_round_trips() {
        let wakeup = Wakeup {
            stream_id: Uuid::new_v4(),
            version: 42,
        };
        assert_eq!(parse_payload(&notify_payload(wakeup)), Some(wakeup));
        assert_eq!(parse_payload("not a wake-up"), None);
    }

    #[test]
    fn own_notifications_are_recognised_once_and_bounded() {
        let mut own = OwnNotifications::default();
        let first = (Uuid::new_v4(), 1);
        own.expect(first);
        assert!(own.take(first));
        assert!(!own.take(first));
        for version in 0..(CAPACITY as u64 + 10) {
            own.expect((first.0, version));
        }
        assert_eq!(own.pending.len(), CAPACITY);
        assert!(!own.take((first.0, 0)), "the oldest entries are evicted");
        assert!(own.take((first.0, CAPACITY as u64 + 9)));
    }
}
