//! The bots: every command they send is legal, and greedy tables play to the end.

use crate::engine::{BotPolicy, Game, GameRng, Seat, testing};
use crate::games::brave_architect::{BraveArchitect, Options};

/// Play a whole game with `policy` at every seat, checking each command is legal; returns
/// whether it ended and how many commands it took.
fn bot_game(seats: usize, seed: u64, policy: BotPolicy) -> (bool, usize) {
    let events = BraveArchitect::setup(
        &Options::default(),
        &Seat::all(seats),
        &mut GameRng::from_u64(seed),
    )
    .unwrap();
    let mut state = BraveArchitect::fold(&events);
    let mut rng = GameRng::from_u64(seed + 1);
    for step in 0..20_000 {
        if state.outcome.is_some() {
            return (true, step);
        }
        let prompts = BraveArchitect::prompts(&state);
        let seat = prompts[0].seat;
        let c = BraveArchitect::bot_command(&state, seat, policy, &mut rng)
            .expect("a prompted seat has a command");
        assert!(
            BraveArchitect::legal_commands(&state, seat).contains(&c),
            "{c:?} is not legal"
        );
        testing::when::<BraveArchitect>(&mut state, seat, &c, &mut rng).unwrap();
    }
    (false, 20_000)
}

#[test]
fn greedy_tables_of_2_to_4_play_to_a_victory_or_a_defeat() {
    for seed in 0..6u64 {
        let seats = 2 + (seed % 3) as usize;
        let (ended, steps) = bot_game(seats, seed, BotPolicy::Greedy);
        assert!(
            ended,
            "seed {seed}, {seats} seats: no end after {steps} commands"
        );
    }
}

#[test]
fn random_bots_send_only_legal_commands() {
    for seed in 0..2u64 {
        bot_game(3, seed, BotPolicy::Random);
    }
}
