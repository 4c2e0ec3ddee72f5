//! Counting one finished game: the rows it changes, from the rows before it.

use crate::engine::{ContentItem, OutcomeMode, add_up};

use super::rating::rate;
use super::result::{GameResult, Participation, ResultKind};
use super::rows::{ContentCount, CoopCount, HeadToHead, Projection, Record, Standing};

/// What `result` writes, given the rows of its participants before it (`standing`).
pub fn project(result: &GameResult, standing: &Standing) -> Projection {
    let (ratings, rating_points) = rate(result, &standing.ratings);
    Projection {
        records: records_after(result, standing),
        head_to_head: head_to_head(result),
        content: content_counts(result),
        coop: coop_count(result),
        ratings,
        rating_points,
        result: result.clone(),
    }
}

fn records_after(result: &GameResult, standing: &Standing) -> Vec<Record> {
    let mut out: Vec<Record> = Vec::new();
    for p in &result.participants {
        let at = match out.iter().position(|r| r.participant == p.participant) {
            Some(at) => at,
            None => {
                out.push(
                    standing
                        .records
                        .iter()
                        .find(|r| r.participant == p.participant)
                        .cloned()
                        .unwrap_or_else(|| Record {
                            participant: p.participant.clone(),
                            kind: Some(result.kind),
                            stats: serde_json::json!({}),
                            ..Record::default()
                        }),
                );
                out.len() - 1
            }
        };
        count(&mut out[at], p, result);
    }
    out
}

/// One participation into its participant's record.
fn count(record: &mut Record, p: &Participation, result: &GameResult) {
    record.name = p.name.clone();
    record.last_played = Some(result.finished_at.clone());
    if !p.held_at_end {
        record.abandoned += 1;
        record.current_streak = 0;
        return;
    }
    record.finished += 1;
    match p.result {
        ResultKind::Won => record.wins += 1,
        ResultKind::Lost => record.losses += 1,
        ResultKind::CoopWin => record.coop_wins += 1,
        ResultKind::CoopLoss => record.coop_losses += 1,
        ResultKind::Left => record.abandoned += 1,
    }
    if p.result.is_win() {
        record.current_streak += 1;
        record.longest_streak = record.longest_streak.max(record.current_streak);
    } else {
        record.current_streak = 0;
    }
    if let Some(rank) = p.rank {
        record.rank_sum += u32::from(rank);
        record.ranked += 1;
    }
    if let Some(score) = p.score {
        record.score_sum += score;
        record.scored += 1;
    }
    if let Some(stats) = &p.stats {
        add_up(&mut record.stats, stats);
    }
}

/// Every ordered pair of different participants who played a seat's end: together, and
/// in a competitive game who placed better. Teammates of a side are together, never
/// against each other.
fn head_to_head(result: &GameResult) -> Vec<HeadToHead> {
    // Best placed first, so that a participant in two seats meets others with its best.
    let mut at_end: Vec<&Participation> = result.at_end().collect();
    at_end.sort_by_key(|p| (p.rank.unwrap_or(u8::MAX), p.seat));
    let mut out: Vec<HeadToHead> = Vec::new();
    for a in &at_end {
        for b in &at_end {
            if a.participant == b.participant {
                continue;
            }
            let mut row = HeadToHead {
                participant: a.participant.clone(),
                opponent: b.participant.clone(),
                kind: Some(result.kind),
                opponent_name: b.name.clone(),
                together: 1,
                ..HeadToHead::default()
            };
            let opposed = result.mode != OutcomeMode::Cooperative
                && (result.mode == OutcomeMode::Individual || a.side != b.side);
            if let (true, Some(ra), Some(rb)) = (opposed, a.rank, b.rank) {
                match ra.cmp(&rb) {
                    std::cmp::Ordering::Less => row.wins = 1,
                    std::cmp::Ordering::Greater => row.losses = 1,
                    std::cmp::Ordering::Equal => row.draws = 1,
                }
            }
            // One participant in two seats meets each other once, with its best seat.
            if !out
                .iter()
                .any(|r| r.participant == row.participant && r.opponent == row.opponent)
            {
                out.push(row);
            }
        }
    }
    out
}

/// Each piece of content a seat used, once per seat, with whether that seat won.
fn content_counts(result: &GameResult) -> Vec<ContentCount> {
    let mut out: Vec<ContentCount> = Vec::new();
    for p in result.at_end() {
        let mut items: Vec<&ContentItem> = p.items.iter().collect();
        items.sort();
        items.dedup();
        for item in items {
            let won = u32::from(p.result.is_win());
            match out
                .iter_mut()
                .find(|c| c.category == item.category && c.item == item.id)
            {
                Some(c) => {
                    c.seats += 1;
                    c.wins += won;
                }
                None => out.push(ContentCount {
                    kind: Some(result.kind),
                    category: item.category.clone(),
                    item: item.id.clone(),
                    seats: 1,
                    wins: won,
                }),
            }
        }
    }
    out
}

fn coop_count(result: &GameResult) -> Option<CoopCount> {
    (result.mode == OutcomeMode::Cooperative).then(|| CoopCount {
        kind: Some(result.kind),
        scenario: result.scenario.clone().unwrap_or_default(),
        seat_count: result.seat_count,
        games: 1,
        wins: u32::from(result.at_end().any(|p| p.result == ResultKind::CoopWin)),
    })
}
