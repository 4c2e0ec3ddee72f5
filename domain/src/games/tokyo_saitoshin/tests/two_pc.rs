//! The 2-PC simplified management variant (spec 5.14.3, `twoPcSeats`): a seat's two PCs
//! share one hand of 7, one deck of their 16 starters and one discard pile, and pay at
//! most 4 hand cards into a check; and the Procurer's solo side (spec 5.14.4, G-10).

use super::super::TokyoSaitoshin;
use super::super::command::Source;
use super::super::effect::{Amount, Op, PcTarget};
use super::super::options::Options;
use super::super::primitives::Ctx;
use super::super::state::{ActionKind, Equipped, HandCard, PurchaseAction, SkillSource, Step};
use super::super::vocabulary::{Area, DamageType, Pc, Place, SkillSlot, Stat};
use super::*;
use crate::engine::{Confirm, Game, Seat, Viewer};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// One player, the Procurer and the Engineer as a pair (the default PCs of a lone seat):
/// the Procurer plays its solo side.
fn solo() -> Options {
    Options {
        two_pc_seats: vec![0],
        ..Options::default()
    }
}

/// Two players: seat 0 runs the Procurer and the Engineer as a pair, seat 1 the Negotiator.
fn duo() -> Options {
    Options {
        pcs: vec![vec![Pc::Procurer, Pc::Engineer], vec![Pc::Negotiator]],
        two_pc_seats: vec![0],
        ..Options::default()
    }
}

fn cards(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|c| c.to_string()).collect()
}

fn sorted(mut cards: Vec<String>) -> Vec<String> {
    cards.sort();
    cards
}

#[test]
fn a_pairs_sixteen_starters_are_shuffled_into_one_deck() {
    let events = setup_events(&solo(), 1, 3);
    let started = find(&events, |e| match e {
        Event::GameStarted(g) => Some((g.pairs.clone(), g.solo_side)),
        _ => None,
    });
    assert_eq!(started, [(vec![vec![Pc::Procurer, Pc::Engineer]], true)]);
    let shuffled = find(&events, |e| match e {
        Event::StarterDeckShuffled(s) => Some((s.pc, s.order.clone())),
        _ => None,
    });
    assert_eq!(shuffled.len(), 1, "one deck for the pair: {shuffled:?}");
    let (pc, order) = &shuffled[0];
    assert_eq!(*pc, Pc::Procurer);
    let state = TokyoSaitoshin::fold(&events);
    let content = &state.content;
    let mut starters = content.starter_ids(Pc::Procurer);
    starters.extend(content.starter_ids(Pc::Engineer));
    assert_eq!(sorted(order.clone()), sorted(starters));
    assert_eq!(order.len(), 16);
    // Either PC reads the one deck; the Engineer's own piles stay empty.
    assert_eq!(state.holder(Pc::Engineer), Pc::Procurer);
    assert_eq!(state.partner(Pc::Procurer), Some(Pc::Engineer));
    assert_eq!(
        state.deck(Pc::Engineer).len() + state.hand(Pc::Engineer).len(),
        16
    );
    let engineer = state.pc(Pc::Engineer).unwrap();
    assert!(engineer.deck.is_empty() && engineer.hand.is_empty());
}

#[test]
fn a_seat_that_does_not_run_exactly_two_pcs_cannot_play_the_variant() {
    let refused = |options: Options, seats: usize| {
        TokyoSaitoshin::setup(
            &options,
            &Seat::all(seats),
            &mut crate::engine::GameRng::from_u64(1),
        )
        .expect_err("refused")
    };
    let one_pc = refused(
        Options {
            two_pc_seats: vec![1],
            ..duo()
        },
        2,
    );
    assert_eq!(one_pc.code, "BAD_TWO_PC_SEAT");
    let absent = refused(
        Options {
            two_pc_seats: vec![2],
            ..duo()
        },
        2,
    );
    assert_eq!(absent.code, "BAD_TWO_PC_SEAT");
    let twice = refused(
        Options {
            two_pc_seats: vec![0, 0],
            ..duo()
        },
        2,
    );
    assert_eq!(twice.code, "BAD_TWO_PC_SEAT");
    // Three PCs in one seat.
    let three = refused(
        Options {
            pcs: vec![vec![Pc::Procurer, Pc::Engineer, Pc::Negotiator]],
            two_pc_seats: vec![0],
            ..Options::default()
        },
        1,
    );
    assert_eq!(three.code, "BAD_TWO_PC_SEAT");
}

