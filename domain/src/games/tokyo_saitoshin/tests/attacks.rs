//! An attack's window (spec 5.8, G-28): the Gangster joining (EX-12, EX-13), Covering Fire
//! (EX-19), the Serum (EX-20), Seeing Through the Uncanny (EX-21), Quick Draw, who is
//! asked and the refusals; Doom Zero's redraw (EX-38) and the Procurer's Reuse (EX-27).

use super::super::command::Source;
use super::super::content::Content;
use super::super::effect::Attack;
use super::super::rules::strike;
use super::super::state::{Boost, ENCOUNTER_SLOT, slot_area};
use super::super::vocabulary::{DamageType, Deck, Pc, Place, SkillSlot};
use super::*;
use crate::engine::{Confirm, Game};
use crate::games::tokyo_saitoshin::TokyoSaitoshin;
use crate::games::tokyo_saitoshin::command as cmd;
use crate::games::tokyo_saitoshin::event as ev;
use crate::games::tokyo_saitoshin::state as st;

/// Biker: HP 5, 近, a counter of 2 physical, physical reduction 1.
const BIKER: &str = "T-05";
/// Armored vehicle: HP 6, 遠, physical reduction 2.
const ARMORED: &str = "T-27";
/// Poltergeist: HP 6, 遠+, physical reduction 1.
const POLTERGEIST: &str = "T-33";
const BAT: &str = "W-05";
const REVOLVER: &str = "W-09";
const HUNTING_RIFLE: &str = "W-20";
const MOLOTOV: &str = "W-23";
const TALISMAN_BLADE: &str = "W-26";
const EVIL_EYE: &str = "W-29";
const CHAINSAW: &str = "W-35";
const SNIPER: &str = "F-01";
const SERUM: &str = "I-20";
const DOOM_ZERO: &str = "SC04-R1";

fn equipped(card: &str) -> Source {
    Source::Equipped(st::EquippedCard { card: card.into() })
}

fn skill(slot: SkillSlot) -> Source {
    Source::Skill(st::SkillSource { slot })
}

fn covering_fire() -> Source {
    Source::Bot(st::BotSkill {
        pc: Pc::Gangster,
        skill: 0,
    })
}

fn attack(pc: Pc, card: &str, slot: usize) -> Command {
    Command::Use(cmd::Use {
        pc,
        source: equipped(card),
        target: Some(slot),
        discard: vec![],
    })
}

fn modify(pc: Pc, source: Source) -> Command {
    Command::Use(cmd::Use {
        pc,
        source,
        target: None,
        discard: vec![],
    })
}

fn pass(pc: Pc) -> Command {
    Command::PassAttack(cmd::PassAttack { pc })
}

fn join(means: &str, discard: &[&str]) -> Command {
    Command::JoinAttack(cmd::JoinAttack {
        pc: Pc::Gangster,
        source: skill(SkillSlot::Support),
        means: equipped(means),
        discard: discard.iter().map(|c| c.to_string()).collect(),
    })
}

fn enemy_damage(events: &[Event]) -> Vec<u32> {
    find(events, |e| match e {
        Event::EnemyDamaged(ev::EnemyDamaged { amount, .. }) => Some(*amount),
        _ => None,
    })
}

fn declared(events: &[Event]) -> Option<Vec<Pc>> {
    find(events, |e| match e {
        Event::AttackDeclared(ev::AttackDeclared { waiting, .. }) => Some(waiting.clone()),
        _ => None,
    })
    .pop()
}

fn unseal(state: &mut State, pc: Pc, slot: SkillSlot) {
    state.pc_mut(pc).unwrap().skills[slot.index()].sealed = false;
}

/// Four players, every hand empty, the market empty but `enemy` in slot 0, every PC two
/// areas away but `here` in slot 0's area; then each PC's equipment.
fn four(enemy: &str, here: &[Pc], gear: &[(Pc, &[&str])]) -> State {
    let mut g = given(4).empty_market().slot(0, &[enemy]);
    let far = Place::Area(slot_area(6));
    for pc in [Pc::Procurer, Pc::Engineer, Pc::Negotiator, Pc::Gangster] {
        let place = if here.contains(&pc) {
            Place::Area(slot_area(0))
        } else {
            far
        };
        g = g.hand(pc, &[]).at(pc, place).equipped(pc, &[]);
    }
    for (pc, cards) in gear {
        g = g.equipped(*pc, cards);
    }
    g.build()
}

