//! The bot policies: every command they send is legal, and all-bot tables play to the end.

use super::super::TokyoSaitoshin;
use super::super::options::Options;
use super::super::vocabulary::{Area, Pc, Place};
use super::*;
use crate::engine::Confirm;
use crate::engine::{BotPolicy, Game, GameRng, Seat, testing};
use crate::games::tokyo_saitoshin::command as cmd;

/// Play a table where every seat uses `policy`, checking each command is legal; the state
/// at the end and the number of commands sent.
fn bot_game(scenario: &str, seats: usize, seed: u64, policy: BotPolicy) -> (State, usize) {
    let options = Options {
        scenario: scenario.into(),
        ..Options::default()
    };
    let mut state = TokyoSaitoshin::fold(&setup_events(&options, seats, seed));
    let mut rng = GameRng::from_u64(seed + 1);
    let mut last = std::collections::VecDeque::new();
    for sent in 0..20_000 {
        if state.is_over() {
            return (state, sent);
        }
        let seat = TokyoSaitoshin::prompts(&state)[0].seat;
        let command = TokyoSaitoshin::bot_command(&state, seat, policy, &mut rng)
            .expect("a prompted seat has a command");
        assert!(
            TokyoSaitoshin::legal_commands(&state, seat).contains(&command),
            "{command:?} is not legal"
        );
        testing::when::<TokyoSaitoshin>(&mut state, seat, &command, &mut rng)
            .unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
        last.push_back(command);
        if last.len() > 8 {
            last.pop_front();
        }
    }
    panic!("{scenario} with {seats} seats (seed {seed}) did not end; last: {last:?}");
}

#[test]
fn greedy_tables_play_every_scenario_to_its_end() {
    for (n, scenario) in ["00", "04", "07"].into_iter().enumerate() {
        for seats in 1..=4 {
            let (state, _) = bot_game(scenario, seats, (n * 4 + seats) as u64, BotPolicy::Greedy);
            assert!(state.result.is_some());
        }
    }
}

#[test]
fn random_bots_play_to_the_end_too() {
    for seed in 0..3 {
        let (state, _) = bot_game("00", 2, seed, BotPolicy::Random);
        assert!(state.is_over());
    }
}

#[test]
fn the_greedy_bot_gives_up_a_check_it_cannot_reach_and_pays_one_it_can() {
    let mut state = given(2)
        .empty_market()
        .slot(3, &["T-08"])
        .slot(4, &["T-09"])
        .slot(5, &["T-10"])
        .at(Pc::Procurer, Place::Area(Area::Shinagawa))
        .hand(Pc::Procurer, &[])
        .ap(Pc::Procurer, 0)
        .build();
    // Tech 1 against 3 + 3 with nothing to pay: the greedy bot does not start the move.
    let mut rng = GameRng::from_u64(3);
    let pick = TokyoSaitoshin::bot_command(&state, Seat(0), BotPolicy::Greedy, &mut rng);
    assert!(!matches!(pick, Some(Command::Move(_))), "{pick:?}");
    let shibuya = Command::Move(cmd::Move::to(Pc::Procurer, Place::Area(Area::Shibuya)));
    when(&mut state, 0, shibuya.clone());
    let pick = TokyoSaitoshin::bot_command(&state, Seat(0), BotPolicy::Greedy, &mut rng);
    assert_eq!(pick, Some(Command::GiveUpCheck(Confirm::Yes)));
    when(&mut state, 0, Command::GiveUpCheck(Confirm::Yes));
    state.pc_mut(Pc::Procurer).unwrap().ap = 5;
    state.ap_pool -= 5;
    when(&mut state, 0, shibuya);
    let pick = TokyoSaitoshin::bot_command(&state, Seat(0), BotPolicy::Greedy, &mut rng);
    assert_eq!(pick, Some(Command::PayApToken(Confirm::Yes)));
}
