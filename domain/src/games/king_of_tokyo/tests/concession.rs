//! A monster whose player leaves the game for good (`Game::forfeit`): eliminated at once,
//! or as soon as the step under way lets it drop out; it never wins.

use super::*;
use crate::engine::Game;

/// Seat `s`'s player leaves; the events are applied to `state`.
fn leave(state: &mut State, s: u8) -> Vec<Event> {
    let events = KingOfTokyo::forfeit(state, Seat(s), &mut GameRng::from_u64(3))
        .unwrap_or_else(|e| panic!("refused: {e}"));
    for e in &events {
        KingOfTokyo::evolve(state, e);
    }
    events
}

fn eliminated(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::MonsterEliminated(m) => Some(m.seat.0),
            _ => None,
        })
        .collect()
}

#[test]
fn a_monster_that_leaves_while_another_rolls_is_eliminated_at_once_and_the_turn_goes_on() {
    let mut state = given().monsters(3).in_city(1).energy(1, 4).build();
    let events = leave(&mut state, 1);
    assert!(matches!(&events[0], Event::MonsterConceded(c) if c.seat == Seat(1)));
    assert_eq!(eliminated(&events), [1]);
    let gone = &state.monsters[1];
    assert!(!gone.alive && gone.energy == 0);
    assert_eq!(state.city, None, "its place in Tokyo is free");
    assert_eq!(prompt_kinds(&state), [(0, "ROLL_OR_STOP".to_owned())]);
}

#[test]
fn the_active_monster_that_leaves_ends_its_turn_and_the_next_monster_plays() {
    let mut state = given().monsters(3).build();
    let events = leave(&mut state, 0);
    assert_eq!(eliminated(&events), [0]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnEnded(t) if t.seat == Seat(0)))
    );
    assert_eq!(state.active, Seat(1));
    assert!(state.outcome.is_none());
}

#[test]
fn when_the_other_of_two_monsters_leaves_on_its_turn_the_one_left_wins() {
    let mut state = given().monsters(2).vp(0, 15).build();
    leave(&mut state, 0);
    let outcome = state.outcome.clone().expect("the game ended");
    assert_eq!(outcome.winners, [Seat(1)]);
    assert_eq!(outcome.reason, "LAST_MONSTER_STANDING");
}

#[test]
fn a_monster_owing_a_yield_decision_drops_out_once_it_is_answered() {
    let mut state = given()
        .monsters(3)
        .in_city(1)
        .dice([S, S, H, H, N1, N2])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), [(1, "YIELD_TOKYO".to_owned())]);
    let events = leave(&mut state, 1);
    assert_eq!(events.len(), 1, "the decision under way waits: {events:?}");
    assert!(state.monsters[1].alive && state.monsters[1].conceded);
    // The table's bot answers for it; its elimination follows in the same command.
    let events = when(&mut state, 1, stay());
    assert_eq!(eliminated(&events), [1]);
    assert!(!state.monsters[1].alive);
    assert_eq!(state.active, Seat(0), "the attacker's turn goes on");
}

#[test]
fn a_monster_that_left_cannot_win_while_its_elimination_waits() {
    let mut state = given()
        .monsters(2)
        .in_city(1)
        .dice([S, H, H, N1, N2, N3])
        .build();
    when(&mut state, 0, stop());
    leave(&mut state, 1);
    when(&mut state, 1, stay());
    let outcome = state.outcome.clone();
    assert!(
        outcome
            .as_ref()
            .is_none_or(|o| !o.winners.contains(&Seat(1))),
        "{outcome:?}"
    );
}

#[test]
fn a_seat_leaves_once_and_an_eliminated_one_cannot() {
    let mut state = given().monsters(3).eliminated(2).build();
    leave(&mut state, 1);
    for s in [1, 2] {
        let refused = KingOfTokyo::forfeit(&state, Seat(s), &mut GameRng::from_u64(3));
        assert_eq!(refused.unwrap_err().code, "ELIMINATED");
    }
}

