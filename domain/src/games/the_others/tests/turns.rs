//! The hero's turn: moving step by step (checks, leaving monsters, the metro), one action,
//! the end of the turn; death and replacement; the SIN's reaction.

use super::*;

fn rolled(events: &[Event]) -> Vec<(Check, usize)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CheckRolled(c) => Some((c.check, c.faces.len())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_hero_moves_up_to_two_spaces_and_the_move_cannot_resume_after_the_action() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .turn("leah")
        .build();
    when(&mut s, 1, step("main_2"));
    assert_eq!(s.hero("leah").unwrap().space.as_deref(), Some("main_2"));
    when(&mut s, 1, step("main_3"));
    assert_eq!(refused(&s, 1, step("main_4")).code, "NO_MOVE_LEFT");

    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_1")
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah")
        .build();
    when(&mut s, 1, step("main_2"));
    when(&mut s, 1, Command::StartFight(YES));
    assert_eq!(s.turn.as_ref().unwrap().movement, Movement::Done);
}

#[test]
fn a_hero_may_act_first_and_move_after() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah")
        .build();
    s.turn.as_mut().unwrap().acted = true;
    when(&mut s, 1, step("main_3"));
    when(
        &mut s,
        1,
        Command::PlaceDamageMarker(DamageMarker {
            hero: "leah".into(),
            slot: 2,
        }),
    );
    assert_eq!(
        refused(&s, 1, Command::StartFight(YES)).code,
        "ACTION_TAKEN"
    );
}

#[test]
fn heroes_ride_the_metro_between_same_coloured_stations() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "police_station")
        .turn("leah")
        .build();
    let events = when(&mut s, 1, step("park"));
    assert!(matches!(&events[0], Event::HeroMoved(m) if m.via_metro));
    assert_eq!(refused(&s, 1, step("docks")).code, "NOT_ADJACENT");
}

#[test]
fn leaving_a_space_with_monsters_costs_one_damage_whatever_their_number() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .monster(MonsterKind::Abomination, "main_2")
        .monster(MonsterKind::Acolyte, "main_2")
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah")
        .build();
    let events = when(&mut s, 1, step("main_3"));
    assert_eq!(
        events[0],
        Event::DamageTaken(DamageTaken {
            hero: "leah".into(),
            amount: 1,
            cause: "leaving_monsters".into()
        })
    );
    // The marker is placed before anything else happens.
    assert_eq!(refused(&s, 1, step("main_4")).code, "PLACE_DAMAGE_MARKERS");
    let place = |slot| {
        Command::PlaceDamageMarker(DamageMarker {
            hero: "leah".into(),
            slot,
        })
    };
    when(&mut s, 1, place(1));
    assert_eq!(refused(&s, 1, place(1)).code, "NO_MARKER_TO_PLACE");
    assert_eq!(s.hero("leah").unwrap().covered, vec![1]);
    when(&mut s, 1, step("main_4"));
}

/// EX-06: Rose leaves a street with a fire token into a district with 2 corruption tokens
/// and a fire token, over 30 seeds.
#[test]
fn fire_and_corruption_checks_roll_one_die_per_token_and_apply_their_faces() {
    for seed in 0..30 {
        let mut s = given(2)
            .bare_board()
            .hero_at("rose", "main_1")
            .token("main_1", TokenKind::Fire)
            .token("ravencorp_hq", TokenKind::Corruption)
            .token("ravencorp_hq", TokenKind::Corruption)
            .token("ravencorp_hq", TokenKind::Fire)
            .turn("rose")
            .build();
        let events = when_seeded(&mut s, 1, step("ravencorp_hq"), seed);
        let checks = rolled(&events);
        // Leaving: 1 fire die. Entering: corruption (2 dice) before fire (1 die); each
        // explosive hit adds a die.
        let kinds: Vec<Check> = checks.iter().map(|(c, _)| *c).collect();
        let dead = s.hero("rose").unwrap().status == HeroStatus::Dead;
        if !dead {
            assert_eq!(
                kinds,
                vec![Check::Fire, Check::Corruption, Check::Fire],
                "seed {seed}"
            );
        }
        let mut damage = 0;
        let mut corruption = 0;
        for e in &events {
            if let Event::CheckRolled(c) = e {
                let explosive = c
                    .faces
                    .iter()
                    .filter(|f| **f == SinFace::ExplosiveHit)
                    .count();
                let base = match (c.check, c.space.as_str()) {
                    (Check::Fire, _) => 1,
                    (Check::Corruption, _) => 2,
                };
                assert_eq!(c.faces.len(), base + explosive, "seed {seed}");
                let (hits, corr) = crate::games::the_others::dice::sin_totals(&c.faces);
                match c.check {
                    Check::Fire => damage += hits,
                    Check::Corruption => corruption += corr,
                }
            }
        }
        let rose = s.hero("rose").unwrap();
        if !dead {
            assert_eq!(
                rose.damage, damage,
                "seed {seed}: fire damage is not cancelled by defense"
            );
            assert_eq!(rose.corruption, 1 + corruption, "seed {seed}");
        }
    }
}

