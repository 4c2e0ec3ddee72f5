//! Ratings (Weng-Lin, the Bayesian rating OpenSkill uses): every competitive game rates
//! its seats' end holders by their places, a side of several seats as one team. A
//! co-operative game is not rated.

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::engine::OutcomeMode;

use super::result::GameResult;
use super::rows::{RatingPoint, RatingRow};

/// The ratings after `result` of its end holders, from theirs before (`before`; a
/// newcomer starts at the default), and the points of their rating histories.
pub fn rate(result: &GameResult, before: &[RatingRow]) -> (Vec<RatingRow>, Vec<RatingPoint>) {
    if result.mode == OutcomeMode::Cooperative {
        return (Vec::new(), Vec::new());
    }
    // A side plays as one team; otherwise each participant is one. A participant in two
    // seats is counted once, in its first.
    let mut teams: Vec<(String, Vec<String>, u8)> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for p in result.at_end() {
        let Some(rank) = p.rank else { continue };
        if seen.contains(&p.participant.as_str()) {
            continue;
        }
        seen.push(&p.participant);
        let team = match (result.mode, &p.side) {
            (OutcomeMode::Sides, Some(side)) => side.clone(),
            _ => p.participant.clone(),
        };
        match teams.iter_mut().find(|t| t.0 == team) {
            Some(t) => t.1.push(p.participant.clone()),
            None => teams.push((team, vec![p.participant.clone()], rank)),
        }
    }
    if teams.len() < 2 {
        return (Vec::new(), Vec::new());
    }
    let current = |key: &str| -> (WengLinRating, u32) {
        before
            .iter()
            .find(|r| r.participant == key && r.kind == result.kind)
            .map(|r| {
                (
                    WengLinRating {
                        rating: r.rating,
                        uncertainty: r.uncertainty,
                    },
                    r.games,
                )
            })
            .unwrap_or((WengLinRating::new(), 0))
    };
    let ratings: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|(_, members, _)| members.iter().map(|m| current(m).0).collect())
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(&teams)
        .map(|(r, (_, _, rank))| (r.as_slice(), MultiTeamOutcome::new(usize::from(*rank))))
        .collect();
    let after = weng_lin_multi_team(&input, &WengLinConfig::new());
    let mut rows = Vec::new();
    let mut points = Vec::new();
    for ((_, members, _), new) in teams.iter().zip(after) {
        for (member, rating) in members.iter().zip(new) {
            rows.push(RatingRow {
                participant: member.clone(),
                kind: result.kind,
                rating: rating.rating,
                uncertainty: rating.uncertainty,
                games: current(member).1 + 1,
            });
            points.push(RatingPoint {
                participant: member.clone(),
                kind: result.kind,
                game_id: result.game_id,
                finish_key: result.finish_key.clone(),
                finished_at: result.finished_at.clone(),
                rating: rating.rating,
                uncertainty: rating.uncertainty,
            });
        }
    }
    (rows, points)
}
