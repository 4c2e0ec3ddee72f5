//! Hostile commands: arbitrary King of Tokyo commands, built from arbitrary values, thrown at
//! `decide` from arbitrary seats on states reached by random play. `decide` never panics,
//! never changes the state it is given, accepts only commands `legal_commands` lists, and
//! what it accepts evolves without a panic.

use domain::engine::{Confirm, Game, GameRng, Seat};
use domain::games::king_of_tokyo::{
    BuyCard, CardRef, ChangeDie, Command, Face, HeartUse, KingOfTokyo, Options, ProbeDie, Reroll,
    SpendHearts, State,
};
use proptest::prelude::*;

fn small_or_any_u8() -> impl Strategy<Value = u8> {
    prop_oneof![4 => 0u8..10, 1 => any::<u8>()]
}

fn small_or_any_u16() -> impl Strategy<Value = u16> {
    prop_oneof![4 => 0u16..120, 1 => any::<u16>()]
}

fn face() -> impl Strategy<Value = Face> {
    prop_oneof![
        Just(Face::One),
        Just(Face::Two),
        Just(Face::Three),
        Just(Face::Energy),
        Just(Face::Heart),
        Just(Face::Smash),
    ]
}

fn heart_use() -> impl Strategy<Value = HeartUse> {
    prop_oneof![
        Just(HeartUse::Heal),
        Just(HeartUse::RemovePoison),
        Just(HeartUse::RemoveShrink),
        Just(HeartUse::HealOther),
    ]
}

fn command() -> impl Strategy<Value = Command> {
    let yes = Confirm::Yes;
    prop_oneof![
        prop::collection::vec(small_or_any_u8(), 0..10)
            .prop_map(|dice| Command::Reroll(Reroll { dice })),
        Just(Command::StopRolling(yes)),
        Just(Command::YieldTokyo(yes)),
        Just(Command::StayInTokyo(yes)),
        small_or_any_u8().prop_map(|slot| Command::BuyCard(BuyCard { slot })),
        Just(Command::SweepMarket(yes)),
        Just(Command::EndTurn(yes)),
        small_or_any_u16().prop_map(|card| Command::MoveMimic(CardRef { card })),
        small_or_any_u16().prop_map(|card| Command::BuyExtraRoll(CardRef { card })),
        (small_or_any_u16(), small_or_any_u8(), face())
            .prop_map(|(card, die, face)| Command::ChangeDie(ChangeDie { card, die, face })),
        small_or_any_u8().prop_map(|die| Command::ProbeDie(ProbeDie { die })),
        (heart_use(), proptest::option::of(small_or_any_u8())).prop_map(|(on, target)| {
            Command::SpendHearts(SpendHearts {
                on,
                target: target.map(Seat),
            })
        }),
        Just(Command::UseWings(yes)),
        Just(Command::UseRapidHealing(yes)),
        Just(Command::Pass(yes)),
        Just(Command::PeekDeck(yes)),
        Just(Command::BuyDeckTop(yes)),
        small_or_any_u16().prop_map(|card| Command::BuyFromMonster(CardRef { card })),
        small_or_any_u16().prop_map(|card| Command::SellCard(CardRef { card })),
        Just(Command::TakeExtraTurn(yes)),
    ]
}

/// xorshift, so a state is a function of its seed.
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A state after `steps` random legal commands (or the end of the game), and its version.
fn played(seed: u64, seats: usize, steps: usize, two_player_energy: bool) -> (State, u64) {
    let secret = seed.to_le_bytes();
    let seats: Vec<Seat> = (0..seats as u8).map(Seat).collect();
    let options = Options {
        two_player_energy_variant: two_player_energy && seats.len() == 2,
        ..Options::default()
    };
    let mut rng = GameRng::new(&secret, 0);
    let events = KingOfTokyo::setup(&options, &seats, &mut rng).expect("setup");
    let mut state = State::default();
    let mut version = 0u64;
    for event in &events {
        KingOfTokyo::evolve(&mut state, event);
        version += 1;
    }
    let mut pick = Pick(seed | 1);
    for _ in 0..steps {
        if KingOfTokyo::outcome(&state).is_some() {
            break;
        }
        let prompts = KingOfTokyo::prompts(&state);
        let Some(prompt) = prompts.get(pick.below(prompts.len().max(1))) else {
            break;
        };
        let legal = KingOfTokyo::legal_commands(&state, prompt.seat);
        if legal.is_empty() {
            break;
        }
        let command = &legal[pick.below(legal.len())];
        let mut rng = GameRng::new(&secret, version);
        let events = KingOfTokyo::decide(&state, prompt.seat, command, &mut rng)
            .expect("a listed command is accepted");
        for event in &events {
            KingOfTokyo::evolve(&mut state, event);
            version += 1;
        }
    }
    (state, version)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_commands_from_arbitrary_seats_are_refused_cleanly_or_legal(
        seed in any::<u64>(),
        seats in 2usize..=6,
        steps in 0usize..150,
        two_player_energy in any::<bool>(),
        attempts in prop::collection::vec((0u8..8, command()), 1..40),
    ) {
        let (state, version) = played(seed, seats, steps, two_player_energy);
        let secret = seed.to_le_bytes();
        for (seat, command) in attempts {
            let seat = Seat(seat);
            let before = state.clone();
            let mut rng = GameRng::new(&secret, version);
            let decided = KingOfTokyo::decide(&state, seat, &command, &mut rng);
            prop_assert_eq!(&state, &before, "decide changed its input");
            match decided {
                Err(error) => {
                    prop_assert!(!error.code.is_empty(), "a refusal has a code");
                }
                Ok(events) => {
                    let legal = KingOfTokyo::legal_commands(&state, seat);
                    prop_assert!(
                        legal.contains(&command),
                        "decide accepted {:?} from {:?}, which legal_commands does not list",
                        command,
                        seat
                    );
                    let mut next = state.clone();
                    for event in &events {
                        KingOfTokyo::evolve(&mut next, event);
                    }
                }
            }
        }
    }
}
