//! Events of an Outlive game. Every variant's payload is a struct named after it, defined in
//! the file of its family.

pub mod day;
pub mod fact;
pub mod losses;
mod macros;
pub mod morning;
pub mod night;
pub mod setup;

pub use day::*;
pub use fact::Event;
pub use losses::*;
pub use morning::*;
pub use night::*;
pub use setup::*;
