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

#[test]
fn old_games_get_a_commitment_to_their_stored_seed_through_the_upcaster() {
    use domain::app::{LobbyEvent, StreamEvent, decode};
    use domain::engine::GameRng;
    for (name, ndjson, _) in FIXTURES {
        let events = parse_ndjson(ndjson).unwrap();
        assert_eq!(
            events[0].schema_version, 1,
            "{name} was stored before the commitment"
        );
        assert!(events[0].payload.get("seedCommitment").is_none());
        let Ok(StreamEvent::Lobby(LobbyEvent::GameCreated(created))) = decode(&events[0]) else {
            panic!("{name} starts with GameCreated");
        };
        let seed = events[0].payload["seed"].as_str().unwrap();
        let bytes: Vec<u8> = (0..seed.len() / 2)
            .map(|i| u8::from_str_radix(&seed[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        assert_eq!(bytes.len(), 32);
        assert_eq!(
            created.seed_commitment,
            GameRng::commitment(&bytes),
            "{name}"
        );
    }
}

#[test]
fn every_roll_shuffle_and_draw_of_the_fixtures_follows_from_their_seed() {
    for (name, ndjson, _) in FIXTURES {
        let events = parse_ndjson(ndjson).unwrap();
        let verified =
            domain::app::verify::verify_game(&events).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(verified.commands > 0, "{name}: {verified:?}");
        // King of Tokyo's rules revision 2 (the Resolve Dice moment of every Power Up! turn)
        // decides Power Up! turns differently from the revision these games were played
        // under; the base game and Outlive are decided as they were.
        if name.starts_with("kot-power-up") || name.starts_with("kot-mutant") {
            let at = verified
                .rules_changed_at
                .unwrap_or_else(|| panic!("{name}: {verified:?}"));
            assert_eq!(verified.version, at - 1, "{name}: checked up to the change");
            assert_eq!(events[at as usize - 1].metadata.rules_revision(), 1);
        } else {
            assert!(verified.commands > 10, "{name}: {verified:?}");
            assert_eq!(verified.rules_changed_at, None, "{name}");
            assert_eq!(verified.version, events.len() as u64, "{name}");
        }
    }
}

#[test]
fn a_game_stored_under_older_rules_goes_on_under_todays_rules_from_its_next_decision() {
    use domain::engine::GameRng;
    let (name, ndjson, _) = FIXTURES
        .iter()
        .find(|(name, ..)| *name == "kot-power-up-3p")
        .unwrap();
    let events = parse_ndjson(ndjson).unwrap();
    // The game as it stood just before the first command today's rules decide differently.
    let at = domain::app::verify::verify_game(&events)
        .unwrap()
        .rules_changed_at
        .expect("the rules changed during this game");
    let session = GameSession::fold(events[0].stream_id, None, &events[..at as usize - 1])
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(!session.is_over());
    let mut state = session.state.clone();
    let mut rng = GameRng::from_u64(16);
    let mut resolve_dice = 0;
    for _ in 0..20_000 {
        if state.outcome().is_some() {
            break;
        }
        let prompt = state
            .prompts()
            .into_iter()
            .next()
            .expect("somebody owes a decision");
        resolve_dice += usize::from(prompt.kind == "RESOLVE_DICE");
        let legal = state.legal_commands(prompt.seat);
        let command = rng.pick(&legal).expect("a legal command").clone();
        for event in state.decide(prompt.seat, &command, &mut rng).unwrap() {
            state.evolve(&event);
        }
    }
    assert!(state.outcome().is_some(), "{name}: played to the end");
    assert!(
        resolve_dice > 0,
        "{name}: today's Resolve Dice moment opened"
    );
}

#[test]
fn a_stream_decided_under_todays_rules_that_does_not_follow_from_its_seed_is_refused() {
    // The same divergence under today's revision is no rule change: it is refused.
    let (name, ndjson, _) = FIXTURES
        .iter()
        .find(|(name, ..)| *name == "kot-power-up-3p")
        .unwrap();
    let mut events = parse_ndjson(ndjson).unwrap();
    for event in &mut events {
        event.metadata.rules_revision = Some(2);
    }
    let err = domain::app::verify::verify_game(&events)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("EVENTS_DO_NOT_FOLLOW_FROM_THE_SEED")
            || err.contains("not what any legal command gives"),
        "{name}: {err}"
    );
}

#[test]
fn a_changed_die_face_is_caught_at_its_version() {
    let (_, ndjson, _) = FIXTURES[0];
    let mut events = parse_ndjson(ndjson).unwrap();
    // As if every command had been decided under today's rules.
    for event in &mut events {
        event.metadata.rules_revision = Some(2);
    }
    let rolled = events
        .iter_mut()
        .find(|e| e.event_type == "king_of_tokyo.DiceRolled")
        .expect("a roll");
    let command = rolled.metadata.command_id;
    let faces = rolled.payload["faces"].as_array_mut().expect("faces");
    let first = faces[0].as_str().unwrap().to_owned();
    faces[0] = serde_json::json!(if first == "ONE" { "TWO" } else { "ONE" });
    // The error names the first version of the command whose events were altered.
    let version = events
        .iter()
        .find(|e| e.metadata.command_id == command)
        .map(|e| e.version)
        .unwrap();
    let err = domain::app::verify::verify_game(&events.clone())
        .unwrap_err()
        .to_string();
    assert!(err.contains(&format!("from version {version} on")), "{err}");

    // Recorded under an older revision, the altered command cannot be told from a rule
    // change: the check stops there, and says it did not cover it.
    for event in &mut events {
        event.metadata.rules_revision = None;
    }
    let partial = domain::app::verify::verify_game(&events).unwrap();
    assert_eq!(partial.rules_changed_at, Some(version));
    assert_eq!(partial.version, version - 1);
}

#[test]
fn a_seed_that_does_not_hash_to_the_commitment_is_refused() {
    let (_, ndjson, _) = FIXTURES[0];
    let mut events = parse_ndjson(ndjson).unwrap();
    events[0].schema_version = 2;
    events[0].payload["seedCommitment"] = serde_json::json!("00".repeat(32));
    let err = domain::app::verify::verify_game(&events)
        .unwrap_err()
        .to_string();
    assert!(err.contains("does not hash to the commitment"), "{err}");
}

/// Games stored before packs were recorded fold with the legacy pack, so its files must never
/// change: editing `domain/data/<game>/` must leave a copy of the old files as the legacy pack.
#[test]
fn the_legacy_packs_never_change() {
    let pinned = [
        (
            "king_of_tokyo",
            "4a2a4dd575a4883b3ac2e8948bce8d87233db711628969cb5e9cf4b3d7e94025",
        ),
        (
            "outlive",
            "4b69f937abbe5af1d09792f59a99fd34211f0c716775ad4d45d60a86b1cc35e4",
        ),
    ];
    for (kind, hash) in pinned {
        let kind = domain::catalog::GameKind::parse(kind).unwrap();
        let legacy = kind.legacy_pack().expect("the legacy pack parses");
        assert_eq!(legacy.hash(), hash, "the legacy pack of {kind:?} changed");
    }
}
