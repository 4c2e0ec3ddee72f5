//! Reading one finished game's result from its stored events and its fold.

use chrono::{DateTime, SecondsFormat, Utc};

use crate::catalog::AnyEvent;
use crate::engine::{OutcomeMode, Seat, SeatStatistics};

use super::super::error::AppError;
use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::records::StoredEvent;
use super::super::session::{GameSession, decode};
use super::super::table_life::SeatTerm;
use super::result::{GameResult, Participation, ResultKind, option_tag, participant_key};

impl GameResult {
    /// The result of a finished game from its stored events (all of them, oldest first)
    /// and its fold. `None` for a game that has not ended.
    pub fn of(
        session: &GameSession,
        events: &[StoredEvent],
    ) -> Result<Option<GameResult>, AppError> {
        let Some(outcome) = session.state.outcome() else {
            return Ok(None);
        };
        let mut game_events: Vec<(u64, AnyEvent)> = Vec::new();
        let mut started_at = None;
        let mut finished_at = None;
        for stored in events {
            match decode(stored)? {
                StreamEvent::Game(e) => {
                    finished_at = Some(stored.recorded_at.clone());
                    game_events.push((stored.version, e));
                }
                StreamEvent::Lobby(LobbyEvent::GameStarted(_)) => {
                    started_at = Some(stored.recorded_at.clone());
                }
                // What a fair undo took back counts in no statistic.
                StreamEvent::Lobby(LobbyEvent::MovesUndone(u)) => {
                    game_events.retain(|(v, _)| *v <= u.to_version);
                }
                StreamEvent::Lobby(_) => {}
            }
        }
        let finished_at = utc(&finished_at.unwrap_or_else(|| session.updated_at.clone()))?;
        let started_at = utc(&started_at.unwrap_or_else(|| session.created_at.clone()))?;
        let effective: Vec<AnyEvent> = game_events.into_iter().map(|(_, e)| e).collect();
        let statistics = session.state.statistics(&effective);
        let seat_results = seat_results(&outcome);
        let mut participants = Vec::new();
        for seat in session.seat_list() {
            let terms: Vec<&SeatTerm> = session
                .table
                .terms
                .iter()
                .filter(|t| t.seat == seat)
                .collect();
            let (result, rank, score, side) = seat_results
                .iter()
                .find(|r| r.0 == seat)
                .map(|r| (r.1, r.2, r.3, r.4.clone()))
                .unwrap_or((ResultKind::Lost, None, None, None));
            let stats = statistics.iter().find(|s| s.seat == seat);
            participants.extend(participations(
                seat,
                &terms,
                SeatOutcome {
                    result,
                    rank,
                    score,
                    side,
                },
                stats,
            ));
        }
        Ok(Some(GameResult {
            game_id: session.id,
            kind: session.kind,
            finish_key: format!("{finished_at}|{}", session.id),
            finished_at,
            started_at,
            seat_count: session.seats.len() as u8,
            mode: outcome.mode,
            reason: outcome.reason.clone(),
            scenario: scenario_of(&session.options.to_json()),
            tags: tags(session),
            participants,
        }))
    }
}

/// One seat's place in the outcome: its result, rank, score and side.
type SeatResult = (Seat, ResultKind, Option<u8>, Option<i64>, Option<String>);

fn seat_results(outcome: &crate::engine::Outcome) -> Vec<SeatResult> {
    match outcome.mode {
        OutcomeMode::Cooperative => {
            let won = outcome.cooperative.as_ref().is_some_and(|c| c.won);
            let result = if won {
                ResultKind::CoopWin
            } else {
                ResultKind::CoopLoss
            };
            let score = outcome.cooperative.as_ref().and_then(|c| c.score);
            outcome
                .ranking
                .iter()
                .map(|p| (p.seat, result, None, score.or(p.score), None))
                .collect()
        }
        OutcomeMode::Sides => outcome
            .sides
            .iter()
            .flat_map(|side| {
                let result = if side.won {
                    ResultKind::Won
                } else {
                    ResultKind::Lost
                };
                side.seats.iter().map(move |seat| {
                    (
                        *seat,
                        result,
                        Some(side.rank),
                        side.score,
                        Some(side.name.clone()),
                    )
                })
            })
            .collect(),
        OutcomeMode::Individual => outcome
            .ranking
            .iter()
            .map(|p| {
                let result = if outcome.winners.contains(&p.seat) {
                    ResultKind::Won
                } else {
                    ResultKind::Lost
                };
                (p.seat, result, Some(p.rank), p.score, None)
            })
            .collect(),
    }
}

struct SeatOutcome {
    result: ResultKind,
    rank: Option<u8>,
    score: Option<i64>,
    side: Option<String>,
}

/// Whoever held `seat`: the holder of its last term gets the seat's result; a player who
/// held it earlier and is not that holder left it.
fn participations(
    seat: Seat,
    terms: &[&SeatTerm],
    outcome: SeatOutcome,
    stats: Option<&SeatStatistics>,
) -> Vec<Participation> {
    let Some(last) = terms.last() else {
        return Vec::new();
    };
    let end_key = participant_key(last.player_id, last.bot);
    let mut out = vec![Participation {
        seat,
        participant: end_key.clone(),
        player_id: last.player_id,
        bot: last.bot,
        name: last.player_name.clone(),
        held_at_end: true,
        result: outcome.result,
        rank: outcome.rank,
        score: outcome.score,
        side: outcome.side.clone(),
        stats: stats.map(|s| s.stats.clone()),
        items: stats.map(|s| s.items.clone()).unwrap_or_default(),
    }];
    for term in terms.iter().filter(|t| t.player_id.is_some()) {
        let key = participant_key(term.player_id, term.bot);
        if key == end_key || out.iter().any(|p| p.participant == key) {
            continue;
        }
        out.push(Participation {
            seat,
            participant: key,
            player_id: term.player_id,
            bot: None,
            name: term.player_name.clone(),
            held_at_end: false,
            result: ResultKind::Left,
            rank: None,
            score: None,
            side: outcome.side.clone(),
            stats: None,
            items: Vec::new(),
        });
    }
    out
}

/// The game's scenario, where its options name one (`scenario`), for win rates by
/// scenario.
fn scenario_of(options: &serde_json::Value) -> Option<String> {
    match options.get("scenario")? {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Null => None,
        other => Some(other.to_string()),
    }
}

/// What history search finds a game by (`GameResult::tags`).
fn tags(session: &GameSession) -> Vec<String> {
    let options = session.options.to_json();
    let pack = session.content.as_ref().map(|c| format!("pack:{}", c.name));
    let chosen = session
        .kind
        .facts()
        .filterable_options
        .iter()
        .filter_map(|name| Some(option_tag(name, options.get(name)?)));
    pack.into_iter().chain(chosen).collect()
}

/// `at` in one form whatever the store wrote: microseconds, UTC, `Z`.
fn utc(at: &str) -> Result<String, AppError> {
    DateTime::parse_from_rfc3339(at)
        .map(|t| {
            t.with_timezone(&Utc)
                .to_rfc3339_opts(SecondsFormat::Micros, true)
        })
        .map_err(|e| AppError::Internal(format!("a stored time {at:?}: {e}")))
}
