//! The worked examples of the rules specification (section 11) that need Power Up!, given /
//! when / then. They use only the framework (the Evolution draw, the deck rebuilt from the
//! discards, the starting Evolution): which cards are drawn does not matter to them.

use super::super::command::CardRef;
use super::super::event::Event;
use super::super::evolutions::registry::evolution_deck;
use super::super::state::Location;
use super::evolutions::{evolution, power_up};
use super::*;
use crate::engine::{Game, GameRng, Seat};

fn keep(card: &str) -> Command {
    Command::KeepEvolution(CardRef {
        card: evolution(card).instance,
    })
}

fn drawn(events: &[Event], s: u8) -> Vec<CardInstance> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::EvolutionsDrawn(d) if d.seat == Seat(s) => d.cards.clone(),
            _ => None,
        })
        .flatten()
        .collect()
}

fn healed(events: &[Event], s: u8) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::HealthGained(h) if h.seat == Seat(s) => Some(h.amount),
            _ => None,
        })
        .sum()
}

fn sorted(mut cards: Vec<CardInstance>) -> Vec<CardInstance> {
    cards.sort();
    cards
}

/// S-10: three Hearts in Tokyo heal nothing, yet the monster draws 2 Evolutions after
/// resolution, keeps 1 face down in hand and discards the other face down.
#[test]
fn s10_three_hearts_in_tokyo_still_draw_an_evolution() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(0)
        .health(0, 6)
        .evolution_deck(0, &["alien_scourge", "anger_batteries", "exotic_arms"])
        .dice([H, H, H, N2, N2, S])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(healed(&events, 0), 0, "no healing in Tokyo");
    assert_eq!(state.monsters[0].health, 6);
    assert_eq!(
        drawn(&events, 0),
        vec![evolution("alien_scourge"), evolution("anger_batteries")]
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "CHOOSE_EVOLUTION".to_owned())]
    );

    when(&mut state, 0, keep("anger_batteries"));
    let piles = &state.monsters[0].evolutions;
    assert_eq!(piles.hand, vec![evolution("anger_batteries")]);
    assert_eq!(piles.hidden_discard, vec![evolution("alien_scourge")]);
    assert_eq!(piles.deck, vec![evolution("exotic_arms")]);
}

/// S-11: an empty Evolution deck is rebuilt from the 5 discarded cards, then drawn from.
#[test]
fn s11_an_empty_evolution_deck_is_rebuilt_from_its_discards() {
    let discards = [
        "alien_scourge",
        "precision_field_support",
        "anger_batteries",
        "adapting_technology",
        "funny_looking_but_dangerous",
    ];
    let mut state = given()
        .monsters(2)
        .power_up()
        .dice([H, H, H, N1, N2, E])
        .build();
    state.monsters[0].evolutions.hidden_discard =
        discards[..3].iter().map(|c| evolution(c)).collect();
    state.monsters[0].evolutions.discard = discards[3..].iter().map(|c| evolution(c)).collect();
    let events = stop_and_resolve(&mut state, 0);
    let shuffled: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::EvolutionDeckShuffled(s) if s.seat == Seat(0) => Some(s.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(shuffled.len(), 1);
    assert!(shuffled[0].from_discard);
    assert_eq!(shuffled[0].count, 5, "the 5 discards form the new deck");
    let new_deck = shuffled[0].order.clone().expect("the stored order");
    assert_eq!(
        sorted(new_deck.clone()),
        sorted(discards.iter().map(|c| evolution(c)).collect())
    );
    assert_eq!(
        drawn(&events, 0),
        new_deck[..2].to_vec(),
        "drawn from its top"
    );
    let piles = &state.monsters[0].evolutions;
    assert_eq!(piles.deck, new_deck[2..].to_vec());
    assert!(piles.discard.is_empty() && piles.hidden_discard.is_empty());
}

/// S-23: the starting Evolution: draw 2 of the deck, keep 1 secretly, put the other back
/// and shuffle (with all 8 cards implemented: hand 1, deck 7).
#[test]
fn s23_the_starting_evolution_leaves_one_in_hand_and_the_rest_in_the_deck() {
    let options = Options {
        monsters: Some(vec!["cyber_kitty".into(), "gigazaur".into()]),
        ..power_up()
    };
    let events = KingOfTokyo::setup(&options, &Seat::all(2), &mut GameRng::from_u64(23))
        .expect("setup accepted");
    let mut state = State::default();
    for e in &events {
        KingOfTokyo::evolve(&mut state, e);
    }
    let full = evolution_deck("cyber_kitty").len();
    assert!(full >= 2, "Cyber Kitty's deck has implemented cards");
    let cards = drawn(&events, 0);
    assert_eq!(cards.len(), 2, "draws 2");
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionsDrawn(d) if d.seat == Seat(0) && d.at_setup)));

    let mut rng = GameRng::from_u64(1);
    let kept = cards[1].clone();
    let events = testing::when::<KingOfTokyo>(
        &mut state,
        Seat(0),
        &Command::KeepEvolution(CardRef {
            card: kept.instance,
        }),
        &mut rng,
    )
    .expect("keep accepted");
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionKept(k) if k.returned_to_deck && k.other == Some(cards[0].clone()))));
    assert!(
        events.iter().any(|e| matches!(e,
            Event::EvolutionDeckShuffled(s) if s.seat == Seat(0) && !s.from_discard && s.count as usize == full - 1)),
        "the deck with the card put back is shuffled"
    );
    let piles = &state.monsters[0].evolutions;
    assert_eq!(piles.hand, vec![kept]);
    assert_eq!(piles.deck.len(), full - 1);
    assert!(
        piles.deck.contains(&cards[0]),
        "the other card is back in the deck"
    );
    assert!(piles.hidden_discard.is_empty() && piles.drawn.is_empty());
    let other = KingOfTokyo::view(&state, crate::engine::Viewer::Seat(Seat(1)));
    let seen = other.monsters[0]
        .evolutions
        .as_ref()
        .expect("Power Up! view");
    assert_eq!(
        (seen.hand_size, seen.hand.is_none()),
        (1, true),
        "kept secretly"
    );
}

