//! History's read models (docs/history.md): the finished games counted, each participant's
//! record, head-to-head results, ratings and their history, and the counts per content item
//! and per co-operative scenario. Every row keeps its key in columns and its body as JSON, so
//! that the projector (domain `app::history`) defines the rows and the store only keys them;
//! every query reads rows by key. `tabletop rebuild-projections` rewrites them all from the
//! events.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0006_history"
    }
}

const POSTGRES_UP: &[&str] = &[
    r#"CREATE TABLE history_results (
        game_id    UUID PRIMARY KEY,
        kind       TEXT NOT NULL,
        finish_key TEXT NOT NULL,
        body       JSONB NOT NULL
    )"#,
    "CREATE INDEX history_results_kind_idx ON history_results (kind, finish_key)",
    r#"CREATE TABLE history_participants (
        participant TEXT NOT NULL,
        finish_key  TEXT NOT NULL,
        game_id     UUID NOT NULL,
        kind        TEXT NOT NULL,
        result      TEXT NOT NULL,
        PRIMARY KEY (participant, finish_key, game_id)
    )"#,
    r#"CREATE TABLE history_records (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        JSONB NOT NULL,
        PRIMARY KEY (participant, kind)
    )"#,
    r#"CREATE TABLE history_head_to_head (
        participant TEXT NOT NULL,
        opponent    TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        JSONB NOT NULL,
        PRIMARY KEY (participant, opponent, kind)
    )"#,
    r#"CREATE TABLE history_content (
        kind     TEXT NOT NULL,
        category TEXT NOT NULL,
        item     TEXT NOT NULL,
        body     JSONB NOT NULL,
        PRIMARY KEY (kind, category, item)
    )"#,
    r#"CREATE TABLE history_coop (
        kind       TEXT NOT NULL,
        scenario   TEXT NOT NULL,
        seat_count INTEGER NOT NULL,
        body       JSONB NOT NULL,
        PRIMARY KEY (kind, scenario, seat_count)
    )"#,
    r#"CREATE TABLE history_ratings (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        JSONB NOT NULL,
        PRIMARY KEY (participant, kind)
    )"#,
    r#"CREATE TABLE history_rating_points (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        finish_key  TEXT NOT NULL,
        body        JSONB NOT NULL,
        PRIMARY KEY (participant, kind, finish_key)
    )"#,
];

const SQLITE_UP: &[&str] = &[
    r#"CREATE TABLE history_results (
        game_id    TEXT PRIMARY KEY,
        kind       TEXT NOT NULL,
        finish_key TEXT NOT NULL,
        body       TEXT NOT NULL
    )"#,
    "CREATE INDEX history_results_kind_idx ON history_results (kind, finish_key)",
    r#"CREATE TABLE history_participants (
        participant TEXT NOT NULL,
        finish_key  TEXT NOT NULL,
        game_id     TEXT NOT NULL,
        kind        TEXT NOT NULL,
        result      TEXT NOT NULL,
        PRIMARY KEY (participant, finish_key, game_id)
    )"#,
    r#"CREATE TABLE history_records (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        TEXT NOT NULL,
        PRIMARY KEY (participant, kind)
    )"#,
    r#"CREATE TABLE history_head_to_head (
        participant TEXT NOT NULL,
        opponent    TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        TEXT NOT NULL,
        PRIMARY KEY (participant, opponent, kind)
    )"#,
    r#"CREATE TABLE history_content (
        kind     TEXT NOT NULL,
        category TEXT NOT NULL,
        item     TEXT NOT NULL,
        body     TEXT NOT NULL,
        PRIMARY KEY (kind, category, item)
    )"#,
    r#"CREATE TABLE history_coop (
        kind       TEXT NOT NULL,
        scenario   TEXT NOT NULL,
        seat_count INTEGER NOT NULL,
        body       TEXT NOT NULL,
        PRIMARY KEY (kind, scenario, seat_count)
    )"#,
    r#"CREATE TABLE history_ratings (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        body        TEXT NOT NULL,
        PRIMARY KEY (participant, kind)
    )"#,
    r#"CREATE TABLE history_rating_points (
        participant TEXT NOT NULL,
        kind        TEXT NOT NULL,
        finish_key  TEXT NOT NULL,
        body        TEXT NOT NULL,
        PRIMARY KEY (participant, kind, finish_key)
    )"#,
];

const DOWN: &[&str] = &[
    "DROP TABLE IF EXISTS history_rating_points",
    "DROP TABLE IF EXISTS history_ratings",
    "DROP TABLE IF EXISTS history_coop",
    "DROP TABLE IF EXISTS history_content",
    "DROP TABLE IF EXISTS history_head_to_head",
    "DROP TABLE IF EXISTS history_records",
    "DROP TABLE IF EXISTS history_participants",
    "DROP TABLE IF EXISTS history_results",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_UP, SQLITE_UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, DOWN, DOWN)?).await
    }
}
