//! Given / when / then for campaigns, public so that other crates (with the `testing`
//! feature) and the application's tests can drive a campaign before any real game has
//! campaign rules: [`Quest`], a tiny game's campaign rules modelled on Tokyo Saitoshin's
//! (numbered scenarios, clears that unseal skills, one reward per scenario), command
//! builders, and [`Campaign`], which decides, applies and checks replay equality on every
//! `when`.

use std::collections::BTreeSet;

use serde_json::{Value, json};
use uuid::Uuid;

use super::command::*;
use super::event::*;
use super::state::{CampaignState, evolve, fold};
use crate::catalog::GameKind;
use crate::engine::{CampaignRules, Progress, ProgressDelta, Tally};
use crate::engine::{Cooperative, Outcome, RuleError, Seat};

pub const ALICE: Uuid = Uuid::from_u128(0xa1);
pub const BOB: Uuid = Uuid::from_u128(0xb0);
pub const CAROL: Uuid = Uuid::from_u128(0xca);
/// Never a member.
pub const MALLORY: Uuid = Uuid::from_u128(0x3a);

/// The play (game) id number `n`.
pub fn play(n: u128) -> Uuid {
    Uuid::from_u128(0x9000 + n)
}

/// A tiny campaign game. Its result is `{"scenario": "04", "cleared": true, "reward":
/// "doom_zero"}`; a clear marks the scenario cleared (and, if the play started without it,
/// a first clear) and offers its reward for the scenario's slot. Its next play's setup
/// unseals skills from clears as Tokyo Saitoshin does (spec 8.4), for the table and for
/// each member from their own clears (spec 8.5).
pub struct Quest;

const SCENARIOS: [&str; 8] = ["00", "01", "02", "03", "04", "05", "06", "07"];

fn unsealed(cleared: &BTreeSet<String>) -> Vec<&'static str> {
    let any = |from: &str| {
        cleared
            .iter()
            .any(|s| s.as_str() >= from && s.as_str() <= "07")
    };
    [("support", "01"), ("enhanced", "03"), ("site", "06")]
        .into_iter()
        .filter(|(_, from)| any(from))
        .map(|(skill, _)| skill)
        .collect()
}

impl CampaignRules for Quest {
    fn record(
        &self,
        progress: &Progress,
        result: &Value,
        _seats: &[Option<Uuid>],
    ) -> Result<ProgressDelta, RuleError> {
        let bad = |m: &str| RuleError::new("BAD_INPUT", m);
        let scenario = result["scenario"]
            .as_str()
            .filter(|s| SCENARIOS.contains(s))
            .ok_or_else(|| bad("scenario must be one of 00 to 07"))?;
        let cleared = result["cleared"]
            .as_bool()
            .ok_or_else(|| bad("cleared must be true or false"))?;
        let reward = match &result["reward"] {
            Value::Null => None,
            Value::String(r) if cleared => Some(r.as_str()),
            _ => return Err(bad("only a clear brings a reward, named by its card id")),
        };
        let mut delta = ProgressDelta::default().value("lastScenario", json!(scenario));
        if cleared {
            delta = delta.mark("cleared", scenario);
            if !progress.table.has("cleared", scenario) {
                delta = delta.mark("firstClears", scenario);
            }
        }
        if let Some(reward) = reward {
            delta = delta.reward(scenario, reward);
        }
        Ok(delta)
    }

    fn setup_for_next_play(&self, progress: &Progress, members: &[Uuid]) -> Value {
        let cleared = |t: &Tally| t.marks.get("cleared").cloned().unwrap_or_default();
        let own: serde_json::Map<String, Value> = members
            .iter()
            .map(|m| {
                (
                    m.to_string(),
                    json!(unsealed(&cleared(&progress.member(*m)))),
                )
            })
            .collect();
        json!({
            "tableUnsealed": unsealed(&cleared(&progress.table)),
            "ownUnsealed": own,
            "rewards": progress.chosen_for_next_play,
        })
    }
}

/// A cleared scenario with its chosen reward.
pub fn cleared(scenario: &str, reward: &str) -> Value {
    json!({"scenario": scenario, "cleared": true, "reward": reward})
}

/// A lost scenario.
pub fn lost(scenario: &str) -> Value {
    json!({"scenario": scenario, "cleared": false})
}

/// Seats 0, 1, ... held by `members` (`None`: a server bot).
pub fn seats(members: &[Option<Uuid>]) -> Vec<PlaySeat> {
    members
        .iter()
        .enumerate()
        .map(|(i, m)| PlaySeat {
            seat: Seat(i as u8),
            member: *m,
        })
        .collect()
}

pub fn outcome_of(result: &Value, seat_count: usize) -> Outcome {
    let shared = if result["cleared"] == json!(true) {
        Cooperative::won()
    } else {
        Cooperative::lost()
    };
    Outcome::cooperative(&Seat::all(seat_count), shared, "SCENARIO_ENDED")
}

