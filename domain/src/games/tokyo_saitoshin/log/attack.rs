//! Lines for an attack's window (its modifiers and joined attacks), Doom Zero's redraw, and
//! where a used card goes (discarded, disposed of, removed, or held before its disposal).

use super::super::command::Source;
use super::super::event::Event;
use super::super::state::{BotSkill, EquippedCard, HandCard, SkillSource};
use super::words::{Words, capitalized, pc_word, skill};

/// A line for one of these events; empty for any other event.
pub fn line(w: &Words, event: &Event) -> String {
    match event {
        Event::AttackDeclared(e) => format!(
            "{} attacks {} with {}; {} may answer first.",
            w.pc(e.pc),
            w.top_of(e.target),
            means(w, &e.source),
            w.pcs(&e.waiting)
        ),
        Event::AttackDamageAdded(e) => format!("The attack deals {} more damage.", e.n),
        Event::AttackDamageMultiplied(e) => {
            format!("The attack's damage is multiplied by {}.", e.k)
        }
        Event::EnemyReductionIgnored(e) => format!(
            "{} sees through the enemy: its reduction does not apply to the attack.",
            w.pc(e.pc)
        ),
        Event::CoveringFireAdded(e) => {
            format!("Covering fire adds {} physical damage to the attack.", e.n)
        }
        Event::AttackJoined(e) => format!(
            "{} joins the attack with {}.",
            w.pc(e.pc),
            means(w, &e.means)
        ),
        Event::AttackPassed(e) => format!("{} adds nothing to the attack.", w.pc(e.pc)),
        Event::AttackWindowClosed(e) => format!("{}'s attack strikes.", w.pc(e.pc)),
        Event::TroubleRedrawn(e) => format!(
            "{} set {} aside into the trouble discard pile and draws again.",
            w.pc(e.pc),
            w.card(&e.card)
        ),
        Event::DisposalHeld(e) => format!(
            "{} is about to be disposed of; {} may discard it instead.",
            capitalized(&w.card(&e.card)),
            w.pc(e.pc)
        ),
        Event::CardDiscarded(e) => format!("{} discarded {}.", w.pc(e.pc), w.card(&e.card)),
        Event::CardDisposed(e) => format!(
            "{} put {} in the Site's disposal slot.",
            w.pc(e.pc),
            w.card(&e.card)
        ),
        Event::CardRemoved(e) => {
            format!("{} removed {} from the play.", w.pc(e.pc), w.card(&e.card))
        }
        _ => String::new(),
    }
}

/// The card or skill an attack is made with.
fn means(w: &Words, source: &Source) -> String {
    match source {
        Source::Hand(HandCard { card }) | Source::Equipped(EquippedCard { card }) => w.card(card),
        Source::Skill(SkillSource { slot: s }) => format!("its {} skill", skill(*s)),
        Source::Bot(BotSkill { pc, .. }) => format!("the {}'s BOT card", pc_word(*pc)),
    }
}
