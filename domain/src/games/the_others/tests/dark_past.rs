//! The Dark Past (§9.9, HT-4, G-22, FAQ 59): the reveal at the end of a hero's own turn at
//! maximum corruption, the seven cards' effects, FORMER HELL CLUB's choice, SUICIDE PACT at
//! the round's end, THE TAINTED ONE!'s monster, UNLEASH HELL, and the secret kept until the
//! reveal (for ever by a hero killed unrevealed).

use super::*;
use crate::engine::BotPolicy;
use crate::engine::testing::assert_legal_commands_exact;
use crate::games::the_others::bots::bot_command;
use crate::games::the_others::content::dark_past::*;
use crate::games::the_others::rules::candidates;

const DARKNESS: &str = "the_darkness_within";

/// Leah at maximum corruption with `card` face down, in her turn on main 3, alone on a
/// clear board (2 seats: seat 1 plays every hero).
fn at_maximum(card: u8) -> Given {
    given_story(2, DARKNESS)
        .clear_board()
        .hero_at("leah", "main_3")
        .hero_at("thorley", "main_1")
        .hero_at("rose", "main_1")
        .corruption("leah", 7)
        .dark_past("leah", card)
        .turn("leah")
}

fn end_turn(s: &mut State) -> Vec<Event> {
    when(s, 1, Command::EndTurn(YES))
}

fn revealed(hero: &str, card: u8) -> Event {
    Event::DarkPastRevealed(DarkPastRevealed {
        hero: hero.into(),
        card,
    })
}

fn turn_ended(events: &[Event], hero: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::TurnEnded(t) if t.hero == hero))
}

fn killed(events: &[Event], hero: &str) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::HeroKilled(k) if k.hero == hero))
}

#[test]
fn clear_conscience_is_revealed_and_does_nothing_before_the_sin_reaction() {
    let mut s = at_maximum(CLEAR_CONSCIENCE).build();
    let events = end_turn(&mut s);
    let at = events.iter().position(|e| *e == revealed("leah", 1));
    let ended = events.iter().position(|e| matches!(e, Event::TurnEnded(_)));
    assert!(at.is_some() && ended.is_some() && at < ended, "{events:?}");
    assert_eq!(damage_to(&events, "leah"), 0);
    assert!(s.hero("leah").unwrap().dark_past_revealed);
    assert!(s.reaction.is_some());
}

#[test]
fn no_reveal_below_maximum_nor_twice_nor_outside_corruption_stories() {
    let mut below = at_maximum(SLIGHTLY_TROUBLED).corruption("leah", 6).build();
    let events = end_turn(&mut below);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::DarkPastRevealed(_)))
    );
    assert!(!below.hero("leah").unwrap().dark_past_revealed);

    let mut spent = at_maximum(SLIGHTLY_TROUBLED).build();
    spent.hero_mut("leah").unwrap().dark_past_revealed = true;
    let events = end_turn(&mut spent);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::DarkPastRevealed(_)))
    );
    assert_eq!(damage_to(&events, "leah"), 0);

    // Haven's Last Stand is a Terror story: no Dark Past is ever revealed.
    let mut terror = given(2)
        .clear_board()
        .hero_at("leah", "main_3")
        .corruption("leah", 7)
        .dark_past("leah", SLIGHTLY_TROUBLED)
        .turn("leah")
        .build();
    let events = end_turn(&mut terror);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::DarkPastRevealed(_)))
    );
}

#[test]
fn slightly_troubled_deals_1_damage() {
    let mut s = at_maximum(SLIGHTLY_TROUBLED).build();
    let events = end_turn(&mut s);
    assert!(events.contains(&revealed("leah", 2)));
    assert!(events.contains(&Event::DamageTaken(DamageTaken {
        hero: "leah".into(),
        amount: 1,
        cause: "slightly_troubled".into(),
    })));
    assert!(turn_ended(&events, "leah"));
}

#[test]
fn the_guilty_one_advances_the_track_and_draws_the_cards_of_level_1() {
    let mut s = at_maximum(THE_GUILTY_ONE).apocalypse(0).build();
    let events = end_turn(&mut s);
    assert!(
        events.contains(&Event::ApocalypseAdvanced(ApocalypseAdvanced {
            from: 0,
            to: 1,
            cause: "the_guilty_one".into(),
        }))
    );
    assert_eq!(s.apocalypse.level, 1);
    assert_eq!(s.apocalypse.drawn.len(), 2);
    let prompts = TheOthers::prompts(&s);
    assert_eq!(prompts[0].seat, Seat(0));
    assert_eq!(prompts[0].kind, "CHOOSE_APOCALYPSE_CARD");
    // Mid-round, the SIN keeps one as at the round's end; the reaction comes after.
    let card = s.apocalypse.drawn[0].clone();
    let keep = Command::ChooseApocalypseCard(CardChoice { card: card.clone() });
    assert!(TheOthers::legal_commands(&s, Seat(0)).contains(&keep));
    let events = when(&mut s, 0, keep);
    assert!(
        events.contains(&Event::ApocalypseCardRevealed(ApocalypseCardRevealed {
            card
        }))
    );
    assert!(s.apocalypse.drawn.is_empty());
    assert_eq!(s.phase, Phase::HeroTurns);
}

