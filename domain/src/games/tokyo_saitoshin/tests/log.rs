//! The game log (`Game::describe`): the setup, a check and a battle in words, each event
//! that hides cards read two ways (the seat that may see them reads their names, another
//! seat and a spectator only their number), and the leak check that the playout harness
//! runs over every line.

use serde_json::Value;

use super::super::TokyoSaitoshin;
use super::super::event::{self as ev, DrawReason, PaySource};
use super::super::options::Options;
use super::super::playout::log_leak;
use super::super::state::Step;
use super::super::vocabulary::{Area, DamageType, Deck, Pc, Place};
use super::examples::ex08_table;
use super::*;
use crate::engine::harness::PlayoutSubject;
use crate::engine::{Confirm, Game, Seat, Viewer};
use crate::games::tokyo_saitoshin::command as cmd;

fn names() -> Vec<String> {
    ["Alice", "Bob", "Carol"].map(String::from).to_vec()
}

fn seat_view(s: u8) -> Viewer {
    Viewer::Seat(Seat(s))
}

/// The log lines of `events` as `viewer` reads them, each described on the state just
/// after its event, starting from `before`.
fn read(before: &State, events: &[Event], viewer: Viewer) -> Vec<String> {
    crate::engine::testing::log_lines::<TokyoSaitoshin>(before, events, viewer, &names())
}

/// One event's line as `viewer` reads it on `state`.
fn line(state: &State, event: &Event, viewer: Viewer) -> String {
    read(state, std::slice::from_ref(event), viewer)
        .pop()
        .expect("the event has a line")
}

fn log_when(state: &mut State, seat: u8, command: Command) -> Vec<String> {
    let before = state.clone();
    let events = when(state, seat, command);
    read(&before, &events, Viewer::Spectator)
}

fn strings(cards: &[&str]) -> Vec<String> {
    cards.iter().map(|c| c.to_string()).collect()
}

#[test]
fn the_setup_names_the_scenario_who_runs_which_pc_and_the_bot_cards() {
    let events = setup_events(&Options::default(), 2, 1);
    let lines = read(&State::default(), &events, Viewer::Spectator);
    assert_eq!(
        lines[0],
        "Scenario 00 (Welcome to Tokyo!) began with 2 players: Alice runs the Procurer and \
         Bob runs the Engineer; the Negotiator and the Gangster are BOT cards."
    );
    for expected in [
        "The weapon deck was shuffled (",
        "Alice's Procurer shuffled its starter deck of 8 cards.",
        "Alice's Procurer was placed in Shinagawa.",
        "Bob's Engineer was placed in Shibuya.",
        "Scenario card SC00-01 was revealed.",
        "Round 1 began.",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(expected)),
            "{expected} in {lines:#?}"
        );
    }
}

#[test]
fn a_one_seat_table_runs_two_pcs_and_open_hands_are_said() {
    let options = Options {
        open_hands: true,
        ..Options::default()
    };
    let events = setup_events(&options, 1, 1);
    let lines = read(&State::default(), &events, Viewer::Spectator);
    assert_eq!(
        lines[0],
        "Scenario 00 (Welcome to Tokyo!) began with 1 player: Alice runs the Procurer and \
         the Engineer; the Negotiator and the Gangster are BOT cards. Hands are open."
    );
}