#[test]
fn ds01_a_hero_killed_mid_turn_aborts_it_without_a_reaction_and_is_replaced() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .covered("leah", &[1, 2, 3, 4])
        .upgrade("leah", "riot_shield")
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah")
        .build();
    let events = when(&mut s, 1, step("main_3"));
    assert!(events.contains(&Event::HeroKilled(HeroKilled {
        hero: "leah".into(),
        space: "main_2".into()
    })));
    assert!(
        s.turn.is_none() && s.reaction.is_none(),
        "no SIN reaction after an aborted turn"
    );
    assert!(s.upgrades.inventory.contains(&"riot_shield".to_owned()));
    assert_eq!(TheOthers::prompts(&s)[0].kind, "CHOOSE_REPLACEMENT");
    let replace = |hero: &str| Command::ChooseReplacement(HeroChoice { hero: hero.into() });
    assert_eq!(refused(&s, 1, replace("rose")).code, "NOT_A_RESERVE_HERO");
    assert_eq!(refused(&s, 0, replace("brad")).code, "NOT_YOUR_DECISION");
    when(&mut s, 1, replace("brad"));
    let brad = s.hero("brad").unwrap();
    assert_eq!(brad.status, HeroStatus::InPlay);
    assert_eq!(
        (brad.corruption, brad.damage, brad.active_turn_tokens),
        (1, 0, 1)
    );
    assert_eq!(brad.space.as_deref(), Some("main_1"));
    assert_eq!(s.order, vec!["brad", "thorley", "rose"]);
    // Brad picks as many upgrades from the inventory as Leah gave up.
    assert_eq!(TheOthers::prompts(&s)[0].kind, "PICK_INHERITED_UPGRADE");
    assert_eq!(
        refused(
            &s,
            1,
            Command::TakeTurn(TakeTurn {
                pay: TurnPayment::TurnToken
            })
        )
        .code,
        "PICK_INHERITED_UPGRADES"
    );
    let take = |card: &str| Command::TakeInheritedUpgrade(CardChoice { card: card.into() });
    assert_eq!(refused(&s, 1, take("nothing")).code, "NOT_IN_INVENTORY");
    when(&mut s, 1, take("riot_shield"));
    assert_eq!(
        s.hero("brad").unwrap().upgrades,
        vec!["riot_shield".to_owned()]
    );
    assert_eq!(s.upgrades.inventory.len(), 5);
    assert_eq!(refused(&s, 1, take("riot_shield")).code, "WRONG_PHASE");
    // Play goes on with the next hero clockwise.
    assert_eq!(
        crate::games::the_others::rules::round::turn_holder(&s)
            .unwrap()
            .id,
        "thorley"
    );
}

#[test]
fn the_sin_wins_when_a_hero_dies_and_no_reserve_hero_is_left() {
    let mut g = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .covered("leah", &[1, 2, 3, 4])
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah");
    for h in &mut g.state.heroes {
        if h.status == HeroStatus::Reserve {
            h.status = HeroStatus::Dead;
        }
    }
    let mut s = g.build();
    let events = when(&mut s, 1, step("main_3"));
    assert_eq!(
        events.last(),
        Some(&Event::GameEnded(GameEnded {
            winner: Winner::Sin,
            reason: "NO_RESERVE_HERO".into()
        }))
    );
    let outcome = TheOthers::outcome(&s).unwrap();
    assert_eq!(outcome.winners, vec![seat(0)]);
    assert_eq!(outcome.sides[0].name, "SIN");
    assert_eq!(outcome.sides[1].seats, vec![seat(1)]);
    assert!(TheOthers::prompts(&s).is_empty());
}

