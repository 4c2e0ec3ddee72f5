//! Bearer tokens expire: `players.token_expires_at`.
//!
//! Tokens issued before this migration get the default time to live (30 days) from the
//! moment it runs: the configured TTL is a server setting the migration cannot see, and
//! expiring them at once would sign every existing player out without warning. Players
//! keep their identity by calling `renewToken` before then.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0002_token_expiry"
    }
}

const POSTGRES_UP: &[&str] = &[
    // `now()` is the transaction's start, so every existing row gets the same instant.
    "ALTER TABLE players ADD COLUMN token_expires_at TIMESTAMPTZ NOT NULL \
     DEFAULT (now() + interval '30 days')",
    // New rows always say when their token expires.
    "ALTER TABLE players ALTER COLUMN token_expires_at DROP DEFAULT",
];

const POSTGRES_DOWN: &[&str] = &["ALTER TABLE players DROP COLUMN token_expires_at"];

// SQLite cannot add a column with a computed default, so add it with a placeholder and
// set existing rows in a second statement, in the same RFC 3339 form the store writes.
const SQLITE_UP: &[&str] = &[
    "ALTER TABLE players ADD COLUMN token_expires_at TEXT NOT NULL DEFAULT ''",
    "UPDATE players SET token_expires_at = \
     strftime('%Y-%m-%dT%H:%M:%S', 'now', '+30 days') || '.000000Z'",
];

const SQLITE_DOWN: &[&str] = &["ALTER TABLE players DROP COLUMN token_expires_at"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_UP, SQLITE_UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_DOWN, SQLITE_DOWN)?).await
    }
}
