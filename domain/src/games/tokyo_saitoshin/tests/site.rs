//! The Site (spec 5.9, 5.12, 4.6; EX-24, EX-25, DT-03, DT-05, DT-06, DT-15) and the
//! disposal-area rewards (spec 5.18.2, 5.18.3 item 3; DT-20).

use super::super::effect::Op;
use super::super::primitives::Ctx;
use super::super::rules::withdrawal::withdrawal_split;
use super::super::state::{ENCOUNTER_SLOT, Step};
use super::super::vocabulary::{Area, Deck, Pc, Place, SkillSlot, Stat};
use super::super::{TokyoSaitoshin, view};
use super::*;
use crate::engine::{Confirm, Game, Seat, Viewer};
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

const SITE: Place = Place::Site;

/// Two players, an empty market, the Site deck X-05 (bottom) .. X-01 (top).
fn table() -> Given {
    let mut g = given(2).empty_market();
    g.state.decks.insert(
        Deck::Site,
        vec!["X-18".into(), "X-05".into(), "X-06".into(), "X-01".into()],
    );
    g
}

/// The Procurer in the Site with these face-down cards (bottom first) in the encounter slot.
fn in_site(cards: &[&str]) -> State {
    let mut state = table().at(Pc::Procurer, SITE).build();
    state.encounter = cards.iter().map(|c| c.to_string()).collect();
    state
}

fn explore(pc: Pc) -> Command {
    Command::Explore(cmd::Explore { pc })
}

fn end_phase(pc: Pc) -> Command {
    Command::EndActionPhase(cmd::EndActionPhase { pc })
}

fn move_to(pc: Pc, to: Place) -> Command {
    Command::Move(cmd::Move::to(pc, to))
}

fn site_discard(state: &State) -> Vec<String> {
    state.discards.get(&Deck::Site).cloned().unwrap_or_default()
}

#[test]
fn dt03_entering_the_site_is_a_tech_check_against_nine_minus_twice_the_entry_troubles() {
    let mut state = table().slot(0, &["T-08"]).slot(1, &["T-09"]).build();
    let events = when_struck(&mut state, 0, move_to(Pc::Procurer, SITE));
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.stat == Stat::Tech && c.target == 5)
    );
    // With no trouble in the entry area the target is 9.
    let mut state = table().build();
    let events = when_struck(&mut state, 0, move_to(Pc::Procurer, SITE));
    assert!(
        matches!(&events[0], Event::ActionStarted(ev::ActionStarted { check: Some(c), .. }) if c.target == 9)
    );
}

#[test]
fn dt05_a_pc_that_enters_draws_one_site_card_face_down() {
    let mut state = table()
        .full_of_troubles(Area::Shinagawa, 8)
        .slot(3, &["T-11"])
        .build();
    // 3 troubles in Shinagawa: 9 - 6 = 3, the Procurer's Tech 1 plus 2 AP tokens.
    state = Given { state }.ap(Pc::Procurer, 2).build();
    when_struck(&mut state, 0, move_to(Pc::Procurer, SITE));
    when_struck(&mut state, 0, Command::PayApToken(Confirm::Yes));
    let events = when_struck(&mut state, 0, Command::PayApToken(Confirm::Yes));
    assert!(has(&events, |e| matches!(
        e,
        Event::PcMoved(ev::PcMoved {
            to: Place::Site,
            ..
        })
    )));
    assert!(has(&events, |e| *e
        == Event::SiteCardDrawn(ev::SiteCardDrawn {
            pc: Pc::Procurer,
            card: "X-01".into()
        })));
    assert_eq!(state.encounter, ["X-01"]);
    assert_eq!(state.pc(Pc::Procurer).unwrap().place, SITE);
    // Face down: nobody sees which card it is, the drawer included.
    let drawn = events
        .iter()
        .find(|e| matches!(e, Event::SiteCardDrawn(_)))
        .unwrap();
    for viewer in [
        Viewer::Seat(Seat(0)),
        Viewer::Seat(Seat(1)),
        Viewer::Spectator,
    ] {
        assert_eq!(
            TokyoSaitoshin::redact(drawn, viewer),
            Event::SiteCardDrawn(ev::SiteCardDrawn {
                pc: Pc::Procurer,
                card: view::HIDDEN.into()
            })
        );
        let shown = serde_json::to_string(&TokyoSaitoshin::view(&state, viewer)).unwrap();
        assert!(!shown.contains("X-01"), "{shown}");
    }
}

