//! Events of the Hell Club members' own abilities (§9.7, G-32) and of UNLEASH HELL's
//! check of the heroes' own Dark Past cards.

use super::super::vocabulary::TokenKind;
use super::macros::payload;
use crate::engine::Seat;

/// An NPC token as an abomination figure while Nicolas lives, or back as a token.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersNpcFigure")
)]
#[serde(rename_all = "camelCase")]
pub struct NpcFigure {
    /// The figure's monster id.
    pub monster: u16,
    /// `npc_commissioner` or `npc_ravencorp`.
    pub npc: TokenKind,
    /// Where the figure stands (`NpcsRose`), or where its token goes back to
    /// (`NpcsReturned`).
    pub space: String,
}

payload! {
    /// NICOLAS RISES FROM THE FLAME!: while Nicolas is on the board, the Commissioner and
    /// Ravencorp tokens lying face up on the board are abominations (G-32): each token
    /// left its space and a figure of that kind stands there instead.
    NpcsRose = "TheOthersNpcsRose" {
        figures: Vec<NpcFigure>,
    }
}

payload! {
    /// Nicolas was destroyed: the NPC figures still standing turn back into tokens where
    /// they stand, and the dead ones return as tokens to the starting space.
    NpcsReturned = "TheOthersNpcsReturned" {
        figures: Vec<NpcFigure>,
    }
}

payload! {
    /// THE MAYOR SEALS THE DEAL: the Mayor moved and took 1 fire token of the space he
    /// left along with him.
    FireCarried = "TheOthersFireCarried" {
        monster: u16,
        from: String,
        to: String,
    }
}

payload! {
    /// UNLEASH HELL completed: "the other heroes check their own Dark Past cards". The
    /// hero's player (`seat`) looked at the card; it stays hidden from everyone else.
    DarkPastChecked = "TheOthersDarkPastChecked" {
        /// The seat that controls the hero: the one viewer who sees the card.
        seat: Seat,
        hero: String,
        /// `null` for every viewer but `seat`.
        card: Option<u8>,
    }
}

payload! {
    /// DR. GAN (Redemption) damaged a hero who carries an innocent: the hero's player
    /// chooses 1 more damage or the innocent's death.
    InnocentThreatened = "TheOthersInnocentThreatened" {
        hero: String,
    }
}

payload! {
    /// The choice Dr. Gan asked for: one carried innocent dies (`innocentDies: true`), or
    /// the hero takes 1 more damage (the `DamageTaken` that follows).
    DrGanChosen = "TheOthersDrGanChosen" {
        hero: String,
        innocent_dies: bool,
    }
}
