//! How every request reaches the schema, over HTTP and websockets: its document parsed once
//! per distinct query text, the depth and alias limits checked on it, and a code on the
//! errors async-graphql raises itself.
//!
//! These were schema extensions. But any extension on the schema sends every field of
//! every response through the extension chain (a boxed future per field and extension),
//! which the fan-out profile showed on each event delivered to each subscriber; and the
//! query text was parsed again for every request, although clients send the same few
//! operations over and over with different variables (BENCHMARKS.md).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use async_graphql::parser::types::{DocumentOperations, ExecutableDocument, OperationType};
use async_graphql::{Data, Executor, Request, Response, ServerError};
use futures::stream::{self, BoxStream, StreamExt};

use super::limits::DocumentLimits;
use super::schema::TabletopSchema;
use crate::metrics::Metrics;

/// Documents kept, by query text; when full the cache starts over.
const DOCUMENTS: usize = 256;
/// Longer query texts are parsed every time: a client that sends many large one-off
/// documents should not fill the cache with them.
const MAX_CACHED_QUERY_BYTES: usize = 8 * 1024;

/// The schema as requests reach it (see the module docs). Cheap to clone.
#[derive(Clone)]
pub struct TabletopExecutor {
    schema: TabletopSchema,
    documents: Arc<Documents>,
    limits: DocumentLimits,
    metrics: Option<Arc<Metrics>>,
}

impl TabletopExecutor {
    pub fn new(schema: TabletopSchema, limits: DocumentLimits) -> Self {
        TabletopExecutor {
            schema,
            documents: Arc::default(),
            limits,
            metrics: None,
        }
    }

    /// Count every operation, its time and its errors in `metrics`.
    pub fn with_metrics(mut self, metrics: Arc<Metrics>) -> Self {
        self.metrics = Some(metrics);
        self
    }

    /// The request with its document attached and the operation's type (`query`,
    /// `mutation`, `subscription`), or the error that refuses it.
    fn prepare(&self, mut request: Request) -> Result<(Request, &'static str), ServerError> {
        let document = self.documents.parse(&request.query, &self.limits)?;
        let operation = operation_type(&document, request.operation_name.as_deref());
        request.set_parsed_query(document);
        Ok((request, operation))
    }

    fn record(&self, operation: &'static str, started: Instant, response: &Response) {
        if let Some(metrics) = &self.metrics {
            let codes = response.errors.iter().map(|e| {
                e.extensions
                    .as_ref()
                    .and_then(|x| x.get("code"))
                    .and_then(|code| match code {
                        async_graphql::Value::String(code) => Some(code.as_str()),
                        _ => None,
                    })
                    .unwrap_or("<no code>")
            });
            metrics.operation(operation, started.elapsed(), codes);
        }
    }
}

/// The type of the operation a request runs: the named one, else the only one.
/// `refused` when the document names no such operation (execution then refuses it).
fn operation_type(document: &ExecutableDocument, name: Option<&str>) -> &'static str {
    let operation = match (&document.operations, name) {
        (DocumentOperations::Single(op), _) => Some(op),
        (DocumentOperations::Multiple(ops), Some(name)) => ops.get(name),
        (DocumentOperations::Multiple(ops), None) if ops.len() == 1 => ops.values().next(),
        (DocumentOperations::Multiple(_), None) => None,
    };
    match operation.map(|op| op.node.ty) {
        Some(OperationType::Query) => "query",
        Some(OperationType::Mutation) => "mutation",
        Some(OperationType::Subscription) => "subscription",
        None => "refused",
    }
}

impl Executor for TabletopExecutor {
    async fn execute(&self, request: Request) -> Response {
        let started = Instant::now();
        let (response, operation) = match self.prepare(request) {
            Ok((request, operation)) => (self.schema.execute(request).await, operation),
            Err(error) => (Response::from_errors(vec![error]), "refused"),
        };
        let response = with_codes(response);
        self.record(operation, started, &response);
        response
    }

    /// Over a websocket: each response of a subscription counts as its operation once,
    /// at its first answer, and the subscription counts as open until its stream ends.
    fn execute_stream(
        &self,
        request: Request,
        session_data: Option<Arc<Data>>,
    ) -> BoxStream<'static, Response> {
        let started = Instant::now();
        match self.prepare(request) {
            Ok((request, operation)) => {
                let open = self.metrics.as_ref().map(|m| m.subscription());
                let executor = self.clone();
                let mut first = true;
                self.schema
                    .execute_stream_with_session_data(request, session_data.unwrap_or_default())
                    .map(move |response| {
                        let response = with_codes(response);
                        if std::mem::take(&mut first) {
                            executor.record(operation, started, &response);
                        }
                        let _open = &open;
                        response
                    })
                    .boxed()
            }
            Err(error) => {
                let response = with_codes(Response::from_errors(vec![error]));
                self.record("refused", started, &response);
                stream::once(async { response }).boxed()
            }
        }
    }
}

