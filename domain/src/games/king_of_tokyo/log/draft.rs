//! Lines for the Mutant Evolution draft. A packet's cards and a pick are named only for
//! the seat that holds them.

use super::super::event::{
    DraftEnded, DraftPacket, DraftPacketsDealt, DraftPacketsPassed, EvolutionDrafted,
};
use super::words::{Words, plural};

/// The packet the viewer holds, if the redacted event shows one.
fn own_packet(w: &Words, packets: &[DraftPacket]) -> String {
    packets
        .iter()
        .find_map(|p| p.cards.as_ref().map(|cards| (p.seat, cards)))
        .map_or_else(String::new, |(seat, cards)| {
            format!(" {} received {}.", w.name(seat), w.cards(cards))
        })
}

pub fn dealt(w: &Words, e: &DraftPacketsDealt) -> String {
    let size = e.packets.first().map_or(0, |p| p.count);
    let mut line = format!(
        "The Evolutions were dealt in packets of {}",
        plural(size, "card")
    );
    if e.set_aside > 0 {
        line += &format!(" ({} set aside)", e.set_aside);
    }
    line + "." + &own_packet(w, &e.packets)
}

pub fn drafted(w: &Words, e: &EvolutionDrafted) -> String {
    let name = w.name(e.seat);
    match &e.card {
        Some(card) => format!("{name} picked {} (round {}).", w.card(card), e.round),
        None => format!("{name} picked an Evolution (round {}).", e.round),
    }
}

pub fn passed(w: &Words, e: &DraftPacketsPassed) -> String {
    format!(
        "The packets passed to the left (round {}).{}",
        e.round,
        own_packet(w, &e.packets)
    )
}

pub fn ended(e: &DraftEnded) -> String {
    format!(
        "The draft ended: each monster picked {}.",
        plural(e.picks, "Evolution")
    )
}
