//! The spec's worked examples (section 11) that the built rules cover, one test each.

use super::super::content::{CheckSpec, Content, Resolution};
use super::super::effect::Op;
use super::super::options::{CampaignSetup, MemberSeals, Options};
use super::super::primitives::Ctx;
use super::super::rules::placement;
use super::super::rules::setup::with_rewards;
use super::super::score::evaluation;
use super::super::state::Step;
use super::super::vocabulary::{Area, Deck, Pc, Place, SkillSlot, Stat};
use super::*;
use crate::engine::Confirm;
use crate::engine::{Game, GameRng};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;

/// The pack with the pickpocket (T-20..T-23) a Tech 9 check, as in the rulebook's figure.
pub fn tech_nine() -> Content {
    let mut content = Content::embedded().clone();
    for e in &mut content.encounters {
        if e.title == "pickpocket" {
            e.resolution = Resolution::Check {
                check: CheckSpec {
                    stat: Stat::Tech,
                    target: 9,
                },
            };
        }
    }
    content
}

#[test]
fn ex01_the_scenario_deck_is_ascending_and_non_sequential_cards_are_set_aside() {
    let built = |scenario: &str| {
        let options = Options {
            scenario: scenario.into(),
            ..Options::default()
        };
        setup_events(&options, 2, 1)
            .into_iter()
            .find_map(|e| match e {
                Event::ScenarioDeckBuilt(ev::ScenarioDeckBuilt {
                    deck, set_aside, ..
                }) => Some((deck, set_aside)),
                _ => None,
            })
            .unwrap()
    };
    let (deck, set_aside) = built("00");
    assert_eq!(
        deck,
        ["SC00-01", "SC00-02", "SC00-03", "SC00-04", "SC00-05"]
    );
    assert!(set_aside.is_empty());
    let (_, set_aside) = built("07");
    assert_eq!(set_aside, ["SC07-RT"]);
}

#[test]
fn ex04_two_weapon_rewards_are_shuffled_into_the_top_fourteen() {
    let order: Vec<String> = (1..=40).map(|i| format!("W-{i:02}")).collect();
    let rewards = ["R1".to_string(), "R2".to_string()];
    let out = with_rewards(order.clone(), &rewards, 7, false, &mut GameRng::from_u64(3));
    assert_eq!(out.len(), 42);
    assert_eq!(out[..26], order[..26], "the bottom 26 keep their order");
    assert!(
        rewards.iter().all(|r| out[26..].contains(r)),
        "both rewards in the top 16"
    );
}

#[test]
fn ex05_artifact_rewards_go_on_top_shuffled_among_themselves() {
    let order: Vec<String> = (1..=18).map(|i| format!("A-{i:02}")).collect();
    let rewards = ["Ar1".to_string(), "Ar2".to_string()];
    let out = with_rewards(order.clone(), &rewards, 7, true, &mut GameRng::from_u64(3));
    assert_eq!(out[..18], order[..]);
    let mut top = out[18..].to_vec();
    top.sort();
    assert_eq!(top, rewards);
}

#[test]
fn ex06_a_follower_reward_only_changes_the_follower_deck() {
    let options = Options {
        campaign: Some(CampaignSetup {
            rewards: vec!["SC04-R2".into()],
            ..CampaignSetup::default()
        }),
        ..Options::default()
    };
    let events = setup_events(&options, 2, 9);
    let added = find(&events, |e| match e {
        Event::RewardCardsAdded(ev::RewardCardsAdded { deck, cards, order }) => {
            Some((*deck, cards.clone(), order.clone()))
        }
        _ => None,
    });
    assert_eq!(added.len(), 1);
    let (deck, cards, order) = &added[0];
    assert_eq!(
        (*deck, cards.as_slice()),
        (Deck::Follower, &["SC04-R2".to_string()][..])
    );
    let shuffled = find(&events, |e| match e {
        Event::DeckShuffled(ev::DeckShuffled {
            deck: Deck::Follower,
            order,
        }) => Some(order.clone()),
        _ => None,
    });
    assert_eq!(order.len(), 41);
    assert_eq!(order[..33], shuffled[0][..33]);
    assert!(order[33..].contains(&"SC04-R2".to_string()));
}

