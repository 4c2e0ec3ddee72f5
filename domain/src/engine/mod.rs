//! The contract every game implements, and the small vocabulary shared by all games:
//! seats, viewers, prompts, rule errors, the seeded RNG and outcomes, and the reusable
//! pieces of state that team, co-operative and drafting games keep (agreements, free-order
//! phases, secret choices, snake drafts), and what a game's campaign rules read and write
//! (`CampaignRules`, `Progress`).

mod agreement;
mod bot;
mod campaign_rules;
mod confirm;
mod content;
mod error;
mod facts;
mod free_order;
mod game;
#[cfg(any(test, feature = "testing"))]
pub mod harness;
mod outcome;
mod progress;
mod prompt;
mod rng;
mod seat;
mod secret_choices;
mod snake_draft;
mod statistics;
mod table_command;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
mod undo_ledger;
mod upcast;
pub mod words;

pub use agreement::{Agreement, AgreementRule, Proposal};
pub use bot::BotPolicy;
pub use campaign_rules::CampaignRules;
pub use confirm::Confirm;
pub use content::{
    ContentError, ContentRef, EMBEDDED_NAME, GameContent, Pack, hex_sha256, json_kind,
};
pub use error::RuleError;
pub use facts::{GameFacts, Sides};
pub use free_order::{FreeOrder, PassRule};
pub use game::Game;
pub use outcome::{Cooperative, Outcome, OutcomeMode, Placing, Side};
pub use progress::{Progress, ProgressDelta, RewardOffer, Tally};
pub use prompt::{Prompt, PromptScope};
pub use rng::GameRng;
pub use seat::{Seat, Viewer};
pub use secret_choices::{ChangeRule, SecretChoice, SecretChoices, SecretChoicesView};
pub use snake_draft::{DraftPick, SnakeDraft};
pub use statistics::{ContentItem, SeatStatistics, add_up};
pub use table_command::TableCommand;
pub use undo_ledger::UndoLedger;
pub use upcast::{UpcastError, Upcaster, Upcasters};
