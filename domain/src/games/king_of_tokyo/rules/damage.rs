//! Heart loss (4.6): damage batches, the reactions that may pause them (Jets and Wings before
//! the loss, Rapid Healing at 0 hearts), elimination and It Has a Child!.
//!
//! A batch is a list of hits in clockwise order from the active monster's left. When some
//! target may react, the batch is stored in a `ReactionWindowOpened` event and the command
//! ends; the answers resume it (`resume`), and once it is over the procedure continues with
//! its `AfterDamage` continuation. Callers that get `false` from [`Tx::damage`](super::super::tx::Tx::damage) continue
//! inline with the same steps.

use super::super::event::*;
use super::super::evolutions::evolution::Window;
use super::super::evolutions::shared::smash_in_tokyo;
use super::super::evolutions::this_turn::{heart_loss_prevented, yield_forbidden};
use super::super::evolutions::{cyber_bunny, cyber_kitty};
use super::super::state::{
    AfterDamage, BAY_MIN_ALIVE, Hit, Location, Offer, ReactionStage, ReactionWindow, State,
};
use super::super::tx::Tx;
use super::keeps::{keep_effects, keep_sources};
use super::power_up::holds_playable;
use crate::engine::Seat;

/// The next reaction owed in the open window (or for a batch about to open one).
pub fn next_reaction(state: &State) -> Option<(Seat, Offer)> {
    let w = state.pending.reaction.as_ref()?;
    match w.stage {
        ReactionStage::BeforeDamage => next_before(state, w.by, &w.hits, &w.answered),
        ReactionStage::AtZero => next_at_zero(state, &w.answered),
    }
}

fn next_before(
    state: &State,
    by: Seat,
    hits: &[Hit],
    answered: &[(Seat, Offer)],
) -> Option<(Seat, Offer)> {
    for hit in hits {
        let seat = hit.seat;
        let Some(m) = state.monster(seat).filter(|m| m.alive) else {
            continue;
        };
        let effects = keep_effects(state, seat);
        if hit.reason == "SMASH"
            && by == state.active
            && state.location_of(seat).in_tokyo()
            && !state.turn_scratch.early_deciders.contains(&seat)
            && effects.iter().any(|e| e.yields_before_damage())
            && !answered.contains(&(seat, Offer::Jets))
            && !yield_forbidden(state, seat)
        {
            return Some((seat, Offer::Jets));
        }
        if !answered.contains(&(by, Offer::PlayWithYourFood))
            && !answered.contains(&(seat, Offer::PlayWithYourFood))
            && cyber_kitty::play_with_your_food_offered(state, by, hit)
        {
            return Some((by, Offer::PlayWithYourFood));
        }
        if hit.amount > 0
            && !state.turn_scratch.wings_active.contains(&seat)
            && !answered.contains(&(seat, Offer::Wings))
            && effects
                .iter()
                .filter_map(|e| e.wings_cost())
                .any(|c| m.energy >= c)
        {
            return Some((seat, Offer::Wings));
        }
        if hit.amount > 0
            && !state.turn_scratch.wings_active.contains(&seat)
            && !heart_loss_prevented(state, seat)
            && !answered.contains(&(seat, Offer::Evolution))
            && (holds_playable(state, seat, Window::BeforeHeartLoss)
                || (smash_in_tokyo(state, by, hit)
                    && holds_playable(state, seat, Window::YieldBeforeDamage)))
        {
            return Some((seat, Offer::Evolution));
        }
        if hit.reason == "SMASH"
            && hit.amount > 0
            && m.energy > 0
            && !state.turn_scratch.wings_active.contains(&seat)
            && !heart_loss_prevented(state, seat)
            && !answered.contains(&(seat, Offer::ElectricCarrot))
            && cyber_bunny::electric_carrot_applies(state, by)
        {
            return Some((seat, Offer::ElectricCarrot));
        }
    }
    None
}

fn next_at_zero(state: &State, answered: &[(Seat, Offer)]) -> Option<(Seat, Offer)> {
    state
        .clockwise_from_left_of(state.active)
        .into_iter()
        .filter(|&s| state.monsters[s.index()].health == 0)
        .find_map(|s| {
            if rapid_healing_cost(state, s).is_some_and(|c| state.monsters[s.index()].energy >= c)
                && !answered.contains(&(s, Offer::RapidHealing))
            {
                return Some((s, Offer::RapidHealing));
            }
            // Power Up!: then an Evolution played at 0 hearts (Nine Lives).
            (!answered.contains(&(s, Offer::Evolution)) && holds_playable(state, s, Window::AtZero))
                .then_some((s, Offer::Evolution))
        })
}

/// Rapid Healing's price for `seat`, if it has the card.
pub fn rapid_healing_cost(state: &State, seat: Seat) -> Option<u32> {
    keep_effects(state, seat)
        .iter()
        .filter_map(|e| e.rapid_healing_cost())
        .min()
}

