use serde::{Deserialize, Serialize};

use super::Seat;

/// A decision the game is waiting for: which seat owes it, of what kind, in words.
///
/// Several prompts can be open at once (simultaneous decisions, out-of-turn reactions);
/// the seats may answer them in any order. The exact choices are in `legal_commands`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    /// Stable SCREAMING_SNAKE name of the decision, e.g. `ROLL_OR_STOP`, `YIELD_TOKYO`.
    pub kind: String,
    /// What is being asked, for a person.
    pub message: String,
    /// Whose decision it is when the seat plays in a team. Omitted from JSON when the seat
    /// decides alone, so every prompt that existed before team decisions is unchanged.
    #[serde(default, skip_serializing_if = "PromptScope::is_alone")]
    pub scope: PromptScope,
}

/// Who settles a prompted decision: the seat alone, or the seat as one member of a team.
///
/// Team games (The Others: 7 Sins' heroes, the co-operative games) send the same decision
/// to several seats; a client needs to know whether answering settles it for everybody,
/// or whether the team must agree.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PromptScope {
    /// This seat decides, and only this seat.
    #[default]
    Alone,
    /// Any member of the seat's team may decide; the first answer settles it for all.
    AnyOfTeam,
    /// Every member of the seat's team must give the same answer.
    AllOfTeam,
}

impl PromptScope {
    pub fn is_alone(&self) -> bool {
        *self == PromptScope::Alone
    }
}

impl Prompt {
    pub fn new(seat: Seat, kind: &str, message: impl Into<String>) -> Self {
        Self {
            seat,
            kind: kind.to_owned(),
            message: message.into(),
            scope: PromptScope::Alone,
        }
    }

    pub fn with_scope(mut self, scope: PromptScope) -> Self {
        self.scope = scope;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_prompt_for_one_seat_serialises_as_before() {
        let prompt = Prompt::new(Seat(2), "ROLL_OR_STOP", "Roll again or stop");
        let json = serde_json::to_value(&prompt).unwrap();
        assert_eq!(
            json,
            json!({ "seat": 2, "kind": "ROLL_OR_STOP", "message": "Roll again or stop" })
        );
        assert_eq!(serde_json::from_value::<Prompt>(json).unwrap(), prompt);
    }

    #[test]
    fn a_team_scope_is_written_and_read_back() {
        let prompt = Prompt::new(Seat(1), "FIRST_HERO", "Agree on the first hero")
            .with_scope(PromptScope::AllOfTeam);
        let json = serde_json::to_value(&prompt).unwrap();
        assert_eq!(json["scope"], "ALL_OF_TEAM");
        assert_eq!(serde_json::from_value::<Prompt>(json).unwrap(), prompt);
    }
}
