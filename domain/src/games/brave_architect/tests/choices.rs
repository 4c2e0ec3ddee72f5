//! The small choices: the side square of a wall slam or the square out of a corner,
//! equipment taken while down, and the players' agreement on who takes which item.

use super::*;
use crate::engine::{Game, GameRng};
use crate::games::brave_architect::BraveArchitect;
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::content::{Area, AreaCentre, EnemyAttack, NextRound};
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::rules::enemy_move;
use crate::games::brave_architect::state::{Hate, State};
use crate::games::brave_architect::tx::Tx;
use crate::games::brave_architect::vocabulary::{AttackClass, DefenceStat};

/// A previous card that moves the enemy one square and attacks nobody near the edge.
fn one_step() -> EnemyAttack {
    EnemyAttack {
        id: "one_step".into(),
        name: "one_step".into(),
        name_ja: "one_step".into(),
        class: AttackClass::Normal,
        hit: 5,
        damage: vec![1; 6],
        defence_stat: DefenceStat::Defence,
        effects: vec![],
        erratum: None,
        next: NextRound {
            traits: vec![false; 4],
            movement: 1,
            area: Area {
                centre: AreaCentre::Body,
                cells: vec![],
            },
        },
    }
}

/// The body on rows 5-6 moves down: seat 1 on (7, 3) is pushed onto seat 0 on (8, 3), who
/// is pushed against the bottom edge with (8, 2) and (8, 4) both free.
fn chain_to_the_edge() -> State {
    let mut state = given(2)
        .enemy_at(sq(5, 3))
        .pawn(0, sq(8, 3))
        .pawn(1, sq(7, 3))
        .previous_card(one_step())
        .build();
    state.hate = Some(Hate {
        seat: seat(0),
        band: 0,
    });
    state
}

fn slam(square: crate::games::brave_architect::grid::Square) -> Command {
    Command::ChooseSlamSide(SquareChoice { square })
}

#[test]
fn the_movement_reports_a_slam_with_both_sides_free_and_replays_the_chosen_side() {
    let state = chain_to_the_edge();
    let mut rng = GameRng::from_u64(1);
    let mut tx = Tx {
        s: state.clone(),
        out: Vec::new(),
        rng: &mut rng,
    };
    let question = enemy_move::move_enemy(&mut tx, 1);
    assert_eq!(question, Some((seat(0), vec![sq(8, 4), sq(8, 2)])));
    let mut chosen = state;
    chosen.slam_choices = vec![sq(8, 2)];
    let mut rng = GameRng::from_u64(1);
    let mut tx = Tx {
        s: chosen,
        out: Vec::new(),
        rng: &mut rng,
    };
    assert_eq!(enemy_move::move_enemy(&mut tx, 1), None);
    assert_eq!(tx.s.players[0].pawn, Some(sq(8, 2)));
    assert_eq!(tx.s.players[1].pawn, Some(sq(8, 3)));
}

#[test]
fn the_enemy_waits_for_the_pushed_player_to_choose_the_side_square_then_moves() {
    let mut state = chain_to_the_edge();
    let hp = state.players[0].hp;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let events = when(&mut state, 1, Command::EndTurn(YES));
    // Nothing of the enemy action happened yet.
    assert!(matches!(events.last(), Some(Event::SlamSideOffered(o)) if o.seat == seat(0)));
    assert!(!events.iter().any(|e| matches!(e, Event::EnemyMoved(_))));
    let prompts = BraveArchitect::prompts(&state);
    assert_eq!(
        prompts
            .iter()
            .map(|p| (p.seat, p.kind.as_str()))
            .collect::<Vec<_>>(),
        vec![(seat(0), "CHOOSE_SLAM_SIDE")]
    );
    assert_eq!(
        BraveArchitect::legal_commands(&state, seat(0)),
        vec![slam(sq(8, 4)), slam(sq(8, 2))]
    );
    assert!(BraveArchitect::legal_commands(&state, seat(1)).is_empty());
    assert_eq!(refused(&state, 0, slam(sq(7, 3))).code, "NOT_A_SIDE_SQUARE");
    let events = when(&mut state, 0, slam(sq(8, 2)));
    assert!(events.iter().any(|e| matches!(e, Event::EnemyMoved(_))));
    assert!(events.iter().any(|e| matches!(e, Event::RoundEnded(_))));
    assert_eq!(state.players[0].pawn, Some(sq(8, 2)));
    assert_eq!(state.players[0].hp, hp - 1);
    assert!(state.slam_offer.is_none() && state.slam_choices.is_empty());
}

