//! The process's own state as the endpoints report it: whether it is stopping, and whether
//! it can serve. Kept apart from start-up so that whatever ends on shutdown (subscriptions,
//! websockets) or answers `/readyz` depends on these two alone, not on how the server is
//! built.

use std::sync::Arc;
use std::time::Duration;

/// Answers `/readyz`: can the database be reached right now, within the database timeout?
pub struct Readiness {
    db: persistence::Database,
    timeout: Duration,
}

impl Readiness {
    pub fn new(db: persistence::Database, timeout: Duration) -> Readiness {
        Readiness { db, timeout }
    }

    pub async fn check(&self) -> bool {
        matches!(
            tokio::time::timeout(self.timeout, self.db.ping()).await,
            Ok(Ok(()))
        )
    }
}

/// Set once the process has been asked to stop (SIGTERM or SIGINT).
#[derive(Clone)]
pub struct Shutdown(Arc<tokio::sync::watch::Sender<bool>>);

impl Default for Shutdown {
    fn default() -> Self {
        Shutdown(Arc::new(tokio::sync::watch::Sender::new(false)))
    }
}

impl Shutdown {
    pub fn trigger(&self) {
        self.0.send_replace(true);
    }

    pub fn is_shutting_down(&self) -> bool {
        *self.0.borrow()
    }

    /// Resolves once shutdown has begun.
    pub async fn wait(&self) {
        let mut receiver = self.0.subscribe();
        let _ = receiver.wait_for(|stopping| *stopping).await;
    }
}
