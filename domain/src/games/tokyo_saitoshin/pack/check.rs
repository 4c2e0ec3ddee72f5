//! The checks a parsed pack must pass: the component counts, one id per physical card,
//! copies by rarity, the fields each category needs, and scenario scripts that only name
//! cards that exist.

use std::collections::BTreeSet;

use super::super::content::*;
use super::super::effect::Op;
use super::super::vocabulary::{Area, CardKind, Category, Pc, SkillSlot};
use crate::engine::ContentError;

/// Physical cards per deck (component list, spec 1.4).
const DECK_SIZES: [(CardKind, usize); 4] = [
    (CardKind::Weapon, 40),
    (CardKind::Item, 40),
    (CardKind::Follower, 40),
    (CardKind::Artifact, 18),
];
const ENCOUNTERS_PER_DECK: usize = 40;
const STARTERS_PER_PC: usize = 8;

pub fn validate(c: &Content) -> Result<(), ContentError> {
    board(c)?;
    pcs(c)?;
    player_cards(c)?;
    encounters(c)?;
    scenarios(c)
}

fn board(c: &Content) -> Result<(), ContentError> {
    let f = "board.json";
    for (i, area) in Area::ALL.iter().enumerate() {
        match c.areas.get(i) {
            Some(a) if a.id == *area => {}
            _ => {
                return Err(ContentError::new(
                    f,
                    format!("areas[{i}]"),
                    format!("expected {area:?} here: the areas are listed in processing order"),
                ));
            }
        }
        if c.areas[i]
            .slot_types
            .iter()
            .any(|k| !matches!(k, CardKind::Weapon | CardKind::Item | CardKind::Follower))
        {
            return Err(ContentError::new(
                f,
                format!("areas[{i}].slot_types"),
                "a market slot takes weapons, items or followers",
            ));
        }
    }
    if c.areas.len() != 4 {
        return Err(ContentError::new(f, "areas", "expected the 4 normal areas"));
    }
    for area in Area::ALL {
        if c.adjacent(area).is_empty() {
            return Err(ContentError::new(
                f,
                "lines.pairs",
                format!("{area:?} is joined to no area"),
            ));
        }
    }
    Ok(())
}

fn pcs(c: &Content) -> Result<(), ContentError> {
    let f = "pcs.json";
    for pc in Pc::ALL {
        let Some((i, data)) = c.pcs.iter().enumerate().find(|(_, p)| p.id == pc) else {
            return Err(ContentError::new(f, "pcs", format!("{pc:?} is missing")));
        };
        let slots: Vec<SkillSlot> = data.skills.iter().map(|s| s.slot).collect();
        if slots != SkillSlot::ALL {
            return Err(ContentError::new(
                f,
                format!("pcs[{i}].skills"),
                "expected the support, enhanced and Site skills, in that order",
            ));
        }
        let starters = c.starter_ids(pc).len();
        if starters != STARTERS_PER_PC {
            return Err(ContentError::new(
                f,
                format!("pcs[{i}].starters"),
                format!("the starter titles give {starters} cards; a PC has {STARTERS_PER_PC}"),
            ));
        }
        if c.bot(pc).is_none() {
            return Err(ContentError::new(
                f,
                "bots",
                format!("{pc:?}'s BOT card is missing"),
            ));
        }
    }
    Ok(())
}

fn player_cards(c: &Content) -> Result<(), ContentError> {
    let f = "player_cards.json";
    let mut seen = BTreeSet::new();
    for (i, card) in c.player_cards.iter().enumerate() {
        let at = |field: &str| format!("cards[{i}] ({}).{field}", card.title);
        for id in &card.ids {
            if !seen.insert(id.clone()) {
                return Err(ContentError::new(
                    f,
                    at("ids"),
                    format!("{id} is used twice"),
                ));
            }
        }
        if let Some(copies) = card.rarity.copies()
            && card.reward_of.is_none()
            && card.ids.len() != copies
        {
            return Err(ContentError::new(
                f,
                at("ids"),
                format!(
                    "a {:?} card has {copies} copies, found {}",
                    card.rarity,
                    card.ids.len()
                ),
            ));
        }
        if (card.category == Category::Equipment)
            != (card.equip_check.is_some() || card.kind == CardKind::Artifact)
        {
            return Err(ContentError::new(
                f,
                at("equip_check"),
                "equipment (other than an artifact) has an equip check, and only equipment does",
            ));
        }
        if card
            .effects
            .iter()
            .any(|e| e.attack.is_some_and(|a| a.range.is_none()) && card.range.is_none())
        {
            return Err(ContentError::new(
                f,
                at("range"),
                "an attack needs a range, on the card or on the attack",
            ));
        }
        if matches!(
            card.kind,
            CardKind::Weapon | CardKind::Item | CardKind::Follower
        ) && card.reward_of.is_none()
            && card.purchase_cost.is_none()
        {
            return Err(ContentError::new(
                f,
                at("purchase_cost"),
                "a market card has a purchase cost",
            ));
        }
    }
    for (kind, size) in DECK_SIZES {
        let n = c.deck_ids(kind).len();
        if n != size {
            return Err(ContentError::new(
                f,
                "cards",
                format!("the {kind:?} deck has {n} cards; the game has {size}"),
            ));
        }
    }
    Ok(())
}

