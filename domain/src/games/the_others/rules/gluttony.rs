//! Gluttony's power, "BEWARE HEROES! I WILL FEED OFF YOUR POWER!": each time a hero gains
//! an upgrade card, the SIN draws 1 SIN card; each time a hero gains an extra turn token,
//! the SIN gains 1 reaction token (an extra one, discarded at the round's reset).

use super::super::event::*;
use super::super::tx::Tx;
use super::draw::draw_sin_cards;

fn gluttony(tx: &Tx) -> bool {
    tx.s.sin == "gluttony"
}

/// After a hero gained an upgrade card (city action, story event, inheritance).
pub fn upgrade_gained(tx: &mut Tx) {
    if gluttony(tx) {
        draw_sin_cards(tx, 1);
    }
}

/// After a hero gained an extra turn token (city action, picked up).
pub fn extra_turn_gained(tx: &mut Tx) {
    if gluttony(tx) {
        tx.emit(Event::ReactionTokenGained(ReactionTokenGained {
            cause: "gluttony".into(),
        }));
    }
}
