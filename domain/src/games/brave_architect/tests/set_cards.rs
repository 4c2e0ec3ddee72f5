//! [設置] set cards (§5.3, §5.24): played onto the sheet, they wait for their condition;
//! 【強制】 ones go off by themselves, 【任意】 ones are offered in the window W3; either way
//! the card is discarded right after its effects, never at the round's end.

use super::windows::below_the_body;
use super::*;
use crate::engine::testing::assert_legal_commands_exact;
use crate::engine::{BotPolicy, Confirm, Game, GameRng};
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::{Card, CardText, Op, Trigger, TriggerMode};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::{State, WindowReason};
use crate::games::brave_architect::vocabulary::{EffectType, Stat, TriggerPoint};

const PASS: Command = Command::PassWindow(Confirm::Yes);

fn set_card(when: TriggerPoint, mode: TriggerMode, ops: Vec<Op>) -> Card {
    let text = CardText {
        trigger: Some(Trigger { when, mode }),
        ..CardText::default()
    };
    text_card("ward", EffectType::Set, 0, ops, text)
}

fn play_ward() -> Command {
    Command::PlayCard(PlayCardChoice {
        card: "ward".into(),
        discard: vec![],
        tension: 0,
        target: None,
        extras: vec![],
    })
}

fn activate_ward() -> Command {
    Command::ActivateSetCard(SetCardChoice {
        card: "ward".into(),
    })
}

fn plus_tension() -> Vec<Op> {
    vec![Op::RaiseTension { amount: 1 }]
}

/// Seat 0 holds `card` alone, far from the enemy, and plays it in its first turn.
fn played(card: Card) -> State {
    let mut state = given(2)
        .card(card)
        .hand(0, &["ward"])
        .pawn(0, sq(8, 0))
        .pawn(1, sq(8, 8))
        .build();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, play_ward());
    state
}

/// The rest of round 1 and the start of seat 0's turn in round 2.
fn next_turn_start(state: &mut State) -> Vec<Event> {
    when(state, 0, Command::EndTurn(YES));
    when(state, 1, Command::StartPlayerTurn(YES));
    when(state, 1, Command::EndTurn(YES));
    assert!(state.players[0].play_sheet.contains(&"ward".to_string()));
    when(state, 0, Command::StartPlayerTurn(YES))
}

fn on_sheet(state: &State) -> bool {
    state.players[0].play_sheet.contains(&"ward".to_string())
}

/// The set card's own events, in order: triggered (forced?) and discarded.
fn fired(events: &[Event]) -> Vec<(&'static str, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::SetCardTriggered(t) => Some(("triggered", t.forced)),
            Event::TensionChanged(_) => Some(("effect", true)),
            Event::SetCardDiscarded(_) => Some(("discarded", true)),
            _ => None,
        })
        .collect()
}

fn prompted(state: &State) -> Vec<(u8, String)> {
    BraveArchitect::prompts(state)
        .into_iter()
        .map(|p| (p.seat.0, p.kind))
        .collect()
}

#[test]
fn a_set_card_is_played_onto_the_sheet_without_acting() {
    let mut state = given(2)
        .card(set_card(
            TriggerPoint::TurnStart,
            TriggerMode::Forced,
            plus_tension(),
        ))
        .hand(0, &["ward"])
        .build();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    assert!(BraveArchitect::legal_commands(&state, seat(0)).contains(&play_ward()));
    let events = when(&mut state, 0, play_ward());
    assert!(matches!(&events[0], Event::CardPlayed(c) if c.card == "ward"));
    assert!(fired(&events).is_empty(), "{events:?}");
    assert!(on_sheet(&state) && state.players[0].hand.is_empty());
    assert_eq!(state.players[0].tension, 0);
}

