//! SIN cards: the windows an event opens (after the roll, after a controller harmed the
//! hero, after an abomination was destroyed), the first turn's window (HATE!), and the
//! effects that ask for decisions.

use super::*;

fn play(card: &str) -> Command {
    Command::PlaySinCard(CardChoice { card: card.into() })
}

fn take_turn() -> Command {
    Command::TakeTurn(TakeTurn {
        pay: TurnPayment::TurnToken,
    })
}

fn space(space: &str) -> Command {
    Command::ChooseCardSpace(SpaceChoice {
        space: space.into(),
    })
}

fn prompt(s: &State) -> String {
    TheOthers::prompts(s)[0].kind.clone()
}

/// Every damage marker owed placed by its player, first legal slot first.
fn place_markers(s: &mut State) {
    while let Some(h) = s.markers_owed() {
        let seat = h.seat.unwrap();
        let c = TheOthers::legal_commands(s, seat).remove(0);
        when(s, seat.0, c);
    }
}

/// Leah fighting `kind` in main_3 (her dice and the SIN's rolled), the SIN holding
/// `hand`; she puts her Hits on the first monster and the fight resolves.
fn fought(
    sin: &str,
    hand: &[&str],
    kind: MonsterKind,
    hero: &[HeroFace],
    faces: &[SinFace],
) -> (State, Vec<Event>) {
    let mut s = given(2)
        .clear_board()
        .sin(sin)
        .sin_hand(hand)
        .hero_at("leah", "main_3")
        .monster(kind, "main_3")
        .rolled_fight("leah", false, false, hero, faces)
        .turn("leah")
        .build();
    s.turn.as_mut().unwrap().acted = true;
    let monster = s.fight.as_ref().unwrap().monsters[0];
    let mut events = settle_fight(&mut s);
    while s.fight.is_some() {
        events.extend(when(
            &mut s,
            1,
            Command::AssignHit(MonsterChoice { monster }),
        ));
    }
    (s, events)
}

const SLEEP_DUST: &str = "sloth_sleep_dust";
const PRIDE_OR_FEAR: &str = "pride_pride_or_fear";
const GRISLY: &str = "gluttony_grisly_appetite";
const BETHLEHEM: &str = "sloth_slouching_towards_bethlehem";
const CURSED: &str = "sloth_cursed_fate";

#[test]
fn sleep_dust_is_played_after_a_controller_damages_the_hero() {
    let hits = [SinFace::Hit, SinFace::Hit, SinFace::Hit, SinFace::Hit];
    let (mut s, events) = fought(
        "sloth",
        &[SLEEP_DUST],
        MonsterKind::Controller,
        &[HeroFace::Hit],
        &hits,
    );
    assert!(events.contains(&Event::SinWindowOpened(SinWindowOpened {
        hero: "leah".into(),
        timings: vec!["after_controller_damages_hero".into()],
    })));
    // The damage markers come first.
    assert_eq!(
        refused(&s, 0, play(SLEEP_DUST)).code,
        "PLACE_DAMAGE_MARKERS"
    );
    place_markers(&mut s);
    assert_eq!(prompt(&s), "SIN_CARD");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(SLEEP_DUST), Command::PassSinCard(YES)]
    );
    let reactions = s.sin_side.reactions_active;
    let events = when(&mut s, 0, play(SLEEP_DUST));
    assert_eq!(
        events[1..],
        [
            Event::ReactionTokenGained(ReactionTokenGained {
                cause: "sleep_dust".into()
            }),
            Event::ReactionTokenGained(ReactionTokenGained {
                cause: "sleep_dust".into()
            }),
        ]
    );
    assert_eq!(s.sin_side.reactions_active, reactions + 2);
    assert_eq!(s.trigger, None);
}

#[test]
fn no_window_opens_without_a_controller_or_without_harm() {
    let hits = [SinFace::Hit, SinFace::Hit, SinFace::Hit, SinFace::Hit];
    let (s, events) = fought("sloth", &[SLEEP_DUST], MonsterKind::Abomination, &[], &hits);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SinWindowOpened(_)))
    );
    assert_eq!(s.trigger, None);
    let (_, events) = fought(
        "sloth",
        &[SLEEP_DUST],
        MonsterKind::Controller,
        &[],
        &[SinFace::Blank],
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SinWindowOpened(_)))
    );
}

