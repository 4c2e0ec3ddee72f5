//! Lines for the PCs' actions: checks and what they pay, moves, resolving, buying and
//! equipping, cards and skills used, battles, damage, going down and recovering.

use super::super::event::{
    ActionStarted, CardPurchased, CheckEnded, CheckPaid, DamageTaken, DownProcessed, EffectSkipped,
    EffectUsed, EnemyDamaged, EquipmentLocked, ExhaustionPlaced, ExhaustionRemoved, ExhaustionSite,
    Healed, NpcDamaged, PaySource,
};
use super::super::state::{
    ActionKind, BotSkill, EquipAction, EquippedCard, HandCard, MoveAction, OnBot, OnEquipped,
    OnSkill, PurchaseAction, ResolveAction, SkillSource, Source,
};
use super::super::vocabulary::Pc;
use super::words::{
    Words, area, capitalized, damage_type, humanized, list, pc_word, place, plural, skill,
    slot_place, stat,
};

pub fn action_started(w: &Words, e: &ActionStarted) -> String {
    let what = match &e.action {
        ActionKind::Move(m) => route(w, m),
        ActionKind::Resolve(ResolveAction { slot }) => {
            format!("resolve {} in {}", w.top_of(*slot), slot_place(*slot))
        }
        ActionKind::Purchase(PurchaseAction { slot, for_pc, .. }) => {
            let buyer = for_pc.map_or_else(String::new, |pc| format!(" for {}", w.pc(pc)));
            format!("buy {} in {}{buyer}", w.top_of(*slot), slot_place(*slot))
        }
        ActionKind::Equip(EquipAction { card }) => format!("equip {}", w.card(card)),
    };
    let check = e.check.map_or_else(String::new, |c| {
        format!(" ({} {} against {})", stat(c.stat), c.base, c.target)
    });
    format!("{} set out to {what}{check}.", w.pc(e.pc))
}

pub fn locked(e: &EquipmentLocked) -> String {
    format!(
        "Equipped {} cards can no longer be unequipped.",
        humanized(&e.trait_name).to_lowercase()
    )
}

/// A move in words: `move to Akiba through Shibuya with Bob's Gangster`.
pub fn route(w: &Words, m: &MoveAction) -> String {
    let mut out = format!("move to {}", place(m.to));
    if !m.via.is_empty() {
        let via = m.via.iter().map(|a| area(*a).to_owned()).collect();
        out += &format!(" through {}", list(via));
    }
    if !m.riders.is_empty() {
        out += &format!(" with {}", w.pcs(&m.riders));
    }
    out
}

/// What was paid, and the check's total against its target after it.
pub fn check_paid(w: &Words, e: &CheckPaid) -> String {
    let performer = w.state.action.as_ref().map(|a| a.pc);
    let payer = w.pc(e.payer);
    let card = e.card.as_deref().map_or_else(String::new, |c| w.card(c));
    let paid = match e.source {
        PaySource::HandCard => format!("{payer} paid {card} into the check for {} AP", e.amount),
        PaySource::ApToken if performer == Some(e.payer) => {
            format!("{payer} paid an AP token into the check")
        }
        PaySource::ApToken => format!("{payer} gave an AP token to the check"),
        PaySource::Trouble => format!("{card} added {} AP to the check", e.amount),
    };
    let check = w.state.action.as_ref().and_then(|a| a.check.as_ref());
    match check {
        Some(c) => format!("{paid} ({} against {}).", c.total(), c.target),
        None => format!("{paid}."),
    }
}

pub fn check_ended(w: &Words, e: &CheckEnded) -> String {
    let result = if e.success { "passed" } else { "failed" };
    format!(
        "{} {result} the check, {} against {}.",
        w.pc(e.pc),
        e.total,
        e.target
    )
}

/// What a card, a skill or a BOT card was used on.
/// The enemy an attack targets, or the market card a purchase effect buys.
fn target(w: &Words, target: Option<usize>) -> String {
    let Some(slot) = target else {
        return String::new();
    };
    let market = w
        .state
        .slots
        .get(slot)
        .and_then(|s| s.top())
        .is_some_and(|c| w.state.content.player_card(c).is_some());
    if market {
        format!(" to buy {}", w.top_of(slot))
    } else {
        format!(" against {}", w.top_of(slot))
    }
}