#[test]
fn ds02_a_monster_never_leaves_a_space_with_a_hero() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .monster(MonsterKind::Abomination, "main_2")
        .monster(MonsterKind::Acolyte, "main_4")
        .reacting_to("leah")
        .build();
    when(&mut s, 0, Command::React(YES));
    assert_eq!(s.sin_side.reactions_active, 2);
    let held = monsters_at(&s, MonsterKind::Abomination, "main_2")[0];
    let free = monsters_at(&s, MonsterKind::Acolyte, "main_4")[0];
    let mv = |monster, to: &str| {
        Command::MoveMonster(MoveMonster {
            monster,
            to: to.into(),
        })
    };
    assert_eq!(refused(&s, 0, mv(held, "main_1")).code, "HELD_BY_HERO");
    assert_eq!(refused(&s, 0, mv(free, "main_2")).code, "NOT_ADJACENT");
    when(&mut s, 0, mv(free, "main_3"));
    assert_eq!(refused(&s, 0, mv(held, "main_3")).code, "ONE_MONSTER");
    when(&mut s, 0, mv(free, "main_2"));
    let events = when(&mut s, 0, Command::ReactionFight(YES));
    let Event::FightStarted(f) = &events[0] else {
        panic!()
    };
    assert!(f.by_sin);
    assert_eq!(
        f.monsters.len(),
        2,
        "every monster in the hero's space fights"
    );
}

#[test]
fn the_sin_may_pass_and_play_goes_on_clockwise() {
    let mut s = given(2).bare_board().turn("leah").build();
    when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(TheOthers::prompts(&s)[0].kind, "SIN_REACTION");
    assert_eq!(
        refused(&s, 1, Command::PassReaction(YES)).code,
        "NOT_YOUR_DECISION"
    );
    when(&mut s, 0, Command::PassReaction(YES));
    assert_eq!(
        crate::games::the_others::rules::round::turn_holder(&s)
            .unwrap()
            .id,
        "thorley"
    );
    assert_eq!(s.sin_side.reactions_active, 3);
}

#[test]
fn a_marked_hero_takes_one_corruption_at_the_end_of_their_turn() {
    let mut s = given(2).bare_board().turn("rose").build();
    s.hero_mut("rose").unwrap().story_marked = true;
    let events = when(&mut s, 1, Command::EndTurn(YES));
    assert_eq!(
        events[0],
        Event::CorruptionChanged(CorruptionChanged {
            hero: "rose".into(),
            from: 1,
            to: 2,
            voluntary: false
        })
    );
    assert!(matches!(events[1], Event::TurnEnded(_)));
}

#[test]
fn cleansing_rolls_skill_and_removes_a_calamity_token_per_skill_never_a_printed_one() {
    let s = given(2)
        .clear_board()
        .hero_at("leah", "north_street")
        .turn("leah")
        .build();
    // north_street has only its printed nest.
    assert_eq!(
        refused(&s, 1, Command::Cleanse(YES)).code,
        "NOTHING_TO_CLEANSE"
    );
    let mut s = given(2)
        .clear_board()
        .hero_at("leah", "north_street")
        .token("north_street", TokenKind::Fire)
        .token("north_street", TokenKind::Pentagram)
        .token("north_street", TokenKind::Altar)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::Cleanse(YES));
    assert!(s.turn.as_ref().unwrap().acted);
    let f = s.fight.clone().unwrap();
    // Leah's skill 3, alone: 3 dice; the SIN does not roll.
    assert_eq!(
        crate::games::the_others::rules::fight::pools(&s, &f),
        (3, 0)
    );
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Skill, HeroFace::Skill, HeroFace::Hit];
    f.stage = FightStage::RemoveTokens;
    let remove = |token| Command::RemoveToken(TokenChoice { token });
    assert_eq!(
        refused(&s, 1, remove(TokenKind::Nest)).code,
        "CANNOT_REMOVE",
        "printed"
    );
    assert_eq!(
        refused(&s, 1, remove(TokenKind::Altar)).code,
        "CANNOT_REMOVE",
        "not Haven in Flames"
    );
    when(&mut s, 1, remove(TokenKind::Fire));
    let events = when(&mut s, 1, remove(TokenKind::Pentagram));
    assert!(matches!(events.last(), Some(Event::CleanseEnded(_))));
    let tokens: Vec<TokenKind> = s
        .space("north_street")
        .unwrap()
        .tokens
        .iter()
        .map(|t| t.kind)
        .collect();
    assert_eq!(tokens, vec![TokenKind::Nest, TokenKind::Altar]);
    assert!(s.fight.is_none() && s.turn.is_some());
}