/// The rulebook's check (spec 11, EX-08): a hand card, two AP tokens and a trouble card.
#[test]
fn a_check_reads_as_its_action_each_payment_with_the_total_and_the_result() {
    let mut state = ex08_table();
    let resolve = Command::Resolve(cmd::Resolve {
        pc: Pc::Procurer,
        slot: 0,
    });
    assert_eq!(
        log_when(&mut state, 0, resolve),
        ["Alice's Procurer set out to resolve Pickpocket in Shinagawa (Tech 1 against 9)."]
    );
    let bike = Command::PayWithCard(cmd::PayWithCard {
        card: "I-01".into(),
    });
    assert_eq!(
        log_when(&mut state, 0, bike),
        ["Alice's Procurer paid Bike into the check for 3 AP (4 against 9)."]
    );
    assert_eq!(
        log_when(&mut state, 0, Command::PayApToken(Confirm::Yes)),
        ["Alice's Procurer paid an AP token into the check (5 against 9)."]
    );
    log_when(&mut state, 0, Command::PayApToken(Confirm::Yes));
    let lines = log_when(&mut state, 0, Command::DrawTroubleForAp(Confirm::Yes));
    assert_eq!(
        lines[..4],
        [
            "Alice's Procurer drew Pundit from the trouble deck for AP.",
            "Pundit added 3 AP to the check (9 against 9).",
            "Alice's Procurer passed the check, 9 against 9.",
            "Alice's Procurer resolved Pickpocket in Shinagawa.",
        ]
    );
}

#[test]
fn an_attack_reads_as_the_card_used_the_damage_and_the_hp_left() {
    let state = given(2).empty_market().slot(6, &["T-24"]).build();
    let hp = state.content.enemy("T-24").unwrap().hp;
    let used = Event::EffectUsed(ev::EffectUsed {
        pc: Pc::Engineer,
        source: super::super::state::Source::Equipped(super::super::state::EquippedCard {
            card: "W-09".into(),
        }),
        target: Some(6),
    });
    assert_eq!(
        line(&state, &used, Viewer::Spectator),
        "Bob's Engineer used Revolver against Soldier."
    );
    let damaged = Event::EnemyDamaged(ev::EnemyDamaged {
        card: "T-24".into(),
        amount: 2,
    });
    assert_eq!(
        line(&state, &damaged, Viewer::Spectator),
        format!("Soldier took 2 damage and has {} HP left.", hp - 2)
    );
    let hurt = Event::DamageTaken(ev::DamageTaken {
        pc: Pc::Engineer,
        amount: 2,
        damage_type: DamageType::Physical,
    });
    assert_eq!(
        line(&state, &hurt, Viewer::Spectator),
        "Bob's Engineer took 2 physical damage and has 3 HP left."
    );
}

#[test]
fn drawn_cards_are_named_for_their_seat_alone_unless_hands_are_open() {
    let state = given(2).build();
    let drawn = |open| {
        Event::CardsDrawn(ev::CardsDrawn {
            pc: Pc::Engineer,
            seat: Seat(1),
            cards: strings(&["ES-01", "ES-07"]),
            open,
        })
    };
    let own = "Bob's Engineer drew Spanner and Old Scooter.";
    assert_eq!(line(&state, &drawn(false), seat_view(1)), own);
    assert_eq!(
        line(&state, &drawn(false), seat_view(0)),
        "Bob's Engineer drew 2 cards."
    );
    assert_eq!(
        line(&state, &drawn(false), Viewer::Spectator),
        "Bob's Engineer drew 2 cards."
    );
    assert_eq!(line(&state, &drawn(true), Viewer::Spectator), own);
}

#[test]
fn a_redrawn_hand_is_named_for_its_seat_alone() {
    let state = given(2).build();
    let redrawn = Event::HandRedrawn(ev::HandRedrawn {
        pc: Pc::Procurer,
        seat: Seat(0),
        hand: strings(&["PS-01", "PS-05"]),
        order: strings(&["PS-02", "PS-06"]),
        open: false,
    });
    assert_eq!(
        line(&state, &redrawn, seat_view(0)),
        "Alice's Procurer set its first hand aside and drew Cash and Shopping List."
    );
    assert_eq!(
        line(&state, &redrawn, seat_view(1)),
        "Alice's Procurer set its first hand aside and drew 2 cards."
    );
}

#[test]
fn a_site_card_drawn_face_down_is_named_for_nobody() {
    let state = given(2).build();
    let drawn = Event::SiteCardDrawn(ev::SiteCardDrawn {
        pc: Pc::Procurer,
        card: "X-10".into(),
    });
    for viewer in [seat_view(0), seat_view(1), Viewer::Spectator] {
        assert_eq!(
            line(&state, &drawn, viewer),
            "Alice's Procurer drew a Site card face down into the encounter slot."
        );
    }
}

