//! What each viewer sees: the whole table is public except the Power deck order, the
//! pending yield answers of other seats, the top card a Made in a Lab owner looked at, and
//! (Power Up!) every Evolution deck order, other seats' hands, drawn cards and face-down
//! discards.

use serde::Serialize;

use super::data::Content;
use super::event::{
    DeckTopPeeked, DraftPacket, DraftPacketsDealt, DraftPacketsPassed, Event, EvolutionChoiceMade,
    EvolutionDeckShuffled, EvolutionDrafted, EvolutionKept, EvolutionReturnedToHand,
    EvolutionsDiscarded, EvolutionsDrawn, PowerCardsLooked, PowerDeckShuffled, YieldChoiceMade,
};
use super::state::{
    CardInstance, CardKind, Face, FreezeRayHold, FrozenDie, Location, Monster, Phase, State,
};
use crate::engine::{Seat, Viewer};

/// A King of Tokyo table as one viewer may see it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoView")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The step under way.
    pub phase: Phase,
    /// Whose turn it is (`null` before the first turn).
    pub active_seat: Option<Seat>,
    /// Turn number, from 1.
    pub turn: u32,
    /// Every monster, by seat.
    pub monsters: Vec<MonsterView>,
    /// The monster in Tokyo City.
    pub tokyo_city: Option<Seat>,
    /// The monster in Tokyo Bay.
    pub tokyo_bay: Option<Seat>,
    /// Whether Tokyo Bay is in use (at least 5 monsters remain).
    pub tokyo_bay_open: bool,
    /// The active monster's dice, by index.
    pub dice: Vec<Face>,
    /// Rolls made this turn (the first roll included).
    pub rolls_used: u8,
    /// Rolls allowed this turn.
    pub rolls_allowed: u8,
    /// The three face-up market slots.
    pub market: Vec<MarketSlot>,
    /// Number of cards in the face-down Power deck (its order is secret).
    pub deck_size: u32,
    /// The Power discard pile, oldest first.
    pub discard: Vec<CardView>,
    /// Monsters still deciding (or having decided) whether to yield Tokyo. The answer is shown
    /// only to the seat that gave it, until all answers are revealed.
    pub pending_yields: Vec<PendingYieldView>,
    /// Extra turns the active monster will take after this one.
    pub extra_turns: u8,
    /// The winners, once the game has ended.
    pub winners: Vec<Seat>,
    /// Why the game ended (`TWENTY_VICTORY_POINTS`, `LAST_MONSTER_STANDING`, `ALL_ELIMINATED`).
    pub end_reason: Option<String>,
    /// The Keep card the Mimic token is on (its instance), if placed.
    pub mimic_target: Option<u16>,
    /// Heart results the active monster still has to spend (`HEARTS` phase).
    pub hearts_to_spend: u8,
    /// The top card of the Power deck, shown only to the active monster after it looked at
    /// it with Made in a Lab.
    pub peeked_card: Option<CardView>,
    /// Monsters protected by Wings for the rest of this turn.
    pub wings_active: Vec<Seat>,
    /// Mutant Evolution: the Evolution draft under way at setup (`null` otherwise).
    pub draft: Option<DraftView>,
    /// Power Up!: the Power cards an Evolution revealed for its owner to choose from (Deep
    /// Dive, Miraculous Catch), shown only to that owner (`EVOLUTION_CHOICE`).
    pub evolution_choice: Option<Vec<CardView>>,
    /// Power Up!: the Permanent Evolution in play that Icy Reflection copies (its instance).
    pub snowflake_on: Option<u16>,
    /// Power Up!: the Keep cards with a UFO token (Superior Alien Technology), by instance.
    pub ufo_cards: Vec<u16>,
    /// Power Up!: the die frozen by Encased in Ice until its owner's next turn (on another
    /// monster's turn it is that monster's last die).
    pub frozen_die: Option<FrozenDie>,
    /// Power Up!: Freeze Rays given away: who holds each until the end of its next turn, and
    /// the face that has no effect for it once chosen (public).
    pub freeze_rays: Vec<FreezeRayHold>,
}

/// Mutant Evolution: the draft as one viewer may see it. Every seat's progress is public;
/// the cards of a packet only its holder sees, the cards picked only the picker.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraft")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftView {
    /// The pick round, from 1.
    pub round: u32,
    /// Every seat's progress, by seat.
    pub seats: Vec<DraftSeatView>,
    /// The packet the viewer holds (`null` for spectators).
    pub packet: Option<Vec<EvolutionView>>,
    /// The cards the viewer picked so far, face down (`null` for spectators).
    pub picked: Option<Vec<EvolutionView>>,
}