#[test]
fn the_pair_draws_its_first_hand_to_seven_and_a_redraw_goes_under_the_deck() {
    let mut state = TokyoSaitoshin::fold(&setup_events(&solo(), 1, 5));
    play_to(&mut state, Step::HandAdjustment);
    let before = state.deck(Pc::Procurer).to_vec();
    // Either PC adjusts the shared hand.
    let events = when(
        &mut state,
        0,
        Command::FinishHand(cmd::FinishHand { pc: Pc::Engineer }),
    );
    let drawn: Vec<String> = before.iter().rev().take(7).cloned().collect();
    assert_eq!(
        events,
        [Event::CardsDrawn(ev::CardsDrawn {
            pc: Pc::Engineer,
            seat: Seat(0),
            cards: drawn.clone(),
            open: false,
        })]
    );
    assert_eq!(state.hand(Pc::Procurer), drawn.as_slice());
    assert_eq!(state.deck(Pc::Procurer).len(), 9);
    assert!(state.pcs.iter().all(|p| p.may_redraw && !p.hand_ready));
    // The redraw: the next 7 cards; the 7 set aside, shuffled, under the 2 left.
    let left: Vec<String> = before[..9].to_vec();
    let events = when(
        &mut state,
        0,
        Command::Redraw(cmd::Redraw { pc: Pc::Procurer }),
    );
    let Some(Event::HandRedrawn(r)) = events.first() else {
        panic!("no redraw: {events:?}");
    };
    let expected: Vec<String> = left.iter().rev().take(7).cloned().collect();
    assert_eq!(r.hand, expected);
    assert_eq!(r.order.len(), 9);
    assert_eq!(sorted(r.order[..7].to_vec()), sorted(drawn));
    assert_eq!(r.order[7..], left[..2]);
    assert_eq!(state.deck(Pc::Procurer), r.order.as_slice());
    assert!(state.pcs.iter().all(|p| !p.may_redraw && p.hand_ready));
    assert_eq!(
        refused(&state, 0, Command::Redraw(cmd::Redraw { pc: Pc::Engineer })).code,
        "WRONG_PHASE"
    );
}

#[test]
fn the_pair_comes_down_to_seven_cards_and_draws_back_to_seven() {
    let mut state = given_with(&solo(), 1)
        .hand(
            Pc::Engineer,
            &[
                "PS-01", "PS-02", "PS-03", "PS-04", "ES-01", "ES-02", "ES-03", "ES-04",
            ],
        )
        .deck(Pc::Procurer, &["W-01", "W-05"])
        .discard(Pc::Procurer, &[])
        .step(Step::HandAdjustment)
        .build();
    for p in &mut state.pcs {
        p.hand_ready = false;
    }
    let finish = |pc| Command::FinishHand(cmd::FinishHand { pc });
    assert_eq!(
        refused(&state, 0, finish(Pc::Procurer)).code,
        "HAND_TOO_BIG"
    );
    when(
        &mut state,
        0,
        Command::DiscardFromHand(cmd::DiscardFromHand {
            pc: Pc::Procurer,
            card: "PS-01".into(),
        }),
    );
    when(
        &mut state,
        0,
        Command::DiscardFromHand(cmd::DiscardFromHand {
            pc: Pc::Engineer,
            card: "ES-01".into(),
        }),
    );
    assert_eq!(state.discard(Pc::Engineer), ["PS-01", "ES-01"]);
    let events = when(&mut state, 0, finish(Pc::Engineer));
    assert!(events.contains(&Event::CardsDrawn(ev::CardsDrawn {
        pc: Pc::Engineer,
        seat: Seat(0),
        cards: cards(&["W-05"]),
        open: false,
    })));
    assert_eq!(state.hand(Pc::Procurer).len(), 7);
    assert_eq!(state.step, Step::Actions);
}

