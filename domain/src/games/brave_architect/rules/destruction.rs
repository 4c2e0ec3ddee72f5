//! A party destroyed (§5.13): its card leaves the sheet and the core is exposed there; the
//! enemy attack deck is rebuilt (`rebuild.rs`); the first two destructions level every character up, each gaining its style's weapon
//! card of the new level on its discard pile.
//!
//! Then one item per player is turned up (`items.rs`).

use super::super::event::*;
use super::super::tx::Tx;

pub fn destroy(tx: &mut Tx, party: &str) {
    let Some(p) = tx.s.enemy.parties.iter().find(|p| p.card == party) else {
        return;
    };
    let positions = p.positions.clone();
    let ordinal = tx.s.enemy.destroyed + 1;
    tx.emit(Event::PartyDestroyed(PartyDestroyed {
        party: party.to_owned(),
        positions,
        ordinal,
    }));
    super::rebuild::rebuild(tx, party, ordinal);
    if ordinal <= tx.s.content.params().level_ups {
        level_up_everyone(tx);
    }
    super::items::reveal(tx);
}

/// Every character, down ones included ("全キャラ"), goes up a level; current HP rises with
/// the maximum (G-8) except for a down character, who stays down.
fn level_up_everyone(tx: &mut Tx) {
    for seat in tx.s.seats() {
        let p = tx.player(seat);
        if p.level >= 3 {
            continue;
        }
        let level = p.level + 1;
        let rise = tx.s.stats_at(seat, level).hp - tx.s.stats_at(seat, p.level).hp;
        let hp_after = if p.down { 0 } else { p.hp + rise.max(0) };
        let card = match (&p.weapon, &p.style) {
            (Some(w), Some(s)) => tx.s.content.style(w, s).map(|s| {
                if level == 2 {
                    s.lv2.id.clone()
                } else {
                    s.lv3.id.clone()
                }
            }),
            _ => None,
        }
        .filter(|c| p.reserve.contains(c));
        tx.emit(Event::CharacterLeveledUp(CharacterLeveledUp {
            seat,
            level,
            card,
            hp_after,
        }));
    }
}
