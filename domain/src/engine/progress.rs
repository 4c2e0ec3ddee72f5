//! What a campaign has gained, as a game's campaign rules read it and add to it. The fold
//! that builds it from a campaign's events is the campaign aggregate's
//! (`campaign::progress`).
//!
//! Progress is game-agnostic. A game's campaign rules say what a finished play adds as a
//! [`ProgressDelta`] (marks such as the scenarios cleared, values, and at most one reward
//! offered), and read [`Progress`] back when they prepare the next play. The platform
//! keeps the tallies, one for the table and one per member, and the rule shared by every
//! campaign that carries rewards: one reward per slot (Tokyo Saitoshin: one clear's worth
//! per scenario, spec 8.4), a second one for a full slot waiting for the members to keep
//! the old one or swap it.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

/// A reward a play brought, for one slot (Tokyo Saitoshin: the scenario's number).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardOffer {
    /// Where the reward is kept; a slot holds one reward at a time.
    pub slot: String,
    /// The reward's id in the game's content (a card id).
    pub reward: String,
}

/// What one finished play adds, as the game's campaign rules computed it. Stored in the
/// play's `PlayRecorded`, so that folding a campaign never runs a game's code.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProgressDelta {
    /// Names added to named sets (`{"cleared": ["04"]}`); adding twice changes nothing.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub marks: BTreeMap<String, BTreeSet<String>>,
    /// Values set by name; a later play's value replaces an earlier one.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, Value>,
    /// The reward the play brought, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reward: Option<RewardOffer>,
}

impl ProgressDelta {
    /// A delta that adds `name` to the set `set`.
    pub fn mark(mut self, set: &str, name: &str) -> Self {
        self.marks
            .entry(set.to_owned())
            .or_default()
            .insert(name.to_owned());
        self
    }

    /// A delta that sets `name` to `value`.
    pub fn value(mut self, name: &str, value: Value) -> Self {
        self.values.insert(name.to_owned(), value);
        self
    }

    /// A delta that offers `reward` for `slot`.
    pub fn reward(mut self, slot: &str, reward: &str) -> Self {
        self.reward = Some(RewardOffer {
            slot: slot.to_owned(),
            reward: reward.to_owned(),
        });
        self
    }
}

/// The marks and values gathered by some plays: the table's, or one member's own.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tally {
    /// Counted plays (struck plays are not counted).
    pub plays: u32,
    pub marks: BTreeMap<String, BTreeSet<String>>,
    pub values: BTreeMap<String, Value>,
}

impl Tally {
    /// Whether the set `set` holds `name`.
    pub fn has(&self, set: &str, name: &str) -> bool {
        self.marks.get(set).is_some_and(|s| s.contains(name))
    }
}

/// Everything a campaign carries into its next play, derived from its events.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// What the whole campaign gained, from every counted play.
    pub table: Tally,
    /// What each member gained from the counted plays they sat in: their own history, for
    /// tables that mix experience (Tokyo Saitoshin spec 8.5).
    pub members: BTreeMap<Uuid, Tally>,
    /// The reward owned in each slot.
    pub rewards: BTreeMap<String, String>,
    /// Rewards brought for a slot that was already full, by play: the members keep the
    /// old reward or swap it for this one.
    pub offers: BTreeMap<Uuid, RewardOffer>,
    /// Owned rewards the members chose to include in the next play (spec 8.5).
    pub chosen_for_next_play: BTreeSet<String>,
}

impl Progress {
    /// Whether `reward` is owned, in any slot.
    pub fn owns(&self, reward: &str) -> bool {
        self.rewards.values().any(|r| r == reward)
    }

    /// One member's own tally (empty for a member who has played nothing counted).
    pub fn member(&self, member: Uuid) -> Tally {
        self.members.get(&member).cloned().unwrap_or_default()
    }
}
