use std::path::PathBuf;

use sea_orm::{ConnectionTrait, Database};
use uuid::Uuid;

/// A fresh database for one test: an SQLite file in a temporary directory, or a new
/// PostgreSQL database when `TABLETOP_TEST_DATABASE_URL` is set.
pub struct TestDb {
    /// `None` for SQLite.
    pub database_url: Option<String>,
    pub data_dir: PathBuf,
}

impl TestDb {
    pub async fn new() -> TestDb {
        let data_dir = std::env::temp_dir()
            .join("tabletop-tests")
            .join(Uuid::new_v4().simple().to_string());
        std::fs::create_dir_all(&data_dir).expect("create a temporary data directory");
        let database_url = match std::env::var("TABLETOP_TEST_DATABASE_URL") {
            Ok(admin_url) if !admin_url.is_empty() => {
                Some(fresh_postgres_database(&admin_url).await)
            }
            _ => None,
        };
        TestDb {
            database_url,
            data_dir,
        }
    }

    /// A fresh SQLite database whatever the run's database: the source of a move to
    /// PostgreSQL.
    pub fn sqlite() -> TestDb {
        let data_dir = std::env::temp_dir()
            .join("tabletop-tests")
            .join(Uuid::new_v4().simple().to_string());
        std::fs::create_dir_all(&data_dir).expect("create a temporary data directory");
        TestDb {
            database_url: None,
            data_dir,
        }
    }

    pub fn is_postgres(&self) -> bool {
        self.database_url.is_some()
    }

    /// The persistence adapter on this database, for checks against what is stored.
    pub async fn store(&self) -> persistence::Database {
        persistence::connect(&persistence::DbConfig::new(
            self.database_url.clone(),
            self.data_dir.clone(),
        ))
        .await
        .expect("connect to the test database")
    }
}

impl TestDb {
    /// Drop this test's own database (or data directory). For runs that can tell when
    /// nothing is left to inspect; others leave theirs to the CI cleanup.
    pub async fn remove(self) {
        if let (Some(url), Ok(admin_url)) = (
            &self.database_url,
            std::env::var("TABLETOP_TEST_DATABASE_URL"),
        ) && let Some((_, name)) = url.rsplit_once('/')
            && let Ok(admin) = Database::connect(&admin_url).await
        {
            let _ = admin
                .execute_unprepared(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                .await;
            let _ = admin.close().await;
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

async fn fresh_postgres_database(admin_url: &str) -> String {
    let name = format!("tabletop_test_{}", Uuid::new_v4().simple());
    let admin = Database::connect(admin_url)
        .await
        .expect("connect to TABLETOP_TEST_DATABASE_URL");
    admin
        .execute_unprepared(&format!("CREATE DATABASE {name}"))
        .await
        .expect("create a test database");
    let (base, _) = admin_url
        .rsplit_once('/')
        .expect("TABLETOP_TEST_DATABASE_URL ends with /<database>");
    format!("{base}/{name}")
}