#[test]
fn dt06_pcs_in_the_site_draw_site_cards_at_round_start_and_no_trouble() {
    let mut g = given(3)
        .empty_market()
        .at(Pc::Procurer, SITE)
        .at(Pc::Engineer, SITE)
        .at(Pc::Negotiator, Place::Area(Area::Akiba))
        .step(Step::Refill);
    g.state.decks.insert(
        Deck::Site,
        vec!["X-06".into(), "X-05".into(), "X-01".into()],
    );
    let (events, after) = advanced(&g.build());
    let site = find(&events, |e| match e {
        Event::SiteCardDrawn(ev::SiteCardDrawn { pc, card }) => Some((*pc, card.clone())),
        _ => None,
    });
    assert_eq!(
        site,
        [(Pc::Procurer, "X-01".into()), (Pc::Engineer, "X-05".into())]
    );
    // The first drawn lies at the bottom.
    assert_eq!(after.encounter, ["X-01", "X-05"]);
    let troubles = find(&events, |e| match e {
        Event::TroubleDrawn(ev::TroubleDrawn { pc, .. }) => Some(*pc),
        _ => None,
    });
    assert_eq!(troubles, [Pc::Negotiator]);
}

#[test]
fn exploring_reveals_the_top_card_and_starts_the_exploration() {
    let mut state = in_site(&["X-05", "X-01"]);
    let events = when_struck(&mut state, 0, explore(Pc::Procurer));
    assert_eq!(
        events,
        [Event::SiteCardRevealed(ev::SiteCardRevealed {
            pc: Pc::Procurer,
            card: "X-01".into()
        })]
    );
    assert_eq!(state.site.revealed.as_deref(), Some("X-01"));
    assert!(state.site.exploring && state.site.revealed_this_phase);
    assert_eq!(state.encounter, ["X-05"]);
    // Revealed, it is public; the one beneath is not.
    let shown = serde_json::to_string(&TokyoSaitoshin::view(&state, Viewer::Spectator)).unwrap();
    assert!(shown.contains("X-01") && !shown.contains("X-05"));
    // One card at a time.
    assert_eq!(
        refused(&state, 0, explore(Pc::Procurer)).code,
        "SITE_CARD_REVEALED"
    );
}

#[test]
fn with_the_encounter_slot_empty_exploring_draws_one_more_card() {
    let mut state = in_site(&[]);
    let events = when_struck(&mut state, 0, explore(Pc::Procurer));
    assert!(matches!(&events[0], Event::SiteCardDrawn(_)));
    assert_eq!(
        events[1],
        Event::SiteCardRevealed(ev::SiteCardRevealed {
            pc: Pc::Procurer,
            card: "X-01".into()
        })
    );
}

#[test]
fn g9_an_empty_site_deck_is_rebuilt_from_the_site_discard_pile_in_a_hidden_order() {
    let mut state = in_site(&[]);
    state.decks.insert(Deck::Site, Vec::new());
    state.discards.insert(
        Deck::Site,
        vec!["X-05".into(), "X-01".into(), "X-06".into()],
    );
    let events = when_struck(&mut state, 0, explore(Pc::Procurer));
    let Event::SiteDeckReshuffled(ev::SiteDeckReshuffled { order }) = &events[0] else {
        panic!("the Site deck is rebuilt first: {events:?}");
    };
    let mut sorted = order.clone();
    sorted.sort();
    assert_eq!(sorted, ["X-01", "X-05", "X-06"]);
    let top = order.last().cloned().expect("three cards");
    assert_eq!(
        events[1],
        Event::SiteCardDrawn(ev::SiteCardDrawn {
            pc: Pc::Procurer,
            card: top.clone()
        })
    );
    assert_eq!(
        events[2],
        Event::SiteCardRevealed(ev::SiteCardRevealed {
            pc: Pc::Procurer,
            card: top
        })
    );
    assert!(site_discard(&state).is_empty());
    assert_eq!(state.decks[&Deck::Site], order[..2]);
    // Nobody learns the new deck's order.
    let shown = TokyoSaitoshin::redact(&events[0], Viewer::Seat(Seat(0)));
    assert!(!serde_json::to_string(&shown).unwrap().contains("X-0"));
}

