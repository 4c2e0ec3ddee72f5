//! Tokens on the board during the hero's turn (§5.1.7, §5.1.8): revealing face-down tokens
//! where no monster is, picking up extra turn, innocent and NPC tokens (face up, gap G-36),
//! and putting an NPC down.

use super::super::command::{Command, TokenChoice};
use super::super::event::*;
use super::super::state::{State, Turn};
use super::super::tx::Tx;
use super::super::vocabulary::TokenKind;
use crate::engine::{Confirm, RuleError};

const NPCS: [TokenKind; 3] = [
    TokenKind::NpcCommissioner,
    TokenKind::NpcProxy,
    TokenKind::NpcRavencorp,
];

fn space_of(s: &State, t: &Turn) -> String {
    s.hero(&t.hero)
        .and_then(|h| h.space.clone())
        .unwrap_or_default()
}

pub fn check(s: &State, t: &Turn, command: &Command) -> Result<(), RuleError> {
    let space = space_of(s, t);
    let sp = s.space(&space);
    match command {
        Command::RevealTokens(_) => {
            if !sp.is_some_and(|sp| sp.tokens.iter().any(|t| !t.face_up)) {
                Err(RuleError::new(
                    "NOTHING_FACE_DOWN",
                    "No face-down token lies here",
                ))
            } else if !s.monsters_in(&space).is_empty() {
                Err(RuleError::new(
                    "MONSTERS_HERE",
                    "Face-down tokens are revealed only where no monster is",
                ))
            } else {
                Ok(())
            }
        }
        Command::PickUpToken(TokenChoice { token }) => {
            let can_carry = *token == TokenKind::ExtraTurn
                || *token == TokenKind::Innocent
                || NPCS.contains(token);
            let lies_here = sp.is_some_and(|sp| {
                sp.tokens
                    .iter()
                    .any(|t| t.kind == *token && t.face_up && !t.permanent)
            });
            if can_carry && lies_here {
                Ok(())
            } else {
                Err(RuleError::new(
                    "CANNOT_PICK_UP",
                    "Pick up a face-up extra turn, innocent or NPC token of your space",
                ))
            }
        }
        Command::DropNpc(TokenChoice { token }) => {
            let carried = s.hero(&t.hero).is_some_and(|h| h.carried.contains(token));
            if NPCS.contains(token) && carried {
                Ok(())
            } else {
                Err(RuleError::new(
                    "NOT_CARRIED",
                    "Put down an NPC you carry (innocents cannot be dropped)",
                ))
            }
        }
        _ => Err(RuleError::wrong_phase("A hero is taking a turn")),
    }
}

pub fn apply(tx: &mut Tx, t: &Turn, command: &Command) {
    let space = space_of(&tx.s, t);
    let hero = t.hero.clone();
    match command {
        Command::RevealTokens(_) => {
            let tokens =
                tx.s.space(&space)
                    .map(|sp| {
                        sp.tokens
                            .iter()
                            .filter(|t| !t.face_up)
                            .map(|t| t.kind)
                            .collect()
                    })
                    .unwrap_or_default();
            tx.emit(Event::TokensRevealed(TokensRevealed {
                hero,
                space,
                tokens,
            }));
        }
        Command::PickUpToken(c) => {
            tx.emit(Event::TokenPickedUp(TokenPickedUp {
                hero,
                space,
                token: c.token,
            }));
            if c.token == TokenKind::ExtraTurn {
                super::gluttony::extra_turn_gained(tx);
            }
        }
        Command::DropNpc(c) => tx.emit(Event::NpcDropped(NpcDropped {
            hero,
            space,
            token: c.token,
        })),
        _ => {}
    }
}

pub fn candidates(out: &mut Vec<Command>) {
    out.push(Command::RevealTokens(Confirm::Yes));
    for token in TokenKind::ALL {
        out.push(Command::PickUpToken(TokenChoice { token: *token }));
        out.push(Command::DropNpc(TokenChoice { token: *token }));
    }
}
