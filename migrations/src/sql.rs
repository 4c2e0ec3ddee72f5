//! What every migration shares: choosing the script of the connected backend and running
//! it statement by statement.

use sea_orm_migration::prelude::*;
use sea_orm_migration::sea_orm::DbBackend;

/// Run each statement of a script in order. One statement per call keeps error messages
/// pointing at the statement that failed, on both drivers.
pub(crate) async fn run_script(
    manager: &SchemaManager<'_>,
    statements: &[&str],
) -> Result<(), DbErr> {
    let db = manager.get_connection();
    for sql in statements {
        db.execute_unprepared(sql).await?;
    }
    Ok(())
}

pub(crate) fn script<'a>(
    manager: &SchemaManager<'_>,
    postgres: &'a [&'a str],
    sqlite: &'a [&'a str],
) -> Result<&'a [&'a str], DbErr> {
    match manager.get_database_backend() {
        DbBackend::Postgres => Ok(postgres),
        DbBackend::Sqlite => Ok(sqlite),
        other => Err(DbErr::Migration(format!(
            "Tabletop supports PostgreSQL and SQLite, not {other:?}"
        ))),
    }
}
