//! A campaign's state: the fold of its events, and the only place they are applied.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::event::{Event, PlayRecorded, PlayStarted, PlayStruck};
use super::progress::Step;
use crate::catalog::GameKind;
use crate::engine::Progress;

/// A member of a campaign.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub player_id: Uuid,
    pub name: String,
}

/// One play in the campaign's log, from its start to its result and any strike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    pub started: PlayStarted,
    pub recorded: Option<PlayRecorded>,
    pub struck: Option<PlayStruck>,
}

impl Play {
    pub fn id(&self) -> Uuid {
        self.started.play_id
    }

    /// Whether the play's result counts for the campaign's progress.
    pub fn counts(&self) -> bool {
        self.recorded.is_some() && self.struck.is_none()
    }
}

/// Everything a campaign's stream says, folded. `Default` is the state before the first
/// event.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CampaignState {
    /// Events applied: the stream version.
    pub version: u64,
    /// `None` until the campaign is created.
    pub kind: Option<GameKind>,
    pub name: String,
    pub created_by: Option<Uuid>,
    /// In the order they joined.
    pub members: Vec<Member>,
    /// The log of plays, in the order they started.
    pub plays: Vec<Play>,
    /// The progress steps in stream order, struck ones included: what `progress` is
    /// folded again from when a play is struck.
    pub steps: Vec<Step>,
    pub progress: Progress,
}

impl CampaignState {
    pub fn is_created(&self) -> bool {
        self.kind.is_some()
    }

    pub fn is_member(&self, player: Uuid) -> bool {
        self.members.iter().any(|m| m.player_id == player)
    }

    pub fn play(&self, id: Uuid) -> Option<&Play> {
        self.plays.iter().find(|p| p.id() == id)
    }

    fn play_mut(&mut self, id: Uuid) -> Option<&mut Play> {
        self.plays.iter_mut().find(|p| p.id() == id)
    }

    /// What must hold after every event; `Err` names the first broken rule. Used by tests.
    pub fn check_invariants(&self) -> Result<(), String> {
        if self.progress != Progress::of(&self.steps, &self.struck()) {
            return Err("the progress differs from the fold of its counted steps".into());
        }
        let counted = self.plays.iter().filter(|p| p.counts()).count();
        if self.progress.table.plays as usize != counted {
            return Err(format!(
                "{} plays in the table's tally, {counted} counted",
                self.progress.table.plays
            ));
        }
        if let Some(stranger) = self.progress.members.keys().find(|m| !self.is_member(**m)) {
            return Err(format!("{stranger} has progress but is no member"));
        }
        for (play, offer) in &self.progress.offers {
            if !self.play(*play).is_some_and(Play::counts) {
                return Err(format!("an offer of play {play}, which does not count"));
            }
            if self
                .progress
                .rewards
                .get(&offer.slot)
                .is_none_or(|r| *r == offer.reward)
            {
                return Err(format!(
                    "an offer for slot {} leaves nothing to decide",
                    offer.slot
                ));
            }
        }
        if let Some(r) = self
            .progress
            .chosen_for_next_play
            .iter()
            .find(|r| !self.progress.owns(r))
        {
            return Err(format!("{r} is chosen but not owned"));
        }
        Ok(())
    }

    fn struck(&self) -> BTreeSet<Uuid> {
        self.plays
            .iter()
            .filter(|p| p.struck.is_some())
            .map(Play::id)
            .collect()
    }

    fn step(&mut self, step: Step) {
        self.progress.apply(&step);
        self.steps.push(step);
    }
}

/// Apply one event. Pure and total: an event that names a play the campaign does not know
/// (which `decide` never produces) changes nothing but the version.
pub fn evolve(state: &mut CampaignState, event: &Event) {
    state.version += 1;
    match event {
        Event::CampaignCreated(e) => {
            state.kind = Some(e.kind);
            state.name = e.name.clone();
            state.created_by = Some(e.created_by);
        }
        Event::MemberJoined(e) => state.members.push(Member {
            player_id: e.player_id,
            name: e.name.clone(),
        }),
        Event::PlayStarted(e) => state.plays.push(Play {
            started: e.clone(),
            recorded: None,
            struck: None,
        }),
        Event::PlayRecorded(e) => {
            let Some(play) = state.play_mut(e.play_id) else {
                return;
            };
            play.recorded = Some(e.clone());
            let members = e.seats.iter().filter_map(|s| s.member).collect();
            state.step(Step::Recorded {
                play: e.play_id,
                members,
                delta: e.adds.clone(),
            });
        }
        Event::PlayStruck(e) => {
            let Some(play) = state.play_mut(e.play_id) else {
                return;
            };
            play.struck = Some(e.clone());
            state.progress = Progress::of(&state.steps, &state.struck());
        }
        Event::RewardKept(e) => state.step(Step::Kept { play: e.play_id }),
        Event::RewardSwapped(e) => state.step(Step::Swapped { play: e.play_id }),
        Event::RewardsChosenForNextPlay(e) => state.step(Step::Chosen {
            rewards: e.rewards.clone(),
        }),
    }
}

/// The state after `events`, from the empty campaign.
pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event>) -> CampaignState {
    let mut state = CampaignState::default();
    for event in events {
        evolve(&mut state, event);
    }
    state
}
