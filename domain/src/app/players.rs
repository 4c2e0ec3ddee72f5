//! Players and their bearer tokens: registration, authentication, renewal.

use chrono::{DateTime, SecondsFormat, Utc};
use sha2::{Digest, Sha256};

use super::error::AppError;
use super::hex::encode_hex;
use super::records::Player;
use super::service::Tabletop;
use super::text::PlayerName;

fn parse_time(rfc3339: &str) -> Result<DateTime<Utc>, AppError> {
    DateTime::parse_from_rfc3339(rfc3339)
        .map(|at| at.with_timezone(&Utc))
        .map_err(|e| AppError::Internal(format!("{rfc3339:?} is not an RFC 3339 time: {e}")))
}

/// Hex SHA-256 of a bearer token: what the registry stores instead of the token.
pub fn token_hash(token: &str) -> String {
    encode_hex(&Sha256::digest(token.as_bytes()))
}

impl Tabletop {
    /// Register a player; returns the player and its bearer token (shown only once).
    pub async fn register_player(&self, name: &str) -> Result<(Player, String), AppError> {
        let name = PlayerName::parse(name)?;
        let now = self.now()?;
        let token = self.new_token();
        let player = Player {
            id: self.ports.ids.new_id(),
            name: name.into_string(),
            token_hash: token_hash(&token),
            created_at: self.ports.clock.now(),
            token_expires_at: self.token_expiry(now)?,
        };
        self.ports.players.add_player(&player).await?;
        Ok((player, token))
    }

    /// The player a token acts for, if the token is known and has not expired.
    pub async fn authenticate(&self, token: &str) -> Result<Player, AppError> {
        let player = self
            .ports
            .players
            .player_by_token_hash(&token_hash(token))
            .await?
            .ok_or_else(|| AppError::Unauthenticated("this token is not valid".into()))?;
        if self.now()? >= parse_time(&player.token_expires_at)? {
            return Err(AppError::TokenExpired {
                expired_at: player.token_expires_at,
            });
        }
        Ok(player)
    }

    /// Swap a still-valid `token` for a fresh one with a full time to live; the old token
    /// stops working at once. The player keeps its id, name and seats.
    pub async fn renew_token(&self, token: &str) -> Result<(Player, String), AppError> {
        let mut player = self.authenticate(token).await?;
        let fresh = self.new_token();
        let fresh_hash = token_hash(&fresh);
        let expires_at = self.token_expiry(self.now()?)?;
        let replaced = self
            .ports
            .players
            .replace_token(player.id, &player.token_hash, &fresh_hash, &expires_at)
            .await?;
        if !replaced {
            return Err(AppError::Unauthenticated(
                "this token was renewed already; use the token that renewal returned".into(),
            ));
        }
        player.token_hash = fresh_hash;
        player.token_expires_at = expires_at;
        Ok((player, fresh))
    }

    fn new_token(&self) -> String {
        format!("tt_{}", encode_hex(&self.ports.ids.secret()))
    }

    fn now(&self) -> Result<DateTime<Utc>, AppError> {
        parse_time(&self.ports.clock.now())
    }

    fn token_expiry(&self, now: DateTime<Utc>) -> Result<String, AppError> {
        chrono::Duration::from_std(self.token_ttl)
            .ok()
            .and_then(|ttl| now.checked_add_signed(ttl))
            .map(|at| at.to_rfc3339_opts(SecondsFormat::Micros, true))
            .ok_or_else(|| {
                AppError::Internal(format!("token TTL {:?} is out of range", self.token_ttl))
            })
    }
}
