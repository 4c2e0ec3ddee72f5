//! A saved party offered before the draft, and each player's choice.

use super::super::event::*;
use super::super::state::*;

pub fn saved_party_offered(state: &mut State, e: &SavedPartyOffered) {
    if e.builds.is_empty() {
        return;
    }
    state.party = Some(SavedParty {
        builds: e.builds.clone(),
        kept: vec![None; state.players.len()],
        drafting: Vec::new(),
    });
    state.phase = Phase::PartyChoice;
}

pub fn saved_build_kept(state: &mut State, e: &SavedBuildKept) {
    let Some(party) = &mut state.party else {
        return;
    };
    let Some(build) = party.builds.get(e.build as usize).cloned() else {
        return;
    };
    if let Some(slot) = party.kept.get_mut(e.seat.index()) {
        *slot = Some(e.build);
    }
    let p = &mut state.players[e.seat.index()];
    p.race = Some(build.race);
    p.weapon = Some(build.weapon);
    p.sub_weapon = Some(build.sub_weapon);
    p.skills = build.skills;
    p.style = Some(build.style);
    settle(state);
}

pub fn draft_again_chosen(state: &mut State, e: &DraftAgainChosen) {
    if let Some(party) = &mut state.party {
        party.drafting.push(e.seat);
    }
    settle(state);
}

/// Once everyone has kept a build, Character-Make is over but for nothing: the styles are
/// all chosen. When someone drafts again, the draft's order comes next (`DraftOrderSet`).
fn settle(state: &mut State) {
    if let Some(party) = &state.party
        && party.is_settled()
        && party.drafting.is_empty()
    {
        state.phase = Phase::StyleChoice;
    }
}
