//! The random-playout battery (`engine::harness`) plugged in: tables across scenarios,
//! player counts, open hands and campaign rewards; the invariants of spec 13.5 that hold in
//! what is built; candidate commands; and the leak check.

use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::state as st;
use serde_json::Value;

use super::TokyoSaitoshin;
use super::command::Command;
use super::options::{CampaignSetup, Options};
use super::state::{ActionKind, SLOTS, State};
use super::vocabulary::{Pc, Place, SkillSlot};
use crate::engine::harness::{PlayoutSubject, nodes};
use crate::engine::{Seat, Viewer};

impl PlayoutSubject for TokyoSaitoshin {
    fn table(game: u64) -> (Options, usize) {
        let scenario = ["00", "04", "07"][(game % 3) as usize].to_owned();
        // Every other block of four tables carries campaign progress, so that each player
        // count (`game % 4`) is played with and without it.
        let campaign = (game / 4).is_multiple_of(2).then(|| CampaignSetup {
            unsealed: vec![SkillSlot::Support],
            rewards: vec!["SC04-R2".into(), "SC07-R1".into()],
            ..CampaignSetup::default()
        });
        let options = Options {
            scenario,
            campaign,
            open_hands: game.is_multiple_of(5),
            ..Options::default()
        };
        (options, 1 + (game % 4) as usize)
    }

    fn check_invariants(s: &State) -> Result<(), String> {
        check_invariants(s)
    }

    fn candidate_commands(s: &State, seat: Seat) -> Vec<Command> {
        let mut out = super::rules::candidates(s, seat);
        out.extend([
            Command::PlaceTrouble(cmd::PlaceTrouble { slot: SLOTS }),
            Command::ChooseReward(cmd::ChooseReward {
                card: Some("W-01".into()),
            }),
            Command::PayWithCard(cmd::PayWithCard {
                card: "nothing".into(),
            }),
            Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Gangster }),
            Command::Move(cmd::Move {
                pc: Pc::Procurer,
                to: Place::Site,
            }),
            Command::ContributeAp(cmd::ContributeAp { pc: Pc::Negotiator }),
            Command::TakeArtifact(cmd::TakeArtifact { pc: Pc::Gangster }),
            Command::DiscardForArtifact(cmd::DiscardForArtifact {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
        ]);
        out
    }

    /// Hidden: the table decks, the encounter slot, and other seats' hands (without open
    /// hands).
    fn leak(s: &State, viewer: Viewer, shown: &Value) -> Option<String> {
        // Scenario cards print their ids on their backs, and the rewards added to a deck are
        // chosen in the open: their ids say nothing.
        let mut secrets: Vec<&str> = s
            .decks
            .values()
            .flatten()
            .map(String::as_str)
            .filter(|c| !s.is_scenario_card(c))
            .filter(|c| {
                s.content
                    .player_card(c)
                    .is_none_or(|p| p.reward_of.is_none())
            })
            .collect();
        secrets.extend(s.encounter.iter().map(String::as_str));
        // A card being equipped is revealed (spec 5.3).
        let revealed = match s.action.as_ref().map(|a| &a.kind) {
            Some(ActionKind::Equip(st::EquipAction { card })) => Some(card.as_str()),
            _ => None,
        };
        if !s.open_hands {
            for p in s.pcs.iter().filter(|p| !viewer.is_seat(p.seat)) {
                secrets.extend(
                    p.hand
                        .iter()
                        .map(String::as_str)
                        .filter(|c| Some(*c) != revealed),
                );
            }
        }
        nodes(shown)
            .into_iter()
            .filter_map(Value::as_str)
            .find(|v| secrets.contains(v))
            .map(|v| format!("the hidden card {v}"))
    }
}

/// Spec 13.5, for what is built: the AP tokens add up to 12, damage within 0..=5, at most 3
/// equipped, at most one trouble card per slot, no card over a scenario card, every card in
/// exactly one place.
pub fn check_invariants(s: &State) -> Result<(), String> {
    let held: u32 = s.pcs.iter().map(|p| p.ap).sum();
    if held + s.ap_pool != s.content.rules().ap_tokens {
        return Err(format!(
            "AP tokens: {held} held + {} in the pool",
            s.ap_pool
        ));
    }
    for p in &s.pcs {
        if p.damage > 5 || p.equipped.len() > 3 {
            return Err(format!(
                "{:?}: damage {} with {} equipped",
                p.pc,
                p.damage,
                p.equipped.len()
            ));
        }
        if !s.is_over() && p.down != (p.damage >= p.max_hp) {
            return Err(format!(
                "{:?}: down {} with {} damage",
                p.pc, p.down, p.damage
            ));
        }
    }
    for (i, slot) in s.slots.iter().enumerate() {
        if slot.stack.iter().filter(|c| s.is_trouble(c)).count() > 1 {
            return Err(format!("slot {i} holds two trouble cards"));
        }
        if let Some(k) = slot.stack.iter().position(|c| s.is_scenario_card(c))
            && k + 1 != slot.stack.len()
        {
            return Err(format!("slot {i}: a card over a scenario card"));
        }
    }
    let mut all: Vec<&String> = s.decks.values().flatten().collect();
    all.extend(s.discards.values().flatten());
    all.extend(s.slots.iter().flat_map(|sl| sl.stack.iter()));
    all.extend(s.disposal.iter().chain(&s.encounter).chain(&s.removed));
    all.extend(s.pending.iter().map(|p| &p.card));
    all.extend(s.artifacts.iter().map(|a| &a.card));
    all.extend(s.site.revealed.iter());
    all.extend(s.disposal_rewards.iter().flat_map(|r| r.revealed.iter()));
    all.extend(s.action.iter().flat_map(|a| a.troubles_drawn.iter()));
    for p in &s.pcs {
        all.extend(p.hand.iter().chain(&p.deck).chain(&p.discard));
        all.extend(p.equipped.iter().map(|e| &e.card));
    }
    let mut sorted = all.clone();
    sorted.sort();
    if let Some(w) = sorted.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{} is in two places", w[0]));
    }
    let expected = s
        .content
        .player_cards
        .iter()
        .filter(|c| c.reward_of.is_none() && c.kind != super::vocabulary::CardKind::Starter)
        .map(|c| c.ids.len())
        .sum::<usize>()
        + s.content
            .encounters
            .iter()
            .map(|c| c.ids.len())
            .sum::<usize>()
        + s.pcs.len() * 8;
    let counted = all
        .iter()
        .filter(|c| {
            !s.content.is_scenario_card(c)
                && s.content
                    .player_card(c)
                    .is_none_or(|p| p.reward_of.is_none())
        })
        .count();
    if counted != expected {
        return Err(format!("{counted} cards in play, expected {expected}"));
    }
    Ok(())
}
