//! Who is calling, and what they may see.

use domain::app::{AppError, GameSession, Player, Tabletop};
use domain::engine::{Seat, Viewer};

use super::error::{GqlResult, OrGql};

/// The authenticated caller of a request or websocket connection.
#[derive(Clone, Default)]
pub struct Caller {
    pub player: Option<Player>,
    /// Why the token that was sent could not be accepted.
    pub auth_error: Option<AppError>,
    /// The bearer token as sent, for `renewToken`.
    token: Option<String>,
}

impl Caller {
    pub fn require(&self) -> GqlResult<&Player> {
        match (&self.player, &self.auth_error) {
            (Some(p), _) => Ok(p),
            (None, Some(err)) => Err(err.clone()).gql(),
            (None, None) => Err(AppError::Unauthenticated(
                "send `Authorization: Bearer <token>` from registerPlayer".into(),
            ))
            .gql(),
        }
    }

    /// The token the caller authenticated with; an error like `require`'s without one.
    pub fn require_token(&self) -> GqlResult<&str> {
        self.require()?;
        self.token.as_deref().ok_or_else(|| {
            super::error::app_error(AppError::Unauthenticated("no token was sent".into()))
        })
    }

    /// Authenticate a bearer token (`Bearer <token>` or the bare token).
    pub async fn from_token(tabletop: &Tabletop, token: Option<&str>) -> Caller {
        let Some(token) = token.map(|t| t.trim()).filter(|t| !t.is_empty()) else {
            return Caller::default();
        };
        let token = token.strip_prefix("Bearer ").unwrap_or(token).trim();
        match tabletop.authenticate(token).await {
            Ok(player) => Caller {
                player: Some(player),
                auth_error: None,
                token: Some(token.to_owned()),
            },
            Err(err) => Caller {
                player: None,
                auth_error: Some(err),
                token: None,
            },
        }
    }

    /// The viewer a request sees `session` as, by the domain's one rule for seats (an
    /// explicit `seat` must be held; else the caller's only seat; else a spectator). Naming
    /// a seat needs a token, so an unauthenticated caller that names one learns why its
    /// token was refused.
    pub fn viewer(&self, session: &GameSession, seat: Option<Seat>) -> GqlResult<Viewer> {
        if seat.is_some() {
            self.require()?;
        }
        session.viewer_for(self.player.as_ref(), seat).gql()
    }
}