#[test]
fn in_haven_in_flames_an_altar_takes_three_skills() {
    let mut g = given(2)
        .clear_board()
        .hero_at("leah", "church")
        .token("church", TokenKind::Altar)
        .turn("leah");
    g.state.story = "haven_in_flames".into();
    let mut s = g.build();
    when(&mut s, 1, Command::Cleanse(YES));
    let f = s.fight.as_mut().unwrap();
    f.hero_faces = vec![HeroFace::Skill, HeroFace::Skill, HeroFace::Skill];
    f.stage = FightStage::RemoveTokens;
    let events = when(
        &mut s,
        1,
        Command::RemoveToken(TokenChoice {
            token: TokenKind::Altar,
        }),
    );
    assert!(matches!(&events[0], Event::TokenRemoved(t) if t.skills == 3));
    assert_eq!(s.space("church").unwrap().count(TokenKind::Altar), 0);
}

fn perform(action: CityAction, slot: Option<u8>, upgrade: Option<&str>) -> Command {
    Command::PerformCityAction(PerformCityAction {
        action,
        slot,
        upgrade: upgrade.map(str::to_owned),
    })
}

#[test]
fn a_city_action_token_activates_every_action_of_the_district_once_per_round() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "ravencorp_hq")
        .hero_at("thorley", "ravencorp_hq")
        .monster(MonsterKind::Acolyte, "ravencorp_hq")
        .turn("leah")
        .build();
    assert_eq!(
        refused(&s, 1, perform(CityAction::ExtraTurn, None, None)).code,
        "NOT_ACTIVATED"
    );
    // Allowed with a monster in the district; not the turn's action.
    when(&mut s, 1, Command::UseCityAction(YES));
    assert_eq!(
        s.turn.as_ref().unwrap().city_actions,
        vec![CityAction::Inventory, CityAction::ExtraTurn]
    );
    assert_eq!(
        refused(&s, 1, Command::StartFight(YES)).code,
        "CITY_ACTIONS_FIRST"
    );
    when(&mut s, 1, perform(CityAction::ExtraTurn, None, None));
    assert_eq!(s.hero("leah").unwrap().extra_turn_tokens, 1);
    let card = s.upgrades.inventory[2].clone();
    let next = s.upgrades.deck[0].clone();
    when(&mut s, 1, perform(CityAction::Inventory, None, Some(&card)));
    assert_eq!(s.hero("leah").unwrap().upgrades, vec![card]);
    assert_eq!(s.upgrades.inventory.len(), 5);
    assert!(
        s.upgrades.inventory.contains(&next),
        "refilled from the deck at once"
    );
    assert!(!s.turn.as_ref().unwrap().acted);
    assert_eq!(
        refused(&s, 1, Command::UseCityAction(YES)).code,
        "CITY_ACTION_USED"
    );
    // Thorley, in the same district: its slot is taken this round.
    let mut t = s.clone();
    t.turn.as_mut().unwrap().hero = "thorley".into();
    assert_eq!(
        refused(&t, 1, Command::UseCityAction(YES)).code,
        "SLOT_TAKEN"
    );
}