#[test]
fn ex07_a_full_area_sends_the_card_to_the_adjacent_areas_never_the_site() {
    let state = given(2)
        .empty_market()
        .at(Pc::Procurer, Place::Area(Area::Shinjuku))
        .full_of_troubles(Area::Shinjuku, 8)
        .troubles(&["T-20"])
        .build();
    let (_, drawn) = run_ops(&state, &Ctx::of("t").by(Pc::Procurer), &[Op::DrawTrouble]);
    let (_, slots) = placement::next(&drawn).unwrap();
    assert_eq!(slots, vec![3, 4, 5, 9, 10, 11], "Shibuya and Akiba");
    // With Shibuya and Akiba full too, the players lose.
    let full = Given { state }
        .full_of_troubles(Area::Shibuya, 11)
        .full_of_troubles(Area::Akiba, 14)
        .build();
    let (_, drawn) = run_ops(&full, &Ctx::of("t").by(Pc::Procurer), &[Op::DrawTrouble]);
    let (events, after) = advanced(&drawn);
    assert_eq!(
        events,
        vec![Event::GameLost(ev::GameLost {
            reason: "TROUBLE_CANNOT_BE_PLACED".into()
        })]
    );
    assert!(after.is_over());
}

/// EX-08's table: the Procurer (Tech 1) in Shinagawa under a Tech 9 pickpocket (T-20, over a
/// market card), the Bike (I-01) in hand, 2 AP tokens, and the Pundit (T-12) on top of the
/// trouble deck.
pub fn ex08_table() -> State {
    given(2)
        .content(tech_nine())
        .empty_market()
        .slot(0, &["W-05", "T-20"])
        .hand(Pc::Procurer, &["I-01"])
        .ap(Pc::Procurer, 2)
        .troubles(&["T-13", "T-12"])
        .build()
}

#[test]
fn ex08_a_check_paid_with_a_hand_card_two_tokens_and_a_trouble_card() {
    // Tech 1 against 9: 1 + 3 (the Bike) + 2 (tokens) + 3 (the Pundit drawn) = 9.
    let mut state = ex08_table();
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 0,
        }),
    );
    when(
        &mut state,
        0,
        Command::PayWithCard(cmd::PayWithCard {
            card: "I-01".into(),
        }),
    );
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert_eq!(state.ap_pool, 12, "the tokens are back in the pool");
    let events = when(&mut state, 0, Command::DrawTroubleForAp(Confirm::Yes));
    assert!(has(&events, |e| *e
        == Event::CheckEnded(ev::CheckEnded {
            pc: Pc::Procurer,
            success: true,
            total: 9,
            target: 9
        })));
    assert!(has(
        &events,
        |e| matches!(e, Event::CardResolved(ev::CardResolved { card, .. }) if card == "T-20")
    ));
    assert_eq!(state.pc(Pc::Procurer).unwrap().discard, vec!["I-01"]);
    // The drawn card is placed after the action, in the performer's area; it has a choice.
    assert_eq!(state.pending.len(), 1);
    assert_eq!(state.pending[0].card, "T-12");
    let prompts = super::super::TokyoSaitoshin::prompts(&state);
    assert_eq!(prompts[0].kind, "PLACE_TROUBLE");
    let events = when(
        &mut state,
        0,
        Command::PlaceTrouble(cmd::PlaceTrouble { slot: 1 }),
    );
    assert_eq!(
        events[0],
        Event::TroublePlaced(ev::TroublePlaced {
            card: "T-12".into(),
            slot: 1
        })
    );
}