/// §5.16's corner: the body on rows 6-7 moves down over (8, 0) and (8, 1); seat 0 in the
/// corner (8, 0) is lifted out, and (6, 0) and (8, 2) are both 2 squares away.
fn caught_in_the_corner() -> State {
    let mut state = given(2)
        .enemy_at(sq(6, 0))
        .pawn(0, sq(8, 0))
        .pawn(1, sq(0, 8))
        .previous_card(one_step())
        .build();
    state.hate = Some(Hate {
        seat: seat(0),
        band: 0,
    });
    state
}

#[test]
fn lifted_out_of_a_corner_with_two_nearest_squares_its_player_chooses_one() {
    let mut state = caught_in_the_corner();
    let hp = state.players[0].hp;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    when(&mut state, 0, Command::EndTurn(YES));
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let events = when(&mut state, 1, Command::EndTurn(YES));
    assert!(matches!(events.last(), Some(Event::SlamSideOffered(o))
        if o.seat == seat(0) && o.squares == vec![sq(6, 0), sq(8, 2)]));
    assert!(!events.iter().any(|e| matches!(e, Event::EnemyMoved(_))));
    let mut other = state.clone();
    when(&mut state, 0, slam(sq(8, 2)));
    assert_eq!(state.players[0].pawn, Some(sq(8, 2)));
    assert_eq!(state.players[0].hp, hp - 2, "1 per square moved");
    when(&mut other, 0, slam(sq(6, 0)));
    assert_eq!(other.players[0].pawn, Some(sq(6, 0)));
    assert_eq!(other.players[0].hp, hp - 2);
}

fn held(item: &str, side: Option<u8>) -> crate::games::brave_architect::state::HeldItem {
    crate::games::brave_architect::state::HeldItem {
        item: item.into(),
        side,
    }
}

fn equip(item: &str, side: u8) -> Command {
    Command::EquipItem(EquipItem {
        item: item.into(),
        side,
    })
}

#[test]
fn equipment_taken_while_down_is_equipped_after_the_revival() {
    let mut state = given(2).build();
    state.players[0].items = vec![held("charm", None)];
    state.players[0].down = true;
    state.players[0].hp = 0;
    assert_eq!(refused(&state, 0, equip("charm", 0)).code, "DOWN");
    state.players[0].down = false;
    state.players[0].hp = 3;
    assert!(BraveArchitect::legal_commands(&state, seat(0)).contains(&equip("charm", 1)));
    assert_eq!(refused(&state, 0, equip("charm", 2)).code, "CHOOSE_SIDE");
    assert_eq!(
        refused(&state, 0, equip("potion", 0)).code,
        "NOT_UNEQUIPPED"
    );
    let accuracy = state.stats(seat(0)).accuracy;
    let events = when(&mut state, 0, equip("charm", 0));
    assert!(matches!(&events[0], Event::ItemEquipped(e) if e.side == 0));
    assert_eq!(state.players[0].items, vec![held("charm", Some(0))]);
    assert_eq!(state.stats(seat(0)).accuracy, accuracy + 1);
    assert_eq!(refused(&state, 0, equip("charm", 1)).code, "NOT_UNEQUIPPED");
}

fn propose(taker: u8) -> Command {
    Command::ProposeItemTaker(ItemTaker { taker: seat(taker) })
}

fn decide(taker: u8) -> Command {
    Command::DecideItemTaker(ItemTaker { taker: seat(taker) })
}

fn take(item: &str, side: Option<u8>) -> Command {
    Command::TakeItem(TakeItem {
        item: item.into(),
        side,
    })
}

