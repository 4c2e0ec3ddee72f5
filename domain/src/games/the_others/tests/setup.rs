//! Setup steps 1 to 7 for every SIN, story and player count.

use super::*;

fn setup_with(options: &Options, seats: usize) -> State {
    started(options, seats)
}

#[test]
fn every_sin_story_and_player_count_sets_up_a_playable_table() {
    let content = crate::games::the_others::Content::embedded();
    for story in &content.stories {
        for sin in ["pride", "sloth", "gluttony"] {
            for seats in 2..=5usize {
                let options = Options {
                    sin: sin.into(),
                    story: story.id.clone(),
                    ..Options::default()
                };
                let s = setup_with(&options, seats);
                let heroes = if (seats - 1) % 2 == 0 { 4 } else { 3 };
                assert_eq!(s.hero_number, heroes, "{} {seats}", story.id);
                assert_eq!(s.order.len(), usize::from(heroes));
                assert_eq!(
                    s.heroes
                        .iter()
                        .filter(|h| h.status == HeroStatus::Reserve)
                        .count(),
                    7 - usize::from(heroes)
                );
                assert_eq!(s.sin_side.reactions_active, heroes);
                assert_eq!(s.sin_side.hand.len(), 5);
                assert_eq!(s.upgrades.inventory.len(), 5);
                assert_eq!(s.apocalypse.level, 0);
                let deck_type = content
                    .apocalypse_cards
                    .iter()
                    .filter(|c| c.deck == story.story_type)
                    .count();
                assert_eq!(s.apocalypse.deck.len(), deck_type);
                assert_eq!(s.mission.current, story.missions[0].id);
                let expected = if story.dark_past {
                    Phase::DarkPast
                } else {
                    Phase::StoryTasks
                };
                assert_eq!(s.phase, expected, "{} {seats}", story.id);
                let start = &s.board_data().starting_space;
                assert!(
                    s.order
                        .iter()
                        .all(|h| s.hero(h).unwrap().space.as_ref() == Some(start))
                );
                let map = content.map(&s.map).unwrap();
                let placed: usize = map.monsters.iter().map(|m| usize::from(m.count)).sum();
                assert_eq!(
                    s.monsters
                        .iter()
                        .filter(|m| m.status == MonsterStatus::OnBoard)
                        .count(),
                    placed
                );
                s.check_invariants().unwrap();
            }
        }
    }
}

#[test]
fn heroes_are_dealt_to_hero_seats_by_player_count() {
    let per_seat = |seats: usize| {
        let s = setup_with(&Options::default(), seats);
        s.hero_seats()
            .iter()
            .map(|seat| s.heroes.iter().filter(|h| h.seat == Some(*seat)).count())
            .collect::<Vec<_>>()
    };
    assert_eq!(per_seat(2), vec![3]);
    assert_eq!(per_seat(3), vec![2, 2]);
    assert_eq!(per_seat(4), vec![1, 1, 1]);
    assert_eq!(per_seat(5), vec![1, 1, 1, 1]);
}

#[test]
fn the_sin_may_sit_in_any_seat() {
    let s = setup_with(
        &Options {
            sin_seat: 2,
            ..Options::default()
        },
        4,
    );
    assert_eq!(s.sin_seat, seat(2));
    assert_eq!(s.hero_seats(), vec![seat(0), seat(1), seat(3)]);
    assert!(s.heroes.iter().all(|h| h.seat != Some(seat(2))));
}

#[test]
fn the_sin_starting_hand_is_five_or_the_hero_number_as_chosen() {
    let options = Options {
        sin_starting_hand: crate::games::the_others::options::SinStartingHand::HeroNumber,
        ..Options::default()
    };
    assert_eq!(setup_with(&options, 3).sin_side.hand.len(), 4);
    assert_eq!(setup_with(&options, 4).sin_side.hand.len(), 3);
}

#[test]
fn the_default_story_is_havens_last_stand_and_random_choices_come_from_the_base_box() {
    for seed in 0..20 {
        let events = TheOthers::setup(
            &Options::default(),
            &Seat::all(3),
            &mut GameRng::from_u64(seed),
        )
        .unwrap();
        let s = TheOthers::fold(&events);
        assert_eq!(s.story, "havens_last_stand");
        assert!(["pride", "sloth"].contains(&s.sin.as_str()));
        assert!(
            ["corrupted_nun", "corrupted_doctor", "corrupted_hobo"].contains(&s.acolytes.as_str())
        );
        assert!(s.map.starts_with("havens_last_stand_"));
    }
}

#[test]
fn bad_tables_are_refused_with_a_reason() {
    let refuse = |options: Options, seats: usize| {
        TheOthers::setup(&options, &Seat::all(seats), &mut GameRng::from_u64(1))
            .unwrap_err()
            .code
    };
    assert_eq!(
        refuse(
            Options {
                sin: "envy".into(),
                ..Options::default()
            },
            3
        ),
        "UNKNOWN_SIN"
    );
    assert_eq!(
        refuse(
            Options {
                story: "nope".into(),
                ..Options::default()
            },
            3
        ),
        "UNKNOWN_STORY"
    );
    assert_eq!(
        refuse(
            Options {
                map: Some(2),
                ..Options::default()
            },
            3
        ),
        "BAD_MAP"
    );
    assert_eq!(refuse(Options::default(), 6), "BAD_SEATS");
    assert_eq!(
        refuse(
            Options {
                sin_seat: 3,
                ..Options::default()
            },
            3
        ),
        "BAD_SEATS"
    );
    let two_leaders = Options {
        team: [
            "leah", "calavera", "thorley", "rose", "brad", "rocco", "morgana",
        ]
        .map(String::from)
        .to_vec(),
        ..Options::default()
    };
    assert_eq!(refuse(two_leaders, 3), "BAD_TEAM");
    let wrong_count = Options {
        starting_heroes: vec!["leah".into(), "rose".into()],
        ..Options::default()
    };
    assert_eq!(refuse(wrong_count, 3), "BAD_STARTING_HEROES");
}

