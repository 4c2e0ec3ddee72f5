//! Items gained when a party falls, equipment and consumables (§5.20, EX-23 with a Potion).

use super::examples::attacker;
use super::*;
use crate::engine::Seat;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::HeldItem;
use crate::games::brave_architect::vocabulary::Stat;

fn take(item: &str, side: Option<u8>) -> Command {
    Command::TakeItem(TakeItem {
        item: item.into(),
        side,
    })
}

#[test]
fn a_destruction_turns_up_one_item_per_player_and_everything_waits_until_each_has_taken_one() {
    let card = attack_card("axe", &[Stat::Accuracy], 1, 2, &[(3, None, 9, &[])]);
    let mut state = attacker(card).party(4, "iron_scale", 1).build();
    state.item_deck = vec![
        "potion".into(),
        "charm".into(),
        "ether".into(),
        "boots".into(),
    ];
    let events = when_rolling(&mut state, 0, attack_with("axe", &[4]), &[3, 3]);
    assert!(events.iter().any(
        |e| matches!(e, Event::ItemsRevealed(r) if r.items.len() == 3 && r.takers.len() == 3)
    ));
    assert_eq!(state.items_offered, vec!["potion", "charm", "ether"]);
    assert_eq!(state.item_deck, vec!["boots".to_string()]);
    // The players agree on each item in turn (tests/choices.rs); here everyone agrees.
    let agree = |state: &mut crate::games::brave_architect::state::State, taker: u8| {
        for s in 0..3 {
            when(
                state,
                s,
                Command::ProposeItemTaker(ItemTaker { taker: seat(taker) }),
            );
        }
    };
    agree(&mut state, 0);
    assert_eq!(refused(&state, 0, take("potion", Some(0))).code, "NO_SIDE");
    when(&mut state, 0, take("potion", None));
    agree(&mut state, 1);
    assert_eq!(refused(&state, 1, take("charm", None)).code, "CHOOSE_SIDE");
    let accuracy = state.stats(seat(1)).accuracy;
    when(&mut state, 1, take("charm", Some(0)));
    assert_eq!(
        state.stats(seat(1)).accuracy,
        accuracy + 1,
        "the charm's first data set: [命] +1"
    );
    // One item left: nothing to agree on.
    assert!(state.item_vote.is_none() && state.item_assigned.is_none());
    assert_eq!(
        refused(&state, 1, Command::StartPlayerTurn(YES)).code,
        "ITEMS_FIRST"
    );
    when(&mut state, 2, take("ether", None));
    assert!(state.item_takers.is_empty() && state.items_offered.is_empty());
    when(&mut state, 1, Command::StartPlayerTurn(YES));
}

#[test]
fn a_character_holds_one_of_the_same_equipment() {
    let mut state = given(2).build();
    state.items_offered = vec!["charm".into()];
    state.item_takers = vec![Seat(0)];
    state.players[0].items.push(HeldItem {
        item: "charm".into(),
        side: Some(1),
    });
    assert_eq!(
        refused(&state, 0, take("charm", Some(0))).code,
        "SAME_EQUIPMENT"
    );
}

#[test]
fn a_potion_heals_yourself_or_brings_back_a_down_character_on_an_adjacent_square_at_hp_1() {
    let mut state = given(3)
        .pawn(0, sq(6, 4))
        .pawn(1, sq(6, 5))
        .pawn(2, sq(8, 8))
        .hp(0, 2)
        .build();
    state.players[0].items = vec![
        HeldItem {
            item: "potion".into(),
            side: None,
        },
        HeldItem {
            item: "potion".into(),
            side: None,
        },
    ];
    state.players[1].down = true;
    state.players[1].hp = 0;
    state.players[2].down = true;
    state.players[2].hp = 0;
    let potion = |target| {
        Command::UseItem(UseItem {
            item: "potion".into(),
            target: Seat(target),
        })
    };
    assert_eq!(refused(&state, 0, potion(2)).code, "BAD_TARGET");
    let events = when(&mut state, 0, potion(1));
    assert!(matches!(&events[1], Event::CharacterRevived(r) if r.seat == seat(1) && r.hp == 1));
    let events = when(&mut state, 0, potion(0));
    assert!(matches!(&events[1], Event::HpHealed(h) if h.hp_after == 5));
    assert!(state.players[0].items.is_empty());
    assert_eq!(state.item_discard, vec!["potion", "potion"]);
    assert_eq!(refused(&state, 0, potion(0)).code, "NOT_HELD");
}
