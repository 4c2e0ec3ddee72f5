//! E8 (§4.6): an enemy attack card's own effect, after its damage (E7) and before its
//! discard, on the characters in its area or those that failed evasion. No printed card
//! is known: these cards are the tests' own.

use super::windows::marking;
use super::*;
use crate::games::brave_architect::command::Command;
use crate::games::brave_architect::content::{EnemyAttack, EnemyOp, Struck};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::State;

/// Bite's numbers (hit 7, 3 damage on a 1) with `effects`.
fn quake(effects: Vec<EnemyOp>) -> EnemyAttack {
    let bite = given(2)
        .build()
        .content
        .enemy_attack("bite")
        .unwrap()
        .clone();
    EnemyAttack {
        id: "quake".into(),
        name: "quake".into(),
        name_ja: "quake".into(),
        effects,
        ..bite
    }
}

/// Seats 0 and 1 ([速] 0, [防] 1, HP 8, tension 2, three cards) stand in the area below
/// the body as the quake comes: seat 0's evasion die shows 2 (failed), seat 1's 6
/// (evaded), the damage die 1 (3 damage, 2 after [防]).
fn quaked(effects: Vec<EnemyOp>, chips: (i32, i32)) -> (State, Vec<Event>) {
    let mut state = given(2)
        .previous_card(marking([false; 4], 0))
        .revealing(quake(effects))
        .pawn(0, sq(3, 3))
        .pawn(1, sq(3, 4))
        .stats(0, 0, 0, 0, 1, 0)
        .stats(1, 0, 0, 0, 1, 0)
        .hp(0, 8)
        .hp(1, 8)
        .tension(0, 2)
        .tension(1, 2)
        .build();
    state.enemy.attack_modifier = chips.0;
    state.enemy.defence_modifier = chips.1;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let events = when_rolling(&mut state, 1, Command::EndTurn(YES), &[2, 6, 1]);
    (state, events)
}

/// The events from the effect's announcement to the card's discard.
fn effect_of(events: &[Event]) -> &[Event] {
    let from = events
        .iter()
        .position(|e| matches!(e, Event::EnemyAttackEffectApplied(a) if a.card == "quake"))
        .expect("the effect applies");
    let to = events
        .iter()
        .position(|e| matches!(e, Event::EnemyAttackDiscarded(_)))
        .expect("the card is discarded");
    assert!(
        events[..from]
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(d) if d.seat == seat(0))),
        "the attack's own damage comes first"
    );
    &events[from + 1..to]
}

fn damaged(events: &[Event]) -> Vec<(u8, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CharacterDamaged(d) => Some((d.seat.0, d.amount)),
            _ => None,
        })
        .collect()
}

#[test]
fn e8_damage_to_the_area_reaches_every_character_in_it_and_ignores_defence() {
    let effect = EnemyOp::Damage {
        amount: 1,
        to: Struck::Area,
    };
    let (state, events) = quaked(vec![effect], (0, 0));
    assert_eq!(damaged(effect_of(&events)), vec![(0, 1), (1, 1)]);
    assert_eq!((state.players[0].hp, state.players[1].hp), (5, 7));
}

#[test]
fn e8_damage_to_the_failed_reaches_only_those_that_failed_evasion() {
    let effect = EnemyOp::Damage {
        amount: 2,
        to: Struck::Failed,
    };
    let (_, events) = quaked(vec![effect], (0, 0));
    assert_eq!(damaged(effect_of(&events)), vec![(0, 2)]);
}

#[test]
fn e8_tension_loss_lowers_tension_never_below_0() {
    let effects = vec![
        EnemyOp::LoseTension {
            amount: 1,
            to: Struck::Area,
        },
        EnemyOp::LoseTension {
            amount: 5,
            to: Struck::Failed,
        },
    ];
    let (state, events) = quaked(effects, (0, 0));
    let lost: Vec<(u8, u8, u8)> = effect_of(&events)
        .iter()
        .filter_map(|e| match e {
            Event::TensionChanged(t) => Some((t.seat.0, t.from, t.to)),
            _ => None,
        })
        .collect();
    assert_eq!(lost, vec![(0, 2, 1), (1, 2, 1), (0, 1, 0)]);
    assert_eq!((state.players[0].tension, state.players[1].tension), (0, 1));
}

#[test]
fn e8_discard_from_hand_sends_cards_drawn_at_random_to_the_discard_pile() {
    let effect = EnemyOp::DiscardHand {
        count: 2,
        to: Struck::Failed,
    };
    let (state, events) = quaked(vec![effect], (0, 0));
    let discarded: Vec<&HandCardsDiscarded> = effect_of(&events)
        .iter()
        .filter_map(|e| match e {
            Event::HandCardsDiscarded(d) => Some(d),
            _ => None,
        })
        .collect();
    assert_eq!(discarded.len(), 1);
    assert_eq!(
        (discarded[0].seat, discarded[0].discarded.len()),
        (seat(0), 2)
    );
    for card in &discarded[0].discarded {
        assert!(state.players[0].discard.contains(card));
    }
}

#[test]
fn e8_clear_chips_takes_the_enemy_s_chips_off() {
    // The [敵攻] chip −1 lowers Bite's 3 to 2, so 1 after [防].
    let (state, events) = quaked(vec![EnemyOp::ClearChips], (-1, -2));
    assert_eq!(damaged(&events), vec![(0, 1)]);
    let cleared: Vec<(Modifier, i32)> = effect_of(&events)
        .iter()
        .filter_map(|e| match e {
            Event::EnemyModifierChanged(m) => Some((m.modifier, m.value)),
            _ => None,
        })
        .collect();
    assert_eq!(
        cleared,
        vec![(Modifier::EnemyAttack, 0), (Modifier::EnemyDefence, 0)]
    );
    assert_eq!(state.enemy.defence_modifier, 0);
}

#[test]
fn an_attack_without_effects_announces_none() {
    let (_, events) = quaked(vec![], (0, 0));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::EnemyAttackEffectApplied(_)))
    );
}
