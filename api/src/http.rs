//! HTTP routes: GraphQL over POST and GET (queries only), GraphiQL for a browser, websocket
//! subscriptions, ops endpoints.

use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use async_graphql::{BatchRequest, Data, Executor};
use domain::app::Tabletop;
use futures::StreamExt;
use futures::future::BoxFuture;
use tracing::Instrument;

use crate::graphql::{Caller, TabletopExecutor};
use crate::graphql_http::{self, GetRefusal};
use crate::lifecycle::{Readiness, Shutdown};
use crate::live::SubscriptionSlots;
use crate::metrics::Metrics;
use crate::rate_limit::{RateLimiter, Refused, normalized};
use crate::websocket;

/// The HTTP-level limits.
#[derive(Clone, Copy)]
pub struct HttpLimits {
    pub max_body_bytes: usize,
    pub max_batch: usize,
    pub max_subscriptions_per_connection: usize,
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/graphql", web::post().to(graphql))
        .route("/graphql", web::get().to(graphql_get))
        .route(
            "/graphiql/{version}/{file}",
            web::get().to(crate::graphiql::asset),
        )
        .route("/graphql/ws", web::get().to(subscriptions))
        // Load balancers and uptime checkers probe with HEAD as often as with GET.
        .route("/healthz", web::get().to(healthz))
        .route("/healthz", web::head().to(healthz))
        .route("/readyz", web::get().to(readyz))
        .route("/readyz", web::head().to(readyz))
        .route("/metrics", web::get().to(metrics));
}

fn error_json(code: &str, message: impl std::fmt::Display) -> serde_json::Value {
    serde_json::json!({
        "errors": [{ "message": message.to_string(), "extensions": { "code": code } }]
    })
}

fn bad_input(status: StatusCode, message: impl std::fmt::Display) -> HttpResponse {
    HttpResponse::build(status).json(error_json("BAD_INPUT", message))
}

/// Whole seconds to wait, at least one.
fn retry_seconds(wait: Duration) -> u64 {
    wait.as_secs_f64().ceil().max(1.0) as u64
}

fn rate_limited(refused: Refused) -> HttpResponse {
    let seconds = retry_seconds(refused.wait);
    HttpResponse::TooManyRequests()
        .insert_header(("retry-after", seconds.to_string()))
        .json(serde_json::json!({
            "errors": [{
                "message": format!("too many requests; retry in {seconds} s"),
                "extensions": { "code": "RATE_LIMITED", "retryAfterSeconds": seconds }
            }]
        }))
}

/// The request body, up to `limit` bytes; `None` once it is longer.
async fn read_body(
    mut payload: web::Payload,
    limit: usize,
) -> Result<Option<web::BytesMut>, actix_web::Error> {
    let mut body = web::BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk = chunk?;
        if body.len() + chunk.len() > limit {
            return Ok(None);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Some(body))
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
}

#[allow(clippy::too_many_arguments)]
async fn graphql(
    schema: web::Data<TabletopExecutor>,
    tabletop: web::Data<Tabletop>,
    metrics: web::Data<Metrics>,
    limits: web::Data<HttpLimits>,
    limiter: web::Data<RateLimiter>,
    req: HttpRequest,
    payload: web::Payload,
) -> HttpResponse {
    match post_batch(&limits, &req, payload).await {
        Ok(batch) => execute(&schema, &tabletop, &limits, &limiter, &metrics, &req, batch).await,
        Err(refused) => refused_before_execution(&metrics, "BAD_INPUT", refused),
    }
}

/// A request refused before it reached the schema (its body, its content type, its
/// method, a limit): counted as a `refused` operation with its code, which the executor
/// never sees.
fn refused_before_execution(
    metrics: &Metrics,
    code: &'static str,
    response: HttpResponse,
) -> HttpResponse {
    metrics.operation("refused", std::time::Duration::ZERO, [code]);
    response
}