/// Whether `seat` may use Rapid Healing now (alive, wounded, can pay).
pub fn can_rapid_heal(state: &State, seat: Seat) -> bool {
    let Some(m) = state.monster(seat).filter(|m| m.alive) else {
        return false;
    };
    m.health < m.max_health && rapid_healing_cost(state, seat).is_some_and(|c| m.energy >= c)
}

/// Start a damage batch. Returns `true` when it paused for reactions (the caller must stop:
/// `then` continues later), `false` when it is over (the caller continues inline).
pub fn start(tx: &mut Tx, hits: Vec<Hit>, by: Seat, then: AfterDamage) -> bool {
    let order = tx.state.clockwise_from_left_of(tx.state.active);
    let mut ordered: Vec<Hit> = Vec::new();
    for seat in order {
        ordered.extend(hits.iter().filter(|h| h.seat == seat).map(|h| Hit {
            amount: h.amount + caused_loss_bonus(&tx.state, by, h),
            ..h.clone()
        }));
    }
    if ordered.is_empty() {
        return false;
    }
    if next_before(&tx.state, by, &ordered, &[]).is_some() {
        tx.emit(Event::ReactionWindowOpened(ReactionWindowOpened {
            by,
            hits: ordered,
            then,
            stage: ReactionStage::BeforeDamage,
        }));
        return true;
    }
    apply_and_finish(tx, &ordered, by, then)
}

/// Extra hearts the target of `hit` loses because `by` makes it lose them (Target Acquired,
/// Claws of Steel), whatever the cause; summed to a fixed point so that a threshold sees the
/// other bonuses.
fn caused_loss_bonus(state: &State, by: Seat, hit: &Hit) -> u32 {
    if hit.amount == 0 || hit.seat == by {
        return 0;
    }
    let sources = keep_sources(state, by);
    let mut bonus = 0;
    for _ in 0..4 {
        let next = sources
            .iter()
            .map(|(instance, e)| {
                e.caused_loss_bonus(state, by, *instance, hit.seat, hit.amount + bonus)
            })
            .sum::<u32>();
        if next == bonus {
            break;
        }
        bonus = next;
    }
    bonus
}

/// Apply the hits, then the hearts the active monster loses in return (Lightning Armor) as a
/// batch of their own (whose end eliminates every monster at 0, these included), or the end
/// of this batch.
fn apply_and_finish(tx: &mut Tx, hits: &[Hit], by: Seat, then: AfterDamage) -> bool {
    let retaliation = apply(tx, hits, by);
    if let Some((owner, _)) = retaliation.first() {
        let owner = *owner;
        let hits = retaliation.into_iter().map(|(_, hit)| hit).collect();
        return start(tx, hits, owner, then);
    }
    finish(tx, by, then)
}

/// Apply the hits: Wings, reductions (Camouflage, Armor Plating), the loss, its triggers.
/// Returns the hits the losers cause in return (Lightning Armor), with who causes them.
fn apply(tx: &mut Tx, hits: &[Hit], by: Seat) -> Vec<(Seat, Hit)> {
    let mut retaliation = Vec::new();
    for hit in hits {
        let seat = hit.seat;
        if !tx.state.monster(seat).is_some_and(|m| m.alive)
            || tx.state.turn_scratch.wings_active.contains(&seat)
            || heart_loss_prevented(&tx.state, seat)
        {
            continue;
        }
        let mut amount = hit.amount;
        for effect in keep_effects(&tx.state, seat) {
            amount = effect.reduce_damage(tx, seat, amount, &hit.reason);
        }
        let amount = amount.min(u32::from(tx.state.monsters[seat.index()].health));
        if amount == 0 {
            continue;
        }
        tx.emit(Event::HealthLost(HealthLost {
            seat,
            amount,
            by,
            reason: hit.reason.clone(),
        }));
        for effect in keep_effects(&tx.state, seat) {
            effect.on_hearts_lost(tx, seat, amount);
        }
        for effect in keep_effects(&tx.state, seat) {
            if let Some(back) = effect.retaliation(tx, seat, amount) {
                retaliation.push((seat, back));
            }
        }
    }
    retaliation
}

/// After the loss: the Rapid Healing window for monsters at 0, or the elimination.
fn finish(tx: &mut Tx, by: Seat, then: AfterDamage) -> bool {
    if next_at_zero(&tx.state, &[]).is_some() {
        tx.emit(Event::ReactionWindowOpened(ReactionWindowOpened {
            by,
            hits: Vec::new(),
            then,
            stage: ReactionStage::AtZero,
        }));
        return true;
    }
    eliminate_the_fallen(tx);
    false
}

