//! `schema.graphql` is the API's contract for client authors; it must match the code.
//! Regenerate it with `cargo run -p api -- schema > schema.graphql`.

#[test]
fn schema_graphql_is_in_sync_with_the_code() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../schema.graphql");
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    let current = api::schema_sdl();
    assert!(
        checked_in == current,
        "schema.graphql is stale; run `cargo run -p api -- schema > schema.graphql`"
    );
}
