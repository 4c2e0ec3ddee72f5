//! Power Up! tests: the framework (setup, the Evolution draw, playing, timing, hidden
//! information) here, then one file per monster with one given/when/then test per card.

mod alienoid;
mod cyber_bunny;
mod cyber_kitty;
mod gigazaur;
mod kraken;
mod meka_dragon;
mod mutant_evolution;
mod pandakai;
mod space_penguin;
mod the_king;
mod timing;

use super::super::command::{CardRef, EvolutionParams, PlayEvolution};
use super::super::data;
use super::super::event::Event;
use super::super::evolutions;
use super::super::state::{CardInstance, State};
use super::super::{Command, KingOfTokyo, Options};
use super::*;
use crate::engine::{Game, GameRng, Seat, Viewer};

/// Power Up! options (automatic monsters).
pub fn power_up() -> Options {
    Options {
        power_up: true,
        ..Options::default()
    }
}

/// The physical Evolution card `id`.
pub fn evolution(id: &str) -> CardInstance {
    data::all_evolution_instances()
        .into_iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("no evolution {id}"))
}

impl Given {
    /// Turn Power Up! on (the builder's monsters have empty Evolution piles).
    pub fn power_up(self) -> Self {
        self.options(power_up())
    }

    /// An Evolution card in the hand of monster `s`.
    pub fn evolution_in_hand(mut self, s: u8, id: &str) -> Self {
        self.monster(s).evolutions.hand.push(evolution(id));
        self
    }

    /// A Permanent Evolution in play in front of monster `s`.
    pub fn evolution_in_play(mut self, s: u8, id: &str) -> Self {
        self.monster(s).evolutions.in_play.push(evolution(id));
        self
    }

    /// The Evolution deck of monster `s`, top card first.
    pub fn evolution_deck(mut self, s: u8, ids: &[&str]) -> Self {
        self.monster(s).evolutions.deck = ids.iter().map(|id| evolution(id)).collect();
        self
    }
}

/// `ChangeDie` with the Permanent Evolution `id` in play in front of seat 0.
pub fn change_with(id: &str, die: u8, face: super::super::state::Face) -> Command {
    Command::ChangeDie(crate::games::king_of_tokyo::command::ChangeDie {
        card: evolution(id).instance,
        die,
        face,
    })
}

/// `PlayEvolution` of the card `id` from the hand of `s`, without parameters.
pub fn play(state: &State, s: u8, id: &str) -> Command {
    play_with(state, s, id, None)
}

/// `PlayEvolution` of the card `id` from the hand of `s`, with parameters.
pub fn play_with(state: &State, s: u8, id: &str, params: Option<EvolutionParams>) -> Command {
    let card = state.monsters[s as usize]
        .evolutions
        .hand
        .iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("{id} not in the hand of seat {s}"))
        .instance;
    Command::PlayEvolution(PlayEvolution { card, params })
}

/// `UseEvolution` of the card `id` in play in front of `s`, without parameters.
pub fn use_evolution(state: &State, s: u8, id: &str) -> Command {
    use_with(state, s, id, None)
}

/// `UseEvolution` of the Permanent Evolution `id` in play in front of `s`, with parameters.
pub fn use_with(state: &State, s: u8, id: &str, params: Option<EvolutionParams>) -> Command {
    Command::UseEvolution(PlayEvolution {
        card: in_play(state, s, id),
        params,
    })
}

fn in_play(state: &State, s: u8, id: &str) -> u16 {
    state.monsters[s as usize]
        .evolutions
        .in_play
        .iter()
        .find(|c| c.card == id)
        .unwrap_or_else(|| panic!("{id} not in play in front of seat {s}"))
        .instance
}

/// Parameters naming option `choice` of a card.
pub fn choice(choice: u8) -> Option<EvolutionParams> {
    Some(EvolutionParams {
        choice: Some(choice),
        ..EvolutionParams::default()
    })
}

