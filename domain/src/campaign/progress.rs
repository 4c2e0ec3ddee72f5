//! What a campaign has gained: the fold of its counted plays and of its reward decisions.
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

    fn add(&mut self, delta: &ProgressDelta) {
        self.plays += 1;
        for (set, names) in &delta.marks {
            self.marks
                .entry(set.clone())
                .or_default()
                .extend(names.iter().cloned());
        }
        for (name, value) in &delta.values {
            self.values.insert(name.clone(), value.clone());
        }
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

/// One step of the progress fold, in stream order. A step of a struck play is skipped
/// when the progress is folded again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Step {
    Recorded {
        play: Uuid,
        /// The members who sat in the play (bots are nobody's history).
        members: BTreeSet<Uuid>,
        delta: ProgressDelta,
    },
    Kept {
        play: Uuid,
    },
    Swapped {
        play: Uuid,
    },
    Chosen {
        rewards: BTreeSet<String>,
    },
}

impl Step {
    /// The play this step belongs to, if it belongs to one.
    pub fn play(&self) -> Option<Uuid> {
        match self {
            Step::Recorded { play, .. } | Step::Kept { play } | Step::Swapped { play } => {
                Some(*play)
            }
            Step::Chosen { .. } => None,
        }
    }
}

impl Progress {
    /// The progress of `steps` in order, leaving out every step of a play in `struck`.
    /// Folding again from the start is what makes striking a play exact: a reward that
    /// play filled a slot with is gone, and an offer a later play made for that slot is
    /// owned as if the struck play had never happened.
    pub fn of(steps: &[Step], struck: &BTreeSet<Uuid>) -> Progress {
        let mut progress = Progress::default();
        for step in steps {
            if step.play().is_none_or(|p| !struck.contains(&p)) {
                progress.apply(step);
            }
        }
        progress
    }

    /// Apply one step.
    pub fn apply(&mut self, step: &Step) {
        match step {
            Step::Recorded {
                play,
                members,
                delta,
            } => {
                self.table.add(delta);
                for member in members {
                    self.members.entry(*member).or_default().add(delta);
                }
                if let Some(offer) = &delta.reward {
                    match self.rewards.get(&offer.slot) {
                        Some(owned) if *owned != offer.reward => {
                            self.offers.insert(*play, offer.clone());
                        }
                        _ => {
                            self.rewards
                                .insert(offer.slot.clone(), offer.reward.clone());
                        }
                    }
                }
            }
            Step::Kept { play } => {
                self.offers.remove(play);
            }
            Step::Swapped { play } => {
                if let Some(offer) = self.offers.remove(play) {
                    self.rewards.insert(offer.slot, offer.reward);
                }
            }
            Step::Chosen { rewards } => self.chosen_for_next_play = rewards.clone(),
        }
        // An offer of the reward its slot already holds leaves nothing to decide (another
        // offer of the same reward was swapped in), and a choice only ever names rewards
        // the campaign owns now.
        let rewards = &self.rewards;
        self.offers
            .retain(|_, o| rewards.get(&o.slot).is_some_and(|r| *r != o.reward));
        let owned: BTreeSet<&String> = rewards.values().collect();
        self.chosen_for_next_play.retain(|r| owned.contains(r));
    }

    /// Whether `reward` is owned, in any slot.
    pub fn owns(&self, reward: &str) -> bool {
        self.rewards.values().any(|r| r == reward)
    }

    /// One member's own tally (empty for a member who has played nothing counted).
    pub fn member(&self, member: Uuid) -> Tally {
        self.members.get(&member).cloned().unwrap_or_default()
    }
}
