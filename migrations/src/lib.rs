//! Every table Tabletop needs, as sea-orm migrations.
//!
//! Run by `tabletop migrate` and at start-up (through `persistence::Database::migrate`).
//! Migrations are raw SQL, one script per backend, rather than the portable schema
//! builder: the event store leans on types and features (BIGSERIAL, JSONB, TIMESTAMPTZ,
//! UUID, triggers) whose SQLite equivalents differ enough that two readable scripts are
//! clearer than one builder full of conditionals.

use sea_orm_migration::prelude::*;

pub use sea_orm_migration::MigratorTrait;

mod m0001_event_store;
mod m0002_token_expiry;
mod m0003_content_packs;
mod m0004_campaigns;
mod m0005_private_tables;
mod m0006_history;
mod m0007_history_search;
mod sql;

/// The ordered list of Tabletop's migrations. Never edit an applied one; add another.
pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m0001_event_store::Migration),
            Box::new(m0002_token_expiry::Migration),
            Box::new(m0003_content_packs::Migration),
            Box::new(m0004_campaigns::Migration),
            Box::new(m0005_private_tables::Migration),
            Box::new(m0006_history::Migration),
            Box::new(m0007_history_search::Migration),
        ]
    }
}
