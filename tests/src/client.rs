use serde_json::{Value, json};

use crate::TestServer;

/// A GraphQL client over keep-alive HTTP, optionally carrying a bearer token.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    url: String,
    pub token: Option<String>,
    pub player_id: Option<String>,
}

/// The first error of a GraphQL response.
#[derive(Debug, Clone, PartialEq)]
pub struct GqlError {
    pub code: String,
    pub message: String,
    /// The rule's own code, for `RULE_VIOLATION`.
    pub rule: Option<String>,
    /// For `CONFLICT`.
    pub current_version: Option<u64>,
}

impl Client {
    pub fn anonymous(server: &TestServer) -> Client {
        Client {
            http: reqwest::Client::new(),
            url: server.url(),
            token: None,
            player_id: None,
        }
    }

    /// The same client, talking to `server` (another instance, or the same database after
    /// a restart).
    pub fn at(self, server: &TestServer) -> Client {
        Client {
            url: server.url(),
            ..self
        }
    }

    /// The same client acting with `token`.
    pub fn with_token(self, token: Option<String>) -> Client {
        Client { token, ..self }
    }

    /// `registerPlayer`, or its error.
    pub async fn register_result(server: &TestServer, name: &str) -> Result<Value, GqlError> {
        Client::anonymous(server)
            .gql(
                "mutation($name: String!) { registerPlayer(name: $name) { token player { id } } }",
                json!({ "name": name }),
            )
            .await
    }

    /// Register a new player and return a client acting as it.
    pub async fn register(server: &TestServer, name: &str) -> Client {
        let anonymous = Client::anonymous(server);
        let data = anonymous
            .gql(
                "mutation($name: String!) { registerPlayer(name: $name) { token player { id } } }",
                json!({ "name": name }),
            )
            .await
            .expect("registerPlayer");
        Client {
            token: Some(
                data["registerPlayer"]["token"]
                    .as_str()
                    .expect("a token")
                    .to_owned(),
            ),
            player_id: Some(
                data["registerPlayer"]["player"]["id"]
                    .as_str()
                    .expect("an id")
                    .to_owned(),
            ),
            ..anonymous
        }
    }

    /// The whole JSON response.
    pub async fn raw(&self, query: &str, variables: Value) -> Value {
        self.post(json!({ "query": query, "variables": variables }))
            .await
    }

    pub async fn post(&self, body: Value) -> Value {
        let mut request = self.http.post(&self.url).json(&body);
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("send the GraphQL request");
        response.json().await.expect("a JSON response")
    }

    /// `data`, or the first error.
    pub async fn gql(&self, query: &str, variables: Value) -> Result<Value, GqlError> {
        let response = self.raw(query, variables).await;
        match response
            .get("errors")
            .and_then(|e| e.as_array())
            .and_then(|e| e.first())
        {
            Some(error) => Err(GqlError::from_json(error)),
            None => Ok(response["data"].clone()),
        }
    }
}

impl GqlError {
    pub fn from_json(error: &Value) -> GqlError {
        let ext = &error["extensions"];
        GqlError {
            code: ext["code"].as_str().unwrap_or("<no code>").to_owned(),
            message: error["message"].as_str().unwrap_or_default().to_owned(),
            rule: ext["rule"].as_str().map(str::to_owned),
            current_version: ext["currentVersion"].as_u64(),
        }
    }
}
