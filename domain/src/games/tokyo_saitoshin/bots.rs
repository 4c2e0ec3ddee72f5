//! Bot policies for Tokyo Saitoshin: `RANDOM` (any legal command) and `GREEDY` (simple
//! heuristics: resolve trouble and scenario cards when the check is within reach, move
//! toward them, buy and equip what it can pay for, heal when hurt, attack, pay a check with
//! its best cards or give up one it cannot reach, and end the action phase last; ties
//! broken at random).

use super::command::{Command, Source};
use super::effect::Op;
use super::rules::actions::{action_check, check_base};
use super::rules::effects::effect_of;
use super::state::{ActionKind, State, area_slots};
use super::vocabulary::{Pc, Place};
use crate::engine::Confirm;
use crate::engine::{BotPolicy, GameRng, Seat};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::state as st;

pub fn bot_command(
    state: &State,
    seat: Seat,
    policy: BotPolicy,
    rng: &mut GameRng,
) -> Option<Command> {
    let legal = super::rules::legal_commands(state, seat);
    if policy == BotPolicy::Random {
        return rng.pick(&legal).cloned();
    }
    let scored: Vec<(i64, &Command)> = legal.iter().map(|c| (score(state, c), c)).collect();
    let best = scored.iter().map(|(s, _)| *s).max()?;
    let top: Vec<Command> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, c)| c.clone())
        .collect();
    rng.pick(&top).cloned()
}

/// The printed AP of a card (0 for an unknown one).
fn ap_of(s: &State, card: &str) -> i64 {
    let content = &s.content;
    let ap = content
        .player_card(card)
        .map(|c| c.ap)
        .or_else(|| content.encounter(card).and_then(|e| e.ap));
    i64::from(ap.unwrap_or(0))
}

/// What a PC could still pay into a check: its hand (but `keep`; for a pair, its best
/// cards up to 4 a check, `spent` of them paid already, spec 5.14.3) and its AP tokens.
fn purse(s: &State, pc: Pc, keep: Option<&str>, spent: u32) -> i64 {
    let Some(p) = s.pc(pc) else { return 0 };
    let mut cards: Vec<i64> = s
        .hand(pc)
        .iter()
        .filter(|c| Some(c.as_str()) != keep)
        .map(|c| ap_of(s, c))
        .collect();
    cards.sort_unstable_by(|a, b| b.cmp(a));
    let limit = s
        .hand_cards_per_check(pc)
        .map_or(cards.len(), |n| n.saturating_sub(spent) as usize);
    let hand: i64 = cards.iter().take(limit).sum();
    hand + i64::from(p.ap)
}

/// Whether an action's check is within the PC's reach (automatic, or payable in full).
fn within_reach(s: &State, pc: Pc, kind: &ActionKind) -> bool {
    let Ok(spec) = action_check(s, pc, kind) else {
        return false;
    };
    let keep = match kind {
        ActionKind::Equip(st::EquipAction { card }) => Some(card.as_str()),
        _ => None,
    };
    let base = i64::from(check_base(s, pc, kind, spec.stat));
    base + purse(s, pc, keep, 0) >= i64::from(spec.target)
}

/// Trouble and scenario cards on top of the slots of a place.
fn cards_at(s: &State, place: Place) -> i64 {
    let Place::Area(a) = place else { return 0 };
    area_slots(a)
        .filter_map(|i| s.slots[i].top())
        .filter(|c| s.is_trouble(c) || s.is_scenario_card(c))
        .count() as i64
}

