//! Bot policies: `RANDOM` (any legal command) and `GREEDY` (simple heuristics for the hero
//! seats, led by the current mission: walk toward what it counts, fight, cleanse, take
//! upgrades, end the turn where it counts, prefer the easier branch; the SIN plays at
//! random). Ties are broken at random.

use super::command::*;
use super::goal::{self, Goal};
use super::state::State;
use super::vocabulary::{CityAction, HeroFace, MonsterKind, TokenKind};
use crate::engine::{BotPolicy, GameRng, Seat};

pub fn bot_command(
    state: &State,
    seat: Seat,
    policy: BotPolicy,
    rng: &mut GameRng,
) -> Option<Command> {
    let legal = super::rules::legal_commands(state, seat);
    if policy == BotPolicy::Random || seat == state.sin_seat {
        return rng.pick(&legal).cloned();
    }
    let targets = targets(state);
    let scored: Vec<(i64, &Command)> = legal
        .iter()
        .map(|c| (score(state, &targets, c), c))
        .collect();
    let best = scored.iter().map(|(s, _)| *s).max()?;
    let top: Vec<Command> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, c)| c.clone())
        .collect();
    rng.pick(&top).cloned()
}

fn current_hero(s: &State) -> Option<&super::state::Hero> {
    s.turn
        .as_ref()
        .map(|t| t.hero.as_str())
        .or(s.fight.as_ref().map(|f| f.hero.as_str()))
        .and_then(|h| s.hero(h))
}

fn score(s: &State, targets: &[String], command: &Command) -> i64 {
    let goal = goal::current(s);
    let here = current_hero(s)
        .and_then(|h| h.space.clone())
        .unwrap_or_default();
    match command {
        Command::TakeStoryUpgrade(_) | Command::TakeInheritedUpgrade(_) => 50,
        Command::SetVoluntaryCorruption(c) => {
            let wanted = match goal {
                Some(Goal::HeroesAtCorruption3) => {
                    current_hero(s).is_some_and(|h| h.corruption < 3)
                }
                Some(Goal::UnleashHell) => true,
                _ => false,
            };
            if c.take == wanted { 46 } else { -5 }
        }
        Command::RollFight(_) => 45,
        Command::AssignHit(_) => 40,
        Command::RemoveToken(_) => 40,
        // The extra turn is worth more than the reaction token it may feed Gluttony.
        Command::ProblemSolver(c) => 42 * i64::from(c.take),
        Command::ChooseFaithFace(c) | Command::ChooseBonusResult(c) => {
            let cleansing = s.fight.as_ref().is_some_and(|f| f.cleanse);
            match c.face {
                HeroFace::Skill if cleansing => 30,
                HeroFace::Hit if !cleansing => 30,
                HeroFace::Defense => 10,
                _ => 0,
            }
        }
        Command::Cleanse(_) => 35,
        Command::UseCityAction(_) => 35,
        Command::PerformCityAction(c) => match c.action {
            CityAction::Inventory => 50,
            CityAction::Heal | CityAction::Penance => 20,
            _ => 15,
        },
        Command::OrbitalStrike(c) => 15 + 20 * i64::from(c.kill.is_some()),
        Command::StartFight(_) | Command::StartRangedFight(_) => 30,
        Command::RevealTokens(_) => 38,
        Command::PickUpToken(_) => 36,
        Command::EndTurn(_) if targets.contains(&here) && ends_here(goal) => 60,
        Command::MoveStep(c) => 10 + approach(s, targets, &c.to),
        Command::TakeTurn(_) => 10,
        Command::ProposeBranch(c) | Command::DecideBranch(c) => branch_ease(s, &c.mission),
        Command::PlaceDamageMarker(c) => i64::from(c.slot),
        Command::DropNpc(_) => -10,
        Command::EquipUpgrade(_) => 50,
        Command::DestroyAcolyte(_) => 40,
        Command::Demolish(_) => 30,
        Command::Protect(_) => 30,
        Command::GazeIntoTheAbyss(c) => {
            if c.raise {
                -5
            } else {
                20
            }
        }
        Command::PaintStreet(_) => 5,
        _ => 0,
    }
}

fn ends_here(goal: Option<Goal>) -> bool {
    matches!(
        goal,
        Some(Goal::EndTurnsInCleanDistricts | Goal::EndTurnsInDistrictsWithoutMonsters)
    )
}

/// Closer to the nearest target is better.
fn approach(s: &State, targets: &[String], to: &str) -> i64 {
    let board = s.board_data();
    let nearest = targets
        .iter()
        .filter_map(|t| board.distance(to, t))
        .min()
        .map_or(8, i64::from);
    (30 - 5 * nearest).max(0)
}

