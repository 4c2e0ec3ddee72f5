//! Content packs, stored once each by hash (ADR 9, docs/content-packs.md). A game's first
//! event names the pack it was set up with; this table keeps the pack for as long as any
//! game may need it, whatever the server's configuration says later.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0003_content_packs"
    }
}

const POSTGRES_UP: &[&str] = &["CREATE TABLE content_packs (\
        hash TEXT PRIMARY KEY, \
        game_kind TEXT NOT NULL, \
        name TEXT NOT NULL, \
        body TEXT NOT NULL, \
        created_at TIMESTAMPTZ NOT NULL DEFAULT now())"];

const POSTGRES_DOWN: &[&str] = &["DROP TABLE content_packs"];

const SQLITE_UP: &[&str] = &["CREATE TABLE content_packs (\
        hash TEXT PRIMARY KEY NOT NULL, \
        game_kind TEXT NOT NULL, \
        name TEXT NOT NULL, \
        body TEXT NOT NULL, \
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))"];

const SQLITE_DOWN: &[&str] = &["DROP TABLE content_packs"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_UP, SQLITE_UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_DOWN, SQLITE_DOWN)?).await
    }
}