#[test]
fn the_guilty_one_at_level_7_moves_nothing() {
    let mut s = at_maximum(THE_GUILTY_ONE).apocalypse(7).build();
    let events = end_turn(&mut s);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ApocalypseAdvanced(_)))
    );
    assert_eq!(s.apocalypse.level, 7);
    assert!(turn_ended(&events, "leah"));
}

fn harm(corruption: bool) -> Command {
    Command::FormerHellClub(DarkPastHarm { corruption })
}

#[test]
fn former_hell_club_holds_the_turn_for_its_players_choice_of_3_damage() {
    let mut s = at_maximum(FORMER_HELL_CLUB).build();
    let events = end_turn(&mut s);
    assert!(events.contains(&revealed("leah", 4)));
    assert!(!turn_ended(&events, "leah"));
    assert_eq!(s.dark_past_owed.as_deref(), Some("leah"));
    assert_only_decision(&s, Seat(1), "DARK_PAST_CHOICE", &[harm(false), harm(true)]);
    assert_eq!(refused(&s, 1, Command::EndTurn(YES)).code, "DARK_PAST_OWED");
    let events = when(&mut s, 1, harm(false));
    assert_eq!(
        events[0],
        Event::FormerHellClubChosen(FormerHellClubChosen {
            hero: "leah".into(),
            corruption: false,
        })
    );
    assert!(events.contains(&Event::DamageTaken(DamageTaken {
        hero: "leah".into(),
        amount: 3,
        cause: "former_hell_club".into(),
    })));
    assert!(turn_ended(&events, "leah"));
    assert_eq!(s.dark_past_owed, None);
}

#[test]
fn former_hell_club_s_corruption_at_maximum_is_damage() {
    let mut s = at_maximum(FORMER_HELL_CLUB).build();
    end_turn(&mut s);
    let events = when(&mut s, 1, harm(true));
    assert!(events.contains(&Event::DamageTaken(DamageTaken {
        hero: "leah".into(),
        amount: 3,
        cause: "corruption_at_maximum".into(),
    })));
    assert_eq!(s.hero("leah").unwrap().corruption, 7);
}

#[test]
fn former_hell_club_killing_the_hero_aborts_the_turn() {
    let mut s = at_maximum(FORMER_HELL_CLUB)
        .covered("leah", &[1, 2])
        .build();
    end_turn(&mut s);
    let events = when(&mut s, 1, harm(false));
    assert!(killed(&events, "leah"));
    assert!(!turn_ended(&events, "leah"));
    assert!(s.reaction.is_none());
}

#[test]
fn the_choice_is_listed_exactly_and_the_greedy_bot_makes_it() {
    let mut s = at_maximum(FORMER_HELL_CLUB).build();
    end_turn(&mut s);
    for seat in Seat::all(2) {
        let mut extra = candidates(&s, seat);
        extra.extend([harm(true), Command::EndTurn(YES), Command::PassAbility(YES)]);
        assert_legal_commands_exact::<TheOthers>(&s, seat, &extra);
    }
    let mut rng = GameRng::from_u64(3);
    let pick = bot_command(&s, Seat(1), BotPolicy::Greedy, &mut rng);
    assert!(matches!(pick, Some(Command::FormerHellClub(_))), "{pick:?}");
}

#[test]
fn psychopathy_trigger_hits_the_same_and_adjacent_spaces_but_not_by_metro() {
    // Park: main 4 is adjacent; the police station only by the red metro line.
    let mut s = given_story(3, DARKNESS)
        .clear_board()
        .hero_at("leah", "park")
        .hero_at("rocco", "park")
        .hero_at("thorley", "main_4")
        .hero_at("rose", "police_station")
        .corruption("leah", 7)
        .dark_past("leah", PSYCHOPATHY_TRIGGER)
        .turn("leah")
        .build();
    let seat = s.hero("leah").unwrap().seat.unwrap().0;
    let events = when(&mut s, seat, Command::EndTurn(YES));
    assert!(events.contains(&revealed("leah", 5)));
    assert_eq!(damage_to(&events, "leah"), 2);
    assert_eq!(damage_to(&events, "rocco"), 2);
    assert_eq!(damage_to(&events, "thorley"), 2);
    assert_eq!(damage_to(&events, "rose"), 0);
    let causes: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::DamageTaken(d) => Some(d.cause.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(causes, vec!["psychopathy_trigger"; 3]);
}

/// Play the first legal command of whoever is prompted, gathering the events, until `done`.
fn play_gathering(s: &mut State, done: impl Fn(&State, &[Event]) -> bool) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..200 {
        if done(s, &all) {
            break;
        }
        let Some(p) = TheOthers::prompts(s).first().cloned() else {
            break;
        };
        let c = TheOthers::legal_commands(s, p.seat).remove(0);
        all.extend(when(s, p.seat.0, c));
    }
    all
}

