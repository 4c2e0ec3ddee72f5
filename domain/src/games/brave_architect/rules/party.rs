//! A saved party (issue 19, item 7): the characters a campaign kept from its last play,
//! offered before the draft. Each player keeps one whole or drafts again; the draft then
//! runs among those who draft, over the sets nobody kept. Only the builds carry over:
//! every fight starts at level 1 with a new deck, as the rules give no carry-over.

use std::collections::BTreeSet;

use super::super::command::*;
use super::super::content::Content;
use super::super::event::*;
use super::super::options::SavedBuild;
use super::super::state::*;
use super::super::tx::Tx;
use crate::engine::{Confirm, RuleError, Seat};

/// The saved builds this content can take, and why each other one cannot. A build is
/// judged after the ones before it, so two builds never share a set.
pub fn sort_builds(content: &Content, builds: &[SavedBuild]) -> (Vec<SavedBuild>, Vec<String>) {
    let mut offered = Vec::new();
    let mut left_out = Vec::new();
    let mut taken = BTreeSet::new();
    for (i, build) in builds.iter().enumerate() {
        match unfit(content, build, &taken) {
            Some(why) => left_out.push(format!("build {i}: {why}")),
            None => {
                taken.extend(build.sets());
                offered.push(build.clone());
            }
        }
    }
    (offered, left_out)
}

/// Why `build` cannot be offered with this content, if it cannot.
fn unfit(content: &Content, build: &SavedBuild, taken: &BTreeSet<CardSet>) -> Option<String> {
    let d = content.params().draft;
    if (d.races, d.weapons, d.sub_weapons) != (1, 1, 1) {
        return Some("this content drafts more than one race, weapon or sub-weapon".into());
    }
    if build.skills.len() != d.skills as usize {
        return Some(format!(
            "it has {} skills, not {}",
            build.skills.len(),
            d.skills
        ));
    }
    let pool = content.card_sets();
    let mut seen = BTreeSet::new();
    for set in build.sets() {
        let (kind, id) = (set.kind, &set.id);
        if !pool.contains(&set) {
            return Some(format!("this content has no {kind:?} set {id:?}"));
        }
        if taken.contains(&set) || !seen.insert(set.clone()) {
            return Some(format!("the {kind:?} set {id:?} is in another build too"));
        }
    }
    if content.style(&build.weapon, &build.style).is_none() {
        return Some(format!(
            "{:?} is not a combat style of the weapon {:?}",
            build.style, build.weapon
        ));
    }
    None
}

fn offer(state: &State) -> Result<&SavedParty, RuleError> {
    match &state.party {
        Some(party) if state.phase == Phase::PartyChoice => Ok(party),
        _ => Err(RuleError::wrong_phase(
            "No saved character is offered now: that is before the draft, when a campaign \
             offers its party",
        )),
    }
}

fn undecided(party: &SavedParty, seat: Seat) -> Result<(), RuleError> {
    if party.has_chosen(seat) {
        return Err(RuleError::new(
            "PARTY_CHOICE_MADE",
            "You have already kept a saved character or chosen to draft",
        ));
    }
    Ok(())
}

pub fn check_keep(state: &State, seat: Seat, c: &SavedBuildChoice) -> Result<(), RuleError> {
    let party = offer(state)?;
    undecided(party, seat)?;
    if c.build as usize >= party.builds.len() {
        return Err(RuleError::new(
            "NO_SUCH_BUILD",
            format!(
                "The party offers builds 0 to {}",
                party.builds.len().saturating_sub(1)
            ),
        ));
    }
    if party.is_taken(c.build) {
        return Err(RuleError::new(
            "BUILD_TAKEN",
            "Another player has kept that character; keep another or draft",
        ));
    }
    Ok(())
}

pub fn check_draft_again(state: &State, seat: Seat) -> Result<(), RuleError> {
    undecided(offer(state)?, seat)
}

pub fn keep(tx: &mut Tx, seat: Seat, c: &SavedBuildChoice) {
    tx.emit(Event::SavedBuildKept(SavedBuildKept {
        seat,
        build: c.build,
    }));
}

pub fn draft_again(tx: &mut Tx, seat: Seat) {
    tx.emit(Event::DraftAgainChosen(DraftAgainChosen { seat }));
}

/// Once every player has chosen and someone drafts: the draft's order among them. The
/// table's first picker starts it if they draft; otherwise the seeded RNG draws one of
/// those who do.
pub fn open_draft(tx: &mut Tx) -> bool {
    let Some(party) = &tx.s.party else {
        return false;
    };
    if tx.s.phase != Phase::PartyChoice || !party.is_settled() || party.drafting.is_empty() {
        return false;
    }
    let mut drafting = party.drafting.clone();
    drafting.sort();
    let (first, random) = match tx.s.options.first_picker {
        Some(seat) if drafting.contains(&seat) => (seat, false),
        _ => (drafting[tx.rng.below(drafting.len())], true),
    };
    tx.emit(Event::DraftOrderSet(DraftOrderSet { first, random }));
    true
}

pub fn candidates(state: &State, seat: Seat, out: &mut Vec<Command>) {
    let Ok(party) = offer(state) else {
        return;
    };
    if party.has_chosen(seat) {
        return;
    }
    out.extend(
        (0..party.builds.len() as u32)
            .filter(|b| !party.is_taken(*b))
            .map(|build| Command::KeepSavedBuild(SavedBuildChoice { build })),
    );
    out.push(Command::DraftAgain(Confirm::Yes));
}