#[test]
fn g9_with_the_site_deck_and_its_discard_pile_empty_nothing_is_left_to_explore() {
    let mut state = in_site(&[]);
    state.decks.insert(Deck::Site, Vec::new());
    assert_eq!(
        refused(&state, 0, explore(Pc::Procurer)).code,
        "SITE_DECK_EMPTY"
    );
}

#[test]
fn a_site_check_card_resolved_gives_its_success_effect_reward_ap_and_unseals() {
    // 焦熱陽炎 (X-05, provisional): Tech 5, Rare, reward 2.
    let mut state = Given {
        state: in_site(&["X-05"]),
    }
    .ap(Pc::Procurer, 4)
    .build();
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = true;
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let resolve = Command::Resolve(cmd::Resolve {
        pc: Pc::Procurer,
        slot: ENCOUNTER_SLOT,
    });
    when_struck(&mut state, 0, resolve);
    let mut events = Vec::new();
    for _ in 0..4 {
        events = when_struck(&mut state, 0, Command::PayApToken(Confirm::Yes));
    }
    assert!(has(&events, |e| *e
        == Event::ApGained(ev::ApGained {
            pc: Pc::Procurer,
            n: 2
        })));
    assert!(has(&events, |e| *e
        == Event::SkillUnsealed(ev::SkillUnsealed {
            pc: Pc::Procurer,
            skill: SkillSlot::Support
        })));
    assert!(has(&events, |e| *e
        == Event::SiteCardResolved(ev::SiteCardResolved {
            pc: Pc::Procurer,
            card: "X-05".into()
        })));
    assert_eq!(state.site.revealed, None);
    assert_eq!(site_discard(&state), ["X-05"]);
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 0);
}

#[test]
fn g8_a_failed_site_check_fails_the_card_at_once() {
    let mut state = in_site(&["X-05"]);
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let resolve = Command::Resolve(cmd::Resolve {
        pc: Pc::Procurer,
        slot: ENCOUNTER_SLOT,
    });
    when_struck(&mut state, 0, resolve);
    let events = when_struck(&mut state, 0, Command::GiveUpCheck(Confirm::Yes));
    // 【失敗時】: 2 physical damage to each participant, then the card is discarded.
    assert!(has(&events, |e| *e
        == Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            amount: 2,
            damage_type: super::super::vocabulary::DamageType::Physical
        })));
    assert!(has(&events, |e| *e
        == Event::SiteCardFailed(ev::SiteCardFailed {
            card: "X-05".into()
        })));
    assert_eq!(site_discard(&state), ["X-05"]);
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 2);
    // The Engineer, outside the Site, is no participant.
    assert_eq!(state.pc(Pc::Engineer).unwrap().damage, 0);
}

#[test]
fn a_participant_may_let_the_revealed_card_fail() {
    let mut state = in_site(&["X-05"]);
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let concede = Command::ConcedeSiteCard(cmd::ConcedeSiteCard { pc: Pc::Procurer });
    let events = when_struck(&mut state, 0, concede.clone());
    assert!(has(&events, |e| matches!(e, Event::SiteCardFailed(_))));
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 2);
    // Failing does not end the action phase.
    assert!(!state.pc(Pc::Procurer).unwrap().ended);
    assert_eq!(refused(&state, 0, concede).code, "NO_SITE_CARD_REVEALED");
}

