//! Events of a saved party offered before the draft (a campaign's last characters).

use super::super::options::SavedBuild;
use super::macros::payload;
use crate::engine::Seat;

payload! {
    /// Saved characters were offered before the draft. A build that does not fit this
    /// table's content (a set it does not have, a style of another weapon, a set an earlier
    /// build holds) is not offered, and `leftOut` says why.
    SavedPartyOffered = "BraveArchitectSavedPartyOffered" {
        builds: Vec<SavedBuild>,
        left_out: Vec<String>,
    }
}

payload! {
    /// A player took a saved character whole: its sets leave the draft's pool, and its
    /// combat style is chosen.
    SavedBuildKept = "BraveArchitectSavedBuildKept" {
        seat: Seat,
        /// The build's place in the offer, from 0.
        build: u32,
    }
}

payload! {
    /// A player chose to draft again instead of keeping a saved character.
    DraftAgainChosen = "BraveArchitectDraftAgainChosen" {
        seat: Seat,
    }
}
