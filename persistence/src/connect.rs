//! Choosing and opening the database, running migrations, and the readiness probe.

use std::future::Future;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::{Arc, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use domain::app::{Ports, StoreError};
use migrations::{Migrator, MigratorTrait};
use sea_orm::sqlx::Connection;
use sea_orm::sqlx::postgres::PgPoolOptions;
use sea_orm::sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous,
};
use sea_orm::{
    ConnectionTrait, DatabaseConnection, DatabaseTransaction, SqliteTransactionMode,
    SqlxPostgresConnector, SqlxSqliteConnector, TransactionOptions, TransactionTrait,
};
use tokio::sync::{Mutex, oneshot};
use tracing::log::LevelFilter;

use crate::bus::Bus;
use crate::codec::Backend;
use crate::errors::store_error;
use crate::observer::StoreObserver;
use crate::system::{RandomIds, SystemClock};

/// The SQLite file's name inside the data directory.
pub const SQLITE_FILE: &str = "tabletop.sqlite";

/// Where the data lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DbConfig {
    /// `postgres://...` (or `postgresql://...`) selects PostgreSQL; `sqlite://<path>` an
    /// explicit SQLite file; `None` (or empty) the SQLite file `<data_dir>/tabletop.sqlite`.
    pub database_url: Option<String>,
    /// Directory for the embedded SQLite database; created if missing.
    pub data_dir: PathBuf,
    /// Size of the connection pool.
    pub max_connections: u32,
    /// How long to wait for a pooled connection (and, on SQLite, for another writer's lock)
    /// before the store reports itself unavailable.
    pub timeout: Duration,
}

impl Default for DbConfig {
    fn default() -> Self {
        Self {
            database_url: None,
            data_dir: PathBuf::from("data"),
            max_connections: 10,
            timeout: Duration::from_secs(10),
        }
    }
}

impl DbConfig {
    /// The usual configuration: the `DATABASE_URL` setting if any, else SQLite in `data_dir`.
    pub fn new(database_url: Option<String>, data_dir: impl Into<PathBuf>) -> Self {
        Self {
            database_url,
            data_dir: data_dir.into(),
            ..Self::default()
        }
    }

    fn postgres_url(&self) -> Option<&str> {
        self.url()
            .filter(|u| u.starts_with("postgres://") || u.starts_with("postgresql://"))
    }

    fn url(&self) -> Option<&str> {
        self.database_url
            .as_deref()
            .map(str::trim)
            .filter(|u| !u.is_empty())
    }
}

/// An open database: PostgreSQL or SQLite behind the same adapters.
///
/// Cheap to clone (one shared pool). It implements every persistence port
/// (`EventStore`, `GameDirectory`, `PlayerRegistry`, `EventBus`), so one value, wrapped in
/// an `Arc`, serves them all; [`Database::ports`] does the wiring.
#[derive(Clone)]
pub struct Database {
    pub(crate) inner: Arc<Inner>,
}

/// See [`Database::pool_stats`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolStats {
    /// Connections open.
    pub size: u32,
    /// Of which idle.
    pub idle: usize,
    /// The pool's limit.
    pub max: u32,
}

pub(crate) struct Inner {
    pub(crate) conn: DatabaseConnection,
    /// SQLite only: where writes go.
    sqlite_writes: Option<SqliteWrites>,
    pub(crate) backend: Backend,
    pub(crate) bus: Bus,
    pub(crate) observer: OnceLock<Arc<dyn StoreObserver>>,
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Database")
            .field("backend", &self.inner.backend)
            .finish_non_exhaustive()
    }
}