/// An offer is named for the offering seat; once exchanged, each seat reads the cards it
/// received, and a spectator neither side.
#[test]
fn exchanged_cards_are_named_for_the_seat_that_held_or_received_them_alone() {
    let mut state = given(2)
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &["W-01", "PS-01"])
        .hand(Pc::Engineer, &["W-09", "ES-01"])
        .build();
    let before = state.clone();
    let offered = when(
        &mut state,
        0,
        Command::OfferExchange(cmd::OfferExchange {
            pc: Pc::Procurer,
            other: Pc::Engineer,
            cards: strings(&["W-01"]),
        }),
    );
    let offer_as = |viewer| read(&before, &offered, viewer);
    assert_eq!(
        offer_as(seat_view(0)),
        ["Alice's Procurer offered Bob's Engineer Brass Knuckles in exchange."]
    );
    assert_eq!(
        offer_as(seat_view(1)),
        ["Alice's Procurer offered Bob's Engineer 1 card in exchange."]
    );
    let before = state.clone();
    let answered = when(
        &mut state,
        1,
        Command::AnswerExchange(cmd::AnswerExchange {
            pc: Pc::Engineer,
            cards: strings(&["W-09"]),
        }),
    );
    let exchange_as = |viewer| read(&before, &answered, viewer);
    assert_eq!(
        exchange_as(seat_view(0)),
        ["Alice's Procurer gave 1 card to Bob's Engineer for Revolver."]
    );
    assert_eq!(
        exchange_as(seat_view(1)),
        ["Alice's Procurer gave Brass Knuckles to Bob's Engineer for 1 card."]
    );
    assert_eq!(
        exchange_as(Viewer::Spectator),
        ["Alice's Procurer gave 1 card to Bob's Engineer for 1 card."]
    );
}

#[test]
fn the_end_says_how_the_play_ended() {
    let state = given(2).build();
    let cleared = Event::ScenarioCleared(ev::ScenarioCleared {
        card: "SC04-07".into(),
        evaluation: 7,
        rank: Some("A".into()),
        rewards: strings(&["SC04-R1", "SC04-R2"]),
    });
    assert_eq!(
        line(&state, &cleared, Viewer::Spectator),
        "Scenario card SC04-07 cleared the scenario: evaluation 7, rank A. Rewards on offer: \
         Doom Zero and Checkered Flag."
    );
    let chosen = Event::RewardChosen(ev::RewardChosen {
        card: Some("SC04-R1".into()),
    });
    assert_eq!(
        line(&state, &chosen, Viewer::Spectator),
        "The players took the reward Doom Zero."
    );
    let lost = Event::GameLost(ev::GameLost {
        reason: "TROUBLE_CANNOT_BE_PLACED".into(),
    });
    assert_eq!(
        line(&state, &lost, Viewer::Spectator),
        "The players lost: a trouble card could not be placed."
    );
    let time = Event::GameLost(ev::GameLost {
        reason: "TIME_RAN_OUT".into(),
    });
    assert_eq!(
        line(&state, &time, Viewer::Spectator),
        "The players lost: time ran out."
    );
}

#[test]
fn a_trouble_card_and_a_step_read_as_what_happened_where() {
    let state = given(2).build();
    let drawn = Event::TroubleDrawn(ev::TroubleDrawn {
        pc: Pc::Engineer,
        card: "T-20".into(),
        reason: DrawReason::RoundStart,
    });
    assert_eq!(
        line(&state, &drawn, Viewer::Spectator),
        "Bob's Engineer drew Pickpocket from the trouble deck."
    );
    let placed = Event::TroublePlaced(ev::TroublePlaced {
        card: "T-20".into(),
        slot: 4,
    });
    assert_eq!(
        line(&state, &placed, Viewer::Spectator),
        "Pickpocket was placed in Shibuya (slot 2)."
    );
    let step = Event::StepEntered(ev::StepEntered {
        step: Step::HandAdjustment,
    });
    assert_eq!(
        line(&state, &step, Viewer::Spectator),
        "Step 3, the hand adjustment, began."
    );
    let token = Event::CheckPaid(ev::CheckPaid {
        payer: Pc::Engineer,
        source: PaySource::ApToken,
        card: None,
        amount: 1,
    });
    assert_eq!(
        line(&state, &token, Viewer::Spectator),
        "Bob's Engineer gave an AP token to the check."
    );
}