/// Mutant Evolution: one seat's progress in the draft (public).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoDraftSeat")
)]
#[serde(rename_all = "camelCase")]
pub struct DraftSeatView {
    pub seat: Seat,
    /// Cards in the packet it holds.
    pub packet_size: u32,
    /// Cards it picked so far.
    pub picked_count: u32,
    /// `true` while it still owes this round's pick.
    pub picking: bool,
}

/// One monster's board.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMonster")
)]
#[serde(rename_all = "camelCase")]
pub struct MonsterView {
    /// The seat playing it.
    pub seat: Seat,
    /// Monster id from `monsters.json`.
    pub monster: String,
    /// Display name.
    pub name: String,
    /// Hearts left.
    pub health: u8,
    /// Maximum hearts.
    pub max_health: u8,
    /// Victory points.
    pub victory_points: u32,
    /// Energy cubes.
    pub energy: u32,
    /// Outside, in Tokyo City or in Tokyo Bay.
    pub location: Location,
    /// `false` once eliminated.
    pub alive: bool,
    /// Keep cards in front of it.
    pub keep_cards: Vec<CardView>,
    /// Poison tokens (1 heart lost per token at the end of its turn).
    pub poison_tokens: u8,
    /// Shrink tokens (1 die fewer per token).
    pub shrink_tokens: u8,
    /// Power Up!: its Evolution cards (`null` without Power Up!).
    pub evolutions: Option<EvolutionsView>,
}

/// Power Up!: one monster's Evolution cards as one viewer may see them. The deck order is
/// secret from everybody; the hand, the cards drawn and the face-down discards only from the
/// other viewers (they see counts).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolutions")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionsView {
    /// Cards left in its Evolution deck.
    pub deck_size: u32,
    /// Cards in its hand.
    pub hand_size: u32,
    /// Its hand (only for its own seat; `null` for everyone else).
    pub hand: Option<Vec<EvolutionView>>,
    /// Cards drawn, to keep one of (`CHOOSE_EVOLUTION`).
    pub drawn_count: u32,
    /// The cards drawn (only for its own seat; `null` for everyone else).
    pub drawn: Option<Vec<EvolutionView>>,
    /// Permanent Evolutions in play (public).
    pub in_play: Vec<EvolutionView>,
    /// Temporary Evolutions it played, face up (public), oldest first.
    pub discard: Vec<EvolutionView>,
    /// Cards drawn and not kept, face down.
    pub hidden_discard_count: u32,
    /// The face-down discards (only for its own seat; `null` for everyone else).
    pub hidden_discard: Option<Vec<EvolutionView>>,
}

/// An Evolution card with its printed data.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoEvolution")
)]
#[serde(rename_all = "camelCase")]
pub struct EvolutionView {
    /// Number of this physical card in the game (`card` in `playEvolution`).
    pub instance: u16,
    /// Card id in `evolutions.json`.
    pub id: String,
    /// English name.
    pub name: String,
    /// The monster whose deck it belongs to.
    pub monster: String,
    /// `true`: stays in play once played; `false`: resolves and is discarded.
    pub permanent: bool,
    /// What the card does.
    pub effect: String,
    /// When it may be played.
    pub timing: String,
    /// Tokens (or energy) on the card while it is in play (Adapting Technology, Bamboo
    /// Supply); 0 elsewhere.
    pub tokens: u32,
}

/// A face-up market slot.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoMarketSlot")
)]
#[serde(rename_all = "camelCase")]
pub struct MarketSlot {
    /// Slot number, 0 to 2.
    pub slot: u8,
    /// The card in it (`null` only when no card is left to reveal).
    pub card: Option<CardView>,
}

/// A Power card with its printed data.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoCard")
)]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    /// Number of this physical card in the game.
    pub instance: u16,
    /// Card id in `power_cards.json`.
    pub id: String,
    /// English name.
    pub name: String,
    /// Printed cost in energy.
    pub cost: u32,
    /// Keep or Discard.
    pub kind: CardKind,
    /// What the card does.
    pub effect: String,
    /// Tokens on the card (Battery Monster energy, Smoke Cloud smoke).
    pub tokens: u32,
}

/// A pending yield decision.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "KingOfTokyoPendingYield")
)]
#[serde(rename_all = "camelCase")]
pub struct PendingYieldView {
    /// The monster in Tokyo that decides.
    pub seat: Seat,
    /// Whether it has answered.
    pub answered: bool,
    /// Its answer (`true` = yield), shown only to that seat.
    pub yields: Option<bool>,
}

fn card_view(content: &Content, card: &CardInstance) -> CardView {
    card_view_with(content, card, 0)
}

fn card_view_with(content: &Content, card: &CardInstance, tokens: u32) -> CardView {
    let data = content.power_card(&card.card);
    CardView {
        instance: card.instance,
        id: card.card.clone(),
        name: data.map_or_else(|| card.card.clone(), |d| d.name_en.clone()),
        cost: data.map_or(0, |d| d.cost),
        kind: content.kind_of(&card.card),
        effect: data.map_or_else(String::new, |d| d.effect.clone()),
        tokens,
    }
}