#[test]
fn a_monster_asked_in_an_evolution_stage_that_leaves_lets_the_stage_close() {
    // Monkey Rush's owner is asked whether to take the vacated City before the attacker
    // enters. It leaves instead: nobody is left to ask, so the stage closes and the
    // attacker enters (a seeded playout once waited here for nobody, for ever).
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .evolution_in_hand(2, "monkey_rush")
        .dice([S, N2, N3, E, E, H])
        .build();
    stop_and_resolve(&mut state, 0);
    when(&mut state, 1, yield_tokyo());
    assert_eq!(
        prompt_kinds(&state),
        [(2, "ENTER_TOKYO_INSTEAD".to_owned())]
    );
    let events = leave(&mut state, 2);
    assert_eq!(eliminated(&events), [2]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::EvolutionWindowClosed(_)))
    );
    assert!(state.pending.evolution_window.is_none());
    assert_eq!(state.city, Some(Seat(0)), "the attacker entered Tokyo");
    assert!(
        prompt_kinds(&state).iter().any(|(s, _)| *s == 0),
        "the attacker's turn goes on: {:?}",
        prompt_kinds(&state)
    );
}

#[test]
fn a_psychic_probe_owner_that_leaves_before_probing_lets_the_dice_resolve() {
    let mut state = given()
        .monsters(3)
        .keep(2, "psychic_probe")
        .dice([S, N2, N3, E, E, H])
        .build();
    when(&mut state, 0, stop());
    assert_eq!(prompt_kinds(&state), [(2, "PSYCHIC_PROBE".to_owned())]);
    let events = leave(&mut state, 2);
    assert_eq!(eliminated(&events), [2]);
    assert!(
        events.iter().any(|e| matches!(e, Event::DiceResolved(_))),
        "nobody is left to probe: {events:?}"
    );
    assert_ne!(state.phase, Phase::PsychicProbe);
    assert!(prompt_kinds(&state).iter().any(|(s, _)| *s == 0));
}

#[test]
fn a_mimic_with_nothing_left_to_copy_lapses_when_the_last_keep_card_leaves() {
    let mut state = given()
        .monsters(3)
        .market(["mimic", "commuter_train", "skyscraper"])
        .energy(0, 8)
        .keep(2, "extra_head")
        .buying()
        .build();
    when(&mut state, 0, buy(0));
    assert_eq!(prompt_kinds(&state), [(0, "PLACE_MIMIC".to_owned())]);
    // The only Keep card Mimic could copy leaves with its owner.
    let events = leave(&mut state, 2);
    assert_eq!(eliminated(&events), [2]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::MimicPlacementLapsed(m) if m.seat == Seat(0))),
        "{events:?}"
    );
    assert_eq!(state.pending.mimic_offer, None);
    assert!(
        state.market.iter().all(Option::is_some),
        "the market refilled"
    );
    assert!(
        prompt_kinds(&state).iter().any(|(s, _)| *s == 0),
        "the buyer's Buy step goes on: {:?}",
        prompt_kinds(&state)
    );
}

#[test]
fn a_monster_that_leaves_while_its_evolution_asks_it_to_choose_takes_the_choice_along() {
    // Found by a batch of games that players leave: the choice stayed owed by a monster
    // that was gone, and nobody else could move.
    let mut state = given().monsters(3).power_up().build();
    state.pending.evolution_choice = Some(crate::games::king_of_tokyo::state::EvolutionChoice {
        seat: Seat(1),
        evolution: CardInstance {
            instance: 108,
            card: "icy_reflection".into(),
        },
        cards: Vec::new(),
    });
    assert!(prompt_kinds(&state).iter().all(|(s, _)| *s == 1));
    let events = leave(&mut state, 1);
    assert_eq!(eliminated(&events), [1]);
    assert_eq!(state.pending.evolution_choice, None);
    assert!(
        prompt_kinds(&state).iter().any(|(s, _)| *s == 0),
        "the active monster plays on: {:?}",
        prompt_kinds(&state)
    );
}