#[test]
fn events_that_only_hand_the_turn_on_have_no_line() {
    let state = given(2).build();
    for event in [
        Event::ActionEnded(ev::ActionEnded { pc: Pc::Procurer }),
        Event::HandReady(ev::HandReady { pc: Pc::Procurer }),
        Event::EndProcessingAt(ev::EndProcessingAt { position: 2 }),
    ] {
        assert_eq!(TokyoSaitoshin::describe(&state, &event, &names()), None);
    }
}

/// `state` with the cards `ids` taken out of every pile, slot and hand, for a test to put
/// them where it wants.
fn without(mut state: State, ids: &[&str]) -> State {
    let keep = |c: &String| !ids.contains(&c.as_str());
    for pile in state.decks.values_mut() {
        pile.retain(keep);
    }
    for slot in &mut state.slots {
        slot.stack.retain(keep);
    }
    state.disposal.retain(keep);
    for p in &mut state.pcs {
        p.hand.retain(keep);
        p.deck.retain(keep);
    }
    state
}

/// The check the playout harness runs over every log line can fail: a line naming a card
/// of another seat's hand is a leak; for the seat that holds it, it is not.
#[test]
fn the_leak_check_catches_a_line_naming_a_card_of_another_seats_hand() {
    // The Cursed Knife (W-40) has one copy.
    let mut state = without(given(2).build(), &["W-40"]);
    state.pc_mut(Pc::Engineer).unwrap().hand.push("W-40".into());
    let drew = "Player 1's Engineer drew Cursed Knife.";
    assert_eq!(
        TokyoSaitoshin::leak(&state, seat_view(0), &Value::String(drew.into())),
        Some("the hidden card Cursed Knife".into())
    );
    assert_eq!(
        log_leak(&state, Viewer::Spectator, drew),
        Some("the hidden card Cursed Knife".into())
    );
    assert_eq!(log_leak(&state, seat_view(1), drew), None);
    assert_eq!(
        log_leak(&state, seat_view(0), "Player 1's Engineer drew 1 card."),
        None
    );
}

#[test]
fn the_leak_check_catches_a_face_down_site_card_for_every_viewer() {
    // Lost Signal has one copy.
    let mut state = without(given(2).build(), &["X-10"]);
    state.encounter.push("X-10".into());
    let line = "Player 0's Procurer drew Lost Signal face down.";
    for viewer in [seat_view(0), seat_view(1), Viewer::Spectator] {
        assert_eq!(
            log_leak(&state, viewer, line),
            Some("the hidden card Lost Signal".into())
        );
    }
}

/// A name is no secret while a copy of it is in sight (face up, or in a PC's deck), and a
/// name inside a longer one (`Brass Knuckles` in `Brass Knuckles Starter`) is not that name.
#[test]
fn a_name_with_a_copy_in_sight_or_inside_a_longer_name_is_no_leak() {
    let revolvers = ["W-09", "W-10", "W-11", "W-12"];
    let mut state = without(given(2).build(), &revolvers);
    state.pc_mut(Pc::Engineer).unwrap().hand.push("W-09".into());
    let weapons = state.decks.get_mut(&Deck::Weapon).unwrap();
    weapons.extend(["W-10", "W-11"].map(String::from));
    let drew = "Player 1's Engineer drew Revolver.";
    assert_eq!(
        log_leak(&state, seat_view(0), drew),
        Some("the hidden card Revolver".into())
    );
    state.pc_mut(Pc::Procurer).unwrap().deck.push("W-12".into());
    assert_eq!(log_leak(&state, seat_view(0), drew), None);
    let mut face_up = without(state, &["W-12"]);
    face_up.slots[0].stack.push("W-12".into());
    assert_eq!(log_leak(&face_up, seat_view(0), drew), None);

    let knuckles = ["W-01", "W-02", "W-03", "W-04"];
    let mut state = without(given(2).build(), &knuckles);
    let weapons = state.decks.get_mut(&Deck::Weapon).unwrap();
    weapons.extend(knuckles.map(String::from));
    let starter = "Player 0's Procurer played Brass Knuckles Starter.";
    assert_eq!(log_leak(&state, seat_view(1), starter), None);
    assert_eq!(
        log_leak(
            &state,
            seat_view(1),
            "Player 0's Procurer played Brass Knuckles."
        ),
        Some("the hidden card Brass Knuckles".into())
    );
}

