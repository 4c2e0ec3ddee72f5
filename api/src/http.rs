//! HTTP routes: GraphQL over POST, GraphiQL on GET, websocket subscriptions, ops endpoints.

use std::sync::atomic::{AtomicU64, Ordering};

use actix_web::{HttpRequest, HttpResponse, web};
use async_graphql::http::GraphiQLSource;
use async_graphql::{BatchRequest, Data};
use async_graphql_actix_web::GraphQLSubscription;
use domain::app::Tabletop;

use crate::graphql::{Caller, TabletopSchema};
use crate::startup::Readiness;

/// Counters for `/metrics`.
#[derive(Default)]
pub struct Metrics {
    pub graphql_requests: AtomicU64,
    pub graphql_errors: AtomicU64,
    pub websocket_connections: AtomicU64,
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/graphql", web::post().to(graphql))
        .route("/graphql", web::get().to(graphiql))
        .route("/graphql/ws", web::get().to(subscriptions))
        .route("/healthz", web::get().to(healthz))
        .route("/readyz", web::get().to(readyz))
        .route("/metrics", web::get().to(metrics));
}

async fn graphql(
    schema: web::Data<TabletopSchema>,
    tabletop: web::Data<Tabletop>,
    metrics: web::Data<Metrics>,
    req: HttpRequest,
    body: web::Bytes,
) -> HttpResponse {
    metrics.graphql_requests.fetch_add(1, Ordering::Relaxed);
    let batch: BatchRequest = match serde_json::from_slice(&body) {
        Ok(batch) => batch,
        Err(e) => {
            metrics.graphql_errors.fetch_add(1, Ordering::Relaxed);
            return HttpResponse::BadRequest().json(serde_json::json!({
                "errors": [{
                    "message": format!("the request body is not a GraphQL JSON request: {e}"),
                    "extensions": { "code": "BAD_INPUT" }
                }]
            }));
        }
    };
    let token = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok());
    let caller = Caller::from_token(&tabletop, token).await;
    let response = schema.execute_batch(batch.data(caller)).await;
    if !response.is_ok() {
        metrics.graphql_errors.fetch_add(1, Ordering::Relaxed);
    }
    HttpResponse::Ok().json(response)
}

async fn graphiql() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(
            GraphiQLSource::build()
                .endpoint("/graphql")
                .subscription_endpoint("/graphql/ws")
                .title("Tabletop")
                .finish(),
        )
}

/// `graphql-transport-ws` (and the older `graphql-ws`). The token may come in the upgrade
/// request's `Authorization` header or in `connection_init`'s payload as `authorization`
/// or `token`.
async fn subscriptions(
    schema: web::Data<TabletopSchema>,
    tabletop: web::Data<Tabletop>,
    metrics: web::Data<Metrics>,
    req: HttpRequest,
    payload: web::Payload,
) -> actix_web::Result<HttpResponse> {
    metrics
        .websocket_connections
        .fetch_add(1, Ordering::Relaxed);
    let header_token = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let tabletop = Tabletop::clone(&tabletop);
    GraphQLSubscription::new(TabletopSchema::clone(&schema))
        .on_connection_init(move |init: serde_json::Value| async move {
            let from_payload = ["authorization", "Authorization", "token"]
                .iter()
                .find_map(|k| init.get(*k).and_then(|v| v.as_str()).map(str::to_owned));
            let caller =
                Caller::from_token(&tabletop, from_payload.or(header_token).as_deref()).await;
            if let Some(err) = &caller.auth_error {
                return Err(async_graphql::Error::new(err.to_string()));
            }
            let mut data = Data::default();
            data.insert(caller);
            Ok(data)
        })
        .start(&req, payload)
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "status": "ok" }))
}

async fn readyz(readiness: web::Data<Readiness>) -> HttpResponse {
    if readiness.check().await {
        HttpResponse::Ok().json(serde_json::json!({ "status": "ready" }))
    } else {
        HttpResponse::ServiceUnavailable()
            .json(serde_json::json!({ "status": "database unavailable" }))
    }
}

async fn metrics(metrics: web::Data<Metrics>) -> HttpResponse {
    let body = format!(
        "# TYPE tabletop_graphql_requests_total counter\ntabletop_graphql_requests_total {}\n\
         # TYPE tabletop_graphql_error_responses_total counter\ntabletop_graphql_error_responses_total {}\n\
         # TYPE tabletop_websocket_connections_total counter\ntabletop_websocket_connections_total {}\n",
        metrics.graphql_requests.load(Ordering::Relaxed),
        metrics.graphql_errors.load(Ordering::Relaxed),
        metrics.websocket_connections.load(Ordering::Relaxed),
    );
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4")
        .body(body)
}