#[test]
fn heal_removes_a_chosen_marker_and_penance_lowers_corruption() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "church")
        .covered("leah", &[1, 4])
        .corruption("leah", 3)
        .turn("leah")
        .build();
    when(&mut s, 1, Command::UseCityAction(YES));
    assert_eq!(
        refused(&s, 1, perform(CityAction::Heal, Some(2), None)).code,
        "CANNOT_PERFORM"
    );
    when(&mut s, 1, perform(CityAction::Heal, Some(4), None));
    let leah = s.hero("leah").unwrap();
    assert_eq!((leah.damage, leah.covered.clone()), (1, vec![1]));
    when(&mut s, 1, perform(CityAction::Penance, None, None));
    assert_eq!(s.hero("leah").unwrap().corruption, 2);
    assert!(s.turn.as_ref().unwrap().city_actions.is_empty());
}

#[test]
fn city_actions_are_used_only_in_a_district_and_may_be_let_go() {
    let s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .turn("leah")
        .build();
    assert_eq!(
        refused(&s, 1, Command::UseCityAction(YES)).code,
        "NOT_IN_A_DISTRICT"
    );
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "docks")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::UseCityAction(YES));
    // The orbital strike has its own command (`orbitalStrike`); it may also be let go.
    assert_eq!(
        refused(&s, 1, perform(CityAction::OrbitalStrike, None, None)).code,
        "CANNOT_PERFORM"
    );
    when(&mut s, 1, Command::EndCityActions(YES));
    assert!(s.turn.as_ref().unwrap().city_actions.is_empty());
    assert_eq!(s.space("docks").unwrap().slot.as_deref(), Some("leah"));
}

#[test]
fn face_down_tokens_are_revealed_where_no_monster_is_and_carried_tokens_help() {
    let mut g = given(2).bare_board().hero_at("leah", "park").turn("leah");
    for kind in [TokenKind::Innocent, TokenKind::NpcRavencorp] {
        g.state.space_mut("park").unwrap().tokens.push(Token {
            kind,
            face_up: false,
            permanent: false,
            by_sin: false,
        });
    }
    let mut s = g.build();
    let pick = |token| Command::PickUpToken(TokenChoice { token });
    assert_eq!(
        refused(&s, 1, pick(TokenKind::Innocent)).code,
        "CANNOT_PICK_UP",
        "face down"
    );
    let mut blocked = s.clone();
    blocked.monsters[0].status = MonsterStatus::OnBoard;
    blocked.monsters[0].space = Some("park".into());
    assert_eq!(
        refused(&blocked, 1, Command::RevealTokens(YES)).code,
        "MONSTERS_HERE"
    );
    let events = when(&mut s, 1, Command::RevealTokens(YES));
    assert!(
        matches!(&events[0], Event::TokensRevealed(r) if r.tokens == vec![TokenKind::Innocent, TokenKind::NpcRavencorp])
    );
    when(&mut s, 1, pick(TokenKind::Innocent));
    when(&mut s, 1, pick(TokenKind::NpcRavencorp));
    assert_eq!(
        s.hero("leah").unwrap().carried,
        vec![TokenKind::Innocent, TokenKind::NpcRavencorp]
    );
    let drop = |token| Command::DropNpc(TokenChoice { token });
    assert_eq!(
        refused(&s, 1, drop(TokenKind::Innocent)).code,
        "NOT_CARRIED",
        "innocents stay"
    );
    // Ravencorp: the next turn's move is 3 spaces.
    when(&mut s, 1, Command::EndTurn(YES));
    when(&mut s, 0, Command::PassReaction(YES));
    s.round.pointer = 0;
    let events = when(
        &mut s,
        1,
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::TurnToken,
        }),
    );
    assert!(
        matches!(&events[0], Event::TurnStarted(t) if t.hero == "leah" && t.move_allowance == 3)
    );
}