#[test]
fn hand_cards_given_and_a_random_relocation_have_their_lines() {
    use super::super::state::SkillSource;
    use super::super::vocabulary::SkillSlot;
    let mut state = given(2)
        .at(Pc::Engineer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &["W-01", "PS-01"])
        .bots_exhausted()
        .build();
    state.pc_mut(Pc::Procurer).unwrap().skills[SkillSlot::Support.index()].sealed = false;
    let support = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: super::super::command::Source::Skill(SkillSource {
            slot: SkillSlot::Support,
        }),
        target: None,
        discard: vec![],
    });
    let lines = log_when(&mut state, 0, support);
    assert!(
        lines.contains(
            &"Alice's Procurer is to give 1 hand card to another PC of its place.".into()
        ),
        "{lines:?}"
    );
    let before = state.clone();
    let events = when(
        &mut state,
        0,
        Command::GiveHandCards(cmd::GiveHandCards {
            pc: Pc::Procurer,
            to: Pc::Engineer,
            cards: strings(&["W-01"]),
        }),
    );
    let name = state.content.card_name("W-01").unwrap().to_owned();
    assert_eq!(
        read(&before, &events, seat_view(1)),
        [format!("Alice's Procurer gave {name} to Bob's Engineer.")]
    );
    for viewer in [seat_view(0), Viewer::Spectator] {
        assert_eq!(
            read(&before, &events, viewer),
            ["Alice's Procurer gave 1 card to Bob's Engineer."]
        );
    }
    let lapsed = Event::GiveLapsed(ev::GiveLapsed { pc: Pc::Procurer });
    assert_eq!(
        line(&state, &lapsed, Viewer::Spectator),
        "Alice's Procurer had nobody to give its hand cards to, or nothing to give."
    );
    let sent = Event::PcTeleported(ev::PcTeleported {
        pc: Pc::Procurer,
        from: Place::Site,
        to: Place::Area(Area::Akiba),
        source: "X-11".into(),
    });
    let text = line(&state, &sent, Viewer::Spectator);
    assert!(
        text.starts_with("Dimension Door sent Alice's Procurer from ")
            && text.ends_with(" to Akiba, drawn at random."),
        "{text}"
    );
    let mut buyer = given(2)
        .empty_market()
        .slot(0, &["W-05"])
        .hand(Pc::Procurer, &["I-26"])
        .bots_exhausted()
        .build();
    let chip = Command::Use(cmd::Use {
        pc: Pc::Procurer,
        source: super::super::command::Source::Hand(super::super::state::HandCard {
            card: "I-26".into(),
        }),
        target: Some(0),
        discard: vec![],
    });
    let bought = state.content.card_name("W-05").unwrap().to_owned();
    let lines = log_when(&mut buyer, 0, chip);
    assert_eq!(
        lines[0],
        format!("Alice's Procurer played Credit Chip to buy {bought}.")
    );
    let ended = Event::ExplorationEnded(ev::ExplorationEnded { pcs: vec![] });
    assert_eq!(
        line(&state, &ended, Viewer::Spectator),
        "The exploration ended: nobody is left in the Site."
    );
}