#[test]
fn a_forced_set_card_stays_through_the_round_end_then_goes_off_and_is_discarded_at_once() {
    let mut state = played(set_card(
        TriggerPoint::TurnStart,
        TriggerMode::Forced,
        plus_tension(),
    ));
    let events = next_turn_start(&mut state);
    assert_eq!(
        fired(&events),
        vec![("triggered", true), ("effect", true), ("discarded", true)]
    );
    assert!(!on_sheet(&state));
    assert!(state.players[0].discard.contains(&"ward".to_string()));
    assert_eq!(state.players[0].tension, 1);
    assert_eq!(prompted(&state), vec![(0, "PLAY_TURN".to_string())]);
}

#[test]
fn an_optional_set_card_is_offered_at_its_trigger_and_a_pass_keeps_it() {
    let mut state = played(set_card(
        TriggerPoint::TurnStart,
        TriggerMode::Optional,
        plus_tension(),
    ));
    let events = next_turn_start(&mut state);
    assert!(fired(&events).is_empty());
    let w = state.window.as_ref().expect("the window W3");
    assert_eq!(
        (w.reason, w.waiting.clone()),
        (WindowReason::TriggerTurnStart, vec![seat(0)])
    );
    assert_eq!(prompted(&state), vec![(0, "SET_CARD_TRIGGER".to_string())]);
    assert_eq!(
        BraveArchitect::legal_commands(&state, seat(0)),
        vec![PASS, activate_ward()]
    );
    assert_eq!(
        refused(&state, 0, Command::EndTurn(YES)).code,
        "REACT_FIRST"
    );
    assert_eq!(
        refused(&state, 1, activate_ward()).code,
        "NOT_YOUR_DECISION"
    );
    when(&mut state, 0, PASS);
    assert!(state.window.is_none() && on_sheet(&state));
    assert_eq!(prompted(&state), vec![(0, "PLAY_TURN".to_string())]);
    assert_eq!(refused(&state, 0, activate_ward()).code, "NO_TRIGGER");
}

#[test]
fn activating_an_optional_set_card_applies_its_effects_then_discards_it() {
    let mut state = played(set_card(
        TriggerPoint::TurnStart,
        TriggerMode::Optional,
        plus_tension(),
    ));
    next_turn_start(&mut state);
    let events = when(&mut state, 0, activate_ward());
    assert_eq!(
        fired(&events),
        vec![("triggered", false), ("effect", true), ("discarded", true)]
    );
    assert!(!on_sheet(&state));
    assert_eq!(refused(&state, 0, activate_ward()).code, "NOT_TRIGGERED");
    when(&mut state, 0, PASS);
    assert_eq!(prompted(&state), vec![(0, "PLAY_TURN".to_string())]);
}

#[test]
fn a_set_card_that_never_fired_goes_with_the_sheet_when_its_owner_goes_down() {
    let mut state = played(set_card(
        TriggerPoint::TurnStart,
        TriggerMode::Forced,
        plus_tension(),
    ));
    BraveArchitect::evolve(
        &mut state,
        &Event::CharacterDowned(CharacterDowned { seat: seat(0) }),
    );
    assert!(!on_sheet(&state));
    assert!(state.players[0].discard.contains(&"ward".to_string()));
}

/// Seat 0 plays `card` under the coming Bite (hit 7) with [速] 0 and [防] 1 at HP 5; both
/// turns end and the enemy acts with the first dice showing `faces`.
fn under_bite(card: Card, faces: &[u8]) -> (State, Vec<Event>) {
    let mut state = given(2)
        .card(card)
        .hand(0, &["ward"])
        .previous_card(below_the_body())
        .enemy_deck(&["bite"])
        .pawn(0, sq(3, 3))
        .pawn(1, sq(8, 8))
        .stats(0, 0, 0, 0, 1, 0)
        .hp(0, 5)
        .build();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, play_ward());
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let events = when_rolling(&mut state, 1, Command::EndTurn(YES), faces);
    (state, events)
}

fn position(events: &[Event], pick: impl Fn(&Event) -> bool) -> usize {
    events.iter().position(pick).expect("the event")
}

