//! The `campaigns` and `campaign_members` read models: the list of campaigns and who
//! belongs to each, written by the append of a campaign's events in the same transaction
//! (DESIGN.md section 3), so `campaigns(filter)` never sees half a command. The truth is
//! the campaign's stream; these rows are rebuilt from it.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0004_campaigns"
    }
}

const POSTGRES_UP: &[&str] = &[
    r#"CREATE TABLE campaigns (
        id          UUID PRIMARY KEY,
        kind        TEXT NOT NULL,
        name        TEXT NOT NULL,
        version     BIGINT NOT NULL,
        plays       INTEGER NOT NULL,
        created_by  UUID NOT NULL,
        created_at  TIMESTAMPTZ NOT NULL,
        updated_at  TIMESTAMPTZ NOT NULL,
        seq         BIGINT NOT NULL,
        CONSTRAINT campaigns_seq_key UNIQUE (seq)
    )"#,
    "CREATE INDEX campaigns_kind_idx ON campaigns (kind, seq)",
    r#"CREATE TABLE campaign_members (
        campaign_id UUID NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        player_id   UUID NOT NULL,
        PRIMARY KEY (campaign_id, player_id)
    )"#,
    "CREATE INDEX campaign_members_player_idx ON campaign_members (player_id)",
];

const POSTGRES_DOWN: &[&str] = &["DROP TABLE campaign_members", "DROP TABLE campaigns"];

const SQLITE_UP: &[&str] = &[
    r#"CREATE TABLE campaigns (
        id          TEXT PRIMARY KEY NOT NULL,
        kind        TEXT NOT NULL,
        name        TEXT NOT NULL,
        version     INTEGER NOT NULL,
        plays       INTEGER NOT NULL,
        created_by  TEXT NOT NULL,
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        seq         INTEGER NOT NULL UNIQUE
    )"#,
    "CREATE INDEX campaigns_kind_idx ON campaigns (kind, seq)",
    r#"CREATE TABLE campaign_members (
        campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        player_id   TEXT NOT NULL,
        PRIMARY KEY (campaign_id, player_id)
    )"#,
    "CREATE INDEX campaign_members_player_idx ON campaign_members (player_id)",
];

const SQLITE_DOWN: &[&str] = &["DROP TABLE campaign_members", "DROP TABLE campaigns"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_UP, SQLITE_UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_DOWN, SQLITE_DOWN)?).await
    }
}
