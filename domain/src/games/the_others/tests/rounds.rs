//! The round: story tasks, the first hero by agreement, the turn order with turn and
//! extra turn tokens, and the round end.

use super::*;

fn place(space: &str) -> Command {
    Command::PlaceStoryToken(SpaceChoice {
        space: space.into(),
    })
}

fn propose(hero: &str) -> Command {
    Command::ProposeFirstHero(HeroChoice { hero: hero.into() })
}

fn take() -> Command {
    Command::TakeTurn(TakeTurn {
        pay: TurnPayment::TurnToken,
    })
}

#[test]
fn havens_last_stand_places_corruption_fire_and_pentagram_each_in_a_different_space() {
    let mut s = started(&options(2), 3);
    assert_eq!(s.phase, Phase::StoryTasks);
    assert_eq!(s.round.number, 1);
    let events = when(&mut s, 0, place("park"));
    assert!(
        matches!(&events[0], Event::StoryTokenPlaced(t) if t.token == Some(TokenKind::Corruption) && t.face_up)
    );
    assert_eq!(refused(&s, 0, place("park")).code, "SPACE_NOT_ALLOWED");
    assert_eq!(refused(&s, 1, place("docks")).code, "NOT_YOUR_DECISION");
    when(&mut s, 0, place("docks"));
    when(&mut s, 0, place("church"));
    assert_eq!(s.space("docks").unwrap().count(TokenKind::Fire), 1);
    assert_eq!(s.space("church").unwrap().count(TokenKind::Pentagram), 1);
    assert_eq!(s.phase, Phase::FirstHero);
}

#[test]
fn battleground_of_souls_places_its_tokens_face_down_in_districts_known_to_the_sin() {
    let mut s = started(
        &Options {
            story: "battleground_of_souls".into(),
            ..options(2)
        },
        3,
    );
    assert_eq!(refused(&s, 0, place("main_2")).code, "SPACE_NOT_ALLOWED");
    let events = when(&mut s, 0, place("hospital"));
    assert_eq!(TheOthers::redact(&events[0], Viewer::Seat(seat(1))), {
        let Event::StoryTokenPlaced(t) = &events[0] else {
            panic!()
        };
        Event::StoryTokenPlaced(StoryTokenPlaced {
            token: None,
            ..t.clone()
        })
    });
    let sin_view = TheOthers::view(&s, Viewer::Seat(seat(0)));
    let hero_view = TheOthers::view(&s, Viewer::Seat(seat(1)));
    let innocent = |v: &crate::games::the_others::View| {
        v.spaces
            .iter()
            .find(|sp| sp.id == "hospital")
            .unwrap()
            .tokens
            .last()
            .unwrap()
            .kind
    };
    assert_eq!(innocent(&sin_view), Some(TokenKind::Innocent));
    assert_eq!(innocent(&hero_view), None);
}

#[test]
fn the_heroes_agree_on_the_first_hero_or_the_sin_decides() {
    let mut s = given(3).state;
    // Round 2's choice: start from the story tasks done.
    s.phase = Phase::FirstHero;
    s.round.first_hero = Some(crate::engine::Agreement::unanimous(
        s.hero_seats(),
        s.sin_seat,
    ));
    when(&mut s, 1, propose("rose"));
    assert_eq!(s.phase, Phase::FirstHero);
    let events = when(&mut s, 2, propose("rocco"));
    assert_eq!(events.len(), 1, "a disagreement chooses nobody");
    let prompts = TheOthers::prompts(&s);
    assert_eq!(
        prompts.iter().map(|p| p.seat).collect::<Vec<_>>(),
        vec![seat(0)]
    );
    assert_eq!(refused(&s, 0, propose("rose")).code, "NOT_YOUR_DECISION");
    let events = when(
        &mut s,
        0,
        Command::DecideFirstHero(HeroChoice {
            hero: "thorley".into(),
        }),
    );
    assert_eq!(
        events,
        vec![Event::FirstHeroChosen(FirstHeroChosen {
            hero: "thorley".into(),
            by_sin: true
        })]
    );
    assert_eq!(s.phase, Phase::HeroTurns);
    assert_eq!(
        crate::games::the_others::rules::round::turn_holder(&s)
            .unwrap()
            .id,
        "thorley"
    );
}

#[test]
fn a_lone_hero_player_chooses_the_first_hero_alone() {
    let mut s = started(&options(1), 2);
    play_until(&mut s, |s| s.phase == Phase::FirstHero);
    let events = when(&mut s, 1, propose("rose"));
    assert!(
        matches!(events.last(), Some(Event::FirstHeroChosen(c)) if c.hero == "rose" && !c.by_sin)
    );
}

