//! A campaign's export imported into another store, on the in-memory adapters: the same
//! streams, the same progress, nothing twice, and conflicts refused before anything is
//! stored.

use futures::executor::block_on;
use serde_json::json;
use uuid::Uuid;

use super::campaigns::{World, world};
use crate::app::export::{EventLine, parse_ndjson, to_ndjson};
use crate::app::*;
use crate::campaign::testing::cleared;
use crate::campaign::{Command, event::PREFIX};

/// A campaign of two plays, the first struck, exported as a file would carry it.
fn exported(w: &World) -> (Uuid, Vec<Uuid>, Vec<StoredEvent>) {
    let c = w.campaign();
    let first = w.play_to_the_end(c.id, &w.alice, cleared("01", "relic"));
    let second = w.play_to_the_end(c.id, &w.alice, cleared("02", "crown"));
    block_on(w.tabletop.campaign_command(
        &w.alice,
        c.id,
        Command::StrikePlay(crate::campaign::command::StrikePlay {
            play_id: first.id,
            reason: "misplayed a card".into(),
        }),
    ))
    .unwrap();
    let events = block_on(w.tabletop.export_campaign(c.id)).unwrap();
    let file = parse_ndjson(&to_ndjson(&events)).unwrap();
    (c.id, vec![first.id, second.id], file)
}

fn lines(events: &[StoredEvent]) -> Vec<EventLine> {
    events.iter().map(EventLine::from).collect()
}

#[test]
fn an_imported_campaign_holds_the_same_events_at_the_same_times_and_the_same_progress() {
    let (source, target) = (world(), world());
    let (campaign, plays, file) = exported(&source);
    assert_eq!(
        file.iter().filter(|e| e.stream_id == campaign).count(),
        source.stored(campaign).len(),
        "the export holds the whole campaign stream"
    );

    let report = block_on(target.tabletop.import_events(file.clone())).unwrap();
    let kinds: Vec<(Uuid, StreamKind)> = report.iter().map(|s| (s.stream_id, s.kind)).collect();
    assert_eq!(
        kinds,
        [
            (campaign, StreamKind::Campaign),
            (plays[0], StreamKind::Game),
            (plays[1], StreamKind::Game)
        ]
    );
    assert!(report.iter().all(|s| s.added == s.events && s.events > 0));
    for stream in [campaign, plays[0], plays[1]] {
        assert_eq!(
            lines(&target.stored(stream)),
            lines(&source.stored(stream)),
            "stream {stream} arrives event for event, with its first times"
        );
    }
    assert_eq!(
        target.reload(campaign).state,
        source.reload(campaign).state,
        "the same plays, strike and progress"
    );
    let listed = block_on(
        target
            .tabletop
            .list_campaigns(&CampaignFilter::default(), 10, None),
    )
    .unwrap();
    assert_eq!(listed.items.len(), 1);
    assert_eq!(
        listed.items[0].1.summary.plays, 1,
        "the struck play does not count"
    );
    let game = block_on(target.tabletop.load(plays[1])).unwrap();
    assert!(game.is_over());
    assert_eq!(game.campaign.map(|l| l.campaign_id), Some(campaign));
}

#[test]
fn importing_one_export_twice_changes_nothing_and_a_later_export_adds_only_what_is_new() {
    let (source, target) = (world(), world());
    let (campaign, _, file) = exported(&source);
    block_on(target.tabletop.import_events(file.clone())).unwrap();
    let before = target.stored(campaign);

    let again = block_on(target.tabletop.import_events(file)).unwrap();
    assert!(again.iter().all(|s| s.added == 0), "{again:?}");
    assert_eq!(lines(&target.stored(campaign)), lines(&before));

    let third = source.play_to_the_end(campaign, &source.alice, cleared("03", "lamp"));
    let later = block_on(source.tabletop.export_campaign(campaign)).unwrap();
    let report = block_on(target.tabletop.import_events(later)).unwrap();
    let added: Vec<(Uuid, usize)> = report
        .iter()
        .filter(|s| s.added > 0)
        .map(|s| (s.stream_id, s.added))
        .collect();
    assert_eq!(
        added,
        [
            (campaign, source.stored(campaign).len() - before.len()),
            (third.id, source.stored(third.id).len())
        ]
    );
    assert_eq!(target.reload(campaign).state, source.reload(campaign).state);
}

#[test]
fn an_import_whose_ids_hold_other_events_here_is_refused_and_stores_nothing() {
    let (source, target) = (world(), world());
    let (campaign, plays, file) = exported(&source);
    // The target already holds the first play, with a different title at version 1.
    let mut other = source.stored(plays[0]);
    other[0].payload["title"] = json!("Renamed");
    block_on(target.tabletop.import_events(other)).unwrap();

    let err = block_on(target.tabletop.import_events(file)).unwrap_err();
    assert!(
        matches!(&err, ImportError::Conflict { stream_id, .. } if *stream_id == plays[0]),
        "{err}"
    );
    assert!(err.to_string().starts_with("IMPORT_CONFLICT"), "{err}");
    assert!(
        target.stored(campaign).is_empty(),
        "the campaign, first in the file, was not stored either"
    );
    assert!(target.stored(plays[1]).is_empty());
}

#[test]
fn a_stream_that_does_not_fold_is_refused_before_anything_is_stored() {
    let (source, target) = (world(), world());
    let (campaign, plays, mut file) = exported(&source);
    let last = file.iter_mut().rfind(|e| e.stream_id == plays[1]).unwrap();
    last.event_type = "king_of_tokyo.NoSuchEvent".into();

    let err = block_on(target.tabletop.import_events(file.clone())).unwrap_err();
    assert!(
        matches!(&err, ImportError::Invalid { stream_id, .. } if *stream_id == plays[1]),
        "{err}"
    );
    assert!(target.stored(campaign).is_empty());
    assert!(target.stored(plays[0]).is_empty());

    // A campaign event that is not one is refused the same way.
    let (_, _, mut file) = exported(&world());
    file[1].payload = json!({ "nonsense": true });
    assert!(file[1].event_type.starts_with(PREFIX));
    let err = block_on(target.tabletop.import_events(file)).unwrap_err();
    assert!(matches!(err, ImportError::Invalid { .. }), "{err}");
}

#[test]
fn event_ids_stored_here_in_another_stream_are_a_conflict() {
    let (source, target) = (world(), world());
    let (_, plays, _) = exported(&source);
    let events = source.stored(plays[0]);
    block_on(target.tabletop.import_events(events.clone())).unwrap();
    let moved: Vec<StoredEvent> = events
        .into_iter()
        .map(|mut e| {
            e.stream_id = Uuid::from_u128(0xfeed);
            e
        })
        .collect();
    let err = block_on(target.tabletop.import_events(moved)).unwrap_err();
    assert!(matches!(err, ImportError::Conflict { .. }), "{err}");
    assert!(target.stored(Uuid::from_u128(0xfeed)).is_empty());
}

#[test]
fn exporting_a_game_s_id_as_a_campaign_is_not_found() {
    let w = world();
    let (_, plays, _) = exported(&w);
    let err = block_on(w.tabletop.export_campaign(plays[0])).unwrap_err();
    assert_eq!(err.code(), "NOT_FOUND");
    let err = block_on(w.tabletop.export_campaign(Uuid::from_u128(9))).unwrap_err();
    assert_eq!(err.code(), "NOT_FOUND");
}
