//! One folder per game. This list is the only place outside a game's folder that names it:
//! `catalog!` declares each game's module and generates the game kinds and the type-erased
//! dispatch over them (see `crate::dispatch`).

crate::dispatch::catalog! {
    king_of_tokyo::KingOfTokyo,
    outlive::Outlive,
}