#[test]
fn ex09_other_pcs_add_three_tokens_at_most_from_any_area() {
    let mut state = given(3)
        .content(tech_nine())
        .empty_market()
        .slot(0, &["T-20"])
        .ap(Pc::Engineer, 3)
        .ap(Pc::Negotiator, 3)
        .build();
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 0,
        }),
    );
    when(
        &mut state,
        1,
        Command::ContributeAp(cmd::ContributeAp { pc: Pc::Engineer }),
    );
    when(
        &mut state,
        1,
        Command::ContributeAp(cmd::ContributeAp { pc: Pc::Engineer }),
    );
    // The Negotiator is in Shinjuku, another area: it may still add one.
    when(
        &mut state,
        2,
        Command::ContributeAp(cmd::ContributeAp { pc: Pc::Negotiator }),
    );
    let err = refused(
        &state,
        2,
        Command::ContributeAp(cmd::ContributeAp { pc: Pc::Negotiator }),
    );
    assert_eq!(err.code, "CONTRIBUTION_CAP");
    assert_eq!(
        state.action.as_ref().unwrap().check.as_ref().unwrap().paid,
        3
    );
}

#[test]
fn ex10_a_wonderful_day_adds_nothing_to_a_check_and_is_discarded() {
    let mut state = given(2)
        .content(tech_nine())
        .empty_market()
        .slot(0, &["T-20"])
        .troubles(&["T-01"])
        .build();
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 0,
        }),
    );
    let paid = when(&mut state, 0, Command::DrawTroubleForAp(Confirm::Yes));
    assert!(has(&paid, |e| matches!(
        e,
        Event::CheckPaid(ev::CheckPaid { amount: 0, .. })
    )));
    let events = when(&mut state, 0, Command::GiveUpCheck(Confirm::Yes));
    assert!(has(&events, |e| *e
        == Event::TroubleDiscardedUnplaced(
            ev::TroubleDiscardedUnplaced {
                card: "T-01".into()
            }
        )));
    assert!(state.pending.is_empty());
}

#[test]
fn ex11_the_evaluated_clear_round_count() {
    let mut state = given(3).empty_market().build();
    for (slot, card) in ["T-08", "T-09", "T-10", "T-11", "T-12"].iter().enumerate() {
        state.slots[slot].stack = vec![card.to_string()];
    }
    state
        .discards
        .insert(Deck::Trouble, (13..23).map(|i| format!("T-{i}")).collect());
    state
        .discards
        .insert(Deck::Site, (1..7).map(|i| format!("X-{i:02}")).collect());
    state.encounter.clear();
    assert_eq!(evaluation(&state), 6, "floor((5 + 10 + (6 - 3)) / 3)");
    state
        .discards
        .insert(Deck::Site, vec!["X-01".into(), "X-02".into()]);
    assert_eq!(evaluation(&state), 5, "floor(15 / 3)");
}

#[test]
fn ex23_a_wonderful_day_never_causes_a_defeat() {
    let mut state = given(2)
        .step(Step::Refill)
        .troubles(&["T-02", "T-01"])
        .build();
    for (i, slot) in state.slots.iter_mut().enumerate() {
        slot.stack = vec![format!("T-{}", 8 + i)];
    }
    let (events, after) = advanced(&state);
    assert_eq!(
        find(&events, |e| matches!(e, Event::TroubleDiscardedUnplaced(_))
            .then_some(()))
        .len(),
        2
    );
    assert!(!after.is_over());
}

#[test]
fn ex24_a_trouble_drawn_in_the_site_goes_to_any_area_joined_to_it() {
    let state = given(2)
        .empty_market()
        .at(Pc::Engineer, Place::Site)
        .troubles(&["T-20"])
        .build();
    let (_, drawn) = run_ops(&state, &Ctx::of("t").by(Pc::Engineer), &[Op::DrawTrouble]);
    let (_, slots) = placement::next(&drawn).unwrap();
    assert_eq!(slots, (0..12).collect::<Vec<_>>());
}

