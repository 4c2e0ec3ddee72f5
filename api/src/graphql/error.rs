//! Every GraphQL error carries a stable `extensions.code`.

use async_graphql::{Error, ErrorExtensions};
use domain::app::AppError;

/// Turn a use-case error into a GraphQL error with its code and details.
pub fn app_error(err: AppError) -> Error {
    match &err {
        AppError::Internal(detail) => tracing::error!(%detail, "internal error"),
        // Clients only learn to retry; whoever runs the server needs to know why, and a
        // retrying client repeats it, so each one is logged.
        AppError::Unavailable(cause) => tracing::warn!(%cause, "answered UNAVAILABLE"),
        _ => {}
    }
    let message = match &err {
        AppError::Rule(rule) => rule.message.clone(),
        other => other.to_string(),
    };
    Error::new(message).extend_with(|_, ext| {
        ext.set("code", err.code());
        if let Some(reason) = err.reason() {
            ext.set("reason", reason);
        }
        match &err {
            AppError::Rule(rule) => ext.set("rule", rule.code.as_ref()),
            AppError::Conflict { current_version } => {
                ext.set("currentVersion", *current_version as i64)
            }
            _ => {}
        }
    })
}

/// An error with an API-level code that no use case raises (`TOO_MANY_SUBSCRIPTIONS`).
pub fn coded_error(code: &'static str, message: impl Into<String>) -> Error {
    Error::new(message.into()).extend_with(|_, ext| ext.set("code", code))
}

pub fn bad_input(message: impl Into<String>) -> Error {
    app_error(AppError::BadInput(message.into()))
}

pub type GqlResult<T> = async_graphql::Result<T>;

pub trait OrGql<T> {
    fn gql(self) -> GqlResult<T>;
}

impl<T> OrGql<T> for Result<T, AppError> {
    fn gql(self) -> GqlResult<T> {
        self.map_err(app_error)
    }
}