/// Two players (the Negotiator and the Gangster are BOT cards, Covering Fire ready): the
/// Procurer in slot 0's area with `gear` and `hand`, facing `enemy`.
fn two(enemy: &str, gear: &[&str], hand: &[&str]) -> State {
    given(2)
        .empty_market()
        .slot(0, &[enemy])
        .hand(Pc::Procurer, hand)
        .hand(Pc::Engineer, &[])
        .at(Pc::Procurer, Place::Area(slot_area(0)))
        .at(Pc::Engineer, Place::Area(slot_area(6)))
        .equipped(Pc::Procurer, gear)
        .build()
}

#[test]
fn ex12_a_joined_attack_strikes_at_the_attacks_range_before_the_counter() {
    // EX-12 / FAQ Q20: the rifle's 遠+ leads the chainsaw's 近 past the biker's 近.
    let gear: &[(Pc, &[&str])] = &[
        (Pc::Procurer, &[HUNTING_RIFLE]),
        (Pc::Gangster, &[CHAINSAW]),
    ];
    let mut state = four(BIKER, &[Pc::Procurer, Pc::Gangster], gear);
    unseal(&mut state, Pc::Gangster, SkillSlot::Support);
    let events = when(&mut state, 0, attack(Pc::Procurer, HUNTING_RIFLE, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Gangster]));
    assert!(enemy_damage(&events).is_empty(), "nothing strikes yet");
    let prompts = TokyoSaitoshin::prompts(&state);
    assert_eq!(prompts.len(), 1);
    assert_eq!(
        (prompts[0].kind.as_str(), prompts[0].seat.0),
        ("ANSWER_ATTACK", 3)
    );
    assert_eq!(
        legal(&state, 3),
        vec![pass(Pc::Gangster), join(CHAINSAW, &[])]
    );
    assert!(legal(&state, 0).is_empty());

    let events = when(&mut state, 3, join(CHAINSAW, &[]));
    // 3 − 1 and 5 − 1: 6 of the biker's 5, before its counter.
    assert_eq!(enemy_damage(&events), vec![2, 4]);
    assert!(has(&events, |e| matches!(
        e,
        Event::CardResolved(ev::CardResolved { pc: Pc::Procurer, card, .. }) if card == BIKER
    )));
    assert!(!has(&events, |e| matches!(
        e,
        Event::DamageTaken(_) | Event::DamageIncoming(_)
    )));
    let gangster = state.pc(Pc::Gangster).unwrap();
    assert_eq!(
        gangster.equipped[0].exhaustion, 2,
        "the chainsaw's post-use"
    );
    assert_eq!(gangster.skill(SkillSlot::Support).exhaustion, 1);
    assert!(state.attack.is_none());
}

#[test]
fn passing_leaves_the_attack_alone_and_the_enemy_counters() {
    let gear: &[(Pc, &[&str])] = &[
        (Pc::Procurer, &[HUNTING_RIFLE]),
        (Pc::Gangster, &[CHAINSAW]),
    ];
    let mut state = four(BIKER, &[Pc::Procurer, Pc::Gangster], gear);
    unseal(&mut state, Pc::Gangster, SkillSlot::Support);
    when(&mut state, 0, attack(Pc::Procurer, HUNTING_RIFLE, 0));
    let events = when(&mut state, 3, pass(Pc::Gangster));
    assert_eq!(enemy_damage(&events), vec![2]);
    assert!(has(&events, |e| matches!(
        e,
        Event::DamageTaken(ev::DamageTaken {
            pc: Pc::Procurer,
            amount: 2,
            ..
        })
    )));
    assert_eq!(state.pc(Pc::Gangster).unwrap().equipped[0].exhaustion, 0);
}