#[test]
fn grisly_appetite_hurts_the_other_heroes_holding_an_extra_turn_token() {
    let (mut s, _) = {
        let mut g = given(2)
            .clear_board()
            .sin("gluttony")
            .sin_hand(&[GRISLY])
            .hero_at("leah", "main_3")
            .monster(MonsterKind::Controller, "main_3")
            .turn_tokens("thorley", 1, 1)
            .turn_tokens("leah", 0, 1)
            .rolled_fight("leah", false, false, &[], &[SinFace::Corruption])
            .turn("leah")
            .build();
        g.turn.as_mut().unwrap().acted = true;
        let e = settle_fight(&mut g);
        (g, e)
    };
    assert_eq!(prompt(&s), "SIN_CARD");
    let events = when(&mut s, 0, play(GRISLY));
    assert_eq!(
        events[1],
        Event::DamageTaken(DamageTaken {
            hero: "thorley".into(),
            amount: 1,
            cause: "grisly_appetite".into(),
        })
    );
    assert_eq!(
        events.len(),
        2,
        "Leah, the current hero, and Rose (no token) are spared"
    );
}

/// A fight with no Hit to place resolves as soon as the procedure runs.
fn settle_fight(s: &mut State) -> Vec<Event> {
    let mut rng = GameRng::from_u64(7);
    let mut tx = crate::games::the_others::tx::Tx {
        s: s.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    crate::games::the_others::rules::fight::resolve_when_settled(&mut tx);
    *s = tx.s;
    tx.out
}

#[test]
fn slouching_towards_bethlehem_corrupts_the_hero_after_an_abomination_is_destroyed() {
    let hits = [HeroFace::Hit, HeroFace::Hit, HeroFace::Hit];
    let (mut s, events) = fought("sloth", &[BETHLEHEM], MonsterKind::Abomination, &hits, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::MonsterKilled(_))));
    assert_eq!(prompt(&s), "SIN_CARD");
    let events = when(&mut s, 0, play(BETHLEHEM));
    assert_eq!(
        events[1],
        Event::CorruptionChanged(CorruptionChanged {
            hero: "leah".into(),
            from: 1,
            to: 3,
            voluntary: false,
        })
    );
}

#[test]
fn pride_or_fear_teleports_the_damaged_hero_up_to_two_spaces_where_the_sin_chooses() {
    let hits = [SinFace::Hit, SinFace::Hit, SinFace::Hit, SinFace::Hit];
    let (mut s, _) = fought(
        "pride",
        &[PRIDE_OR_FEAR],
        MonsterKind::Controller,
        &[],
        &hits,
    );
    place_markers(&mut s);
    when(&mut s, 0, play(PRIDE_OR_FEAR));
    assert_eq!(prompt(&s), "TELEPORT_HERO");
    let board = s.board_data().clone();
    let legal = TheOthers::legal_commands(&s, seat(0));
    let expected: Vec<Command> = board
        .spaces
        .iter()
        .filter(|sp| {
            board
                .distance("main_3", &sp.id)
                .is_some_and(|d| (1..=2).contains(&d))
        })
        .map(|sp| space(&sp.id))
        .collect();
    assert_eq!(legal, expected);
    assert_eq!(refused(&s, 0, space("main_3")).code, "NOT_A_CARD_CHOICE");
    assert_eq!(refused(&s, 1, space("main_2")).code, "NOT_YOUR_DECISION");
    let events = when(&mut s, 0, space("main_2"));
    assert_eq!(
        events,
        vec![Event::HeroTeleported(HeroTeleported {
            hero: "leah".into(),
            from: "main_3".into(),
            to: "main_2".into(),
        })]
    );
    assert_eq!(s.hero("leah").unwrap().space.as_deref(), Some("main_2"));
    assert_eq!(s.card_owed, None);
}

/// Leah and an abomination in main_3, the SIN holding CURSED FATE; she starts the fight
/// and rolls.
fn rolled_with_cursed_fate() -> (State, Vec<Event>) {
    let mut s = given(2)
        .clear_board()
        .sin_hand(&[CURSED])
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .turn("leah")
        .build();
    when(&mut s, 1, Command::StartFight(YES));
    let events = when(&mut s, 1, Command::RollFight(YES));
    (s, events)
}