/// The pair in Shibuya with a shared hand; the market empty but for W-39 (cost 8) in
/// Shibuya's first slot.
fn pair_in_shibuya(hand: &[&str]) -> State {
    given_with(&solo(), 1)
        .empty_market()
        .slot(3, &["W-39"])
        .at(Pc::Procurer, Place::Area(Area::Shibuya))
        .at(Pc::Engineer, Place::Area(Area::Shibuya))
        .hand(Pc::Procurer, hand)
        .discard(Pc::Procurer, &[])
        .bots_exhausted()
        .build()
}

#[test]
fn either_pc_of_the_pair_plays_and_equips_any_card_of_the_shared_hand() {
    let mut state = pair_in_shibuya(&["PS-01", "PS-02", "ES-01"]);
    // The Engineer plays the Procurer's starter Cash.
    let play = Command::Use(cmd::Use {
        pc: Pc::Engineer,
        source: Source::Hand(HandCard {
            card: "PS-01".into(),
        }),
        target: None,
        discard: vec![],
    });
    assert!(legal(&state, 0).contains(&play));
    let events = when(&mut state, 0, play);
    assert!(events.contains(&Event::ApGained(ev::ApGained {
        pc: Pc::Engineer,
        n: 1
    })));
    assert!(events.contains(&Event::CardDiscarded(ev::CardDiscarded {
        pc: Pc::Engineer,
        card: "PS-01".into()
    })));
    assert_eq!(state.hand(Pc::Procurer), ["PS-02", "ES-01"]);
    assert_eq!(state.discard(Pc::Procurer), ["PS-01"]);
    // The Procurer equips the Engineer's Spanner (Tech 1 against 2), paying with Cash.
    when(
        &mut state,
        0,
        Command::Equip(cmd::Equip {
            pc: Pc::Procurer,
            card: "ES-01".into(),
        }),
    );
    let events = when(
        &mut state,
        0,
        Command::PayWithCard(cmd::PayWithCard {
            card: "PS-02".into(),
        }),
    );
    assert!(events.contains(&Event::CardEquipped(ev::CardEquipped {
        pc: Pc::Procurer,
        card: "ES-01".into()
    })));
    assert!(state.hand(Pc::Engineer).is_empty());
    assert_eq!(state.discard(Pc::Engineer), ["PS-01", "PS-02"]);
    assert_eq!(
        state.pc(Pc::Procurer).unwrap().equipped,
        [Equipped {
            card: "ES-01".into(),
            exhaustion: 0
        }]
    );
    assert!(state.pc(Pc::Engineer).unwrap().equipped.is_empty());
}

