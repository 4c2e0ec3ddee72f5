//! The health probes answer HEAD as they answer GET, with no body.

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
