//! Hell Club cards ("… UNLEASHED!", §5.3.14): the member a revealed card summons onto an
//! unblocked nest (any nest when all are blocked; the SIN chooses), and its death, which
//! takes the card out of the game with it (its effect ends). The members' own abilities
//! printed on the cards are in `members.rs` (some of them only).

use super::super::command::{Command, SpaceChoice};
use super::super::event::*;
use super::super::state::State;
use super::super::tx::Tx;
use super::super::vocabulary::MonsterKind;
use super::round_end::{nests, summon_spaces};
use crate::engine::{RuleError, Seat};

pub fn check_summon(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN puts the Hell Club member on a nest",
        ));
    }
    match command {
        Command::SummonHellClub(SpaceChoice { space }) if summon_spaces(s).contains(space) => {
            Ok(())
        }
        Command::SummonHellClub(_) => Err(RuleError::new(
            "NO_FREE_NEST",
            "Summon the member onto an unblocked nest (any nest only when all are blocked)",
        )),
        _ => Err(RuleError::new(
            "SUMMON_HELL_CLUB",
            "The SIN first puts the revealed card's Hell Club member on a nest",
        )),
    }
}

/// The member comes as a new figure (the next free monster id).
pub fn summon(tx: &mut Tx, c: &SpaceChoice) {
    let Some(card) = tx.s.apocalypse.summon_owed.clone() else {
        return;
    };
    let monster = tx.s.monsters.iter().map(|m| m.id).max().unwrap_or(0) + 1;
    tx.emit(Event::HellClubSummoned(HellClubSummoned {
        card,
        monster,
        space: c.space.clone(),
    }));
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    if s.apocalypse.summon_owed.is_some() {
        for space in nests(s) {
            out.push(Command::SummonHellClub(SpaceChoice { space }));
        }
    }
}

/// A monster killed: to the dead pool, or out of the game for the traitor, a Hell Club
/// member (G-12) and a tainted hero's figure (a hero's, never summoned again); a member's
/// apocalypse card leaves the game with it.
pub fn kill(tx: &mut Tx, monster: u16, in_fight: bool) {
    let Some(m) = tx.s.monster(monster).cloned() else {
        return;
    };
    let removed = matches!(
        m.kind,
        MonsterKind::Traitor | MonsterKind::HellClub | MonsterKind::Tainted
    ) || m.npc.is_some();
    tx.emit(Event::MonsterKilled(MonsterKilled {
        monster,
        removed,
        in_fight,
    }));
    if let (MonsterKind::HellClub, Some(card)) = (m.kind, m.card) {
        let nicolas = card == super::members::NICOLAS;
        tx.emit(Event::HellClubCardRemoved(HellClubCardRemoved {
            card,
            monster,
        }));
        if nicolas {
            super::member_effects::nicolas_fall(tx);
        }
    }
}