/// Open the database `config` selects. Does not migrate: call [`Database::migrate`].
pub async fn connect(config: &DbConfig) -> Result<Database, StoreError> {
    if let Some(url) = config.postgres_url() {
        return connect_postgres(url, config).await;
    }
    let options = match config.url() {
        None => {
            std::fs::create_dir_all(&config.data_dir).map_err(|e| {
                StoreError::Unavailable(format!(
                    "cannot create the data directory {}: {e}",
                    config.data_dir.display()
                ))
            })?;
            SqliteConnectOptions::new().filename(config.data_dir.join(SQLITE_FILE))
        }
        Some(url) if url.starts_with("sqlite:") => SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::Unavailable(format!("invalid SQLite URL: {e}")))?,
        // The URL may hold a password: name only its scheme.
        Some(url) => {
            let scheme = url.split(':').next().unwrap_or_default();
            return Err(StoreError::Unavailable(format!(
                "DATABASE_URL must start with postgres:// or sqlite:, not {scheme}:"
            )));
        }
    };
    connect_sqlite(options, config).await
}

async fn connect_postgres(url: &str, config: &DbConfig) -> Result<Database, StoreError> {
    let pool = PgPoolOptions::new()
        .max_connections(config.max_connections)
        .acquire_timeout(config.timeout)
        // sqlx pings every connection it hands out: a round trip before each query, which
        // a command (one statement) would pay twice. Only a connection that sat idle may
        // have been cut (an outage, a restart), so only that one is pinged; a failed ping
        // drops it and another is tried.
        .test_before_acquire(false)
        // Every acquire's wait as a trace event (ACQUIRE_EVENTS), for /metrics.
        .acquire_time_level(LevelFilter::Trace)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for >= PING_IF_IDLE_FOR {
                    conn.ping().await?;
                }
                Ok(true)
            })
        })
        .connect(url)
        .await
        .map_err(|e| StoreError::Unavailable(format!("cannot connect to PostgreSQL: {e}")))?;
    let bus = Bus::with_postgres_listener(url.to_owned()).await;
    Ok(Database::new(
        SqlxPostgresConnector::from_sqlx_postgres_pool(pool),
        None,
        Backend::Postgres,
        bus,
    ))
}

async fn connect_sqlite(
    options: SqliteConnectOptions,
    config: &DbConfig,
) -> Result<Database, StoreError> {
    let options = options
        .create_if_missing(true)
        // WAL lets readers run while one writer appends; NORMAL sync is durable across
        // application crashes and the usual choice with WAL.
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(config.timeout)
        .foreign_keys(true)
        // Pages are read through a memory map instead of a read() call (and a copy) each:
        // a connection whose cache another connection's write invalidated re-reads cheaply.
        .pragma("mmap_size", SQLITE_MMAP_BYTES.to_string());
    let pool = |connections: u32| {
        SqlitePoolOptions::new()
            .max_connections(connections)
            .acquire_timeout(config.timeout)
            // A ping is a hand-off to the connection's thread and back, and a local file
            // cannot drop a connection the way a network can.
            .test_before_acquire(false)
            .acquire_time_level(LevelFilter::Trace)
            .connect_with(options.clone())
    };
    let unavailable = |e| StoreError::Unavailable(format!("cannot open the SQLite database: {e}"));
    // The writer first: it creates the file and switches it to WAL before readers open it.
    let writer = pool(1).await.map_err(unavailable)?;
    let readers = pool(config.max_connections).await.map_err(unavailable)?;
    let (thread, stop) = append_thread().map_err(|e| {
        StoreError::Unavailable(format!("cannot start the SQLite append thread: {e}"))
    })?;
    Ok(Database::new(
        SqlxSqliteConnector::from_sqlx_sqlite_pool(readers),
        Some(SqliteWrites {
            lock: Mutex::new(()),
            writer: SqlxSqliteConnector::from_sqlx_sqlite_pool(writer),
            thread,
            stop: std::sync::Mutex::new(Some(stop)),
        }),
        Backend::Sqlite,
        Bus::in_process(),
    ))
}

/// How much of the SQLite file may be memory-mapped (address space, not memory).
const SQLITE_MMAP_BYTES: u64 = 1 << 30;

