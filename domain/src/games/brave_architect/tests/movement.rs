//! The round's turns and movement (EX-20, EX-25, EX-28).

use super::*;
use crate::engine::{Game, Seat};
use crate::games::brave_architect::command::*;
use crate::games::brave_architect::event::*;
use crate::games::brave_architect::state::Phase;
use crate::games::brave_architect::vocabulary::MapSide;
use crate::games::brave_architect::{BraveArchitect, Options};

fn to(row: i32, col: i32) -> Command {
    Command::Move(SquareChoice {
        square: sq(row, col),
    })
}

#[test]
fn ex20_movement_2_reaches_the_diagonal_passes_a_character_but_never_ends_on_one() {
    let base = given(3)
        .turn(0)
        .pawn(0, sq(6, 4))
        .pawn(1, sq(5, 4))
        .pawn(2, sq(8, 8))
        .stats(0, 0, 0, 1, 0, 0);
    let state = base.build();
    assert_eq!(state.movement(seat(0)), 2);
    let mut diagonal = state.clone();
    let events = when(&mut diagonal, 0, to(5, 5));
    assert!(
        matches!(&events[0], Event::CharacterMoved(m) if m.path.len() == 2 && m.path[1] == sq(5, 5))
    );
    assert_eq!(diagonal.players[0].pawn, Some(sq(5, 5)));
    assert_eq!(refused(&state, 0, to(5, 4)).code, "UNREACHABLE");
    assert_eq!(refused(&state, 0, to(3, 4)).code, "UNREACHABLE");
    let mut through = state.clone();
    let events = when(&mut through, 0, to(4, 4));
    assert!(matches!(&events[0], Event::CharacterMoved(m) if m.path == vec![sq(5, 4), sq(4, 4)]));
    // Once per turn.
    assert_eq!(refused(&through, 0, to(5, 4)).code, "ALREADY_MOVED");
}

#[test]
fn a_move_never_enters_the_enemy_s_squares() {
    let state = given(3)
        .turn(0)
        .pawn(0, sq(3, 3))
        .stats(0, 0, 0, 4, 0, 0)
        .build();
    assert!(state.enemy_squares().contains(&sq(2, 3)));
    assert_eq!(refused(&state, 0, to(2, 3)).code, "UNREACHABLE");
    // Around the body to the square above it: (3,3) (3,2) (2,2) (1,2) (0,2) (0,3) is 5 steps.
    let mut around = state.clone();
    when(&mut around, 0, to(0, 3));
}

#[test]
fn lava_hurts_on_the_way_and_where_the_move_stops() {
    let options = Options {
        map: MapSide::Volcano,
        ..Options::default()
    };
    // The volcano's lava row 4 starts with two "flow" squares (pass 1, stop 2).
    let state = given_with(3, options)
        .turn(0)
        .pawn(0, sq(5, 0))
        .stats(0, 0, 0, 1, 0, 0)
        .build();
    let hp = state.players[0].hp;
    let mut stop = state.clone();
    let events = when(&mut stop, 0, to(4, 0));
    assert!(events.iter().any(
        |e| matches!(e, Event::CharacterDamaged(d) if d.amount == 2 && d.cause == DamageCause::Lava)
    ));
    assert_eq!(stop.players[0].hp, hp - 2);
    let mut pass = state.clone();
    when(&mut pass, 0, to(3, 0));
    assert_eq!(pass.players[0].hp, hp - 1);
    // Along row 5 there is no lava.
    let mut side = state.clone();
    when(&mut side, 0, to(5, 2));
    assert_eq!(side.players[0].hp, hp);
}

#[test]
fn ex25_lava_that_downs_a_second_character_loses_the_game() {
    let options = Options {
        map: MapSide::Volcano,
        ..Options::default()
    };
    let mut state = given_with(3, options)
        .turn(0)
        .pawn(0, sq(5, 0))
        .hp(0, 2)
        .stats(0, 0, 0, 1, 0, 0)
        .build();
    state.players[2].down = true;
    state.players[2].hp = 0;
    let events = when(&mut state, 0, to(4, 0));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::CharacterDowned(d) if d.seat == seat(0)))
    );
    assert!(matches!(events.last(), Some(Event::GameLost(_))));
    assert_eq!(state.phase, Phase::GameOver);
}

