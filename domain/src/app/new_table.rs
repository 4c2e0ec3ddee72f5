//! What a new table is opened with: gathered in one value, since a plain table, a
//! private one, a campaign play and a rematch each set a different part of it.

use uuid::Uuid;

use crate::catalog::AnyOptions;

use super::lobby::{CampaignLink, LobbyEvent};
use super::ports::StreamWrite;
use super::table_life::{RematchOf, TableRules};

/// Everything a new table is opened with.
pub(crate) struct NewTable {
    pub id: Uuid,
    pub command_id: Uuid,
    pub options: AnyOptions,
    pub seat_count: u8,
    pub title: Option<String>,
    pub rules: TableRules,
    /// The campaign this table is a play of.
    pub campaign: Option<CampaignLink>,
    /// A private table's invitation hash.
    pub invitation: Option<String>,
    pub rematch_of: Option<RematchOf>,
    /// Seats taken in the same append as the creation (a rematch's).
    pub seated: Vec<LobbyEvent>,
    /// Another stream's write that goes in the same append (the campaign's `PlayStarted`,
    /// the finished game's `RematchOffered`). If that stream moved first, nothing is
    /// stored and the answer is `Conflict`, for the caller to decide again.
    pub beside: Option<StreamWrite>,
}

impl NewTable {
    pub fn new(
        id: Uuid,
        command_id: Uuid,
        options: AnyOptions,
        seat_count: u8,
        title: Option<String>,
    ) -> NewTable {
        NewTable {
            id,
            command_id,
            options,
            seat_count,
            title,
            rules: TableRules::default(),
            campaign: None,
            invitation: None,
            rematch_of: None,
            seated: Vec::new(),
            beside: None,
        }
    }
}
