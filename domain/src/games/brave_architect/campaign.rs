//! Brave Architect's campaign rules: saved parties (issue 19, item 7). A finished play, won
//! or lost, saves its characters' builds with the member who played each, and reports how
//! it went (rounds, parties destroyed) to the campaign's log. The next play offers the
//! last party's builds before the draft (`Options::party`). Nothing else carries over: the
//! rules give a fight no carry-over, so every fight starts at level 1 with a new deck.

use serde::Deserialize;
use serde_json::{Value, json};
use uuid::Uuid;

use super::options::SavedBuild;
use super::state::{Phase, State};
use crate::engine::{CampaignRules, Progress, ProgressDelta, RuleError};

/// The progress value holding the last play's builds.
pub const PARTY: &str = "party";
/// The progress value holding how the last play went.
pub const LAST_PLAY: &str = "lastPlay";

/// What a finished play reports (`campaign_result`), as `record` reads it back.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PlayResult {
    won: bool,
    rounds: u32,
    parties_destroyed: u32,
    builds: Vec<SavedBuild>,
}

/// The campaign rules, apart from the `Game` impl so that this file and `mod.rs` do not
/// import each other.
pub struct Rules;

impl CampaignRules for Rules {
    fn record(
        &self,
        _progress: &Progress,
        result: &Value,
        seats: &[Option<Uuid>],
    ) -> Result<ProgressDelta, RuleError> {
        let played: PlayResult = serde_json::from_value(result.clone()).map_err(|e| {
            RuleError::new(
                "BAD_INPUT",
                format!("Not a Brave Architect play's result: {e}"),
            )
        })?;
        if !(2..=4).contains(&played.builds.len()) {
            return Err(RuleError::new(
                "BAD_INPUT",
                "A Brave Architect play has 2 to 4 characters",
            ));
        }
        let party: Vec<SavedBuild> = played
            .builds
            .into_iter()
            .enumerate()
            .map(|(seat, build)| SavedBuild {
                member: seats.get(seat).copied().flatten().map(|m| m.to_string()),
                ..build
            })
            .collect();
        let last = json!({
            "won": played.won,
            "rounds": played.rounds,
            "partiesDestroyed": played.parties_destroyed,
        });
        Ok(ProgressDelta::default()
            .value(PARTY, json!(party))
            .value(LAST_PLAY, last))
    }

    fn setup_for_next_play(&self, progress: &Progress, _members: &[Uuid]) -> Value {
        json!({ "party": progress.table.values.get(PARTY).cloned().unwrap_or(json!([])) })
    }
}

/// The builds a campaign's setup offers (`setup_for_next_play`'s JSON).
pub fn party_of_setup(setup: &Value) -> Result<Vec<SavedBuild>, RuleError> {
    serde_json::from_value(setup["party"].clone()).map_err(|e| {
        RuleError::new(
            "BAD_INPUT",
            format!("Not a Brave Architect campaign setup: {e}"),
        )
    })
}

/// What a finished play reports to its campaign: `{"won": true, "rounds": 7,
/// "partiesDestroyed": 3, "builds": [...]}`, a build per seat, seat 0 first.
pub fn campaign_result(state: &State) -> Option<Value> {
    if state.phase != Phase::GameOver {
        return None;
    }
    let outcome = state.outcome.as_ref()?;
    let builds: Option<Vec<SavedBuild>> = state
        .players
        .iter()
        .map(|p| {
            Some(SavedBuild {
                member: None,
                race: p.race.clone()?,
                weapon: p.weapon.clone()?,
                style: p.style.clone()?,
                sub_weapon: p.sub_weapon.clone()?,
                skills: p.skills.clone(),
            })
        })
        .collect();
    Some(json!({
        "won": !outcome.winners.is_empty(),
        "rounds": state.round,
        "partiesDestroyed": state.enemy.parties.iter().filter(|p| p.destroyed).count(),
        "builds": builds?,
    }))
}