#[test]
fn a_set_card_goes_off_when_the_enemy_attack_s_area_includes_its_owner_before_evasion() {
    let card = set_card(
        TriggerPoint::InEnemyArea,
        TriggerMode::Forced,
        plus_tension(),
    );
    // Evasion 6: evaded.
    let (state, events) = under_bite(card, &[6]);
    let area = position(&events, |e| matches!(e, Event::AttackAreaResolved(_)));
    let fired_at = position(&events, |e| matches!(e, Event::SetCardTriggered(_)));
    let evasion = position(&events, |e| matches!(e, Event::EvasionRolled(_)));
    assert!(area < fired_at && fired_at < evasion, "{events:?}");
    assert!(!on_sheet(&state));
    assert_eq!(state.players[0].tension, 1);
    assert_eq!(state.round, 2);
}

/// An optional card that raises [防] by 5 when its owner failed evasion.
fn last_guard() -> Card {
    set_card(
        TriggerPoint::EnemyDamage,
        TriggerMode::Optional,
        vec![Op::StatBonus {
            stat: Stat::Defence,
            amount: 5,
        }],
    )
}

#[test]
fn a_set_card_activated_before_the_enemy_damage_raises_the_defence_that_damage_meets() {
    // Evasion 2 fails; the damage die 1 deals Bite's 3.
    let (mut state, events) = under_bite(last_guard(), &[2, 1]);
    let w = state.window.as_ref().expect("the window W3");
    assert_eq!(
        (w.reason, w.damage, w.hit.clone()),
        (WindowReason::TriggerEnemyDamage, 3, vec![seat(0)])
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(_)))
    );
    assert_eq!(prompted(&state), vec![(0, "SET_CARD_TRIGGER".to_string())]);
    when(&mut state, 0, activate_ward());
    let events = when(&mut state, 0, PASS);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(_)))
    );
    assert!(matches!(events.last(), Some(Event::RoundStarted(r)) if r.round == 2));
    assert_eq!(state.players[0].hp, 5);
}

#[test]
fn passing_the_set_card_window_before_the_enemy_damage_takes_it_as_rolled() {
    let (mut state, _) = under_bite(last_guard(), &[2, 1]);
    let events = when(&mut state, 0, PASS);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(d) if d.amount == 2))
    );
    assert!(on_sheet(&state), "a declined card stays set");
    assert_eq!(state.players[0].hp, 3);
}

#[test]
fn legal_commands_are_exact_in_the_set_card_window_and_the_bots_answer_it() {
    let (state, _) = under_bite(last_guard(), &[2, 1]);
    let wrong = vec![
        activate_ward(),
        Command::ActivateSetCard(SetCardChoice {
            card: "nothing".into(),
        }),
        PASS,
        Command::EndTurn(YES),
    ];
    for s in [seat(0), seat(1)] {
        assert_legal_commands_exact::<BraveArchitect>(&state, s, &wrong);
    }
    let mut rng = GameRng::from_u64(5);
    let greedy = BraveArchitect::bot_command(&state, seat(0), BotPolicy::Greedy, &mut rng);
    assert_eq!(greedy, Some(activate_ward()));
    let random = BraveArchitect::bot_command(&state, seat(0), BotPolicy::Random, &mut rng);
    assert!(random.is_some_and(|c| c == PASS || c == activate_ward()));
}

#[test]
fn a_set_card_going_off_reads_as_its_firing_and_its_discard() {
    let mut state = played(set_card(
        TriggerPoint::TurnStart,
        TriggerMode::Forced,
        plus_tension(),
    ));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    when(&mut state, 1, Command::EndTurn(YES));
    let before = state.clone();
    let events = when(&mut state, 0, Command::StartPlayerTurn(YES));
    let names = ["Alice", "Bob"].map(String::from).to_vec();
    let lines = crate::engine::testing::log_lines::<BraveArchitect>(
        &before,
        &events,
        crate::engine::Viewer::Spectator,
        &names,
    );
    let at = lines
        .iter()
        .position(|l| l == "Alice's ward went off.")
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert_eq!(lines[at + 2], "Alice's ward went to the discard pile.");
}
