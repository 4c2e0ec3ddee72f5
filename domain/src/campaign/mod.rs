//! The campaign aggregate: progress carried between plays of one kind of game, in a stream
//! of its own (DESIGN.md section 8).
//!
//! A campaign has a game kind, a name, members and a log of plays. Its progress is the
//! fold of its events and nothing else: what each counted play added (for the table and for
//! each member who sat in it), the rewards it owns, and the decisions its members took
//! about them. From the bottom up:
//! - [`progress`]: the fold of the steps that build the game-agnostic progress (its
//!   types, and [`CampaignRules`], the seam a game implements, are the engine's, since a
//!   game's rules read and write them);
//! - [`event`]: the events and their stored form (`campaign.<Name>`, versioned and upcast
//!   like a game's);
//! - [`state`]: the fold of the events ([`evolve`], [`fold`]);
//! - [`refusal`] and [`command`]: the commands and [`decide`];
//! - for tests and other crates, `testing` (given / when / then with a tiny campaign game).
//!
//! # Decisions
//!
//! - **A play's result is keyed by its play id (the game's id).** Recording it again with
//!   the same seats, outcome and result answers no events, so the append that carries a
//!   game's last events can be retried, or raced by another server, and the play still
//!   counts once. A different result under the same id is refused: a wrong result is
//!   corrected by striking the play, which the log keeps.
//! - **Recording never depends on other plays.** It reads the play's own start (the
//!   progress recorded in `PlayStarted`, which the game's rules judge the result against)
//!   and the member list, which only grows. Two plays that end at the same moment are two
//!   appends in either order; neither can refuse the other. The one that loses the race to
//!   the stream's next version gets a conflict, folds the campaign again and decides again:
//!   the same events. What order does decide is only which of two rewards for one slot
//!   arrives first: the first fills the slot, the second waits for the members to keep or
//!   swap.
//! - **Any member may strike a play**, giving a reason. Campaign trackers that groups use
//!   let anyone at the table correct the log, and a campaign has no referee: the creator
//!   may be away, and a member who sat out the play may be the one who noticed the
//!   mistake. Nothing is lost by it: the play stays in the log with who struck it and why,
//!   and its progress is folded out, never deleted. A struck play cannot be recorded anew.
//! - **Progress per member** is the tally of the counted plays the member sat in, beside
//!   the table's (Tokyo Saitoshin spec 8.5: players with different clear histories). Seats
//!   held by server bots add to the table only.
//! - **Rewards are one per slot** (spec 8.4: one clear's worth per scenario). A reward for
//!   an empty slot is owned at once; a different reward for a full slot waits as an offer
//!   until a member keeps the old one (`RewardKept`) or swaps (`RewardSwapped`). The rewards
//!   chosen for the next play (`RewardsChosenForNextPlay`, spec 8.5) stand until chosen
//!   again, and only ever name owned rewards.
//!
//! Persistence, the API, export and import, and the append of `PlayRecorded` in the same
//! transaction as a game's last events belong to the application layer; the events are
//! shaped for that append (the play id is its idempotency key).

pub mod command;
pub mod event;
pub mod progress;
pub mod refusal;
pub mod state;

#[cfg(any(test, feature = "testing"))]
pub mod testing;
#[cfg(test)]
mod tests;

pub use crate::engine::{CampaignRules, Progress, ProgressDelta, RewardOffer, Tally};
pub use command::{Actor, Command, decide};
pub use event::Event;
pub use state::{CampaignState, evolve, fold};