#[test]
fn a_site_battle_card_is_attacked_as_slot_twelve_and_its_finisher_is_rewarded() {
    // 怪異の群れ (X-18, provisional): HP 5, counter 2 physical, short; reward 2.
    let mut state = Given {
        state: in_site(&["X-18"]),
    }
    .equipped(Pc::Procurer, &["GS-01"])
    .build();
    when_struck(&mut state, 0, explore(Pc::Procurer));
    state.card_damage.insert("X-18".into(), 3);
    let attack = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: st::Source::Equipped(st::EquippedCard {
            card: "GS-01".into(),
        }),
        target: Some(ENCOUNTER_SLOT),
        discard: vec![],
    });
    let events = when_struck(&mut state, 0, attack);
    assert!(has(&events, |e| *e
        == Event::EnemyDamaged(ev::EnemyDamaged {
            card: "X-18".into(),
            amount: 2
        })));
    assert!(has(&events, |e| *e
        == Event::ApGained(ev::ApGained {
            pc: Pc::Procurer,
            n: 2
        })));
    assert!(has(&events, |e| *e
        == Event::SiteCardResolved(ev::SiteCardResolved {
            pc: Pc::Procurer,
            card: "X-18".into()
        })));
    assert_eq!(site_discard(&state), ["X-18"]);
    assert!(!state.card_damage.contains_key("X-18"));
}

#[test]
fn a_market_slot_is_out_of_reach_from_the_site_and_the_site_card_from_an_area() {
    let mut state = in_site(&["X-18"]);
    state.slots[0].stack = vec!["T-05".into()];
    state.pc_mut(Pc::Procurer).unwrap().equipped = vec![st::Equipped {
        card: "GS-01".into(),
        exhaustion: 0,
    }];
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let attack = |pc, target| {
        Command::Use(cmd::Use {
            pc,
            source: st::Source::Equipped(st::EquippedCard {
                card: "GS-01".into(),
            }),
            target: Some(target),
            discard: vec![],
        })
    };
    assert_eq!(
        refused(&state, 0, attack(Pc::Procurer, 0)).code,
        "OUT_OF_REACH"
    );
    state.pc_mut(Pc::Procurer).unwrap().place = Place::Area(Area::Shinagawa);
    assert_eq!(
        refused(&state, 0, attack(Pc::Procurer, ENCOUNTER_SLOT)).code,
        "OUT_OF_REACH"
    );
}

#[test]
fn a_revealed_card_still_unresolved_when_the_action_phase_ends_fails() {
    let mut state = in_site(&["X-18"]);
    when_struck(&mut state, 0, explore(Pc::Procurer));
    when_struck(&mut state, 0, end_phase(Pc::Procurer));
    let events = when_struck(&mut state, 1, end_phase(Pc::Engineer));
    let failed = events
        .iter()
        .position(|e| matches!(e, Event::SiteCardFailed(_)))
        .expect("the card fails");
    let phase_end = events
        .iter()
        .position(|e| {
            *e == Event::StepEntered(ev::StepEntered {
                step: Step::PhaseEnd,
            })
        })
        .unwrap();
    assert!(failed < phase_end);
    assert!(has(&events, |e| *e
        == Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            amount: 2,
            damage_type: super::super::vocabulary::DamageType::Physical
        })));
    // With the slot empty, the exploration is over too.
    assert!(has(&events, |e| matches!(e, Event::ExplorationEnded(_))));
}

#[test]
fn the_site_obligation_a_card_must_be_revealed_before_ending_the_phase() {
    let mut state = in_site(&["X-05"]);
    assert_eq!(
        refused(&state, 0, end_phase(Pc::Procurer)).code,
        "SITE_OBLIGATION"
    );
    when_struck(&mut state, 0, explore(Pc::Procurer));
    when_struck(&mut state, 0, end_phase(Pc::Procurer));
    assert!(state.pc(Pc::Procurer).unwrap().ended);
}

