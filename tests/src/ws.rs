//! A minimal `graphql-transport-ws` client.

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One subscription on its own connection.
pub struct Subscription {
    connection: Connection,
}

impl Subscription {
    /// Connect, authenticate with `token` in `connection_init`, and subscribe.
    pub async fn start(
        ws_url: &str,
        token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> Subscription {
        let mut connection = Connection::open(ws_url, token)
            .await
            .unwrap_or_else(|refusal| panic!("expected connection_ack, got {refusal:?}"));
        connection.subscribe("1", query, variables).await;
        Subscription { connection }
    }

    /// The next `next` payload's `data`, or `None` when the subscription completes or the
    /// connection closes. Panics on a GraphQL error, so a test sees it.
    pub async fn next_data(&mut self) -> Option<Value> {
        loop {
            let message = self.connection.next().await?;
            match message["type"].as_str() {
                Some("next") => {
                    if let Some(errors) = message["payload"].get("errors") {
                        panic!("subscription error: {errors}");
                    }
                    return Some(message["payload"]["data"].clone());
                }
                Some("complete") => return None,
                Some("error") => panic!("subscription error: {message}"),
                _ => {}
            }
        }
    }
}

/// A raw `graphql-transport-ws` connection that can hold several subscriptions.
pub struct Connection {
    socket: Socket,
    /// The server's close frame, once one arrived.
    close_frame: Option<Value>,
}

impl Connection {
    /// Connect and send `connection_init` (with `token` if any); returns the connection
    /// after `connection_ack`, or the first other message as `Err`. A refusal closes the
    /// socket; it comes back as `{"type": "close", "code": .., "reason": ..}`.
    pub async fn open(ws_url: &str, token: Option<&str>) -> Result<Connection, Option<Value>> {
        let mut request = ws_url.into_client_request().expect("a websocket URL");
        request.headers_mut().insert(
            "Sec-WebSocket-Protocol",
            "graphql-transport-ws".parse().expect("a header value"),
        );
        let (mut socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("open the websocket");
        let init = match token {
            Some(token) => {
                json!({ "type": "connection_init", "payload": { "authorization": format!("Bearer {token}") } })
            }
            None => json!({ "type": "connection_init", "payload": {} }),
        };
        socket
            .send(Message::text(init.to_string()))
            .await
            .expect("send connection_init");
        loop {
            let message = match socket.next().await {
                Some(Ok(Message::Text(text))) => serde_json::from_str::<Value>(&text).ok(),
                Some(Ok(Message::Close(frame))) => return Err(frame.as_ref().map(close_json)),
                Some(Ok(_)) => continue,
                Some(Err(_)) | None => return Err(None),
            };
            match message {
                Some(message) if message["type"] == "connection_ack" => {
                    return Ok(Connection {
                        socket,
                        close_frame: None,
                    });
                }
                Some(message) if message["type"] == "ping" => {}
                other => return Err(other),
            }
        }
    }

    /// How the server closed the connection, once [`Connection::next`] returned `None`:
    /// `{"type": "close", "code": .., "reason": ..}`, or `None` if the connection ended
    /// without a close frame (a client sees 1006, abnormal closure).
    pub fn close_frame(&self) -> Option<&Value> {
        self.close_frame.as_ref()
    }

    /// Close the connection as a client does when it is done (1000), and return the close
    /// frame the server answers with, if it answers with one.
    pub async fn close(mut self) -> Option<Value> {
        let frame = CloseFrame {
            code: CloseCode::Normal,
            reason: "done".into(),
        };
        self.socket.close(Some(frame)).await.ok()?;
        while next_message(&mut self.socket, &mut self.close_frame)
            .await
            .is_some()
        {}
        self.close_frame
    }

    pub async fn subscribe(&mut self, id: &str, query: &str, variables: Value) {
        let subscribe = json!({ "id": id, "type": "subscribe", "payload": { "query": query, "variables": variables } });
        self.socket
            .send(Message::text(subscribe.to_string()))
            .await
            .expect("send subscribe");
    }

    /// The next protocol message other than ping/pong, or `None` once the connection is
    /// closed (see [`Connection::close_frame`] for how).
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = next_message(&mut self.socket, &mut self.close_frame).await?;
            match message["type"].as_str() {
                Some("ping") => {
                    let _ = self
                        .socket
                        .send(Message::text(json!({"type": "pong"}).to_string()))
                        .await;
                }
                Some("pong") => {}
                _ => return Some(message),
            }
        }
    }
}

/// The next text message as JSON; a websocket error counts as the end of the connection.
/// A close frame is kept in `close_frame`.
async fn next_message(socket: &mut Socket, close_frame: &mut Option<Value>) -> Option<Value> {
    loop {
        match socket.next().await? {
            Ok(Message::Text(text)) => return serde_json::from_str(&text).ok(),
            Ok(Message::Close(frame)) => {
                // A close frame without a code stands for 1005 (RFC 6455, 7.1.5).
                *close_frame = Some(frame.as_ref().map_or_else(
                    || json!({ "type": "close", "code": 1005, "reason": "" }),
                    close_json,
                ));
                return None;
            }
            Err(_) => return None,
            Ok(_) => continue,
        }
    }
}

fn close_json(frame: &CloseFrame) -> Value {
    json!({ "type": "close", "code": u16::from(frame.code), "reason": frame.reason.to_string() })
}
