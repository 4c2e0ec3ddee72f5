//! Round start (the story's tasks, the first hero) and the turn order: who owes a turn
//! now, and when every hero is done (§4.3, §4.4).

use super::super::command::{Command, HeroChoice, SpaceChoice, TakeTurn, TurnPayment};
use super::super::event::*;
use super::super::goal;
use super::super::state::{Hero, Phase, State};
use super::super::tx::Tx;
use super::super::vocabulary::SpaceKind;
use crate::engine::{Confirm, RuleError, Seat};

/// The round-start token task of the story: (face down, each in a different district).
fn token_task(s: &State) -> (bool, bool) {
    s.content
        .story(&s.story)
        .and_then(|st| st.round_start.iter().find(|t| t.task == "place_tokens"))
        .map_or((false, false), |t| (t.face_down, t.spread == "districts"))
}

/// Where the next story token may go: a space (or district) not used by this round's
/// story tokens; any such space when none is left ("if possible").
pub fn story_token_spaces(s: &State) -> Vec<String> {
    let (_, districts) = token_task(s);
    let board = s.board_data();
    let next = s.round.tokens_to_place.first().copied();
    let kind_ok: Vec<String> = board
        .spaces
        .iter()
        .filter(|sp| !districts || sp.kind == SpaceKind::District)
        .map(|sp| sp.id.clone())
        .collect();
    // Marked districts refuse the token their mission names, while another space is left.
    let unblocked: Vec<String> = kind_ok
        .iter()
        .filter(|sp| !next.is_some_and(|k| goal::blocked(s, k, sp)))
        .cloned()
        .collect();
    let eligible = if unblocked.is_empty() {
        kind_ok
    } else {
        unblocked
    };
    let fresh: Vec<String> = eligible
        .iter()
        .filter(|id| !s.round.story_spaces.contains(id))
        .cloned()
        .collect();
    if fresh.is_empty() { eligible } else { fresh }
}

pub fn check_story(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN player performs the round-start story tasks",
        ));
    }
    match command {
        Command::PlaceStoryToken(c) if !s.round.tokens_to_place.is_empty() => {
            if story_token_spaces(s).contains(&c.space) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "SPACE_NOT_ALLOWED",
                    "Each story token goes in a different space (a district where the story says so)",
                ))
            }
        }
        Command::PlaceApocalypseToken(c) => super::apocalypse_play::check_token(s, c),
        Command::MarkHero(c) if s.round.tokens_to_place.is_empty() && s.round.mark_owed => {
            if s.hero(&c.hero)
                .is_some_and(|h| h.in_play() && !h.story_marked)
            {
                Ok(())
            } else {
                Err(RuleError::new(
                    "HERO_NOT_MARKABLE",
                    "Mark a hero in play who has not been marked this way yet",
                ))
            }
        }
        _ => Err(RuleError::wrong_phase(
            "The round-start story tasks come first",
        )),
    }
}

pub fn apply_story(tx: &mut Tx, command: &Command) {
    match command {
        Command::PlaceStoryToken(c) => {
            let token = tx.s.round.tokens_to_place[0];
            let (face_down, _) = token_task(&tx.s);
            tx.emit(Event::StoryTokenPlaced(StoryTokenPlaced {
                seat: tx.s.sin_seat,
                space: c.space.clone(),
                token: Some(token),
                face_up: !face_down,
            }));
            super::apocalypse_play::a_game_of_souls(tx, &c.space);
        }
        Command::PlaceApocalypseToken(c) => super::apocalypse_play::place_token(tx, c),
        Command::MarkHero(c) => tx.emit(Event::HeroMarked(HeroMarked {
            hero: c.hero.clone(),
        })),
        _ => {}
    }
}

pub fn story_candidates(s: &State, out: &mut Vec<Command>) {
    for space in story_token_spaces(s) {
        out.push(Command::PlaceStoryToken(SpaceChoice { space }));
    }
    for h in &s.order {
        out.push(Command::MarkHero(HeroChoice { hero: h.clone() }));
    }
    super::apocalypse_play::token_candidates(s, out);
}

pub fn check_first_hero(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(a) = &s.round.first_hero else {
        return Err(RuleError::wrong_phase("The first hero is already chosen"));
    };
    let (Command::ProposeFirstHero(c) | Command::DecideFirstHero(c)) = command else {
        return Err(RuleError::wrong_phase(
            "The heroes are choosing the first hero",
        ));
    };
    if !s.order.contains(&c.hero) {
        return Err(RuleError::new("NOT_IN_PLAY", "Choose a hero in play"));
    }
    match command {
        Command::ProposeFirstHero(_) => a.check_propose(seat),
        _ => a.check_fallback(seat),
    }
}

