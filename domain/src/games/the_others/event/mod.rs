//! Events of a game of The Others: 7 Sins. Every variant's payload is a struct named after
//! it, defined in the file of its family.

pub mod ability;
pub mod apocalypse;
pub mod card;
pub mod fact;
pub mod fight;
mod macros;
pub mod member;
pub mod mission;
pub mod round;
pub mod setup;
pub mod turn;

pub use ability::*;
pub use apocalypse::*;
pub use card::*;
pub use fact::Event;
pub use fight::*;
pub use member::*;
pub use mission::*;
pub use round::*;
pub use setup::*;
pub use turn::*;