/// Move these Power cards (from the deck) to its top, in this order.
pub fn deck_top(state: &mut State, ids: &[&str]) {
    for id in ids.iter().rev() {
        let i = state
            .deck
            .iter()
            .position(|c| c.card == *id)
            .unwrap_or_else(|| panic!("{id} not in the deck"));
        let card = state.deck.remove(i);
        state.deck.insert(0, card);
    }
}

/// Answer every decision with the simplest command (stop, stay, pass, end the turn) until
/// seat `s`'s turn has started.
pub fn play_until_turn_of(state: &mut State, s: u8) {
    let from = state.turn;
    for _ in 0..200 {
        if state.active == seat(s) && state.turn > from {
            return;
        }
        let (who, _) = prompt_kinds(state)[0].clone();
        let commands = legal(state, who);
        let simple = commands
            .iter()
            .find(|c| {
                matches!(
                    c,
                    Command::StopRolling(_)
                        | Command::StayInTokyo(_)
                        | Command::Pass(_)
                        | Command::EndTurn(_)
                        | Command::SpendHearts(_)
                        | Command::KeepEvolution(_)
                )
            })
            .unwrap_or(&commands[0])
            .clone();
        when(state, who, simple);
    }
    panic!("seat {s}'s turn never came");
}

/// The commands seat `s` may send.
pub fn legal(state: &State, s: u8) -> Vec<Command> {
    KingOfTokyo::legal_commands(state, Seat(s))
}

/// Apply setup events to a fresh state.
fn set_up(options: &Options, seats: usize, seed: u64) -> (State, Vec<Event>) {
    let events = KingOfTokyo::setup(options, &Seat::all(seats), &mut GameRng::from_u64(seed))
        .expect("setup accepted");
    let mut state = State::default();
    for e in &events {
        KingOfTokyo::evolve(&mut state, e);
    }
    (state, events)
}

#[test]
fn power_up_setup_deals_each_monster_its_deck_and_asks_every_seat_for_a_starting_evolution() {
    let (state, events) = set_up(&power_up(), 3, 5);
    let shuffles = events
        .iter()
        .filter(|e| matches!(e, Event::EvolutionDeckShuffled(_)))
        .count();
    assert_eq!(shuffles, 3);
    assert!(
        !events.iter().any(|e| matches!(e, Event::TurnStarted(_))),
        "the first turn waits for the starting Evolutions"
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![
            (0, "CHOOSE_EVOLUTION".to_owned()),
            (1, "CHOOSE_EVOLUTION".to_owned()),
            (2, "CHOOSE_EVOLUTION".to_owned()),
        ]
    );
    for m in &state.monsters {
        // Decks hold only implemented cards for now: 2, or fewer if the deck is smaller.
        let deck = evolutions::registry::evolution_deck(&m.monster).len();
        assert_eq!(m.evolutions.drawn.len(), deck.min(2));
        let monster = &m.monster;
        assert!(
            m.evolutions
                .all()
                .all(|c| data::evolution(&c.card).unwrap().monster == *monster),
            "{monster} draws from its own deck"
        );
    }
}

#[test]
fn starting_evolutions_are_chosen_in_any_order_then_the_first_turn_starts() {
    let (mut state, _) = set_up(&power_up(), 2, 5);
    let first = state.active;
    let kept = state.monsters[1].evolutions.drawn[1].clone();
    let other = state.monsters[1].evolutions.drawn[0].clone();
    let events = when(
        &mut state,
        1,
        Command::KeepEvolution(CardRef {
            card: kept.instance,
        }),
    );
    assert!(!events.iter().any(|e| matches!(e, Event::TurnStarted(_))));
    assert_eq!(state.monsters[1].evolutions.hand, vec![kept]);
    assert!(
        state.monsters[1].evolutions.deck.contains(&other),
        "the card not kept is shuffled back (G-06)"
    );
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "CHOOSE_EVOLUTION".to_owned())]
    );
    let card = state.monsters[0].evolutions.drawn[0].instance;
    let events = when(&mut state, 0, Command::KeepEvolution(CardRef { card }));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted(t) if t.seat == first))
    );
    assert_eq!(state.turn, 1);
}

