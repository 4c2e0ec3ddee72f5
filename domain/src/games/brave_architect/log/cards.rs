//! Lines for the rest of the card text: set cards going off, cards acting as a cost,
//! tension extras, a duration card's paid effect, and an enemy attack card's own effect.

use super::super::event::Event;
use super::battle::paid;
use super::words::{Words, plural};

/// The line of one of these events; `None` for any other event.
pub fn describe(w: &Words, event: &Event) -> Option<String> {
    let line = match event {
        Event::SetCardTriggered(e) if e.forced => {
            format!("{}'s {} went off.", w.name(e.seat), w.named(&e.card))
        }
        Event::SetCardTriggered(e) => {
            format!("{} activated {}.", w.name(e.seat), w.named(&e.card))
        }
        Event::SetCardDiscarded(e) => format!(
            "{}'s {} went to the discard pile.",
            w.name(e.seat),
            w.named(&e.card)
        ),
        Event::CostCardActed(e) => format!(
            "{}'s {}, paid as a cost, takes effect.",
            w.name(e.seat),
            w.named(&e.card)
        ),
        Event::ExtraBought(e) => format!(
            "{} spent {} tension for an extra of {}.",
            w.name(e.seat),
            e.tension,
            w.named(&e.card)
        ),
        Event::DurationEffectUsed(e) => format!(
            "{} used {}{}.",
            w.name(e.seat),
            w.named(&e.card),
            paid(w, &e.discarded, e.tension_spent)
        ),
        Event::EnemyAttackEffectApplied(e) => {
            format!("The effect of {} takes hold.", w.named(&e.card))
        }
        Event::HandCardsDiscarded(e) => format!(
            "{} discarded {} from their hand: {}.",
            w.name(e.seat),
            plural(e.discarded.len() as u32, "card"),
            w.all_named(&e.discarded)
        ),
        _ => return None,
    };
    Some(line)
}
