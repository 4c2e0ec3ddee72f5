//! GraphQL over keep-alive HTTP, and the few operations a player needs.

use std::time::Duration;

use serde_json::{Value, json};
use uuid::Uuid;

/// A refused or failed request: the error's `extensions.code`, `TRANSPORT` when no
/// answer arrived, `BAD_RESPONSE` when the answer was not GraphQL.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    pub code: String,
    pub message: String,
}

impl Failure {
    fn new(code: &str, message: impl Into<String>) -> Failure {
        Failure {
            code: code.to_owned(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

/// One HTTP client (a pool of keep-alive connections) for the whole run.
#[derive(Clone)]
pub struct Gql {
    http: reqwest::Client,
    url: String,
}

impl Gql {
    pub fn new(url: &str) -> Gql {
        let http = reqwest::Client::builder()
            .tcp_nodelay(true)
            .pool_idle_timeout(Duration::from_secs(300))
            .timeout(Duration::from_secs(60))
            .build()
            .expect("an HTTP client");
        Gql {
            http,
            url: url.to_owned(),
        }
    }

    /// `data`, or the first error.
    pub async fn call(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> Result<Value, Failure> {
        let body = serde_json::to_vec(&json!({ "query": query, "variables": variables }))
            .expect("JSON serialises");
        let mut request = self
            .http
            .post(&self.url)
            .header("content-type", "application/json")
            .body(body);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let response = request
            .send()
            .await
            .map_err(|e| Failure::new("TRANSPORT", e.to_string()))?;
        let bytes = response
            .bytes()
            .await
            .map_err(|e| Failure::new("TRANSPORT", e.to_string()))?;
        let mut answer: Value = serde_json::from_slice(&bytes)
            .map_err(|_| Failure::new("BAD_RESPONSE", String::from_utf8_lossy(&bytes)))?;
        if let Some(error) = answer
            .get("errors")
            .and_then(Value::as_array)
            .and_then(|e| e.first())
        {
            let code = error["extensions"]["code"].as_str().unwrap_or("<no code>");
            let message = error["message"].as_str().unwrap_or_default();
            return Err(Failure::new(code, message));
        }
        Ok(answer
            .get_mut("data")
            .map(Value::take)
            .unwrap_or(Value::Null))
    }

    pub async fn register(&self, name: &str) -> Result<String, Failure> {
        let data = self
            .call(
                None,
                "mutation($name: String!) { registerPlayer(name: $name) { token } }",
                json!({ "name": name }),
            )
            .await?;
        data["registerPlayer"]["token"]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| Failure::new("BAD_RESPONSE", "registerPlayer without a token"))
    }

    /// Create a King of Tokyo table with the default options, seat `players[i]` in seat
    /// `i`, start it, and return its state.
    pub async fn start_king_of_tokyo(&self, players: &[String]) -> Result<GameState, Failure> {
        let created = self
            .call(
                Some(&players[0]),
                "mutation($seats: Int!) { createGame(input: { options: { kingOfTokyo: {} }, seats: $seats }) { id } }",
                json!({ "seats": players.len() }),
            )
            .await?;
        let id = created["createGame"]["id"]
            .as_str()
            .ok_or_else(|| Failure::new("BAD_RESPONSE", "createGame without an id"))?
            .to_owned();
        for (seat, token) in players.iter().enumerate() {
            self.call(
                Some(token),
                "mutation($id: UUID!, $seat: Int) { joinGame(gameId: $id, seat: $seat) { seat } }",
                json!({ "id": id, "seat": seat }),
            )
            .await?;
        }
        self.call(
            Some(&players[0]),
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await?;
        self.state(&players[0], &id).await
    }

    /// The game's version, status and prompts.
    pub async fn state(&self, token: &str, game_id: &str) -> Result<GameState, Failure> {
        let data = self
            .call(
                Some(token),
                &format!("query($id: UUID!) {{ game(id: $id) {{ {GAME_STATE} }} }}"),
                json!({ "id": game_id }),
            )
            .await?;
        GameState::from_json(game_id, &data["game"])
    }

    /// The commands `seat` may send now, at the version they are legal at.
    pub async fn legal_commands(
        &self,
        token: &str,
        game_id: &str,
        seat: u64,
    ) -> Result<(u64, Vec<Value>), Failure> {
        let data = self
            .call(
                Some(token),
                "query($id: UUID!, $seat: Int) { game(id: $id) { version legalCommands(seat: $seat) { command } } }",
                json!({ "id": game_id, "seat": seat }),
            )
            .await?;
        let version = data["game"]["version"]
            .as_u64()
            .ok_or_else(|| Failure::new("BAD_RESPONSE", "game without a version"))?;
        let commands = data["game"]["legalCommands"]
            .as_array()
            .map(|list| list.iter().map(|c| c["command"].clone()).collect())
            .unwrap_or_default();
        Ok((version, commands))
    }

    /// `submitCommand` for `seat` at `expected_version`; the game's state afterwards.
    pub async fn submit(
        &self,
        token: &str,
        game_id: &str,
        seat: u64,
        expected_version: u64,
        command: &Value,
    ) -> Result<GameState, Failure> {
        let data = self
            .call(
                Some(token),
                &format!(
                    "mutation($id: UUID!, $v: Int!, $cid: UUID!, $seat: Int, $cmd: GameCommandInput!) {{
                       submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, seat: $seat, command: $cmd) {{
                         game {{ {GAME_STATE} }}
                       }}
                     }}"
                ),
                json!({ "id": game_id, "v": expected_version, "cid": Uuid::new_v4(), "seat": seat, "cmd": command }),
            )
            .await?;
        GameState::from_json(game_id, &data["submitCommand"]["game"])
    }
}

const GAME_STATE: &str = "version status prompts { seat kind }";

/// What a client driving a game needs to know to send the next command.
#[derive(Debug, Clone, PartialEq)]
pub struct GameState {
    pub id: String,
    pub version: u64,
    pub finished: bool,
    /// (seat, prompt kind) of every decision owed now.
    pub prompts: Vec<(u64, String)>,
}

impl GameState {
    fn from_json(id: &str, game: &Value) -> Result<GameState, Failure> {
        let version = game["version"]
            .as_u64()
            .ok_or_else(|| Failure::new("BAD_RESPONSE", format!("no game state in {game}")))?;
        let prompts = game["prompts"]
            .as_array()
            .map(|list| {
                list.iter()
                    .filter_map(|p| Some((p["seat"].as_u64()?, p["kind"].as_str()?.to_owned())))
                    .collect()
            })
            .unwrap_or_default();
        Ok(GameState {
            id: id.to_owned(),
            version,
            finished: game["status"] == "FINISHED",
            prompts,
        })
    }
}