#[test]
fn a_pair_pays_at_most_four_hand_cards_into_a_check() {
    let hand = ["PS-01", "PS-02", "PS-03", "PS-04", "ES-01", "ES-02"];
    let mut state = given_with(&solo(), 1)
        .empty_market()
        .slot(3, &["W-39"])
        .hand(Pc::Procurer, &hand)
        .ap(Pc::Engineer, 1)
        .bots_exhausted()
        .build();
    // The Engineer (Economy 1) buys W-39 (cost 8) in Shibuya.
    when(
        &mut state,
        0,
        Command::Purchase(cmd::Purchase {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    let pay = |card: &str| {
        Command::PayWithCard(cmd::PayWithCard {
            card: card.to_owned(),
        })
    };
    for card in &hand[..4] {
        when(&mut state, 0, pay(card));
    }
    let check = state.action.as_ref().and_then(|a| a.check.clone()).unwrap();
    assert_eq!((check.total(), check.hand_cards), (5, 4));
    assert_eq!(refused(&state, 0, pay("ES-01")).code, "HAND_CARD_LIMIT");
    let left = legal(&state, 0);
    assert!(!left.iter().any(|c| matches!(c, Command::PayWithCard(_))));
    assert!(left.contains(&Command::PayApToken(Confirm::Yes)));
    // A PC outside a pair has no such limit.
    let mut single = given(2)
        .empty_market()
        .slot(3, &["W-39"])
        .hand(Pc::Engineer, &hand)
        .bots_exhausted()
        .build();
    when(
        &mut single,
        1,
        Command::Purchase(cmd::Purchase {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    for card in &hand[..4] {
        when(&mut single, 1, pay(card));
    }
    assert!(legal(&single, 1).contains(&pay("ES-01")));
    when(&mut single, 1, pay("ES-01"));
}

#[test]
fn a_pc_of_the_pair_going_down_discards_the_whole_shared_hand_and_only_its_own_things() {
    // G-27: the Engineer goes down.
    let state = given_with(&solo(), 1)
        .hand(Pc::Procurer, &["PS-01", "ES-05", "W-05"])
        .discard(Pc::Procurer, &[])
        .equipped(Pc::Engineer, &["ES-07"])
        .equipped(Pc::Procurer, &["W-01"])
        .ap(Pc::Engineer, 2)
        .ap(Pc::Procurer, 1)
        .damage(Pc::Engineer, 4, false)
        .troubles(&["T-09", "T-08"])
        .build();
    let op = Op::DamagePcs {
        target: PcTarget::Actor,
        amount: Amount::Fixed(1),
        damage_type: DamageType::Physical,
    };
    let (events, after) = run_ops(&state, &Ctx::of("test").by(Pc::Engineer), &[op]);
    assert!(events.contains(&Event::DownProcessed(ev::DownProcessed {
        pc: Pc::Engineer,
        discarded: cards(&["PS-01", "ES-05", "W-05", "ES-07"]),
        removed: vec![],
        ap_returned: 2,
    })));
    assert!(after.hand(Pc::Procurer).is_empty());
    assert_eq!(
        after.discard(Pc::Procurer),
        ["PS-01", "ES-05", "W-05", "ES-07"]
    );
    let (procurer, engineer) = (
        after.pc(Pc::Procurer).unwrap(),
        after.pc(Pc::Engineer).unwrap(),
    );
    assert_eq!((engineer.ap, engineer.equipped.len()), (0, 0));
    assert_eq!(procurer.ap, 1);
    assert_eq!(procurer.equipped[0].card, "W-01");
    assert!(
        engineer.discard.is_empty(),
        "the pair's pile is the Procurer's"
    );
}

#[test]
fn the_two_pcs_of_a_pair_neither_exchange_nor_give_hand_cards() {
    let mut state = given_with(&duo(), 2)
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &["W-01", "W-05"])
        .bots_exhausted()
        .build();
    let offer = Command::OfferExchange(cmd::OfferExchange {
        pc: Pc::Procurer,
        other: Pc::Engineer,
        cards: cards(&["W-01"]),
    });
    assert_eq!(refused(&state, 0, offer.clone()).code, "SAME_HAND");
    assert!(!legal(&state, 0).contains(&offer));
    // The support skill (the normal side: two players) with only the partner there asks
    // nothing.
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
    let support = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Skill(SkillSource {
            slot: SkillSlot::Support,
        }),
        target: None,
        discard: vec![],
    });
    let mut alone = state.clone();
    let events = when(&mut alone, 0, support.clone());
    assert!(!has(&events, |e| matches!(e, Event::GiveAsked(_))));
    // With the Negotiator there too, the give goes to it only.
    state.pc_mut(Pc::Negotiator).unwrap().place = Place::Area(Area::Shinagawa);
    when(&mut state, 0, support);
    let give = |to| {
        Command::GiveHandCards(cmd::GiveHandCards {
            pc: Pc::Procurer,
            to,
            cards: cards(&["W-01"]),
        })
    };
    assert_eq!(refused(&state, 0, give(Pc::Engineer)).code, "SAME_HAND");
    assert!(legal(&state, 0).contains(&give(Pc::Negotiator)));
    assert!(!legal(&state, 0).contains(&give(Pc::Engineer)));
}

#[test]
fn the_shared_hand_is_seen_by_its_seat_only() {
    let events = setup_events(&duo(), 2, 4);
    let mut state = TokyoSaitoshin::fold(&events);
    play_to(&mut state, Step::HandAdjustment);
    let events = when(
        &mut state,
        0,
        Command::FinishHand(cmd::FinishHand { pc: Pc::Procurer }),
    );
    let hand = state.hand(Pc::Procurer).to_vec();
    assert_eq!(hand.len(), 7);
    for e in &events {
        if let Event::CardsDrawn(d) = TokyoSaitoshin::redact(e, Viewer::Seat(Seat(1))) {
            assert!(d.cards.iter().all(|c| c == "?"), "{d:?}");
        }
    }
    let own = TokyoSaitoshin::view(&state, Viewer::Seat(Seat(0)));
    let other = TokyoSaitoshin::view(&state, Viewer::Seat(Seat(1)));
    for pc in [Pc::Procurer, Pc::Engineer] {
        let mine = own.pcs.iter().find(|p| p.pc == pc).unwrap();
        assert_eq!(mine.hand.as_deref(), Some(hand.as_slice()));
        let theirs = other.pcs.iter().find(|p| p.pc == pc).unwrap();
        assert_eq!((theirs.hand.as_ref(), theirs.hand_size), (None, 7));
        assert_eq!(theirs.deck_size, 9);
    }
    assert_eq!(
        own.pcs
            .iter()
            .find(|p| p.pc == Pc::Engineer)
            .unwrap()
            .partner,
        Some(Pc::Procurer)
    );
    assert!(!own.solo_side, "two players: the normal side");
}

fn solo_support(target: Option<usize>) -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Skill(SkillSource {
            slot: SkillSlot::Support,
        }),
        target,
        discard: vec![],
    })
}

