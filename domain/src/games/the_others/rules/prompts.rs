//! Who must decide what, now: one prompt per seat with a legal command, named after the
//! decision; the first hero is a team decision (every hero seat must agree).

use super::super::state::{FightStage, Phase, State};
use super::mission::Owed;
use super::procedure::legal_commands;
use crate::engine::{Prompt, Seat};

fn kind(s: &State) -> (&'static str, &'static str) {
    if s.markers_owed().is_some() {
        return (
            "PLACE_DAMAGE_MARKER",
            "Cover a corruption slot with each damage marker",
        );
    }
    if !s.replacements.is_empty() {
        return (
            "CHOOSE_REPLACEMENT",
            "Pick a reserve hero to replace your dead hero",
        );
    }
    if super::harm::inheriting(s).is_some() {
        return (
            "PICK_INHERITED_UPGRADE",
            "Pick the upgrades the dead hero gave up",
        );
    }
    if !s.apocalypse.drawn.is_empty() {
        return (
            "CHOOSE_APOCALYPSE_CARD",
            "Keep one of the two apocalypse cards",
        );
    }
    if s.apocalypse.summon_owed.is_some() {
        return (
            "SUMMON_HELL_CLUB",
            "Put the revealed card's Hell Club member on a nest",
        );
    }
    match super::mission::owed(s) {
        Some(Owed::Summon) => return ("STORY_SUMMON", "Put the story's figure on a nest"),
        Some(Owed::Upgrade) => {
            return (
                "TAKE_STORY_UPGRADE",
                "Take an upgrade card from the inventory",
            );
        }
        Some(Owed::Mark) => return ("MARK_MONSTERS", "Mark the monsters the heroes must destroy"),
        Some(Owed::Branch) => return ("CHOOSE_BRANCH", "Choose the next mission of the branch"),
        None => {}
    }
    if s.innocent_owed.is_some() {
        return (
            "DR_GAN_CHOICE",
            "Dr. Gan: take 1 more damage, or let an innocent you carry die",
        );
    }
    if s.trigger.is_some() {
        return (
            "SIN_CARD",
            "Play a SIN card for what just happened, or pass",
        );
    }
    if let Some(kind) = super::card_effects::prompt(s) {
        return kind;
    }
    if let Some(kind) = super::abilities::prompt(s) {
        return kind;
    }
    if s.dark_past_owed.is_some() {
        return (
            "DARK_PAST_CHOICE",
            "FORMER HELL CLUB: take 3 damage or 3 corruption",
        );
    }
    match s.phase {
        Phase::DarkPast => (
            "ASSIGN_DARK_PAST",
            "Secretly give each hero a Dark Past card",
        ),
        Phase::Traitor => ("CHOOSE_TRAITOR", "Choose a reserve hero as the traitor"),
        Phase::StoryTasks if super::apocalypse_play::token_owed(s) => (
            "APOCALYPSE_TOKEN",
            "Place the apocalypse cards' round-start tokens",
        ),
        Phase::StoryTasks => ("STORY_TASK", "Perform the story's round-start tasks"),
        Phase::FirstHero => ("FIRST_HERO", "Choose the hero who takes the first turn"),
        Phase::HeroTurns => match &s.fight {
            Some(f) if super::sin_windows::roll_window_owed(s, f) => {
                ("SIN_CARD", "Play a SIN card after the roll, or pass")
            }
            Some(f) => match f.stage {
                FightStage::PreRoll if super::sin_cards::window_owed(s, f) => (
                    "SIN_CARD",
                    "Play a SIN card at the start of the fight, or pass",
                ),
                FightStage::PreRoll if super::acolytes::owed(s, f) => (
                    "ACOLYTE_ABILITY",
                    "Use the acolyte ability before the roll, or let it go",
                ),
                FightStage::PreRoll => {
                    ("FIGHT_ROLL", "Take voluntary corruption or not, then roll")
                }
                FightStage::Faith => ("FAITH_FACE", "Turn each FAITH into a face"),
                FightStage::BonusChoice => ("BONUS_RESULT", "Choose the result of your choice"),
                FightStage::AssignHits => ("ASSIGN_HITS", "Put each Hit on a monster"),
                FightStage::RemoveTokens => {
                    ("REMOVE_TOKENS", "Remove a calamity token for each Skill")
                }
                FightStage::Counterattack => (
                    "COUNTERATTACK",
                    "Move each surviving target toward the hero",
                ),
            },
            None if s
                .turn
                .as_ref()
                .is_some_and(|t| super::sin_cards::turn_window_owed(s, t)) =>
            {
                (
                    "SIN_CARD",
                    "Play a SIN card at the start of the hero's turn, or pass",
                )
            }
            None if s.turn.as_ref().is_some_and(|t| super::regroup::owed(s, t)) => {
                ("REGROUP", "Move each chosen monster 1 space, or stop")
            }
            None if super::apocalypse_play::agony_owed(s) => (
                "AGONY_OF_THE_UNCLEAN",
                "Choose whether the corruption tokens roll as fire tokens",
            ),
            None if s.turn.as_ref().is_some_and(|t| t.gift_owed) => (
                "GIVE_UPGRADE",
                "Give the hero an upgrade card of the inventory",
            ),
            None if s.turn.is_some() => ("HERO_TURN", "Move, act, or end the turn"),
            None if s.reaction.is_some() => ("SIN_REACTION", "React to the hero's turn, or pass"),
            None => ("TAKE_TURN", "Take the turn (or decline an extra turn)"),
        },
        Phase::RoundEnd => ("SUMMON", "Summon dead monsters onto unblocked nests"),
        Phase::Setup | Phase::GameOver => ("WAIT", ""),
    }
}

pub fn prompts(s: &State) -> Vec<Prompt> {
    if s.outcome.is_some() {
        return Vec::new();
    }
    let (kind, message) = kind(s);
    if kind == "FIRST_HERO"
        && let Some(a) = &s.round.first_hero
    {
        return a.prompts(kind, message);
    }
    if kind == "CHOOSE_BRANCH"
        && let Some(a) = &s.mission.branch
    {
        return a.prompts(kind, message);
    }
    if kind == "PAY_TOLL"
        && let Some(a) = s.card_owed.as_ref().and_then(|o| o.toll.as_ref())
    {
        return a.prompts(kind, message);
    }
    Seat::all(usize::from(s.seat_count))
        .into_iter()
        .filter(|seat| !legal_commands(s, *seat).is_empty())
        .map(|seat| Prompt::new(seat, kind, message))
        .collect()
}
