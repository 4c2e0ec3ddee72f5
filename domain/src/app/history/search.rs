//! History search: which finished games a `GameFilter`'s history criteria accept, and the
//! checks a client's filter and cursor pass before an adapter sees them. The database
//! adapter says the same in SQL; the in-memory one uses `accepts`.

use chrono::{DateTime, SecondsFormat, Utc};
use uuid::Uuid;

use super::super::error::AppError;
use super::super::records::{GameFilter, GameOrder};
use super::result::{GameResult, participant_key};

/// `filter` as the adapters read it, its times in the form of the history keys
/// (microseconds, UTC, `Z`); `BAD_INPUT` for a criterion that cannot hold or a cursor that no
/// page of this order handed out.
pub fn checked(filter: &GameFilter, after: Option<&str>) -> Result<GameFilter, AppError> {
    let bad = |m: &str| Err(AppError::BadInput(m.to_owned()));
    if filter.player_id.is_none() && filter.result.is_some() {
        return bad("`result` needs `playerId`: whose result it is");
    }
    if filter.player_id.is_none() && filter.opponent_id.is_some() {
        return bad("`opponentId` needs `playerId`: whose opponent it is");
    }
    if let Some(options) = filter.options.as_ref().filter(|o| !o.is_empty()) {
        let Some(kind) = filter.kind else {
            return bad("`options` needs `kind`: each game kind has options of its own");
        };
        let allowed = kind.facts().filterable_options;
        if let Some(o) = options.iter().find(|o| !allowed.contains(&o.name.as_str())) {
            return Err(AppError::BadInput(format!(
                "{} games cannot be searched by the option `{}`; these can: {}",
                kind.as_str(),
                o.name,
                allowed.join(", ")
            )));
        }
    }
    let mut out = filter.clone();
    out.finished_from = filter.finished_from.as_deref().map(time).transpose()?;
    out.finished_before = filter.finished_before.as_deref().map(time).transpose()?;
    if let Some(cursor) = after {
        let fits = match filter.order {
            GameOrder::Created if !filter.searches_history() => {
                super::super::ports::is_games_cursor(cursor)
            }
            _ => is_history_key(cursor),
        };
        if !fits {
            return bad("`after` must be a cursor from an earlier page of the same order");
        }
    }
    Ok(out)
}

/// The key history search orders games by: when each finished (or started), then its id.
pub fn sort_key(result: &GameResult, order: GameOrder) -> String {
    match order {
        GameOrder::Started => result.started_key(),
        GameOrder::Created | GameOrder::Finished => result.finish_key.clone(),
    }
}

/// Whether the finished game `result` passes the filter's history criteria (and its kind).
/// `filter` has been `checked`.
pub fn accepts(filter: &GameFilter, result: &GameResult) -> bool {
    let player = filter.player_id.map(|p| participant_key(Some(p), None));
    let part_of = |key: &str| result.participants.iter().find(|p| p.participant == key);
    let tags = filter.tags();
    filter.kind.is_none_or(|k| k == result.kind)
        && player.as_deref().is_none_or(|key| part_of(key).is_some())
        && filter.result.is_none_or(|wanted| {
            player
                .as_deref()
                .and_then(part_of)
                .is_some_and(|p| p.result == wanted)
        })
        && filter
            .opponent_id
            .is_none_or(|o| part_of(&participant_key(Some(o), None)).is_some())
        && filter
            .finished_from
            .as_deref()
            .is_none_or(|from| result.finish_key.as_str() >= from)
        && filter
            .finished_before
            .as_deref()
            .is_none_or(|before| result.finish_key.as_str() < before)
        && tags.iter().all(|t| result.tags.contains(t))
}

/// A client's time, in the form of the history keys.
fn time(at: &str) -> Result<String, AppError> {
    DateTime::parse_from_rfc3339(at)
        .map(|t| {
            t.with_timezone(&Utc)
                .to_rfc3339_opts(SecondsFormat::Micros, true)
        })
        .map_err(|_| AppError::BadInput(format!("{at:?} is not an RFC 3339 time")))
}

/// Whether `cursor` has the form of a history key: a time, `|`, a game's id.
fn is_history_key(cursor: &str) -> bool {
    cursor.split_once('|').is_some_and(|(at, id)| {
        DateTime::parse_from_rfc3339(at).is_ok() && Uuid::parse_str(id).is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::records::OptionFilter;
    use crate::catalog::GameKind;

    #[test]
    fn a_result_without_a_player_and_an_option_the_kind_does_not_declare_are_refused() {
        let result_alone = GameFilter {
            result: Some(super::super::result::ResultKind::Won),
            ..GameFilter::default()
        };
        assert!(matches!(
            checked(&result_alone, None),
            Err(AppError::BadInput(_))
        ));
        let kind = *GameKind::ALL
            .iter()
            .find(|k| !k.facts().filterable_options.is_empty())
            .expect("a kind declares a filterable option");
        let undeclared = GameFilter {
            kind: Some(kind),
            options: Some(vec![OptionFilter {
                name: "seed".into(),
                value: "1".into(),
            }]),
            ..GameFilter::default()
        };
        let Err(AppError::BadInput(message)) = checked(&undeclared, None) else {
            panic!("an undeclared option was accepted");
        };
        let declared = kind.facts().filterable_options[0];
        assert!(message.contains(declared), "{message}");
    }

    #[test]
    fn times_become_history_keys_and_cursors_must_fit_the_order() {
        let filter = GameFilter {
            finished_from: Some("2026-11-27T10:00:00+01:00".into()),
            order: GameOrder::Finished,
            ..GameFilter::default()
        };
        let out = checked(&filter, None).unwrap();
        assert_eq!(
            out.finished_from.as_deref(),
            Some("2026-11-27T09:00:00.000000Z")
        );
        let key = format!("2026-11-27T09:00:00.000000Z|{}", Uuid::nil());
        assert!(checked(&filter, Some(&key)).is_ok());
        assert!(checked(&filter, Some("12")).is_err());
        assert!(checked(&GameFilter::default(), Some(&key)).is_err());
        assert!(checked(&GameFilter::default(), Some("12")).is_ok());
    }
}
