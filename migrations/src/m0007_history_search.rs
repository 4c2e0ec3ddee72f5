//! History search (docs/history.md): `games(filter)` by opponent, result, finish time,
//! content pack and the options each kind declares, ordered by start or finish. The keys
//! it needs: each counted game's start key, its tags, and indexes that read a player's
//! games in order and check a game's participants and tags.
//!
//! The counted rows are emptied, so the projector counts every finished game again, in the
//! order they finished, with what the new columns need; ratings and records come out the
//! same, since they are computed from the events.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0007_history_search"
    }
}

/// The same on both databases: only the types of `history_tags.game_id` differ.
const UP_COMMON: &[&str] = &[
    "DELETE FROM history_rating_points",
    "DELETE FROM history_ratings",
    "DELETE FROM history_coop",
    "DELETE FROM history_content",
    "DELETE FROM history_head_to_head",
    "DELETE FROM history_records",
    "DELETE FROM history_participants",
    "DELETE FROM history_results",
    "ALTER TABLE history_results ADD COLUMN started_key TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE history_participants ADD COLUMN started_key TEXT NOT NULL DEFAULT ''",
    "CREATE INDEX history_results_finish_idx ON history_results (finish_key)",
    "CREATE INDEX history_results_started_idx ON history_results (started_key)",
    "CREATE INDEX history_results_kind_started_idx ON history_results (kind, started_key)",
    "CREATE UNIQUE INDEX history_participants_game_idx \
     ON history_participants (game_id, participant)",
    "CREATE INDEX history_participants_started_idx \
     ON history_participants (participant, started_key)",
];

const POSTGRES_TAGS: &str = r#"CREATE TABLE history_tags (
    game_id UUID NOT NULL,
    kind    TEXT NOT NULL,
    tag     TEXT NOT NULL,
    PRIMARY KEY (game_id, tag)
)"#;

const SQLITE_TAGS: &str = r#"CREATE TABLE history_tags (
    game_id TEXT NOT NULL,
    kind    TEXT NOT NULL,
    tag     TEXT NOT NULL,
    PRIMARY KEY (game_id, tag)
)"#;

const TAGS_INDEX: &str = "CREATE INDEX history_tags_tag_idx ON history_tags (tag, game_id)";

const DOWN: &[&str] = &[
    "DROP TABLE IF EXISTS history_tags",
    "DROP INDEX IF EXISTS history_participants_started_idx",
    "DROP INDEX IF EXISTS history_participants_game_idx",
    "DROP INDEX IF EXISTS history_results_kind_started_idx",
    "DROP INDEX IF EXISTS history_results_started_idx",
    "DROP INDEX IF EXISTS history_results_finish_idx",
    "ALTER TABLE history_participants DROP COLUMN started_key",
    "ALTER TABLE history_results DROP COLUMN started_key",
];

fn up(tags: &'static str) -> Vec<&'static str> {
    let mut all = UP_COMMON.to_vec();
    all.extend([tags, TAGS_INDEX]);
    all
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        let (pg, sqlite) = (up(POSTGRES_TAGS), up(SQLITE_TAGS));
        run_script(manager, script(manager, &pg, &sqlite)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, DOWN, DOWN)?).await
    }
}
