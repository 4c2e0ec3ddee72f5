//! The `tabletop` server: GraphQL over actix-web on top of the domain's use cases.

pub mod bots;
pub mod config;
pub mod graphiql;
pub mod graphql;
pub mod graphql_http;
pub mod http;
pub mod lifecycle;
pub mod live;
pub mod metrics;
#[cfg(feature = "otlp")]
pub mod otlp;
pub mod projector;
pub mod rate_limit;
pub mod redacted;
pub mod spans;
pub mod startup;
pub mod timekeeper;
pub mod websocket;

pub use graphql::schema_sdl;
