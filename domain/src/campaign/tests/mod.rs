//! Given / when / then tests of the campaign aggregate; the tiny campaign game and the
//! builders are `testing.rs`. Every `when` checks replay equality: the live state equals
//! the fold of the events so far, read back from their stored form.

mod histories;
mod members;
mod plays;
mod rewards;
mod stored;
mod strike;

pub use super::testing::*;

use serde_json::json;
use uuid::Uuid;

use super::command::*;
use super::event::*;
use super::state::{CampaignState, evolve};
use crate::catalog::GameKind;
use crate::engine::Seat;
use crate::engine::{Progress, ProgressDelta, RewardOffer};
