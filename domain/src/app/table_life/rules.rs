//! The rules of a table chosen at its creation, beside the game's own options.

use serde::{Deserialize, Serialize};

use crate::engine::{BotPolicy, GameFacts};

use super::super::error::AppError;

/// Longest time for one decision: a week, for correspondence play.
const MAX_DECISION_SECONDS: u32 = 7 * 24 * 3600;
/// Largest time bank: thirty days.
const MAX_BANK_SECONDS: u32 = 30 * 24 * 3600;
/// Largest increment per move: a day.
const MAX_INCREMENT_SECONDS: u32 = 24 * 3600;

/// How a table is run around the game: its clock, who takes a seat a player leaves, and
/// whether a player may take back a decision. The default is the table before table life:
/// no clock, no undo.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableRules {
    #[serde(default)]
    pub clock: ClockRule,
    /// The bot that plays a seat whose player conceded or ran out of time.
    #[serde(default)]
    pub takeover: BotPolicy,
    /// Whether a player may take back their own last decisions (a fair undo).
    #[serde(default)]
    pub undo: bool,
    /// Whether a seat whose player concedes or runs out of time is eliminated, the others
    /// playing on, instead of being played to the end by the takeover bot. Only for games
    /// that can eliminate a seat (`GameFacts::forfeits`); the bot answers for the seat only
    /// until the game lets it drop out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeit: bool,
}

/// How long a seat may take over its decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ClockRule {
    /// No limit.
    #[default]
    None,
    /// The same time for every decision, whatever was used before.
    PerDecision { seconds: u32 },
    /// A bank per seat that runs while the seat owes a decision, with `increment_seconds`
    /// added after each of its moves (a Fischer clock).
    Fischer {
        bank_seconds: u32,
        increment_seconds: u32,
    },
}

impl TableRules {
    pub fn is_default(&self) -> bool {
        *self == TableRules::default()
    }

    /// Refuse a clock no table could be played with, and a forfeit the game cannot apply.
    pub fn validate(&self, facts: GameFacts) -> Result<(), AppError> {
        if self.forfeit && !facts.forfeits {
            return Err(AppError::BadInput(
                "a seat cannot be eliminated from this game: leave `forfeit` out, and the takeover bot plays the seat of a player who leaves".into(),
            ));
        }
        match self.clock {
            ClockRule::None => Ok(()),
            ClockRule::PerDecision { seconds }
                if !(1..=MAX_DECISION_SECONDS).contains(&seconds) =>
            {
                Err(AppError::BadInput(format!(
                    "a decision's time must be from 1 to {MAX_DECISION_SECONDS} seconds, not {seconds}"
                )))
            }
            ClockRule::Fischer { bank_seconds, .. }
                if !(1..=MAX_BANK_SECONDS).contains(&bank_seconds) =>
            {
                Err(AppError::BadInput(format!(
                    "a time bank must be from 1 to {MAX_BANK_SECONDS} seconds, not {bank_seconds}"
                )))
            }
            ClockRule::Fischer {
                increment_seconds, ..
            } if increment_seconds > MAX_INCREMENT_SECONDS => Err(AppError::BadInput(format!(
                "an increment must be at most {MAX_INCREMENT_SECONDS} seconds, not {increment_seconds}"
            ))),
            _ => Ok(()),
        }
    }
}

impl ClockRule {
    pub fn is_none(&self) -> bool {
        matches!(self, ClockRule::None)
    }

    /// The time a seat has when its clock is set: at the start, and on a reclaimed seat.
    pub(super) fn full_bank_ms(&self) -> i64 {
        match *self {
            ClockRule::None => 0,
            ClockRule::PerDecision { seconds } => i64::from(seconds) * 1000,
            ClockRule::Fischer { bank_seconds, .. } => i64::from(bank_seconds) * 1000,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_table_is_stored_as_nothing_and_read_back_from_nothing() {
        let read: TableRules = serde_json::from_str("{}").unwrap();
        assert_eq!(read, TableRules::default());
        assert!(read.is_default());
    }

    #[test]
    fn a_clock_round_trips_through_json_in_camel_case() {
        let rules = TableRules {
            clock: ClockRule::Fischer {
                bank_seconds: 300,
                increment_seconds: 5,
            },
            takeover: BotPolicy::Random,
            undo: true,
            forfeit: false,
        };
        let json = serde_json::to_value(rules).unwrap();
        assert_eq!(
            json["clock"],
            serde_json::json!({"fischer": {"bankSeconds": 300, "incrementSeconds": 5}})
        );
        assert_eq!(serde_json::from_value::<TableRules>(json).unwrap(), rules);
    }

    #[test]
    fn clocks_outside_their_bounds_are_bad_input() {
        for clock in [
            ClockRule::PerDecision { seconds: 0 },
            ClockRule::PerDecision {
                seconds: MAX_DECISION_SECONDS + 1,
            },
            ClockRule::Fischer {
                bank_seconds: 0,
                increment_seconds: 0,
            },
            ClockRule::Fischer {
                bank_seconds: 60,
                increment_seconds: MAX_INCREMENT_SECONDS + 1,
            },
        ] {
            let rules = TableRules {
                clock,
                ..TableRules::default()
            };
            assert!(
                matches!(
                    rules.validate(GameFacts::COMPETITIVE),
                    Err(AppError::BadInput(_))
                ),
                "{clock:?}"
            );
        }
        let fine = TableRules {
            clock: ClockRule::PerDecision { seconds: 1 },
            ..TableRules::default()
        };
        assert!(fine.validate(GameFacts::COMPETITIVE).is_ok());
    }

    #[test]
    fn forfeit_is_refused_where_the_game_cannot_eliminate_a_seat() {
        let rules = TableRules {
            forfeit: true,
            ..TableRules::default()
        };
        assert!(matches!(
            rules.validate(GameFacts::COMPETITIVE),
            Err(AppError::BadInput(_))
        ));
        let eliminating = GameFacts {
            forfeits: true,
            ..GameFacts::COMPETITIVE
        };
        assert!(rules.validate(eliminating).is_ok());
        let json = serde_json::to_value(TableRules::default()).unwrap();
        assert!(json.get("forfeit").is_none(), "{json}");
    }
}
