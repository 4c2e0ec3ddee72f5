//! What a viewer may see: everything public, each player's own hand, counts of every
//! face-down pile. Deck orders, unused party cards and other players' draws never leave the
//! server (the rulebook is silent on hands; the cooperative table still keeps them private
//! by default, §7).

use serde::Serialize;

use super::event::*;
use super::options::Options;
use super::state::*;
use super::vocabulary::Stats;
use crate::engine::{Seat, Viewer};

/// One character and its player's cards, as a viewer may see them.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectPlayer")
)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    pub seat: Seat,
    pub race: Option<String>,
    pub weapon: Option<String>,
    pub sub_weapon: Option<String>,
    pub skills: Vec<String>,
    pub style: Option<String>,
    pub level: u8,
    pub hp: i32,
    pub max_hp: i32,
    pub tension: u8,
    /// Totals, with every modifier.
    pub stats: Stats,
    pub pawn: Option<super::grid::Square>,
    pub down: bool,
    /// The hand, for its owner only.
    pub hand: Option<Vec<String>>,
    pub hand_count: u32,
    pub deck_count: u32,
    pub discard: Vec<String>,
    pub play_sheet: Vec<String>,
    pub reserve: Vec<String>,
    pub items: Vec<HeldItem>,
    /// The [持続] cards in effect and the cost cards under them.
    pub durations: Vec<DurationCard>,
}

/// One member's proposal of who takes the item being agreed on.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectItemProposal")
)]
#[serde(rename_all = "camelCase")]
pub struct ItemProposalView {
    pub seat: Seat,
    pub taker: Seat,
}

/// The players agreeing who takes an item.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectItemVote")
)]
#[serde(rename_all = "camelCase")]
pub struct ItemVoteView {
    pub item: String,
    /// The seats that may take it.
    pub candidates: Vec<Seat>,
    /// The characters not down, who each propose a taker.
    pub members: Vec<Seat>,
    pub proposals: Vec<ItemProposalView>,
    /// Who decides when the proposals differ (the fastest).
    pub fallback: Option<Seat>,
    /// Whether the proposals differed and the fallback seat decides now.
    pub fallen_to_fallback: bool,
}