/// The lone player's pair: the Procurer in the Site, the Engineer in Shibuya, the solo
/// side's support skill unsealed; `card` in Shibuya's first slot, W-05 in Shinagawa's.
fn solo_table(card: &str, hand: &[&str]) -> State {
    let mut state = given_with(&solo(), 1)
        .empty_market()
        .slot(0, &["W-05"])
        .slot(3, &[card])
        .at(Pc::Procurer, Place::Site)
        .hand(Pc::Procurer, hand)
        .bots_exhausted()
        .build();
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
    state
}

#[test]
fn the_solo_side_makes_the_other_pcs_purchase_check_from_any_area() {
    // I-26 (rare, cost 4), bought for the Engineer by the Procurer (Economy 3) in the Site.
    let mut state = solo_table("I-26", &["PS-01", "ES-01"]);
    assert!(state.solo_side);
    assert!(legal(&state, 0).contains(&solo_support(Some(3))));
    let events = when(&mut state, 0, solo_support(Some(3)));
    let by = Source::Skill(SkillSource {
        slot: SkillSlot::Support,
    });
    assert!(events.contains(&Event::ActionStarted(ev::ActionStarted {
        pc: Pc::Procurer,
        action: ActionKind::Purchase(PurchaseAction {
            slot: 3,
            for_pc: Some(Pc::Engineer),
            by: Some(by),
        }),
        check: Some(ev::CheckOpened {
            stat: Stat::Economy,
            target: 4,
            base: 3,
        }),
    })));
    assert!(!has(&events, |e| matches!(e, Event::ApGained(_))));
    assert_eq!(
        state
            .pc(Pc::Procurer)
            .unwrap()
            .skill(SkillSlot::Support)
            .exhaustion,
        1
    );
    // The Procurer pays from the shared hand; the card goes on top of the Engineer's
    // (shared) deck, and the rare card bought gives the AP token.
    let events = when(
        &mut state,
        0,
        Command::PayWithCard(cmd::PayWithCard {
            card: "PS-01".into(),
        }),
    );
    assert!(events.contains(&Event::CardPurchased(ev::CardPurchased {
        pc: Pc::Engineer,
        card: "I-26".into(),
        slot: 3
    })));
    assert!(events.contains(&Event::ApGained(ev::ApGained {
        pc: Pc::Procurer,
        n: 1
    })));
    assert!(has(&events, |e| matches!(e, Event::ActionEnded(_))));
    assert_eq!(
        state.deck(Pc::Engineer).last().map(String::as_str),
        Some("I-26")
    );
    assert!(state.action.is_none() && state.slots[3].stack.is_empty());
}

#[test]
fn the_solo_side_buys_at_once_when_the_economy_reaches_the_cost_and_a_common_card_gives_no_ap() {
    // F-05 (common, cost 3): the Procurer's Economy 3 reaches it.
    let mut state = solo_table("F-05", &[]);
    let events = when(&mut state, 0, solo_support(Some(3)));
    assert!(events.contains(&Event::CardPurchased(ev::CardPurchased {
        pc: Pc::Engineer,
        card: "F-05".into(),
        slot: 3
    })));
    assert!(has(&events, |e| matches!(
        e,
        Event::CheckEnded(ev::CheckEnded { success: true, .. })
    )));
    assert!(has(&events, |e| matches!(e, Event::ActionEnded(_))));
    assert!(!has(&events, |e| matches!(e, Event::ApGained(_))));
    assert!(state.action.is_none());
}

