//! Private tables: the `games` row says whether a table is joined only with an invitation
//! code, so the lobby's `joinable` filter can leave it out. Every table stored before is
//! open to all, which the default says.

use sea_orm_migration::prelude::*;

use crate::sql::{run_script, script};

pub struct Migration;

impl MigrationName for Migration {
    fn name(&self) -> &str {
        "m0005_private_tables"
    }
}

// INTEGER (0 or 1) on both backends, so one row decoder reads both.
const UP: &[&str] = &["ALTER TABLE games ADD COLUMN private INTEGER NOT NULL DEFAULT 0"];
const DOWN: &[&str] = &["ALTER TABLE games DROP COLUMN private"];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, UP, UP)?).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        run_script(manager, script(manager, DOWN, DOWN)?).await
    }
}