#[test]
fn ex43_every_scenario_starts_again_from_the_starter_decks() {
    let options = Options {
        scenario: "04".into(),
        campaign: Some(CampaignSetup {
            rewards: vec!["SC04-R1".into()],
            ..CampaignSetup::default()
        }),
        ..Options::default()
    };
    let events = setup_events(&options, 4, 2);
    let decks = find(&events, |e| match e {
        Event::StarterDeckShuffled(ev::StarterDeckShuffled { pc, order }) => {
            Some((*pc, order.clone()))
        }
        _ => None,
    });
    assert_eq!(decks.len(), 4);
    for (pc, order) in decks {
        assert_eq!(order.len(), 8);
        let prefix = match pc {
            Pc::Procurer => "PS-",
            Pc::Engineer => "ES-",
            Pc::Negotiator => "NS-",
            Pc::Gangster => "GS-",
        };
        assert!(order.iter().all(|c| c.starts_with(prefix)));
    }
}

#[test]
fn ex44_each_member_may_start_with_the_seals_of_their_own_clears() {
    let campaign = CampaignSetup {
        unsealed: SkillSlot::ALL.to_vec(),
        by_member: vec![
            MemberSeals {
                member: "p1".into(),
                unsealed: SkillSlot::ALL.to_vec(),
            },
            MemberSeals {
                member: "p2".into(),
                unsealed: vec![],
            },
        ],
        seat_members: vec![Some("p1".into()), Some("p2".into())],
        rewards: vec![],
    };
    let options = Options {
        campaign: Some(campaign),
        ..Options::default()
    };
    let sealed = find(&setup_events(&options, 2, 1), |e| match e {
        Event::SkillsSealed(ev::SkillsSealed { pc, sealed }) => Some((*pc, sealed.clone())),
        _ => None,
    });
    assert_eq!(
        sealed,
        vec![
            (Pc::Procurer, vec![]),
            (Pc::Engineer, SkillSlot::ALL.to_vec())
        ]
    );
}

#[test]
fn dt01_an_automatic_success_puts_the_bought_card_on_top_of_the_deck() {
    // Economy 3 against a purchase cost of 3.
    let mut state = given(2).empty_market().slot(0, &["W-01"]).build();
    let hand = state.pc(Pc::Procurer).unwrap().hand.clone();
    let events = when(
        &mut state,
        0,
        Command::Purchase(cmd::Purchase {
            pc: Pc::Procurer,
            slot: 0,
        }),
    );
    assert!(has(&events, |e| *e
        == Event::CheckEnded(ev::CheckEnded {
            pc: Pc::Procurer,
            success: true,
            total: 3,
            target: 3
        })));
    let p = state.pc(Pc::Procurer).unwrap();
    assert_eq!(p.deck.last().map(String::as_str), Some("W-01"));
    assert_eq!(p.hand, hand);
    assert!(state.slots[0].stack.is_empty());
}

#[test]
fn dt02_nothing_paid_comes_back_after_a_failed_check() {
    let mut state = given(2)
        .content(tech_nine())
        .empty_market()
        .slot(0, &["T-20"])
        .hand(Pc::Procurer, &["I-01"])
        .troubles(&["T-12"])
        .build();
    when(
        &mut state,
        0,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Procurer,
            slot: 0,
        }),
    );
    when(
        &mut state,
        0,
        Command::PayWithCard(cmd::PayWithCard {
            card: "I-01".into(),
        }),
    );
    when(&mut state, 0, Command::DrawTroubleForAp(Confirm::Yes));
    let events = when(&mut state, 0, Command::GiveUpCheck(Confirm::Yes));
    assert_eq!(
        events[0],
        Event::CheckEnded(ev::CheckEnded {
            pc: Pc::Procurer,
            success: false,
            total: 7,
            target: 9
        })
    );
    assert_eq!(state.pc(Pc::Procurer).unwrap().discard, vec!["I-01"]);
    assert_eq!(state.slots[0].stack, vec!["T-20"], "the trouble card stays");
    assert_eq!(
        state.pending[0].card, "T-12",
        "the drawn card is still placed"
    );
}

