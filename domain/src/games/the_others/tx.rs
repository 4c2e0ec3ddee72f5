//! A transaction: the scratch state a command works on, the events emitted so far and the
//! RNG. Each event is applied as it is emitted, so what follows sees it.

use super::content::Content;
use super::event::{Event, MonsterMoved};
use super::evolve::evolve;
use super::state::State;
use crate::engine::GameRng;

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

    pub fn content(&self) -> &Content {
        &self.s.content
    }

    /// The monster steps from where it stands to `to` (every monster move, whoever
    /// decides it).
    pub fn move_monster(&mut self, monster: u16, to: &str) {
        let from = self
            .s
            .monster(monster)
            .and_then(|m| m.space.clone())
            .unwrap_or_default();
        self.emit(Event::MonsterMoved(MonsterMoved {
            monster,
            from,
            to: to.to_owned(),
        }));
    }

    /// A shuffled copy of `items`.
    pub fn shuffled(&mut self, mut items: Vec<String>) -> Vec<String> {
        self.rng.shuffle(&mut items);
        items
    }
}