#[test]
fn suicide_pact_kills_the_hero_at_the_round_end_not_before() {
    let mut s = at_maximum(SUICIDE_PACT).build();
    let events = end_turn(&mut s);
    assert!(events.contains(&revealed("leah", 6)));
    assert!(!killed(&events, "leah"));
    assert!(s.hero("leah").unwrap().in_play());
    // Every turn token spent: the reaction over, the round ends.
    for h in &mut s.heroes {
        h.active_turn_tokens = 0;
        h.extra_turn_tokens = 0;
    }
    let events = play_gathering(&mut s, |s, e| {
        killed(e, "leah") || s.round.number > 1 || s.outcome.is_some()
    });
    let turns_over = events
        .iter()
        .position(|e| matches!(e, Event::HeroTurnsEnded(_)));
    let death = events
        .iter()
        .position(|e| matches!(e, Event::HeroKilled(k) if k.hero == "leah"));
    assert!(
        turns_over.is_some() && death.is_some() && turns_over < death,
        "{events:?}"
    );
    assert_eq!(s.phase, Phase::RoundEnd);
    assert!(!s.replacements.is_empty() || s.outcome.is_some());
}

#[test]
fn the_tainted_one_dies_and_leaves_a_5_5_sin_monster_in_its_space() {
    let mut s = at_maximum(THE_TAINTED_ONE)
        .upgrade("leah", "riot_shield")
        .build();
    let next = s.monsters.iter().map(|m| m.id).max().unwrap() + 1;
    let events = end_turn(&mut s);
    assert!(events.contains(&revealed("leah", 7)));
    assert!(events.contains(&Event::TaintedOneRose(TaintedOneRose {
        hero: "leah".into(),
        monster: next,
        space: "main_3".into(),
    })));
    assert!(killed(&events, "leah"));
    assert!(!turn_ended(&events, "leah"));
    let m = s.monster(next).unwrap();
    assert_eq!(
        (m.kind, m.status),
        (MonsterKind::Tainted, MonsterStatus::OnBoard)
    );
    assert_eq!(m.space.as_deref(), Some("main_3"));
    assert_eq!(s.figure_stats(m), (5, 5));
    // The standard death: upgrades to the inventory, a replacement owed to the player.
    assert!(s.upgrades.inventory.contains(&"riot_shield".to_owned()));
    assert_eq!(s.replacements[0].dead, "leah");
    assert_eq!(s.replacements[0].seat, Seat(1));
}

#[test]
fn the_tainted_one_killed_leaves_the_game() {
    let mut s = at_maximum(THE_TAINTED_ONE).build();
    end_turn(&mut s);
    let tainted = s
        .monsters
        .iter()
        .find(|m| m.kind == MonsterKind::Tainted)
        .unwrap()
        .id;
    let reserve = s
        .heroes
        .iter()
        .find(|h| h.status == HeroStatus::Reserve)
        .unwrap()
        .id
        .clone();
    when(
        &mut s,
        1,
        Command::ChooseReplacement(HeroChoice { hero: reserve }),
    );
    let mut s = Given { state: s }
        .hero_at("thorley", "main_3")
        .turn("thorley")
        .rolled_fight("thorley", false, false, &[HeroFace::Hit; 6], &[])
        .build();
    let events = play_gathering(&mut s, |_, e| {
        e.iter().any(|e| matches!(e, Event::MonsterKilled(_)))
    });
    assert!(events.contains(&Event::MonsterKilled(MonsterKilled {
        monster: tainted,
        removed: true,
        in_fight: true,
    })));
    assert_eq!(s.monster(tainted).unwrap().status, MonsterStatus::Removed);
}

#[test]
fn the_tainted_one_with_no_reserve_hero_left_is_the_sin_s_victory() {
    let mut s = at_maximum(THE_TAINTED_ONE).no_reserve().build();
    let events = end_turn(&mut s);
    assert!(events.contains(&Event::GameEnded(GameEnded {
        winner: Winner::Sin,
        reason: "NO_RESERVE_HERO".into(),
    })));
}