/// `GET /graphql`: a query from the query string, run like a POST (same limits, same rate
/// limits, same answers); GraphiQL for a browser that sends no query. Mutations and
/// subscriptions are refused with 405: only a POST may change anything.
async fn graphql_get(
    schema: web::Data<TabletopExecutor>,
    tabletop: web::Data<Tabletop>,
    metrics: web::Data<Metrics>,
    limits: web::Data<HttpLimits>,
    limiter: web::Data<RateLimiter>,
    req: HttpRequest,
) -> HttpResponse {
    let refused = |response| refused_before_execution(&metrics, "BAD_INPUT", response);
    let single = match graphql_http::get_request(&req) {
        Ok(Some(request)) => request,
        Ok(None) if graphql_http::wants_html(&req) => return crate::graphiql::page(),
        Ok(None) => {
            return refused(bad_input(
                StatusCode::BAD_REQUEST,
                "the request has no query: GET /graphql?query=... (or open it in a browser for GraphiQL)",
            ));
        }
        Err(GetRefusal::BadInput(message)) => {
            return refused(bad_input(StatusCode::BAD_REQUEST, message));
        }
        Err(GetRefusal::NotAQuery) => {
            return refused(
                HttpResponse::MethodNotAllowed()
                    .insert_header(("allow", "POST"))
                    .json(error_json(
                        "BAD_INPUT",
                        "a GET runs queries only: send mutations and subscriptions with POST",
                    )),
            );
        }
    };
    let batch = BatchRequest::Single(single);
    execute(&schema, &tabletop, &limits, &limiter, &metrics, &req, batch).await
}

/// A POST's body as a single request or a batch, or the answer that refuses it.
async fn post_batch(
    limits: &HttpLimits,
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<BatchRequest, HttpResponse> {
    if !graphql_http::declared_json(req) {
        return Err(bad_input(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send the request as JSON: content-type: application/json",
        ));
    }
    let too_large = || {
        bad_input(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!(
                "the request body is larger than {} bytes",
                limits.max_body_bytes
            ),
        )
    };
    let declared = req
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limits.max_body_bytes) {
        return Err(too_large());
    }
    let body = match read_body(payload, limits.max_body_bytes).await {
        Ok(Some(body)) => body,
        Ok(None) => return Err(too_large()),
        Err(e) => {
            let message = format!("cannot read the body: {e}");
            return Err(bad_input(StatusCode::BAD_REQUEST, message));
        }
    };
    // Parse a batch explicitly: serde would read `[]` as a single request with no query.
    let is_batch = body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'[');
    let parsed = if is_batch {
        serde_json::from_slice::<Vec<async_graphql::Request>>(&body).map(BatchRequest::Batch)
    } else {
        serde_json::from_slice::<async_graphql::Request>(&body).map(BatchRequest::Single)
    };
    parsed.map_err(|e| {
        let message = format!("the request body is not a GraphQL JSON request: {e}");
        bad_input(StatusCode::BAD_REQUEST, message)
    })
}

/// Run a request (or a batch) that arrived by POST or GET: the checks every request passes,
/// the rate limit, the execution, and the answer in the media type the client asked for.
async fn execute(
    schema: &TabletopExecutor,
    tabletop: &Tabletop,
    limits: &HttpLimits,
    limiter: &RateLimiter,
    metrics: &Metrics,
    req: &HttpRequest,
    batch: BatchRequest,
) -> HttpResponse {
    let requests: &[async_graphql::Request] = match &batch {
        BatchRequest::Single(r) => std::slice::from_ref(r),
        BatchRequest::Batch(requests) => requests,
    };
    // Without this, `{}` reaches the parser as an empty document and the client is told about
    // "executable definitions" instead of what it forgot.
    if let Some(i) = requests.iter().position(|r| r.query.trim().is_empty()) {
        let message = match batch {
            BatchRequest::Single(_) => {
                "the request has no query: send {\"query\": \"...\"}".to_owned()
            }
            BatchRequest::Batch(_) => format!("operation {i} of the batch has no query"),
        };
        let answer = bad_input(StatusCode::BAD_REQUEST, message);
        return refused_before_execution(metrics, "BAD_INPUT", answer);
    }
    let operations = requests.len();
    if operations == 0 || operations > limits.max_batch {
        let message = format!(
            "a batch must hold between 1 and {} operations",
            limits.max_batch
        );
        let answer = bad_input(StatusCode::BAD_REQUEST, message);
        return refused_before_execution(metrics, "BAD_INPUT", answer);
    }
    let token = bearer(req);
    let ip = req.peer_addr().map(|a| a.ip());
    if let Err(refused) = limiter.check(ip, token, operations as u32) {
        return refused_before_execution(metrics, "RATE_LIMITED", rate_limited(refused));
    }
    let response = async {
        let caller = Caller::from_token(tabletop, token).await;
        schema.execute_batch(batch.data(caller)).await
    }
    .instrument(crate::spans::request(operations))
    .await;
    graphql_http::answer(graphql_http::negotiate(req), &response)
}