#[test]
fn ex13_from_an_adjacent_area_only_a_means_that_reaches_may_join() {
    // EX-13 / FAQ Q21: the bat does not reach the next area; the Sniper does.
    let gear: &[(Pc, &[&str])] = &[(Pc::Procurer, &[REVOLVER]), (Pc::Gangster, &[BAT])];
    let mut state = four(BIKER, &[Pc::Procurer], gear);
    let next = state.content.adjacent(slot_area(0))[0];
    state.pc_mut(Pc::Gangster).unwrap().place = Place::Area(next);
    unseal(&mut state, Pc::Gangster, SkillSlot::Support);
    let mut with_bat = state.clone();
    let events = when(&mut with_bat, 0, attack(Pc::Procurer, REVOLVER, 0));
    assert_eq!(
        declared(&events),
        None,
        "nobody may answer: it strikes at once"
    );
    assert_eq!(enemy_damage(&events), vec![1]);

    let p = state.pc_mut(Pc::Gangster).unwrap();
    p.equipped = vec![
        st::Equipped {
            card: BAT.into(),
            exhaustion: 0,
        },
        st::Equipped {
            card: SNIPER.into(),
            exhaustion: 0,
        },
    ];
    p.hand = vec!["I-01".into()];
    let events = when(&mut state, 0, attack(Pc::Procurer, REVOLVER, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Gangster]));
    // The Sniper's cost is a hand card.
    assert_eq!(
        legal(&state, 3),
        vec![pass(Pc::Gangster), join(SNIPER, &["I-01"])]
    );
    assert_eq!(refused(&state, 3, join(BAT, &[])).code, "NO_MEANS");
    assert_eq!(refused(&state, 3, join(SNIPER, &[])).code, "WRONG_COST");
    let events = when(&mut state, 3, join(SNIPER, &["I-01"]));
    assert_eq!(enemy_damage(&events), vec![1, 1]);
}

#[test]
fn ex19_covering_fire_joins_a_physical_attack_before_one_reduction() {
    // EX-19 / FAQ Q23: (2 + 1) − 2 = 1, where the revolver alone deals 0.
    let mut state = two(ARMORED, &[REVOLVER], &[]);
    let events = when(&mut state, 0, attack(Pc::Procurer, REVOLVER, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Procurer]));
    assert_eq!(
        legal(&state, 0),
        vec![pass(Pc::Procurer), modify(Pc::Procurer, covering_fire())]
    );
    let events = when(&mut state, 0, modify(Pc::Procurer, covering_fire()));
    assert!(has(&events, |e| *e
        == Event::CoveringFireAdded(ev::CoveringFireAdded { n: 1 })));
    // Nothing more to answer with: the window closes by itself.
    assert_eq!(enemy_damage(&events), vec![1]);
    let bot = state.bots.iter().find(|b| b.pc == Pc::Gangster).unwrap();
    assert_eq!(bot.exhaustion, 2, "a BOT card takes 2 exhaustion tokens");
}

#[test]
fn ex19_covering_fire_strikes_apart_from_a_cognitive_attack() {
    // EX-19: 4 cognitive past no cognitive reduction; 1 physical past the 1 physical.
    let mut state = two(POLTERGEIST, &[EVIL_EYE], &[]);
    when(&mut state, 0, attack(Pc::Procurer, EVIL_EYE, 0));
    let events = when(&mut state, 0, modify(Pc::Procurer, covering_fire()));
    assert_eq!(enemy_damage(&events), vec![4, 0]);
}

#[test]
fn ex20_the_serum_doubles_the_attack_covering_fire_included() {
    // EX-20 / FAQ Q24: ((2 + 1) × 2) − 2 = 4.
    let mut state = two(ARMORED, &[REVOLVER], &[SERUM]);
    let events = when(&mut state, 0, attack(Pc::Procurer, REVOLVER, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Procurer]));
    let serum = Source::Hand(st::HandCard { card: SERUM.into() });
    assert_eq!(
        legal(&state, 0),
        vec![
            pass(Pc::Procurer),
            modify(Pc::Procurer, serum.clone()),
            modify(Pc::Procurer, covering_fire())
        ]
    );
    when(&mut state, 0, modify(Pc::Procurer, covering_fire()));
    let events = when(&mut state, 0, modify(Pc::Procurer, serum));
    assert!(has(&events, |e| *e
        == Event::AttackDamageMultiplied(ev::AttackDamageMultiplied {
            k: 2
        })));
    assert_eq!(enemy_damage(&events), vec![4]);
    assert!(
        state.disposal.contains(&SERUM.to_string()),
        "its post-use disposes of it"
    );
}