#[test]
fn ex25_no_pc_enters_while_an_exploration_is_under_way() {
    let mut state = in_site(&["X-01"]);
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let enter = move_to(Pc::Engineer, SITE);
    assert_eq!(
        refused(&state, 1, enter.clone()).code,
        "EXPLORATION_UNDER_WAY"
    );
    // 異状なし resolves at once; the slot is empty, the exploration is ended.
    let resolve = Command::Resolve(cmd::Resolve {
        pc: Pc::Procurer,
        slot: ENCOUNTER_SLOT,
    });
    let events = when_struck(&mut state, 0, resolve);
    assert!(has(&events, |e| matches!(e, Event::SiteCardResolved(_))));
    assert_eq!(
        refused(&state, 1, enter.clone()).code,
        "EXPLORATION_UNDER_WAY"
    );
    let events = when_struck(
        &mut state,
        0,
        Command::EndExploration(cmd::EndExploration { pc: Pc::Procurer }),
    );
    assert_eq!(
        events,
        [Event::ExplorationEnded(ev::ExplorationEnded {
            pcs: vec![Pc::Procurer]
        })]
    );
    when_struck(&mut state, 1, enter);
    assert!(state.action.is_some());
}

#[test]
fn after_the_exploration_a_pc_leaves_without_a_check_to_any_area_joined_to_the_site() {
    let mut state = in_site(&["X-01"]);
    let leave = move_to(Pc::Procurer, Place::Area(Area::Shinjuku));
    assert_eq!(refused(&state, 0, leave.clone()).code, "SITE_CARDS_LEFT");
    when_struck(&mut state, 0, explore(Pc::Procurer));
    let resolve = Command::Resolve(cmd::Resolve {
        pc: Pc::Procurer,
        slot: ENCOUNTER_SLOT,
    });
    when_struck(&mut state, 0, resolve);
    assert_eq!(
        refused(&state, 0, leave.clone()).code,
        "EXPLORATION_UNDER_WAY"
    );
    when_struck(
        &mut state,
        0,
        Command::EndExploration(cmd::EndExploration { pc: Pc::Procurer }),
    );
    let events = when_struck(&mut state, 0, leave);
    assert_eq!(
        events,
        [Event::PcMoved(ev::PcMoved {
            pc: Pc::Procurer,
            from: SITE,
            to: Place::Area(Area::Shinjuku)
        })]
    );
}

