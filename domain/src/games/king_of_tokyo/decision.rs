//! The decisions a seat may owe.

use super::state::Offer;

/// What a seat is asked now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Keep one of the Evolution cards just drawn (Power Up!).
    ChooseEvolution,
    /// Pick a card of the draft packet held (Mutant Evolution, every seat at once).
    DraftEvolution,
    /// Choose among the Power cards an Evolution revealed (Deep Dive, Miraculous Catch).
    EvolutionChoice,
    /// React to a heart loss: Jets, Wings or Rapid Healing at 0.
    Reaction(Offer),
    /// Put the Mimic token just acquired.
    PlaceMimic,
    /// Buy the card just revealed in this slot, or pass (Opportunist).
    Opportunist(u8),
    /// Move the Mimic token for 1 energy, or pass.
    MoveMimic,
    /// Reroll, change dice, buy rolls, or stop.
    Rolling,
    /// Reroll one die of the active monster with this Psychic Probe, or pass.
    Probe(u16),
    /// The dice are final (after the Psychic Probes): change them with cards, play a Resolve
    /// Dice Evolution (Power Up!), or resolve them.
    ResolveDice,
    /// Spend Heart results.
    Hearts,
    /// Yield Tokyo or stay.
    Yield,
    /// Buy cards, sweep, or end the turn.
    Buying,
    /// Sell Keep cards (Metamorph), or pass.
    Metamorph,
    /// Take a Freeze Time turn, or pass.
    FreezeTime,
    /// Power Up!: play or use an Evolution in the open step window (Enter Tokyo, Chest
    /// Thumping), or pass.
    EvolutionWindow,
    /// Power Up!: play an Evolution after the active monster's final roll (Heart of the
    /// Rabbit), or pass.
    AfterFinalRoll,
    /// Power Up!: play an Evolution on the active monster's announced purchase (Bamboozle),
    /// or pass.
    CardBeingBought,
    /// Power Up!: give the Mega Purr owner 1 energy or 1 VP.
    MegaPurr,
}
