//! [持続] duration cards (§5.3): the cost cards lie under the card, one goes at each of its
//! owner's later turn starts, and with none left the card goes (EX-14).

use super::*;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::{Card, Op};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::State;
use crate::games::brave_architect::vocabulary::{EffectType, Stat};

/// A cost-2 duration card: +1 [防] while it lasts.
fn guard() -> Card {
    Card {
        id: "guard".into(),
        name: "guard".into(),
        name_ja: "guard".into(),
        cost: 2,
        effect_type: EffectType::Duration,
        attack: None,
        ops: vec![Op::StatBonus {
            stat: Stat::Defence,
            amount: 1,
        }],
        text: Default::default(),
    }
}

/// Seat 0 holds the guard and two other cards, far from the enemy.
fn holding_the_guard() -> (State, Vec<String>) {
    let state = given(2).build();
    let others: Vec<String> = state.players[0].hand[..2].to_vec();
    let hand = ["guard", others[0].as_str(), others[1].as_str()];
    let state = given(2)
        .card(guard())
        .hand(0, &hand)
        .pawn(0, sq(8, 0))
        .pawn(1, sq(8, 8))
        .build();
    (state, others)
}

fn play_guard(discard: &[String], tension: u8) -> Command {
    Command::PlayCard(PlayCardChoice {
        card: "guard".into(),
        discard: discard.to_vec(),
        tension,
        target: None,
        extras: Vec::new(),
    })
}

/// Seat 1's turn and the enemy action: the round ends.
fn rest_of_round(state: &mut State) {
    when(state, 0, Command::EndTurn(YES));
    when(state, 1, Command::StartPlayerTurn(YES));
    when(state, 1, Command::EndTurn(YES));
}

/// Seat 0's next turn start: what happened to its duration cards.
fn next_turn_start(state: &mut State) -> Vec<Event> {
    rest_of_round(state);
    when(state, 0, Command::StartPlayerTurn(YES))
        .into_iter()
        .filter(|e| {
            matches!(
                e,
                Event::DurationCardTicked(_) | Event::DurationCardExpired(_)
            )
        })
        .collect()
}

#[test]
fn ex14_a_cost_2_duration_card_lasts_3_turns_losing_one_card_from_under_it_at_each_start() {
    let (mut state, paid) = holding_the_guard();
    let defence = state.stats(seat(0)).defence;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, play_guard(&paid, 0));
    let p = &state.players[0];
    assert_eq!(p.durations[0].under, paid, "the cost cards lie under it");
    assert!(!p.discard.contains(&paid[0]) && p.play_sheet.contains(&"guard".to_string()));
    assert_eq!(state.stats(seat(0)).defence, defence + 1);
    // T+1 and T+2: one card each; the card stays through the round ends.
    for (turn, card) in paid.iter().enumerate() {
        let ticks = next_turn_start(&mut state);
        assert!(
            matches!(&ticks[..], [Event::DurationCardTicked(t)] if &t.discarded == card),
            "turn T+{}: {ticks:?}",
            turn + 1
        );
        assert_eq!(state.stats(seat(0)).defence, defence + 1);
        assert!(state.players[0].discard.contains(card));
    }
    // T+3: nothing left under it, so it goes.
    let ticks = next_turn_start(&mut state);
    assert!(matches!(&ticks[..], [Event::DurationCardExpired(e)] if e.card == "guard"));
    assert_eq!(state.stats(seat(0)).defence, defence);
    let p = &state.players[0];
    assert!(p.durations.is_empty() && !p.play_sheet.contains(&"guard".to_string()));
    assert!(p.discard.contains(&"guard".to_string()));
}

#[test]
fn ex14_variant_tension_paying_part_of_the_cost_shortens_the_duration_to_2_turns() {
    let (mut state, paid) = holding_the_guard();
    state.players[0].tension = 1;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, play_guard(&paid[..1], 1));
    assert_eq!(state.players[0].durations[0].under, paid[..1].to_vec());
    let ticks = next_turn_start(&mut state);
    assert!(matches!(&ticks[..], [Event::DurationCardTicked(_)]));
    let ticks = next_turn_start(&mut state);
    assert!(matches!(&ticks[..], [Event::DurationCardExpired(_)]));
}

#[test]
fn a_character_going_down_discards_its_duration_cards_and_the_cards_under_them() {
    let (mut state, paid) = holding_the_guard();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, play_guard(&paid, 0));
    <crate::games::brave_architect::BraveArchitect as crate::engine::Game>::evolve(
        &mut state,
        &Event::CharacterDowned(CharacterDowned { seat: seat(0) }),
    );
    let p = &state.players[0];
    assert!(p.durations.is_empty() && p.play_sheet.is_empty());
    for card in paid.iter().chain([&"guard".to_string()]) {
        assert!(p.discard.contains(card), "{card} discarded");
    }
}
