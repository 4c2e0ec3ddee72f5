//! The GraphQL-over-HTTP conventions (the graphql-http specification): what a POST must
//! declare, which media type an answer takes, which status a request error gets, and what
//! a GET may run. Checked by `scripts/graphql-http-audit` (the reference audit suite).

use std::collections::HashMap;

use actix_web::http::StatusCode;
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
    let mut body = serde_json::to_value(response).unwrap_or_else(|e| {
        serde_json::json!({ "errors": [{ "message": format!("cannot serialise the answer: {e}") }] })
    });
    let mut status = StatusCode::OK;
    if media == Media::GraphqlResponse
        && let BatchResponse::Single(single) = response
        && request_error(single)
    {
        status = StatusCode::BAD_REQUEST;
        if let Some(object) = body.as_object_mut() {
            object.remove("data");
        }
    }
    let content_type = match media {
        Media::Json => "application/json",
        Media::GraphqlResponse => "application/graphql-response+json; charset=utf-8",
    };
    HttpResponse::build(status)
        .content_type(content_type)
        .body(body.to_string())
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
    if let Some(variables) = params.get("variables").filter(|v| !v.is_empty()) {
        let json: serde_json::Value = serde_json::from_str(variables)
            .map_err(|e| GetRefusal::BadInput(format!("`variables` is not a JSON object: {e}")))?;
        if !json.is_object() {
            return Err(GetRefusal::BadInput(
                "`variables` is not a JSON object".into(),
            ));
        }
        request = request.variables(Variables::from_json(json));
    }
    if let Some(extensions) = params.get("extensions").filter(|v| !v.is_empty()) {
        let json: serde_json::Value = serde_json::from_str(extensions)
            .map_err(|e| GetRefusal::BadInput(format!("`extensions` is not a JSON object: {e}")))?;
        request.extensions = serde_json::from_value(json)
            .map_err(|e| GetRefusal::BadInput(format!("`extensions` is not a JSON object: {e}")))?;
    }
    if runs_more_than_a_query(query, request.operation_name.as_deref()) {
        return Err(GetRefusal::NotAQuery);
    }
    Ok(Some(request))
}

/// The operation a document would run is a mutation or a subscription. A document that does
/// not parse, or names no such operation, is left to the executor, which says what is wrong.
fn runs_more_than_a_query(query: &str, operation_name: Option<&str>) -> bool {
    let Ok(document) = async_graphql::parser::parse_query(query) else {
        return false;
    };
    let ty = match (&document.operations, operation_name) {
        (DocumentOperations::Single(op), _) => Some(op.node.ty),
        (DocumentOperations::Multiple(ops), Some(name)) => ops.get(name).map(|op| op.node.ty),
        (DocumentOperations::Multiple(_), None) => None,
    };
    ty.is_some_and(|ty| ty != OperationType::Query)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_queries_run_on_get() {
        assert!(!runs_more_than_a_query("{ gameKinds { kind } }", None));
        assert!(!runs_more_than_a_query(
            "query Q { gameKinds { kind } }",
            Some("Q")
        ));
        assert!(runs_more_than_a_query("mutation { x }", None));
        assert!(runs_more_than_a_query("subscription { x }", None));
        assert!(runs_more_than_a_query(
            "query A { a } mutation B { b }",
            Some("B")
        ));
        assert!(!runs_more_than_a_query(
            "query A { a } mutation B { b }",
            Some("A")
        ));
        assert!(!runs_more_than_a_query("{ not graphql", None));
    }
}