/// `graphql-transport-ws` (and the older `graphql-ws`). The token may come in the upgrade
/// request's `Authorization` header or in `connection_init`'s payload as `authorization`
/// or `token`.
#[allow(clippy::too_many_arguments)]
async fn subscriptions(
    schema: web::Data<TabletopExecutor>,
    tabletop: web::Data<Tabletop>,
    metrics: web::Data<Metrics>,
    limits: web::Data<HttpLimits>,
    limiter: web::Data<RateLimiter>,
    shutdown: web::Data<Shutdown>,
    req: HttpRequest,
    payload: web::Payload,
) -> actix_web::Result<HttpResponse> {
    let open = metrics.websocket();
    let header_token = bearer(&req).map(str::to_owned);
    if let Err(refused) = limiter.check(req.peer_addr().map(|a| a.ip()), header_token.as_deref(), 1)
    {
        return Ok(rate_limited(refused));
    }
    if shutdown.is_shutting_down() {
        return Ok(HttpResponse::ServiceUnavailable().json(error_json(
            "UNAVAILABLE",
            "the server is shutting down; connect again",
        )));
    }
    let tabletop = Tabletop::clone(&tabletop);
    let max_subscriptions = limits.max_subscriptions_per_connection;
    let limiter = web::Data::clone(&limiter);
    let on_connection_init = {
        let shutdown = Shutdown::clone(&shutdown);
        move |init: serde_json::Value| -> BoxFuture<'static, async_graphql::Result<Data>> {
            Box::pin(async move {
                let from_payload = ["authorization", "Authorization", "token"]
                    .iter()
                    .find_map(|k| init.get(*k).and_then(|v| v.as_str()).map(str::to_owned));
                // A token that only arrives here has not been charged yet: the upgrade
                // request was charged to the address (and to the header's token, if any).
                if normalized(from_payload.as_deref()).is_some()
                    && normalized(from_payload.as_deref()) != normalized(header_token.as_deref())
                    && let Err(refused) = limiter.check_token(from_payload.as_deref(), 1)
                {
                    let seconds = retry_seconds(refused.wait);
                    return Err(init_refusal(
                        "RATE_LIMITED",
                        None,
                        &format!("too many requests; retry in {seconds} s"),
                    ));
                }
                let caller =
                    Caller::from_token(&tabletop, from_payload.or(header_token).as_deref()).await;
                if let Some(err) = &caller.auth_error {
                    return Err(init_refusal(err.code(), err.reason(), &err.to_string()));
                }
                let mut data = Data::default();
                data.insert(caller);
                data.insert(SubscriptionSlots::new(max_subscriptions));
                // Subscriptions end (each sends `complete`) when a shutdown begins; the
                // connection then closes with 1001, and clients resume elsewhere with
                // `afterVersion`.
                data.insert(shutdown);
                Ok(data)
            })
        }
    };
    websocket::start(
        TabletopExecutor::clone(&schema),
        Box::new(on_connection_init),
        Shutdown::clone(&shutdown),
        open,
        &req,
        payload,
    )
}

/// A refused `connection_init`. graphql-transport-ws closes the socket (code 1002) with the
/// message as its reason, which has no room for extensions; so the reason starts with the
/// error code (and its finer reason, if any): `UNAUTHENTICATED TOKEN_EXPIRED: ...`. A close
/// reason holds at most 123 bytes.
fn init_refusal(code: &str, reason: Option<&str>, message: &str) -> async_graphql::Error {
    let mut text = match reason {
        Some(reason) => format!("{code} {reason}: {message}"),
        None => format!("{code}: {message}"),
    };
    if text.len() > 123 {
        let mut end = 120;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push_str("...");
    }
    async_graphql::Error::new(text)
}

async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "status": "ok" }))
}

async fn readyz(readiness: web::Data<Readiness>, shutdown: web::Data<Shutdown>) -> HttpResponse {
    if shutdown.is_shutting_down() {
        return HttpResponse::ServiceUnavailable()
            .json(serde_json::json!({ "status": "shutting down" }));
    }
    if readiness.check().await {
        HttpResponse::Ok().json(serde_json::json!({ "status": "ready" }))
    } else {
        HttpResponse::ServiceUnavailable()
            .json(serde_json::json!({ "status": "database unavailable" }))
    }
}

async fn metrics(metrics: web::Data<Metrics>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/openmetrics-text; version=1.0.0; charset=utf-8")
        .body(metrics.encode())
}
