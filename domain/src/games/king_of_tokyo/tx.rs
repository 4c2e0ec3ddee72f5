//! The transaction of one command, and the rules it runs under.
//!
//! Every automatic step runs inside `decide` through a [`Tx`]: it emits events, applies each
//! one to a working copy of the state at once (so later steps read the up-to-date state), and
//! returns the events. Nothing here mutates the caller's state.
//!
//! Power cards and Evolutions act through a `Tx` and never name the turn procedure: what they
//! need of it (a heart loss, entering Tokyo, going on with the Buy step, a price) is declared
//! here as [`Rules`] and implemented in `rules`. So the effects sit below the procedure that
//! calls them, and every place where an effect calls back into the procedure is listed in
//! one trait.

use super::event::{
    EnergyGained, EnergyLost, Event, HealthGained, KeepCardsDiscarded, MaxHealthChanged,
    VictoryPointsGained, VictoryPointsLost,
};
use super::state::{AfterDamage, CardInstance, Hit, Location, State};
use crate::engine::{GameRng, Seat};

/// The turn procedure as the effects see it (implemented by `rules`).
pub trait Rules: Sync {
    /// Apply one event to the state (the fold, `Game::evolve`).
    fn apply(&self, state: &mut State, event: &Event);
    /// What follows the event just emitted (the last of `tx.events`), whichever step emitted
    /// it (Power Up!: leaving Tokyo).
    fn after_event(&self, tx: &mut Tx);

    /// Energy added to every gain of `seat` from the bank (Friend of Children).
    fn energy_bonus(&self, state: &State, seat: Seat) -> u32;
    /// Hearts added to every heart gain of `seat` (Regeneration).
    fn heal_bonus(&self, state: &State, seat: Seat) -> u32;
    /// The maximum hearts of `seat` with its cards (Even Bigger).
    fn max_health(&self, state: &State, seat: Seat) -> u8;
    /// What `seat` pays for the Power card `card_id` (its discounts applied).
    fn price(&self, state: &State, seat: Seat, card_id: &str) -> u32;
    /// The Tokyo area the active monster must enter now, if any.
    fn area_to_enter(&self, state: &State) -> Option<Location>;
    /// The monsters in Tokyo that the active monster's Smashes allow to yield.
    fn yield_eligible(&self, state: &State) -> Vec<Seat>;
    /// A Feline Motor took the active monster's place in this turn's Enter Tokyo step.
    fn entry_taken(&self, state: &State) -> bool;
    /// Whether the Evolution `id` has an effect (Icy Reflection copies only those).
    fn evolution_implemented(&self, id: &str) -> bool;
    /// The Keep cards a Mimic token may go on.
    fn mimic_targets(&self, state: &State) -> Vec<CardInstance>;

    /// One damage batch; `true` when it paused for reactions (see [`Tx::damage`]).
    fn damage(&self, tx: &mut Tx, hits: Vec<Hit>, by: Seat, then: AfterDamage) -> bool;
    /// Go on with the step a damage batch interrupted.
    fn continue_after_damage(&self, tx: &mut Tx, then: AfterDamage);
    /// Move `seat` into `area`, with the entry bonus and "when you take Tokyo" powers.
    fn enter_tokyo(&self, tx: &mut Tx, seat: Seat, area: Location, from: Location);
    /// A Power card comes into play for `owner` from outside the market (deck, discard pile);
    /// `bought` makes it a purchase at `price`.
    fn put_into_play(
        &self,
        tx: &mut Tx,
        owner: Seat,
        card: CardInstance,
        reason: &str,
        price: u32,
        bought: bool,
    );
    /// Buy the card in a market slot for `price`, then go on with the Buy step.
    fn buy_for(&self, tx: &mut Tx, buyer: Seat, slot: u8, price: u32);
    /// Buy the card in a market slot at its price if `buyer` can pay (Bamboozle).
    fn forced_buy(&self, tx: &mut Tx, buyer: Seat, slot: u8);
    /// Back to the Buy step: refill the market, end the turn if the buyer did not survive.
    fn continue_buying(&self, tx: &mut Tx);
    /// `zeroed` dropped to 0 hearts and stayed there (Eater of the Dead).
    fn stayed_at_zero(&self, tx: &mut Tx, zeroed: Seat);
    /// Play the effect of the Evolution `card_id` for `owner` as if it were `instance` (Icy
    /// Reflection copying a card).
    fn play_as(&self, tx: &mut Tx, card_id: &str, owner: Seat, instance: u16);
    /// End the active monster's turn.
    fn end_turn(&self, tx: &mut Tx);
    /// Start the turn of `seat`.
    fn start_turn(&self, tx: &mut Tx, seat: Seat, extra_turn: bool);
}

/// The King of Tokyo turn procedure. Its [`Rules`] are implemented where the rules live
/// (`rules/procedure.rs`); this type only lets the effects below them reach them.
pub struct TurnProcedure;

/// The rules every [`Tx`] runs under, and that read-only hooks ask (a price, the area to
/// enter).
pub static RULES: &dyn Rules = &TurnProcedure;

/// The events of one command, applied as they are emitted to a working copy of the state.
pub struct Tx<'r> {
    pub state: State,
    pub events: Vec<Event>,
    pub rng: &'r mut GameRng,
}