/// How SQLite is written.
pub(crate) struct SqliteWrites {
    /// SQLite allows one writer at a time. Queueing this process's writers here, rather than
    /// in SQLite's busy handler (which sleeps and polls), keeps concurrent appends fast and
    /// fair; the busy timeout still covers writers in other processes.
    lock: Mutex<()>,
    /// The one connection every write goes through. SQLite drops a connection's page cache
    /// whenever another connection has written, so writes spread over the pool re-read
    /// their pages from the file each time; one writer keeps its cache warm.
    writer: DatabaseConnection,
    /// Appends run here (see [`Database::on_sqlite_writer`]).
    thread: tokio::runtime::Handle,
    /// Taking (dropping) it ends the thread.
    stop: std::sync::Mutex<Option<oneshot::Sender<()>>>,
}

/// A current-thread runtime on a thread of its own, running until the sender is dropped.
fn append_thread() -> std::io::Result<(tokio::runtime::Handle, oneshot::Sender<()>)> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let handle = runtime.handle().clone();
    let (stop, stopped) = oneshot::channel::<()>();
    std::thread::Builder::new()
        .name("sqlite-appends".into())
        .spawn(move || {
            let _ = runtime.block_on(stopped);
        })?;
    Ok((handle, stop))
}

/// A pooled PostgreSQL connection idle this long is pinged before it is used again.
const PING_IF_IDLE_FOR: Duration = Duration::from_secs(1);

/// Any constant works; it only has to be the same in every Tabletop instance.
const MIGRATION_LOCK: i64 = 0x7461_626c_6574_6f70; // "tabletop"

impl Database {
    fn new(
        conn: DatabaseConnection,
        sqlite_writes: Option<SqliteWrites>,
        backend: Backend,
        bus: Bus,
    ) -> Self {
        Self {
            inner: Arc::new(Inner {
                conn,
                sqlite_writes,
                backend,
                bus,
                observer: OnceLock::new(),
            }),
        }
    }

    pub fn backend(&self) -> Backend {
        self.inner.backend
    }

    /// The underlying sea-orm connection, for tools such as the migration command.
    pub fn connection(&self) -> &DatabaseConnection {
        &self.inner.conn
    }

    /// Run `work` on SQLite's append thread (directly on PostgreSQL). An append holds the
    /// one write lock from its first statement to its commit; run on a request thread, the
    /// lock stays held after SQLite has finished until that thread, busy with other
    /// requests, gets round to the append again, and every other append waits meanwhile.
    pub(crate) async fn on_sqlite_writer<T, F, Fut>(&self, work: F) -> Result<T, StoreError>
    where
        F: FnOnce(Database) -> Fut,
        Fut: Future<Output = T> + Send + 'static,
        T: Send + 'static,
    {
        match &self.inner.sqlite_writes {
            Some(sqlite) => {
                sqlite
                    .thread
                    .spawn(work(self.clone()))
                    .await
                    .map_err(|e| match e.is_cancelled() {
                        // The thread is gone only once the database was closed.
                        true => StoreError::Unavailable("the database was closed".into()),
                        false => StoreError::Internal(format!("the SQLite append thread: {e}")),
                    })
            }
            None => Ok(work(self.clone()).await),
        }
    }

    /// Where writes go: SQLite's one writer connection, or the pool on PostgreSQL.
    pub(crate) fn writes(&self) -> &DatabaseConnection {
        self.inner
            .sqlite_writes
            .as_ref()
            .map_or(&self.inner.conn, |sqlite| &sqlite.writer)
    }