#[test]
fn a_dead_hero_leaves_carried_tokens_and_maximum_corruption_kills_innocents() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "main_2")
        .covered("leah", &[1, 2, 3, 4])
        .monster(MonsterKind::Acolyte, "main_2")
        .turn("leah")
        .build();
    s.hero_mut("leah").unwrap().carried = vec![TokenKind::NpcCommissioner];
    when(
        &mut s,
        1,
        Command::MoveStep(MoveStep {
            to: "main_3".into(),
        }),
    );
    assert_eq!(
        s.space("main_2").unwrap().count(TokenKind::NpcCommissioner),
        1
    );

    let mut s = given(2)
        .bare_board()
        .hero_at("rose", "main_3")
        .token("main_3", TokenKind::Corruption)
        .corruption("rose", 6)
        .turn("rose")
        .build();
    s.hero_mut("rose").unwrap().carried = vec![TokenKind::Innocent];
    let mut tx = crate::games::the_others::tx::Tx {
        s,
        out: Vec::new(),
        rng: &mut GameRng::from_u64(1),
    };
    crate::games::the_others::rules::harm::corrupt(&mut tx, "rose", 1);
    assert!(tx.out.contains(&Event::InnocentsKilled(InnocentsKilled {
        hero: "rose".into(),
        count: 1
    })));
    assert!(tx.s.hero("rose").unwrap().carried.is_empty());
}

fn strike(token: &str, to: &str, kill: Option<u16>) -> Command {
    Command::OrbitalStrike(OrbitalStrike {
        token: token.into(),
        to: to.into(),
        kill,
    })
}

#[test]
fn the_orbital_strike_moves_its_token_up_to_2_spaces_and_kills_there_outside_a_fight() {
    let mut s = given(2)
        .bare_board()
        .hero_at("leah", "docks")
        .token("docks", TokenKind::OrbitalStrike)
        .monster(MonsterKind::Abomination, "south_street")
        .monster(MonsterKind::Avatar, "south_street")
        .monster(MonsterKind::Acolyte, "main_3")
        .mission("hls_2a", 0)
        .turn("leah")
        .build();
    assert_eq!(
        refused(&s, 1, strike("docks", "south_street", None)).code,
        "NOT_ACTIVATED"
    );
    when(&mut s, 1, Command::UseCityAction(YES));
    let acolyte = monsters_at(&s, MonsterKind::Abomination, "south_street")[0];
    let avatar = monsters_at(&s, MonsterKind::Avatar, "south_street")[0];
    let far = monsters_at(&s, MonsterKind::Acolyte, "main_3")[0];
    assert_eq!(
        refused(&s, 1, strike("docks", "main_3", Some(far))).code,
        "STRIKE_OUT_OF_REACH"
    );
    assert_eq!(
        refused(&s, 1, strike("docks", "south_street", Some(avatar))).code,
        "NOT_A_STRIKE_TARGET"
    );
    let events = when(&mut s, 1, strike("docks", "south_street", Some(acolyte)));
    assert_eq!(
        events[..2],
        [
            Event::OrbitalStrikeMoved(OrbitalStrikeMoved {
                from: "docks".into(),
                to: "south_street".into(),
            }),
            Event::MonsterKilled(MonsterKilled {
                monster: acolyte,
                removed: false,
                in_fight: false,
            }),
        ]
    );
    assert_eq!(
        s.space("south_street")
            .unwrap()
            .count(TokenKind::OrbitalStrike),
        1
    );
    assert_eq!(s.space("docks").unwrap().count(TokenKind::OrbitalStrike), 0);
    assert!(s.turn.as_ref().unwrap().city_actions.is_empty());
    // Not a fight: CLEAR ABOMINATIONS counts abominations killed in fights only.
    assert_eq!(s.mission.progress, 0);
}

#[test]
fn the_fog_of_hate_forbids_city_actions_in_districts_with_physical_corruption() {
    let build = |fog: bool, token: bool| {
        let mut g = given(2).clear_board().hero_at("leah", "ravencorp_hq");
        if token {
            g = g.token("ravencorp_hq", TokenKind::Corruption);
        }
        let mut s = g.turn("leah").build();
        if fog {
            s.apocalypse.revealed = vec!["corruption_the_fog_of_hate".into()];
        }
        s
    };
    let fog = build(true, true);
    assert_eq!(
        refused(&fog, 1, Command::UseCityAction(YES)).code,
        "FOG_OF_HATE"
    );
    // The printed corruption token of the Ravencorp HQ does not count (G-32).
    let mut printed = build(true, false);
    when(&mut printed, 1, Command::UseCityAction(YES));
    let mut clear = build(false, true);
    when(&mut clear, 1, Command::UseCityAction(YES));
}
