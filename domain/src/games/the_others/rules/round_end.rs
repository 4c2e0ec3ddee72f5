//! The round end (§4.9): the story's tasks advance the apocalypse track (a card kept at
//! levels 1, 3 and 5), level 7's doom, summoning onto unblocked nests, altar cards, reset.

use super::super::command::{CardChoice, Command, Summon};
use super::super::event::*;
use super::super::state::{EndStep, MonsterStatus, Phase, State};
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, SpaceKind, TokenKind};
use super::draw::draw_sin_cards;
use super::harm::{corrupt, damage};
use crate::engine::{Confirm, RuleError, Seat};

/// How many levels the story's round-end tasks advance the apocalypse track.
pub fn story_advances(s: &State) -> u8 {
    let Some(story) = s.content.story(&s.story) else {
        return 0;
    };
    let board = s.board_data();
    let districts = || {
        board
            .spaces
            .iter()
            .filter(|sp| sp.kind == SpaceKind::District)
    };
    let on_board = |kind: MonsterKind| {
        s.monsters
            .iter()
            .any(|m| m.kind == kind && m.status == MonsterStatus::OnBoard)
    };
    story
        .round_end
        .iter()
        .map(|task| {
            let token_districts = |kind: TokenKind, min: u8| {
                districts()
                    .filter(|d| s.space(&d.id).is_some_and(|sp| sp.count(kind) >= min))
                    .count()
            };
            let times = match task.when.as_str() {
                "always" => 1,
                "per_hero_killed_this_round" => s.round.heroes_killed,
                "any_hero_killed_this_round" => u8::from(s.round.heroes_killed > 0),
                "districts_with_monsters" => u8::from(
                    districts()
                        .filter(|d| !s.monsters_in(&d.id).is_empty())
                        .count()
                        >= usize::from(task.at_least),
                ),
                "districts_with_corruption" => u8::from(
                    token_districts(TokenKind::Corruption, 1) >= usize::from(task.at_least),
                ),
                "district_with_fire" => {
                    u8::from(token_districts(TokenKind::Fire, task.at_least) > 0)
                }
                "controller_on_board" => u8::from(on_board(MonsterKind::Controller)),
                "avatar_on_board" => u8::from(on_board(MonsterKind::Avatar)),
                "no_innocent_revealed_this_round" => u8::from(s.round.innocents_revealed == 0),
                _ => 0,
            };
            task.advance * times
        })
        .sum()
}

/// Unblocked nests in a space: each monster there blocks one nest; heroes never do.
pub fn free_nests(s: &State, space: &str) -> usize {
    let nests = s
        .space(space)
        .map_or(0, |sp| usize::from(sp.count(TokenKind::Nest)));
    nests.saturating_sub(s.monsters_in(space).len())
}

/// The spaces holding a nest.
pub fn nests(s: &State) -> Vec<String> {
    s.spaces
        .iter()
        .filter(|sp| sp.count(TokenKind::Nest) > 0)
        .map(|sp| sp.id.clone())
        .collect()
}

/// Where a figure summoned by an event or a Hell Club card may go: an unblocked nest, or
/// any nest when every nest is blocked.
pub fn summon_spaces(s: &State) -> Vec<String> {
    let all = nests(s);
    let free: Vec<String> = all
        .iter()
        .filter(|sp| free_nests(s, sp) > 0)
        .cloned()
        .collect();
    if free.is_empty() { all } else { free }
}

fn dead_monsters(s: &State) -> impl Iterator<Item = u16> + '_ {
    s.monsters
        .iter()
        .filter(|m| m.status == MonsterStatus::Dead)
        .map(|m| m.id)
}

/// The optional summon of apocalypse level 2 and above.
fn optional_summons(s: &State) -> u8 {
    u8::from(s.apocalypse.level >= 2)
}

pub fn advance(tx: &mut Tx) -> bool {
    if tx.s.phase != Phase::RoundEnd || !tx.s.apocalypse.drawn.is_empty() {
        return false;
    }
    match tx.s.round.end_step {
        Some(EndStep::Apocalypse) => advance_track(tx),
        Some(EndStep::Doom) => {
            if tx.s.apocalypse.level >= 7 {
                doom(tx);
            }
            // RE-1's order (G-10): SUICIDE PACT after level 7's doom.
            if tx.s.outcome.is_none() {
                super::dark_past::suicide_pacts(tx);
            }
            if tx.s.outcome.is_some() {
                return true;
            }
            let allowance = tx.s.hero_number + optional_summons(&tx.s);
            tx.emit(Event::RoundEndStepReached(RoundEndStepReached {
                step: EndStep::Summon,
            }));
            tx.emit(Event::SummoningBegan(SummoningBegan { allowance }));
            true
        }
        Some(EndStep::Summon) => {
            let stuck = tx.s.round.summons_left == 0
                || dead_monsters(&tx.s).next().is_none()
                || !tx.s.spaces.iter().any(|sp| free_nests(&tx.s, &sp.id) > 0);
            if stuck {
                let round = tx.s.round.number;
                tx.emit(Event::SummoningEnded(SummoningEnded { round }));
                tx.emit(Event::RoundEndStepReached(RoundEndStepReached {
                    step: EndStep::Draw,
                }));
            }
            stuck
        }
        Some(EndStep::Draw) => {
            draw_and_reset(tx);
            true
        }
        None => false,
    }
}

