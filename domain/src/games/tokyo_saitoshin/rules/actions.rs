//! Step 4's actions (spec 5.3, 5.9-5.11): move, resolve a card by check, purchase, equip,
//! each through an action check; and ending the action phase. Actions are one at a time
//! (spec 4.3's recommendation), so the pawn lock of spec 5.11.1 holds by construction.

use super::super::command::Command;
use super::super::content::{CheckSpec, Resolution};
use super::super::effect::Op;
use super::super::effect::Timing;
use super::super::event::{CheckOpened, Event};
use super::super::primitives::{Ctx, run, run_timed, take_card_progress};
use super::super::state::ENCOUNTER_SLOT;
use super::super::state::{ActionKind, State, Step, area_slots, slot_area};
use super::super::tx::Tx;
use super::super::vocabulary::{CardKind, Category, Pc, Place, Stat};
use super::refusal::{owned, refuse};
use crate::engine::{RuleError, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// The check an action needs, or why it may not be taken.
pub fn action_check(s: &State, pc: Pc, kind: &ActionKind) -> Result<CheckSpec, RuleError> {
    let p = s.pc(pc).expect("checked");
    let here = match (p.place, kind) {
        (_, ActionKind::Equip(st::EquipAction { card })) => return equip_check(s, p, card),
        // Another PC's purchase check, made in its place (spec 5.14.4): its area counts.
        (
            _,
            ActionKind::Purchase(st::PurchaseAction {
                slot,
                for_pc: Some(buyer),
                ..
            }),
        ) => return super::purchase::check_for(s, *buyer, *slot),
        (Place::Area(here), _) => here,
        (Place::Site, _) => return super::site::action_check(s, pc, kind),
    };
    let content = &s.content;
    match kind {
        ActionKind::Move(m) => super::vehicle::move_check(s, pc, here, m),
        ActionKind::Resolve(st::ResolveAction { slot }) => {
            let card = card_in_area(s, *slot, here)?;
            let resolution = if let Some(e) = content.encounter(card) {
                Some(e.resolution)
            } else {
                content.scenario_card(card).and_then(|c| c.resolution)
            };
            match resolution {
                Some(Resolution::Check { check }) => Ok(check),
                Some(Resolution::Defeat) => Err(refuse(
                    "BATTLE_NOT_BUILT",
                    "Battles (撃破) are not built yet",
                )),
                _ => Err(refuse(
                    "NOT_RESOLVABLE",
                    format!("{card} is not a card to resolve"),
                )),
            }
        }
        ActionKind::Purchase(st::PurchaseAction { slot, .. }) => {
            super::purchase::check_for(s, pc, *slot)
        }
        ActionKind::Equip(st::EquipAction { card }) => equip_check(s, p, card),
    }
}

/// An equip check: a card from the hand, equipment equipped by a check, a free slot.
fn equip_check(
    s: &State,
    p: &super::super::state::PcState,
    card: &str,
) -> Result<CheckSpec, RuleError> {
    let content = &s.content;
    if !s.hand(p.pc).iter().any(|c| c == card) {
        return Err(refuse(
            "NOT_IN_HAND",
            format!("{card} is not in this PC's hand"),
        ));
    }
    let data = content
        .player_card(card)
        .ok_or_else(|| refuse("NOT_EQUIPMENT", "Unknown card"))?;
    if data.category != Category::Equipment || data.kind == CardKind::Artifact {
        return Err(refuse(
            "NOT_EQUIPMENT",
            format!("{card} is not equipment equipped by a check"),
        ));
    }
    let max = content.rules().max_equipped as usize;
    if p.equipped.len() >= max {
        return Err(refuse(
            "EQUIPMENT_FULL",
            format!("A PC has at most {max} cards equipped"),
        ));
    }
    data.equip_check
        .ok_or_else(|| refuse("NOT_EQUIPMENT", "No equip check"))
}

/// The uncovered card on top of a slot of the PC's area.
fn card_in_area(
    s: &State,
    slot: usize,
    here: super::super::vocabulary::Area,
) -> Result<&String, RuleError> {
    if !area_slots(here).contains(&slot) {
        return Err(refuse("NOT_IN_YOUR_AREA", "That slot is not in your area"));
    }
    s.slots[slot]
        .top()
        .ok_or_else(|| refuse("EMPTY_SLOT", "That slot is empty"))
}

fn kind_of(command: &Command) -> Option<(Pc, ActionKind)> {
    Some(match command {
        Command::Move(m) => (
            m.pc,
            ActionKind::Move(st::MoveAction {
                to: m.to,
                via: m.via.clone(),
                riders: m.passengers.clone(),
                stops: m.stops.clone(),
            }),
        ),
        Command::Resolve(cmd::Resolve { pc, slot }) => {
            (*pc, ActionKind::Resolve(st::ResolveAction { slot: *slot }))
        }
        Command::Purchase(cmd::Purchase { pc, slot }) => {
            (*pc, ActionKind::Purchase(st::PurchaseAction::of(*slot)))
        }
        Command::Equip(cmd::Equip { pc, card }) => (
            *pc,
            ActionKind::Equip(st::EquipAction { card: card.clone() }),
        ),
        _ => return None,
    })
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if s.step != Step::Actions {
        return Err(RuleError::wrong_phase(
            "Actions are taken in step 4, the PC action phase",
        ));
    }
    if s.action.is_some() {
        return Err(refuse(
            "ACTION_IN_PROGRESS",
            "Another action is being resolved; wait until it ends",
        ));
    }
    let pc = match command {
        Command::Explore(cmd::Explore { pc })
        | Command::ConcedeSiteCard(cmd::ConcedeSiteCard { pc })
        | Command::EndExploration(cmd::EndExploration { pc })
        | Command::Withdraw(cmd::Withdraw { pc })
        | Command::OfferExchange(cmd::OfferExchange { pc, .. })
        | Command::EndActionPhase(cmd::EndActionPhase { pc })
        | Command::DiscardEquipment(cmd::DiscardEquipment { pc, .. })
        | Command::Use(cmd::Use { pc, .. })
        | Command::ReturnExhaustion(cmd::ReturnExhaustion { pc, .. }) => *pc,
        other => kind_of(other).map(|(pc, _)| pc).ok_or_else(|| {
            RuleError::wrong_phase("Take an action or end this PC's action phase")
        })?,
    };
    let p = owned(s, seat, pc)?;
    if p.ended {
        return Err(refuse(
            "PHASE_ENDED",
            "This PC has ended its action phase this round",
        ));
    }
    match (kind_of(command), command) {
        (Some((pc, kind)), _) => action_check(s, pc, &kind).map(|_| ()),
        (None, Command::EndActionPhase(_)) => super::site::obligation(s, pc),
        (None, Command::OfferExchange(cmd::OfferExchange { other, cards, .. })) => {
            super::exchange::check_offer(s, pc, *other, cards)
        }
        (
            None,
            Command::Explore(_)
            | Command::ConcedeSiteCard(_)
            | Command::EndExploration(_)
            | Command::Withdraw(_),
        ) => super::site::check(s, pc, command),
        (None, Command::DiscardEquipment(cmd::DiscardEquipment { card, .. })) => {
            discard_check(s, pc, card)
        }
        (None, _) => super::effects::check(s, pc, command),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::EndActionPhase(cmd::EndActionPhase { pc }) => {
            return tx.emit(Event::ActionPhaseEnded(ev::ActionPhaseEnded { pc: *pc }));
        }
        Command::DiscardEquipment(cmd::DiscardEquipment { pc, card }) => {
            return tx.emit(Event::CardDiscarded(ev::CardDiscarded {
                pc: *pc,
                card: card.clone(),
            }));
        }
        Command::Use(cmd::Use { pc, .. })
        | Command::ReturnExhaustion(cmd::ReturnExhaustion { pc, .. }) => {
            return super::effects::apply(tx, *pc, command);
        }
        Command::Explore(_)
        | Command::ConcedeSiteCard(_)
        | Command::EndExploration(_)
        | Command::Withdraw(_) => return super::site::apply(tx, command),
        Command::Move(cmd::Move { pc, to, .. }) if tx.pc(*pc).place == Place::Site => {
            return super::site::leave(tx, *pc, *to);
        }
        Command::Move(m) if !super::vehicle::to_ask(&tx.s, m.pc, &m.passengers).is_empty() => {
            return super::vehicle::offer(tx, m);
        }
        _ => {}
    }
    if let Some((pc, kind)) = kind_of(command) {
        start(tx, pc, kind);
    }
}

/// Open the action's check, which succeeds at once when the base reaches the target.
pub fn start(tx: &mut Tx, pc: Pc, kind: ActionKind) {
    let Ok(spec) = action_check(&tx.s, pc, &kind) else {
        return;
    };
    let base = check_base(&tx.s, pc, &kind, spec.stat);
    tx.emit(Event::ActionStarted(ev::ActionStarted {
        pc,
        action: kind,
        check: Some(CheckOpened {
            stat: spec.stat,
            target: spec.target,
            base,
        }),
    }));
    // Automatic success when the ability score reaches the target (spec 5.1 step 1).
    if base >= spec.target {
        end_check(tx, true);
    }
}

/// The performer's base for an action's check: its ability score and the 【常時】 bonuses
/// (vehicles to movement, eased equipping to equip checks).
pub fn check_base(s: &State, pc: Pc, kind: &ActionKind, stat: Stat) -> u32 {
    let bonus = match kind {
        ActionKind::Move(_) => super::constant::move_bonus(s, pc),
        ActionKind::Equip(_) => super::constant::equip_bonus(s, pc),
        _ => 0,
    };
    s.content.pc(pc).abilities.get(stat) + bonus
}

/// Close the open check and, on success, carry out the action (G-7: a failure changes
/// nothing but what was paid).
pub fn end_check(tx: &mut Tx, success: bool) {
    let Some(action) = tx.s.action.clone() else {
        return;
    };
    let Some(check) = action.check else { return };
    tx.emit(Event::CheckEnded(ev::CheckEnded {
        pc: action.pc,
        success,
        total: check.total(),
        target: check.target,
    }));
    if success {
        succeed(tx, action.pc, &action.kind);
    } else if action.kind
        == ActionKind::Resolve(st::ResolveAction {
            slot: ENCOUNTER_SLOT,
        })
    {
        // G-8: a Site check card gets one check; its failure fails the card.
        super::site::fail(tx);
    }
}

fn succeed(tx: &mut Tx, pc: Pc, kind: &ActionKind) {
    let content = tx.content();
    match kind {
        ActionKind::Move(m) => {
            // The driver and the riders go area by area, each struck by what it leaves
            // and enters (FAQ: passengers alike).
            for (k, (from, to)) in super::vehicle::hops(tx.pc(pc).place, m)
                .into_iter()
                .enumerate()
            {
                for who in std::iter::once(pc).chain(super::vehicle::aboard(m, k)) {
                    if tx.over() {
                        return;
                    }
                    tx.emit(Event::PcMoved(ev::PcMoved { pc: who, from, to }));
                    super::constant::moved(tx, who, from, to);
                    if to == Place::Site {
                        super::site::entered(tx, who);
                    }
                }
            }
        }
        ActionKind::Purchase(st::PurchaseAction { slot, for_pc, by }) => {
            if let Some(card) = tx.s.slots[*slot].top().cloned() {
                tx.emit(Event::CardPurchased(ev::CardPurchased {
                    pc: for_pc.unwrap_or(pc),
                    card,
                    slot: *slot,
                }));
            }
            if let Some(source) = by {
                bought_for_other(tx, pc, source, *slot);
            }
        }
        ActionKind::Equip(st::EquipAction { card }) => {
            tx.emit(Event::CardEquipped(ev::CardEquipped {
                pc,
                card: card.clone(),
            }))
        }
        ActionKind::Resolve(st::ResolveAction {
            slot: ENCOUNTER_SLOT,
        }) => super::site::resolved(tx, pc, Timing::OnSuccess),
        ActionKind::Resolve(st::ResolveAction { slot }) => {
            let Some(card) = tx.s.slots[*slot].top().cloned() else {
                return;
            };
            // Spec 5.11.2: discard, reward AP, unseal by rarity, then the card's 【解決】.
            take_card_progress(tx, pc, *slot);
            tx.emit(Event::CardResolved(ev::CardResolved {
                pc,
                card: card.clone(),
                slot: *slot,
            }));
            let (reward, effects) = match (content.encounter(&card), content.scenario_card(&card)) {
                (Some(e), _) => (e.reward_ap, e.effects.clone()),
                (None, Some(c)) => (c.reward_ap, c.effects.clone()),
                _ => (0, Vec::new()),
            };
            tx.gain_ap(pc, reward);
            for skill in content
                .resolvable_rarity(&card)
                .map(|r| r.unseals())
                .unwrap_or_default()
            {
                tx.unseal(pc, skill);
            }
            run_timed(
                tx,
                &Ctx::of(&card).by(pc).at(slot_area(*slot)),
                &effects,
                Timing::Resolution,
            );
        }
    }
}

/// The rest of the effect that made another PC's purchase check (`purchase_for {for_other:
/// true}`, the Procurer's solo side), once the card is bought: its `if
/// purchased_rarity_at_least` reads that card.
fn bought_for_other(tx: &mut Tx, pc: Pc, source: &st::Source, slot: usize) {
    let Some(effects) = tx.s.effects_of(pc, source) else {
        return;
    };
    let rest: Vec<_> = effects
        .iter()
        .flat_map(|e| {
            e.ops
                .split(|op| *op == Op::PurchaseFor { for_other: true })
                .nth(1)
        })
        .flatten()
        .cloned()
        .collect();
    let ctx = Ctx::of(&super::effects::source_name(source))
        .by(pc)
        .aiming(Some(slot));
    run(tx, &ctx, &rest);
}

/// End the action once its check is closed; false while the check waits for payments. A
/// check an effect opened whose base already reaches its target succeeds first (spec 5.1
/// step 1): true then, so that the procedure goes on to what the success opened.
pub fn finish_if_done(tx: &mut Tx) -> bool {
    let Some(action) = tx.s.action.clone() else {
        return true;
    };
    if action.check.as_ref().is_some_and(|c| c.reached()) {
        end_check(tx, true);
        return true;
    }
    if action.check.is_some() {
        return false;
    }
    for card in &action.troubles_drawn {
        if tx.discarded_on_draw(card) {
            tx.emit(Event::TroubleDiscardedUnplaced(
                ev::TroubleDiscardedUnplaced { card: card.clone() },
            ));
        }
    }
    tx.emit(Event::ActionEnded(ev::ActionEnded { pc: action.pc }));
    true
}

/// Equipment may be discarded in the PC's own action phase, outside any action (spec 5.3,
/// G-33); an artifact may not (spec 5.18.3).
fn discard_check(s: &State, pc: Pc, card: &str) -> Result<(), RuleError> {
    let p = s.pc(pc).expect("checked");
    if !p.equipped.iter().any(|e| e.card == card) {
        return Err(refuse(
            "NOT_EQUIPPED",
            format!("{card} is not equipped by this PC"),
        ));
    }
    if s.content
        .player_card(card)
        .is_some_and(|c| c.kind == CardKind::Artifact)
    {
        return Err(refuse("ARTIFACT_STAYS", "An artifact cannot be unequipped"));
    }
    if s.is_locked(card) {
        return Err(refuse(
            "EQUIPMENT_LOCKED",
            format!("{card} cannot be unequipped until the scenario ends"),
        ));
    }
    Ok(())
}