#[test]
fn any_player_who_has_not_played_takes_the_next_turn_and_then_the_enemy_acts() {
    let mut state = given(3).build();
    assert_eq!(BraveArchitect::prompts(&state).len(), 3);
    when(&mut state, 2, Command::StartPlayerTurn(YES));
    assert_eq!(
        refused(&state, 0, Command::StartPlayerTurn(YES)).code,
        "NOT_YOUR_DECISION"
    );
    when(&mut state, 2, Command::EndTurn(YES));
    assert_eq!(
        refused(&state, 2, Command::StartPlayerTurn(YES)).code,
        "ALREADY_PLAYED"
    );
    state.players[1].down = true;
    state.players[1].hp = 0;
    assert_eq!(
        refused(&state, 1, Command::StartPlayerTurn(YES)).code,
        "DOWN"
    );
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    let events = when(&mut state, 0, Command::EndTurn(YES));
    // The down character is skipped: the turns are over, the enemy acts, round 2 begins.
    let over = events
        .iter()
        .position(|e| matches!(e, Event::PlayerTurnsOver(_)))
        .unwrap();
    assert!(
        events[over..]
            .iter()
            .any(|e| matches!(e, Event::EnemyAttackRevealed(_)))
    );
    assert!(
        matches!(events.last(), Some(Event::RoundStarted(r)) if r.round == 2)
            || state.outcome.is_some()
    );
    assert!(state.phase == Phase::Battle || state.phase == Phase::GameOver);
    let _ = Seat(0);
}

#[test]
fn ex28_staying_on_the_lava_square_you_stopped_on_does_no_damage() {
    let options = Options {
        map: MapSide::Volcano,
        ..Options::default()
    };
    let mut state = given_with(3, options).pawn(0, sq(4, 0)).build();
    let hp = state.players[0].hp;
    when(&mut state, 0, Command::StartPlayerTurn(YES));
    let events = when(&mut state, 0, Command::EndTurn(YES));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CharacterDamaged(d) if d.cause == DamageCause::Lava))
    );
    assert_eq!(state.players[0].hp, hp);
}

/// The stalemate of the 10,000-game batch (seed 363): a 2-player easy table whose kijin lies
/// down at (4,8) holding the hate card, so the enemy paces column 7–8 after it, while the
/// dwarf with the heavy axe's Berserker style ([速] −1) stands at (7,4), 3 columns from any
/// reach of its range-1 axe.
fn seed_363() -> crate::games::brave_architect::state::State {
    let options = Options {
        easy_mode: true,
        ..Options::default()
    };
    let mut given = given_with(2, options)
        .weapon(1, "heavy_axe", "heavy_axe_berserk")
        .pawn(0, sq(4, 8))
        .pawn(1, sq(7, 4))
        .enemy_at(sq(5, 7))
        .hate(0, 0, false)
        .hand(
            1,
            &[
                "heavy_axe_strike",
                "heavy_axe_chain",
                "heavy_axe_berserk_lv2",
            ],
        );
    let p = &mut given.state.players[0];
    (p.down, p.hp) = (true, 0);
    let dwarf = &mut given.state.players[1];
    dwarf.race = Some("dwarf".into());
    dwarf.sub_weapon = Some("bomb".into());
    dwarf.bonus = Default::default();
    given.state.players[1].hp = given.state.max_hp(seat(1));
    given.build()
}

#[test]
fn a_speed_of_minus_1_still_moves_1_square_so_the_seed_363_stalemate_ends() {
    let mut state = seed_363();
    assert_eq!(state.stats(seat(1)).speed, -1);
    assert_eq!(state.movement(seat(1)), 1);
    when(&mut state, 1, Command::StartPlayerTurn(YES));
    let mut stepped = state.clone();
    let events = when(&mut stepped, 1, to(7, 5));
    assert!(matches!(&events[0], Event::CharacterMoved(m) if m.path == vec![sq(7, 5)]));
    assert_eq!(refused(&state, 1, to(7, 6)).code, "UNREACHABLE");
}

#[test]
fn from_the_seed_363_position_the_dwarf_walks_to_the_enemy_and_attacks_it() {
    use crate::engine::{BotPolicy, GameRng, testing};
    let mut state = seed_363();
    let mut rng = GameRng::from_u64(363);
    let mut attacked = false;
    for _ in 0..400 {
        if state.outcome.is_some() {
            break;
        }
        let seat = BraveArchitect::prompts(&state)[0].seat;
        let command = BraveArchitect::bot_command(&state, seat, BotPolicy::Greedy, &mut rng)
            .expect("a prompted seat has a command");
        let events = testing::when::<BraveArchitect>(&mut state, seat, &command, &mut rng).unwrap();
        attacked |= events
            .iter()
            .any(|e| matches!(e, Event::AttackDeclared(a) if a.seat == Seat(1)));
        if attacked {
            break;
        }
    }
    assert!(attacked, "the dwarf never attacked: {state:?}");
}