fn monster_name(content: &Content, id: &str) -> String {
    content
        .monster(id)
        .map_or_else(|| id.to_owned(), |m| m.name_en.clone())
}

/// An Evolution as the game's own pack describes it (its name and texts may differ from
/// the embedded ones).
fn evolution_view(content: &Content, card: &CardInstance) -> EvolutionView {
    let data = content.evolution(&card.card);
    EvolutionView {
        instance: card.instance,
        id: card.card.clone(),
        name: data.map_or_else(|| card.card.clone(), |d| d.name_en.clone()),
        monster: data.map_or_else(String::new, |d| d.monster.clone()),
        permanent: super::evolutions::registry::is_permanent(&card.card),
        effect: data.map_or_else(String::new, |d| d.effect.clone()),
        timing: data.map_or_else(String::new, |d| d.timing.clone()),
        tokens: 0,
    }
}

fn evolutions_view(state: &State, m: &Monster, viewer: Viewer) -> Option<EvolutionsView> {
    if !state.options.power_up {
        return None;
    }
    let e = &m.evolutions;
    let own = viewer.is_seat(m.seat);
    let list = |cards: &[CardInstance]| {
        cards
            .iter()
            .map(|c| evolution_view(&state.content, c))
            .collect::<Vec<_>>()
    };
    Some(EvolutionsView {
        deck_size: e.deck.len() as u32,
        hand_size: e.hand.len() as u32,
        hand: own.then(|| list(&e.hand)),
        drawn_count: e.drawn.len() as u32,
        drawn: own.then(|| list(&e.drawn)),
        in_play: e
            .in_play
            .iter()
            .map(|c| EvolutionView {
                tokens: state.card_tokens.get(&c.instance).copied().unwrap_or(0),
                ..evolution_view(&state.content, c)
            })
            .collect(),
        discard: list(&e.discard),
        hidden_discard_count: e.hidden_discard.len() as u32,
        hidden_discard: own.then(|| list(&e.hidden_discard)),
    })
}

pub fn view(state: &State, viewer: Viewer) -> View {
    let outcome = state.outcome.as_ref();
    View {
        phase: state.phase,
        active_seat: (state.turn > 0).then_some(state.active),
        turn: state.turn,
        monsters: state
            .monsters
            .iter()
            .map(|m| MonsterView {
                seat: m.seat,
                monster: m.monster.clone(),
                name: monster_name(&state.content, &m.monster),
                health: m.health,
                max_health: m.max_health,
                victory_points: m.victory_points,
                energy: m.energy,
                location: m.location,
                alive: m.alive,
                keep_cards: m
                    .keep_cards
                    .iter()
                    .map(|c| {
                        card_view_with(
                            &state.content,
                            c,
                            state.card_tokens.get(&c.instance).copied().unwrap_or(0),
                        )
                    })
                    .collect(),
                poison_tokens: m.poison,
                shrink_tokens: m.shrink,
                evolutions: evolutions_view(state, m, viewer),
            })
            .collect(),
        tokyo_city: state.city,
        tokyo_bay: state.bay,
        tokyo_bay_open: state.bay_open(),
        dice: state.dice.clone(),
        rolls_used: state.rolls_used,
        rolls_allowed: state.rolls_allowed,
        market: state
            .market
            .iter()
            .enumerate()
            .map(|(slot, card)| MarketSlot {
                slot: slot as u8,
                card: card.as_ref().map(|c| card_view(&state.content, c)),
            })
            .collect(),
        deck_size: state.deck.len() as u32,
        discard: state
            .discard
            .iter()
            .map(|c| card_view(&state.content, c))
            .collect(),
        pending_yields: state
            .pending
            .pending_yields
            .iter()
            .map(|p| PendingYieldView {
                seat: p.seat,
                answered: p.yields.is_some(),
                yields: if viewer.is_seat(p.seat) {
                    p.yields
                } else {
                    None
                },
            })
            .collect(),
        extra_turns: state.extra_turns,
        winners: outcome.map(|o| o.winners.clone()).unwrap_or_default(),
        end_reason: outcome.map(|o| o.reason.clone()),
        mimic_target: state.mimic_target,
        hearts_to_spend: state.pending.hearts_left,
        peeked_card: if state.turn_scratch.peeked && viewer.is_seat(state.active) {
            state.deck.first().map(|c| card_view(&state.content, c))
        } else {
            None
        },
        wings_active: state.turn_scratch.wings_active.clone(),
        draft: draft_view(state, viewer),
        evolution_choice: state
            .pending
            .evolution_choice
            .as_ref()
            .filter(|c| viewer.is_seat(c.seat))
            .map(|c| {
                c.cards
                    .iter()
                    .map(|c| card_view(&state.content, c))
                    .collect()
            }),
        snowflake_on: state.power_up.snowflake_on,
        ufo_cards: state.power_up.ufo_cards.clone(),
        frozen_die: state.power_up.frozen_die.clone(),
        freeze_rays: state.power_up.freeze_rays.clone(),
    }
}

