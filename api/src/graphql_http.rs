//! The GraphQL-over-HTTP conventions (the graphql-http specification): what a POST must
//! declare, which media type an answer takes, which status a request error gets, and what
//! a GET may run. Checked by `scripts/graphql-http-audit` (the reference audit suite).

use std::collections::HashMap;

use actix_web::http::header::{ACCEPT, CONTENT_TYPE};
use actix_web::{HttpRequest, HttpResponse};
use async_graphql::parser::types::{DocumentOperations, OperationType};
use async_graphql::{BatchResponse, Variables};

/// The media type of the specification's answers; `application/json` stays the default for
/// clients that do not ask for it (the specification's legacy mode).
pub const GRAPHQL_RESPONSE: &str = "application/graphql-response+json";

/// How an answer is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    /// `application/json`: every executed request answers 200, as clients written before the
    /// specification expect.
    Json,
    /// `application/graphql-response+json`: a request that could not be executed (it does not
    /// parse, does not validate, or its variables do not coerce) answers 400 without `data`.
    GraphqlResponse,
}

fn accepts(req: &HttpRequest, media: &str) -> bool {
    req.headers()
        .get_all(ACCEPT)
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|part| part.split(';').next().unwrap_or("").trim())
        .any(|m| m.eq_ignore_ascii_case(media))
}

/// The answer's media type: the specification's when the client lists it, JSON otherwise
/// (a missing `Accept`, `*/*` and `application/json` alike).
pub fn negotiate(req: &HttpRequest) -> Media {
    if accepts(req, GRAPHQL_RESPONSE) {
        Media::GraphqlResponse
    } else {
        Media::Json
    }
}

/// A browser asking for a page (GraphiQL) rather than for a GraphQL answer.
pub fn wants_html(req: &HttpRequest) -> bool {
    accepts(req, "text/html")
}

/// A POST body must be declared JSON: without a content type, or with another one (a
/// `text/plain` form post, say), it is refused with 415 before it is read.
pub fn declared_json(req: &HttpRequest) -> bool {
    req.headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
}

/// Whether a single answer reports a request error: nothing was executed, so there is no
/// `data`, and no error points into a result.
fn request_error(response: &async_graphql::Response) -> bool {
    response.data == async_graphql::Value::Null
        && !response.errors.is_empty()
        && response.errors.iter().all(|e| e.path.is_empty())
}

/// The HTTP answer for an executed (single or batched) request.
pub fn answer(media: Media, response: &BatchResponse) -> HttpResponse {
    let content_type = match media {
        Media::Json => "application/json",
        Media::GraphqlResponse => "application/graphql-response+json; charset=utf-8",
    };
    if media == Media::GraphqlResponse
        && let BatchResponse::Single(single) = response
        && request_error(single)
    {
        // Without `data`: the specification says a request error has none. This rare answer
        // goes through a JSON value to take it out; every other is serialised straight.
        let mut body = serde_json::to_value(single).unwrap_or_default();
        if let Some(object) = body.as_object_mut() {
            object.remove("data");
        }
        return HttpResponse::BadRequest()
            .content_type(content_type)
            .body(body.to_string());
    }
    HttpResponse::Ok().content_type(content_type).json(response)
}

/// Why a GET cannot run.
pub enum GetRefusal {
    /// A parameter is not what the specification says (`variables` not a JSON object...).
    BadInput(String),
    /// The operation is a mutation or a subscription: only a POST may change anything (a
    /// GET can be sent by a link or a prefetching browser).
    NotAQuery,
}

/// The GraphQL request of a GET's query string (`query`, `operationName`, `variables`,
/// `extensions`), or `None` when it has no `query`.
pub fn get_request(req: &HttpRequest) -> Result<Option<async_graphql::Request>, GetRefusal> {
    let params = actix_web::web::Query::<HashMap<String, String>>::from_query(req.query_string())
        .map_err(|e| GetRefusal::BadInput(format!("the query string does not parse: {e}")))?
        .into_inner();
    let Some(query) = params.get("query") else {
        return Ok(None);
    };
    let mut request = async_graphql::Request::new(query.clone());
    if let Some(name) = params.get("operationName").filter(|n| !n.is_empty()) {
        request = request.operation_name(name.clone());
    }
    if let Some(variables) = object_param(&params, "variables")? {
        request = request.variables(Variables::from_json(variables));
    }
    if let Some(extensions) = object_param(&params, "extensions")? {
        request.extensions = serde_json::from_value(extensions)
            .map_err(|e| GetRefusal::BadInput(format!("`extensions` is not a JSON object: {e}")))?;
    }
    if runs_more_than_a_query(&mut request) {
        return Err(GetRefusal::NotAQuery);
    }
    Ok(Some(request))
}

/// The query-string parameter `name` as a JSON object, if it is given and not empty.
fn object_param(
    params: &HashMap<String, String>,
    name: &str,
) -> Result<Option<serde_json::Value>, GetRefusal> {
    let Some(text) = params.get(name).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(json) if json.is_object() => Ok(Some(json)),
        Ok(_) => Err(GetRefusal::BadInput(format!(
            "`{name}` is not a JSON object"
        ))),
        Err(e) => Err(GetRefusal::BadInput(format!(
            "`{name}` is not a JSON object: {e}"
        ))),
    }
}

/// The operation the request would run is a mutation or a subscription. The document is
/// parsed once, here, and kept in the request for the executor. A document that does not
/// parse, or names no such operation, is left to the executor, which says what is wrong.
fn runs_more_than_a_query(request: &mut async_graphql::Request) -> bool {
    let operation_name = request.operation_name.clone();
    let Ok(document) = request.parsed_query() else {
        return false;
    };
    let ty = match (&document.operations, operation_name.as_deref()) {
        (DocumentOperations::Single(op), _) => Some(op.node.ty),
        (DocumentOperations::Multiple(ops), Some(name)) => ops.get(name).map(|op| op.node.ty),
        (DocumentOperations::Multiple(_), None) => None,
    };
    ty.is_some_and(|ty| ty != OperationType::Query)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn runs(query: &str, operation_name: Option<&str>) -> bool {
        let mut request = async_graphql::Request::new(query);
        request.operation_name = operation_name.map(str::to_owned);
        runs_more_than_a_query(&mut request)
    }

    #[test]
    fn only_queries_run_on_get() {
        assert!(!runs("{ gameKinds { kind } }", None));
        assert!(!runs("query Q { gameKinds { kind } }", Some("Q")));
        assert!(runs("mutation { x }", None));
        assert!(runs("subscription { x }", None));
        assert!(runs("query A { a } mutation B { b }", Some("B")));
        assert!(!runs("query A { a } mutation B { b }", Some("A")));
        assert!(!runs("{ not graphql", None));
    }
}
