//! Setup (spec 3.1-3.3): the scenario deck, the shuffled decks with the campaign's reward
//! cards worked in, the market and disposal slots, the PCs' boards with their seals, starter
//! decks and pawns, the scenario's own setup, and the reading of its first card.

use crate::games::tokyo_saitoshin::event as ev;
use std::collections::BTreeMap;

use super::super::content::Content;
use super::super::event::Event;
use super::super::options::Options;
use super::super::primitives::{Ctx, reveal_scenario_card, run};
use super::super::state::{SLOTS, slot_area};
use super::super::tx::Tx;
use super::super::vocabulary::{CardKind, Deck, Pc, Place, SkillSlot};
use crate::engine::{GameRng, RuleError, Seat};

fn bad(message: impl Into<String>) -> RuleError {
    RuleError::new("BAD_OPTIONS", message)
}

/// Which PCs each seat runs: the options' list, or by default seat `i` the `i`-th PC (a
/// lone seat runs two, spec 5.14.2).
pub fn assignment(options: &Options, seats: &[Seat]) -> Result<Vec<(Pc, Seat)>, RuleError> {
    if seats.is_empty() || seats.len() > 4 {
        return Err(bad("Tokyo Saitoshin is for 1 to 4 players"));
    }
    let lists: Vec<Vec<Pc>> = if options.pcs.is_empty() {
        if seats.len() == 1 {
            vec![vec![Pc::Procurer, Pc::Engineer]]
        } else {
            seats
                .iter()
                .enumerate()
                .map(|(i, _)| vec![Pc::ALL[i]])
                .collect()
        }
    } else {
        options.pcs.clone()
    };
    if lists.len() != seats.len() {
        return Err(bad(format!(
            "pcs lists the PCs of {} seats; the table has {}",
            lists.len(),
            seats.len()
        )));
    }
    let mut out = Vec::new();
    for (list, &seat) in lists.iter().zip(seats) {
        if list.is_empty() {
            return Err(bad(format!(
                "{seat} runs no PC; every player runs at least one"
            )));
        }
        for &pc in list {
            if out.iter().any(|&(p, _)| p == pc) {
                return Err(bad(format!("{pc:?} is run by two seats")));
            }
            out.push((pc, seat));
        }
    }
    out.sort_by_key(|&(pc, _)| pc);
    Ok(out)
}

/// The pairs of the 2-PC variant (spec 5.14.3): the two PCs of each seat `two_pc_seats`
/// lists, in PC order. A seat listed twice, not at the table, or not running exactly two
/// PCs is refused (`BAD_TWO_PC_SEAT`).
pub fn pairs(
    options: &Options,
    pcs: &[(Pc, Seat)],
    seats: &[Seat],
) -> Result<Vec<Vec<Pc>>, RuleError> {
    let bad = |message: String| RuleError::new("BAD_TWO_PC_SEAT", message);
    let mut out = Vec::new();
    for (i, &index) in options.two_pc_seats.iter().enumerate() {
        if options.two_pc_seats[..i].contains(&index) {
            return Err(bad(format!("twoPcSeats lists seat {index} twice")));
        }
        let Some(&seat) = seats.get(index) else {
            return Err(bad(format!(
                "twoPcSeats lists seat {index}; the table has {} seat(s)",
                seats.len()
            )));
        };
        let pair: Vec<Pc> = pcs
            .iter()
            .filter(|&&(_, s)| s == seat)
            .map(|&(pc, _)| pc)
            .collect();
        if pair.len() != 2 {
            return Err(bad(format!(
                "{seat} runs {} PC(s); the 2-PC variant is for a seat that runs exactly 2",
                pair.len()
            )));
        }
        out.push(pair);
    }
    Ok(out)
}

