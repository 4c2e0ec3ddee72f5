//! The [`Rules`] the power cards and Evolutions reach through a [`Tx`]: each one the step of
//! this procedure that does it.

use super::super::event::Event;
use super::super::evolutions::registry::{evolution_of, is_implemented};
use super::super::state::{AfterDamage, CardInstance, Hit, Location, State};
use super::super::tx::{Rules, TurnProcedure, Tx};
use super::keeps::{keep_effects, max_health};
use super::power_up::entry_taken;
use super::{damage, dice, end_of_turn, evolve, flow, market, power_up, resolve, tokyo};
use crate::engine::Seat;

impl Rules for TurnProcedure {
    fn apply(&self, state: &mut State, event: &Event) {
        evolve::evolve(state, event);
    }

    fn after_event(&self, tx: &mut Tx) {
        power_up::after_event(tx);
    }

    fn energy_bonus(&self, state: &State, seat: Seat) -> u32 {
        keep_effects(state, seat)
            .iter()
            .map(|e| e.energy_bonus())
            .sum()
    }

    fn heal_bonus(&self, state: &State, seat: Seat) -> u32 {
        keep_effects(state, seat)
            .iter()
            .map(|e| e.heal_bonus())
            .sum()
    }

    fn max_health(&self, state: &State, seat: Seat) -> u8 {
        max_health(state, seat)
    }

    fn price(&self, state: &State, seat: Seat, card_id: &str) -> u32 {
        market::price(state, seat, card_id)
    }

    fn area_to_enter(&self, state: &State) -> Option<Location> {
        tokyo::area_to_enter(state)
    }

    fn yield_eligible(&self, state: &State) -> Vec<Seat> {
        resolve::yield_eligible(state)
    }

    fn entry_taken(&self, state: &State) -> bool {
        entry_taken(state)
    }

    fn evolution_implemented(&self, id: &str) -> bool {
        is_implemented(id)
    }

    fn mimic_targets(&self, state: &State) -> Vec<CardInstance> {
        market::mimic_targets(state)
    }

    fn damage(&self, tx: &mut Tx, hits: Vec<Hit>, by: Seat, then: AfterDamage) -> bool {
        damage::start(tx, hits, by, then)
    }

    fn continue_after_damage(&self, tx: &mut Tx, then: AfterDamage) {
        flow::continue_after(tx, then);
    }

    fn enter_tokyo(&self, tx: &mut Tx, seat: Seat, area: Location, from: Location) {
        tokyo::enter(tx, seat, area, from);
    }

    fn put_into_play(
        &self,
        tx: &mut Tx,
        owner: Seat,
        card: CardInstance,
        reason: &str,
        price: u32,
        bought: bool,
    ) {
        market::put_into_play(tx, owner, card, reason, price, bought);
    }

    fn buy_for(&self, tx: &mut Tx, buyer: Seat, slot: u8, price: u32) {
        market::buy_for(tx, buyer, slot, price);
    }

    fn forced_buy(&self, tx: &mut Tx, buyer: Seat, slot: u8) {
        market::forced_buy(tx, buyer, slot);
    }

    fn continue_buying(&self, tx: &mut Tx) {
        market::continue_buying(tx);
    }

    fn stayed_at_zero(&self, tx: &mut Tx, zeroed: Seat) {
        damage::stayed_at_zero(tx, zeroed);
    }

    fn play_as(&self, tx: &mut Tx, card_id: &str, owner: Seat, instance: u16) {
        if let Some(copied) = evolution_of(card_id) {
            copied.on_play(tx, owner, instance, &Default::default());
        }
    }

    fn end_turn(&self, tx: &mut Tx) {
        end_of_turn::end_turn(tx);
    }

    fn start_turn(&self, tx: &mut Tx, seat: Seat, extra_turn: bool) {
        dice::start_turn(tx, seat, extra_turn);
    }
}
