//! One folder per game. This list is the only place outside a game's folder that names it:
//! `catalog!` declares each game's module and generates the game kinds and the type-erased
//! dispatch over them (see `crate::dispatch`).

crate::dispatch::catalog! {
    king_of_tokyo::KingOfTokyo,
    outlive::Outlive,
    tokyo_saitoshin::TokyoSaitoshin,
    brave_architect::BraveArchitect,
    the_others::TheOthers,
}

// A game being built is compiled, linted and tested here as `pub mod <game>;` before it
// joins the catalog, so no client can open a table of a game that does not yet play to its
// end. It joins in the commit that makes it play to its end through the API (its GraphQL
// types, bots and a black-box game).
