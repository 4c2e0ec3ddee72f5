//! One client task driving one game at a time: every seat's player, one command after
//! another, so commands never race each other (a `CONFLICT` here is a server bug).

use std::time::{Duration, Instant};

use crate::gql::{Failure, GameState, Gql};
use crate::policy::{Policy, fast_command};
use crate::stats::Picker;

pub struct Driver {
    gql: Gql,
    /// The bearer token of the player in seat `i`.
    tokens: Vec<String>,
    policy: Policy,
    picker: Picker,
    pub game: GameState,
    pub games_started: u64,
}

/// What one [`Driver::step`] did.
#[derive(Debug)]
pub enum Outcome {
    /// The command was stored: `submitCommand` took `latency` and answered at `responded`,
    /// taking the game from version `before` to `after`.
    Played {
        latency: Duration,
        responded: Instant,
        before: u64,
        after: u64,
    },
    /// `submitCommand` was refused or failed.
    Refused { code: String, latency: Duration },
    /// A request other than `submitCommand` failed.
    Failed(Failure),
    /// The game is over (or waits for no one): start another.
    Over,
}

impl Driver {
    /// Register one player per seat and start a first game.
    pub async fn start(
        gql: Gql,
        seats: usize,
        policy: Policy,
        seed: u64,
        name: &str,
    ) -> Result<Driver, Failure> {
        let mut tokens = Vec::with_capacity(seats);
        for seat in 0..seats {
            tokens.push(gql.register(&format!("{name}-s{seat}")).await?);
        }
        let game = gql.start_king_of_tokyo(&tokens).await?;
        Ok(Driver {
            gql,
            tokens,
            policy,
            picker: Picker::new(seed),
            game,
            games_started: 1,
        })
    }

    /// Replace the current game by a new one with the same players.
    pub async fn next_game(&mut self) -> Result<(), Failure> {
        self.game = self.gql.start_king_of_tokyo(&self.tokens).await?;
        self.games_started += 1;
        Ok(())
    }

    /// Send one command for one of the seats that owe a decision.
    pub async fn step(&mut self) -> Outcome {
        if self.game.finished || self.game.prompts.is_empty() {
            return Outcome::Over;
        }
        let (seat, kind) = self.game.prompts[self.picker.below(self.game.prompts.len())].clone();
        let Some(token) = self.tokens.get(seat as usize).cloned() else {
            return Outcome::Failed(Failure {
                code: "BAD_RESPONSE".into(),
                message: format!("a prompt for seat {seat}, which no player holds"),
            });
        };
        let fast = match self.policy {
            Policy::Fast => fast_command(&kind, &mut self.picker),
            Policy::Legal => None,
        };
        let (version, command) = match fast {
            Some(command) => (self.game.version, command),
            None => match self.gql.legal_commands(&token, &self.game.id, seat).await {
                Ok((version, commands)) if !commands.is_empty() => {
                    let pick = self.picker.below(commands.len());
                    (version, commands[pick].clone())
                }
                Ok(_) => {
                    return Outcome::Failed(Failure {
                        code: "NO_LEGAL_COMMAND".into(),
                        message: format!("seat {seat} is prompted ({kind}) but has no command"),
                    });
                }
                Err(failure) => return Outcome::Failed(failure),
            },
        };
        let sent = Instant::now();
        let answer = self
            .gql
            .submit(&token, &self.game.id, seat, version, &command)
            .await;
        let responded = Instant::now();
        let latency = responded - sent;
        match answer {
            Ok(state) => {
                self.game = state;
                Outcome::Played {
                    latency,
                    responded,
                    before: version,
                    after: self.game.version,
                }
            }
            Err(failure) => {
                if let Ok(state) = self.gql.state(&token, &self.game.id).await {
                    self.game = state;
                }
                Outcome::Refused {
                    code: failure.code,
                    latency,
                }
            }
        }
    }
}
