//! History through the real binary: after bot games with known results, the profiles,
//! head-to-head results and ratings equal what this test computes from the games'
//! outcomes and seat histories, and `tabletop rebuild-projections` gives the same rows.
//! Runs on SQLite and on PostgreSQL alike.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tests::server::tool;
use tests::{Client, TestDb, TestServer};
use uuid::Uuid;

const PROFILE: &str = "participant
    records { kind finished wins losses coopWins coopLosses abandoned averagePlacing longestStreak currentStreak
              stats { ... on KingOfTokyoSeatStats { turns cardsBought } } }
    headToHead { opponent kind together wins losses draws }
    ratings { kind rating uncertainty games }
    ratingHistory(kind: KING_OF_TOKYO) { gameId rating uncertainty }";

/// A King of Tokyo table of `seats`, the creator at seat 0 unless `alone`, the rest bots
/// of `policies` in order; started. The game's id.
async fn table(creator: &Client, seated: bool, policies: &[&str]) -> String {
    let seats = policies.len() + usize::from(seated);
    let id = creator
        .gql(
            "mutation($s: Int!) { createGame(input: { options: { kingOfTokyo: {} }, seats: $s }) { id } }",
            json!({ "s": seats }),
        )
        .await
        .expect("createGame")["createGame"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    if seated {
        creator
            .gql(
                "mutation($id: UUID!) { joinGame(gameId: $id, seat: 0) { seat } }",
                json!({ "id": id }),
            )
            .await
            .expect("joinGame");
    }
    for policy in policies {
        creator
            .gql(
                "mutation($id: UUID!, $p: BotPolicy!) { addBot(gameId: $id, policy: $p) { seat } }",
                json!({ "id": id, "p": policy }),
            )
            .await
            .expect("addBot");
    }
    creator
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("startGame");
    id
}

async fn finished(client: &Client, id: &str) -> Value {
    let started = Instant::now();
    loop {
        let g = client
            .gql(
                "query($id: UUID!) { game(id: $id) { status outcome { winners ranking { seat rank } } seatHistory { seat playerId bot } } }",
                json!({ "id": id }),
            )
            .await
            .expect("game")["game"]
            .clone();
        if g["status"] == "FINISHED" {
            return g;
        }
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "not finished: {g}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn profile(client: &Client, who: &str) -> Value {
    match who.strip_prefix("bot:") {
        Some(policy) => {
            let query = format!("{{ botProfile(policy: {policy}) {{ {PROFILE} }} }}");
            client.gql(&query, json!({})).await.expect("profile")["botProfile"].clone()
        }
        None => {
            let query = format!("{{ me {{ profile {{ {PROFILE} }} }} }}");
            client.gql(&query, json!({})).await.expect("profile")["me"]["profile"].clone()
        }
    }
}

/// What a participant's King of Tokyo record must say, from the games themselves.
#[derive(Default, Debug, PartialEq)]
struct Expected {
    finished: u64,
    wins: u64,
    losses: u64,
    abandoned: u64,
}

fn participant_of(term: &Value) -> String {
    match term["playerId"].as_str() {
        Some(id) => format!("player:{id}"),
        None => format!("bot:{}", term["bot"].as_str().unwrap()),
    }
}

#[tokio::test]
async fn profiles_head_to_head_and_ratings_equal_the_games_and_a_rebuild_gives_the_same_rows() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, &format!("alice-{}", Uuid::new_v4().simple())).await;
    let me = format!("player:{}", alice.player_id.clone().unwrap());

    let mut games = Vec::new();
    for policies in [
        &["GREEDY", "RANDOM"][..],
        &["RANDOM", "GREEDY", "GREEDY"][..],
    ] {
        games.push(table(&alice, false, policies).await);
    }
    // Alice leaves a game at once: the bot that takes her seat plays its end.
    let left = table(&alice, true, &["GREEDY"]).await;
    alice
        .gql(
            "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
            json!({ "id": left }),
        )
        .await
        .expect("concedeGame");
    games.push(left);

    let mut expected: BTreeMap<String, Expected> = BTreeMap::new();
    let mut pairs: BTreeMap<(String, String), (u64, u64, u64, u64)> = BTreeMap::new();
    // A game rates each participant once, and only against someone else.
    let mut rated: BTreeMap<String, u64> = BTreeMap::new();
    for id in &games {
        let g = finished(&alice, id).await;
        let ranking = g["outcome"]["ranking"].as_array().unwrap().clone();
        let winners = g["outcome"]["winners"].as_array().unwrap().clone();
        let terms = g["seatHistory"].as_array().unwrap();
        let mut at_end: Vec<(String, u64)> = Vec::new();
        for place in &ranking {
            let seat = place["seat"].as_u64().unwrap();
            let of_seat: Vec<&Value> = terms.iter().filter(|t| t["seat"] == seat).collect();
            let end = participant_of(of_seat.last().unwrap());
            for earlier in &of_seat[..of_seat.len() - 1] {
                if participant_of(earlier) != end {
                    expected
                        .entry(participant_of(earlier))
                        .or_default()
                        .abandoned += 1;
                }
            }
            let e = expected.entry(end.clone()).or_default();
            e.finished += 1;
            if winners.contains(&json!(seat)) {
                e.wins += 1;
            } else {
                e.losses += 1;
            }
            at_end.push((end, place["rank"].as_u64().unwrap()));
        }
        let mut distinct: Vec<&String> = at_end.iter().map(|(p, _)| p).collect();
        distinct.sort();
        distinct.dedup();
        if distinct.len() > 1 {
            for p in distinct {
                *rated.entry(p.clone()).or_default() += 1;
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for (a, ra) in &at_end {
            for (b, rb) in &at_end {
                // One participant in two seats meets each other participant once.
                if a == b || !seen.insert((a.clone(), b.clone())) {
                    continue;
                }
                let p = pairs.entry((a.clone(), b.clone())).or_default();
                p.0 += 1;
                match ra.cmp(rb) {
                    std::cmp::Ordering::Less => p.1 += 1,
                    std::cmp::Ordering::Greater => p.2 += 1,
                    std::cmp::Ordering::Equal => p.3 += 1,
                }
            }
        }
    }

    // The projector counts a game about two seconds after its end.
    let started = Instant::now();
    let greedy_finished = expected["bot:GREEDY"].finished;
    loop {
        let p = profile(&alice, "bot:GREEDY").await;
        if p["records"][0]["finished"].as_u64() == Some(greedy_finished) {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "not counted: {p}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let mut before = Vec::new();
    for who in ["bot:GREEDY", "bot:RANDOM", me.as_str()] {
        let p = profile(&alice, who).await;
        let r = &p["records"][0];
        let e = &expected[who];
        let got = Expected {
            finished: r["finished"].as_u64().unwrap(),
            wins: r["wins"].as_u64().unwrap(),
            losses: r["losses"].as_u64().unwrap(),
            abandoned: r["abandoned"].as_u64().unwrap(),
        };
        assert_eq!(&got, e, "{who}: {p}");
        if e.finished > 0 {
            // Typed statistics, summed over their games: every seat takes turns.
            assert!(r["stats"]["turns"].as_u64().unwrap() > 0, "{p}");
        }
        for h in p["headToHead"].as_array().unwrap() {
            let key = (who.to_owned(), h["opponent"].as_str().unwrap().to_owned());
            let (together, wins, losses, draws) = pairs[&key];
            assert_eq!(
                (
                    h["together"].as_u64().unwrap(),
                    h["wins"].as_u64().unwrap(),
                    h["losses"].as_u64().unwrap(),
                    h["draws"].as_u64().unwrap()
                ),
                (together, wins, losses, draws),
                "{key:?}"
            );
        }
        let games_rated = rated.get(who).copied().unwrap_or(0);
        if games_rated > 0 {
            assert_eq!(p["ratings"][0]["games"].as_u64(), Some(games_rated), "{p}");
            assert_eq!(
                p["ratingHistory"].as_array().unwrap().len() as u64,
                games_rated
            );
        } else {
            assert_eq!(p["ratings"], json!([]));
        }
        before.push(p);
    }
    let content = alice
        .gql(
            "{ contentStatistics(kind: KING_OF_TOKYO) { category item seats wins losses } }",
            json!({}),
        )
        .await
        .expect("contentStatistics");

    let out = tool(&db, &["rebuild-projections"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout)
            .contains(&format!("{} finished games counted", games.len())),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    for (who, was) in ["bot:GREEDY", "bot:RANDOM", me.as_str()]
        .iter()
        .zip(&before)
    {
        assert_eq!(&profile(&alice, who).await, was, "{who} after the rebuild");
    }
    let again = alice
        .gql(
            "{ contentStatistics(kind: KING_OF_TOKYO) { category item seats wins losses } }",
            json!({}),
        )
        .await
        .expect("contentStatistics");
    assert_eq!(again, content);
    db.remove().await;
}

#[tokio::test]
async fn an_unknown_player_is_not_found() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let refused = Client::anonymous(&server)
        .gql(
            "query($id: UUID!) { player(id: $id) { name } }",
            json!({ "id": Uuid::new_v4() }),
        )
        .await
        .unwrap_err();
    assert_eq!(refused.code, "NOT_FOUND");
    db.remove().await;
}