/// E-08: in Tokyo three Hearts heal nothing, the Energy counts, the monster draws 2
/// Evolutions and keeps 1; then a bought Heal card does heal it in Tokyo.
#[test]
fn e08_healing_in_tokyo_and_the_evolution_draw() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .in_city(0)
        .health(0, 4)
        .energy(0, 3)
        .tokens(0, 1, 0)
        .market(["heal", "energize", "jet_fighters"])
        .evolution_deck(0, &["alien_scourge", "anger_batteries"])
        .dice([H, H, H, N3, N3, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_eq!(healed(&events, 0), 0);
    assert_eq!(state.monsters[0].health, 4);
    assert_eq!(state.monsters[0].energy, 4);
    assert_eq!(
        state.monsters[0].poison, 1,
        "the Hearts cannot remove the Poison token"
    );
    assert_eq!(drawn(&events, 0).len(), 2);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "CHOOSE_EVOLUTION".to_owned())]
    );

    when(&mut state, 0, keep("alien_scourge"));
    assert_eq!(
        state.monsters[0].evolutions.hand,
        vec![evolution("alien_scourge")]
    );
    assert_eq!(state.monsters[0].location, Location::City);
    let events = when(&mut state, 0, buy(0));
    assert_eq!(healed(&events, 0), 2, "Heal works in Tokyo");
    assert_eq!(state.monsters[0].health, 6);
    assert_eq!(state.monsters[0].energy, 1);
}

/// E-18: the deck holds 1 card and the discards 4: draw the 1, shuffle the 4 into a new
/// deck, draw 1 more, keep 1 of the 2 and discard the other.
#[test]
fn e18_the_evolution_deck_runs_out_mid_draw() {
    let discards = [
        "precision_field_support",
        "anger_batteries",
        "adapting_technology",
        "funny_looking_but_dangerous",
    ];
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_deck(0, &["alien_scourge"])
        .dice([H, H, H, N1, N2, E])
        .build();
    state.monsters[0].evolutions.hidden_discard = discards.iter().map(|c| evolution(c)).collect();
    let events = stop_and_resolve(&mut state, 0);
    let shuffle = events
        .iter()
        .find_map(|e| match e {
            Event::EvolutionDeckShuffled(s) if s.from_discard => Some(s.clone()),
            _ => None,
        })
        .expect("the discards are shuffled into a new deck");
    let order = shuffle.order.expect("the stored order");
    assert_eq!(
        order[0],
        evolution("alien_scourge"),
        "the card already drawn stays aside"
    );
    assert_eq!(
        sorted(order[1..].to_vec()),
        sorted(discards.iter().map(|c| evolution(c)).collect())
    );
    let cards = drawn(&events, 0);
    assert_eq!(cards, vec![evolution("alien_scourge"), order[1].clone()]);

    when(
        &mut state,
        0,
        Command::KeepEvolution(CardRef {
            card: cards[1].instance,
        }),
    );
    let piles = &state.monsters[0].evolutions;
    assert_eq!(piles.hand, vec![cards[1].clone()]);
    assert_eq!(piles.hidden_discard, vec![evolution("alien_scourge")]);
    assert_eq!(piles.deck, order[2..].to_vec());
}