#[test]
fn unleash_hell_is_completed_by_the_reveal() {
    let mut s = given_story(2, "the_beast_we_become")
        .clear_board()
        .hero_at("leah", "main_3")
        .corruption("leah", 7)
        .dark_past("leah", CLEAR_CONSCIENCE)
        .mission("bwb_1", 0)
        .turn("leah")
        .build();
    s.hero_mut("leah").unwrap().story_marked = false;
    let events = end_turn(&mut s);
    assert!(events.contains(&revealed("leah", 1)));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::MissionCompleted(m) if m.mission == "bwb_1"))
    );
}

#[test]
fn unleash_hell_needs_a_reveal_not_only_a_turn_at_maximum() {
    let mut s = given_story(2, "the_beast_we_become")
        .clear_board()
        .hero_at("leah", "main_3")
        .corruption("leah", 7)
        .dark_past("leah", CLEAR_CONSCIENCE)
        .mission("bwb_1", 0)
        .turn("leah")
        .build();
    s.hero_mut("leah").unwrap().story_marked = false;
    s.hero_mut("leah").unwrap().dark_past_revealed = true;
    end_turn(&mut s);
    assert_eq!(s.mission.current, "bwb_1");
    assert_eq!(s.mission.progress, 0);
}

/// Every hero seat and a spectator.
fn not_sin(s: &State) -> Vec<Viewer> {
    s.hero_seats()
        .into_iter()
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect()
}

#[test]
fn an_unrevealed_card_is_seen_by_no_hero_seat_its_owner_included_and_by_all_once_revealed() {
    let mut s = given_story(3, DARKNESS)
        .clear_board()
        .hero_at("leah", "main_3")
        .corruption("leah", 7)
        .dark_past("leah", SLIGHTLY_TROUBLED)
        .turn("leah")
        .build();
    let owner = s.hero("leah").unwrap().seat.unwrap();
    let i = s.heroes.iter().position(|h| h.id == "leah").unwrap();
    for viewer in not_sin(&s) {
        assert_eq!(
            TheOthers::view(&s, viewer).heroes[i].dark_past,
            None,
            "{viewer:?}"
        );
    }
    assert_eq!(
        TheOthers::view(&s, Viewer::Seat(s.sin_seat)).heroes[i].dark_past,
        Some(SLIGHTLY_TROUBLED)
    );
    let events = when(&mut s, owner.0, Command::EndTurn(YES));
    for viewer in not_sin(&s).into_iter().chain([Viewer::Seat(s.sin_seat)]) {
        assert_eq!(
            TheOthers::view(&s, viewer).heroes[i].dark_past,
            Some(SLIGHTLY_TROUBLED),
            "{viewer:?}"
        );
        assert!(
            events
                .iter()
                .map(|e| TheOthers::redact(e, viewer))
                .any(|e| e == revealed("leah", SLIGHTLY_TROUBLED))
        );
    }
}

#[test]
fn a_hero_killed_unrevealed_takes_the_card_away_face_down() {
    let mut s = given_story(3, DARKNESS)
        .clear_board()
        .hero_at("leah", "main_3")
        .monster(MonsterKind::Abomination, "main_3")
        .covered("leah", &[1, 2, 3, 4])
        .corruption("leah", 7)
        .dark_past("leah", THE_TAINTED_ONE)
        .turn("leah")
        .build();
    let owner = s.hero("leah").unwrap().seat.unwrap();
    // Leaving a space with monsters: 1 damage, the fifth marker.
    let events = when(&mut s, owner.0, step("main_2"));
    assert!(killed(&events, "leah"));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::DarkPastRevealed(_)))
    );
    assert!(!s.monsters.iter().any(|m| m.kind == MonsterKind::Tainted));
    let i = s.heroes.iter().position(|h| h.id == "leah").unwrap();
    for viewer in not_sin(&s) {
        assert_eq!(
            TheOthers::view(&s, viewer).heroes[i].dark_past,
            None,
            "{viewer:?}"
        );
        for e in &events {
            let json = serde_json::to_string(&TheOthers::redact(e, viewer)).unwrap();
            assert!(!json.contains("DarkPast"), "{json}");
        }
    }
}

/// Every Dark Past card of the data is one of the seven built effects (`dark_past::apply`).
#[test]
fn every_dark_past_card_of_the_data_is_built() {
    let built = [
        CLEAR_CONSCIENCE,
        SLIGHTLY_TROUBLED,
        THE_GUILTY_ONE,
        FORMER_HELL_CLUB,
        PSYCHOPATHY_TRIGGER,
        SUICIDE_PACT,
        THE_TAINTED_ONE,
    ];
    let s = given_story(2, DARKNESS).build();
    let mut numbers: Vec<u8> = s.content.dark_past.iter().map(|d| d.number).collect();
    numbers.sort_unstable();
    assert_eq!(
        numbers, built,
        "each card of the data has its effect, and only those"
    );
}