fn advance_track(tx: &mut Tx) -> bool {
    if tx.s.round.advances_left == 0 || tx.s.apocalypse.level >= 7 {
        tx.emit(Event::RoundEndStepReached(RoundEndStepReached {
            step: EndStep::Doom,
        }));
        return true;
    }
    super::track::step(tx, "round_end_story_task");
    true
}

/// Level 7 (gap G-20): each hero in turn order takes 2 damage and 2 corruption.
fn doom(tx: &mut Tx) {
    for hero in tx.s.order.clone() {
        if tx.s.outcome.is_some() {
            return;
        }
        damage(tx, &hero, 2, "apocalypse_level_7");
        corrupt(tx, &hero, 2);
    }
}

fn draw_and_reset(tx: &mut Tx) {
    // RE-3 (gap G-21): one card per altar token in a space without a hero.
    let altars: u8 =
        tx.s.spaces
            .iter()
            .filter(|sp| tx.s.heroes_in(&sp.id).is_empty())
            .map(|sp| sp.count(TokenKind::Altar))
            .sum();
    draw_sin_cards(tx, altars);
    let round = tx.s.round.number;
    let reactions = tx.s.hero_number + u8::from(tx.s.apocalypse.level >= 4);
    tx.emit(Event::TokensReset(TokensReset { round, reactions }));
    tx.emit(Event::RoundStarted(RoundStarted { round: round + 1 }));
}

pub fn check(s: &State, seat: Seat, command: &Command) -> Result<(), RuleError> {
    if seat != s.sin_seat {
        return Err(RuleError::not_your_decision(
            "The SIN player acts at the round end",
        ));
    }
    match command {
        Command::ChooseApocalypseCard(CardChoice { card }) if s.apocalypse.drawn.contains(card) => {
            Ok(())
        }
        Command::ChooseApocalypseCard(_) => Err(RuleError::new(
            "NOT_DRAWN",
            "Keep one of the two apocalypse cards drawn",
        )),
        Command::SummonMonster(Summon { monster, space })
            if s.round.end_step == Some(EndStep::Summon) =>
        {
            if !s
                .monster(*monster)
                .is_some_and(|m| m.status == MonsterStatus::Dead)
            {
                Err(RuleError::new(
                    "NOT_DEAD",
                    "Only dead monsters can be summoned",
                ))
            } else if free_nests(s, space) == 0 {
                Err(RuleError::new(
                    "NO_FREE_NEST",
                    "Summon onto a nest not blocked by a monster",
                ))
            } else {
                Ok(())
            }
        }
        Command::EndSummoning(_) if s.round.end_step == Some(EndStep::Summon) => {
            if s.round.summons_left <= optional_summons(s) {
                Ok(())
            } else {
                Err(RuleError::new(
                    "MUST_SUMMON",
                    "The SIN summons as many dead monsters as the hero number while nests are free",
                ))
            }
        }
        _ => Err(RuleError::wrong_phase("The round is ending")),
    }
}

pub fn apply(tx: &mut Tx, command: &Command) {
    match command {
        Command::ChooseApocalypseCard(c) => {
            tx.emit(Event::ApocalypseCardRevealed(ApocalypseCardRevealed {
                card: c.card.clone(),
            }))
        }
        Command::SummonMonster(c) => tx.emit(Event::MonsterSummoned(MonsterSummoned {
            monster: c.monster,
            space: c.space.clone(),
        })),
        Command::EndSummoning(_) => {
            let round = tx.s.round.number;
            tx.emit(Event::SummoningEnded(SummoningEnded { round }));
            tx.emit(Event::RoundEndStepReached(RoundEndStepReached {
                step: EndStep::Draw,
            }));
        }
        _ => {}
    }
}

/// The apocalypse cards the SIN may keep: at the round's end, or mid-round (THE GUILTY
/// ONE).
pub fn card_candidates(s: &State, out: &mut Vec<Command>) {
    for card in &s.apocalypse.drawn {
        out.push(Command::ChooseApocalypseCard(CardChoice {
            card: card.clone(),
        }));
    }
}

pub fn candidates(s: &State, out: &mut Vec<Command>) {
    let nests = nests(s);
    for monster in dead_monsters(s) {
        for space in &nests {
            out.push(Command::SummonMonster(Summon {
                monster,
                space: (*space).clone(),
            }));
        }
    }
    out.push(Command::EndSummoning(Confirm::Yes));
}
