//! The vocabulary the log's lines share: seat names, dice, amounts, card names and the
//! reasons events give, read only from the event and the public part of the state.

use super::super::card::CardInstance;
use super::super::state::{Face, Location, Offer, State};
use crate::engine::words::{self, humanized};
pub use crate::engine::words::{dice_count, list, plural};

/// What a line may read besides its event: the state's public facts and the seats' names
/// (`engine::words::Words`), with this game's words below.
pub type Words<'a> = words::Words<'a, State>;

impl Words<'_> {
    /// The printed name of a Power card or an Evolution, by its content id.
    pub fn card_name(&self, id: &str) -> String {
        let content = &self.state.content;
        content
            .power_card(id)
            .map(|c| c.name_en.clone())
            .or_else(|| content.evolution(id).map(|e| e.name_en.clone()))
            // An id no pack names: never expected, but a line is better than a panic.
            .unwrap_or_else(|| humanized(id).to_lowercase())
    }

    /// The printed name of a card the event shows.
    pub fn card(&self, card: &CardInstance) -> String {
        self.card_name(&card.card)
    }

    /// Several cards' names, as a list in words.
    pub fn cards(&self, cards: &[CardInstance]) -> String {
        list(cards.iter().map(|c| self.card(c)).collect())
    }

    /// The name of a card instance that an event names by its number, looked up only where
    /// every viewer sees cards face up (Keep cards, Evolutions in play or face up in a
    /// discard pile, the market and the Power discard pile): never a hand or a deck.
    pub fn public_card(&self, instance: u16) -> Option<String> {
        let state = self.state;
        let mut face_up = state
            .monsters
            .iter()
            .flat_map(|m| {
                m.keep_cards
                    .iter()
                    .chain(&m.evolutions.in_play)
                    .chain(&m.evolutions.discard)
            })
            .chain(state.market.iter().flatten())
            .chain(&state.discard);
        face_up
            .find(|c| c.instance == instance)
            .map(|c| self.card(c))
    }

    /// What an event's `reason` means: a rule in words, or the card that caused it.
    pub fn reason(&self, reason: &str) -> String {
        match reason {
            "NUMBERS" => "numbers".into(),
            "ENTERED_TOKYO" => "entering Tokyo".into(),
            "STARTED_TURN_IN_TOKYO" => "starting the turn in Tokyo".into(),
            "ENERGY_DICE" => "⚡ dice".into(),
            "HEART_DICE" => "♥ dice".into(),
            "SMASH" => "Smash".into(),
            "POISON" => "Poison tokens".into(),
            id => self.card_name(id),
        }
    }
}

/// The symbol of a die face, the same everywhere in the log: ⚀ ⚁ ⚂ for the numbers, ⚡
/// Energy, ♥ Heart, ✊ Smash.
pub fn face(face: Face) -> &'static str {
    match face {
        Face::One => "⚀",
        Face::Two => "⚁",
        Face::Three => "⚂",
        Face::Energy => "⚡",
        Face::Heart => "♥",
        Face::Smash => "✊",
    }
}

/// Dice as their symbols, side by side and sorted as the example reads them
/// (numbers, then Hearts, Energy, Smashes): `⚀⚀⚀♥⚡✊`.
pub fn dice(faces: &[Face]) -> String {
    let order = |f: &Face| match f {
        Face::One => 0,
        Face::Two => 1,
        Face::Three => 2,
        Face::Heart => 3,
        Face::Energy => 4,
        Face::Smash => 5,
    };
    let mut sorted = faces.to_vec();
    sorted.sort_by_key(order);
    sorted.iter().map(|f| face(*f)).collect()
}

/// A Tokyo area or the outside, in words.
pub fn place(location: Location) -> &'static str {
    match location {
        Location::City => "Tokyo City",
        Location::Bay => "Tokyo Bay",
        Location::Outside => "outside Tokyo",
    }
}

/// An optional power, as the card or rule that offers it.
pub fn offer(offer: Offer) -> &'static str {
    match offer {
        Offer::Jets => "Jets",
        Offer::Wings => "Wings",
        Offer::RapidHealing => "Rapid Healing",
        Offer::PsychicProbe => "Psychic Probe",
        Offer::Opportunist => "Opportunist",
        Offer::MimicMove => "moving the Mimic token",
        Offer::Metamorph => "Metamorph",
        Offer::FreezeTime => "Freeze Time",
        Offer::Evolution => "playing an Evolution",
        Offer::ElectricCarrot => "Electric Carrot",
        Offer::PlayWithYourFood => "Play with Your Food",
    }
}