#[test]
fn cursed_fate_rerolls_both_pools_after_the_roll() {
    let (mut s, events) = rolled_with_cursed_fate();
    let Some(Event::FightDiceRolled(first)) = events.last().cloned() else {
        panic!("the roll is the last event: {events:?}");
    };
    assert_eq!(prompt(&s), "SIN_CARD");
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(CURSED), Command::PassSinCard(YES)]
    );
    assert!(TheOthers::legal_commands(&s, seat(1)).is_empty());
    let events = when_seeded(&mut s, 0, play(CURSED), 99);
    let Event::FightDiceRolled(again) = &events[1] else {
        panic!("a new roll: {events:?}");
    };
    assert_eq!(
        (again.hero_pool, again.sin_pool),
        (first.hero_pool, first.sin_pool)
    );
    assert!(again.hero_faces.len() >= usize::from(first.hero_pool));
    // One card per turn window: no second chance after the reroll.
    assert!(TheOthers::legal_commands(&s, seat(0)).is_empty());
}

#[test]
fn passing_after_the_roll_lets_the_fight_go_on() {
    let (mut s, _) = rolled_with_cursed_fate();
    when(&mut s, 0, Command::PassSinCard(YES));
    assert_eq!(s.sin_side.hand, vec![CURSED.to_owned()]);
    assert_ne!(
        TheOthers::prompts(&s).first().map(|p| p.kind.as_str()),
        Some("SIN_CARD")
    );
}

const HATE: &str = "pride_hate";

#[test]
fn hate_is_played_at_the_rounds_first_turn_with_an_altar_in_any_space() {
    let mut s = given(2)
        .clear_board()
        .sin("pride")
        .sin_hand(&[HATE])
        .build();
    when(&mut s, 1, take_turn());
    assert_eq!(
        TheOthers::legal_commands(&s, seat(0)),
        vec![play(HATE), Command::PassSinCard(YES)]
    );
    when(&mut s, 0, play(HATE));
    assert_eq!(prompt(&s), "PLACE_HATE");
    let events = when(&mut s, 0, space("docks"));
    assert_eq!(
        events,
        vec![Event::HateLaid(HateLaid {
            card: HATE.into(),
            space: "docks".into(),
        })]
    );
    assert_eq!(s.space("docks").unwrap().count(TokenKind::Altar), 1);
    assert_eq!(s.round.hate_space.as_deref(), Some("docks"));
    // Not at a later turn of the round.
    let mut later = given(2)
        .clear_board()
        .sin("pride")
        .sin_hand(&[HATE])
        .build();
    later.round.turns_started = 1;
    when(&mut later, 1, take_turn());
    assert_eq!(prompt(&later), "HERO_TURN");
}

fn steps(events: &[Event]) -> (Option<HateChecked>, u8) {
    let checked = events.iter().find_map(|e| match e {
        Event::HateChecked(h) => Some(h.clone()),
        _ => None,
    });
    let steps = events
        .iter()
        .find_map(|e| match e {
            Event::HeroTurnsEnded(h) => Some(h.apocalypse_steps),
            _ => None,
        })
        .unwrap_or(0);
    (checked, steps)
}

#[test]
fn hate_advances_the_apocalypse_track_when_three_monsters_stand_in_its_space() {
    let mut s = given(2).clear_board().sin("pride").build();
    for h in &mut s.heroes {
        h.active_turn_tokens = 0;
        h.extra_turn_tokens = 0;
    }
    let plain = steps(&settle(&mut s.clone())).1;
    for (monsters, extra) in [(3, 1), (2, 0)] {
        let mut g = given(2).clear_board().sin("pride");
        for _ in 0..monsters {
            g = g.monster(MonsterKind::Abomination, "main_3");
        }
        let mut t = g.build();
        for h in &mut t.heroes {
            h.active_turn_tokens = 0;
            h.extra_turn_tokens = 0;
        }
        t.round.hate_card = Some(HATE.into());
        t.round.hate_space = Some("main_3".into());
        t.sin_side.in_play = Some(HATE.into());
        let events = settle(&mut t);
        let (checked, n) = steps(&events);
        let checked = checked.expect("HATE! checked");
        assert_eq!(
            (checked.monsters, checked.advanced),
            (monsters as u8, extra == 1)
        );
        assert_eq!(n, plain + extra);
        assert!(events.contains(&Event::SinCardDiscarded(SinCardDiscarded {
            card: HATE.into()
        })));
        assert_eq!(t.sin_side.discard.last().map(String::as_str), Some(HATE));
        assert_eq!(t.sin_side.in_play, None);
    }
}