impl<'r> Tx<'r> {
    pub fn new(state: &State, rng: &'r mut GameRng) -> Self {
        Self {
            state: state.clone(),
            events: Vec::new(),
            rng,
        }
    }

    /// Record an event, apply it to the working state, then run what follows it.
    pub fn emit(&mut self, event: Event) {
        RULES.apply(&mut self.state, &event);
        self.events.push(event);
        RULES.after_event(self);
    }

    pub fn alive(&self, seat: Seat) -> bool {
        self.state.monster(seat).is_some_and(|m| m.alive)
    }

    pub fn gain_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsGained(VictoryPointsGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose VP, never below 0.
    pub fn lose_vp(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.victory_points));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::VictoryPointsLost(VictoryPointsLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Gain energy from the bank (+1 per Friend of Children).
    pub fn gain_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        if amount > 0 && self.alive(seat) {
            let bonus = RULES.energy_bonus(&self.state, seat);
            self.emit(Event::EnergyGained(EnergyGained {
                seat,
                amount: amount + bonus,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Lose energy, never below 0.
    pub fn lose_energy(&mut self, seat: Seat, amount: u32, reason: &str) {
        let amount = amount.min(self.state.monster(seat).map_or(0, |m| m.energy));
        if amount > 0 && self.alive(seat) {
            self.emit(Event::EnergyLost(EnergyLost {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// Gain hearts (+1 per Regeneration), capped at the monster's maximum.
    pub fn heal(&mut self, seat: Seat, amount: u32, reason: &str) {
        let Some(m) = self.state.monster(seat) else {
            return;
        };
        if amount == 0 || !m.alive {
            return;
        }
        let bonus = RULES.heal_bonus(&self.state, seat);
        let room = u32::from(m.max_health.saturating_sub(m.health));
        let amount = (amount + bonus).min(room);
        if amount > 0 {
            self.emit(Event::HealthGained(HealthGained {
                seat,
                amount,
                reason: reason.to_owned(),
            }));
        }
    }

    /// One damage batch (4.6.1): every target loses its hearts, in clockwise order from the
    /// active monster's left, then every monster at 0 is eliminated at once. Returns `true`
    /// when the batch paused for reactions: the caller must stop, and `then` continues once
    /// the reactions are in.
    pub fn damage(
        &mut self,
        hits: &[(Seat, u32)],
        by: Seat,
        reason: &str,
        then: AfterDamage,
    ) -> bool {
        let hits = hits
            .iter()
            .map(|&(seat, amount)| Hit {
                seat,
                amount,
                reason: reason.to_owned(),
            })
            .collect();
        RULES.damage(self, hits, by, then)
    }

    /// Move Keep cards of `seat` to the discard pile.
    pub fn discard_keep(&mut self, seat: Seat, instances: &[u16], reason: &str) {
        let cards: Vec<_> = self.state.monsters[seat.index()]
            .keep_cards
            .iter()
            .filter(|c| instances.contains(&c.instance))
            .cloned()
            .collect();
        if cards.is_empty() {
            return;
        }
        self.emit(Event::KeepCardsDiscarded(KeepCardsDiscarded {
            seat,
            cards,
            reason: reason.to_owned(),
        }));
        self.refresh_max_health();
    }

    /// Bring every monster's maximum hearts in line with its cards (Even Bigger).
    pub fn refresh_max_health(&mut self) {
        for seat in Seat::all(self.state.monsters.len()) {
            let m = &self.state.monsters[seat.index()];
            if !m.alive {
                continue;
            }
            let max = RULES.max_health(&self.state, seat);
            if max != m.max_health {
                self.emit(Event::MaxHealthChanged(MaxHealthChanged {
                    seat,
                    max_health: max,
                }));
            }
        }
    }

    // The steps of the turn an effect may start or go on with (see [`Rules`]).

    pub fn continue_after_damage(&mut self, then: AfterDamage) {
        RULES.continue_after_damage(self, then);
    }

    pub fn enter_tokyo(&mut self, seat: Seat, area: Location, from: Location) {
        RULES.enter_tokyo(self, seat, area, from);
    }

    pub fn put_into_play(
        &mut self,
        owner: Seat,
        card: CardInstance,
        reason: &str,
        price: u32,
        bought: bool,
    ) {
        RULES.put_into_play(self, owner, card, reason, price, bought);
    }

    pub fn buy_for(&mut self, buyer: Seat, slot: u8, price: u32) {
        RULES.buy_for(self, buyer, slot, price);
    }

    pub fn forced_buy(&mut self, buyer: Seat, slot: u8) {
        RULES.forced_buy(self, buyer, slot);
    }

    pub fn continue_buying(&mut self) {
        RULES.continue_buying(self);
    }

    pub fn stayed_at_zero(&mut self, zeroed: Seat) {
        RULES.stayed_at_zero(self, zeroed);
    }

    pub fn play_as(&mut self, card_id: &str, owner: Seat, instance: u16) {
        RULES.play_as(self, card_id, owner, instance);
    }

    pub fn end_turn(&mut self) {
        RULES.end_turn(self);
    }

    pub fn start_turn(&mut self, seat: Seat, extra_turn: bool) {
        RULES.start_turn(self, seat, extra_turn);
    }

    pub fn into_events(self) -> Vec<Event> {
        self.events
    }
}
