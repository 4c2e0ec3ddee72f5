//! Leaders: starting areas, resources and equipment are data; this module applies them.

use super::super::content::{Content, LeaderData};
use super::super::state::Stock;

/// Every leader of the game (the data may not hold others).
pub const ALL: [&str; 10] = [
    "soren_livrich",
    "marie_coolpepper",
    "lilyrose_welly",
    "wilson_frye",
    "erin_mccarthy",
    "grayson_pigott",
    "jacob_rowlett",
    "kooper_froste",
    "liza_valentine",
    "swifty_bingham",
];

pub fn is_implemented(id: &str) -> bool {
    ALL.contains(&id)
}

/// A printed leader: the resources shown on the card.
pub fn starting_resources(leader: &LeaderData) -> Stock {
    leader.start_resources
}

/// Marie Coolpepper: the resources of the 3 kept exploration tiles (an empty box gives
/// nothing) and the number of iodine tiles kept (each lowers radiation by 1).
pub fn marie_coolpepper(content: &Content, kept: &[String]) -> (Stock, u32) {
    let mut stock = Stock::default();
    let mut iodine = 0;
    for t in kept {
        if let Some(d) = content.exploration_tile(t) {
            stock.add_all(&d.gain);
            iodine += u32::from(d.iodine);
        }
    }
    (stock, iodine)
}