fn draft_view(state: &State, viewer: Viewer) -> Option<DraftView> {
    let draft = state.power_up.draft.as_ref()?;
    let own = |piles: &[Vec<CardInstance>]| match viewer {
        Viewer::Seat(s) => piles.get(s.index()).map(|cards| {
            cards
                .iter()
                .map(|c| evolution_view(&state.content, c))
                .collect()
        }),
        _ => None,
    };
    Some(DraftView {
        round: draft.round,
        seats: Seat::all(state.monsters.len())
            .into_iter()
            .map(|seat| DraftSeatView {
                seat,
                packet_size: draft.packets.get(seat.index()).map_or(0, Vec::len) as u32,
                picked_count: draft.picks.get(seat.index()).map_or(0, Vec::len) as u32,
                picking: super::rules::draft::owes_pick(state, seat),
            })
            .collect(),
        packet: own(&draft.packets),
        picked: own(&draft.picks),
    })
}

/// Mutant Evolution: the packets as `viewer` may see them (only its own packet's cards).
fn redact_packets(packets: &[DraftPacket], viewer: Viewer) -> Vec<DraftPacket> {
    packets
        .iter()
        .map(|p| DraftPacket {
            cards: if viewer.is_seat(p.seat) {
                p.cards.clone()
            } else {
                None
            },
            ..p.clone()
        })
        .collect()
}

/// Hide the Power deck order from everyone, and a yield answer or a peeked card from
/// everyone but its seat.
/// Stateless: depends only on the event and the viewer.
pub fn redact(event: &Event, viewer: Viewer) -> Event {
    match event {
        Event::PowerDeckShuffled(e) => Event::PowerDeckShuffled(PowerDeckShuffled {
            order: None,
            ..e.clone()
        }),
        Event::EvolutionDeckShuffled(e) => Event::EvolutionDeckShuffled(EvolutionDeckShuffled {
            order: None,
            ..e.clone()
        }),
        Event::EvolutionsDrawn(e) if !viewer.is_seat(e.seat) => {
            Event::EvolutionsDrawn(EvolutionsDrawn {
                cards: None,
                ..e.clone()
            })
        }
        Event::EvolutionKept(e) if !viewer.is_seat(e.seat) => Event::EvolutionKept(EvolutionKept {
            kept: None,
            other: None,
            ..e.clone()
        }),
        Event::EvolutionsDiscarded(e) if !viewer.is_seat(e.seat) => {
            Event::EvolutionsDiscarded(EvolutionsDiscarded {
                hidden: None,
                ..e.clone()
            })
        }
        Event::EvolutionReturnedToHand(e) if !viewer.is_seat(e.seat) => {
            Event::EvolutionReturnedToHand(EvolutionReturnedToHand {
                card: None,
                ..e.clone()
            })
        }
        Event::YieldChoiceMade(e) if !viewer.is_seat(e.seat) => {
            Event::YieldChoiceMade(YieldChoiceMade {
                seat: e.seat,
                yields: None,
            })
        }
        Event::DeckTopPeeked(e) if !viewer.is_seat(e.seat) => Event::DeckTopPeeked(DeckTopPeeked {
            seat: e.seat,
            card: None,
        }),
        Event::DraftPacketsDealt(e) => Event::DraftPacketsDealt(DraftPacketsDealt {
            packets: redact_packets(&e.packets, viewer),
            ..e.clone()
        }),
        Event::DraftPacketsPassed(e) => Event::DraftPacketsPassed(DraftPacketsPassed {
            packets: redact_packets(&e.packets, viewer),
            ..e.clone()
        }),
        Event::EvolutionDrafted(e) if !viewer.is_seat(e.seat) => {
            Event::EvolutionDrafted(EvolutionDrafted {
                card: None,
                ..e.clone()
            })
        }
        Event::PowerCardsLooked(e) if !viewer.is_seat(e.seat) => {
            Event::PowerCardsLooked(PowerCardsLooked {
                cards: None,
                ..e.clone()
            })
        }
        Event::EvolutionChoiceMade(e) if !viewer.is_seat(e.seat) => {
            Event::EvolutionChoiceMade(EvolutionChoiceMade {
                bottom: None,
                ..e.clone()
            })
        }
        other => other.clone(),
    }
}

impl View {
    /// The seats whose monsters are still in the game.
    pub fn alive_seats(&self) -> Vec<Seat> {
        self.monsters
            .iter()
            .filter(|m| m.alive)
            .map(|m| m.seat)
            .collect()
    }
}
