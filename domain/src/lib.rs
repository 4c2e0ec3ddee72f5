//! Tabletop's rules and use cases. Pure: no I/O, no database, no HTTP, no async runtime.

pub mod app;
pub mod campaign;
pub mod catalog;
mod dispatch;
pub mod engine;
pub mod games;
pub mod text;