#[test]
fn the_solo_side_names_a_card_of_the_other_pcs_area() {
    let state = solo_table("I-26", &[]);
    let code = |target| refused(&state, 0, solo_support(target)).code;
    assert_eq!(code(None), "TARGET_NEEDED");
    assert_eq!(code(Some(0)), "NOT_IN_ITS_AREA");
    assert_eq!(code(Some(4)), "EMPTY_SLOT");
    let targets: Vec<usize> = legal(&state, 0)
        .into_iter()
        .filter_map(|c| match c {
            Command::Use(cmd::Use {
                pc: Pc::Procurer,
                source: Source::Skill(_),
                target,
                ..
            }) => target,
            _ => None,
        })
        .collect();
    assert_eq!(targets, [3]);
    let mut site = state.clone();
    site.pc_mut(Pc::Engineer).unwrap().place = Place::Site;
    assert_eq!(refused(&site, 0, solo_support(Some(3))).code, "NO_MARKET");
}

#[test]
fn the_solo_side_is_played_by_a_lone_players_pair_only() {
    // A lone player without the variant, and two players with it: the normal side, whose
    // support skill gives hand cards.
    for (options, seats) in [(Options::default(), 1), (duo(), 2)] {
        let mut state = given_with(&options, seats)
            .at(Pc::Engineer, Place::Area(Area::Shinagawa))
            .hand(Pc::Procurer, &["W-01"])
            .bots_exhausted()
            .build();
        if seats == 2 {
            state.pc_mut(Pc::Negotiator).unwrap().place = Place::Area(Area::Shinagawa);
        }
        assert!(!state.solo_side);
        state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
        assert_eq!(refused(&state, 0, solo_support(Some(3))).code, "NO_TARGET");
        let events = when(&mut state, 0, solo_support(None));
        assert!(has(&events, |e| matches!(e, Event::GiveAsked(_))));
    }
}

/// Play a lone player's pair (the support skill unsealed) with `policy` to the end,
/// checking each command is legal; the events.
fn pair_game(scenario: &str, seed: u64, policy: crate::engine::BotPolicy) -> Vec<Event> {
    use crate::engine::{GameRng, testing};
    let options = Options {
        scenario: scenario.into(),
        campaign: Some(super::super::options::CampaignSetup {
            unsealed: vec![SkillSlot::Support],
            ..Default::default()
        }),
        ..solo()
    };
    let mut state = TokyoSaitoshin::fold(&setup_events(&options, 1, seed));
    let mut rng = GameRng::from_u64(seed + 1);
    let mut events = Vec::new();
    for _ in 0..20_000 {
        if state.is_over() {
            return events;
        }
        let seat = TokyoSaitoshin::prompts(&state)[0].seat;
        let command = TokyoSaitoshin::bot_command(&state, seat, policy, &mut rng)
            .expect("a prompted seat has a command");
        assert!(
            TokyoSaitoshin::legal_commands(&state, seat).contains(&command),
            "{command:?} is not legal"
        );
        events.extend(
            testing::when::<TokyoSaitoshin>(&mut state, seat, &command, &mut rng)
                .unwrap_or_else(|e| panic!("{command:?} refused: {e}")),
        );
    }
    panic!("{scenario} (seed {seed}) did not end");
}

#[test]
fn bots_play_a_lone_players_pair_to_the_end_and_use_the_solo_side() {
    use crate::engine::BotPolicy;
    let solo_checks = |events: &[Event]| {
        events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::ActionStarted(ev::ActionStarted {
                        action: ActionKind::Purchase(PurchaseAction {
                            for_pc: Some(Pc::Engineer),
                            ..
                        }),
                        ..
                    })
                )
            })
            .count()
    };
    let mut greedy = 0;
    for (n, scenario) in ["00", "04", "07"].into_iter().enumerate() {
        greedy += solo_checks(&pair_game(scenario, n as u64, BotPolicy::Greedy));
        pair_game(scenario, 10 + n as u64, BotPolicy::Random);
    }
    assert!(greedy > 0, "the greedy bot never used the solo side");
}
