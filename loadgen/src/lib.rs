//! Load generator for Tabletop: plays King of Tokyo games through the real GraphQL API
//! and measures what a move costs.
//!
//! - [`play`]: many concurrent games over keep-alive HTTP, one client task per game (so
//!   commands of one game never race); commands per second, `submitCommand` latency
//!   percentiles and errors by `extensions.code`.
//! - [`fanout`]: N `gameEvents` websocket subscriptions over a few games being played; the
//!   delay from each command's HTTP response to every subscriber's receipt of its events,
//!   whether every subscriber got every event, and the server's resident memory.
//!
//! The binary `loadgen` is a command-line front end; the test suite calls the library.

pub mod driver;
pub mod fanout;
pub mod gql;
pub mod play;
pub mod policy;
pub mod stats;

pub use fanout::{FanoutConfig, FanoutReport};
pub use play::{PlayConfig, PlayReport};
pub use policy::Policy;
pub use stats::Percentiles;
