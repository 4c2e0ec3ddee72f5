//! Test databases: a fresh SQLite file per test, and a fresh PostgreSQL database per test
//! when `TABLETOP_TEST_DATABASE_URL` names a server (e.g.
//! `postgres://postgres@127.0.0.1:5432/test`).

#![allow(dead_code)] // each test file uses a different part of this module

use std::path::PathBuf;

use domain::app::{
    EventMetadata, EventStore, GameStatus, GameSummary, NewEvent, Player, SeatSummary, StoreError,
    StoredEvent, StreamWrite,
};
use domain::catalog::GameKind;
use domain::engine::Seat;
use persistence::{Database, DbConfig, connect};
use sea_orm::sqlx::{Connection, Executor, PgConnection};
use serde_json::json;
use uuid::Uuid;

pub const POSTGRES_ENV: &str = "TABLETOP_TEST_DATABASE_URL";

pub struct TestDb {
    pub label: &'static str,
    pub db: Database,
    config: DbConfig,
    cleanup: Cleanup,
}

enum Cleanup {
    Sqlite(PathBuf),
    Postgres { admin_url: String, name: String },
}

/// Every backend to test against: SQLite always, PostgreSQL when configured.
pub async fn backends() -> Vec<TestDb> {
    let mut dbs = vec![sqlite().await];
    if let Some(url) = std::env::var(POSTGRES_ENV).ok().filter(|u| !u.is_empty()) {
        dbs.push(postgres(&url).await);
    }
    dbs
}

pub async fn sqlite() -> TestDb {
    let dir = std::env::temp_dir().join(format!("tabletop-test-{}", Uuid::new_v4().simple()));
    let config = DbConfig::new(None, &dir);
    open("sqlite", config, Cleanup::Sqlite(dir)).await
}

pub async fn postgres(admin_url: &str) -> TestDb {
    let name = format!("tabletop_test_{}", Uuid::new_v4().simple());
    let mut admin = PgConnection::connect(admin_url)
        .await
        .expect("connect to the PostgreSQL test server");
    admin
        .execute(sea_orm::sqlx::AssertSqlSafe(format!(
            "CREATE DATABASE {name}"
        )))
        .await
        .expect("create a test database");
    let _ = admin.close().await;
    let config = DbConfig::new(Some(with_database(admin_url, &name)), "unused");
    let cleanup = Cleanup::Postgres {
        admin_url: admin_url.to_owned(),
        name,
    };
    open("postgres", config, cleanup).await
}

async fn open(label: &'static str, config: DbConfig, cleanup: Cleanup) -> TestDb {
    let db = connect(&config).await.expect("connect");
    db.migrate().await.expect("migrate");
    TestDb {
        label,
        db,
        config,
        cleanup,
    }
}

impl TestDb {
    /// A second, independent `Database` on the same data (its own pool and listener), as a
    /// second server instance would have.
    pub async fn connect_again(&self) -> Database {
        connect(&self.config).await.expect("connect again")
    }

    /// Drop the test database. Not reached when a test fails, which leaves the database for
    /// inspection.
    pub async fn finish(self) {
        let _ = self.db.close().await;
        match self.cleanup {
            Cleanup::Sqlite(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Cleanup::Postgres { admin_url, name } => {
                if let Ok(mut admin) = PgConnection::connect(&admin_url).await {
                    let _ = admin
                        .execute(sea_orm::sqlx::AssertSqlSafe(format!(
                            "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                        )))
                        .await;
                    let _ = admin.close().await;
                }
            }
        }
    }
}

/// `admin_url` with its database name replaced by `name`.
fn with_database(admin_url: &str, name: &str) -> String {
    let (base, query) = match admin_url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (admin_url, String::new()),
    };
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    let host_end = base[scheme_end..]
        .find('/')
        .map_or(base.len(), |i| scheme_end + i);
    format!("{}/{name}{query}", &base[..host_end])
}

pub fn kind() -> GameKind {
    GameKind::ALL[0]
}

/// The events one command appends: ids derived from the command id, as the service does.
pub fn events(command_id: Uuid, count: usize) -> Vec<NewEvent> {
    (0..count)
        .map(|i| NewEvent {
            event_id: Uuid::new_v5(&command_id, &(i as u64).to_le_bytes()),
            event_type: format!("Thing{i}Happened"),
            schema_version: 1,
            payload: json!({ "n": i, "nested": { "list": [1, 2, 3] }, "text": "ツ" }),
            metadata: EventMetadata {
                command_id,
                correlation_id: command_id,
                actor_player: Some(Uuid::new_v4()),
                actor_seat: Some(Seat(1)),
                rules_revision: None,
            },
        })
        .collect()
}

pub fn summary(id: Uuid, version: u64) -> GameSummary {
    GameSummary {
        id,
        kind: kind(),
        title: "Friday night".into(),
        status: GameStatus::Lobby,
        version,
        seat_count: 2,
        seats: Vec::new(),
        created_by: Uuid::nil(),
        created_at: "2025-01-02T03:04:05Z".into(),
        updated_at: format!("2025-01-02T03:{:02}:05.123456Z", version % 60),
        winners: Vec::new(),
        private: false,
    }
}

pub fn seat(n: u8, player_id: Uuid) -> SeatSummary {
    SeatSummary {
        seat: Seat(n),
        player_id,
        player_name: format!("player {n}"),
    }
}

pub fn player(name: &str) -> Player {
    Player {
        id: Uuid::new_v4(),
        name: name.into(),
        token_hash: format!("{:x}", Uuid::new_v4().as_u128()),
        created_at: "2025-03-04T05:06:07.500Z".into(),
        token_expires_at: "2125-03-04T05:06:07.500Z".into(),
    }
}

pub fn conflict(stream_id: Uuid, current_version: u64) -> StoreError {
    StoreError::Conflict {
        stream_id,
        current_version,
    }
}

/// The one-stream append a game command makes, through the port's one `append`.
#[allow(async_fn_in_trait)] // used only here, never as `dyn`
pub trait AppendOne {
    /// The new version.
    async fn append_one(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<u64, StoreError>;

    /// The events as stored.
    async fn append_one_returning(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, StoreError>;
}

impl AppendOne for Database {
    async fn append_one(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<u64, StoreError> {
        let count = events.len() as u64;
        self.append_one_returning(stream_id, expected_version, events, summary)
            .await
            .map(|_| expected_version + count)
    }

    async fn append_one_returning(
        &self,
        stream_id: Uuid,
        expected_version: u64,
        events: Vec<NewEvent>,
        summary: &GameSummary,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        let write = StreamWrite {
            stream_id,
            expected_version,
            events,
            summary: Some(summary.clone()),
            campaign: None,
            recorded_at: None,
        };
        let mut stored = self.append(vec![write]).await?;
        assert_eq!(stored.len(), 1, "one list of events per write");
        Ok(stored.remove(0))
    }
}
