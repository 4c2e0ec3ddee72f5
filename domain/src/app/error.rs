use crate::engine::RuleError;

use super::ports::StoreError;

/// Why a use case failed. Each variant maps to one stable API error code.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppError {
    /// The rules forbid the command (`RULE_VIOLATION`, with the rule's own code).
    #[error("{0}")]
    Rule(RuleError),
    /// The caller decided on an old version (`CONFLICT`).
    #[error("the game has moved on to version {current_version}; reload it and decide again")]
    Conflict { current_version: u64 },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Unauthenticated(String),
    /// A token that was valid but whose time is up (`UNAUTHENTICATED`, reason
    /// `TOKEN_EXPIRED`). Only a still-valid token can be renewed, so an expired one is as
    /// good as lost: a leaked old token stays useless.
    #[error(
        "this token expired at {expired_at}; register again, and renew tokens with renewToken before they expire"
    )]
    TokenExpired { expired_at: String },
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    BadInput(String),
    /// The database cannot be reached right now (`UNAVAILABLE`); retrying later may work.
    /// The cause is logged, never shown to clients.
    #[error("the service is temporarily unavailable; try again shortly")]
    Unavailable(String),
    /// Anything else. The message is logged, never shown to clients.
    #[error("internal error")]
    Internal(String),
}

impl AppError {
    /// The stable `extensions.code` of this error.
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Rule(_) => "RULE_VIOLATION",
            AppError::Conflict { .. } => "CONFLICT",
            AppError::NotFound(_) => "NOT_FOUND",
            AppError::Unauthenticated(_) | AppError::TokenExpired { .. } => "UNAUTHENTICATED",
            AppError::Forbidden(_) => "FORBIDDEN",
            AppError::BadInput(_) => "BAD_INPUT",
            AppError::Unavailable(_) => "UNAVAILABLE",
            AppError::Internal(_) => "INTERNAL",
        }
    }

    /// A finer reason under the same code, for the errors that have one
    /// (`extensions.reason`).
    pub fn reason(&self) -> Option<&'static str> {
        match self {
            AppError::TokenExpired { .. } => Some("TOKEN_EXPIRED"),
            _ => None,
        }
    }
}

impl AppError {
    /// A refusal under one of the table's own rules (seats, start, turn order), with its
    /// stable code.
    pub(super) fn rule(code: &'static str, message: impl Into<String>) -> AppError {
        AppError::Rule(RuleError::new(code, message))
    }
}

impl From<RuleError> for AppError {
    fn from(e: RuleError) -> Self {
        AppError::Rule(e)
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            // Right when the client addressed the stream that moved, the only stream a
            // use case writes today. A use case that writes several streams must match
            // the conflict itself: `currentVersion` is about the game the client sent to.
            StoreError::Conflict {
                current_version, ..
            } => AppError::Conflict { current_version },
            StoreError::Unavailable(cause) => AppError::Unavailable(cause),
            StoreError::Internal(m) => AppError::Internal(m),
            StoreError::DuplicateCommand => {
                AppError::Internal("duplicate command escaped the service".into())
            }
            StoreError::Duplicate(m) => AppError::BadInput(m),
        }
    }
}