fn score(s: &State, command: &Command) -> i64 {
    match command {
        Command::ChooseReward(cmd::ChooseReward { card }) => i64::from(card.is_some()),
        Command::PlaceTrouble(cmd::PlaceTrouble { slot }) => {
            i64::from(s.slots[*slot].stack.is_empty())
        }
        Command::TakeArtifact(_) => 1,
        Command::DiscardForArtifact(cmd::DiscardForArtifact { card, .. }) => -ap_of(s, card),
        Command::DiscardFromHand(cmd::DiscardFromHand { pc, card }) => {
            let over = s.hand(*pc).len() > s.hand_size(*pc);
            if over { 10 - ap_of(s, card) } else { -10 }
        }
        Command::FinishHand(_) | Command::KeepHand(_) => 1,
        Command::Redraw(_) => 0,
        Command::PayWithCard(cmd::PayWithCard { card }) => 20 + ap_of(s, card),
        Command::PayApToken(Confirm::Yes) => 20,
        Command::DrawTroubleForAp(Confirm::Yes) => 5,
        Command::ContributeAp(_) => 1,
        Command::GiveUpCheck(Confirm::Yes) => give_up(s),
        Command::Resolve(cmd::Resolve { pc, slot }) => reach(
            s,
            *pc,
            ActionKind::Resolve(st::ResolveAction { slot: *slot }),
            50,
        ),
        Command::Equip(cmd::Equip { pc, card }) => reach(
            s,
            *pc,
            ActionKind::Equip(st::EquipAction { card: card.clone() }),
            35,
        ),
        Command::Purchase(cmd::Purchase { pc, slot }) => reach(
            s,
            *pc,
            ActionKind::Purchase(st::PurchaseAction::of(*slot)),
            30,
        ),
        // In a reaction window every legal use answers the damage: take as little as
        // possible, but keep a hand card's cost for last.
        Command::Use(cmd::Use { discard, .. }) if !s.incoming.is_empty() => {
            10 - discard.len() as i64
        }
        Command::TakeDamage(_) => 0,
        // A withdrawal's damage to whoever keeps the most HP after it.
        Command::AssignWithdrawalDamage(cmd::AssignWithdrawalDamage { pc }) => {
            let assigned = s.site.split.iter().flat_map(|w| &w.shares);
            let n = assigned.filter(|x| x.pc == *pc).map(|x| x.n).sum::<u32>();
            s.pc(*pc).map_or(0, |p| {
                i64::from(p.max_hp) - i64::from(p.damage) - i64::from(n)
            })
        }
        // In an attack's window every modifier helps, a costly one least; joining strikes
        // the enemy too. A held card is kept rather than disposed of.
        Command::Use(cmd::Use { discard, .. }) if s.attack.is_some() || s.disposing.is_some() => {
            10 - discard.len() as i64
        }
        Command::JoinAttack(cmd::JoinAttack { discard, .. }) => 10 - discard.len() as i64,
        Command::PassAttack(_) | Command::Dispose(_) => 0,
        // A drawn trouble card cancelled rather than placed.
        Command::Use(_) if !s.pending.is_empty() => 30,
        Command::Use(cmd::Use {
            pc, source, target, ..
        }) => use_score(s, *pc, source, *target),
        // A vehicle's route or passengers only when they gain as much as the plain move.
        Command::Move(m) => {
            let Some(p) = s.pc(m.pc) else { return -1 };
            let gain = cards_at(s, m.to) - cards_at(s, p.place);
            let plain = (m.via.is_empty() && m.passengers.is_empty()) as i64;
            if gain > 0 {
                reach(
                    s,
                    m.pc,
                    ActionKind::Move(st::MoveAction {
                        to: m.to,
                        via: m.via.clone(),
                        riders: m.passengers.clone(),
                        stops: m.stops.clone(),
                    }),
                    9 + gain + plain,
                )
            } else {
                -1
            }
        }
        Command::AnswerRide(cmd::AnswerRide { accept, .. }) => *accept as i64,
        Command::EndActionPhase(_) => 0,
        // In the Site: reveal (the obligation), resolve or fight what is revealed (above),
        // end the exploration when the slot is empty, and let a hopeless card fail.
        Command::Explore(_) => 45,
        Command::EndExploration(_) => 2,
        Command::ConcedeSiteCard(_) | Command::Withdraw(_) => -2,
        Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal { disposal, .. }) => {
            i64::from(!*disposal)
        }
        Command::TakeDisposalCard(cmd::TakeDisposalCard { card, .. }) => ap_of(s, card),
        // Exchanges wait for the players' talk: a bot neither offers nor accepts one.
        Command::OfferExchange(_) => -10,
        Command::AnswerExchange(cmd::AnswerExchange { cards, .. }) => -(cards.len() as i64),
        Command::ReturnExhaustion(_) | Command::DiscardEquipment(_) => -5,
        // A gift of the cards worth least.
        Command::GiveHandCards(cmd::GiveHandCards { cards, .. }) => {
            -cards.iter().map(|c| ap_of(s, c)).sum::<i64>()
        }
    }
}

fn reach(s: &State, pc: Pc, kind: ActionKind, worth: i64) -> i64 {
    if within_reach(s, pc, &kind) {
        worth
    } else {
        -1
    }
}

/// Give up a check only when what is left cannot reach it.
fn give_up(s: &State) -> i64 {
    let Some(a) = &s.action else { return -1 };
    let Some(c) = &a.check else { return -1 };
    let keep = match &a.kind {
        ActionKind::Equip(st::EquipAction { card }) => Some(card.as_str()),
        _ => None,
    };
    let left = i64::from(c.total()) + purse(s, a.pc, keep, c.hand_cards);
    if left >= i64::from(c.target) { -1 } else { 100 }
}

/// Attacks first, healing when hurt, other uses after; uses that cost hand cards last.
/// Never an equipped card that nothing exhausts, nor an effect that removes exhaustion or
/// draws cards: each could be used again and again (two consumables that draw each other
/// back through the rebuilt deck).
fn use_score(s: &State, pc: Pc, source: &Source, target: Option<usize>) -> i64 {
    let Ok((effect, _)) = effect_of(s, pc, source) else {
        return -1;
    };
    let endless = matches!(source, Source::Equipped(_)) && effect.post_use.is_none();
    let refresh = effect
        .ops
        .iter()
        .any(|op| matches!(op, Op::RemoveExhaustion { .. } | Op::DrawCards { .. }));
    // A random relocation pursues nothing.
    let aimless = effect
        .ops
        .iter()
        .any(|op| matches!(op, Op::TeleportRandom { .. }));
    if endless || refresh || aimless {
        return -1;
    }
    // Another PC's purchase check (the solo side): as a purchase, when within reach.
    if effect.buys_for_other() {
        let Some(slot) = target else { return -1 };
        let kind = ActionKind::Purchase(st::PurchaseAction {
            slot,
            for_pc: s.partner(pc),
            by: Some(source.clone()),
        });
        return reach(s, pc, kind, 30);
    }
    let hurt = s.pc(pc).is_some_and(|p| p.damage > 0);
    let heals = effect.ops.iter().any(|op| matches!(op, Op::Heal { .. }));
    let costly = effect.cost.is_some_and(|c| c.discard_hand > 0);
    let worth = if effect.attack.is_some() && target.is_some() {
        40
    } else if heals {
        if hurt { 25 } else { -1 }
    } else if effect.ops.iter().all(|op| op.is_executed()) && !effect.ops.is_empty() {
        8
    } else {
        -1
    };
    if costly && worth > 0 {
        worth / 4
    } else {
        worth
    }
}
