//! The event store (`events`, `snapshots`) and the first read models (`games`,
//! `game_seats`, `players`).
//!
//! Column types per backend:
//! - ids are `UUID` on PostgreSQL and hyphenated lowercase `TEXT` on SQLite;
//! - JSON is `JSONB` on PostgreSQL and `TEXT` on SQLite;
//! - timestamps are `TIMESTAMPTZ` on PostgreSQL and RFC 3339 UTC `TEXT` with six
//!   fractional digits on SQLite, so they sort as text.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0001_event_store"
    }
}

const POSTGRES_UP: &[&str] = &[
    // `position` is the global order. `stream_version` has no gaps within a stream: the
    // UNIQUE (stream_id, stream_version) constraint is what makes appends optimistic.
    // `event_id` is derived from the command id, so a retried command collides here.
    r#"CREATE TABLE events (
        position       BIGSERIAL PRIMARY KEY,
        event_id       UUID NOT NULL,
        stream_id      UUID NOT NULL,
        stream_version BIGINT NOT NULL CHECK (stream_version > 0),
        event_type     TEXT NOT NULL,
        schema_version INTEGER NOT NULL,
        payload        JSONB NOT NULL,
        metadata       JSONB NOT NULL,
        command_id     UUID NOT NULL,
        recorded_at    TIMESTAMPTZ NOT NULL,
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
    )"#,
    "CREATE INDEX events_stream_command_idx ON events (stream_id, command_id)",
    // Stored events are never rewritten; the database enforces it, not only the code.
    r#"CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        RAISE EXCEPTION 'events are append-only';
    END
    $$"#,
    r#"CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_append_only()"#,
    r#"CREATE TABLE snapshots (
        stream_id      UUID PRIMARY KEY,
        version        BIGINT NOT NULL,
        schema_version INTEGER NOT NULL,
        state          JSONB NOT NULL,
        taken_at       TIMESTAMPTZ NOT NULL
    )"#,
    // `seq` orders the list newest first and is the keyset-pagination cursor. It is the
    // global position of the event that created the row, so it is unique and never changes.
    r#"CREATE TABLE games (
        id          UUID PRIMARY KEY,
        kind        TEXT NOT NULL,
        title       TEXT NOT NULL,
        status      TEXT NOT NULL,
        version     BIGINT NOT NULL,
        seat_count  INTEGER NOT NULL,
        created_by  UUID NOT NULL,
        created_at  TIMESTAMPTZ NOT NULL,
        updated_at  TIMESTAMPTZ NOT NULL,
        winners     JSONB NOT NULL,
        seats       JSONB NOT NULL,
        seq         BIGINT NOT NULL,
        CONSTRAINT games_seq_key UNIQUE (seq)
    )"#,
    // Filters are always combined with the `seq` ordering, so the index carries it too.
    "CREATE INDEX games_kind_idx ON games (kind, seq)",
    "CREATE INDEX games_status_idx ON games (status, seq)",
    r#"CREATE TABLE game_seats (
        game_id     UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat        INTEGER NOT NULL,
        player_id   UUID NOT NULL,
        player_name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    )"#,
    "CREATE INDEX game_seats_player_idx ON game_seats (player_id)",
    r#"CREATE TABLE players (
        id         UUID PRIMARY KEY,
        name       TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL,
        CONSTRAINT players_name_key UNIQUE (name),
        CONSTRAINT players_token_hash_key UNIQUE (token_hash)
    )"#,
];

const POSTGRES_DOWN: &[&str] = &[
    "DROP TABLE IF EXISTS players",
    "DROP TABLE IF EXISTS game_seats",
    "DROP TABLE IF EXISTS games",
    "DROP TABLE IF EXISTS snapshots",
    "DROP TABLE IF EXISTS events",
    "DROP FUNCTION IF EXISTS events_append_only()",
];

const SQLITE_UP: &[&str] = &[
    // AUTOINCREMENT, unlike a plain rowid, never reuses a position.
    r#"CREATE TABLE events (
        position       INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id       TEXT NOT NULL,
        stream_id      TEXT NOT NULL,
        stream_version INTEGER NOT NULL CHECK (stream_version > 0),
        event_type     TEXT NOT NULL,
        schema_version INTEGER NOT NULL,
        payload        TEXT NOT NULL,
        metadata       TEXT NOT NULL,
        command_id     TEXT NOT NULL,
        recorded_at    TEXT NOT NULL,
        CONSTRAINT events_event_id_key UNIQUE (event_id),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
    )"#,
    "CREATE INDEX events_stream_command_idx ON events (stream_id, command_id)",
    r#"CREATE TRIGGER events_no_update BEFORE UPDATE ON events
    BEGIN
        SELECT RAISE(ABORT, 'events are append-only');
    END"#,
    r#"CREATE TRIGGER events_no_delete BEFORE DELETE ON events
    BEGIN
        SELECT RAISE(ABORT, 'events are append-only');
    END"#,
    r#"CREATE TABLE snapshots (
        stream_id      TEXT PRIMARY KEY,
        version        INTEGER NOT NULL,
        schema_version INTEGER NOT NULL,
        state          TEXT NOT NULL,
        taken_at       TEXT NOT NULL
    )"#,
    r#"CREATE TABLE games (
        id          TEXT PRIMARY KEY,
        kind        TEXT NOT NULL,
        title       TEXT NOT NULL,
        status      TEXT NOT NULL,
        version     INTEGER NOT NULL,
        seat_count  INTEGER NOT NULL,
        created_by  TEXT NOT NULL,
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        winners     TEXT NOT NULL,
        seats       TEXT NOT NULL,
        seq         INTEGER NOT NULL,
        CONSTRAINT games_seq_key UNIQUE (seq)
    )"#,
    "CREATE INDEX games_kind_idx ON games (kind, seq)",
    "CREATE INDEX games_status_idx ON games (status, seq)",
    r#"CREATE TABLE game_seats (
        game_id     TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat        INTEGER NOT NULL,
        player_id   TEXT NOT NULL,
        player_name TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    )"#,
    "CREATE INDEX game_seats_player_idx ON game_seats (player_id)",
    r#"CREATE TABLE players (
        id         TEXT PRIMARY KEY,
        name       TEXT NOT NULL,
        token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        CONSTRAINT players_name_key UNIQUE (name),
        CONSTRAINT players_token_hash_key UNIQUE (token_hash)
    )"#,
];

const SQLITE_DOWN: &[&str] = &[
    "DROP TABLE IF EXISTS players",
    "DROP TABLE IF EXISTS game_seats",
    "DROP TABLE IF EXISTS games",
    "DROP TABLE IF EXISTS snapshots",
    "DROP TABLE IF EXISTS events",
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_UP, SQLITE_UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, POSTGRES_DOWN, SQLITE_DOWN)?).await
    }
}
