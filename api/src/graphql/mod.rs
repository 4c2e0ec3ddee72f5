//! The GraphQL schema: queries, mutations and subscriptions over the use cases.

mod campaign;
mod context;
mod data;
mod error;
pub mod events;
mod executor;
mod game;
mod history;
mod limits;
mod lobby;
mod mutation;
mod query;
mod schema;
mod subscription;
mod table_life;
pub(crate) mod table_rules;

pub use context::Caller;
pub use data::PageLimit;
pub use error::{app_error, coded_error};
pub use executor::TabletopExecutor;
pub use limits::DocumentLimits;
pub use schema::{TabletopSchema, build_schema, document_limits, schema_sdl};
