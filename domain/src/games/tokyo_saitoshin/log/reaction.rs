//! Lines for the reaction windows to incoming damage and the attacks paused on them.

use super::super::event::Event;
use super::words::{Words, damage_type};

/// A line for a reaction-window event; empty for any other event.
pub fn line(w: &Words, event: &Event) -> String {
    match event {
        Event::DamageIncoming(e) => {
            let from = e
                .source
                .as_deref()
                .filter(|c| w.state.content.card_name(c).is_some() || e.from_enemy)
                .map(|c| format!(" from {}", w.card(c)))
                .unwrap_or_default();
            format!(
                "{} {} damage{from} is about to reach {}, who may answer it.",
                e.amount,
                damage_type(e.damage_type),
                w.pc(e.pc)
            )
        }
        Event::DamageReduced(e) => format!("The damage to {} was reduced by {}.", w.pc(e.pc), e.by),
        Event::DamageSettled(e) => format!("{} takes the {} damage left.", w.pc(e.pc), e.amount),
        Event::BattlePaused(e) => format!("{}'s attack waits for the answer.", w.pc(e.pc)),
        Event::BattleResumed(e) => format!("{}'s attack goes on.", w.pc(e.pc)),
        _ => String::new(),
    }
}
