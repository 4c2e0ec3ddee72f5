//! Refusals shared by several steps.

use crate::engine::RuleError;

/// A power offered to nobody now.
pub fn not_offered() -> RuleError {
    RuleError::new(
        "NOT_OFFERED",
        "That power is not available to you now; choose one of the listed commands",
    )
}