fn encounters(c: &Content) -> Result<(), ContentError> {
    let f = "encounters.json";
    let mut seen = BTreeSet::new();
    for (i, card) in c.encounters.iter().enumerate() {
        let at = |field: &str| format!("cards[{i}] ({}).{field}", card.title);
        for id in &card.ids {
            if !seen.insert(id.clone()) || c.player_index.contains_key(id) {
                return Err(ContentError::new(
                    f,
                    at("ids"),
                    format!("{id} is used twice"),
                ));
            }
        }
        if card.rarity.copies() != Some(card.ids.len()) {
            return Err(ContentError::new(
                f,
                at("ids"),
                format!(
                    "a {:?} card has {:?} copies, found {}",
                    card.rarity,
                    card.rarity.copies(),
                    card.ids.len()
                ),
            ));
        }
        if (card.resolution == Resolution::Defeat) != card.enemy.is_some() {
            return Err(ContentError::new(
                f,
                at("enemy"),
                "a battle card (method defeat) has enemy fields, and only a battle card does",
            ));
        }
        if card.kind == EncounterKind::Trouble && card.ap.is_none() {
            return Err(ContentError::new(
                f,
                at("ap"),
                "a trouble card has an AP value (spec 5.1)",
            ));
        }
    }
    for kind in [EncounterKind::Trouble, EncounterKind::Site] {
        let n = c.encounter_ids(kind).len();
        if n != ENCOUNTERS_PER_DECK {
            return Err(ContentError::new(
                f,
                "cards",
                format!("the {kind:?} deck has {n} cards; the game has {ENCOUNTERS_PER_DECK}"),
            ));
        }
    }
    Ok(())
}

fn scenarios(c: &Content) -> Result<(), ContentError> {
    let f = "scenarios.json";
    for (i, s) in c.scenarios.iter().enumerate() {
        let at = |field: &str| format!("scenarios[{i}] ({}).{field}", s.number);
        for (n, card) in s.cards.iter().enumerate() {
            let expected = format!("SC{}-{:02}", s.number, n + 1);
            if card.id != expected {
                return Err(ContentError::new(
                    f,
                    at(&format!("cards[{n}].id")),
                    format!(
                        "expected {expected}: a scenario deck is numbered from -01 with no gap"
                    ),
                ));
            }
        }
        let own: BTreeSet<&str> = s
            .cards
            .iter()
            .chain(&s.set_aside)
            .map(|c| c.id.as_str())
            .collect();
        let mut ops = Vec::new();
        ops_of(&s.setup, &mut ops);
        for card in s.cards.iter().chain(&s.set_aside) {
            for e in &card.effects {
                ops_of(&e.ops, &mut ops);
            }
            if matches!(card.resolution, Some(Resolution::Defeat)) != card.enemy.is_some() {
                return Err(ContentError::new(
                    f,
                    at(&format!("{}.enemy", card.id)),
                    "a battle card has enemy fields, and only a battle card does",
                ));
            }
        }
        for op in &ops {
            if let Op::PutModInPlay { id } | Op::RemoveMod { id } = op
                && (!s.uses_mods || c.mod_card(id).is_none())
            {
                return Err(ContentError::new(
                    f,
                    at("cards"),
                    format!(
                        "a script uses the MOD card {id}: it must be one of `mod_cards`, in a scenario with `uses_mods`"
                    ),
                ));
            }
            if let Op::NpcJoins { id } = op
                && !s.npcs.iter().any(|n| n.id == *id)
            {
                return Err(ContentError::new(
                    f,
                    at("npcs"),
                    format!("a script brings in {id}, which is not an NPC of this scenario"),
                ));
            }
        }
        for op in ops {
            let named = match op {
                Op::RevealScenarioCard { id }
                | Op::PlaceScenarioCard { id, .. }
                | Op::AddToTroubleDeck { id } => Some(id),
                _ => None,
            };
            if let Some(id) = named
                && !own.contains(id.as_str())
            {
                return Err(ContentError::new(
                    f,
                    at("cards"),
                    format!("a script names {id}, which is not a card of this scenario"),
                ));
            }
            if let Op::ScenarioClear { rewards } = op {
                for r in rewards {
                    if c.player_card(r)
                        .is_none_or(|p| p.reward_of.as_deref() != Some(s.number.as_str()))
                    {
                        return Err(ContentError::new(
                            f,
                            at("cards"),
                            format!(
                                "the clear offers {r}, which is not a reward card of this scenario"
                            ),
                        ));
                    }
                }
            }
        }
        for r in &s.reward_cards {
            if c.player_card(r)
                .is_none_or(|p| p.reward_of.as_deref() != Some(s.number.as_str()))
            {
                return Err(ContentError::new(
                    f,
                    at("reward_cards"),
                    format!("{r} is not a reward card of this scenario"),
                ));
            }
        }
        if s.rank_table.is_empty() {
            return Err(ContentError::new(
                f,
                at("rank_table"),
                "a scenario has a clear-rank table",
            ));
        }
    }
    if c.scenario("00").is_none() {
        return Err(ContentError::new(
            f,
            "scenarios",
            "the introductory scenario 00 is missing",
        ));
    }
    Ok(())
}

/// Every primitive a list of effects uses, nested ones included.
fn ops_of<'a>(ops: &'a [Op], out: &mut Vec<&'a Op>) {
    for op in ops {
        out.push(op);
        if let Op::If { then, .. } = op {
            ops_of(then, out);
        }
    }
}