#[test]
fn dt03_a_move_is_a_tech_check_against_the_most_troubled_area_plus_three() {
    let mut state = given(2)
        .empty_market()
        .slot(0, &["T-08"])
        .slot(3, &["T-09"])
        .slot(4, &["T-10"])
        .build();
    let events = when(
        &mut state,
        0,
        Command::Move(cmd::Move::to(Pc::Procurer, Place::Area(Area::Shibuya))),
    );
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.stat == Stat::Tech && c.target == 5 && c.base == 1)
    );
    when(&mut state, 0, Command::GiveUpCheck(Confirm::Yes));
    assert_eq!(
        state.pc(Pc::Procurer).unwrap().place,
        Place::Area(Area::Shinagawa)
    );
}

#[test]
fn dt16_a_hand_over_four_must_come_down_before_drawing() {
    let mut state = given(2).build();
    when(
        &mut state,
        0,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Procurer }),
    );
    when(
        &mut state,
        1,
        Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer }),
    );
    play_to(&mut state, Step::HandAdjustment);
    let mut state = Given { state }
        .hand(Pc::Procurer, &["PS-01", "PS-02", "PS-03", "PS-04", "PS-05"])
        .build();
    assert_eq!(
        refused(
            &state,
            0,
            Command::FinishHand(cmd::FinishHand { pc: Pc::Procurer })
        )
        .code,
        "HAND_TOO_BIG"
    );
    when(
        &mut state,
        0,
        Command::DiscardFromHand(cmd::DiscardFromHand {
            pc: Pc::Procurer,
            card: "PS-05".into(),
        }),
    );
    let events = when(
        &mut state,
        0,
        Command::FinishHand(cmd::FinishHand { pc: Pc::Procurer }),
    );
    assert!(has(&events, |e| *e
        == Event::HandReady(ev::HandReady { pc: Pc::Procurer })));
    assert_eq!(state.pc(Pc::Procurer).unwrap().hand.len(), 4);
}

#[test]
fn dt18_the_first_hand_may_be_redrawn_once() {
    let events = setup_events(&Options::default(), 2, 4);
    let mut state = super::super::TokyoSaitoshin::fold(&events);
    play_to(&mut state, Step::HandAdjustment);
    when(
        &mut state,
        0,
        Command::FinishHand(cmd::FinishHand { pc: Pc::Procurer }),
    );
    let first = state.pc(Pc::Procurer).unwrap().hand.clone();
    assert_eq!(first.len(), 4);
    when(
        &mut state,
        0,
        Command::Redraw(cmd::Redraw { pc: Pc::Procurer }),
    );
    let p = state.pc(Pc::Procurer).unwrap();
    assert!(
        p.hand.iter().all(|c| !first.contains(c)),
        "four other cards"
    );
    let mut deck = p.deck.clone();
    deck.sort();
    let mut set_aside = first.clone();
    set_aside.sort();
    assert_eq!(deck, set_aside, "the set-aside cards are the deck");
    assert_eq!(
        refused(&state, 0, Command::Redraw(cmd::Redraw { pc: Pc::Procurer })).code,
        "HAND_READY"
    );
}

#[test]
fn dt21_only_empty_slots_are_refilled_and_only_from_a_deck_with_cards() {
    let mut state = given(2).step(Step::Refill).build();
    for slot in &mut state.slots {
        slot.stack = vec!["W-09".into()];
    }
    state.slots[0].stack = vec!["T-08".into()];
    state.slots[1].stack = vec!["I-09".into(), "T-09".into()];
    state.slots[2].stack.clear();
    state.slots[3].stack.clear();
    state.decks.insert(Deck::Follower, vec![]);
    let (events, _) = advanced(&state);
    let filled = find(&events, |e| match e {
        Event::MarketSlotFilled(ev::MarketSlotFilled { slot, .. }) => Some(*slot),
        _ => None,
    });
    assert_eq!(filled, vec![3], "the empty weapon slot only");
}