#[test]
fn dt15_withdrawal_splits_two_per_card_within_remaining_hp_and_never_to_a_down_pc() {
    let mut state = Given {
        state: in_site(&["X-05", "X-06", "X-18"]),
    }
    .at(Pc::Engineer, SITE)
    .damage(Pc::Procurer, 2, false)
    .damage(Pc::Engineer, 5, true)
    .build();
    // A (the Procurer) takes at most 3, B (down) nothing, the rest is lost.
    assert_eq!(
        withdrawal_split(&state, 6),
        [(Pc::Procurer, 3), (Pc::Engineer, 0)]
    );
    let withdraw = Command::Withdraw(cmd::Withdraw { pc: Pc::Procurer });
    assert_eq!(refused(&state, 0, withdraw.clone()).code, "NO_EXPLORATION");
    when_struck(&mut state, 0, explore(Pc::Procurer));
    when_struck(
        &mut state,
        0,
        Command::ConcedeSiteCard(cmd::ConcedeSiteCard { pc: Pc::Procurer }),
    );
    // The down Engineer took damage too: it drew a trouble card, placed from the Site.
    play_trouble_placements(&mut state);
    // X-18 failed (2 damage to the Procurer, 4 now); are left: 4 damage, 1 fits.
    assert_eq!(state.pc(Pc::Procurer).unwrap().damage, 4);
    let events = when_struck(&mut state, 0, withdraw);
    let damage = find(&events, |e| match e {
        Event::DamageTaken(ev::DamageTaken { pc, amount, .. }) => Some((*pc, *amount)),
        _ => None,
    });
    assert_eq!(damage, [(Pc::Procurer, 1)]);
    assert!(has(&events, |e| *e
        == Event::PcWentDown(ev::PcWentDown { pc: Pc::Procurer })));
    assert!(has(&events, |e| *e
        == Event::Withdrew(ev::Withdrew {
            pcs: vec![Pc::Procurer, Pc::Engineer],
            discarded: vec!["X-05".into(), "X-06".into()],
        })));
    assert!(state.encounter.is_empty());
    assert_eq!(site_discard(&state), ["X-18", "X-05", "X-06"]);
    // Down processing drew a trouble card, placed from the Site in any area joined to it.
    play_trouble_placements(&mut state);
    // Each withdrawn PC moves out, without a check, and cannot stay.
    let prompts = TokyoSaitoshin::prompts(&state);
    assert!(
        prompts.iter().all(|p| p.kind == "LEAVE_SITE"),
        "{prompts:?}"
    );
    assert_eq!(
        refused(&state, 0, explore(Pc::Procurer)).code,
        "WRONG_PHASE"
    );
    assert_eq!(
        refused(&state, 0, move_to(Pc::Procurer, SITE)).code,
        "NOT_ADJACENT"
    );
    when_struck(
        &mut state,
        0,
        move_to(Pc::Procurer, Place::Area(Area::Akiba)),
    );
    let events = when_struck(
        &mut state,
        1,
        move_to(Pc::Engineer, Place::Area(Area::Shibuya)),
    );
    assert!(!has(&events, |e| matches!(e, Event::ActionStarted(_))));
    assert!(state.site.withdrawing.is_empty() && !state.site.exploring);
    assert!(state.pcs_in(SITE).is_empty());
}

/// Place every waiting trouble card in the first slot offered.
fn play_trouble_placements(state: &mut State) {
    while let Some(p) = TokyoSaitoshin::prompts(state)
        .into_iter()
        .find(|p| p.kind == "PLACE_TROUBLE")
    {
        let place = legal(state, p.seat.0)[0].clone();
        when_struck(state, p.seat.0, place);
    }
}

#[test]
fn dt20_a_disposal_shortfall_takes_the_slot_then_chooses_among_revealed_cards() {
    let mut state = table().build();
    state.disposal = vec!["W-10".into()];
    let weapon = state.decks[&Deck::Weapon].last().unwrap().clone();
    let item = state.decks[&Deck::Item].last().unwrap().clone();
    let follower = state.decks[&Deck::Follower].last().unwrap().clone();
    let (events, mut after) = run_ops(
        &state,
        &Ctx::of("X-39").by(Pc::Procurer),
        &[Op::ObtainDisposalCards { n: 2 }],
    );
    assert_eq!(
        events[1],
        Event::DisposalShortfallDrawn(ev::DisposalShortfallDrawn {
            cards: vec![weapon.clone(), item.clone(), follower.clone()]
        })
    );
    // The Procurer alone in Shinagawa: the slot's one card is taken without a choice.
    let (events, settled) = advanced(&after);
    assert_eq!(
        events,
        [Event::DisposalCardTaken(ev::DisposalCardTaken {
            pc: Pc::Procurer,
            card: "W-10".into()
        })]
    );
    after = settled;
    assert_eq!(
        TokyoSaitoshin::prompts(&after)[0].kind,
        "TAKE_DISPOSAL_CARD"
    );
    let take = |card: &str| {
        Command::TakeDisposalCard(cmd::TakeDisposalCard {
            pc: Pc::Procurer,
            card: card.into(),
        })
    };
    assert_eq!(refused(&after, 0, take("W-10")).code, "NOT_OFFERED");
    assert_eq!(
        refused(&after, 0, end_phase(Pc::Procurer)).code,
        "WRONG_PHASE"
    );
    let events = when_struck(&mut after, 0, take(&item));
    assert_eq!(
        events.last().unwrap(),
        &Event::DisposalRewardEnded(ev::DisposalRewardEnded {
            returned: vec![weapon.clone(), follower.clone()]
        })
    );
    // Each obtained card goes on top of the deck; the unchosen two to the disposal slot.
    let deck = &after.pc(Pc::Procurer).unwrap().deck;
    assert_eq!(deck[deck.len() - 2..], ["W-10".to_string(), item]);
    assert_eq!(after.disposal, [weapon, follower]);
    assert!(after.disposal_rewards.is_empty());
}