/// G-10: the Procurer plays its solo side exactly when one player plays, with the
/// Procurer in a pair of the 2-PC variant (spec 5.14.4).
pub fn solo_side(seats: &[Seat], pairs: &[Vec<Pc>]) -> bool {
    seats.len() == 1 && pairs.iter().flatten().any(|&pc| pc == Pc::Procurer)
}

/// The owned reward cards to work in, by deck (at most one per scenario, spec 8.5).
fn rewards_by_deck(
    content: &Content,
    options: &Options,
) -> Result<BTreeMap<Deck, Vec<String>>, RuleError> {
    let mut out: BTreeMap<Deck, Vec<String>> = BTreeMap::new();
    let mut scenarios = Vec::new();
    for id in options.campaign.iter().flat_map(|c| &c.rewards) {
        let card = content
            .player_card(id)
            .filter(|c| c.reward_of.is_some())
            .ok_or_else(|| bad(format!("{id} is not a scenario reward card")))?;
        let of = card.reward_of.clone().unwrap_or_default();
        if scenarios.contains(&of) {
            return Err(bad(format!(
                "two rewards of scenario {of}: only one clear's worth per scenario may be added (FAQ Q5)"
            )));
        }
        scenarios.push(of);
        let deck =
            Deck::of_kind(card.kind).ok_or_else(|| bad(format!("{id} has no deck to join")))?;
        out.entry(deck).or_default().push(id.clone());
    }
    Ok(out)
}

pub fn setup(tx: &mut Tx, options: &Options, seats: &[Seat]) -> Result<(), RuleError> {
    let content = tx.content();
    let scenario = content
        .scenario(&options.scenario)
        .ok_or_else(|| {
            bad(format!(
                "scenario {} is not in the content pack",
                options.scenario
            ))
        })?
        .clone();
    let pcs = assignment(options, seats)?;
    let pairs = pairs(options, &pcs, seats)?;
    let rewards = rewards_by_deck(&content, options)?;
    let bots: Vec<Pc> = Pc::ALL
        .into_iter()
        .filter(|pc| !pcs.iter().any(|&(p, _)| p == *pc))
        .collect();
    tx.emit(Event::GameStarted(ev::GameStarted {
        scenario: scenario.number.clone(),
        seats: seats.len(),
        pcs: pcs
            .iter()
            .map(|&(pc, seat)| ev::SeatedPc { pc, seat })
            .collect(),
        bots,
        open_hands: options.open_hands,
        solo_side: solo_side(seats, &pairs),
        pairs: pairs.clone(),
    }));

    // G2: the scenario deck in ascending order, never shuffled; rewards not added stay face down.
    let added: Vec<&String> = rewards.values().flatten().collect();
    tx.emit(Event::ScenarioDeckBuilt(ev::ScenarioDeckBuilt {
        deck: scenario.cards.iter().map(|c| c.id.clone()).collect(),
        set_aside: scenario.set_aside.iter().map(|c| c.id.clone()).collect(),
        rewards: content
            .player_cards
            .iter()
            .filter(|c| c.reward_of.is_some())
            .flat_map(|c| c.ids.iter())
            .filter(|id| !added.contains(id))
            .cloned()
            .collect(),
    }));

    // G4: shuffle each deck; reward cards into the top 7×k (artifacts: on top).
    let decks = [
        (Deck::Weapon, content.deck_ids(CardKind::Weapon)),
        (Deck::Item, content.deck_ids(CardKind::Item)),
        (Deck::Follower, content.deck_ids(CardKind::Follower)),
        (Deck::Artifact, content.deck_ids(CardKind::Artifact)),
        (
            Deck::Trouble,
            content.encounter_ids(super::super::content::EncounterKind::Trouble),
        ),
        (
            Deck::Site,
            content.encounter_ids(super::super::content::EncounterKind::Site),
        ),
    ];
    for (deck, mut order) in decks {
        tx.rng.shuffle(&mut order);
        tx.emit(Event::DeckShuffled(ev::DeckShuffled {
            deck,
            order: order.clone(),
        }));
        if let Some(cards) = rewards.get(&deck) {
            let depth = content.rules().reward_shuffle_depth as usize;
            let order = with_rewards(order, cards, depth, deck == Deck::Artifact, tx.rng);
            tx.emit(Event::RewardCardsAdded(ev::RewardCardsAdded {
                deck,
                cards: cards.clone(),
                order,
            }));
        }
    }

    // G5: one card per market slot from its type's deck; one of each into the disposal slot.
    for slot in 0..SLOTS {
        let kind = content.area(slot_area(slot)).slot_types[slot % 3];
        if let Some(card) = Deck::of_kind(kind)
            .and_then(|d| tx.s.decks.get(&d))
            .and_then(|d| d.last())
            .cloned()
        {
            tx.emit(Event::MarketSlotFilled(ev::MarketSlotFilled { slot, card }));
        }
    }
    let disposal: Vec<String> = [Deck::Weapon, Deck::Item, Deck::Follower]
        .iter()
        .filter_map(|d| tx.s.decks.get(d).and_then(|d| d.last()).cloned())
        .collect();
    tx.emit(Event::DisposalSeeded(ev::DisposalSeeded {
        cards: disposal,
    }));

    // P1-P3: seals by the campaign's clears, starter decks, pawns.
    for &(pc, seat) in &pcs {
        let unsealed: &[SkillSlot] = options
            .campaign
            .as_ref()
            .map_or(&[], |c| c.unsealed_for(seat.index()));
        let sealed = SkillSlot::ALL
            .into_iter()
            .filter(|s| !unsealed.contains(s))
            .collect();
        tx.emit(Event::SkillsSealed(ev::SkillsSealed { pc, sealed }));
        starter_deck(tx, pc, &pairs);
        let area = content
            .start_areas
            .get(&pc)
            .copied()
            .unwrap_or(super::super::vocabulary::Area::Shinagawa);
        tx.emit(Event::PcPlaced(ev::PcPlaced {
            pc,
            place: Place::Area(area),
        }));
    }

    // G3, then S: the scenario's setup, and its first card read.
    run(
        tx,
        &Ctx::of(&format!("scenario {}", scenario.number)),
        &scenario.setup,
    );
    if let Some(first) = scenario.cards.first() {
        reveal_scenario_card(tx, &first.id);
    }
    Ok(())
}