/// A Brave Architect table as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "BraveArchitectView")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub options: Options,
    pub phase: Phase,
    pub round: u32,
    /// The saved characters offered before the draft, and what each player chose.
    pub party: Option<SavedParty>,
    /// The card sets still to draft, and who picks now.
    pub draft_pool: Vec<CardSet>,
    pub draft_picker: Option<Seat>,
    pub players: Vec<PlayerView>,
    pub enemy: Enemy,
    pub enemy_squares: Vec<super::grid::Square>,
    pub enemy_deck_count: u32,
    /// Top last: its top card's left side drives the next enemy action.
    pub enemy_discard: Vec<String>,
    pub strong_pile_count: u32,
    /// Normal attacks out of the game.
    pub removed_attacks: Vec<String>,
    /// This enemy action's attack card and the party cards revealed before it.
    pub revealed: Option<String>,
    pub revealed_parties: Vec<String>,
    pub active_traits: Vec<String>,
    pub item_deck_count: u32,
    pub item_discard: Vec<String>,
    /// Items turned up after a destruction, and the seats still taking one.
    pub items_offered: Vec<String>,
    pub item_takers: Vec<Seat>,
    /// The players agreeing who takes the first item still offered.
    pub item_vote: Option<ItemVoteView>,
    /// The item settled on a seat, until it takes it.
    pub item_assigned: Option<ItemAssignment>,
    /// A wall slam waiting for its side square.
    pub slam_offer: Option<SlamOffer>,
    /// A pause for the tension heal and the items before a tension rise or enemy damage.
    pub window: Option<ReactionWindow>,
    /// Seats that may start the next turn.
    pub eligible: Vec<Seat>,
    pub turn: Option<Turn>,
    pub hate: Option<Hate>,
    /// Once the game is over: whether the party won, and why it ended.
    pub won: Option<bool>,
    pub end_reason: Option<String>,
    /// Every seat on a victory, nobody on a defeat.
    pub winners: Vec<Seat>,
    /// The content in use.
    pub content_name: String,
    pub content_hash: String,
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let players = state
        .players
        .iter()
        .map(|p| PlayerView {
            seat: p.seat,
            race: p.race.clone(),
            weapon: p.weapon.clone(),
            sub_weapon: p.sub_weapon.clone(),
            skills: p.skills.clone(),
            style: p.style.clone(),
            level: p.level,
            hp: p.hp,
            max_hp: state.max_hp(p.seat),
            tension: p.tension,
            stats: state.stats(p.seat),
            pawn: p.pawn,
            down: p.down,
            hand: viewer.is_seat(p.seat).then(|| p.hand.clone()),
            hand_count: p.hand.len() as u32,
            deck_count: p.deck.len() as u32,
            discard: p.discard.clone(),
            play_sheet: p.play_sheet.clone(),
            reserve: p.reserve.clone(),
            items: p.items.clone(),
            durations: p.durations.clone(),
        })
        .collect();
    let battle = !matches!(
        state.phase,
        Phase::PartyChoice | Phase::Draft | Phase::StyleChoice
    );
    View {
        options: state.options.clone(),
        phase: state.phase,
        round: state.round,
        party: state.party.clone(),
        draft_pool: state.draft.remaining().to_vec(),
        draft_picker: state.draft.current(),
        players,
        enemy: state.enemy.clone(),
        enemy_squares: if battle && !state.content.is_empty() {
            state.enemy_squares()
        } else {
            Vec::new()
        },
        enemy_deck_count: state.enemy_deck.len() as u32,
        enemy_discard: state.enemy_discard.clone(),
        strong_pile_count: state.strong_pile.len() as u32,
        removed_attacks: state.removed_attacks.clone(),
        revealed: state.revealed.clone(),
        revealed_parties: state.revealed_parties.clone(),
        active_traits: state.active_traits.clone(),
        item_deck_count: state.item_deck.len() as u32,
        item_discard: state.item_discard.clone(),
        items_offered: state.items_offered.clone(),
        item_takers: state.item_takers.clone(),
        item_vote: state.item_vote.as_ref().map(|v| ItemVoteView {
            item: v.item.clone(),
            candidates: v.candidates.clone(),
            members: v.agreement.members().to_vec(),
            proposals: v
                .agreement
                .proposals()
                .iter()
                .map(|p| ItemProposalView {
                    seat: p.seat,
                    taker: p.choice,
                })
                .collect(),
            fallback: v.agreement.fallback(),
            fallen_to_fallback: v.agreement.has_fallen_to_fallback(),
        }),
        item_assigned: state.item_assigned.clone(),
        slam_offer: state.slam_offer.clone(),
        window: state.window.clone(),
        eligible: if state.phase == Phase::Battle {
            state.eligible()
        } else {
            Vec::new()
        },
        turn: state.turn.clone(),
        hate: state.hate,
        won: state.outcome.as_ref().map(|o| !o.winners.is_empty()),
        end_reason: state.outcome.as_ref().map(|o| o.reason.clone()),
        winners: state
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default(),
        content_name: state.content_name.clone(),
        content_hash: state.content_hash.clone(),
    }
}

/// Hide deck orders and unused cards from everyone, and a draw from all but the drawer.
pub fn redact(event: &Event, viewer: Viewer) -> Event {
    let mut e = event.clone();
    match &mut e {
        Event::StartingDeckBuilt(x) => x.order = None,
        Event::EnemyPartiesRevealed(x) => x.unused = None,
        Event::EnemyAttackDeckShuffled(x) => x.order = None,
        Event::StrongAttacksSetAside(x) => x.order = None,
        Event::ItemDeckShuffled(x) => x.order = None,
        Event::DiscardReshuffled(x) => x.order = None,
        Event::EnemyAttackDeckReshuffled(x) => x.order = None,
        Event::EnemyAttackDeckRebuilt(x) => x.order = None,
        Event::ItemDeckReshuffled(x) => x.order = None,
        Event::CardsDrawn(x) if !viewer.is_seat(x.seat) => x.cards = None,
        _ => {}
    }
    e
}