#[test]
fn dt25_resolving_an_epic_card_unseals_all_three_skills_and_a_common_one_the_support() {
    let mut state = given(2)
        .empty_market()
        .slot(3, &["T-35"])
        .slot(4, &["T-20"])
        .ap(Pc::Engineer, 2)
        .build();
    when(
        &mut state,
        1,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Engineer,
            slot: 4,
        }),
    );
    assert!(
        !state
            .pc(Pc::Engineer)
            .unwrap()
            .skill(SkillSlot::Support)
            .sealed
    );
    assert!(
        state
            .pc(Pc::Engineer)
            .unwrap()
            .skill(SkillSlot::Enhanced)
            .sealed
    );
    when(
        &mut state,
        1,
        Command::Resolve(cmd::Resolve {
            pc: Pc::Engineer,
            slot: 3,
        }),
    );
    when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    let events = when(&mut state, 1, Command::PayApToken(Confirm::Yes));
    let unsealed = find(&events, |e| match e {
        Event::SkillUnsealed(ev::SkillUnsealed { skill, .. }) => Some(*skill),
        _ => None,
    });
    assert_eq!(unsealed, vec![SkillSlot::Enhanced, SkillSlot::Site]);
    assert!(
        state
            .pc(Pc::Engineer)
            .unwrap()
            .skills
            .iter()
            .all(|s| !s.sealed)
    );
}

#[test]
fn dt26_seals_at_setup_follow_the_campaigns_clears() {
    let sealed = |unsealed: Vec<SkillSlot>| {
        let options = Options {
            campaign: Some(CampaignSetup {
                unsealed,
                ..CampaignSetup::default()
            }),
            ..Options::default()
        };
        find(&setup_events(&options, 1, 1), |e| match e {
            Event::SkillsSealed(ev::SkillsSealed { sealed, .. }) => Some(sealed.clone()),
            _ => None,
        })
    };
    // Scenario 04 cleared: support and enhanced unsealed.
    let after_04 = super::super::campaign::unsealed_by(&["04".to_string()].into());
    assert_eq!(sealed(after_04), vec![vec![SkillSlot::Site]; 2]);
    // Only 00 cleared: all three sealed.
    let after_00 = super::super::campaign::unsealed_by(&["00".to_string()].into());
    assert_eq!(sealed(after_00), vec![SkillSlot::ALL.to_vec(); 2]);
}

#[test]
fn dt28_round_start_cards_fill_their_own_areas_before_any_goes_next_door() {
    // Shinjuku and Shibuya full, Akiba with one free slot; PCs in Shinjuku and Akiba draw.
    let state = given(2)
        .step(Step::Refill)
        .at(Pc::Procurer, Place::Area(Area::Shinjuku))
        .at(Pc::Engineer, Place::Area(Area::Akiba))
        .full_of_troubles(Area::Shinjuku, 8)
        .full_of_troubles(Area::Shibuya, 11)
        .slot(9, &["T-14"])
        .slot(10, &["T-15"])
        .slot(11, &["W-01"])
        .troubles(&["T-17", "T-16"])
        .build();
    let (events, after) = advanced(&state);
    let placed = events.iter().position(|e| {
        *e == Event::TroublePlaced(ev::TroublePlaced {
            card: "T-17".into(),
            slot: 11,
        })
    });
    let lost = events.iter().position(|e| {
        *e == Event::GameLost(ev::GameLost {
            reason: "TROUBLE_CANNOT_BE_PLACED".into(),
        })
    });
    assert!(
        placed.is_some() && lost.is_some() && placed < lost,
        "{events:?}"
    );
    assert!(after.is_over());
    assert!(super::super::TokyoSaitoshin::outcome(&after).is_some_and(|o| o.winners.is_empty()));
}

