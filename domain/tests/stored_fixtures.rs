//! Games stored by earlier builds must fold, with today's code and upcasters, to exactly what
//! they folded to when they were captured (`scripts/capture-fixtures`). A change to an
//! event's shape without an upcaster breaks one of these.

use domain::app::GameSession;
use domain::app::export::{FoldedStream, parse_ndjson};

macro_rules! fixtures {
    ($($name:literal),+ $(,)?) => {
        &[$((
            $name,
            include_str!(concat!("fixtures/stored/", $name, ".ndjson")),
            include_str!(concat!("fixtures/stored/", $name, ".expected.json")),
        )),+]
    };
}

const FIXTURES: &[(&str, &str, &str)] = fixtures![
    "kot-base-2p",
    "kot-base-5p",
    "kot-power-up-3p",
    "kot-power-up-6p",
    "kot-mutant-4p",
    "outlive-2p",
    "outlive-4p",
];

fn fold(name: &str, ndjson: &str) -> GameSession {
    let events = parse_ndjson(ndjson).unwrap_or_else(|e| panic!("{name}: {e}"));
    GameSession::fold(events[0].stream_id, None, &events).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_stored_fixture_folds_to_its_recorded_views_and_outcome() {
    for (name, ndjson, expected) in FIXTURES {
        let expected: FoldedStream = serde_json::from_str(expected).unwrap();
        assert_eq!(expected.status, "FINISHED", "{name} was captured finished");
        let folded = FoldedStream::of(&fold(name, ndjson));
        assert_eq!(folded.version, expected.version, "{name}: version");
        assert_eq!(folded.outcome, expected.outcome, "{name}: outcome");
        for (viewer, view) in &expected.views {
            assert_eq!(
                folded.views.get(viewer),
                Some(view),
                "{name}: the view of {viewer}"
            );
        }
        assert_eq!(folded.views.len(), expected.views.len(), "{name}: viewers");
    }
}

#[test]
fn the_fixtures_cover_both_games_with_and_without_power_up() {
    let kinds: Vec<_> = FIXTURES
        .iter()
        .map(|(name, ndjson, _)| fold(name, ndjson))
        .map(|s| (s.kind.as_str(), s.options.to_json()["powerUp"] == true))
        .collect();
    assert!(kinds.contains(&("king_of_tokyo", false)));
    assert!(kinds.contains(&("king_of_tokyo", true)));
    assert!(kinds.iter().any(|(k, _)| *k == "outlive"));
}
