//! `purchase_for` (spec 5.10 (b)): a card that buys the market card its use targets, in its
//! user's area, without a check (Credit Chip, Fixer).

use super::super::command::Source;
use super::super::effect::{Condition, Op};
use super::super::primitives::Ctx;
use super::super::state::{EquippedCard, HandCard};
use super::super::vocabulary::{Area, Pc, Place, Rarity};
use super::*;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The Procurer in Shinagawa (slots 0-2): W-05 (cost 4) on slot 0, slot 1 empty, a trouble
/// card over W-01 on slot 2; I-30 (cost 6) in Shibuya's slot 3.
fn table() -> Given {
    given(2)
        .empty_market()
        .slot(0, &["W-05"])
        .slot(2, &["W-01", "T-24"])
        .slot(3, &["I-30"])
        .bots_exhausted()
}

fn chip(target: Option<usize>) -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Hand(HandCard {
            card: "I-26".into(),
        }),
        target,
        discard: vec![],
    })
}

#[test]
fn a_credit_chip_buys_a_card_of_its_area_without_a_check_on_top_of_the_deck() {
    let mut state = table().hand(Pc::Procurer, &["I-26", "W-09"]).build();
    assert!(legal(&state, 0).contains(&chip(Some(0))));
    assert!(!legal(&state, 0).contains(&chip(Some(3))));
    let events = when(&mut state, 0, chip(Some(0)));
    assert!(events.contains(&Event::CardPurchased(ev::CardPurchased {
        pc: Pc::Procurer,
        card: "W-05".into(),
        slot: 0
    })));
    assert!(!has(&events, |e| matches!(
        e,
        Event::ActionStarted(_) | Event::CheckEnded(_)
    )));
    let p = state.pc(Pc::Procurer).unwrap();
    assert_eq!(p.deck.last().map(String::as_str), Some("W-05"));
    assert_eq!(p.hand, ["W-09"]);
    assert!(
        p.discard.contains(&"I-26".to_string()),
        "the chip is discarded"
    );
    assert!(state.slots[0].stack.is_empty());
}

#[test]
fn a_purchase_effect_names_an_uncovered_market_card_of_its_area() {
    let state = table().hand(Pc::Procurer, &["I-26"]).build();
    let code = |target| refused(&state, 0, chip(target)).code;
    assert_eq!(code(None), "TARGET_NEEDED");
    assert_eq!(code(Some(3)), "NOT_IN_YOUR_AREA");
    assert_eq!(code(Some(12)), "NOT_IN_YOUR_AREA");
    assert_eq!(code(Some(1)), "EMPTY_SLOT");
    assert_eq!(code(Some(2)), "NOT_FOR_SALE");
    let site = table()
        .hand(Pc::Procurer, &["I-26"])
        .at(Pc::Procurer, Place::Site)
        .build();
    assert_eq!(refused(&site, 0, chip(Some(0))).code, "NO_MARKET");
}

#[test]
fn the_fixer_buys_for_two_hand_cards() {
    let mut state = table()
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .equipped(Pc::Procurer, &["F-29"])
        .hand(Pc::Procurer, &["W-09", "W-13"])
        .build();
    let fixer = |discard: &[&str]| {
        Command::Use(cmd::Use {
            pc: Pc::Procurer,
            source: Source::Equipped(EquippedCard {
                card: "F-29".into(),
            }),
            target: Some(3),
            discard: discard.iter().map(|c| c.to_string()).collect(),
        })
    };
    assert_eq!(refused(&state, 0, fixer(&["W-09"])).code, "WRONG_COST");
    assert!(legal(&state, 0).contains(&fixer(&["W-09", "W-13"])));
    let events = when(&mut state, 0, fixer(&["W-09", "W-13"]));
    assert!(events.contains(&Event::CardPurchased(ev::CardPurchased {
        pc: Pc::Procurer,
        card: "I-30".into(),
        slot: 3
    })));
    assert!(state.pc(Pc::Procurer).unwrap().hand.is_empty());
}

#[test]
fn purchased_rarity_at_least_reads_the_card_the_effect_just_bought() {
    let ops = [
        Op::PurchaseFor { for_other: false },
        Op::If {
            cond: Condition::PurchasedRarityAtLeast(Rarity::Rare),
            then: vec![Op::GainAp { n: 1 }],
        },
    ];
    let ctx = Ctx::of("test").by(Pc::Procurer).aiming(Some(0));
    // W-05 is common: no AP.
    let (events, _) = run_ops(&table().build(), &ctx, &ops);
    assert!(has(&events, |e| matches!(e, Event::CardPurchased(_))));
    assert!(!has(&events, |e| matches!(e, Event::ApGained(_))));
    // I-26 is rare: +1 AP.
    let (events, _) = run_ops(&table().slot(0, &["I-26"]).build(), &ctx, &ops);
    assert!(events.contains(&Event::ApGained(ev::ApGained {
        pc: Pc::Procurer,
        n: 1
    })));
    // Nothing bought, nothing gained.
    let (events, _) = run_ops(&table().build(), &ctx, &ops[1..]);
    assert!(events.is_empty());
}

/// The Procurer's solo side (`tests/two_pc.rs` plays it): another PC's purchase check
/// needs the other PC of a pair; without one, nothing is bought.
#[test]
fn a_purchase_for_another_pc_needs_the_other_pc_of_a_pair() {
    let state = table().build();
    let solo = state.content.pc(Pc::Procurer).solo_support.clone().unwrap();
    assert_eq!(solo.effects[0].ops[0], Op::PurchaseFor { for_other: true });
    let ctx = Ctx::of("test").by(Pc::Procurer).aiming(Some(3));
    let (events, _) = run_ops(&state, &ctx, &solo.effects[0].ops);
    assert_eq!(
        events,
        [Event::EffectSkipped(ev::EffectSkipped {
            op: "purchase_for".into(),
            source: "test".into()
        })]
    );
}
