//! Lines for the Site (exploring, withdrawing), artifacts, disposal-area cards, hand
//! exchanges and rides.

use super::super::event::{
    ArtifactDrawn, ArtifactOrDisposalChosen, DisposalCardTaken, DisposalCardsOffered,
    DisposalRewardEnded, DisposalShortfallDrawn, Event, ExchangeOffered, HandsExchanged, Withdrew,
};
use super::super::state::MoveAction;
use super::words::{Words, capitalized, place, plural, were};

pub fn withdrew(w: &Words, e: &Withdrew) -> String {
    let mut line = format!("{} withdrew from the Site", w.pcs(&e.pcs));
    if !e.discarded.is_empty() {
        line += &format!(
            "; the unresolved {} {} discarded",
            w.cards(&e.discarded),
            were(e.discarded.len())
        );
    }
    line + "."
}

pub fn shortfall(w: &Words, e: &DisposalShortfallDrawn) -> String {
    format!(
        "Too few cards lay in the disposal slot: {} {} drawn and revealed.",
        w.cards(&e.cards),
        were(e.cards.len())
    )
}

pub fn disposal_taken(w: &Words, e: &DisposalCardTaken) -> String {
    format!(
        "{} took {} from the disposal area, on top of its deck.",
        w.pc(e.pc),
        w.card(&e.card)
    )
}

pub fn artifact_drawn(w: &Words, e: &ArtifactDrawn) -> String {
    format!(
        "The artifact {} was drawn for {}.",
        w.card(&e.card),
        w.pcs(&e.candidates)
    )
}

pub fn artifact_or_disposal(w: &Words, e: &ArtifactOrDisposalChosen) -> String {
    let choice = if e.disposal {
        "a disposal-area card instead of the artifact"
    } else {
        "the artifact"
    };
    format!("{} chose {choice}.", w.pc(e.pc))
}

pub fn disposal_offered(w: &Words, e: &DisposalCardsOffered) -> String {
    format!(
        "{} may take {} from the disposal area.",
        w.pcs(&e.candidates),
        plural(e.n, "card")
    )
}

pub fn disposal_ended(w: &Words, e: &DisposalRewardEnded) -> String {
    if e.returned.is_empty() {
        return "The disposal-area cards were handed out.".to_owned();
    }
    format!(
        "The disposal-area cards were handed out; {} went to the disposal slot.",
        w.cards(&e.returned)
    )
}

/// The offered cards are named for the offering seat (every seat with open hands) only.
pub fn exchange_offered(w: &Words, e: &ExchangeOffered) -> String {
    format!(
        "{} offered {} {} in exchange.",
        w.pc(e.pc),
        w.pc(e.other),
        w.cards_or_count(&e.cards)
    )
}

/// Each side's cards are named for the seat that received them only (every seat with open
/// hands).
pub fn exchanged(w: &Words, e: &HandsExchanged) -> String {
    format!(
        "{} gave {} to {} for {}.",
        w.pc(e.pc),
        w.cards_or_count(&e.given),
        w.pc(e.other),
        w.cards_or_count(&e.taken)
    )
}

/// What PCs settle between them: hand exchanges and rides.
pub fn between_pcs(w: &Words, event: &Event) -> String {
    match event {
        Event::ExchangeOffered(e) => exchange_offered(w, e),
        Event::ExchangeDeclined(e) => format!("{} declined the exchange.", w.pc(e.pc)),
        Event::HandsExchanged(e) => exchanged(w, e),
        Event::GiveAsked(e) => format!(
            "{} is to give {} to another PC of its place.",
            w.pc(e.pc),
            plural(e.n, "hand card")
        ),
        Event::HandCardsGiven(e) => format!(
            "{} gave {} to {}.",
            w.pc(e.pc),
            w.cards_or_count(&e.cards),
            w.pc(e.to)
        ),
        Event::GiveLapsed(e) => format!(
            "{} had nobody to give its hand cards to, or nothing to give.",
            w.pc(e.pc)
        ),
        Event::RideOffered(e) => format!(
            "{} offered {} a ride ({}).",
            w.pc(e.pc),
            w.pcs(&e.asked),
            super::action::route(
                w,
                &MoveAction {
                    to: e.to,
                    via: e.via.clone(),
                    riders: e.passengers.clone(),
                    stops: e.stops.clone(),
                }
            )
        ),
        Event::RideAnswered(e) => format!(
            "{} {} the ride.",
            w.pc(e.pc),
            if e.accept { "took" } else { "declined" }
        ),
        _ => String::new(),
    }
}

/// The exploration, artifacts taken and random relocations.
pub fn exploration(w: &Words, event: &Event) -> String {
    match event {
        Event::ArtifactTaken(e) => format!("{} took {}.", w.pc(e.pc), w.card(&e.card)),
        Event::ArtifactEquipped(e) => format!("{} equipped {}.", w.pc(e.pc), w.card(&e.card)),
        Event::SiteCardRevealed(e) => {
            format!("{} revealed the Site card {}.", w.pc(e.pc), w.card(&e.card))
        }
        Event::SiteCardResolved(e) => format!("{} resolved {}.", w.pc(e.pc), w.card(&e.card)),
        Event::SiteCardFailed(e) => format!("{} failed.", capitalized(&w.card(&e.card))),
        Event::ExplorationEnded(e) if e.pcs.is_empty() => {
            "The exploration ended: nobody is left in the Site.".to_owned()
        }
        Event::ExplorationEnded(e) => format!("{} ended the exploration.", w.pcs(&e.pcs)),
        Event::ArtifactOffered(e) => format!(
            "An artifact is to be drawn for {}, or a disposal-area card taken instead.",
            w.pcs(&e.candidates)
        ),
        Event::PcTeleported(e) => format!(
            "{} sent {} from {} to {}, drawn at random.",
            capitalized(&w.card(&e.source)),
            w.pc(e.pc),
            place(e.from),
            place(e.to)
        ),
        Event::WithdrawalSplitAsked(e) => {
            format!("{} splits {} withdrawal damage.", w.name(e.seat), e.owed)
        }
        Event::WithdrawalDamageAssigned(e) => {
            format!("1 withdrawal damage goes to {}.", w.pc(e.pc))
        }
        _ => String::new(),
    }
}