/// A PC's starter deck, shuffled (spec 3.2 P2). A pair's 16 starters are shuffled together
/// into one deck, its first PC's (spec 5.14.3); its second PC has none of its own.
fn starter_deck(tx: &mut Tx, pc: Pc, pairs: &[Vec<Pc>]) {
    let content = tx.content();
    let pair = pairs.iter().find(|p| p.contains(&pc));
    if pair.is_some_and(|p| p[0] != pc) {
        return;
    }
    let mut order: Vec<String> = pair
        .map_or_else(|| vec![pc], Clone::clone)
        .into_iter()
        .flat_map(|p| content.starter_ids(p))
        .collect();
    tx.rng.shuffle(&mut order);
    tx.emit(Event::StarterDeckShuffled(ev::StarterDeckShuffled {
        pc,
        order,
    }));
}

/// The top `depth × k` cards of a shuffled deck (top last) and its `k` reward cards
/// shuffled together and put back on top; for artifacts (`on_top`), the rewards alone,
/// shuffled, on top (spec 3.1 G4).
pub fn with_rewards(
    mut order: Vec<String>,
    rewards: &[String],
    depth: usize,
    on_top: bool,
    rng: &mut GameRng,
) -> Vec<String> {
    let take = if on_top {
        0
    } else {
        (depth * rewards.len()).min(order.len())
    };
    let mut packet = order.split_off(order.len() - take);
    packet.extend(rewards.iter().cloned());
    rng.shuffle(&mut packet);
    order.extend(packet);
    order
}
