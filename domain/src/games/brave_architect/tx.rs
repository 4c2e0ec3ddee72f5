//! A transaction: the scratch state a command works on, the events it has emitted and the
//! RNG, with the low-level moves every rule makes (draw, roll, hurt a character). Each
//! event is applied as it is emitted, so what follows sees it.

use super::event::*;
use super::evolve::evolve;
use super::state::*;
use crate::engine::{GameRng, Seat};

pub struct Tx<'a> {
    pub s: State,
    pub out: Vec<Event>,
    pub rng: &'a mut GameRng,
}

impl Tx<'_> {
    pub fn emit(&mut self, event: Event) {
        evolve(&mut self.s, &event);
        self.out.push(event);
    }

    pub fn player(&self, seat: Seat) -> &Player {
        self.s.player(seat)
    }

    /// One six-sided die.
    pub fn d6(&mut self) -> u8 {
        self.rng.below(6) as u8 + 1
    }

    /// A shuffled copy of `cards`.
    pub fn shuffled(&mut self, cards: &[String]) -> Vec<String> {
        let mut cards = cards.to_vec();
        self.rng.shuffle(&mut cards);
        cards
    }

    /// Draw `count` cards, shuffling the discard pile into a new deck when the deck runs out
    /// (cards on the play sheet are not in the discard pile, so they stay out).
    pub fn draw(&mut self, seat: Seat, count: u32) {
        let mut left = count;
        while left > 0 {
            if self.player(seat).deck.is_empty() {
                let discard = self.player(seat).discard.clone();
                if discard.is_empty() {
                    return;
                }
                let order = self.shuffled(&discard);
                self.emit(Event::DiscardReshuffled(DiscardReshuffled {
                    seat,
                    count: order.len() as u32,
                    order: Some(order),
                }));
            }
            let deck = &self.player(seat).deck;
            let n = left.min(deck.len() as u32);
            let cards = deck[..n as usize].to_vec();
            self.emit(Event::CardsDrawn(CardsDrawn {
                seat,
                count: n,
                cards: Some(cards),
            }));
            left -= n;
        }
    }

    /// Take `amount` HP from a character; it goes down at 0, and two characters down lose
    /// the game at once (G-25: no window after the damage).
    pub fn hurt(&mut self, seat: Seat, amount: i32, cause: DamageCause) {
        if amount <= 0 || self.player(seat).down || self.s.outcome.is_some() {
            return;
        }
        let hp_after = (self.player(seat).hp - amount).max(0);
        self.emit(Event::CharacterDamaged(CharacterDamaged {
            seat,
            amount,
            hp_after,
            cause,
        }));
        if hp_after == 0 {
            self.emit(Event::CharacterDowned(CharacterDowned { seat }));
            self.check_defeat();
        }
    }

    /// Two or more characters down: the party loses.
    pub fn check_defeat(&mut self) {
        if self.s.outcome.is_none() && self.s.down_count() >= 2 {
            let down = self
                .s
                .players
                .iter()
                .filter(|p| p.down)
                .map(|p| p.seat)
                .collect();
            self.emit(Event::GameLost(GameLost { down }));
        }
    }

    /// Raise (or lower) tension within 0..=max.
    pub fn set_tension(&mut self, seat: Seat, to: u8) {
        let from = self.player(seat).tension;
        let to = to.min(self.s.content.params().tension_max);
        if from != to {
            self.emit(Event::TensionChanged(TensionChanged { seat, from, to }));
        }
    }
}
