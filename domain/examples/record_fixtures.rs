//! Records, beside each stored-stream fixture (`<name>.ndjson`), what today's code folds it
//! to: the outcome, the version, and the view of the spectator and of every seat
//! (`<name>.expected.json`). Run once when a fixture is captured
//! (`scripts/capture-fixtures`); never to make a failing fixture test pass, since the whole
//! point of the fixture is that later code must fold old streams to these same views.
//!
//! `cargo run -p domain --example record_fixtures -- domain/tests/fixtures/stored`

use std::path::Path;

use domain::app::GameSession;
use domain::app::export::parse_ndjson;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "domain/tests/fixtures/stored".into());
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("read the fixture directory")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".ndjson").map(str::to_owned))
        .collect();
    names.sort();
    for name in names {
        let text = std::fs::read_to_string(Path::new(&dir).join(format!("{name}.ndjson")))
            .expect("read a fixture");
        let events = parse_ndjson(&text).expect("a well-formed export");
        let session = GameSession::fold(events[0].stream_id, None, &events).expect("it folds");
        let expected = domain::app::export::FoldedStream::of(&session);
        let out = Path::new(&dir).join(format!("{name}.expected.json"));
        std::fs::write(
            &out,
            serde_json::to_string_pretty(&expected).unwrap() + "\n",
        )
        .expect("write the expectation");
        println!(
            "{name}: version {}, outcome {:?}",
            session.version,
            session.state.outcome().map(|o| o.winners)
        );
    }
}
