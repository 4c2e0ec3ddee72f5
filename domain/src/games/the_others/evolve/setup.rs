//! The fold of the setup events.

use std::collections::HashMap;

use super::super::event::*;
use super::super::state::*;
use super::super::vocabulary::{MonsterKind, TokenKind};

pub fn game_started(s: &mut State, e: &GameStarted) {
    s.options = e.options.clone();
    s.content_name = e.content_name.clone();
    s.content_hash = e.content_hash.clone();
    s.seat_count = e.seat_count;
    s.sin_seat = e.sin_seat;
    s.sin = e.sin.clone();
    s.acolytes = e.acolytes.clone();
    s.story = e.story.clone();
    s.map = e.map.clone();
    s.board = e.board.clone();
    s.hero_number = e.hero_number;
    let content = s.content.clone();
    if let Some(board) = content.board(&e.board) {
        s.spaces = board
            .spaces
            .iter()
            .map(|sp| Space {
                id: sp.id.clone(),
                tokens: sp
                    .printed
                    .iter()
                    .flat_map(|p| {
                        std::iter::repeat_n(
                            Token {
                                kind: p.token,
                                face_up: true,
                                permanent: true,
                                by_sin: false,
                            },
                            usize::from(p.count),
                        )
                    })
                    .collect(),
                slot: None,
                covered: Vec::new(),
            })
            .collect();
    }
    let counts: HashMap<MonsterKind, u8> = [
        (
            MonsterKind::Acolyte,
            content.acolyte(&e.acolytes).map_or(0, |a| a.figures),
        ),
        (
            MonsterKind::Abomination,
            content
                .sin(&e.sin)
                .map_or(0, |x| x.monsters.abomination.count),
        ),
        (
            MonsterKind::Controller,
            content
                .sin(&e.sin)
                .map_or(0, |x| x.monsters.controller.count),
        ),
        (
            MonsterKind::Avatar,
            content.sin(&e.sin).map_or(0, |x| x.monsters.avatar.count),
        ),
    ]
    .into_iter()
    .collect();
    s.monsters.clear();
    for kind in MonsterKind::ALL {
        for _ in 0..counts.get(kind).copied().unwrap_or(0) {
            let id = s.monsters.len() as u16 + 1;
            s.monsters.push(Monster {
                id,
                kind: *kind,
                status: MonsterStatus::Unused,
                space: None,
                card: None,
                npc: None,
            });
        }
    }
    if let Some(story) = content.story(&e.story) {
        if let Some(first) = story.missions.iter().find(|m| m.order == 1) {
            s.mission.current = first.id.clone();
            s.mission.required = super::super::goal::required(first, e.hero_number);
        }
        s.phase = if story.dark_past {
            Phase::DarkPast
        } else if story.traitor {
            Phase::Traitor
        } else {
            Phase::Setup
        };
    }
}

pub fn token_placed(
    s: &mut State,
    space: &str,
    kind: Option<TokenKind>,
    face_up: bool,
    by_sin: bool,
) {
    if let (Some(sp), Some(kind)) = (s.space_mut(space), kind) {
        sp.tokens.push(Token {
            kind,
            face_up,
            permanent: false,
            by_sin,
        });
    }
}

pub fn monster_placed(s: &mut State, e: &MonsterPlaced) {
    if let Some(m) = s.monster_mut(e.monster) {
        m.status = MonsterStatus::OnBoard;
        m.space = Some(e.space.clone());
    }
}

pub fn team_formed(s: &mut State, e: &TeamFormed) {
    s.heroes = e.heroes.iter().map(|h| Hero::reserve(h)).collect();
}

pub fn hero_entered_play(s: &mut State, e: &HeroEnteredPlay) {
    let tokens = s.content.tables.turn_tokens;
    if let Some(h) = s.hero_mut(&e.hero) {
        h.status = HeroStatus::InPlay;
        h.seat = Some(e.seat);
        h.space = Some(e.space.clone());
        h.active_turn_tokens = tokens;
    }
    s.order.push(e.hero.clone());
}

pub fn deck_shuffled(s: &mut State, e: &DeckShuffled) {
    let order = e.order.clone().unwrap_or_default();
    match e.deck {
        Deck::Sin => {
            s.sin_side.deck = order;
            s.sin_side.discard.clear();
        }
        Deck::Apocalypse => s.apocalypse.deck = order,
        Deck::Upgrade => s.upgrades.deck = order,
    }
}

pub fn upgrade_drawn(s: &mut State, e: &UpgradeDrawn) {
    if let Some(i) = s.upgrades.deck.iter().position(|c| *c == e.card) {
        s.upgrades.deck.remove(i);
    }
    s.upgrades.inventory.push(e.card.clone());
}

pub fn sin_cards_drawn(s: &mut State, e: &SinCardsDrawn) {
    if e.reshuffled {
        s.sin_side.discard.clear();
    }
    for card in e.cards.iter().flatten() {
        if let Some(i) = s.sin_side.deck.iter().position(|c| c == card) {
            s.sin_side.deck.remove(i);
        }
        s.sin_side.hand.push(card.clone());
    }
}

pub fn dark_past_assigned(s: &mut State, e: &DarkPastAssigned) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.dark_past = e.card;
    }
    if s.heroes.iter().all(|h| h.dark_past.is_some()) {
        let traitor = s.content.story(&s.story).is_some_and(|st| st.traitor);
        s.phase = if traitor {
            Phase::Traitor
        } else {
            Phase::Setup
        };
    }
}

pub fn traitor_chosen(s: &mut State, e: &TraitorChosen) {
    if let Some(h) = s.hero_mut(&e.hero) {
        h.status = HeroStatus::Traitor;
    }
    // The traitor's figure, fought at the end like a monster (G-23).
    let id = s.monsters.iter().map(|m| m.id).max().unwrap_or(0) + 1;
    s.monsters.push(Monster {
        id,
        kind: MonsterKind::Traitor,
        status: MonsterStatus::Unused,
        space: None,
        card: None,
        npc: None,
    });
    s.phase = Phase::Setup;
}
