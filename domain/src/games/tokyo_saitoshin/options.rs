use serde::{Deserialize, Serialize};

use super::vocabulary::{Pc, SkillSlot};

/// The table options of a Tokyo Saitoshin play, chosen when the game is created.
///
/// JSON example: `{"scenario": "04", "pcs": [["gangster"], ["engineer"]]}`: two players, the
/// Procurer and the Negotiator as BOT cards. `{"twoPcSeats": [0]}` with one player: the
/// Procurer and the Engineer as a pair sharing one hand (spec 5.14.3), the Procurer on its
/// solo side (spec 5.14.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinOptions",
        input_name = "TokyoSaitoshinOptionsInput"
    )
)]
#[serde(rename_all = "camelCase", default)]
pub struct Options {
    /// The scenario played: `"00"` (the introductory one, the default) to `"07"`.
    #[cfg_attr(feature = "graphql", graphql(default_with = "\"00\".to_owned()"))]
    pub scenario: String,
    /// The PCs each seat runs, seat 0 first. Empty: seat `i` runs the `i`-th PC (Procurer,
    /// Engineer, Negotiator, Gangster), a lone seat runs the first two. Every PC no seat
    /// runs is a BOT card.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub pcs: Vec<Vec<Pc>>,
    /// What the campaign gives this play (unsealed skills, reward cards to include), as
    /// `CampaignRules::setup_for_next_play` wrote it; `None` for a play outside a campaign.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub campaign: Option<CampaignSetup>,
    /// Whether every seat sees every hand (the rulebook says hands are "basically not
    /// secret", but discourages sharing; spec G-15). Off by default.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub open_hands: bool,
    /// The seats (0 first) that run their two PCs in the 2-PC simplified management
    /// variant (spec 5.14.3): the pair shares one hand of 7, one deck of their 16 starters
    /// and one discard pile, and pays at most 4 hand cards into a check. Each seat listed
    /// must run exactly 2 PCs. Empty (the default): nobody plays the variant. With one
    /// seat only, listed here with the Procurer in its pair, the Procurer plays its solo
    /// side (G-10).
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub two_pc_seats: Vec<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            scenario: "00".into(),
            pcs: Vec::new(),
            campaign: None,
            open_hands: false,
            two_pc_seats: Vec::new(),
        }
    }
}

/// What a campaign gives the setup of its next play (spec 3.2 P1, 8.4, 8.5).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinCampaignSetup",
        input_name = "TokyoSaitoshinCampaignSetupInput"
    )
)]
#[serde(rename_all = "camelCase", default)]
pub struct CampaignSetup {
    /// The skills every PC starts unsealed, from the table's clears.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub unsealed: Vec<SkillSlot>,
    /// Each member's own unsealed skills, from the clears of the plays they sat in (spec
    /// 8.5: recommended for a player new to the game). In JSON an object keyed by member
    /// id, as `setup_for_next_play` writes it.
    #[serde(with = "member_seals")]
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub by_member: Vec<MemberSeals>,
    /// The member sitting in each seat, seat 0 first (filled by the platform). A seat with
    /// a member takes that member's own seals; a seat without one, the table's.
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub seat_members: Vec<Option<String>>,
    /// The owned reward cards chosen for this play (at most one per scenario).
    #[cfg_attr(feature = "graphql", graphql(default))]
    pub rewards: Vec<String>,
}

/// The skills one campaign member has unsealed by the clears of the plays they sat in.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject, async_graphql::InputObject),
    graphql(
        name = "TokyoSaitoshinMemberSeals",
        input_name = "TokyoSaitoshinMemberSealsInput"
    )
)]
pub struct MemberSeals {
    /// The member's id.
    pub member: String,
    pub unsealed: Vec<SkillSlot>,
}

/// `by_member` as the JSON object `{member: [skills]}` the campaign rules write.
mod member_seals {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    // Full paths: this inline module's `super` is options.rs, which a reader of imports
    // could take for the game's mod.rs.
    use crate::games::tokyo_saitoshin::options::MemberSeals;
    use crate::games::tokyo_saitoshin::vocabulary::SkillSlot;

    pub fn serialize<S: Serializer>(seals: &[MemberSeals], s: S) -> Result<S::Ok, S::Error> {
        let map: BTreeMap<&str, &Vec<SkillSlot>> = seals
            .iter()
            .map(|m| (m.member.as_str(), &m.unsealed))
            .collect();
        map.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<MemberSeals>, D::Error> {
        let map = BTreeMap::<String, Vec<SkillSlot>>::deserialize(d)?;
        Ok(map
            .into_iter()
            .map(|(member, unsealed)| MemberSeals { member, unsealed })
            .collect())
    }
}

impl CampaignSetup {
    /// The skills a seat's PCs start unsealed.
    pub fn unsealed_for(&self, seat: usize) -> &[SkillSlot] {
        self.seat_members
            .get(seat)
            .and_then(Option::as_ref)
            .and_then(|m| self.by_member.iter().find(|s| s.member == *m))
            .map_or(self.unsealed.as_slice(), |s| s.unsealed.as_slice())
    }
}
