//! TEMPORARY STUB (helper-1: replace this whole file with the real game). It exists only
//! so the workspace compiles while King of Tokyo is being written.

use crate::engine::{Game, GameRng, Outcome, Prompt, RuleError, Seat, Viewer};

pub struct KingOfTokyo;

#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Options {}

impl Game for KingOfTokyo {
    const KIND: &'static str = "king_of_tokyo";
    const SEATS: std::ops::RangeInclusive<usize> = 2..=6;
    type Options = Options;
    type State = u8;
    type Command = u8;
    type Event = u8;
    type View = u8;

    fn setup(_: &Options, _: &[Seat], _: &mut GameRng) -> Result<Vec<u8>, RuleError> {
        Ok(vec![])
    }
    fn decide(_: &u8, _: Seat, _: &u8, _: &mut GameRng) -> Result<Vec<u8>, RuleError> {
        Ok(vec![])
    }
    fn evolve(_: &mut u8, _: &u8) {}
    fn prompts(_: &u8) -> Vec<Prompt> {
        vec![]
    }
    fn legal_commands(_: &u8, _: Seat) -> Vec<u8> {
        vec![]
    }
    fn view(_: &u8, _: Viewer) -> u8 {
        0
    }
    fn redact(e: &u8, _: Viewer) -> u8 {
        *e
    }
    fn outcome(_: &u8) -> Option<Outcome> {
        None
    }
}
