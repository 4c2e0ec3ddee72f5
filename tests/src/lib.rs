//! Black-box test support: start the real `tabletop` binary against a real database and
//! talk to it over HTTP and websockets, as any client would.
//!
//! The database is SQLite by default; set `TABLETOP_TEST_DATABASE_URL` to a PostgreSQL URL
//! (e.g. `postgres://postgres@127.0.0.1:5432/test`) to run the same tests on PostgreSQL.
//! Each test gets a database of its own.

pub mod client;
pub mod db;
pub mod proxy;
pub mod server;
pub mod table;
pub mod ws;

pub use client::{Client, GqlError};
pub use db::TestDb;
pub use server::TestServer;
pub use table::{Picker, Table};
