//! Campaign commands and the decisions on them: each is checked against the folded state
//! and answered with events, or refused with a stable code; nothing is ever mutated here.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use super::event::*;
use super::refusal;
use super::state::{CampaignState, Play};
use crate::catalog::GameKind;
use crate::engine::CampaignRules;
use crate::engine::{Outcome, RuleError};

/// Longest campaign name, in characters: a title's.
pub const NAME_MAX_CHARS: usize = crate::text::TITLE_MAX_CHARS;
/// Longest member name, in characters: a player's name's.
pub const MEMBER_NAME_MAX_CHARS: usize = crate::text::PERSON_NAME_MAX_CHARS;
/// Longest reason for striking a play, in characters.
pub const REASON_MAX_CHARS: usize = 500;

/// Who sends a command: a player, or the server itself when a play ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    Player(Uuid),
    Server,
}

/// One decision about a campaign.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Command {
    /// Create the campaign; its creator is its first member.
    CreateCampaign(CreateCampaign),
    /// Become a member.
    JoinCampaign(JoinCampaign),
    /// Set up a play from the campaign's progress (any member).
    StartPlay(StartPlay),
    /// Record how a play ended (the server, in the same append as the play's last events).
    RecordPlay(RecordPlay),
    /// Strike a recorded play from the campaign's progress (any member).
    StrikePlay(StrikePlay),
    /// Keep the reward a slot holds, declining the one a play brought (any member).
    KeepReward(RewardDecision),
    /// Take the reward a play brought in place of the one its slot holds (any member).
    SwapReward(RewardDecision),
    /// Choose the owned rewards to include in the next play (any member).
    ChooseRewardsForNextPlay(ChooseRewardsForNextPlay),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateCampaign {
    pub kind: GameKind,
    pub name: String,
    /// The creator's name, for the member list.
    pub creator_name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JoinCampaign {
    /// The joining player's name, for the member list.
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StartPlay {
    /// The new game's id.
    pub play_id: Uuid,
    /// The members expected at the table.
    pub members: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordPlay {
    pub play_id: Uuid,
    pub seats: Vec<PlaySeat>,
    pub outcome: Outcome,
    /// The game's own campaign result, checked by its campaign rules.
    pub result: Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StrikePlay {
    pub play_id: Uuid,
    /// Why the play no longer counts, for the log.
    pub reason: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardDecision {
    /// The play whose reward waits for the decision.
    pub play_id: Uuid,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChooseRewardsForNextPlay {
    /// Owned rewards; empty includes none.
    pub rewards: BTreeSet<String>,
}

/// Check `command` from `actor` against `state` and return what happens. `rules` are the
/// campaign rules of the campaign's kind (of the command's kind, for `CreateCampaign`).
///
/// An empty answer means the command was already applied: recording a play again with
/// the same result.
pub fn decide(
    state: &CampaignState,
    actor: Actor,
    command: &Command,
    rules: &dyn CampaignRules,
) -> Result<Vec<Event>, RuleError> {
    match command {
        Command::RecordPlay(record) => match actor {
            Actor::Server => record_play(created(state)?, record, rules),
            Actor::Player(_) => Err(refusal::only_the_server_records()),
        },
        Command::CreateCampaign(create) => create_campaign(state, player(actor)?, create),
        Command::JoinCampaign(join) => join_campaign(created(state)?, player(actor)?, join),
        Command::StartPlay(start) => start_play(state, member(state, actor)?, start, rules),
        Command::StrikePlay(strike) => strike_play(state, member(state, actor)?, strike),
        Command::KeepReward(d) => decide_reward(state, member(state, actor)?, d, false),
        Command::SwapReward(d) => decide_reward(state, member(state, actor)?, d, true),
        Command::ChooseRewardsForNextPlay(c) => choose_rewards(state, member(state, actor)?, c),
    }
}

fn created(state: &CampaignState) -> Result<&CampaignState, RuleError> {
    if state.is_created() {
        Ok(state)
    } else {
        Err(refusal::no_campaign())
    }
}

/// Every command but recording a play is a player's.
fn player(actor: Actor) -> Result<Uuid, RuleError> {
    match actor {
        Actor::Player(player) => Ok(player),
        Actor::Server => Err(refusal::not_a_member()),
    }
}

fn member(state: &CampaignState, actor: Actor) -> Result<Uuid, RuleError> {
    let player = player(actor)?;
    if !created(state)?.is_member(player) {
        return Err(refusal::not_a_member());
    }
    Ok(player)
}

/// `raw` trimmed, 1 to `max` characters without control characters (the one rule of
/// [`crate::text`], as for player names and game titles), or why not.
fn text(what: &str, raw: &str, max: usize) -> Result<String, RuleError> {
    let text = raw.trim();
    if text.is_empty() || text.chars().count() > max {
        return Err(refusal::bad_input(format!(
            "{what} needs 1 to {max} characters"
        )));
    }
    if crate::text::first_refused(text).is_some() {
        return Err(refusal::bad_input(format!(
            "{what} cannot hold control characters"
        )));
    }
    Ok(text.to_owned())
}

fn create_campaign(
    state: &CampaignState,
    player: Uuid,
    create: &CreateCampaign,
) -> Result<Vec<Event>, RuleError> {
    if state.version > 0 {
        return Err(refusal::campaign_exists());
    }
    Ok(vec![
        Event::CampaignCreated(CampaignCreated {
            kind: create.kind,
            name: text("A campaign name", &create.name, NAME_MAX_CHARS)?,
            created_by: player,
        }),
        Event::MemberJoined(MemberJoined {
            player_id: player,
            name: text("A member name", &create.creator_name, MEMBER_NAME_MAX_CHARS)?,
        }),
    ])
}

fn join_campaign(
    state: &CampaignState,
    player: Uuid,
    join: &JoinCampaign,
) -> Result<Vec<Event>, RuleError> {
    if state.is_member(player) {
        return Err(refusal::already_a_member());
    }
    Ok(vec![Event::MemberJoined(MemberJoined {
        player_id: player,
        name: text("A member name", &join.name, MEMBER_NAME_MAX_CHARS)?,
    })])
}

fn start_play(
    state: &CampaignState,
    player: Uuid,
    start: &StartPlay,
    rules: &dyn CampaignRules,
) -> Result<Vec<Event>, RuleError> {
    if state.play(start.play_id).is_some() {
        return Err(refusal::play_already_started(start.play_id));
    }
    if start.members.is_empty() {
        return Err(refusal::bad_input(
            "Name the members expected at the table: at least one",
        ));
    }
    let distinct: BTreeSet<Uuid> = start.members.iter().copied().collect();
    if distinct.len() != start.members.len() {
        return Err(refusal::bad_input("A member is named twice at the table"));
    }
    if let Some(stranger) = start.members.iter().find(|m| !state.is_member(**m)) {
        return Err(refusal::seat_not_a_member(*stranger));
    }
    Ok(vec![Event::PlayStarted(PlayStarted {
        play_id: start.play_id,
        campaign_version: state.version,
        members: start.members.clone(),
        progress: state.progress.clone(),
        setup: rules.setup_for_next_play(&state.progress, &start.members),
        started_by: player,
    })])
}

/// Validation reads only this play, its start and the member list (which only grows), so
/// plays that end together are accepted in either order.
fn record_play(
    state: &CampaignState,
    record: &RecordPlay,
    rules: &dyn CampaignRules,
) -> Result<Vec<Event>, RuleError> {
    let play = state
        .play(record.play_id)
        .ok_or_else(|| refusal::play_not_started(record.play_id))?;
    if let Some(recorded) = &play.recorded {
        let same = recorded.seats == record.seats
            && recorded.outcome == record.outcome
            && recorded.result == record.result;
        return if same {
            Ok(Vec::new())
        } else {
            Err(refusal::different_result(record.play_id))
        };
    }
    check_seats(state, &record.seats)?;
    let adds = rules.record(
        &play.started.progress,
        &record.result,
        &members_by_seat(&record.seats),
    )?;
    Ok(vec![Event::PlayRecorded(PlayRecorded {
        play_id: record.play_id,
        seats: record.seats.clone(),
        outcome: record.outcome.clone(),
        result: record.result.clone(),
        adds,
    })])
}

/// The member in each seat, seat 0 first; a seat nobody listed is a bot's.
fn members_by_seat(seats: &[PlaySeat]) -> Vec<Option<Uuid>> {
    let count = seats.iter().map(|s| s.seat.index() + 1).max().unwrap_or(0);
    let mut members = vec![None; count];
    for s in seats {
        members[s.seat.index()] = s.member;
    }
    members
}

fn check_seats(state: &CampaignState, seats: &[PlaySeat]) -> Result<(), RuleError> {
    if seats.is_empty() {
        return Err(refusal::bad_input("A play has at least one seat"));
    }
    let distinct: BTreeSet<_> = seats.iter().map(|s| s.seat).collect();
    if distinct.len() != seats.len() {
        return Err(refusal::bad_input("A seat is listed twice"));
    }
    match seats
        .iter()
        .filter_map(|s| s.member)
        .find(|m| !state.is_member(*m))
    {
        Some(stranger) => Err(refusal::seat_not_a_member(stranger)),
        None => Ok(()),
    }
}

fn recorded_play(state: &CampaignState, play_id: Uuid) -> Result<&Play, RuleError> {
    state
        .play(play_id)
        .filter(|p| p.recorded.is_some())
        .ok_or_else(|| refusal::play_not_recorded(play_id))
}

fn strike_play(
    state: &CampaignState,
    player: Uuid,
    strike: &StrikePlay,
) -> Result<Vec<Event>, RuleError> {
    let play = recorded_play(state, strike.play_id)?;
    if play.struck.is_some() {
        return Err(refusal::play_already_struck(strike.play_id));
    }
    Ok(vec![Event::PlayStruck(PlayStruck {
        play_id: strike.play_id,
        reason: text("A reason", &strike.reason, REASON_MAX_CHARS)?,
        by: player,
    })])
}

fn decide_reward(
    state: &CampaignState,
    player: Uuid,
    decision: &RewardDecision,
    swap: bool,
) -> Result<Vec<Event>, RuleError> {
    let offer = state
        .progress
        .offers
        .get(&decision.play_id)
        .ok_or_else(|| refusal::no_reward_to_decide(decision.play_id))?;
    let event = if swap {
        Event::RewardSwapped(RewardSwapped {
            play_id: decision.play_id,
            slot: offer.slot.clone(),
            taken: offer.reward.clone(),
            given_up: state
                .progress
                .rewards
                .get(&offer.slot)
                .cloned()
                .unwrap_or_default(),
            by: player,
        })
    } else {
        Event::RewardKept(RewardKept {
            play_id: decision.play_id,
            slot: offer.slot.clone(),
            declined: offer.reward.clone(),
            by: player,
        })
    };
    Ok(vec![event])
}

fn choose_rewards(
    state: &CampaignState,
    player: Uuid,
    choice: &ChooseRewardsForNextPlay,
) -> Result<Vec<Event>, RuleError> {
    if let Some(unowned) = choice.rewards.iter().find(|r| !state.progress.owns(r)) {
        return Err(refusal::reward_not_owned(unowned));
    }
    Ok(vec![Event::RewardsChosenForNextPlay(
        RewardsChosenForNextPlay {
            rewards: choice.rewards.clone(),
            by: player,
        },
    )])
}
