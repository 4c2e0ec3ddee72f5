//! The rest of the card text (§5.3–§5.5): a card that acts when paid as a cost, the tension
//! extras 「テンションN消費」, and a [持続] card's effect bought while it lasts (§5.4).

use super::examples::attacker;
use super::*;
use crate::engine::Game;
use crate::engine::testing::assert_legal_commands_exact;
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::{Card, CardText, Op, PaidEffect, TensionExtra};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::State;
use crate::games::brave_architect::vocabulary::{EffectType, Stat};

fn power(amount: i32) -> Op {
    Op::StatBonus {
        stat: Stat::Power,
        amount,
    }
}

/// A support card that raises tension by 1 when it pays a cost, and does nothing played.
fn kindling() -> Card {
    let text = CardText {
        as_cost: vec![Op::RaiseTension { amount: 1 }],
        ..CardText::default()
    };
    text_card("kindling", EffectType::Support, 0, vec![], text)
}

/// A cost-1 support card: +1 [力]; tension extras: 2 for one more card, 1 for +1 [命].
fn rally() -> Card {
    let text = CardText {
        extras: vec![
            TensionExtra {
                tension: 2,
                ops: vec![Op::Draw { count: 1 }],
            },
            TensionExtra {
                tension: 1,
                ops: vec![Op::StatBonus {
                    stat: Stat::Accuracy,
                    amount: 1,
                }],
            },
        ],
        ..CardText::default()
    };
    text_card("rally", EffectType::Support, 1, vec![power(1)], text)
}

fn play(card: &str, discard: &[&str], tension: u8, extras: &[u32]) -> Command {
    Command::PlayCard(PlayCardChoice {
        card: card.into(),
        discard: discard.iter().map(|c| c.to_string()).collect(),
        tension,
        target: None,
        extras: extras.to_vec(),
    })
}

/// Seat 0 holds `cards` (from the content, with `extra` added) with `tension`, its turn
/// started.
fn holding(extra: Vec<Card>, cards: &[&str], tension: u8) -> State {
    let mut given = given(2);
    for card in extra {
        given = given.card(card);
    }
    let mut state = given
        .hand(0, cards)
        .tension(0, tension)
        .pawn(0, sq(8, 0))
        .pawn(1, sq(8, 8))
        .build();
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    state
}

fn kinds(events: &[Event]) -> Vec<&'static str> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CardPlayed(_) => Some("played"),
            Event::AttackDeclared(_) => Some("declared"),
            Event::CostCardActed(_) => Some("cost acts"),
            Event::ExtraBought(_) => Some("extra"),
            Event::TensionChanged(_) => Some("tension"),
            Event::StatBonusApplied(_) => Some("bonus"),
            Event::CardsDrawn(_) => Some("draw"),
            Event::AttackRolled(_) => Some("roll"),
            Event::DurationEffectUsed(_) => Some("duration used"),
            _ => None,
        })
        .collect()
}

#[test]
fn a_card_paid_as_a_cost_acts_first_and_lies_on_the_sheet_until_the_round_ends() {
    let mut state = holding(vec![kindling(), rally()], &["rally", "kindling"], 0);
    let events = when(&mut state, 0, play("rally", &["kindling"], 0, &[]));
    assert_eq!(
        kinds(&events),
        vec!["played", "cost acts", "tension", "bonus"]
    );
    let p = &state.players[0];
    assert_eq!(p.tension, 1);
    assert!(p.play_sheet.contains(&"kindling".to_string()));
    assert!(!p.discard.contains(&"kindling".to_string()));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    when(&mut state, 1, Command::EndTurn(YES));
    let p = &state.players[0];
    assert!(p.play_sheet.is_empty());
    assert!(p.discard.contains(&"kindling".to_string()));
}

#[test]
fn a_card_paid_for_an_attack_acts_before_the_roll() {
    let mut strike = attack_card("strike", &[Stat::Accuracy], 1, 2, &[(3, None, 4, &[])]);
    strike.cost = 1;
    let mut state = attacker(strike)
        .card(kindling())
        .hand(0, &["strike", "kindling"])
        .build();
    let command = Command::Attack(AttackChoice {
        source: AttackSource::Card("strike".into()),
        targets: vec![4],
        discard: vec!["kindling".into()],
        tension: 0,
        extras: vec![],
    });
    let events = when(&mut state, 0, command);
    assert_eq!(
        &kinds(&events)[..4],
        &["declared", "cost acts", "tension", "roll"]
    );
}