/// The branch whose goal greedy heroes reach more easily.
fn branch_ease(s: &State, mission: &str) -> i64 {
    let goal = goal::mission(s, mission).and_then(|m| Goal::parse(&m.goal));
    match goal {
        Some(
            Goal::EndTurnsInCleanDistricts
            | Goal::EndTurnsInDistrictsWithoutMonsters
            | Goal::RemovePentagramsWithoutMonsters
            | Goal::RemoveFireTokens
            | Goal::RemoveFireOrCorruptionWithoutMonsters,
        ) => 20,
        _ => 10,
    }
}

/// The spaces the current mission asks the heroes to reach.
fn targets(s: &State) -> Vec<String> {
    let Some(goal) = goal::current(s) else {
        return Vec::new();
    };
    let hero = current_hero(s);
    let carries = |t| hero.is_some_and(|h| h.carried.contains(&t));
    let start = s.board_data().starting_space.clone();
    let with_tokens = |kinds: &[TokenKind], clear: bool| -> Vec<String> {
        s.spaces
            .iter()
            .filter(|sp| {
                sp.tokens
                    .iter()
                    .any(|t| t.face_up && !t.permanent && kinds.contains(&t.kind))
            })
            .filter(|sp| !clear || s.monsters_in(&sp.id).is_empty())
            .map(|sp| sp.id.clone())
            .collect()
    };
    let with_monsters = |kinds: &[MonsterKind]| -> Vec<String> {
        s.monsters
            .iter()
            .filter(|m| kinds.is_empty() || kinds.contains(&m.kind))
            .filter_map(|m| m.space.clone())
            .collect()
    };
    let face_down: Vec<String> = s
        .spaces
        .iter()
        .filter(|sp| sp.tokens.iter().any(|t| !t.face_up))
        .filter(|sp| s.monsters_in(&sp.id).is_empty())
        .map(|sp| sp.id.clone())
        .collect();
    match goal {
        Goal::RemovePentagramsWithoutMonsters => with_tokens(&[TokenKind::Pentagram], true),
        Goal::RemoveCorruptionWithoutMonsters => with_tokens(&[TokenKind::Corruption], true),
        Goal::RemoveAllCorruption => with_tokens(&[TokenKind::Corruption], false),
        Goal::RemoveFireOrCorruptionWithoutMonsters => {
            let mut t = with_tokens(&[TokenKind::Fire, TokenKind::Corruption], true);
            t.extend(face_down);
            t
        }
        Goal::RemoveFireTokens => with_tokens(&[TokenKind::Fire], false),
        Goal::DestroyAltar => with_tokens(&[TokenKind::Altar], false),
        Goal::EndTurnsInCleanDistricts | Goal::EndTurnsInDistrictsWithoutMonsters => s
            .spaces
            .iter()
            .filter(|sp| goal::district_counts(s, goal, &sp.id))
            .map(|sp| sp.id.clone())
            .collect(),
        Goal::RevealInnocents => face_down,
        Goal::RescueInnocents | Goal::RescueTheChief
            if carries(TokenKind::Innocent) || carries(TokenKind::NpcCommissioner) =>
        {
            vec![start]
        }
        Goal::RescueInnocents => {
            let mut t = with_tokens(&[TokenKind::Innocent], false);
            t.extend(face_down);
            t
        }
        Goal::EquipUpgrades => s
            .board_data()
            .spaces
            .iter()
            .filter(|sp| sp.city_actions.contains(&CityAction::Inventory))
            .filter(|sp| s.space(&sp.id).is_some_and(|x| x.slot.is_none()))
            .map(|sp| sp.id.clone())
            .collect(),
        Goal::DestroyAbominationsInFightsSameRound => with_monsters(&[MonsterKind::Abomination]),
        Goal::DestroyMarkedMonsters => s
            .mission
            .marked
            .iter()
            .filter_map(|id| s.monster(*id).and_then(|m| m.space.clone()))
            .collect(),
        Goal::DestroyControllerTwice => with_monsters(&[MonsterKind::Controller]),
        Goal::DestroyTraitor => with_monsters(&[MonsterKind::Traitor]),
        Goal::DestroyControllerAndAvatar
        | Goal::DestroyAvatarAndCleanseSameRound
        | Goal::RescueTheChief => with_monsters(&[MonsterKind::Avatar, MonsterKind::Controller]),
        Goal::DestroyMonstersSameRound | Goal::HeroesAtCorruption3 | Goal::UnleashHell => {
            with_monsters(&[MonsterKind::Acolyte, MonsterKind::Abomination])
        }
    }
}