#[test]
fn other_seats_never_see_drawn_kept_or_shuffled_evolutions() {
    let options = Options {
        monsters: Some(vec!["gigazaur".into(), "cyber_kitty".into()]),
        ..power_up()
    };
    let (mut state, events) = set_up(&options, 2, 9);
    let card = state.monsters[0].evolutions.drawn[0].instance;
    let mut all = events.clone();
    all.extend(when(
        &mut state,
        0,
        Command::KeepEvolution(CardRef { card }),
    ));
    for e in &all {
        let to_other = KingOfTokyo::redact(e, Viewer::Seat(Seat(1)));
        let to_owner = KingOfTokyo::redact(e, Viewer::Seat(Seat(0)));
        match (&to_other, &to_owner) {
            (Event::EvolutionDeckShuffled(o), Event::EvolutionDeckShuffled(w)) => {
                assert_eq!(o.order, None);
                assert_eq!(
                    w.order, None,
                    "nobody sees a deck order, the owner included"
                );
            }
            (Event::EvolutionsDrawn(o), Event::EvolutionsDrawn(w)) if o.seat == Seat(0) => {
                assert_eq!(o.cards, None);
                assert_eq!(w.cards.as_ref().map(Vec::len), Some(2));
            }
            (Event::EvolutionKept(o), Event::EvolutionKept(w)) if o.seat == Seat(0) => {
                assert_eq!((o.kept.clone(), o.other.clone()), (None, None));
                assert!(w.kept.is_some());
            }
            _ => {}
        }
    }
    let other_view = KingOfTokyo::view(&state, Viewer::Seat(Seat(1)));
    let mine = KingOfTokyo::view(&state, Viewer::Seat(Seat(0)));
    let theirs = other_view.monsters[0].evolutions.as_ref().unwrap();
    assert_eq!((theirs.hand_size, theirs.hand.is_none()), (1, true));
    let own = mine.monsters[0].evolutions.as_ref().unwrap();
    assert_eq!(own.hand.as_ref().unwrap()[0].instance, card);
}

#[test]
fn the_monsters_option_chooses_boards_and_is_validated() {
    let options = Options {
        monsters: Some(vec!["pandakai".into(), "kraken".into()]),
        ..power_up()
    };
    let (state, _) = set_up(&options, 2, 1);
    assert_eq!(state.monsters[0].monster, "pandakai");
    assert_eq!(state.monsters[1].monster, "kraken");
    let refused = |options: Options, seats: usize| {
        KingOfTokyo::setup(&options, &Seat::all(seats), &mut GameRng::from_u64(1))
            .unwrap_err()
            .code
    };
    let with = |ids: &[&str], power_up: bool| Options {
        monsters: Some(ids.iter().map(|s| s.to_string()).collect()),
        power_up,
        ..Options::default()
    };
    assert_eq!(
        refused(with(&["kraken", "kraken"], true), 2),
        "INVALID_OPTIONS"
    );
    assert_eq!(
        refused(with(&["godzilla", "kraken"], true), 2),
        "INVALID_OPTIONS"
    );
    assert_eq!(refused(with(&["kraken"], true), 2), "INVALID_OPTIONS");
    assert_eq!(
        refused(with(&["pandakai", "gigazaur"], false), 2),
        "INVALID_OPTIONS",
        "Power Up! monsters need Power Up!"
    );
    let (state, _) = set_up(&with(&["the_king", "alienoid"], false), 2, 1);
    assert_eq!(state.monsters[0].monster, "the_king");
}

