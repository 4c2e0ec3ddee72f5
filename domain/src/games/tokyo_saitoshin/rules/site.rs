//! The Site (spec 5.9, 5.12, 4.6): entering it (a Tech check against `9 - 2T` of the entry
//! area; each entering PC draws a Site card face down), the exploration (reveal the top card,
//! resolve it by check or battle, or let it fail), ending it, withdrawing (2 damage per
//! unresolved card, split among the participants, who then move out without a check), and
//! the obligation to reveal a card in every action phase with a PC in the Site.
//!
//! Rulings (G-8, G-22, G-23, G-24 and the engine's own, listed in the guide): a check card
//! is resolved by one check, whose failure fails the card; a revealed card still unresolved
//! when the action phase ends fails; an exploration whose encounter slot is empty when the
//! action phase ends is over; the withdrawal damage is split one point at a time in seat
//! order, never beyond a PC's remaining HP nor to a down PC; a PC in the Site may not end
//! its action phase while the obligation is unmet and the encounter slot holds a card.

use super::super::command::Command;
use super::super::content::{CheckSpec, Resolution};
use super::super::effect::Timing;
use super::super::event::Event;
use super::super::primitives::{Ctx, run_timed, site_emptied};
use super::super::state::{ActionKind, ENCOUNTER_SLOT, State};
use super::super::tx::Tx;
use super::super::vocabulary::{Area, Deck, Pc, Place, Stat};
use super::refusal::{owned, refuse};
use crate::engine::{RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// The check for entering the Site from `here` (spec 5.9): `9 - 2T`, T the trouble cards
/// of the entry area.
pub fn entry_check(s: &State, here: Area) -> Result<CheckSpec, RuleError> {
    if s.site.exploring {
        return Err(refuse(
            "EXPLORATION_UNDER_WAY",
            "No PC may enter the Site while an exploration is under way (FAQ Q10)",
        ));
    }
    if !s.content.site_adjacent.contains(&here) {
        return Err(refuse(
            "NOT_ADJACENT",
            format!("The Site is not joined to {here:?}"),
        ));
    }
    let rules = s.content.rules();
    Ok(CheckSpec {
        stat: Stat::Tech,
        target: rules
            .site_entry_base
            .saturating_sub(rules.site_entry_per_trouble * s.troubles_in(here)),
    })
}

/// The check of an action taken by a PC in the Site. Leaving needs none: it answers a
/// target of 0, and `leave` moves the PC without opening a check.
pub fn action_check(s: &State, pc: Pc, kind: &ActionKind) -> Result<CheckSpec, RuleError> {
    let free = CheckSpec {
        stat: Stat::Tech,
        target: 0,
    };
    match kind {
        ActionKind::Move(st::MoveAction {
            to: Place::Site, ..
        }) => Err(refuse("ALREADY_IN_THE_SITE", "This PC is in the Site")),
        // The Site ends movement, and its exits are its own rules: a PC leaves it alone,
        // one step (a ruling).
        ActionKind::Move(m) if !m.via.is_empty() || !m.riders.is_empty() => Err(refuse(
            "LEAVING_THE_SITE_ALONE",
            "A PC leaves the Site alone, to an area joined to it",
        )),
        ActionKind::Move(st::MoveAction {
            to: Place::Area(to),
            ..
        }) => {
            if !s.content.site_adjacent.contains(to) {
                return Err(refuse(
                    "NOT_ADJACENT",
                    format!("{to:?} is not joined to the Site"),
                ));
            }
            if s.site.withdrawing.contains(&pc) {
                return Ok(free);
            }
            if s.site.revealed.is_some() || !s.encounter.is_empty() {
                return Err(refuse(
                    "SITE_CARDS_LEFT",
                    "Resolve every Site card of the encounter slot, or withdraw, to leave",
                ));
            }
            if s.site.exploring {
                return Err(refuse("EXPLORATION_UNDER_WAY", "End the exploration first"));
            }
            Ok(free)
        }
        ActionKind::Resolve(st::ResolveAction { slot }) => {
            if *slot != ENCOUNTER_SLOT {
                return Err(refuse(
                    "NOT_IN_YOUR_AREA",
                    "In the Site, only the revealed Site card (slot 12) can be resolved",
                ));
            }
            let card = s.site.revealed.as_ref().ok_or_else(|| {
                refuse(
                    "NO_SITE_CARD_REVEALED",
                    "Reveal a Site card first (explore)",
                )
            })?;
            match s.content.encounter(card).map(|e| e.resolution) {
                Some(Resolution::Check { check }) => Ok(check),
                // 異状なし: nothing to overcome, resolved at once.
                Some(Resolution::None) => Ok(free),
                _ => Err(refuse(
                    "BATTLE_CARD",
                    "A battle card is defeated by attacking it (use, target 12)",
                )),
            }
        }
        ActionKind::Purchase(_) => Err(refuse("NO_MARKET", "The Site has no market slots")),
        ActionKind::Equip(_) => Err(refuse("IN_THE_SITE", "Equipping is checked elsewhere")),
    }
}

/// Why a PC in the Site may not end its action phase yet (spec 4.6), if it may not.
pub fn obligation(s: &State, pc: Pc) -> Result<(), RuleError> {
    let in_site = s.pc(pc).is_some_and(|p| p.place == Place::Site);
    if in_site && !s.site.revealed_this_phase && !s.encounter.is_empty() {
        return Err(refuse(
            "SITE_OBLIGATION",
            "With a PC in the Site, a Site card must be revealed in every action phase (explore)",
        ));
    }
    Ok(())
}

/// The exploration commands of a PC in the Site.
pub fn check(s: &State, pc: Pc, command: &Command) -> Result<(), RuleError> {
    if s.pc(pc).is_none_or(|p| p.place != Place::Site) {
        return Err(refuse("NOT_IN_THE_SITE", "This PC is not in the Site"));
    }
    let revealed = s.site.revealed.is_some();
    match command {
        Command::Explore(_) if revealed => Err(refuse(
            "SITE_CARD_REVEALED",
            "Resolve the revealed Site card, or let it fail, first",
        )),
        Command::Explore(_)
            if s.encounter.is_empty()
                && [&s.decks, &s.discards]
                    .iter()
                    .all(|piles| piles.get(&Deck::Site).is_none_or(Vec::is_empty)) =>
        {
            Err(refuse("SITE_DECK_EMPTY", "No Site card is left to explore"))
        }
        Command::ConcedeSiteCard(_) if !revealed => {
            Err(refuse("NO_SITE_CARD_REVEALED", "No Site card is revealed"))
        }
        Command::EndExploration(_) | Command::Withdraw(_) if !s.site.exploring => Err(refuse(
            "NO_EXPLORATION",
            "No exploration is under way (it starts with the first reveal)",
        )),
        Command::EndExploration(_) | Command::Withdraw(_) if revealed => Err(refuse(
            "SITE_CARD_REVEALED",
            "Resolve the revealed Site card, or let it fail, first",
        )),
        Command::EndExploration(_) if !s.encounter.is_empty() => Err(refuse(
            "SITE_CARDS_LEFT",
            "Cards remain in the encounter slot: continue or withdraw",
        )),
        _ => Ok(()),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::Explore(cmd::Explore { pc }) => explore(tx, *pc),
        Command::ConcedeSiteCard(_) => fail(tx),
        Command::EndExploration(_) => {
            let pcs = tx.s.pcs_in(Place::Site);
            tx.emit(Event::ExplorationEnded(ev::ExplorationEnded { pcs }))
        }
        Command::Withdraw(cmd::Withdraw { pc }) => super::withdrawal::start(tx, *pc),
        _ => {}
    }
}

/// Step 0: a PC that entered draws a Site card face down.
pub fn entered(tx: &mut Tx, pc: Pc) {
    tx.draw_site_card(pc);
}

/// Step 2: reveal the top card; with the slot empty, one more is drawn first (step 4).
fn explore(tx: &mut Tx, pc: Pc) {
    if tx.s.encounter.is_empty() {
        tx.draw_site_card(pc);
    }
    if let Some(card) = tx.s.encounter.last().cloned() {
        tx.emit(Event::SiteCardRevealed(ev::SiteCardRevealed { pc, card }));
    }
}

/// Leave the Site without a check: after the exploration (empty slot), or withdrawing.
pub fn leave(tx: &mut Tx, pc: Pc, to: Place) {
    tx.emit(Event::PcMoved(ev::PcMoved {
        pc,
        from: Place::Site,
        to,
    }));
    super::constant::moved(tx, pc, Place::Site, to);
}

/// The revealed card is overcome by `pc`: its 【成功時】 (a check card) or 【解決】 (a
/// battle card), the reward AP and the unseals by its rarity (G-12, G-21) go to `pc`, then
/// it is discarded.
pub fn resolved(tx: &mut Tx, pc: Pc, timing: Timing) {
    let Some(card) = tx.s.site.revealed.clone() else {
        return;
    };
    let content = tx.content();
    let Some(data) = content.encounter(&card) else {
        return;
    };
    run_timed(tx, &Ctx::of(&card).by(pc), &data.effects, timing);
    if tx.over() {
        return;
    }
    tx.gain_ap(pc, data.reward_ap);
    for skill in data.rarity.unseals() {
        tx.unseal(pc, skill);
    }
    tx.emit(Event::SiteCardResolved(ev::SiteCardResolved { pc, card }));
}

/// The revealed card fails: its 【失敗時】 (every participant a target), then it is
/// discarded.
pub fn fail(tx: &mut Tx) {
    let Some(card) = tx.s.site.revealed.clone() else {
        return;
    };
    let content = tx.content();
    if let Some(data) = content.encounter(&card) {
        run_timed(tx, &Ctx::of(&card), &data.effects, Timing::OnFailure);
    }
    if !tx.over() {
        tx.emit(Event::SiteCardFailed(ev::SiteCardFailed { card }));
        // Its failure may have sent every participant away (次元扉).
        site_emptied(tx, Vec::new());
    }
}

/// At the end of step 4: the revealed card fails, then an exploration with an empty slot
/// is over. True if something was done.
pub fn phase_ending(tx: &mut Tx) -> bool {
    if tx.s.site.revealed.is_some() {
        fail(tx);
        return true;
    }
    if tx.s.site.exploring && tx.s.encounter.is_empty() {
        let pcs = tx.s.pcs_in(Place::Site);
        tx.emit(Event::ExplorationEnded(ev::ExplorationEnded { pcs }));
        return true;
    }
    false
}

/// After a withdrawal: each participant moves, without a check, to an area joined to the
/// Site; nothing else may be done until all have.
pub fn check_leaving(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Command::Move(cmd::Move {
        pc,
        to,
        via,
        passengers,
        ..
    }) = command
    else {
        return Err(RuleError::wrong_phase(
            "The withdrawn PCs move out of the Site first",
        ));
    };
    owned(s, seat, *pc)?;
    if !via.is_empty() || !passengers.is_empty() {
        return Err(refuse(
            "LEAVING_THE_SITE_ALONE",
            "A PC leaves the Site alone, to an area joined to it",
        ));
    }
    if !s.site.withdrawing.contains(pc) {
        return Err(refuse("NOT_WITHDRAWING", "Only the withdrawn PCs move now"));
    }
    match to {
        Place::Area(a) if s.content.site_adjacent.contains(a) => Ok(()),
        _ => Err(refuse(
            "NOT_ADJACENT",
            "A withdrawn PC moves to an area joined to the Site (it cannot stay)",
        )),
    }
}
