//! Tokyo Saitoshin's campaign rules (spec 8.4-8.6): a play's result marks its scenario
//! cleared and offers the chosen reward card for the scenario's slot (one clear's worth per
//! scenario; a replay's reward waits for the members to keep or swap, FAQ Q28); the next
//! play starts with the skills the clears unseal (01-07 support, 03-07 enhanced, 06-07
//! Site; 00 unseals nothing) for the table and for each member from their own clears (FAQ
//! Q7), and with the owned rewards the members chose to include (FAQ Q5).

use std::collections::BTreeSet;

use serde_json::{Value, json};
use uuid::Uuid;

use super::state::{State, Step};
use super::vocabulary::SkillSlot;
use crate::engine::RuleError;
use crate::engine::{CampaignRules, Progress, ProgressDelta, Tally};

/// The scenario numbers of the game.
pub const SCENARIOS: [&str; 8] = ["00", "01", "02", "03", "04", "05", "06", "07"];

/// The skills that start unsealed after these clears (spec 3.2 P1).
pub fn unsealed_by(cleared: &BTreeSet<String>) -> Vec<SkillSlot> {
    let any = |from: &str| {
        cleared
            .iter()
            .any(|s| s.as_str() >= from && s.as_str() <= "07")
    };
    [
        (SkillSlot::Support, "01"),
        (SkillSlot::Enhanced, "03"),
        (SkillSlot::Site, "06"),
    ]
    .into_iter()
    .filter(|(_, from)| any(from))
    .map(|(skill, _)| skill)
    .collect()
}

fn cleared(t: &Tally) -> BTreeSet<String> {
    t.marks.get("cleared").cloned().unwrap_or_default()
}

/// The campaign rules, apart from the `Game` impl so that this file and `mod.rs` do not
/// import each other.
pub struct Rules;

impl CampaignRules for Rules {
    fn record(
        &self,
        _progress: &Progress,
        result: &Value,
        _seats: &[Option<Uuid>],
    ) -> Result<ProgressDelta, RuleError> {
        let bad = |m: &str| RuleError::new("BAD_INPUT", m);
        let scenario = result["scenario"]
            .as_str()
            .filter(|s| SCENARIOS.contains(s))
            .ok_or_else(|| bad("scenario must be one of 00 to 07"))?;
        let won = result["cleared"]
            .as_bool()
            .ok_or_else(|| bad("cleared must be true or false"))?;
        let reward = match &result["reward"] {
            Value::Null => None,
            Value::String(r) if won && !r.is_empty() => Some(r.as_str()),
            _ => return Err(bad("only a clear brings a reward, named by its card id")),
        };
        let mut delta = ProgressDelta::default().value("lastScenario", json!(scenario));
        if won {
            delta = delta.mark("cleared", scenario);
        }
        if let Some(reward) = reward {
            delta = delta.reward(scenario, reward);
        }
        Ok(delta)
    }

    fn setup_for_next_play(&self, progress: &Progress, members: &[Uuid]) -> Value {
        let by_member: serde_json::Map<String, Value> = members
            .iter()
            .map(|m| {
                (
                    m.to_string(),
                    json!(unsealed_by(&cleared(&progress.member(*m)))),
                )
            })
            .collect();
        json!({
            "unsealed": unsealed_by(&cleared(&progress.table)),
            "byMember": by_member,
            "rewards": progress.chosen_for_next_play,
        })
    }
}

/// The result `record` accepts, once the play has ended (after the reward choice at a
/// clear): `{"scenario": "04", "cleared": true, "reward": "SC04-R1"}`.
pub fn campaign_result(state: &State) -> Option<Value> {
    if state.step != Step::Over {
        return None;
    }
    let result = state.result.as_ref()?;
    Some(json!({
        "scenario": state.scenario,
        "cleared": result.cleared,
        "reward": result.reward,
    }))
}
