//! One websocket connection at `/graphql/ws`: async-graphql's `graphql-transport-ws` (and
//! `graphql-ws`) protocol, run on an actix actor as `async_graphql_actix_web` runs it, but
//! ending with a close frame. That crate's actor stops without one when the client closes,
//! and a server going away could only cut the connection, so clients saw 1006 (abnormal
//! closure) both ways and could not tell a shutdown from a crash. Here a client's close is
//! answered with 1000, and a shutdown closes every connection with 1001 (going away) once
//! its subscriptions have sent `complete`.

use std::str::FromStr;
use std::time::{Duration, Instant};

use actix::{
    Actor, ActorContext, ActorFutureExt, ActorStreamExt, AsyncContext, ContextFutureSpawner,
    StreamHandler, WrapFuture, WrapStream,
};
use actix_http::ws::Item;
use actix_web::{HttpRequest, HttpResponse};
use actix_web_actors::ws::{
    CloseCode, CloseReason, Message, ProtocolError, WebsocketContext, WsResponseBuilder,
};
use async_graphql::Data;
use async_graphql::http::{ALL_WEBSOCKET_PROTOCOLS, WebSocket, WebSocketProtocols, WsMessage};
use futures::channel::mpsc;
use futures::future::BoxFuture;

use crate::graphql::TabletopExecutor;
use crate::lifecycle::Shutdown;
use crate::metrics::OpenGuard;

/// A websocket ping every this often...
const HEARTBEAT_INTERVAL: Duration = Duration::from_secs(5);
/// ...and a client silent for this long is gone.
const CLIENT_TIMEOUT: Duration = Duration::from_secs(10);
/// After a shutdown begins, the subscriptions' `complete` messages go out first.
const SHUTDOWN_GRACE: Duration = Duration::from_millis(200);
/// How long a close frame the server sent waits for the client's answer.
const CLOSE_TIMEOUT: Duration = Duration::from_secs(1);

/// Builds the connection's data from `connection_init`'s payload, or refuses it.
pub type OnConnectionInit =
    Box<dyn FnOnce(serde_json::Value) -> BoxFuture<'static, async_graphql::Result<Data>> + Send>;

/// Upgrade `request` to a websocket and serve the GraphQL protocol it asks for.
pub fn start(
    executor: TabletopExecutor,
    on_connection_init: OnConnectionInit,
    shutdown: Shutdown,
    open: OpenGuard,
    request: &HttpRequest,
    payload: actix_web::web::Payload,
) -> actix_web::Result<HttpResponse> {
    let protocol = request
        .headers()
        .get("sec-websocket-protocol")
        .and_then(|value| value.to_str().ok())
        .and_then(|protocols| {
            protocols
                .split(',')
                .find_map(|p| WebSocketProtocols::from_str(p.trim()).ok())
        })
        .ok_or_else(|| {
            actix_web::error::ErrorBadRequest(format!(
                "the Sec-WebSocket-Protocol header must name {}",
                ALL_WEBSOCKET_PROTOCOLS.join(" or ")
            ))
        })?;
    let connection = Connection {
        executor,
        protocol,
        on_connection_init: Some(on_connection_init),
        shutdown,
        last_heartbeat: Instant::now(),
        messages: None,
        continuation: Vec::new(),
        closing: false,
        _open: open,
    };
    WsResponseBuilder::new(connection, request, payload)
        .protocols(&ALL_WEBSOCKET_PROTOCOLS)
        .start()
}

struct Connection {
    executor: TabletopExecutor,
    protocol: WebSocketProtocols,
    on_connection_init: Option<OnConnectionInit>,
    shutdown: Shutdown,
    last_heartbeat: Instant,
    /// The client's messages, to the protocol.
    messages: Option<mpsc::UnboundedSender<Vec<u8>>>,
    /// A message arriving in fragments, so far.
    continuation: Vec<u8>,
    /// The server has sent its close frame; the next frame from the client should be the
    /// answer, and nothing more is sent.
    closing: bool,
    /// Counts the connection as open (`/metrics`) until the actor is dropped.
    _open: OpenGuard,
}

impl Connection {
    /// Send a close frame and end the connection once the client answers it, or after
    /// `CLOSE_TIMEOUT` if it does not.
    fn close(&mut self, ctx: &mut WebsocketContext<Self>, code: CloseCode, reason: &str) {
        if self.closing {
            return;
        }
        self.closing = true;
        ctx.close(Some(CloseReason {
            code,
            description: Some(reason.to_owned()),
        }));
        ctx.run_later(CLOSE_TIMEOUT, |_, ctx| ctx.stop());
    }
}

impl Actor for Connection {
    type Context = WebsocketContext<Self>;

    fn started(&mut self, ctx: &mut Self::Context) {
        ctx.run_interval(HEARTBEAT_INTERVAL, |connection, ctx| {
            if connection.last_heartbeat.elapsed() > CLIENT_TIMEOUT {
                ctx.stop();
                return;
            }
            ctx.ping(b"");
        });

        let (sender, receiver) = mpsc::unbounded();
        self.messages = Some(sender);
        let on_connection_init = self
            .on_connection_init
            .take()
            .expect("a connection starts once");
        WebSocket::new(self.executor.clone(), receiver, self.protocol)
            .on_connection_init(on_connection_init)
            .into_actor(self)
            .map(|message, connection, ctx| match message {
                WsMessage::Text(text) if !connection.closing => ctx.text(text),
                WsMessage::Text(_) => {}
                WsMessage::Close(code, reason) => connection.close(ctx, code.into(), &reason),
            })
            .finish()
            .spawn(ctx);

        let shutdown = self.shutdown.clone();
        async move {
            shutdown.wait().await;
            tokio::time::sleep(SHUTDOWN_GRACE).await;
        }
        .into_actor(self)
        .map(|(), connection, ctx| {
            connection.close(
                ctx,
                CloseCode::Away,
                "the server is shutting down; connect again",
            )
        })
        .spawn(ctx);
    }
}

impl StreamHandler<Result<Message, ProtocolError>> for Connection {
    fn handle(&mut self, message: Result<Message, ProtocolError>, ctx: &mut Self::Context) {
        let Ok(message) = message else {
            ctx.stop();
            return;
        };
        let complete = match message {
            Message::Ping(bytes) => {
                self.last_heartbeat = Instant::now();
                ctx.pong(&bytes);
                None
            }
            Message::Pong(_) => {
                self.last_heartbeat = Instant::now();
                None
            }
            Message::Text(text) => Some(text.into_bytes().to_vec()),
            Message::Binary(bytes) => Some(bytes.to_vec()),
            Message::Continuation(Item::FirstText(bytes) | Item::FirstBinary(bytes)) => {
                self.continuation = bytes.to_vec();
                None
            }
            Message::Continuation(Item::Continue(bytes)) => {
                self.continuation.extend_from_slice(&bytes);
                None
            }
            Message::Continuation(Item::Last(bytes)) => {
                self.continuation.extend_from_slice(&bytes);
                Some(std::mem::take(&mut self.continuation))
            }
            Message::Close(_) => {
                // Either the answer to the server's close, or the client's own, which is
                // answered (RFC 6455, 5.5.1) before the connection ends.
                if !self.closing {
                    self.closing = true;
                    ctx.close(Some(CloseCode::Normal.into()));
                }
                ctx.stop();
                None
            }
            Message::Nop => None,
        };
        if let Some(complete) = complete
            && !self.closing
            && self
                .messages
                .as_ref()
                .is_none_or(|messages| messages.unbounded_send(complete).is_err())
        {
            ctx.stop();
        }
    }
}