#[test]
fn ex21_seeing_through_ignores_the_reduction_but_not_a_nullification() {
    // EX-21 / FAQ Q22: the revolver's 2 past the armored vehicle's reduction of 2.
    let gear: &[(Pc, &[&str])] = &[(Pc::Negotiator, &[REVOLVER])];
    let mut state = four(ARMORED, &[Pc::Negotiator], gear);
    unseal(&mut state, Pc::Negotiator, SkillSlot::Site);
    let mut nullified = state.clone();
    let events = when(&mut state, 2, attack(Pc::Negotiator, REVOLVER, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Negotiator]));
    let events = when(
        &mut state,
        2,
        modify(Pc::Negotiator, skill(SkillSlot::Site)),
    );
    assert!(has(&events, |e| matches!(
        e,
        Event::EnemyReductionIgnored(_)
    )));
    assert_eq!(enemy_damage(&events), vec![2]);

    let mut content: Content = (*nullified.content).clone();
    for e in &mut content.encounters {
        if let Some(enemy) = e.enemy.as_mut().filter(|_| e.title == "armored_vehicle") {
            enemy.nullifies = Some(DamageType::Physical);
        }
    }
    nullified.content = std::sync::Arc::new(content);
    when(&mut nullified, 2, attack(Pc::Negotiator, REVOLVER, 0));
    let events = when(
        &mut nullified,
        2,
        modify(Pc::Negotiator, skill(SkillSlot::Site)),
    );
    assert_eq!(enemy_damage(&events), vec![0]);
}

#[test]
fn quick_draw_adds_to_a_physical_attack_only_and_only_in_its_window() {
    // 早撃ち: (2 + 1) − 1 against the biker.
    let gear: &[(Pc, &[&str])] = &[(Pc::Gangster, &[BAT, TALISMAN_BLADE])];
    let mut state = four(BIKER, &[Pc::Gangster], gear);
    unseal(&mut state, Pc::Gangster, SkillSlot::Enhanced);
    let quick = modify(Pc::Gangster, skill(SkillSlot::Enhanced));
    assert_eq!(refused(&state, 3, quick.clone()).code, "NO_EFFECT_TO_USE");
    let mut cognitive = state.clone();
    let events = when(&mut cognitive, 3, attack(Pc::Gangster, TALISMAN_BLADE, 0));
    assert_eq!(
        declared(&events),
        None,
        "it adds nothing to a cognitive attack"
    );

    when(&mut state, 3, attack(Pc::Gangster, BAT, 0));
    let events = when(&mut state, 3, quick);
    assert!(has(&events, |e| *e
        == Event::AttackDamageAdded(ev::AttackDamageAdded { n: 1 })));
    assert_eq!(enemy_damage(&events), vec![2]);
    let gangster = state.pc(Pc::Gangster).unwrap();
    assert_eq!(gangster.skill(SkillSlot::Enhanced).exhaustion, 1);
}

#[test]
fn an_attacker_holding_any_card_is_asked_when_hands_are_hidden() {
    // The content has a consumable modifier (the Serum): whether this hand holds one must
    // not show, so holding the Pundit's bike card asks all the same, with only a pass.
    let gear: &[(Pc, &[&str])] = &[(Pc::Procurer, &[REVOLVER])];
    let mut state = four(BIKER, &[Pc::Procurer], gear);
    state.pc_mut(Pc::Procurer).unwrap().hand = vec!["I-01".into()];
    let events = when(&mut state, 0, attack(Pc::Procurer, REVOLVER, 0));
    assert_eq!(declared(&events), Some(vec![Pc::Procurer]));
    assert_eq!(legal(&state, 0), vec![pass(Pc::Procurer)]);
    let events = when(&mut state, 0, pass(Pc::Procurer));
    assert_eq!(enemy_damage(&events), vec![1]);
}

