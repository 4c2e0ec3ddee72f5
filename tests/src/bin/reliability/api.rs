//! The load's GraphQL client: unlike the tests' `Client`, it reports a server that has gone
//! away (`Failure::Transport`) instead of panicking, since the runs kill it on purpose.

use std::time::Duration;

use serde_json::{Value, json};
use tests::TestServer;

#[derive(Clone)]
pub struct Api {
    http: reqwest::Client,
    url: String,
}

/// A transport failure (the server is gone) or a GraphQL error code (or `HTTP 5xx`).
#[derive(Debug)]
pub enum Failure {
    Transport,
    Code(String),
}

impl Failure {
    /// The server's own fault, never an acceptable answer: `INTERNAL`, an HTTP 5xx, or an
    /// error without a code.
    pub fn is_server_error(&self) -> bool {
        matches!(self, Failure::Code(c) if c == "INTERNAL" || c.starts_with("HTTP ") || c == "<no code>")
    }
}

impl Api {
    pub fn new(server: &TestServer) -> Api {
        Api {
            http: reqwest::Client::builder()
                .timeout(Duration::from_secs(30))
                .build()
                .expect("a client"),
            url: server.url(),
        }
    }

    pub async fn gql(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> Result<Value, Failure> {
        let mut request = self
            .http
            .post(&self.url)
            .json(&json!({ "query": query, "variables": variables }));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.map_err(|_| Failure::Transport)?;
        let status = response.status();
        if status.is_server_error() {
            return Err(Failure::Code(format!("HTTP {}", status.as_u16())));
        }
        let answer: Value = response.json().await.map_err(|_| Failure::Transport)?;
        if let Some(error) = answer["errors"].get(0) {
            return Err(Failure::Code(
                error["extensions"]["code"]
                    .as_str()
                    .unwrap_or("<no code>")
                    .to_owned(),
            ));
        }
        Ok(answer["data"].clone())
    }
}