#[test]
fn ex02_scenario_00_uses_no_mod_cards() {
    let content = Content::embedded();
    assert!(!content.scenario("00").unwrap().uses_mods);
    let events = setup_events(&Options::default(), 2, 1);
    let state = super::super::TokyoSaitoshin::fold(&events);
    // Nothing but the scenario's own cards is dealt out of the scenario book.
    assert!(state.scenario_set_aside.is_empty());
    assert!(
        state
            .scenario_deck
            .iter()
            .chain(&state.scenario_revealed)
            .all(|c| c.starts_with("SC00-"))
    );
}

#[test]
fn ex03_each_scenario_runs_its_own_setup_script() {
    // S00's setup text is not in the source (its script is empty): the pawns stay on their
    // start areas and its first card is read. S04's (published) puts every PC in Shinagawa.
    let placed = |scenario: &str| {
        let options = Options {
            scenario: scenario.into(),
            ..Options::default()
        };
        let state = super::super::TokyoSaitoshin::fold(&setup_events(&options, 2, 1));
        (
            state.pc(Pc::Procurer).unwrap().place,
            state.pc(Pc::Engineer).unwrap().place,
        )
    };
    assert_eq!(
        placed("00"),
        (Place::Area(Area::Shinagawa), Place::Area(Area::Shibuya))
    );
    assert_eq!(
        placed("04"),
        (Place::Area(Area::Shinagawa), Place::Area(Area::Shinagawa))
    );
    let events = setup_events(&Options::default(), 2, 1);
    assert!(
        events.contains(&Event::ScenarioCardRevealed(ev::ScenarioCardRevealed {
            card: "SC00-01".into()
        }))
    );
}

#[test]
fn ex26_the_substitute_doll_is_never_a_heal_target() {
    // The doll (I-23) has no HP: a heal reaches PCs only, and no event names the doll.
    let state = given(2)
        .equipped(Pc::Procurer, &["I-23"])
        .damage(Pc::Procurer, 2, false)
        .build();
    for target in [
        super::super::effect::PcTarget::Actor,
        super::super::effect::PcTarget::AllPcs,
    ] {
        let (events, after) = run_ops(
            &state,
            &Ctx::of("Shinjuku").by(Pc::Procurer),
            &[Op::Heal { target, n: 1 }],
        );
        assert!(!serde_json::to_string(&events).unwrap().contains("I-23"));
        assert_eq!(after.pc(Pc::Procurer).unwrap().damage, 1);
        assert!(!after.card_damage.contains_key("I-23"));
    }
}

#[test]
fn ex34_a_reward_removed_during_a_play_is_there_again_in_the_next() {
    let options = Options {
        campaign: Some(CampaignSetup {
            rewards: vec!["SC04-R2".into()],
            ..CampaignSetup::default()
        }),
        ..Options::default()
    };
    // Worked into its deck (from where it may already have reached the market).
    let in_a_deck = |state: &State| {
        state
            .decks
            .values()
            .flatten()
            .chain(state.slots.iter().flat_map(|sl| sl.stack.iter()))
            .chain(&state.disposal)
            .any(|c| c == "SC04-R2")
    };
    let mut state = given_with(&options, 2).build();
    assert!(in_a_deck(&state));
    // Removed during the play: the play's result says nothing of it, so the campaign keeps
    // the reward owned.
    for deck in state.decks.values_mut() {
        deck.retain(|c| c != "SC04-R2");
    }
    for slot in &mut state.slots {
        slot.stack.retain(|c| c != "SC04-R2");
    }
    state.disposal.retain(|c| c != "SC04-R2");
    state.removed.push("SC04-R2".into());
    state.step = Step::Over;
    state.result = Some(super::super::state::PlayResult {
        cleared: false,
        reason: "TIME_RAN_OUT".into(),
        evaluation: None,
        rank: None,
        reward: None,
    });
    assert_eq!(
        super::super::campaign::campaign_result(&state).unwrap(),
        serde_json::json!({"scenario": "00", "cleared": false, "reward": null})
    );
    // The next play that includes it works it into its deck again.
    let next = given_with(&options, 2).build();
    assert!(in_a_deck(&next) && !next.removed.contains(&"SC04-R2".to_string()));
}