pub fn effect_used(w: &Words, e: &EffectUsed) -> String {
    let used = match &e.source {
        Source::Hand(HandCard { card }) => format!("played {}", w.card(card)),
        Source::Equipped(EquippedCard { card }) => format!("used {}", w.card(card)),
        Source::Skill(SkillSource { slot }) => format!("used its {} skill", skill(*slot)),
        Source::Bot(BotSkill { pc, skill }) => format!(
            "used skill {} of the {}'s BOT card",
            skill + 1,
            pc_word(*pc)
        ),
    };
    format!("{} {used}{}.", w.pc(e.pc), target(w, e.target))
}

/// The skill, equipped card or BOT card that holds exhaustion tokens.
fn site(w: &Words, on: &ExhaustionSite) -> String {
    match on {
        ExhaustionSite::Skill(OnSkill { slot }) => format!("its {} skill", skill(*slot)),
        ExhaustionSite::Equipped(OnEquipped { card }) => w.card(card),
        ExhaustionSite::Bot(OnBot { pc }) => format!("the {}'s BOT card", pc_word(*pc)),
    }
}

pub fn exhaustion_placed(w: &Words, e: &ExhaustionPlaced) -> String {
    format!(
        "{} put {} on {}.",
        w.pc(e.pc),
        plural(e.n, "exhaustion token"),
        site(w, &e.on)
    )
}

pub fn exhaustion_removed(w: &Words, e: &ExhaustionRemoved) -> String {
    format!(
        "{} removed an exhaustion token from {}.",
        w.pc(e.pc),
        site(w, &e.from)
    )
}

pub fn enemy_damaged(w: &Words, e: &EnemyDamaged) -> String {
    let name = capitalized(&w.card(&e.card));
    let left = w.state.content.enemy(&e.card).map(|enemy| {
        let taken = w.state.card_damage.get(&e.card).copied().unwrap_or(0);
        enemy.hp.saturating_sub(taken)
    });
    match left {
        Some(hp) => format!("{name} took {} damage and has {hp} HP left.", e.amount),
        None => format!("{name} took {} damage.", e.amount),
    }
}

/// HP left: the PC's maximum less its damage tokens.
fn hp_left(w: &Words, pc: Pc) -> String {
    w.state.pc(pc).map_or_else(String::new, |p| {
        format!(" and has {} HP left", p.max_hp.saturating_sub(p.damage))
    })
}

pub fn damage_taken(w: &Words, e: &DamageTaken) -> String {
    format!(
        "{} took {} {} damage{}.",
        w.pc(e.pc),
        e.amount,
        damage_type(e.damage_type),
        hp_left(w, e.pc)
    )
}

pub fn npc_damaged(w: &Words, e: &NpcDamaged) -> String {
    let left = w
        .state
        .npcs
        .iter()
        .find(|n| n.id == e.npc)
        .map_or(0, |n| n.hp.saturating_sub(n.damage));
    format!(
        "{} took {} damage from {} and has {left} HP left.",
        w.npc(&e.npc),
        e.amount,
        w.card(&e.source)
    )
}

pub fn healed(w: &Words, e: &Healed) -> String {
    format!("{} healed {} damage{}.", w.pc(e.pc), e.n, hp_left(w, e.pc))
}

/// Down processing: the hand and equipment discarded, artifacts removed, AP returned.
pub fn down_processed(w: &Words, e: &DownProcessed) -> String {
    let mut parts = Vec::new();
    if !e.discarded.is_empty() {
        parts.push(format!("discarded {}", w.cards(&e.discarded)));
    }
    if !e.removed.is_empty() {
        parts.push(format!("removed {}", w.cards(&e.removed)));
    }
    if e.ap_returned > 0 {
        parts.push(format!("returned {}", plural(e.ap_returned, "AP token")));
    }
    if parts.is_empty() {
        return format!("Down, {} had nothing to give up.", w.pc(e.pc));
    }
    format!("Down, {} {}.", w.pc(e.pc), list(parts))
}

/// The source is a card, or a skill, a BOT card, a facility or a scenario in words.
pub fn skipped(w: &Words, e: &EffectSkipped) -> String {
    format!(
        "An effect of {} was skipped: {} is not built yet.",
        w.card(&e.source),
        humanized(&e.op).to_lowercase()
    )
}

pub fn purchased(w: &Words, e: &CardPurchased) -> String {
    format!(
        "{} bought {}, on top of its deck.",
        w.pc(e.pc),
        w.card(&e.card)
    )
}
