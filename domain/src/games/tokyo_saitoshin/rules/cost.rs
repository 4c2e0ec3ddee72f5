//! A use's cost (spec 5.6): the hand cards it takes, each choice of them, and an attack's
//! reach; shared by every rule that lists or checks a use.

use super::super::command::{Command, Source};
use super::super::effect::{Attack, Effect};
use super::super::state::{ENCOUNTER_SLOT, State, area_slots, slot_area};
use super::super::vocabulary::{Pc, Place};
use super::refusal::refuse;
use crate::engine::RuleError;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::state as st;

/// Whether an attack from `place` reaches the enemy of `slot`: one in the PC's area (in
/// the Site, the revealed card), or in an adjacent area for an attack that may (スナイパー,
/// FAQ Q21).
pub fn reaches(s: &State, place: Place, attack: &Attack, slot: usize) -> bool {
    match place {
        Place::Site => slot == ENCOUNTER_SLOT,
        Place::Area(here) => {
            area_slots(here).contains(&slot)
                || (attack.from_adjacent_area
                    && slot < s.slots.len()
                    && s.content.adjacent(here).contains(&slot_area(slot)))
        }
    }
}

/// The hand cards an effect's use cost takes.
pub fn cost_of(effect: &Effect) -> usize {
    effect.cost.map_or(0, |c| c.discard_hand) as usize
}

/// The use cost (spec 5.6): exactly the effect's number of other hand cards, each once.
pub fn check_discard(
    s: &State,
    pc: Pc,
    source: &Source,
    effect: &Effect,
    discard: &[String],
) -> Result<(), RuleError> {
    check_cost(s, pc, &[source], cost_of(effect), discard)
}

/// Exactly `needed` hand cards, each once, none of them one of the `used` sources.
pub fn check_cost(
    s: &State,
    pc: Pc,
    used: &[&Source],
    needed: usize,
    discard: &[String],
) -> Result<(), RuleError> {
    let hand_cards = s.hand(pc);
    let mut seen = discard.to_vec();
    seen.sort();
    seen.dedup();
    let own = discard.iter().any(|c| used.contains(&&hand(c)));
    if discard.len() != needed
        || seen.len() != needed
        || own
        || discard.iter().any(|c| !hand_cards.contains(c))
    {
        return Err(refuse(
            "WRONG_COST",
            format!("Discard exactly {needed} other card(s) from the hand to use it"),
        ));
    }
    Ok(())
}

/// The hand cards an effect's use cost may take: every choice of its number of cards
/// other than the source itself (0, 1 or 2 in the content).
pub fn discard_choices(s: &State, pc: Pc, source: &Source, effect: &Effect) -> Vec<Vec<String>> {
    cost_choices(s, pc, &[source], cost_of(effect))
}

pub fn hand(card: &str) -> Source {
    Source::Hand(st::HandCard {
        card: card.to_owned(),
    })
}

/// Every choice of `needed` hand cards other than the `used` sources.
pub fn cost_choices(s: &State, pc: Pc, used: &[&Source], needed: usize) -> Vec<Vec<String>> {
    let others: Vec<&String> = s
        .hand(pc)
        .iter()
        .filter(|c| !used.contains(&&hand(c)))
        .collect();
    combinations(&others, needed)
}

/// A `use` of `source` for `effect`, untargeted (an interrupt, a modifier), with every
/// choice of hand cards its cost allows.
pub fn untargeted_uses(s: &State, pc: Pc, source: &Source, effect: &Effect) -> Vec<Command> {
    discard_choices(s, pc, source, effect)
        .into_iter()
        .map(|discard| {
            Command::Use(cmd::Use {
                pc,
                source: source.clone(),
                target: None,
                discard,
            })
        })
        .collect()
}

/// Every choice of `k` of `items`, in their order.
fn combinations(items: &[&String], k: usize) -> Vec<Vec<String>> {
    if k == 0 {
        return vec![vec![]];
    }
    (0..items.len())
        .flat_map(|i| {
            combinations(&items[i + 1..], k - 1)
                .into_iter()
                .map(move |mut rest| {
                    rest.insert(0, items[i].clone());
                    rest
                })
        })
        .collect()
}
