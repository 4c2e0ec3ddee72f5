//! The GraphQL schema: queries, mutations and subscriptions over the use cases.

mod context;
mod error;
pub mod events;
mod executor;
mod game;
mod limits;
mod mutation;
mod query;
mod subscription;

use async_graphql::Schema;
use domain::app::{EventBus, Tabletop};
use std::sync::Arc;

pub use crate::live::SubscriptionSlots;
pub use context::Caller;
pub use error::{app_error, coded_error};
pub use executor::TabletopExecutor;
pub use limits::DocumentLimits;

use crate::config::Limits;

pub type TabletopSchema = Schema<query::Query, mutation::Mutation, subscription::Subscription>;

/// The largest `first` a page may ask for.
pub struct PageLimit(pub u32);

/// The wake-up source for subscriptions.
#[derive(Clone)]
pub struct Bus(pub Arc<dyn EventBus>);

/// The schema itself. Requests reach it through [`TabletopExecutor`], which adds what a
/// schema extension would (the alias limit, error codes) without one on every field.
pub fn build_schema(
    tabletop: Option<Tabletop>,
    bus: Option<Bus>,
    limits: &Limits,
) -> TabletopSchema {
    let mut builder = Schema::build(query::Query, mutation::Mutation, subscription::Subscription)
        .limit_depth(limits.max_query_depth)
        // Checked first by `TabletopExecutor`, with a message that names the depth limit.
        .limit_recursive_depth(document_limits(limits).max_nesting())
        .limit_complexity(limits.max_query_complexity)
        .data(PageLimit(limits.max_page));
    if let Some(tabletop) = tabletop {
        builder = builder
            .data(tabletop)
            .data(crate::live::SharedReads::default());
    }
    if let Some(bus) = bus {
        builder = builder.data(bus);
    }
    builder.finish()
}

/// The limits `TabletopExecutor` checks on each document.
pub fn document_limits(limits: &Limits) -> DocumentLimits {
    DocumentLimits {
        max_aliases: limits.max_aliases,
        max_depth: limits.max_query_depth,
    }
}

/// The schema's SDL, as checked in at `schema.graphql`.
pub fn schema_sdl() -> String {
    let limits = crate::config::Settings::for_data_dir(".".into()).limits;
    build_schema(None, None, &limits).sdl()
}
