//! What several monsters' cards share: once-per-turn uses, the Icy Reflection copy, leaving
//! play.

use super::evolution::{Evolution, Window};
use crate::engine::Seat;
use crate::games::king_of_tokyo::cards::power_card::PowerCard;
use crate::games::king_of_tokyo::command::EvolutionParams;
use crate::games::king_of_tokyo::event::{Event, EvolutionDiscarded};
use crate::games::king_of_tokyo::state::{CardInstance, Hit, State};
use crate::games::king_of_tokyo::tx::Tx;

/// Icy Reflection (Space Penguin), the card that copies another Permanent Evolution.
pub const ICY_REFLECTION: &str = "icy_reflection";

/// The id of the card a Permanent Evolution in play acts as: its own, or for Icy Reflection
/// the card its Snowflake token is on (`State::snowflake_on`; none before it is placed).
pub fn acting_card_id<'s>(state: &'s State, card: &'s CardInstance) -> Option<&'s str> {
    if card.card != ICY_REFLECTION {
        return Some(&card.card);
    }
    let target = state.power_up.snowflake_on?;
    state
        .monsters
        .iter()
        .flat_map(|m| m.evolutions.in_play.iter())
        .find(|c| c.instance == target)
        .map(|c| c.card.as_str())
}

/// `owner` used its card `id` in play this turn (`EvolutionUsed`: Energy Sword, Exotic Arms).
pub fn used_this_turn(state: &State, owner: Seat, id: &str) -> bool {
    state.monster(owner).is_some_and(|m| {
        m.evolutions
            .in_play
            .iter()
            .any(|c| c.card == id && state.turn_scratch.cards_used.contains(&c.instance))
    })
}

/// The single use of a card in play that works once a turn (no parameters): offered while it
/// is unused this turn and `usable` holds.
pub fn once_per_turn(state: &State, instance: u16, usable: bool) -> Vec<Option<EvolutionParams>> {
    if usable && !state.turn_scratch.cards_used.contains(&instance) {
        vec![None]
    } else {
        Vec::new()
    }
}

/// [`once_per_turn`] for a card whose use costs `energy` (Energy Sword, Exotic Arms).
pub fn paid_once_per_turn(
    state: &State,
    owner: Seat,
    instance: u16,
    energy: u32,
) -> Vec<Option<EvolutionParams>> {
    let affordable = state.monster(owner).is_some_and(|m| m.energy >= energy);
    once_per_turn(state, instance, affordable)
}

/// Discard a Permanent Evolution from play to its owner's face-up discards (Adapting
/// Technology with no token left).
pub fn discard_from_play(tx: &mut Tx, seat: Seat, instance: u16, reason: &str) {
    let card = tx
        .state
        .monster(seat)
        .and_then(|m| m.evolutions.in_play.iter().find(|c| c.instance == instance))
        .cloned();
    if let Some(card) = card {
        tx.emit(Event::EvolutionDiscarded(EvolutionDiscarded {
            seat,
            card,
            reason: reason.to_owned(),
        }));
    }
}

/// The hit is the active monster's Smash on a monster in Tokyo that has not decided to stay
/// or yield yet (Jets, Simian Scamper).
pub fn smash_in_tokyo(state: &State, by: Seat, hit: &Hit) -> bool {
    hit.reason == "SMASH"
        && by == state.active
        && state.location_of(hit.seat).in_tokyo()
        && !state.turn_scratch.early_deciders.contains(&hit.seat)
}

/// `seat` is in Tokyo and was not when this turn started: it entered Tokyo this turn ("when
/// you enter Tokyo").
pub fn entered_tokyo_this_turn(state: &State, seat: Seat) -> bool {
    state.location_of(seat).in_tokyo() && !state.turn_scratch.tokyo_at_turn_start.contains(&seat)
}

/// A Permanent card its owner pays for in the start-of-turn window, once a turn
/// (`UseEvolution`: Energy Sword, Exotic Arms); paid, it acts for the rest of the turn
/// through its Keep-card `hooks`, which ask [`used_this_turn`].
pub struct PaidEachTurn {
    pub id: &'static str,
    /// Energy paid for a turn.
    pub cost: u32,
    pub hooks: &'static dyn PowerCard,
}

impl Evolution for PaidEachTurn {
    fn id(&self) -> &'static str {
        self.id
    }

    fn window(&self) -> Window {
        Window::StartOfTurn
    }

    fn keep_hooks(&self) -> Option<&'static dyn PowerCard> {
        Some(self.hooks)
    }

    fn use_window(&self) -> Option<Window> {
        Some(Window::StartOfTurn)
    }

    fn use_choices(
        &self,
        state: &State,
        owner: Seat,
        instance: u16,
    ) -> Vec<Option<EvolutionParams>> {
        paid_once_per_turn(state, owner, instance, self.cost)
    }

    fn on_use(&self, tx: &mut Tx, owner: Seat, _instance: u16, _params: &EvolutionParams) {
        tx.lose_energy(owner, self.cost, self.id);
    }
}
