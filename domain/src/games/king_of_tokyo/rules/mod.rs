//! The procedure of a King of Tokyo turn, one file per stage.
//!
//! Every automatic step runs inside `decide` through a [`Tx`](super::tx::Tx), under the
//! [`Rules`](super::tx::Rules) that `procedure.rs` implements: the power cards and
//! Evolutions below reach the procedure only through them.
//!
//! Who owes a decision is computed from the state alone (`owed.rs`); `decide.rs` checks a
//! command against it and runs the steps, `legal.rs` and `prompts.rs` list the answers and
//! the questions. `flow.rs` knows where the turn goes on after a pause.

pub(crate) mod concession;
pub(crate) mod damage;
pub(crate) mod decide;
pub(crate) mod dice;
pub(crate) mod draft;
pub(crate) mod end_of_turn;
pub(crate) mod errors;
pub(crate) mod evolution_play;
pub(crate) mod evolve;
pub(crate) mod final_dice;
pub(crate) mod flow;
#[cfg(any(test, feature = "testing"))]
pub(crate) mod invariants;
pub(crate) mod keeps;
pub(crate) mod legal;
pub(crate) mod market;
pub(crate) mod owed;
pub(crate) mod power_up;
pub(crate) mod procedure;
pub(crate) mod prompts;
pub(crate) mod resolve;
pub(crate) mod setup;
pub(crate) mod tokyo;
pub(crate) mod window;

pub use decide::decide;
pub use legal::legal_commands;
pub use owed::decision_of;
pub use prompts::prompts;
