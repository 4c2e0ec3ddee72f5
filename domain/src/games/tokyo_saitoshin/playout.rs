//! The random-playout battery (`engine::harness`) plugged in: tables across scenarios,
//! player counts, open hands, campaign rewards and pairs of the 2-PC variant (a lone
//! player's with the Procurer's solo side among them); the invariants of spec 13.5 that
//! hold in what is built; candidate commands; and the leak check.

use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::state as st;
use serde_json::Value;
use std::collections::BTreeSet;

use super::TokyoSaitoshin;
use super::command::{Command, Source};
use super::options::{CampaignSetup, Options};
use super::state::{ActionKind, SLOTS, State};
use super::vocabulary::{Area, Pc, Place, SkillSlot};
use crate::engine::harness::{PlayoutSubject, mentions, nodes};
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
        let seats = 1 + (game % 4) as usize;
        let options = Options {
            scenario,
            campaign,
            open_hands: game.is_multiple_of(5),
            ..two_pc_table(game, seats)
        };
        (options, seats)
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
            Command::Move(cmd::Move::to(Pc::Procurer, Place::Site)),
            Command::Move(cmd::Move {
                pc: Pc::Procurer,
                to: Place::Area(Area::Akiba),
                via: vec![Area::Shibuya],
                passengers: vec![Pc::Gangster, Pc::Gangster],
                stops: Vec::new(),
            }),
            Command::Move(cmd::Move {
                pc: Pc::Procurer,
                to: Place::Area(Area::Akiba),
                via: vec![Area::Shibuya],
                passengers: vec![Pc::Engineer],
                stops: vec![cmd::Stop {
                    pc: Pc::Engineer,
                    board: 2,
                    alight: None,
                }],
            }),
            Command::AnswerRide(cmd::AnswerRide {
                pc: Pc::Negotiator,
                accept: true,
            }),
            Command::ContributeAp(cmd::ContributeAp { pc: Pc::Negotiator }),
            Command::TakeDamage(cmd::TakeDamage { pc: Pc::Engineer }),
            Command::PassAttack(cmd::PassAttack { pc: Pc::Negotiator }),
            Command::JoinAttack(cmd::JoinAttack {
                pc: Pc::Gangster,
                source: Source::Skill(st::SkillSource {
                    slot: SkillSlot::Support,
                }),
                means: Source::Equipped(st::EquippedCard {
                    card: "W-05".into(),
                }),
                discard: vec![],
            }),
            Command::Dispose(cmd::Dispose { pc: Pc::Procurer }),
            Command::GiveHandCards(cmd::GiveHandCards {
                pc: Pc::Procurer,
                to: Pc::Engineer,
                cards: vec!["W-01".into()],
            }),
            Command::TakeArtifact(cmd::TakeArtifact { pc: Pc::Gangster }),
            Command::DiscardForArtifact(cmd::DiscardForArtifact {
                pc: Pc::Procurer,
                card: "A-01".into(),
            }),
        ]);
        out
    }

    /// Hidden: the table decks, the encounter slot, and other seats' hands (without open
    /// hands). A log line (a string) must not name those cards either.
    fn leak(s: &State, viewer: Viewer, shown: &Value) -> Option<String> {
        if let Value::String(line) = shown {
            return log_leak(s, viewer, line);
        }
        let secrets = hidden_cards(s, viewer);
        nodes(shown)
            .into_iter()
            .filter_map(Value::as_str)
            .find(|v| secrets.contains(v))
            .map(|v| format!("the hidden card {v}"))
    }
}

/// Some tables have a pair of the 2-PC variant (spec 5.14.3): every other lone player's
/// Procurer and Engineer (with the solo side, G-10; each with the campaign's unsealed
/// support skill), one table in three of 2 or 3 players another seat's pair.
fn two_pc_table(game: u64, seats: usize) -> Options {
    let paired = if seats == 1 {
        game.is_multiple_of(8)
    } else {
        (game / 3).is_multiple_of(3)
    };
    if !paired {
        return Options::default();
    }
    let (pcs, pair) = match seats {
        1 => (Vec::new(), 0),
        2 => (
            vec![vec![Pc::Negotiator], vec![Pc::Procurer, Pc::Gangster]],
            1,
        ),
        3 => (
            vec![
                vec![Pc::Procurer],
                vec![Pc::Engineer, Pc::Negotiator],
                vec![Pc::Gangster],
            ],
            1,
        ),
        _ => return Options::default(),
    };
    Options {
        pcs,
        two_pc_seats: vec![pair],
        ..Options::default()
    }
}

/// The cards `viewer` may not see: those of the table decks, the face-down Site cards of the
/// encounter slot, and the hands of other seats (without open hands).
fn hidden_cards(s: &State, viewer: Viewer) -> Vec<&str> {
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
    secrets
}

/// What a log line read by `viewer` must not name: a card hidden from it (`hidden_cards`),
/// by its printed name. A name is no secret while a card of the same name (a copy) lies
/// anywhere else in the play: face up, in a hand the viewer sees, or in a PC's deck (whose
/// cards every viewer saw go there; only their order is hidden).
pub fn log_leak(s: &State, viewer: Viewer, line: &str) -> Option<String> {
    let hidden: BTreeSet<&str> = hidden_cards(s, viewer).into_iter().collect();
    let content = &s.content;
    let seen: BTreeSet<&str> = cards_in_play(s)
        .into_iter()
        .filter(|c| !hidden.contains(c.as_str()))
        .filter_map(|c| content.card_name(c))
        .collect();
    let secret: BTreeSet<&str> = hidden
        .into_iter()
        .filter_map(|c| content.card_name(c))
        .filter(|name| !seen.contains(name))
        .collect();
    secret
        .into_iter()
        .find(|name| mentions(line, name, content.card_names()))
        .map(|name| format!("the hidden card {name}"))
}

/// Every card of the play, wherever it is (scenario cards off the mat and reward cards not
/// obtained aside).
fn cards_in_play(s: &State) -> Vec<&String> {
    let mut all: Vec<&String> = s.decks.values().flatten().collect();
    all.extend(s.discards.values().flatten());
    all.extend(s.slots.iter().flat_map(|sl| sl.stack.iter()));
    all.extend(s.disposal.iter().chain(&s.encounter).chain(&s.removed));
    all.extend(s.pending.iter().map(|p| &p.card));
    all.extend(s.artifacts.iter().map(|a| &a.card));
    all.extend(s.site.revealed.iter());
    all.extend(s.disposal_rewards.iter().flat_map(|r| r.revealed.iter()));
    all.extend(s.action.iter().flat_map(|a| a.troubles_drawn.iter()));
    all.extend(s.disposing.iter().map(|d| &d.card));
    for p in &s.pcs {
        all.extend(p.hand.iter().chain(&p.deck).chain(&p.discard));
        all.extend(p.equipped.iter().map(|e| &e.card));
    }
    all
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
        // A pair's piles are its first PC's; the second holds none (spec 5.14.3).
        if let Some(other) = p.partner
            && (s.partner(other) != Some(p.pc)
                || (s.holder(p.pc) != p.pc
                    && !(p.hand.is_empty() && p.deck.is_empty() && p.discard.is_empty())))
        {
            return Err(format!("{:?}: a broken pair with {other:?}", p.pc));
        }
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
    let all = cards_in_play(s);
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
