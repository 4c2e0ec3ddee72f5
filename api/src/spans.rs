//! The spans of the work an operator traces: each GraphQL request and each command. They
//! give the log lines written inside them their context, and a build with the `otlp`
//! feature exports them (`crate::otlp`).

use tracing::Span;
use tracing::field::Empty;
use uuid::Uuid;

/// The target of the request spans.
pub const REQUEST: &str = "tabletop::request";
/// The target of the command spans.
pub const COMMAND: &str = "tabletop::command";

/// One HTTP request to `/graphql` (a batch of `operations`).
pub fn request(operations: usize) -> Span {
    tracing::info_span!(target: REQUEST, "graphql request", operations, otel.kind = "server")
}

/// One `submitCommand`; its game kind and result are recorded once known.
pub fn command(game_id: Uuid, expected_version: u64) -> Span {
    tracing::info_span!(
        target: COMMAND,
        "command",
        game.id = %game_id,
        expected_version,
        game.kind = Empty,
        result = Empty,
    )
}