#[test]
fn several_pcs_of_the_area_choose_who_gets_each_disposal_card() {
    let mut state = table()
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .build();
    state.disposal = vec!["W-10".into(), "I-10".into(), "F-10".into()];
    let (_, mut after) = run_ops(
        &state,
        &Ctx::of("X-39").by(Pc::Procurer),
        &[Op::ObtainDisposalCards { n: 1 }],
    );
    let prompts = TokyoSaitoshin::prompts(&after);
    assert_eq!(prompts.len(), 2);
    let take = Command::TakeDisposalCard(cmd::TakeDisposalCard {
        pc: Pc::Engineer,
        card: "I-10".into(),
    });
    assert!(legal(&after, 1).contains(&take));
    when_struck(&mut after, 1, take);
    assert_eq!(after.pc(Pc::Engineer).unwrap().deck.last().unwrap(), "I-10");
    assert_eq!(after.disposal, ["W-10", "F-10"]);
}

#[test]
fn a_disposal_card_may_be_taken_instead_of_drawing_an_artifact() {
    let mut state = table().build();
    state.decks.insert(Deck::Artifact, vec!["A-01".into()]);
    let (events, mut after) = run_ops(
        &state,
        &Ctx::of("X-32").by(Pc::Procurer),
        &[Op::DrawArtifact],
    );
    assert_eq!(
        events,
        [Event::ArtifactOffered(ev::ArtifactOffered {
            candidates: vec![Pc::Procurer]
        })]
    );
    assert_eq!(
        TokyoSaitoshin::prompts(&after)[0].kind,
        "CHOOSE_ARTIFACT_OR_DISPOSAL"
    );
    let events = when_struck(
        &mut after,
        0,
        Command::ChooseArtifactOrDisposal(cmd::ChooseArtifactOrDisposal {
            pc: Pc::Procurer,
            disposal: true,
        }),
    );
    assert_eq!(
        events[1],
        Event::DisposalCardsOffered(ev::DisposalCardsOffered {
            n: 1,
            candidates: vec![Pc::Procurer]
        })
    );
    // The artifact was never drawn.
    assert_eq!(after.decks[&Deck::Artifact], ["A-01"]);
    assert!(after.artifacts.is_empty());
    assert_eq!(after.disposal_rewards.len(), 1);
}

#[test]
fn a_used_card_disposed_inside_the_site_is_removed() {
    // Spec 5.17: Dispose inside the Site is Remove. The Serum's post-use is Dispose; its
    // effect is made one usable on its own (it modifies an attack otherwise).
    let mut state = in_site(&[]);
    let mut content = (*state.content).clone();
    let serum = content
        .player_cards
        .iter_mut()
        .find(|c| c.title == "simplified_superhuman_serum")
        .expect("the Serum");
    serum.effects[0].ops = vec![Op::GainAp { n: 1 }];
    let card = serum.ids[0].clone();
    state.content = std::sync::Arc::new(content);
    state.pc_mut(Pc::Procurer).unwrap().hand = vec![card.clone()];
    let play = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: st::Source::Hand(st::HandCard { card: card.clone() }),
        target: None,
        discard: vec![],
    });
    let events = when_struck(&mut state, 0, play);
    assert!(has(&events, |e| *e
        == Event::CardRemoved(ev::CardRemoved {
            pc: Pc::Procurer,
            card: card.clone()
        })));
    assert!(state.removed.contains(&card) && !state.disposal.contains(&card));
}