#[test]
fn turns_go_clockwise_from_the_first_hero_and_a_hero_with_a_turn_token_must_take_it() {
    let mut s = given(2).clear_board().build();
    assert_eq!(s.order, vec!["leah", "thorley", "rose"]);
    assert_eq!(
        refused(&s, 1, Command::DeclineExtraTurn(YES)).code,
        "MUST_TAKE_TURN"
    );
    let mut order = Vec::new();
    for _ in 0..6 {
        let events = when(&mut s, 1, take());
        let Event::TurnStarted(t) = &events[0] else {
            panic!("{events:?}")
        };
        order.push(t.hero.clone());
        when(&mut s, 1, Command::EndTurn(YES));
        when(&mut s, 0, Command::PassReaction(YES));
    }
    assert_eq!(
        order,
        vec!["leah", "thorley", "rose", "leah", "thorley", "rose"]
    );
    // Every turn token spent: the round ends; the track reaches level 1 and its card.
    assert_eq!(s.phase, Phase::RoundEnd);
    assert_eq!(s.apocalypse.level, 1);
    choose_first_card(&mut s);
    assert_eq!(s.round.number, 2);
    assert_eq!(s.phase, Phase::StoryTasks);
    assert!(
        s.order
            .iter()
            .all(|h| s.hero(h).unwrap().active_turn_tokens == 2)
    );
}

#[test]
fn extra_turn_tokens_may_be_spent_or_declined_once_turn_tokens_are_gone() {
    let mut s = given(2)
        .clear_board()
        .turn_tokens("leah", 0, 1)
        .turn_tokens("thorley", 0, 0)
        .turn_tokens("rose", 0, 2)
        .build();
    // Leah holds only an extra token: she may take the turn with it, or decline.
    assert_eq!(refused(&s, 1, take()).code, "NO_SUCH_TOKEN");
    when(&mut s, 1, Command::DeclineExtraTurn(YES));
    // Thorley holds nothing and is skipped: Rose is offered next.
    let events = when(
        &mut s,
        1,
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::ExtraTurnToken,
        }),
    );
    assert!(matches!(&events[0], Event::TurnStarted(t) if t.hero == "rose"));
    assert_eq!(s.hero("rose").unwrap().extra_turn_tokens, 1);
    when(&mut s, 1, Command::EndTurn(YES));
    when(&mut s, 0, Command::PassReaction(YES));
    when(&mut s, 1, Command::DeclineExtraTurn(YES));
    assert_eq!(s.phase, Phase::HeroTurns, "Rose has not declined yet");
    let events = when(&mut s, 1, Command::DeclineExtraTurn(YES));
    assert!(events.iter().any(|e| matches!(e, Event::HeroTurnsEnded(_))));
    assert_eq!(
        s.hero("rose").unwrap().extra_turn_tokens,
        1,
        "extra turn tokens are kept"
    );
}

#[test]
fn the_sin_cannot_react_without_an_active_reaction_token() {
    let mut s = given(2).clear_board().turn("leah").build();
    s.sin_side.reactions_active = 0;
    let events = when(&mut s, 1, Command::EndTurn(YES));
    assert!(matches!(events.last(), Some(Event::ReactionPassed(_))));
    assert!(s.reaction.is_none());
}

fn no_tokens_left(g: Given) -> Given {
    g.turn_tokens("leah", 0, 0)
        .turn_tokens("thorley", 0, 0)
        .turn_tokens("rose", 0, 0)
}

/// Keeps the first card drawn that summons no Hell Club member (the summon has its own
/// tests in `apocalypse.rs`), else the first.
fn choose_first_card(s: &mut State) {
    let plain = |c: &&String| {
        s.content
            .apocalypse_cards
            .iter()
            .any(|d| d.id == **c && d.summons.is_none())
    };
    let card = s
        .apocalypse
        .drawn
        .iter()
        .find(plain)
        .unwrap_or(&s.apocalypse.drawn[0])
        .clone();
    when(s, 0, Command::ChooseApocalypseCard(CardChoice { card }));
    // Both cards were Hell Club cards: the member comes on the first nest allowed.
    if s.apocalypse.summon_owed.is_some() {
        let summon = TheOthers::legal_commands(s, seat(0)).remove(0);
        when(s, 0, summon);
    }
}

