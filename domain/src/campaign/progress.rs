//! The fold of a campaign's progress: the steps its counted plays and reward decisions
//! take, applied in stream order. The progress types themselves are the engine's
//! (`engine::progress`), because a game's campaign rules read and write them.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::engine::{Progress, ProgressDelta, Tally};

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
                add(&mut self.table, delta);
                for member in members {
                    add(self.members.entry(*member).or_default(), delta);
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
}

/// Count one play's delta in a tally.
fn add(tally: &mut Tally, delta: &ProgressDelta) {
    tally.plays += 1;
    for (set, names) in &delta.marks {
        tally
            .marks
            .entry(set.clone())
            .or_default()
            .extend(names.iter().cloned());
    }
    for (name, value) in &delta.values {
        tally.values.insert(name.clone(), value.clone());
    }
}
