//! What a viewer may see (spec 7.2): hands to their owner (to everyone with open hands),
//! every draw pile, the encounter slot and the unrevealed scenario cards as counts only; the
//! market (covered cards included), the discard piles, the disposal slot and all tokens in
//! full. Events are redacted the same way.

use crate::games::tokyo_saitoshin::event as ev;
use serde::Serialize;

use super::event::Event;
use super::state::{
    ActionKind, ArtifactOffer, AttackWindow, Check, DisposalReward, Disposing, Equipped, Exchange,
    Giving, Incoming, NpcState, PendingArtifact, PendingTrouble, PlayResult, Ride, SiteState, Slot,
    State, Step,
};
use super::vocabulary::{Deck, Pc, Place, SkillSlot};
use crate::engine::{Seat, Viewer};

/// The mark that stands for a card the viewer may not see.
pub const HIDDEN: &str = "?";

/// One PC as a viewer sees it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinPcView")
)]
#[serde(rename_all = "camelCase")]
pub struct PcView {
    pub pc: Pc,
    pub seat: Seat,
    pub place: Place,
    pub damage: u32,
    pub max_hp: u32,
    pub down: bool,
    pub ap: u32,
    pub progress: u32,
    /// The other PC of its pair in the 2-PC variant (spec 5.14.3): both show the one hand,
    /// deck and discard pile they share.
    pub partner: Option<Pc>,
    /// The hand, if the viewer may see it; its size always.
    pub hand: Option<Vec<String>>,
    pub hand_size: usize,
    pub deck_size: usize,
    pub discard: Vec<String>,
    pub equipped: Vec<Equipped>,
    pub sealed: Vec<SkillSlot>,
    pub skill_exhaustion: Vec<u32>,
    pub ended: bool,
    pub hand_ready: bool,
    pub may_redraw: bool,
}

/// A BOT card and the exhaustion tokens on it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinBotView")
)]
pub struct BotView {
    pub pc: Pc,
    pub exhaustion: u32,
}

/// How many cards a table deck holds.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinDeckSize")
)]
pub struct DeckSize {
    pub deck: Deck,
    pub size: usize,
}

/// A table deck's discard pile, bottom first.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinDiscardPile")
)]
pub struct DiscardPile {
    pub deck: Deck,
    pub cards: Vec<String>,
}

/// Damage tokens on an enemy card.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinCardDamage")
)]
pub struct CardDamage {
    pub card: String,
    pub damage: u32,
}

/// The action being taken and its open check.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinActionView")
)]
pub struct ActionView {
    pub pc: Pc,
    pub kind: ActionKind,
    pub check: Option<Check>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(
    feature = "graphql",
    derive(async_graphql::SimpleObject),
    graphql(name = "TokyoSaitoshinView")
)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub scenario: String,
    pub round: u32,
    pub step: Step,
    /// The Procurer plays its solo side (spec 5.14.4, G-10).
    pub solo_side: bool,
    pub pcs: Vec<PcView>,
    /// BOT cards and their exhaustion tokens.
    pub bots: Vec<BotView>,
    pub slots: Vec<Slot>,
    pub deck_sizes: Vec<DeckSize>,
    pub discards: Vec<DiscardPile>,
    pub disposal: Vec<String>,
    /// Face-down Site cards in the encounter slot (their number only).
    pub encounter_size: usize,
    /// The exploration: the revealed Site card, whether one is under way, the obligation.
    pub site: SiteState,
    /// Artifact draws waiting for the choice of a disposal-area card instead.
    pub artifact_offers: Vec<ArtifactOffer>,
    /// Disposal-area cards being obtained (revealed shortfall cards included).
    pub disposal_rewards: Vec<DisposalReward>,
    /// A hand exchange waiting for its answer (the cards seen by the offerer's seat only).
    pub exchange: Option<Exchange>,
    /// A vehicle move waiting for its passengers' answers (public: it is said aloud).
    pub ride: Option<Ride>,
    /// Damage waiting in reaction windows, the first one open (public: it is said aloud).
    pub incoming: Vec<Incoming>,
    /// An attack declared and waiting in its window for the PCs asked (public).
    pub attack: Option<AttackWindow>,
    /// A used card held before its disposal, while its PC may discard it instead (public).
    pub disposing: Option<Disposing>,
    /// Hand cards a PC is to give, while its player chooses them (public: how many only).
    pub giving: Option<Giving>,
    /// Traits whose equipped cards can no longer be unequipped.
    pub locked_traits: Vec<String>,
    /// Scenario MOD cards in play (those beside the scenario cards are not shown).
    pub mods_in_play: Vec<String>,
    /// The scenario's NPCs with the PCs (the Director) and their damage.
    pub npcs: Vec<NpcState>,
    pub removed: Vec<String>,
    pub ap_pool: u32,
    pub scenario_deck_size: usize,
    pub scenario_revealed: Vec<String>,
    pub scenario_discard: Vec<String>,
    pub scenario_progress: u32,
    pub card_damage: Vec<CardDamage>,
    pub pending_troubles: Vec<PendingTrouble>,
    pub action: Option<ActionView>,
    /// Artifacts drawn and waiting to be taken or equipped.
    pub artifacts: Vec<PendingArtifact>,
    pub offered_rewards: Vec<String>,
    pub result: Option<PlayResult>,
}

fn sees_hand(s: &State, viewer: Viewer, owner: Seat) -> bool {
    s.open_hands || viewer.is_seat(owner)
}

