//! What campaigns need of each kind of game, as one seam: the catalog's answers in a
//! server, a test game's in the application's own tests.

use serde_json::Value;

use crate::catalog::{AnyOptions, AnyState, GameKind};
use crate::engine::{CampaignRules, RuleError};

/// What campaigns need of a game kind: its campaign rules, how their setup enters its
/// options, and what a finished play reports. The catalog answers for every kind (from
/// `Game::campaign` and its two companions); the application's tests give a kind without
/// campaigns a test game's rules, to drive real plays through a campaign.
pub(super) trait CampaignGames: Send + Sync {
    fn rules(&self, kind: GameKind) -> Option<&'static dyn CampaignRules>;
    fn options(&self, options: AnyOptions, setup: &Value) -> Result<AnyOptions, RuleError>;
    fn result(&self, state: &AnyState) -> Option<Value>;
}

/// The catalog's games, each with its own campaign rules or none.
pub(super) struct CatalogCampaigns;

impl CampaignGames for CatalogCampaigns {
    fn rules(&self, kind: GameKind) -> Option<&'static dyn CampaignRules> {
        kind.campaign_rules()
    }
    fn options(&self, options: AnyOptions, setup: &Value) -> Result<AnyOptions, RuleError> {
        options.for_campaign(setup)
    }
    fn result(&self, state: &AnyState) -> Option<Value> {
        state.campaign_result()
    }
}