#[test]
fn three_hearts_draw_two_evolutions_keep_one_and_discard_the_other_face_down() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_deck(
            0,
            &[
                "alien_scourge",
                "precision_field_support",
                "anger_batteries",
            ],
        )
        .dice([H, H, H, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionsDrawn(d) if d.count == 2 && !d.at_setup)));
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "CHOOSE_EVOLUTION".to_owned())]
    );
    let keep = evolution("precision_field_support").instance;
    when(
        &mut state,
        0,
        Command::KeepEvolution(CardRef { card: keep }),
    );
    let piles = &state.monsters[0].evolutions;
    assert_eq!(piles.hand, vec![evolution("precision_field_support")]);
    assert_eq!(piles.hidden_discard, vec![evolution("alien_scourge")]);
    assert_eq!(piles.deck, vec![evolution("anger_batteries")]);
    assert_eq!(
        prompt_kinds(&state),
        vec![(0, "BUY_OR_END_TURN".to_owned())]
    );
    let others = KingOfTokyo::view(&state, Viewer::Seat(Seat(1)));
    let seen = others.monsters[0].evolutions.as_ref().unwrap();
    assert_eq!(
        (seen.hidden_discard_count, seen.hidden_discard.is_none()),
        (1, true)
    );
}

#[test]
fn two_hearts_draw_nothing_and_an_empty_deck_is_rebuilt_from_the_discards() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_deck(0, &["alien_scourge"])
        .dice([H, H, N3, N1, N2, E])
        .build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionsDrawn(_)),
        "a draw",
    );

    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_deck(0, &["alien_scourge"])
        .dice([H, H, H, N1, N2, E])
        .build();
    state.monsters[0].evolutions.hidden_discard = vec![evolution("anger_batteries")];
    let events = stop_and_resolve(&mut state, 0);
    assert!(events.iter().any(|e| matches!(e,
        Event::EvolutionDeckShuffled(s) if s.from_discard)));
    let mut drawn = state.monsters[0].evolutions.drawn.clone();
    drawn.sort();
    assert_eq!(
        drawn,
        vec![evolution("alien_scourge"), evolution("anger_batteries")]
    );
}

#[test]
fn without_power_up_no_evolution_is_drawn_or_shown() {
    let mut state = given().monsters(2).dice([H, H, H, N1, N2, E]).build();
    let events = stop_and_resolve(&mut state, 0);
    assert_none(
        &events,
        |e| matches!(e, Event::EvolutionsDrawn(_)),
        "a draw",
    );
    let view = KingOfTokyo::view(&state, Viewer::Spectator);
    assert!(view.monsters.iter().all(|m| m.evolutions.is_none()));
}

#[test]
fn an_evolution_not_in_hand_or_out_of_its_window_is_refused() {
    let mut state = given()
        .monsters(2)
        .power_up()
        .evolution_in_hand(1, "cat_nip")
        .dice([N1, N2, N3, N1, N2, E])
        .build();
    let bogus = Command::PlayEvolution(PlayEvolution {
        card: 999,
        params: None,
    });
    assert_eq!(
        try_when(&mut state, 1, bogus).unwrap_err().code,
        "UNKNOWN_CARD"
    );
    let cat_nip = play(&state, 1, "cat_nip");
    assert!(!legal(&state, 1).contains(&cat_nip));
    assert_eq!(
        try_when(&mut state, 1, cat_nip).unwrap_err().code,
        "NOT_OFFERED"
    );
}

#[test]
fn an_eliminated_monsters_evolutions_leave_the_game() {
    let mut state = given()
        .monsters(3)
        .power_up()
        .in_city(1)
        .health(1, 2)
        .evolution_in_hand(1, "alien_scourge")
        .evolution_in_play(1, "mouse_hunter")
        .dice([S, S, S, N1, N2, E])
        .build();
    stop_and_resolve(&mut state, 0);
    assert!(!state.monsters[1].alive);
    assert_eq!(state.monsters[1].evolutions.all().count(), 0);
    assert!(
        crate::games::king_of_tokyo::rules::evolution_play::play_commands(&state, Seat(1))
            .is_empty()
    );
}