fn corruption_story(seats: usize, story: &str) -> State {
    setup_with(
        &Options {
            story: story.into(),
            ..options(seats - 1)
        },
        seats,
    )
}

#[test]
fn the_sin_secretly_gives_starting_heroes_cards_1_3_5_and_the_reserve_the_rest() {
    let mut s = corruption_story(4, "the_darkness_within");
    assert_eq!(s.phase, Phase::DarkPast);
    let assign = |hero: &str, card: u8| {
        Command::AssignDarkPast(AssignDarkPast {
            hero: hero.into(),
            card,
        })
    };
    assert_eq!(refused(&s, 0, assign("leah", 2)).code, "BAD_DARK_PAST");
    assert_eq!(refused(&s, 1, assign("leah", 1)).code, "NOT_YOUR_DECISION");
    assert_eq!(refused(&s, 0, assign("brad", 1)).code, "BAD_DARK_PAST");
    let events = when(&mut s, 0, assign("leah", 5));
    let Event::DarkPastAssigned(e) = &events[0] else {
        panic!()
    };
    assert_eq!(e.card, Some(5));
    assert_eq!(
        TheOthers::redact(&events[0], Viewer::Seat(seat(1))),
        Event::DarkPastAssigned(DarkPastAssigned {
            card: None,
            ..e.clone()
        })
    );
    assert_eq!(
        TheOthers::redact(&events[0], Viewer::Seat(seat(0))),
        events[0]
    );
    assert_eq!(
        TheOthers::view(&s, Viewer::Seat(seat(1))).heroes[0].dark_past,
        None
    );
    assert_eq!(
        TheOthers::view(&s, Viewer::Seat(seat(0))).heroes[0].dark_past,
        Some(5)
    );
    play_until(&mut s, |s| s.phase != Phase::DarkPast);
    let in_play: Vec<u8> = s
        .order
        .iter()
        .filter_map(|h| s.hero(h).unwrap().dark_past)
        .collect();
    let mut sorted = in_play.clone();
    sorted.sort();
    assert_eq!(sorted, vec![1, 3, 5]);
    assert!(s.heroes.iter().all(|h| h.dark_past.is_some()));
    assert_eq!(s.phase, Phase::StoryTasks);
}

#[test]
fn with_four_heroes_card_6_also_goes_to_a_starting_hero() {
    let mut s = corruption_story(3, "the_darkness_within");
    play_until(&mut s, |s| s.phase != Phase::DarkPast);
    let mut in_play: Vec<u8> = s
        .order
        .iter()
        .filter_map(|h| s.hero(h).unwrap().dark_past)
        .collect();
    in_play.sort();
    assert_eq!(in_play, vec![1, 3, 5, 6]);
}

#[test]
fn the_beast_we_become_has_the_sin_choose_a_reserve_traitor_after_the_dark_past() {
    let mut s = corruption_story(2, "the_beast_we_become");
    play_until(&mut s, |s| s.phase != Phase::DarkPast);
    assert_eq!(s.phase, Phase::Traitor);
    let choose = |hero: &str| Command::ChooseTraitor(HeroChoice { hero: hero.into() });
    assert_eq!(refused(&s, 0, choose("leah")).code, "NOT_A_RESERVE_HERO");
    when(&mut s, 0, choose("brad"));
    assert_eq!(s.hero("brad").unwrap().status, HeroStatus::Traitor);
    assert_eq!(s.phase, Phase::StoryTasks);
    assert_eq!(
        s.heroes
            .iter()
            .filter(|h| h.status == HeroStatus::Reserve)
            .count(),
        3
    );
    // Round start: the SIN marks a hero not yet marked.
    when(
        &mut s,
        0,
        Command::MarkHero(HeroChoice {
            hero: "rose".into(),
        }),
    );
    assert!(s.hero("rose").unwrap().story_marked);
    assert_eq!(s.phase, Phase::FirstHero);
}

#[test]
fn deck_orders_and_the_sin_hand_are_hidden_from_the_heroes() {
    let events = TheOthers::setup(&options(2), &Seat::all(3), &mut GameRng::from_u64(1)).unwrap();
    for e in &events {
        for viewer in [Viewer::Seat(seat(1)), Viewer::Spectator] {
            match TheOthers::redact(e, viewer) {
                Event::DeckShuffled(d) => assert_eq!(d.order, None),
                Event::SinCardsDrawn(d) => assert_eq!(d.cards, None),
                _ => {}
            }
        }
        if let Event::SinCardsDrawn(d) = TheOthers::redact(e, Viewer::Seat(seat(0))) {
            assert_eq!(d.cards.map(|c| c.len()), Some(5));
        }
    }
    let s = TheOthers::fold(&events);
    assert_eq!(TheOthers::view(&s, Viewer::Seat(seat(1))).sin_hand, None);
    assert_eq!(TheOthers::view(&s, Viewer::Seat(seat(1))).sin_hand_count, 5);
    assert_eq!(
        TheOthers::view(&s, Viewer::Seat(seat(0)))
            .sin_hand
            .map(|h| h.len()),
        Some(5)
    );
}
