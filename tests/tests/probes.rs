//! First contact with the server: health probes answer HEAD as they answer GET, and a
//! request that forgot its query is told so.

use tests::{TestDb, TestServer};

#[tokio::test]
async fn health_and_readiness_answer_head_like_get() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let client = reqwest::Client::new();
    for path in ["/healthz", "/readyz"] {
        let url = format!("{}{path}", server.base_url());
        let get = client.get(&url).send().await.expect("GET");
        let head = client.head(&url).send().await.expect("HEAD");
        assert_eq!(get.status().as_u16(), 200, "GET {path}");
        assert_eq!(head.status().as_u16(), 200, "HEAD {path}");
        assert!(
            head.bytes().await.expect("a body").is_empty(),
            "HEAD {path} has no body"
        );
    }
}

#[tokio::test]
async fn a_request_without_a_query_is_told_so() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let client = reqwest::Client::new();
    for (body, said) in [
        ("{}", "the request has no query"),
        (r#"{"query": "  "}"#, "the request has no query"),
        (
            r#"[{"query": "{ gameKinds { kind } }"}, {}]"#,
            "operation 1 of the batch has no query",
        ),
    ] {
        let answer = client
            .post(server.url())
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .expect("POST");
        assert_eq!(answer.status().as_u16(), 400, "{body}");
        let json: serde_json::Value = answer.json().await.expect("JSON");
        assert_eq!(
            json["errors"][0]["extensions"]["code"], "BAD_INPUT",
            "{body}"
        );
        let message = json["errors"][0]["message"].as_str().unwrap_or_default();
        assert!(message.contains(said), "{body}: {message}");
    }
}

/// `tabletop migrate` logs one line at info level, so it shows how logs are written.
fn migrate_logs(db: &TestDb, format: &str) -> String {
    let mut command = std::process::Command::new(tests::server::tabletop_binary());
    command
        .args(["migrate", "--log-format", format])
        .env("TABLETOP_DATA_DIR", &db.data_dir)
        .env("RUST_LOG", "info")
        .env_remove("DATABASE_URL");
    if let Some(url) = &db.database_url {
        command.env("DATABASE_URL", url);
    }
    let out = command.output().expect("run tabletop migrate");
    assert!(out.status.success());
    String::from_utf8(out.stderr).expect("utf-8 logs")
}

#[tokio::test]
async fn logs_are_json_lines_on_request_and_plain_text_off_a_terminal() {
    let db = TestDb::new().await;
    let json = migrate_logs(&db, "json");
    let lines: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l["fields"]["message"] == "migrations applied" && l["level"] == "INFO"),
        "{json}"
    );
    let text = migrate_logs(&db, "text");
    assert!(text.contains("migrations applied"), "{text}");
    assert!(
        !text.contains('\u{1b}'),
        "no colour codes when stderr is not a terminal: {text:?}"
    );
}

/// GraphiQL needs nothing from outside the server: every script and style the page loads
/// is served by the binary, so it works offline and behind a firewall.
#[tokio::test]
async fn graphiql_loads_every_asset_from_the_server_itself() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let client = reqwest::Client::new();
    let page = client
        .get(server.url())
        .header("accept", "text/html")
        .send()
        .await
        .expect("GET /graphql");
    assert_eq!(page.status().as_u16(), 200);
    let html = page.text().await.expect("a page");
    assert!(html.contains("GraphiQL.createFetcher"), "{html}");
    let sources: Vec<&str> = html
        .split(['"', '\''])
        .filter(|s| s.ends_with(".js") || s.ends_with(".css"))
        .collect();
    assert_eq!(
        sources.len(),
        4,
        "react, react-dom, graphiql and its style: {sources:?}"
    );
    for src in sources {
        assert!(src.starts_with("/graphiql/"), "served by the server: {src}");
        let asset = client
            .get(format!("{}{src}", server.base_url()))
            .send()
            .await
            .expect("an asset");
        assert_eq!(asset.status().as_u16(), 200, "{src}");
        let kind = asset.headers()["content-type"].to_str().unwrap().to_owned();
        let expected = if src.ends_with(".css") {
            "text/css"
        } else {
            "text/javascript"
        };
        assert!(kind.starts_with(expected), "{src}: {kind}");
        assert!(asset.bytes().await.expect("a body").len() > 5_000, "{src}");
    }
    let missing = client
        .get(format!(
            "{}/graphiql/0.0.0/graphiql.min.js",
            server.base_url()
        ))
        .send()
        .await
        .expect("a request");
    assert_eq!(
        missing.status().as_u16(),
        404,
        "another version is not served"
    );
}