#[test]
fn the_window_refuses_what_it_does_not_ask() {
    let gear: &[(Pc, &[&str])] = &[
        (Pc::Procurer, &[HUNTING_RIFLE]),
        (Pc::Gangster, &[CHAINSAW]),
    ];
    let mut state = four(BIKER, &[Pc::Procurer, Pc::Gangster], gear);
    unseal(&mut state, Pc::Gangster, SkillSlot::Support);
    unseal(&mut state, Pc::Gangster, SkillSlot::Enhanced);
    assert_eq!(refused(&state, 0, pass(Pc::Procurer)).code, "WRONG_PHASE");
    when(&mut state, 0, attack(Pc::Procurer, HUNTING_RIFLE, 0));
    assert_eq!(refused(&state, 0, pass(Pc::Procurer)).code, "NOT_ASKED");
    assert_eq!(
        refused(&state, 3, modify(Pc::Gangster, skill(SkillSlot::Enhanced))).code,
        "CANNOT_ANSWER",
        "only the attacker modifies its attack"
    );
    let end = Command::EndActionPhase(cmd::EndActionPhase { pc: Pc::Engineer });
    assert_eq!(refused(&state, 1, end).code, "WRONG_PHASE");
    assert_eq!(
        refused(&state, 0, join(CHAINSAW, &[])).code,
        "NOT_YOUR_DECISION"
    );
}

#[test]
fn strikes_add_before_reduction_multiply_the_sum_and_keep_covering_fire_once() {
    let enemy = |reduction: Option<(u32, DamageType)>| super::super::content::Enemy {
        hp: 10,
        reduction: reduction
            .map(|(value, damage_type)| super::super::content::Reduction { value, damage_type }),
        counter: super::super::content::Counter {
            damage: 1,
            damage_type: DamageType::Physical,
        },
        range: super::super::vocabulary::Range::Short,
        nullifies: None,
    };
    let rifle = Attack {
        damage: 3,
        damage_type: DamageType::Physical,
        range: None,
        targets: Default::default(),
        hits: 2,
        from_adjacent_area: false,
    };
    let armored = enemy(Some((2, DamageType::Physical)));
    // EX-14: (1 + 1) − 2 = 0 for a 1-point attack with 銃撃戦's +1.
    let one = Attack {
        damage: 1,
        hits: 1,
        ..rifle
    };
    assert_eq!(strike::parts(&one, 1, &Boost::default(), &armored), vec![0]);
    // Two hits: Covering Fire joins the first only; the Serum doubles each.
    let boost = Boost {
        covering: 1,
        factor: 2,
        ..Boost::default()
    };
    assert_eq!(
        strike::parts(&rifle, 0, &boost, &armored),
        vec![((3 + 1) * 2 - 2) + (3 * 2 - 2)]
    );
    let ignoring = Boost {
        ignore_reduction: true,
        ..Boost::default()
    };
    assert_eq!(strike::parts(&one, 0, &ignoring, &armored), vec![1]);
}

#[test]
fn ex38_doom_zero_redraws_a_trouble_card_drawn_for_ap() {
    // EX-38 / FAQ Q36: the Pundit (3) drawn first goes to the discard pile; the Soldier
    // (5) drawn again pays: 1 + 3 + 2 + 5 = 11 against 9.
    let mut state = super::examples::ex08_table();
    let p = state.pc_mut(Pc::Procurer).unwrap();
    p.equipped = vec![st::Equipped {
        card: DOOM_ZERO.into(),
        exhaustion: 0,
    }];
    state
        .decks
        .insert(Deck::Trouble, vec!["T-24".into(), "T-12".into()]);
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
    let events = when(&mut state, 0, Command::DrawTroubleForAp(Confirm::Yes));
    assert!(has(&events, |e| *e
        == Event::TroubleRedrawn(ev::TroubleRedrawn {
            pc: Pc::Procurer,
            card: "T-12".into()
        })));
    assert!(has(&events, |e| matches!(
        e,
        Event::CheckEnded(ev::CheckEnded {
            success: true,
            total: 11,
            ..
        })
    )));
    assert!(state.discards[&Deck::Trouble].contains(&"T-12".to_string()));
    assert_eq!(state.pending[0].card, "T-24");
}

