//! `evolve`: apply one event to the state. Pure, total, never random. `route.rs` sends each
//! event to the function of its family; the families follow the events' own (`event/`).

mod day;
mod losses;
mod morning;
mod night;
mod route;
mod setup;

pub use route::evolve;
