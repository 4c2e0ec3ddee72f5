//! What each viewer may see (§7): the SIN's hand and the apocalypse cards it chooses
//! between only by the SIN, Dark Past cards only by the SIN until revealed (and by the seat
//! that checked its own after UNLEASH HELL), face-down
//! tokens by nobody but the SIN that placed them, deck orders by nobody.

use serde::Serialize;

use super::event::*;
use super::state::*;
use super::vocabulary::{CityAction, TokenKind};
use crate::engine::{Outcome, Seat, Viewer};

/// A token as a viewer sees it: a face-down token's kind is `null` unless known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersToken")
)]
pub struct TokenView {
    pub kind: Option<TokenKind>,
    pub face_up: bool,
    pub permanent: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersSpace")
)]
pub struct SpaceView {
    pub id: String,
    pub tokens: Vec<TokenView>,
    pub slot: Option<String>,
    /// City actions covered by a Corrupted Nun's token (G-31).
    pub covered: Vec<CityAction>,
}

/// The game as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TheOthersView")
)]
pub struct View {
    pub sin_seat: Seat,
    pub sin: String,
    pub acolytes: String,
    pub story: String,
    pub map: String,
    pub board: String,
    pub hero_number: u8,
    pub phase: Phase,
    pub spaces: Vec<SpaceView>,
    /// The team; a Dark Past card shows only to the SIN until it is revealed.
    pub heroes: Vec<Hero>,
    pub order: Vec<String>,
    pub monsters: Vec<Monster>,
    /// The SIN's hand: the cards for the SIN, `null` for everyone else.
    pub sin_hand: Option<Vec<String>>,
    pub sin_hand_count: u32,
    pub sin_deck_count: u32,
    pub sin_discard: Vec<String>,
    /// The SIN card played in this turn window (face up).
    pub sin_card_in_play: Option<String>,
    pub reactions_active: u8,
    pub reactions_spent: u8,
    pub apocalypse_level: u8,
    pub apocalypse_revealed: Vec<String>,
    pub apocalypse_deck_count: u32,
    /// The two cards the SIN chooses between: for the SIN only.
    pub apocalypse_drawn: Option<Vec<String>>,
    pub upgrade_inventory: Vec<String>,
    pub upgrade_deck_count: u32,
    pub mission: Mission,
    pub round: Round,
    pub turn: Option<Turn>,
    pub fight: Option<Fight>,
    pub reaction: Option<Reaction>,
    /// A decision a played SIN card (or the Corrupted Hobo) asks for.
    pub card_owed: Option<CardOwed>,
    /// Heroes' natural abilities waiting for their players' decisions, first owed first.
    pub abilities_owed: Vec<AbilityOwed>,
    /// FORMER HELL CLUB: the hero whose player chooses 3 damage or 3 corruption now.
    pub dark_past_owed: Option<String>,
    /// DR. GAN (Redemption): the hero whose player chooses 1 more damage or an innocent's
    /// death now.
    pub innocent_owed: Option<String>,
    pub replacements: Vec<Replacement>,
    /// The API serves the outcome on its own, as for every game.
    #[cfg_attr(feature = "graphql", graphql(skip))]
    pub outcome: Option<Outcome>,
}

fn is_sin(s: &State, viewer: Viewer) -> bool {
    viewer == Viewer::Seat(s.sin_seat)
}

/// A Dark Past card is the SIN's (it assigned them) and everyone's once revealed; after
/// UNLEASH HELL the seat that checked it sees it too.
pub fn sees_dark_past(sin: bool, h: &Hero, viewer: Viewer) -> bool {
    sin || h.dark_past_revealed || h.dark_past_known_by.is_some_and(|s| viewer.is_seat(s))
}

pub fn view(s: &State, viewer: Viewer) -> View {
    let sin = is_sin(s, viewer);
    let spaces = s
        .spaces
        .iter()
        .map(|sp| SpaceView {
            id: sp.id.clone(),
            tokens: sp
                .tokens
                .iter()
                .map(|t| TokenView {
                    kind: (t.face_up || (sin && t.by_sin)).then_some(t.kind),
                    face_up: t.face_up,
                    permanent: t.permanent,
                })
                .collect(),
            slot: sp.slot.clone(),
            covered: sp.covered.clone(),
        })
        .collect();
    let heroes = s
        .heroes
        .iter()
        .map(|h| Hero {
            dark_past: h.dark_past.filter(|_| sees_dark_past(sin, h, viewer)),
            ..h.clone()
        })
        .collect();
    View {
        sin_seat: s.sin_seat,
        sin: s.sin.clone(),
        acolytes: s.acolytes.clone(),
        story: s.story.clone(),
        map: s.map.clone(),
        board: s.board.clone(),
        hero_number: s.hero_number,
        phase: s.phase,
        spaces,
        heroes,
        order: s.order.clone(),
        monsters: s.monsters.clone(),
        sin_hand: sin.then(|| s.sin_side.hand.clone()),
        sin_hand_count: s.sin_side.hand.len() as u32,
        sin_deck_count: s.sin_side.deck.len() as u32,
        sin_discard: s.sin_side.discard.clone(),
        sin_card_in_play: s.sin_side.in_play.clone(),
        reactions_active: s.sin_side.reactions_active,
        reactions_spent: s.sin_side.reactions_spent,
        apocalypse_level: s.apocalypse.level,
        apocalypse_revealed: s.apocalypse.revealed.clone(),
        apocalypse_deck_count: s.apocalypse.deck.len() as u32,
        apocalypse_drawn: sin.then(|| s.apocalypse.drawn.clone()),
        upgrade_inventory: s.upgrades.inventory.clone(),
        upgrade_deck_count: s.upgrades.deck.len() as u32,
        mission: s.mission.clone(),
        round: s.round.clone(),
        turn: s.turn.clone(),
        fight: s.fight.clone(),
        reaction: s.reaction.clone(),
        card_owed: s.card_owed.clone(),
        abilities_owed: s.abilities_owed.clone(),
        dark_past_owed: s.dark_past_owed.clone(),
        innocent_owed: s.innocent_owed.clone(),
        replacements: s.replacements.clone(),
        outcome: s.outcome.clone(),
    }
}

/// The event as `viewer` may see it. Every secret belongs to the SIN, and every event
/// holding one names the SIN's seat, the one viewer it is shown to.
pub fn redact(event: &Event, viewer: Viewer) -> Event {
    let mut e = event.clone();
    match &mut e {
        Event::DeckShuffled(d) => d.order = None,
        Event::SinCardsDrawn(d) if !viewer.is_seat(d.seat) => d.cards = None,
        Event::DarkPastAssigned(d) if !viewer.is_seat(d.seat) => d.card = None,
        Event::DarkPastChecked(d) if !viewer.is_seat(d.seat) => d.card = None,
        Event::ApocalypseCardsDrawn(d) if !viewer.is_seat(d.seat) => d.cards = None,
        // Face-down at map set-up: nobody knows it (gap G-15).
        Event::TokenPlaced(t) if !t.face_up => t.token = None,
        Event::StoryTokenPlaced(t) if !t.face_up && !viewer.is_seat(t.seat) => t.token = None,
        _ => {}
    }
    e
}