pub fn apply_first_hero(tx: &mut Tx, seat: Seat, command: &Command) {
    match command {
        Command::ProposeFirstHero(c) => {
            tx.emit(Event::FirstHeroProposed(FirstHeroProposed {
                seat,
                hero: c.hero.clone(),
            }));
            let agreed =
                tx.s.round
                    .first_hero
                    .as_ref()
                    .and_then(|a| a.agreed().cloned());
            if let Some(hero) = agreed {
                tx.emit(Event::FirstHeroChosen(FirstHeroChosen {
                    hero,
                    by_sin: false,
                }));
            }
        }
        Command::DecideFirstHero(c) => tx.emit(Event::FirstHeroChosen(FirstHeroChosen {
            hero: c.hero.clone(),
            by_sin: true,
        })),
        _ => {}
    }
}

pub fn first_hero_candidates(s: &State, out: &mut Vec<Command>) {
    for h in &s.order {
        out.push(Command::ProposeFirstHero(HeroChoice { hero: h.clone() }));
        out.push(Command::DecideFirstHero(HeroChoice { hero: h.clone() }));
    }
}

fn can_play(h: &Hero) -> bool {
    h.active_turn_tokens > 0 || h.extra_turn_tokens > 0
}

/// The hero who owes (or may take) the next turn: the first from the pointer, clockwise,
/// holding a turn or extra turn token. Heroes with neither are skipped.
pub fn turn_holder(s: &State) -> Option<&Hero> {
    let n = s.order.len();
    (0..n)
        .filter_map(|k| s.hero(&s.order[(s.round.pointer + k) % n]))
        .find(|h| can_play(h))
}

/// §4.4: the round ends when no hero holds a turn token and every hero holding extra
/// turn tokens has declined in a row.
pub fn round_over(s: &State) -> bool {
    let in_play = || s.order.iter().filter_map(|h| s.hero(h));
    if in_play().any(|h| h.active_turn_tokens > 0) {
        return false;
    }
    let holders = in_play().filter(|h| h.extra_turn_tokens > 0).count();
    holders == 0 || usize::from(s.round.passes) >= holders
}

pub fn check_selection(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    let Some(h) = turn_holder(s) else {
        return Err(RuleError::wrong_phase("The round is over"));
    };
    if h.seat != Some(seat) {
        return Err(RuleError::not_your_decision(format!(
            "It is {}'s turn; their player decides",
            h.id
        )));
    }
    match command {
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::TurnToken,
        }) if h.active_turn_tokens > 0 => Ok(()),
        Command::TakeTurn(TakeTurn {
            pay: TurnPayment::ExtraTurnToken,
        }) if h.extra_turn_tokens > 0 => Ok(()),
        Command::DeclineExtraTurn(_) if h.active_turn_tokens == 0 => Ok(()),
        Command::DeclineExtraTurn(_) => Err(RuleError::new(
            "MUST_TAKE_TURN",
            "A hero with an active turn token must take the turn, even to do nothing",
        )),
        Command::TakeTurn(_) => Err(RuleError::new(
            "NO_SUCH_TOKEN",
            "The hero holds no token of that kind",
        )),
        _ => Err(RuleError::wrong_phase(
            "A hero must take (or decline) the next turn first",
        )),
    }
}

pub fn apply_selection(tx: &mut Tx, command: &Command) {
    let Some(hero) = turn_holder(&tx.s).map(|h| h.id.clone()) else {
        return;
    };
    match command {
        Command::TakeTurn(c) => {
            let allowance = super::movement::allowance(&tx.s, &hero);
            let sloth_slowed = super::movement::slowed(&tx.s, &hero);
            super::sin_cards::discard_in_play(tx);
            tx.emit(Event::TurnStarted(TurnStarted {
                hero: hero.clone(),
                paid_with: c.pay,
                move_allowance: allowance,
                sloth_slowed,
            }));
            super::turn_start::offer(tx, &hero);
        }
        Command::DeclineExtraTurn(_) => {
            tx.emit(Event::ExtraTurnDeclined(ExtraTurnDeclined { hero }))
        }
        _ => {}
    }
}

pub fn selection_candidates(out: &mut Vec<Command>) {
    out.push(Command::TakeTurn(TakeTurn {
        pay: TurnPayment::TurnToken,
    }));
    out.push(Command::TakeTurn(TakeTurn {
        pay: TurnPayment::ExtraTurnToken,
    }));
    out.push(Command::DeclineExtraTurn(Confirm::Yes));
}

/// Whether the round's turns may now be over (no turn, reaction or fight under way).
pub fn between_turns(s: &State) -> bool {
    s.phase == Phase::HeroTurns && s.turn.is_none() && s.reaction.is_none() && s.fight.is_none()
}