/// Three items turned up for three players, through the procedure that opens the vote.
fn offered(items: &[&str]) -> State {
    let mut state = given(3)
        .stats(0, 0, 0, 1, 0, 0)
        .stats(1, 0, 0, 5, 0, 0)
        .stats(2, 0, 0, 3, 0, 0)
        .build();
    state.items_offered = items.iter().map(|i| i.to_string()).collect();
    state.item_takers = state.seats();
    let mut rng = GameRng::from_u64(1);
    let mut tx = Tx {
        s: state,
        out: Vec::new(),
        rng: &mut rng,
    };
    crate::games::brave_architect::rules::procedure::advance(&mut tx);
    tx.s
}

#[test]
fn the_players_agree_who_takes_each_item_and_that_seat_takes_it() {
    let mut state = offered(&["potion", "charm", "ether"]);
    let vote = state.item_vote.clone().expect("a vote on the first item");
    assert_eq!(vote.item, "potion");
    assert_eq!(vote.candidates, state.seats());
    assert_eq!(vote.agreement.members(), state.seats().as_slice());
    assert_eq!(
        refused(&state, 1, take("potion", None)).code,
        "ITEM_VOTE_FIRST"
    );
    assert_eq!(
        refused(&state, 1, Command::StartPlayerTurn(YES)).code,
        "ITEMS_FIRST"
    );
    let prompts = BraveArchitect::prompts(&state);
    assert_eq!(prompts.len(), 3);
    assert!(prompts.iter().all(|p| p.kind == "CHOOSE_ITEM_TAKER"));
    when(&mut state, 0, propose(2));
    when(&mut state, 1, propose(2));
    let events = when(&mut state, 2, propose(2));
    assert!(
        matches!(events.last(), Some(Event::ItemAssigned(a)) if a.seat == seat(2) && !a.by_fallback)
    );
    assert_eq!(
        refused(&state, 0, take("potion", None)).code,
        "NOT_YOUR_DECISION"
    );
    assert_eq!(
        refused(&state, 2, take("ether", None)).code,
        "ASSIGNED_ITEM"
    );
    let events = when(&mut state, 2, take("potion", None));
    // The next item's vote opens among the seats still owed one.
    assert!(
        matches!(events.last(), Some(Event::ItemVoteOpened(v)) if v.item == "charm" && v.candidates == vec![seat(0), seat(1)])
    );
}

#[test]
fn when_the_proposals_differ_the_fastest_character_decides() {
    let mut state = offered(&["potion", "charm", "ether"]);
    assert_eq!(
        state.item_vote.as_ref().unwrap().agreement.fallback(),
        Some(seat(1))
    );
    when(&mut state, 0, propose(0));
    when(&mut state, 1, propose(1));
    when(&mut state, 2, propose(2));
    assert_eq!(
        BraveArchitect::prompts(&state)
            .iter()
            .map(|p| p.seat)
            .collect::<Vec<_>>(),
        vec![seat(1)]
    );
    assert_eq!(refused(&state, 0, decide(0)).code, "NOT_YOUR_DECISION");
    let events = when(&mut state, 1, decide(0));
    assert!(
        matches!(events.last(), Some(Event::ItemAssigned(a)) if a.seat == seat(0) && a.by_fallback)
    );
}

#[test]
fn items_all_alike_need_no_vote_and_an_item_one_seat_may_take_goes_to_it() {
    let state = offered(&["potion", "potion", "potion"]);
    assert!(state.item_vote.is_none() && state.item_assigned.is_none());
    let mut one = given(2).build();
    one.players[0].items = vec![held("charm", Some(0))];
    one.items_offered = vec!["charm".into(), "potion".into()];
    one.item_takers = one.seats();
    let mut rng = GameRng::from_u64(1);
    let mut tx = Tx {
        s: one,
        out: Vec::new(),
        rng: &mut rng,
    };
    crate::games::brave_architect::rules::procedure::advance(&mut tx);
    assert_eq!(
        tx.s.item_assigned
            .as_ref()
            .map(|a| (a.item.as_str(), a.seat)),
        Some(("charm", seat(1)))
    );
}