#[test]
fn doom_zero_keeps_the_card_drawn_again_and_every_other_draw_alike() {
    let mut state = given(2)
        .empty_market()
        .equipped(Pc::Procurer, &[DOOM_ZERO])
        .troubles(&["T-20", "T-24", "T-12"])
        .build();
    let ctx = super::super::primitives::Ctx::of("test").by(Pc::Procurer);
    let (events, _) = run_ops(&state, &ctx, &[super::super::effect::Op::DrawTrouble]);
    let drawn = find(&events, |e| match e {
        Event::TroubleDrawn(ev::TroubleDrawn { card, .. }) => Some(card.clone()),
        _ => None,
    });
    assert_eq!(drawn, ["T-12", "T-24"], "once per draw");
    state.pc_mut(Pc::Procurer).unwrap().equipped.clear();
    let (events, _) = run_ops(&state, &ctx, &[super::super::effect::Op::DrawTrouble]);
    assert!(!has(&events, |e| matches!(e, Event::TroubleRedrawn(_))));
}

/// Two players, the BOT card exhausted (no Covering Fire to ask about), the Procurer with
/// Reuse unsealed and the Molotov in hand, in the Site before a revealed swarm.
fn reuse_in_site() -> State {
    let mut state = given(2)
        .empty_market()
        .hand(Pc::Procurer, &[MOLOTOV])
        .hand(Pc::Engineer, &[])
        .at(Pc::Procurer, Place::Site)
        .at(Pc::Engineer, Place::Area(slot_area(6)))
        .build();
    for b in &mut state.bots {
        b.exhaustion = 2;
    }
    state.site.revealed = Some("X-18".into());
    state.site.exploring = true;
    unseal(&mut state, Pc::Procurer, SkillSlot::Enhanced);
    state
}

fn molotov() -> Command {
    Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: Source::Hand(st::HandCard {
            card: MOLOTOV.into(),
        }),
        target: Some(ENCOUNTER_SLOT),
        discard: vec![],
    })
}

#[test]
fn ex27_reuse_discards_a_card_the_site_would_remove() {
    // EX-27 / FAQ Q12.
    let mut state = reuse_in_site();
    let mut events = when(&mut state, 0, molotov());
    // The swarm's counter may wait in a reaction window first (a hand card is held).
    if !state.incoming.is_empty() {
        let take = Command::TakeDamage(cmd::TakeDamage { pc: Pc::Procurer });
        events.extend(when(&mut state, 0, take));
    }
    assert!(has(&events, |e| *e
        == Event::DisposalHeld(ev::DisposalHeld {
            pc: Pc::Procurer,
            card: MOLOTOV.into()
        })));
    assert_eq!(TokyoSaitoshin::prompts(&state)[0].kind, "ANSWER_DISPOSAL");
    let dispose = Command::Dispose(cmd::Dispose { pc: Pc::Procurer });
    let reuse = modify(Pc::Procurer, skill(SkillSlot::Enhanced));
    assert_eq!(legal(&state, 0), vec![dispose.clone(), reuse.clone()]);
    let mut disposed = state.clone();

    let events = when(&mut state, 0, reuse);
    assert!(has(&events, |e| matches!(
        e,
        Event::CardDiscarded(ev::CardDiscarded { card, .. }) if card == MOLOTOV
    )));
    let p = state.pc(Pc::Procurer).unwrap();
    assert_eq!(p.discard, vec![MOLOTOV.to_string()]);
    assert_eq!(p.skill(SkillSlot::Enhanced).exhaustion, 1);
    assert!(!state.removed.contains(&MOLOTOV.to_string()));
    assert!(state.disposing.is_none());

    when(&mut disposed, 0, dispose);
    assert!(
        disposed.removed.contains(&MOLOTOV.to_string()),
        "removed, in the Site"
    );
    assert!(disposed.pc(Pc::Procurer).unwrap().discard.is_empty());
}