#[test]
fn a_tension_extra_is_bought_with_the_card_from_the_tension_left_after_its_cost() {
    let mut state = holding(vec![rally()], &["rally", "kindling_free"], 3);
    let legal = BraveArchitect::legal_commands(&state, seat(0));
    assert!(legal.contains(&play("rally", &[], 1, &[0])));
    assert!(
        !legal.contains(&play("rally", &[], 1, &[0, 1])),
        "3 tension: 1 + 2 + 1 is too much"
    );
    assert!(legal.contains(&play("rally", &["kindling_free"], 0, &[0, 1])));
    assert_eq!(
        refused(&state, 0, play("rally", &[], 1, &[0, 1])).code,
        "NOT_ENOUGH_TENSION"
    );
    assert_eq!(
        refused(&state, 0, play("rally", &[], 0, &[2])).code,
        "WRONG_COST"
    );
    assert_eq!(
        refused(&state, 0, play("rally", &["kindling_free"], 0, &[2])).code,
        "NO_SUCH_EXTRA"
    );
    assert_eq!(
        refused(&state, 0, play("rally", &["kindling_free"], 0, &[1, 0])).code,
        "NO_SUCH_EXTRA"
    );
    let events = when(&mut state, 0, play("rally", &["kindling_free"], 0, &[0, 1]));
    assert_eq!(
        kinds(&events),
        vec!["played", "bonus", "extra", "draw", "extra", "bonus"]
    );
    assert_eq!(state.players[0].tension, 0);
    let wrong = vec![play("rally", &[], 3, &[0])];
    assert_legal_commands_exact::<BraveArchitect>(&state, seat(0), &wrong);
}

#[test]
fn an_attack_s_tension_extra_acts_before_its_roll() {
    let mut strike = attack_card("strike", &[Stat::Accuracy], 1, 2, &[(3, None, 4, &[])]);
    strike.text.extras = vec![TensionExtra {
        tension: 1,
        ops: vec![power(2)],
    }];
    let mut state = attacker(strike).tension(0, 1).build();
    let command = Command::Attack(AttackChoice {
        source: AttackSource::Card("strike".into()),
        targets: vec![4],
        discard: vec![],
        tension: 0,
        extras: vec![0],
    });
    assert!(BraveArchitect::legal_commands(&state, seat(0)).contains(&command));
    let events = when(&mut state, 0, command);
    assert_eq!(&kinds(&events)[..3], &["declared", "extra", "bonus"]);
    assert_eq!(kinds(&events)[3], "roll");
}

/// A cost-1 duration card: +1 [防] while it lasts; for a cost of 1 in effect, +1 [力].
fn bulwark() -> Card {
    let text = CardText {
        in_effect: Some(PaidEffect {
            cost: 1,
            ops: vec![power(1)],
        }),
        ..CardText::default()
    };
    let guard = Op::StatBonus {
        stat: Stat::Defence,
        amount: 1,
    };
    text_card("bulwark", EffectType::Duration, 1, vec![guard], text)
}

fn use_bulwark(discard: &[&str], tension: u8) -> Command {
    Command::UseDurationCard(DurationUse {
        card: "bulwark".into(),
        discard: discard.iter().map(|c| c.to_string()).collect(),
        tension,
    })
}

#[test]
fn a_duration_card_in_effect_gives_its_paid_effect_once_a_turn() {
    let hand = ["bulwark", "kindling_a", "kindling_b", "kindling_c"];
    let mut state = holding(vec![bulwark()], &hand, 1);
    assert_eq!(
        refused(&state, 0, use_bulwark(&[], 1)).code,
        "NOT_IN_EFFECT"
    );
    when(&mut state, 0, play("bulwark", &["kindling_a"], 0, &[]));
    let power_before = state.stats(seat(0)).power;
    assert!(BraveArchitect::legal_commands(&state, seat(0)).contains(&use_bulwark(&[], 1)));
    let events = when(&mut state, 0, use_bulwark(&["kindling_b"], 0));
    assert_eq!(kinds(&events), vec!["duration used", "bonus"]);
    assert_eq!(state.stats(seat(0)).power, power_before + 1);
    assert!(state.players[0].discard.contains(&"kindling_b".to_string()));
    assert_eq!(refused(&state, 0, use_bulwark(&[], 1)).code, "ALREADY_USED");
    assert_eq!(
        refused(&state, 1, use_bulwark(&[], 0)).code,
        "NOT_YOUR_DECISION"
    );
    let wrong = vec![use_bulwark(&[], 1), use_bulwark(&["kindling_c"], 1)];
    assert_legal_commands_exact::<BraveArchitect>(&state, seat(0), &wrong);
}
