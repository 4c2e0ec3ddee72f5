//! The events of a campaign's stream, and their stored form.
//!
//! Stored like a game's events: the variant name under a namespace (`campaign.PlayRecorded`),
//! a schema version per event type, and the payload without its tag. When a payload's shape
//! changes, its version goes up and an upcaster joins [`UPCASTERS`], so campaigns stored
//! under older shapes still fold.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::catalog::GameKind;
use crate::dispatch::{Tagged, split_tag};
use crate::engine::{Outcome, Seat, Upcasters};
use crate::engine::{Progress, ProgressDelta};

/// The namespace of campaign events in `event_type`.
pub const PREFIX: &str = "campaign";

/// Campaign events stored under older shapes: none yet.
pub const UPCASTERS: Upcasters = Upcasters::NONE;

/// One fact of a campaign, in the order it happened.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// The campaign was created; the first event of its stream.
    CampaignCreated(CampaignCreated),
    /// A player became a member (the creator first).
    MemberJoined(MemberJoined),
    /// A play of the campaign was set up from its progress.
    PlayStarted(PlayStarted),
    /// A play ended, and its result counts for the campaign.
    PlayRecorded(PlayRecorded),
    /// A recorded play no longer counts: a correction, never a deletion.
    PlayStruck(PlayStruck),
    /// A play brought a second reward for a full slot; the members kept the one they had.
    RewardKept(RewardKept),
    /// A play brought a second reward for a full slot; the members took it instead.
    RewardSwapped(RewardSwapped),
    /// The owned rewards the members include in the next play.
    RewardsChosenForNextPlay(RewardsChosenForNextPlay),
}

/// The campaign was created, for one kind of game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CampaignCreated {
    pub kind: GameKind,
    pub name: String,
    pub created_by: Uuid,
}

/// A player joined the campaign.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberJoined {
    pub player_id: Uuid,
    /// The member's name when they joined, for the campaign's log.
    pub name: String,
}

/// A play was set up from the campaign at `campaign_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayStarted {
    /// The play's game id: the key its result is recorded under, exactly once.
    pub play_id: Uuid,
    /// The campaign's version the play was set up from.
    pub campaign_version: u64,
    /// The members expected at the table, whose own histories the setup may follow.
    pub members: Vec<Uuid>,
    /// The campaign's progress at that version. The play's result is judged against it,
    /// never against the progress of the moment it ends.
    pub progress: Progress,
    /// What the game's campaign rules gave the play's setup.
    pub setup: Value,
    pub started_by: Uuid,
}

/// Who sat in a seat of a campaign play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlaySeat {
    pub seat: Seat,
    /// The member in the seat; `None` for a server bot.
    pub member: Option<Uuid>,
}

/// A play ended and was recorded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayRecorded {
    pub play_id: Uuid,
    /// Who sat where.
    pub seats: Vec<PlaySeat>,
    /// How the play ended, as the game reported it.
    pub outcome: Outcome,
    /// The game's own campaign result (Tokyo Saitoshin: the scenario, clear or loss, the
    /// reward chosen), as its campaign rules accepted it.
    pub result: Value,
    /// What the play adds to the campaign, as the game's campaign rules computed it.
    pub adds: ProgressDelta,
}

/// A recorded play was struck from the campaign's progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayStruck {
    pub play_id: Uuid,
    pub reason: String,
    pub by: Uuid,
}

/// The members kept the reward a slot held and declined the one a play brought.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardKept {
    pub play_id: Uuid,
    pub slot: String,
    /// The reward the play brought, not taken.
    pub declined: String,
    pub by: Uuid,
}

/// The members took the reward a play brought in place of the one its slot held.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardSwapped {
    pub play_id: Uuid,
    pub slot: String,
    /// The reward the play brought, now owned.
    pub taken: String,
    /// The reward the slot held until now (for the log; the fold does not read it).
    pub given_up: String,
    pub by: Uuid,
}

/// The owned rewards to include in the next play; replaces any earlier choice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardsChosenForNextPlay {
    pub rewards: BTreeSet<String>,
    pub by: Uuid,
}

impl Event {
    /// The stored `event_type` (`campaign.<Name>`), schema version and untagged payload.
    pub fn to_stored(&self) -> (String, i32, Value) {
        let (name, payload) = split_tag(serde_json::to_value(self).unwrap_or(Value::Null));
        let version = UPCASTERS.current_version(&name);
        (format!("{PREFIX}.{name}"), version, payload)
    }

    /// Read a stored campaign event written at `schema_version`, in today's shape.
    pub fn from_stored(
        event_type: &str,
        schema_version: i32,
        payload: &Value,
    ) -> Result<Event, String> {
        let name = event_type
            .strip_prefix(PREFIX)
            .and_then(|rest| rest.strip_prefix('.'))
            .ok_or_else(|| format!("not a campaign event: {event_type}"))?;
        let payload = UPCASTERS
            .current(name, schema_version, payload)
            .map_err(|e| format!("{PREFIX}.{e}"))?;
        Deserialize::deserialize(Tagged {
            tag: name,
            payload: &payload,
        })
        .map_err(|e| format!("{event_type}: {e}"))
    }
}
