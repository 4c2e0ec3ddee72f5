//! Events of a Brave Architect game. Every variant's payload is a struct named after it,
//! defined in the file of its family.

pub mod battle;
pub mod enemy;
pub mod fact;
pub mod items;
mod macros;
pub mod party;
pub mod play;
pub mod setup;

pub use battle::*;
pub use enemy::*;
pub use fact::Event;
pub use items::*;
pub use party::*;
pub use play::*;
pub use setup::*;
