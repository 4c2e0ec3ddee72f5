//! The seam between a game and the campaign aggregate.

use serde_json::Value;
use uuid::Uuid;

use super::RuleError;
use super::progress::{Progress, ProgressDelta};

/// A game's campaign rules: what a finished play adds to its campaign, and what the
/// campaign gives to the setup of the next play.
///
/// Object safe, because the campaign aggregate is one for every game and reaches the
/// rules of its kind by value (`&dyn CampaignRules`), as the platform reaches a game
/// through its kind. Both methods are pure: the same arguments give the same answer, on
/// any server, at any time.
///
/// # How a game plugs in
///
/// The game's rules implement this trait in its own folder (`games/<game>/campaign.rs`),
/// its `Game` impl answers `campaign()` with them (and says `campaigns: true` in its
/// `FACTS`, which a test holds to), and it says how a campaign's setup enters its options
/// (`Game::options_for_campaign`) and what a finished play reports
/// (`Game::campaign_result`). The catalog hands them on per kind
/// (`GameKind::campaign_rules`), so nothing outside the game's folder names it.
pub trait CampaignRules: Send + Sync {
    /// What a finished play adds to the campaign, from the game's own `result` JSON (for
    /// Tokyo Saitoshin: the scenario played, cleared or not, the reward chosen at the
    /// clear). A malformed or impossible result is refused (`BAD_INPUT`).
    ///
    /// `progress` is the campaign's progress when the play was set up (as recorded in its
    /// `PlayStarted`), not its progress now: two plays that end at the same moment are
    /// then judged the same whichever is appended first, and neither can be refused
    /// because of the other.
    ///
    /// `seats` names the member who sat in each seat, seat 0 first (`None` for a server
    /// bot), for rules that keep something per player (Brave Architect: whose character
    /// each saved build was).
    fn record(
        &self,
        progress: &Progress,
        result: &Value,
        seats: &[Option<Uuid>],
    ) -> Result<ProgressDelta, RuleError>;

    /// What the campaign gives to the setup of the next play with `members` at the table
    /// (Tokyo Saitoshin: the skills each PC starts unsealed, the reward cards to include).
    /// Recorded in the play's `PlayStarted`, and passed to the game's setup by the platform.
    fn setup_for_next_play(&self, progress: &Progress, members: &[Uuid]) -> Value;
}