#[test]
fn ex01_a_monster_blocks_one_of_two_nests_so_only_one_more_can_be_summoned() {
    let mut s = no_tokens_left(given(2).bare_board())
        .token("main_4", TokenKind::Nest)
        .token("main_4", TokenKind::Nest)
        .monster(MonsterKind::Acolyte, "main_4")
        .dead(MonsterKind::Abomination, 3)
        .build();
    let events = settle(&mut s);
    assert!(matches!(
        events[0],
        Event::HeroTurnsEnded(HeroTurnsEnded {
            apocalypse_steps: 1,
            ..
        })
    ));
    choose_first_card(&mut s);
    assert_eq!(s.round.end_step, Some(EndStep::Summon));
    assert_eq!(s.round.summons_left, 3);
    let dead = s
        .monsters
        .iter()
        .find(|m| m.status == MonsterStatus::Dead)
        .unwrap()
        .id;
    let summon = |monster: u16| {
        Command::SummonMonster(Summon {
            monster,
            space: "main_4".into(),
        })
    };
    let events = when(&mut s, 0, summon(dead));
    assert_eq!(
        events[0],
        Event::MonsterSummoned(MonsterSummoned {
            monster: dead,
            space: "main_4".into()
        })
    );
    assert!(
        matches!(events[1], Event::SummoningEnded(_)),
        "no unblocked nest is left"
    );
    assert_eq!(s.monsters_in("main_4").len(), 2);
    assert_eq!(s.round.number, 2);
}

#[test]
fn only_dead_monsters_are_summoned_never_unused_ones() {
    let mut s = no_tokens_left(given(2).bare_board())
        .token("park", TokenKind::Nest)
        .dead(MonsterKind::Acolyte, 1)
        .build();
    settle(&mut s);
    choose_first_card(&mut s);
    let unused = s
        .monsters
        .iter()
        .find(|m| m.status == MonsterStatus::Unused)
        .unwrap()
        .id;
    let c = Command::SummonMonster(Summon {
        monster: unused,
        space: "park".into(),
    });
    assert_eq!(refused(&s, 0, c).code, "NOT_DEAD");
    assert_eq!(
        refused(&s, 0, Command::EndSummoning(YES)).code,
        "MUST_SUMMON"
    );
}

#[test]
fn ex02_each_altar_without_a_hero_gives_the_sin_one_card() {
    let mut s = no_tokens_left(given(2).bare_board())
        .token("church", TokenKind::Altar)
        .token("park", TokenKind::Altar)
        .token("main_3", TokenKind::Altar)
        .hero_at("rose", "main_3")
        .build();
    let hand = s.sin_side.hand.len();
    settle(&mut s);
    let events = {
        let card = s.apocalypse.drawn[0].clone();
        when(
            &mut s,
            0,
            Command::ChooseApocalypseCard(CardChoice { card }),
        )
    };
    let drawn: u32 = events
        .iter()
        .filter_map(|e| match e {
            Event::SinCardsDrawn(d) => Some(d.count),
            _ => None,
        })
        .sum();
    assert_eq!(drawn, 2);
    assert_eq!(s.sin_side.hand.len(), hand + 2);
}

#[test]
fn ex03_extra_reaction_tokens_go_at_reset_but_level_4_gives_one_more_every_round() {
    let mut s = no_tokens_left(given(2).bare_board()).apocalypse(4).build();
    s.sin_side.reactions_active = 5;
    // Haven's Last Stand advances the track to 5, which reveals a card.
    settle(&mut s);
    choose_first_card(&mut s);
    assert_eq!(s.sin_side.reactions_active, 4);
    assert_eq!(s.sin_side.reactions_spent, 0);
}

#[test]
fn ex05_levels_1_and_3_reveal_a_card_each_and_2_and_4_none() {
    let mut s = given(2).build();
    s.apocalypse.level = 0;
    let mut revealed_at = Vec::new();
    for _ in 0..4 {
        let mut g = no_tokens_left(Given { state: s.clone() }).build();
        g.phase = Phase::HeroTurns;
        g.turn = None;
        g.reaction = None;
        settle(&mut g);
        if !g.apocalypse.drawn.is_empty() {
            revealed_at.push(g.apocalypse.level);
            choose_first_card(&mut g);
        }
        s = g;
    }
    assert_eq!(s.apocalypse.level, 4);
    assert_eq!(revealed_at, vec![1, 3]);
    assert_eq!(s.apocalypse.revealed.len(), 2);
}

#[test]
fn ex16_the_track_stops_at_7_and_then_every_hero_takes_2_damage_and_2_corruption() {
    let mut s = no_tokens_left(given(2).bare_board()).apocalypse(6).build();
    s.round.heroes_killed = 1; // Haven's Last Stand: 1 + 1 per hero killed = 2 levels.
    let events = settle(&mut s);
    let advanced: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ApocalypseAdvanced(a) => Some((a.from, a.to)),
            _ => None,
        })
        .collect();
    assert_eq!(advanced, vec![(6, 7)]);
    assert_eq!(s.apocalypse.level, 7);
    for h in ["leah", "thorley", "rose"] {
        let hero = s.hero(h).unwrap();
        assert_eq!(
            (hero.damage, hero.corruption, hero.unplaced_markers),
            (2, 3, 2),
            "{h}"
        );
    }
    assert!(s.outcome.is_none(), "level 7 does not end the game");
}