/// Errors async-graphql raises itself (syntax, validation, input coercion, limits) are all
/// about the client's input, so they are `BAD_INPUT`; the server's own errors carry their
/// code already.
fn with_codes(mut response: Response) -> Response {
    for error in &mut response.errors {
        let extensions = error.extensions.get_or_insert_with(Default::default);
        if extensions.get("code").is_none() {
            extensions.set("code", "BAD_INPUT");
        }
    }
    response
}

/// Parsed documents by query text.
#[derive(Default)]
struct Documents(Mutex<HashMap<String, Arc<ExecutableDocument>>>);

impl Documents {
    /// `query` parsed (from the cache when it was seen before), if it parses and keeps
    /// within `limits`. Only accepted documents are kept.
    fn parse(
        &self,
        query: &str,
        limits: &DocumentLimits,
    ) -> Result<ExecutableDocument, ServerError> {
        // The deep copy is made outside the lock, which every request takes.
        let cached = self.lock().get(query).cloned();
        if let Some(document) = cached {
            return Ok(ExecutableDocument::clone(&document));
        }
        let document = match async_graphql::parser::parse_query(query) {
            Ok(document) => document,
            // The parser's own bound on nesting (64) says no number; past it the query is
            // too deep by the limit clients know.
            Err(async_graphql::parser::Error::RecursionLimitExceeded) => {
                return Err(ServerError::new(limits.too_deep(), None));
            }
            Err(e) => return Err(e.into()),
        };
        limits
            .check(&document)
            .map_err(|message| ServerError::new(message, None))?;
        if query.len() <= MAX_CACHED_QUERY_BYTES {
            let mut documents = self.lock();
            if documents.len() >= DOCUMENTS {
                documents.clear();
            }
            documents.insert(query.to_owned(), Arc::new(document.clone()));
        }
        Ok(document)
    }

    /// The map is only ever left consistent, so a panic elsewhere while holding the lock
    /// does not make it unusable.
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<ExecutableDocument>>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(max_aliases: usize) -> DocumentLimits {
        DocumentLimits {
            max_aliases,
            max_depth: 16,
        }
    }

    #[test]
    fn a_document_is_parsed_once_and_served_again_from_the_cache() {
        let documents = Documents::default();
        let query = "query($id: UUID!) { game(id: $id) { version } }";
        let first = documents.parse(query, &limits(30)).unwrap();
        assert_eq!(documents.lock().len(), 1);
        let again = documents.parse(query, &limits(30)).unwrap();
        assert_eq!(format!("{first:?}"), format!("{again:?}"));
        assert_eq!(documents.lock().len(), 1);
    }

    #[test]
    fn refused_documents_are_not_kept() {
        let documents = Documents::default();
        assert!(documents.parse("{ game(", &limits(30)).is_err());
        let aliased = "{ a: games { totalCount } b: games { totalCount } c: games { totalCount } }";
        let refused = documents.parse(aliased, &limits(2)).unwrap_err();
        assert!(
            refused.message.contains("more than 2 aliases"),
            "{refused:?}"
        );
        assert_eq!(documents.lock().len(), 0);
        assert!(documents.parse(aliased, &limits(3)).is_ok());
    }

    #[test]
    fn a_query_too_deep_for_the_parser_names_the_depth_limit() {
        let deep = format!("{{ {} id {} }}", "a { ".repeat(70), "}".repeat(70));
        let refused = Documents::default().parse(&deep, &limits(30)).unwrap_err();
        assert_eq!(refused.message, limits(30).too_deep());
    }

    #[test]
    fn long_documents_are_parsed_but_not_kept() {
        let documents = Documents::default();
        let long = format!("{{ __typename }} # {}", "x".repeat(MAX_CACHED_QUERY_BYTES));
        assert!(documents.parse(&long, &limits(30)).is_ok());
        assert_eq!(documents.lock().len(), 0);
    }

    #[test]
    fn errors_without_a_code_become_bad_input_and_coded_ones_keep_theirs() {
        let mut coded = ServerError::new("taken", None);
        coded
            .extensions
            .get_or_insert_with(Default::default)
            .set("code", "CONFLICT");
        let response = with_codes(Response::from_errors(vec![
            ServerError::new("syntax", None),
            coded,
        ]));
        let codes: Vec<String> = response
            .errors
            .iter()
            .map(|e| {
                let value = e.extensions.as_ref().and_then(|x| x.get("code")).cloned();
                value.map(|v| v.to_string()).unwrap_or_default()
            })
            .collect();
        assert_eq!(codes, ["\"BAD_INPUT\"", "\"CONFLICT\""]);
    }
}