    /// Apply every pending migration.
    ///
    /// Safe when several instances start at once: the migrations run in one transaction
    /// that first takes a lock (an advisory lock on PostgreSQL, the write lock on SQLite), so
    /// the second instance waits and then finds nothing left to do.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        let _writer = self.lock_sqlite_writer().await;
        let txn = self.begin_write().await?;
        if self.backend() == Backend::Postgres {
            txn.execute_unprepared(&format!("SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"))
                .await
                .map_err(store_error)?;
        }
        Migrator::up(&txn, None).await.map_err(store_error)?;
        txn.commit().await.map_err(store_error)
    }

    /// Refresh PostgreSQL's planner statistics (`ANALYZE`), after a bulk load. Until
    /// autovacuum gets to a freshly filled table, the planner takes it for nearly empty and
    /// may read one game's events by scanning every event: a 13-million-event import then
    /// counted history at a few games a second. SQLite plans with its indexes regardless.
    pub async fn analyze(&self) -> Result<(), StoreError> {
        if self.backend() == Backend::Postgres {
            self.inner
                .conn
                .execute_unprepared("ANALYZE")
                .await
                .map_err(store_error)?;
        }
        Ok(())
    }

    /// Report the store's timings to `observer` from now on. The first observer stays: a
    /// server registers one at startup.
    pub fn observe(&self, observer: Arc<dyn StoreObserver>) {
        let _ = self.inner.observer.set(observer);
    }

    pub(crate) fn observed_append(&self, streams: usize, started: Instant) {
        if let Some(observer) = self.inner.observer.get() {
            observer.appended(streams, started.elapsed());
        }
    }

    pub(crate) fn observed_writer_wait(&self, started: Instant) {
        if let Some(observer) = self.inner.observer.get() {
            observer.waited_for_writer(started.elapsed());
        }
    }

    /// For /readyz: can a query reach the database right now?
    pub async fn ping(&self) -> Result<(), StoreError> {
        self.inner.conn.ping().await.map_err(store_error)
    }

    /// The connection pool as it stands (SQLite: the readers' pool; its one writer is
    /// apart), for operators.
    pub fn pool_stats(&self) -> PoolStats {
        let conn = &self.inner.conn;
        let (size, idle, max) = match self.inner.backend {
            Backend::Postgres => {
                let pool = conn.get_postgres_connection_pool();
                (
                    pool.size(),
                    pool.num_idle(),
                    pool.options().get_max_connections(),
                )
            }
            Backend::Sqlite => {
                let pool = conn.get_sqlite_connection_pool();
                (
                    pool.size(),
                    pool.num_idle(),
                    pool.options().get_max_connections(),
                )
            }
        };
        PoolStats { size, idle, max }
    }

    /// Close the pool: for graceful shutdown and tests. Later calls fail as `Unavailable`.
    pub async fn close(&self) -> Result<(), StoreError> {
        self.inner.bus.stop();
        if let Some(sqlite) = &self.inner.sqlite_writes {
            sqlite
                .stop
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .take();
            sqlite.writer.close_by_ref().await.map_err(store_error)?;
        }
        self.inner.conn.close_by_ref().await.map_err(store_error)
    }

    /// The use cases' ports, all backed by this database, with the system clock and OS
    /// randomness.
    pub fn ports(&self) -> Ports {
        let db = Arc::new(self.clone());
        Ports {
            store: db.clone(),
            directory: db.clone(),
            players: db.clone(),
            content: db.clone(),
            history: db,
            clock: Arc::new(SystemClock),
            ids: Arc::new(RandomIds),
        }
    }

    /// Serialize this process's SQLite writers (no-op on PostgreSQL).
    pub(crate) async fn lock_sqlite_writer(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        let sqlite = self.inner.sqlite_writes.as_ref()?;
        let started = Instant::now();
        let guard = sqlite.lock.lock().await;
        self.observed_writer_wait(started);
        Some(guard)
    }

    /// A transaction for writing. On SQLite it is `BEGIN IMMEDIATE`: it takes the write lock
    /// up front (waiting up to the busy timeout) instead of failing with SQLITE_BUSY when a
    /// deferred transaction tries to upgrade its read lock.
    pub(crate) async fn begin_write(&self) -> Result<DatabaseTransaction, StoreError> {
        let options = TransactionOptions {
            sqlite_transaction_mode: (self.backend() == Backend::Sqlite)
                .then_some(SqliteTransactionMode::Immediate),
            ..TransactionOptions::default()
        };
        self.writes()
            .begin_with_options(options)
            .await
            .map_err(store_error)
    }
}
