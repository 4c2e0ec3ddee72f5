//! The [`PowerCard`] trait: the hooks a Power card's effect answers.

use crate::engine::Seat;
use crate::games::king_of_tokyo::state::{Face, Hit, State, Token};
use crate::games::king_of_tokyo::tx::Tx;

/// What using a die-changing card costs or requires.
/// The fixed order of the automatic start-of-turn effects (spec 4.3), after the Tokyo bonus:
/// whatever order the cards were bought or played in, a monster's own extra VP come first,
/// then what it takes from the others, then its energy, then the rolls. The choices (Mimic,
/// Bamboo Supply and the other start-of-turn Evolutions) come after all of them, so that a
/// player chooses knowing their results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum TurnStartStep {
    /// Extra VP for starting the turn in Tokyo (Urbavore, I Am the King!).
    TokyoVp,
    /// VP the other monsters lose (Defender of Tokyo).
    OthersLoseVp,
    /// Energy from a card (Battery Monster).
    Energy,
    /// Dice rolled for cards (Superior Alien Technology).
    Rolls,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DieChangeRule {
    /// Once per turn, and only to this face (Herd Culler: a 1).
    OncePerTurnTo(Face),
    /// Once per turn, to one of these faces (Tail Sweep: a 1 or a 2).
    OncePerTurnToOneOf(&'static [Face]),
    /// Pay this much energy each time, any face (Stretchy).
    PayEnergy(u32),
    /// Any face, then the card is discarded (Plot Twist).
    DiscardAfter,
}

/// What an extra roll costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExtraRollCost {
    /// Pay energy (Energy Drink).
    Energy(u32),
    /// Spend one token from the card; discard it when empty (Smoke Cloud).
    CardToken,
}

/// The behaviour of one Power card. Every hook does nothing unless the card overrides it.
///
/// Keep cards act through these hooks wherever the turn procedure reaches the matching
/// point; a Mimic copying a card calls the copied card's hooks for the Mimic owner (with the
/// Mimic's instance, so its tokens and once-per-turn uses are its own). When several cards
/// answer the same hook they run in registry order (the spec's fixed orders, e.g. Rooting
/// for the Underdog → Energy Hoarder → Herbivore → Solar Powered, Camouflage → Armor
/// Plating).
pub trait PowerCard: Sync {
    /// The card id in `power_cards.json`.
    fn id(&self) -> &'static str;

    /// When bought (after paying, before the market refills): a Discard card's whole effect.
    /// A heart loss (`Tx::damage`) must be its last step: the loss may pause for reactions.
    fn on_bought(&self, _tx: &mut Tx, _buyer: Seat) {}

