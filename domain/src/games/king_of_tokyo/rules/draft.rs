//! Mutant Evolution (spec 9.5): the optional Evolution draft of Power Up! (`mutant_evolution`).
//!
//! At setup the Evolution cards of the monsters in play are shuffled together and dealt in
//! packets of `pool / seats` cards, one packet per seat. Only implemented cards are in the
//! pool (as in the normal decks), so a packet has 8 cards once all 72 Evolutions exist; until
//! then the cards that do not split evenly are set aside face down, out of the game.
//!
//! Each round every seat picks one card of the packet it holds (`DRAFT_EVOLUTION`, all seats
//! at once, in any order; a pick is hidden from the others until the end of the game). When
//! the last seat has picked, every packet passes to the left, i.e. to the next seat in turn
//! order (spec 3.1: play goes clockwise, to the left). When the packets are empty each seat's
//! picks are shuffled into its own Evolution deck, and the starting Evolution follows as
//! without the draft: draw 2, keep 1, the other shuffled back (G-35). A card keeps working
//! for whoever plays it, whatever monster it was printed for.

use super::super::command::{CardRef, Command};
use super::super::event::*;
use super::super::evolutions::registry::evolution_deck;
use super::super::state::{CardInstance, DraftState, State};
use super::super::tx::Tx;
use super::dice;
use super::power_up::{draw, seats_choosing};
use crate::engine::{RuleError, Seat};

/// The pool of a draft: the implemented Evolution cards of every monster in play.
pub fn pool<'a>(monsters: impl IntoIterator<Item = &'a str>) -> Vec<CardInstance> {
    monsters.into_iter().flat_map(evolution_deck).collect()
}

/// Cards in each packet (and so in each drafted deck): the pool split evenly between the
/// seats (8 once every monster has its 8 Evolutions).
pub fn packet_size(pool: usize, seats: usize) -> usize {
    pool.checked_div(seats).unwrap_or(0)
}

/// Deal the packets (setup). With nothing to deal (too few cards implemented), the draft
/// ends at once with empty decks.
pub fn deal(tx: &mut Tx, seats: &[Seat], monsters: &[&str]) {
    let mut pool = pool(monsters.iter().copied());
    tx.rng.shuffle(&mut pool);
    let size = packet_size(pool.len(), seats.len());
    let packets = seats
        .iter()
        .enumerate()
        .map(|(i, &seat)| DraftPacket {
            seat,
            count: size as u32,
            cards: Some(pool[i * size..(i + 1) * size].to_vec()),
        })
        .collect();
    tx.emit(Event::DraftPacketsDealt(DraftPacketsDealt {
        packets,
        set_aside: (pool.len() - size * seats.len()) as u32,
    }));
    if size == 0 {
        end(tx);
    }
}

/// Whether `seat` still owes this round's pick.
pub fn owes_pick(state: &State, seat: Seat) -> bool {
    let Some(draft) = &state.power_up.draft else {
        return false;
    };
    state.monster(seat).is_some_and(|m| m.alive)
        && draft
            .picks
            .get(seat.index())
            .is_some_and(|p| p.len() < draft.round as usize)
        && draft
            .packets
            .get(seat.index())
            .is_some_and(|p| !p.is_empty())
}

/// `DraftEvolution` for every card of the packet `seat` holds, while it owes a pick.
pub fn pick_commands(state: &State, seat: Seat) -> Vec<Command> {
    if !owes_pick(state, seat) {
        return Vec::new();
    }
    state.power_up.draft.as_ref().map_or(Vec::new(), |d| {
        d.packets[seat.index()]
            .iter()
            .map(|c| Command::DraftEvolution(CardRef { card: c.instance }))
            .collect()
    })
}

/// `DraftEvolution`: pick a card of the packet `seat` holds (it owes this round's pick). The
/// last pick of a round passes the packets, or ends the draft when they are empty.
pub fn pick(tx: &mut Tx, seat: Seat, instance: u16) -> Result<(), RuleError> {
    let Some(draft) = tx.state.power_up.draft.clone() else {
        return Err(RuleError::wrong_phase(
            "There is no Evolution draft under way",
        ));
    };
    let Some(card) = draft.packets[seat.index()]
        .iter()
        .find(|c| c.instance == instance)
        .cloned()
    else {
        return Err(RuleError::new(
            "UNKNOWN_CARD",
            "That Evolution is not in the packet you hold; pick one of the cards of your view's draft packet",
        ));
    };
    tx.emit(Event::EvolutionDrafted(EvolutionDrafted {
        seat,
        round: draft.round,
        card: Some(card),
    }));
    if !seats_picking(&tx.state).is_empty() {
        return Ok(());
    }
    let Some(draft) = tx.state.power_up.draft.clone() else {
        return Ok(());
    };
    if draft.packets.iter().all(Vec::is_empty) {
        end(tx);
        start_game(tx);
    } else {
        pass_left(tx, &draft);
    }
    Ok(())
}

/// Every packet goes to the holder's left neighbour (the next seat).
fn pass_left(tx: &mut Tx, draft: &DraftState) {
    let n = draft.packets.len();
    let packets = (0..n)
        .map(|to| {
            let cards = draft.packets[(to + n - 1) % n].clone();
            DraftPacket {
                seat: Seat(to as u8),
                count: cards.len() as u32,
                cards: Some(cards),
            }
        })
        .collect();
    tx.emit(Event::DraftPacketsPassed(DraftPacketsPassed {
        round: draft.round + 1,
        packets,
    }));
}

/// The draft is over: each seat's picks, shuffled, become its Evolution deck (an order nobody
/// sees, as the normal decks).
fn end(tx: &mut Tx) {
    let picks = tx
        .state
        .power_up
        .draft
        .as_ref()
        .map_or(Vec::new(), |d| d.picks.clone());
    tx.emit(Event::DraftEnded(DraftEnded {
        picks: picks.first().map_or(0, Vec::len) as u32,
    }));
    for (i, mut deck) in picks.into_iter().enumerate() {
        tx.rng.shuffle(&mut deck);
        tx.emit(Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            seat: Seat(i as u8),
            count: deck.len() as u32,
            order: Some(deck),
            from_discard: false,
        }));
    }
}

/// After the draft: the starting Evolution of every seat (G-35), then the first turn once
/// nobody has a card to choose (as at the end of setup without the draft).
fn start_game(tx: &mut Tx) {
    for seat in Seat::all(tx.state.monsters.len()) {
        draw(tx, seat, 2, true);
    }
    if seats_choosing(&tx.state).is_empty() {
        let first = tx.state.active;
        dice::start_turn(tx, first, false);
    }
}

/// The seats still owing this round's pick.
pub fn seats_picking(state: &State) -> Vec<Seat> {
    Seat::all(state.monsters.len())
        .into_iter()
        .filter(|s| owes_pick(state, *s))
        .collect()
}
