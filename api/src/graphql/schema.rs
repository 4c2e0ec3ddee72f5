//! The schema built from its three roots, with its limits and the data its resolvers read.

use std::sync::Arc;

use async_graphql::{MergedObject, MergedSubscription, Schema};
use domain::app::Tabletop;

use super::campaign::{CampaignMutation, CampaignQuery, CampaignSubscription};
use super::data::PageLimit;
use super::history::HistoryQuery;
use super::limits::DocumentLimits;
use super::lobby::LobbySubscription;
use super::mutation::GameMutation;
use super::query::GameQuery;
use super::subscription::GameSubscription;
use super::table_life::TableLifeMutation;
use crate::config::Limits;
use crate::live::SharedReads;
use crate::metrics::Metrics;

/// Every query: games', then campaigns'.
#[derive(MergedObject, Default)]
pub struct Query(GameQuery, CampaignQuery, HistoryQuery);

#[derive(MergedObject, Default)]
pub struct Mutation(GameMutation, CampaignMutation, TableLifeMutation);

#[derive(MergedSubscription, Default)]
pub struct Subscription(GameSubscription, CampaignSubscription, LobbySubscription);

pub type TabletopSchema = Schema<Query, Mutation, Subscription>;

/// The schema itself. Requests reach it through [`TabletopExecutor`](super::TabletopExecutor),
/// which adds what a schema extension would (the alias limit, error codes) without one on
/// every field.
pub fn build_schema(
    tabletop: Option<Tabletop>,
    metrics: Option<Arc<Metrics>>,
    limits: &Limits,
) -> TabletopSchema {
    let mut builder = Schema::build(
        Query::default(),
        Mutation::default(),
        Subscription::default(),
    )
    .limit_depth(limits.max_query_depth)
    // Checked first by `TabletopExecutor`, with a message that names the depth limit.
    .limit_recursive_depth(document_limits(limits).max_nesting())
    .limit_complexity(limits.max_query_complexity)
    .data(PageLimit(limits.max_page));
    if let Some(tabletop) = tabletop {
        builder = builder.data(tabletop).data(SharedReads::default());
    }
    if let Some(metrics) = metrics {
        builder = builder.data(metrics);
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