pub fn view(s: &State, viewer: Viewer) -> View {
    View {
        scenario: s.scenario.clone(),
        round: s.round,
        step: s.step,
        solo_side: s.solo_side,
        pcs: s
            .pcs
            .iter()
            .map(|p| PcView {
                pc: p.pc,
                seat: p.seat,
                place: p.place,
                damage: p.damage,
                max_hp: p.max_hp,
                down: p.down,
                ap: p.ap,
                progress: p.progress,
                partner: p.partner,
                hand: sees_hand(s, viewer, p.seat).then(|| s.hand(p.pc).to_vec()),
                hand_size: s.hand(p.pc).len(),
                deck_size: s.deck(p.pc).len(),
                discard: s.discard(p.pc).to_vec(),
                equipped: p.equipped.clone(),
                sealed: p
                    .skills
                    .iter()
                    .filter(|k| k.sealed)
                    .map(|k| k.slot)
                    .collect(),
                skill_exhaustion: p.skills.iter().map(|k| k.exhaustion).collect(),
                ended: p.ended,
                hand_ready: p.hand_ready,
                may_redraw: p.may_redraw,
            })
            .collect(),
        bots: s
            .bots
            .iter()
            .map(|b| BotView {
                pc: b.pc,
                exhaustion: b.exhaustion,
            })
            .collect(),
        slots: s.slots.clone(),
        deck_sizes: s
            .decks
            .iter()
            .map(|(d, c)| DeckSize {
                deck: *d,
                size: c.len(),
            })
            .collect(),
        discards: s
            .discards
            .iter()
            .map(|(d, c)| DiscardPile {
                deck: *d,
                cards: c.clone(),
            })
            .collect(),
        disposal: s.disposal.clone(),
        encounter_size: s.encounter.len(),
        site: s.site.clone(),
        artifact_offers: s.artifact_offers.clone(),
        disposal_rewards: s.disposal_rewards.clone(),
        locked_traits: s.locked_traits.clone(),
        npcs: s.npcs.clone(),
        mods_in_play: s.mods_in_play.clone(),
        exchange: s.exchange.as_ref().map(|x| {
            let seen = s.pc(x.pc).is_some_and(|p| sees_hand(s, viewer, p.seat));
            Exchange {
                cards: if seen {
                    x.cards.clone()
                } else {
                    hidden(&x.cards)
                },
                ..x.clone()
            }
        }),
        ride: s.ride.clone(),
        incoming: s.incoming.clone(),
        attack: s.attack.clone(),
        disposing: s.disposing.clone(),
        giving: s.giving.clone(),
        removed: s.removed.clone(),
        ap_pool: s.ap_pool,
        scenario_deck_size: s.scenario_deck.len(),
        scenario_revealed: s.scenario_revealed.clone(),
        scenario_discard: s.scenario_discard.clone(),
        scenario_progress: s.scenario_progress,
        card_damage: s
            .card_damage
            .iter()
            .map(|(c, n)| CardDamage {
                card: c.clone(),
                damage: *n,
            })
            .collect(),
        pending_troubles: s.pending.clone(),
        action: s.action.as_ref().map(|a| ActionView {
            pc: a.pc,
            kind: a.kind.clone(),
            check: a.check.clone(),
        }),
        artifacts: s.artifacts.clone(),
        offered_rewards: s.offered_rewards.clone(),
        result: s.result.clone(),
    }
}

fn hidden(cards: &[String]) -> Vec<String> {
    vec![HIDDEN.to_owned(); cards.len()]
}

pub fn redact(event: &Event, viewer: Viewer) -> Event {
    let mut e = event.clone();
    match &mut e {
        Event::DeckShuffled(ev::DeckShuffled { order, .. })
        | Event::RewardCardsAdded(ev::RewardCardsAdded { order, .. })
        | Event::StarterDeckShuffled(ev::StarterDeckShuffled { order, .. })
        | Event::ScenarioCardShuffledIntoTroubles(ev::ScenarioCardShuffledIntoTroubles {
            order,
            ..
        })
        | Event::TroubleDeckReshuffled(ev::TroubleDeckReshuffled { order })
        | Event::SiteDeckReshuffled(ev::SiteDeckReshuffled { order }) => *order = hidden(order),
        Event::SiteCardDrawn(ev::SiteCardDrawn { card, .. }) => *card = HIDDEN.to_owned(),
        Event::CardsDrawn(ev::CardsDrawn {
            seat, cards, open, ..
        }) if !*open && !viewer.is_seat(*seat) => *cards = hidden(cards),
        Event::ExchangeOffered(ev::ExchangeOffered {
            seat, cards, open, ..
        }) if !*open && !viewer.is_seat(*seat) => *cards = hidden(cards),
        // Each seat sees the cards it received, nobody else's.
        Event::HandsExchanged(ev::HandsExchanged {
            seat,
            other_seat,
            given,
            taken,
            open: false,
            ..
        }) => {
            if !viewer.is_seat(*other_seat) {
                *given = hidden(given);
            }
            if !viewer.is_seat(*seat) {
                *taken = hidden(taken);
            }
        }
        // The receiving seat sees the cards given, nobody else (the giver knows them).
        Event::HandCardsGiven(ev::HandCardsGiven {
            to_seat,
            cards,
            open: false,
            ..
        }) if !viewer.is_seat(*to_seat) => *cards = hidden(cards),
        Event::HandRedrawn(ev::HandRedrawn {
            seat,
            hand,
            order,
            open,
            ..
        }) => {
            *order = hidden(order);
            if !*open && !viewer.is_seat(*seat) {
                *hand = hidden(hand);
            }
        }
        _ => {}
    }
    e
}
