//! GraphQL over HTTP as its specification says: the content type a POST declares, the media
//! type and status of an answer, and GET for queries only. The reference audits run in CI
//! (`scripts/graphql-http-audit`); these pin each rule to the server's own answers.

use reqwest::header::{ACCEPT, ALLOW, CONTENT_TYPE};
use serde_json::{Value, json};
use tests::{TestDb, TestServer};

const GRAPHQL_RESPONSE: &str = "application/graphql-response+json";

struct Answer {
    status: u16,
    content_type: String,
    allow: Option<String>,
    body: Value,
}

async fn send(request: reqwest::RequestBuilder) -> Answer {
    let response = request.send().await.expect("the server answers");
    let header = |name| {
        response
            .headers()
            .get(name)
            .map(|v: &reqwest::header::HeaderValue| v.to_str().unwrap().to_owned())
    };
    let content_type = header(CONTENT_TYPE).unwrap_or_default();
    let allow = header(ALLOW);
    let status = response.status().as_u16();
    let text = response.text().await.expect("a body");
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    Answer {
        status,
        content_type,
        allow,
        body,
    }
}

fn post(server: &TestServer, accept: &str, body: Value) -> reqwest::RequestBuilder {
    reqwest::Client::new()
        .post(server.url())
        .header(CONTENT_TYPE, "application/json")
        .header(ACCEPT, accept)
        .body(body.to_string())
}

#[tokio::test]
async fn a_post_must_declare_json() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let query = json!({ "query": "{ gameKinds { kind } }" }).to_string();
    let client = reqwest::Client::new();
    let missing = send(client.post(server.url()).body(query.clone())).await;
    let text = send(
        client
            .post(server.url())
            .header(CONTENT_TYPE, "text/plain")
            .body(query.clone()),
    )
    .await;
    for answer in [missing, text] {
        assert_eq!(answer.status, 415);
        assert_eq!(answer.body["errors"][0]["extensions"]["code"], "BAD_INPUT");
    }
    let declared = send(
        client
            .post(server.url())
            .header(CONTENT_TYPE, "application/json; charset=utf-8")
            .body(query),
    )
    .await;
    assert_eq!(declared.status, 200);
    assert!(declared.body["data"]["gameKinds"].is_array());
}

#[tokio::test]
async fn request_errors_are_400_without_data_for_clients_that_accept_graphql_response_json() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let cases = [
        ("does not parse", json!({ "query": "{ gameKinds {" })),
        ("does not validate", json!({ "query": "{ noSuchField }" })),
        (
            "variables do not coerce",
            json!({ "query": "query Q($n: Int!) { games(first: $n) { edges { cursor } } }", "variables": { "n": "many" } }),
        ),
    ];
    for (what, body) in cases {
        let answer = send(post(&server, GRAPHQL_RESPONSE, body.clone())).await;
        assert_eq!(answer.status, 400, "{what}: {:?}", answer.body);
        assert!(answer.content_type.starts_with(GRAPHQL_RESPONSE), "{what}");
        assert!(
            answer.body.get("data").is_none(),
            "{what}: {:?}",
            answer.body
        );
        assert!(answer.body["errors"][0]["message"].is_string(), "{what}");

        // The legacy media type keeps 200 for the same request.
        let legacy = send(post(&server, "application/json", body)).await;
        assert_eq!(legacy.status, 200, "{what}");
        assert!(
            legacy.content_type.starts_with("application/json"),
            "{what}"
        );
        assert!(legacy.body["errors"][0]["message"].is_string(), "{what}");
    }
}

#[tokio::test]
async fn an_executed_request_with_field_errors_answers_200_with_data() {
    // `game` is non-null, so its NOT_FOUND empties `data`; but the request was executed
    // (the error has a path), so it is no request error.
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let body = json!({ "query": "{ game(id: \"00000000-0000-0000-0000-000000000000\") { id } }" });
    let answer = send(post(&server, GRAPHQL_RESPONSE, body)).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    assert!(answer.content_type.starts_with(GRAPHQL_RESPONSE));
    assert!(answer.body.get("data").is_some(), "{:?}", answer.body);
    assert_eq!(answer.body["errors"][0]["path"], json!(["game"]));
    assert_eq!(
        answer.body["errors"][0]["extensions"]["code"], "NOT_FOUND",
        "{:?}",
        answer.body
    );
}

#[tokio::test]
async fn a_get_runs_queries_and_refuses_mutations() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let client = reqwest::Client::new();
    let query = send(
        client
            .get(server.url())
            .query(&[(
                "query",
                "query G($n: Int!) { games(first: $n) { edges { cursor } } }",
            )])
            .query(&[("variables", "{\"n\": 2}")])
            .header(ACCEPT, GRAPHQL_RESPONSE),
    )
    .await;
    assert_eq!(query.status, 200, "{:?}", query.body);
    assert!(
        query.body["data"]["games"]["edges"].is_array(),
        "{:?}",
        query.body
    );

    let mutation = send(client.get(server.url()).query(&[(
        "query",
        "mutation { registerPlayer(name: \"by get\") { token } }",
    )]))
    .await;
    assert_eq!(mutation.status, 405);
    assert_eq!(mutation.allow.as_deref(), Some("POST"));
    assert_eq!(
        mutation.body["errors"][0]["extensions"]["code"],
        "BAD_INPUT"
    );

    let bad_variables = send(
        client
            .get(server.url())
            .query(&[("query", "{ gameKinds { kind } }"), ("variables", "[1]")]),
    )
    .await;
    assert_eq!(bad_variables.status, 400);
    assert_eq!(
        bad_variables.body["errors"][0]["extensions"]["code"],
        "BAD_INPUT"
    );

    // Without a query: GraphiQL for a browser, a coded error for anything else.
    let no_query = send(client.get(server.url()).header(ACCEPT, "*/*")).await;
    assert_eq!(no_query.status, 400);
    assert_eq!(
        no_query.body["errors"][0]["extensions"]["code"],
        "BAD_INPUT"
    );
    let page = send(client.get(server.url()).header(ACCEPT, "text/html")).await;
    assert_eq!(page.status, 200);
    assert!(page.content_type.starts_with("text/html"));
}