    /// When a Keep card comes into play for `owner`: bought, or copied by Mimic "as if just
    /// bought" (Even Bigger's hearts, Battery Monster's energy, Smoke Cloud's tokens, Mimic's
    /// own placement). `instance` holds the tokens.
    fn on_acquired(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// Extra dice its owner rolls each turn (Extra Head).
    fn extra_dice(&self) -> u8 {
        0
    }

    /// Extra rolls its owner gets each turn (Giant Brain).
    fn extra_rolls(&self) -> u8 {
        0
    }

    /// Smashes added to its owner's final dice, given the Smash total so far (rolled plus
    /// added: the count is iterated to a fixed point, so added Smashes count for "if you roll
    /// at least one Smash", section 4.5).
    fn added_smashes(&self, _state: &State, _owner: Seat, _faces: &[Face], _smashes: u32) -> u32 {
        0
    }

    /// Numbers resolution of its owner's dice (Gourmet, Detritivore, Complete Destruction).
    fn on_numbers(&self, _tx: &mut Tx, _owner: Seat, _faces: &[Face], _smashes: u32) {}

    /// Its owner resolves `smashes` ≥ 1 Smashes, before the damage (Alpha Monster).
    fn on_smashes(&self, _tx: &mut Tx, _owner: Seat, _smashes: u32) {}

    /// Its owner's Smashes hit every other monster (Nova Breath).
    fn hits_everyone(&self) -> bool {
        false
    }

    /// Extra hearts each neighbour of its owner loses when it resolves Smashes (Fire Breathing).
    fn neighbour_damage(&self) -> u32 {
        0
    }

    /// Hearts lost by the monster that takes its owner's place after its owner yielded
    /// Tokyo, on entering (Burrowing; card damage, G-37).
    fn replacement_damage(&self) -> u32 {
        0
    }

    /// A token given to each monster its owner's Smashes wound (Poison Spit, Shrink Ray).
    fn token_on_hit(&self) -> Option<Token> {
        None
    }

    /// Reduce a heart loss its owner is about to take (`reason`: `SMASH`, `POISON` or a card
    /// id); may roll (Camouflage) or not (Armor Plating). Returns the new amount.
    fn reduce_damage(&self, _tx: &mut Tx, _owner: Seat, amount: u32, _reason: &str) -> u32 {
        amount
    }

    /// Its owner's Smashes made these monsters lose hearts this turn, after the Smash batch
    /// (Mandibles of Dread).
    fn on_smash_wounded(&self, _tx: &mut Tx, _owner: Seat, _wounded: &[Seat]) {}

    /// Its owner just lost `amount` ≥ 1 hearts at once (We're Only Making It Stronger!).
    fn on_hearts_lost(&self, _tx: &mut Tx, _owner: Seat, _amount: u32) {}

    /// Extra energy on every energy gain of its owner (Friend of Children).
    fn energy_bonus(&self) -> u32 {
        0
    }

    /// Extra hearts on every heart gain of its owner (Regeneration).
    fn heal_bonus(&self) -> u32 {
        0
    }

    /// Extra maximum hearts (Even Bigger).
    fn max_health_bonus(&self) -> u8 {
        0
    }

    /// Energy off the price of every Power card its owner buys (Alien Origin).
    fn discount(&self) -> u32 {
        0
    }

    /// Its owner bought a Power card (`card_id`), after that card's own effect (Media-Friendly).
    fn on_card_bought(&self, _tx: &mut Tx, _owner: Seat, _card_id: &str) {}

    /// A monster's hearts dropped to 0 and stayed there (Eater of the Dead).
    fn on_monster_at_zero(&self, _tx: &mut Tx, _owner: Seat, _zeroed: Seat) {}

    /// At 0 hearts its owner is not eliminated (It Has a Child!).
    fn saves_from_elimination(&self) -> bool {
        false
    }

    /// At the start of its owner's turn, after the Tokyo bonus (Battery Monster, Urbavore), at
    /// its [`TurnStartStep`].
    fn on_turn_start(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// Where its `on_turn_start` falls in the start-of-turn order.
    fn turn_start_step(&self) -> TurnStartStep {
        TurnStartStep::Rolls
    }

    /// At the end of its owner's turn, before Poison and the game-end check (Energy Hoarder,
    /// Solar Powered...).
    fn on_turn_end(&self, _tx: &mut Tx, _owner: Seat, _instance: u16) {}

    /// Its owner took control of Tokyo (entered it from outside), after the entry bonus
    /// (I Am the King!, Black Diamond, Eater of Souls).
    fn on_took_tokyo(&self, _tx: &mut Tx, _owner: Seat) {}

    /// Its owner chose to stay in Tokyo when it could have yielded (Black Diamond).
    fn on_stayed_in_tokyo(&self, _tx: &mut Tx, _owner: Seat) {}

    /// Extra hearts each monster its owner's Smashes hit loses (the same for every target;
    /// a bonus that reads the target or the loss is a `caused_loss_bonus`).
    fn smash_hit_bonus(&self, _state: &State, _owner: Seat) -> u32 {
        0
    }

    /// Extra hearts `target` loses each time its owner makes it lose hearts, by any cause
    /// (Smashes or cards), given the loss so far (`amount`, the other bonuses included: they
    /// are summed to a fixed point so that a threshold like Claws of Steel's sees them).
    fn caused_loss_bonus(
        &self,
        _state: &State,
        _owner: Seat,
        _instance: u16,
        _target: Seat,
        _amount: u32,
    ) -> u32 {
        0
    }

    /// The active monster's Smashes made its owner lose hearts this turn, after the Smash
    /// batch: its owner was wounded (the reference reading of "wound": Smashes only; Heat
    /// Vision, Target Acquired).
    fn on_wounded_by_smashes(&self, _tx: &mut Tx, _owner: Seat, _instance: u16, _by: Seat) {}

    /// Card heart losses its owner causes in its Smash step, in the same batch as its Smashes
    /// (even with no Smash): Funny Looking but Dangerous, Exotic Arms's own 2 hearts.
    fn extra_hits(&self, _state: &State, _owner: Seat, _faces: &[Face]) -> Vec<Hit> {
        Vec::new()
    }

    /// Card heart losses its owner causes once its Smash batch is over (its wounds known), as
    /// a batch of their own before the yield decision (Breath of Doom).
    fn follow_up_hits(&self, _state: &State, _owner: Seat) -> Vec<Hit> {
        Vec::new()
    }

    /// Its owner just lost `amount` hearts: a heart loss it causes in return, in a batch of
    /// its own right after this one (Lightning Armor rolls for the active monster's).
    fn retaliation(&self, _tx: &mut Tx, _owner: Seat, _amount: u32) -> Option<Hit> {
        None
    }

    // Powers that ask their owner a question (prompts).

    /// Buys extra rolls (Energy Drink, Smoke Cloud).
    fn extra_roll_cost(&self) -> Option<ExtraRollCost> {
        None
    }

    /// Changes a die before the dice are final (Herd Culler, Stretchy, Plot Twist).
    fn die_change(&self) -> Option<DieChangeRule> {
        None
    }

    /// Dice showing 3 may always be rerolled, without using a roll (Background Dweller).
    fn rerolls_threes(&self) -> bool {
        false
    }

    /// Rerolls one die of another monster after its last roll (Psychic Probe).
    fn probes(&self) -> bool {
        false
    }

    /// Decides to yield before the Smash damage, and loses none if it yields (Jets).
    fn yields_before_damage(&self) -> bool {
        false
    }

    /// Energy to pay to lose no hearts for the rest of the turn (Wings).
    fn wings_cost(&self) -> Option<u32> {
        None
    }

    /// Energy per heart gained at any time (Rapid Healing).
    fn rapid_healing_cost(&self) -> Option<u32> {
        None
    }

    /// Heart results may heal other monsters, who pay for it (Healing Ray).
    fn heals_others(&self) -> bool {
        false
    }

    /// Scoring 1-1-1 offers another turn with one die fewer (Freeze Time).
    fn grants_freeze_time(&self) -> bool {
        false
    }

    /// Keep cards may be sold at the end of the turn (Metamorph).
    fn sells_cards(&self) -> bool {
        false
    }

    /// Newly revealed cards may be bought out of turn (Opportunist).
    fn opportunist(&self) -> bool {
        false
    }

    /// The top card of the deck may be looked at and bought (Made in a Lab).
    fn peeks_deck(&self) -> bool {
        false
    }

    /// Other monsters' Keep cards may be bought (Parasitic Tentacles).
    fn buys_from_monsters(&self) -> bool {
        false
    }

    /// This card copies another Keep card (Mimic).
    fn is_mimic(&self) -> bool {
        false
    }
}

/// Every other alive monster, clockwise from `seat`'s left.
pub fn others(state: &State, seat: Seat) -> Vec<Seat> {
    state
        .clockwise_from_left_of(seat)
        .into_iter()
        .filter(|s| *s != seat)
        .collect()
}