pub fn create(name: &str, creator: &str) -> Command {
    Command::CreateCampaign(CreateCampaign {
        kind: GameKind::Outlive,
        name: name.into(),
        creator_name: creator.into(),
    })
}

pub fn join(name: &str) -> Command {
    Command::JoinCampaign(JoinCampaign { name: name.into() })
}

pub fn start(play: Uuid, members: &[Uuid]) -> Command {
    Command::StartPlay(StartPlay {
        play_id: play,
        members: members.to_vec(),
    })
}

/// The server records `play` with `result`, every member listed in a seat in order.
pub fn record(play: Uuid, members: &[Option<Uuid>], result: Value) -> Command {
    Command::RecordPlay(RecordPlay {
        play_id: play,
        seats: seats(members),
        outcome: outcome_of(&result, members.len()),
        result,
    })
}

pub fn strike(play: Uuid, reason: &str) -> Command {
    Command::StrikePlay(StrikePlay {
        play_id: play,
        reason: reason.into(),
    })
}

pub fn keep(play: Uuid) -> Command {
    Command::KeepReward(RewardDecision { play_id: play })
}

pub fn swap(play: Uuid) -> Command {
    Command::SwapReward(RewardDecision { play_id: play })
}

pub fn choose(rewards: &[&str]) -> Command {
    Command::ChooseRewardsForNextPlay(ChooseRewardsForNextPlay {
        rewards: rewards.iter().map(|r| r.to_string()).collect(),
    })
}

pub fn by(player: Uuid) -> Actor {
    Actor::Player(player)
}

pub const SERVER: Actor = Actor::Server;

/// A campaign's events and its live state.
#[derive(Debug, Clone)]
pub struct Campaign {
    pub events: Vec<Event>,
    pub state: CampaignState,
}

/// No campaign yet.
pub fn nothing() -> Campaign {
    Campaign {
        events: Vec::new(),
        state: CampaignState::default(),
    }
}

/// "Tokyo nights", created by Alice.
pub fn given() -> Campaign {
    nothing().and(by(ALICE), create("Tokyo nights", "Alice"))
}

impl Campaign {
    /// Decide and apply `command`; panic on refusal. Checks replay equality.
    pub fn when(&mut self, actor: Actor, command: Command) -> Vec<Event> {
        self.try_when(actor, &command)
            .unwrap_or_else(|e| panic!("{command:?} refused: {e}"))
    }

    /// Decide and, when accepted, apply `command`; then check the invariants and replay
    /// equality (panicking if either fails).
    pub fn try_when(&mut self, actor: Actor, command: &Command) -> Result<Vec<Event>, RuleError> {
        let events = decide(&self.state, actor, command, &Quest)?;
        for event in &events {
            evolve(&mut self.state, event);
            self.events.push(event.clone());
        }
        if let Err(broken) = self.state.check_invariants() {
            panic!("after {command:?}: {broken}\n{:?}", self.state);
        }
        assert_eq!(self.replayed(), self.state, "replay equality");
        Ok(events)
    }

    /// The refusal of `command`; panic if it is accepted.
    pub fn refused(&self, actor: Actor, command: Command) -> RuleError {
        match decide(&self.state, actor, &command, &Quest) {
            Ok(events) => panic!("{command:?} accepted: {events:?}"),
            Err(e) => e,
        }
    }

    /// `when`, for building a campaign.
    pub fn and(mut self, actor: Actor, command: Command) -> Campaign {
        self.when(actor, command);
        self
    }

    /// The fold of the events read back from their stored form.
    pub fn replayed(&self) -> CampaignState {
        let read: Vec<Event> = self
            .events
            .iter()
            .map(|e| {
                let (event_type, version, payload) = e.to_stored();
                Event::from_stored(&event_type, version, &payload).unwrap()
            })
            .collect();
        assert_eq!(read, self.events, "stored events read back unchanged");
        fold(&read)
    }

    /// The owned reward of each slot.
    pub fn rewards(&self) -> Vec<(&str, &str)> {
        self.state
            .progress
            .rewards
            .iter()
            .map(|(s, r)| (s.as_str(), r.as_str()))
            .collect()
    }

    /// The table's cleared scenarios.
    pub fn cleared(&self) -> Vec<&str> {
        self.marks(None, "cleared")
    }

    /// The set `set` of the table (`None`) or of one member.
    pub fn marks(&self, member: Option<Uuid>, set: &str) -> Vec<&str> {
        let tally = match member {
            None => Some(&self.state.progress.table),
            Some(m) => self.state.progress.members.get(&m),
        };
        tally
            .and_then(|t| t.marks.get(set))
            .map(|s| s.iter().map(String::as_str).collect())
            .unwrap_or_default()
    }
}