/// Resume the open window once nobody owes a reaction; then run its continuation.
pub fn resume(tx: &mut Tx) {
    let Some(window) = tx.state.pending.reaction.clone() else {
        return;
    };
    if next_reaction(&tx.state).is_some() {
        return;
    }
    let ReactionWindow {
        by,
        hits,
        then,
        stage,
        ..
    } = window;
    tx.emit(Event::ReactionWindowClosed(ReactionWindowClosed { by }));
    if stage == ReactionStage::BeforeDamage {
        if apply_and_finish(tx, &hits, by, then) {
            return;
        }
    } else {
        eliminate_the_fallen(tx);
    }
    tx.continue_after_damage(then);
}

/// Every monster at 0 hearts: It Has a Child! saves its owner; the others are eliminated at
/// once (4.6.3), then Tokyo Bay closes if fewer than 5 monsters remain (4.13), then Eater of
/// the Dead scores for each monster that stayed at 0.
pub fn eliminate_the_fallen(tx: &mut Tx) {
    let zeroed: Vec<Seat> = tx
        .state
        .monsters
        .iter()
        .filter(|m| m.alive && m.health == 0)
        .map(|m| m.seat)
        .collect();
    if zeroed.is_empty() {
        return;
    }
    let (saved, fallen): (Vec<Seat>, Vec<Seat>) = zeroed.iter().partition(|s| {
        keep_effects(&tx.state, **s)
            .iter()
            .any(|e| e.saves_from_elimination())
    });
    for seat in saved {
        it_has_a_child(tx, seat);
    }
    eliminate(tx, fallen);
    for zeroed in zeroed {
        stayed_at_zero(tx, zeroed);
    }
}

/// Eliminate `fallen` together, as one batch (4.6.3): their Keep cards to the discard pile,
/// their energy to the bank, and Tokyo Bay closed if fewer than 5 monsters remain (4.13).
pub fn eliminate(tx: &mut Tx, mut fallen: Vec<Seat>) {
    if fallen.is_empty() {
        return;
    }
    // The Bay monster, then the City monster, are listed first, so Tokyo Bay is empty before
    // the monster count drops below 5 (the batch is simultaneous; only the event order is
    // chosen).
    fallen.sort_by_key(|s| match tx.state.location_of(*s) {
        Location::Bay => 0,
        Location::City => 1,
        Location::Outside => 2,
    });
    let batch = tx.state.elimination_batches + 1;
    let alive_before = tx.state.alive_count();
    let remaining = alive_before - fallen.len();
    let bay_closure = match tx.state.bay {
        Some(bay) if remaining < BAY_MIN_ALIVE && !fallen.contains(&bay) => {
            let city_free = tx.state.city.is_none_or(|c| fallen.contains(&c));
            Some(BayClosure {
                seat: bay,
                moved_to: if city_free {
                    Location::City
                } else {
                    Location::Outside
                },
            })
        }
        _ => None,
    };
    // The closure rides on the elimination that leaves fewer than 5 monsters.
    let closing = (0..fallen.len())
        .find(|i| alive_before - (i + 1) < BAY_MIN_ALIVE)
        .unwrap_or(usize::MAX);
    for (i, seat) in fallen.into_iter().enumerate() {
        let m = &tx.state.monsters[seat.index()];
        tx.emit(Event::MonsterEliminated(MonsterEliminated {
            seat,
            batch,
            discarded_cards: m.keep_cards.clone(),
            energy_lost: m.energy,
            bay_closure: if i == closing {
                bay_closure.clone()
            } else {
                None
            },
        }));
    }
    tx.refresh_max_health();
}

/// `zeroed` dropped to 0 hearts and stayed there, eliminated or saved: the powers that score
/// for it (Eater of the Dead), clockwise from the active monster's left.
pub fn stayed_at_zero(tx: &mut Tx, zeroed: Seat) {
    for owner in tx.state.clockwise_from_left_of(tx.state.active) {
        for effect in keep_effects(&tx.state, owner) {
            effect.on_monster_at_zero(tx, owner, zeroed);
        }
    }
}

/// It Has a Child! (G-23): discard every Power card, lose all VP, leave Tokyo, full hearts.
fn it_has_a_child(tx: &mut Tx, seat: Seat) {
    let reason = "it_has_a_child";
    let cards: Vec<u16> = tx.state.monsters[seat.index()]
        .keep_cards
        .iter()
        .map(|c| c.instance)
        .collect();
    tx.discard_keep(seat, &cards, reason);
    let vp = tx.state.monsters[seat.index()].victory_points;
    tx.lose_vp(seat, vp, reason);
    let from = tx.state.location_of(seat);
    if from.in_tokyo() {
        tx.emit(Event::LeftTokyo(LeftTokyo {
            seat,
            from,
            reason: reason.to_owned(),
        }));
    }
    let max = u32::from(tx.state.monsters[seat.index()].max_health);
    tx.heal(seat, max, reason);
}
