//! History through the real binary: after bot games with known results, the profiles,
//! head-to-head results and ratings equal what this test computes from the games'
//! outcomes and seat histories, and `tabletop rebuild-projections` gives the same rows.
//! History search finds played games by opponent, result, time and option, and the game
//! log reads the same through `log`, `events` and a subscription.
//! Runs on SQLite and on PostgreSQL alike.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tests::server::tool;
use tests::ws::Subscription;
use tests::{Client, Picker, Table, TestDb, TestServer};
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

/// A King of Tokyo game of `players` (seat by seat), played to its end by random legal
/// commands; at a table whose rules forfeit, seat `concede` concedes first, so the other
/// seat wins once the conceded monster's turn comes. Its id and the seats that won.
async fn played(
    players: &[&Client],
    options: Value,
    concede: Option<usize>,
    seed: u64,
) -> (String, Vec<u64>) {
    let id = players[0]
        .gql(
            "mutation($s: Int!, $o: GameOptionsInput!, $f: Boolean!) { createGame(input: { options: $o, seats: $s, table: { forfeit: $f } }) { id } }",
            json!({ "s": players.len(), "o": options, "f": concede.is_some() }),
        )
        .await
        .expect("createGame")["createGame"]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    for (seat, p) in players.iter().enumerate() {
        p.gql(
            "mutation($id: UUID!, $s: Int) { joinGame(gameId: $id, seat: $s) { seat } }",
            json!({ "id": id, "s": seat }),
        )
        .await
        .expect("joinGame");
    }
    players[0]
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("startGame");
    if let Some(seat) = concede {
        players[seat]
            .gql(
                "mutation($id: UUID!) { concedeGame(gameId: $id) { version } }",
                json!({ "id": id }),
            )
            .await
            .expect("concedeGame");
    }
    // A conceded monster drops out when its turn comes: the other seat plays on to it.
    let table = Table {
        game_id: id.clone(),
        players: players.iter().map(|p| (*p).clone()).collect(),
    };
    table.play_to_end(&mut Picker::new(seed), 20_000).await;
    let g = finished(players[0], &id).await;
    let winners = g["outcome"]["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .collect();
    (id, winners)
}

async fn search(client: &Client, filter: Value, order: &str, after: Option<&str>) -> Value {
    client
        .gql(
            "query($f: GameFilterInput, $o: GameOrder!, $a: String) { games(filter: $f, orderBy: $o, first: 2, after: $a) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }",
            json!({ "f": filter, "o": order, "a": after }),
        )
        .await
        .expect("games")["games"]
        .clone()
}

/// Every game the search finds, page after page, in order.
async fn found(client: &Client, filter: Value, order: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let page = search(client, filter.clone(), order, after.as_deref()).await;
        for edge in page["edges"].as_array().unwrap() {
            ids.push(edge["node"]["id"].as_str().unwrap().to_owned());
        }
        if page["pageInfo"]["hasNextPage"] != true {
            return ids;
        }
        after = page["pageInfo"]["endCursor"].as_str().map(str::to_owned);
    }
}

#[tokio::test]
async fn history_search_finds_games_by_opponent_result_time_and_option_and_the_log_reads_alike() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let name = |n: &str| format!("{n}-{}", Uuid::new_v4().simple());
    let alice = Client::register(&server, &name("alice")).await;
    let bob = Client::register(&server, &name("bob")).await;
    let carol = Client::register(&server, &name("carol")).await;
    let alice_id = alice.player_id.clone().unwrap();

    let plain = json!({ "kingOfTokyo": {} });
    let power_up = json!({ "kingOfTokyo": { "powerUp": true } });
    // One game played out (its log is read below), two ended by a concession.
    let (g1, w1) = played(&[&alice, &bob], plain.clone(), None, 1).await;
    let between = chrono::Utc::now().to_rfc3339();
    let (g2, w2) = played(&[&alice, &carol], power_up.clone(), Some(1), 2).await;
    let (g3, w3) = played(&[&alice, &bob], power_up, Some(0), 3).await;
    let alices = json!({ "playerId": alice_id });

    // The projector counts a game about two seconds after its end.
    let started = Instant::now();
    while found(&alice, alices.clone(), "FINISHED").await.len() < 3 {
        assert!(started.elapsed() < Duration::from_secs(30), "not counted");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let newest_first = vec![g3.clone(), g2.clone(), g1.clone()];
    assert_eq!(
        found(&alice, alices.clone(), "FINISHED").await,
        newest_first
    );
    assert_eq!(found(&alice, alices.clone(), "STARTED").await, newest_first);

    let with = |extra: Value| {
        let mut f = alices.clone();
        f.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        f
    };
    let against_bob = with(json!({ "opponentId": bob.player_id }));
    assert_eq!(
        found(&alice, against_bob, "FINISHED").await,
        vec![g3.clone(), g1.clone()]
    );
    let alice_won: Vec<String> = [(&g3, &w3), (&g2, &w2), (&g1, &w1)]
        .iter()
        .filter(|(_, w)| w.contains(&0))
        .map(|(g, _)| (*g).clone())
        .collect();
    assert_eq!(
        found(&alice, with(json!({ "result": "WON" })), "FINISHED").await,
        alice_won
    );
    // Alice conceded the third game: she left it; the played one she won or lost.
    assert!(alice_won.contains(&g2) && !alice_won.contains(&g3));
    let alice_lost: Vec<String> = [&g1]
        .into_iter()
        .filter(|g| !alice_won.contains(g))
        .cloned()
        .collect();
    assert_eq!(
        found(&alice, with(json!({ "result": "LOST" })), "FINISHED").await,
        alice_lost
    );
    assert_eq!(
        found(&alice, with(json!({ "result": "LEFT" })), "FINISHED").await,
        vec![g3.clone()]
    );
    let powered = with(
        json!({ "kind": "KING_OF_TOKYO", "options": [{ "name": "powerUp", "value": "true" }] }),
    );
    assert_eq!(
        found(&alice, powered, "FINISHED").await,
        vec![g3.clone(), g2.clone()]
    );
    let since = with(json!({ "finishedFrom": between }));
    assert_eq!(
        found(&alice, since, "FINISHED").await,
        vec![g3.clone(), g2.clone()]
    );
    let before = with(json!({ "finishedBefore": between }));
    assert_eq!(found(&alice, before, "FINISHED").await, vec![g1.clone()]);
    let everyone = json!({ "kind": "KING_OF_TOKYO" });
    assert_eq!(found(&carol, everyone, "FINISHED").await, newest_first);

    for (filter, cursor) in [
        (json!({ "result": "WON" }), None),
        (
            json!({ "kind": "KING_OF_TOKYO", "options": [{ "name": "seed", "value": "1" }] }),
            None,
        ),
        (json!({ "finishedFrom": "yesterday" }), None),
        (alices.clone(), Some("12")),
    ] {
        let refused = alice
            .gql(
                "query($f: GameFilterInput, $a: String) { games(filter: $f, orderBy: FINISHED, after: $a) { edges { cursor } } }",
                json!({ "f": filter, "a": cursor }),
            )
            .await
            .unwrap_err();
        assert_eq!(refused.code, "BAD_INPUT", "{filter} {cursor:?}");
    }

    // The log, read page by page, is the events' lines; a subscriber reads the same.
    let mut log: Vec<(u64, String)> = Vec::new();
    loop {
        let page = alice
            .gql(
                "query($id: UUID!, $a: Int!) { game(id: $id) { log(after: $a, first: 50, seat: 0) { version text undone } } }",
                json!({ "id": g1, "a": log.last().map_or(0, |l| l.0) }),
            )
            .await
            .expect("log")["game"]["log"]
            .as_array()
            .unwrap()
            .clone();
        if page.is_empty() {
            break;
        }
        for line in page {
            assert_eq!(line["undone"], false, "nobody undid anything");
            log.push((
                line["version"].as_u64().unwrap(),
                line["text"].as_str().unwrap().to_owned(),
            ));
        }
    }
    let mut events: Vec<Value> = Vec::new();
    loop {
        let page = alice
            .gql(
                "query($id: UUID!, $a: Int!) { game(id: $id) { events(after: $a, first: 500, seat: 0) { version text } } }",
                json!({ "id": g1, "a": events.len() }),
            )
            .await
            .expect("events")["game"]["events"]
            .as_array()
            .unwrap()
            .clone();
        if page.is_empty() {
            break;
        }
        events.extend(page);
    }
    let described: Vec<(u64, String)> = events
        .iter()
        .filter_map(|e| Some((e["version"].as_u64()?, e["text"].as_str()?.to_owned())))
        .collect();
    assert_eq!(log, described);
    assert!(log.len() > 20, "a played game has a log: {log:?}");
    let after = log[10].0;
    let mut live = Subscription::start(
        &server.ws_url(),
        alice.token.as_deref(),
        "subscription($id: UUID!, $a: Int!) { gameEvents(gameId: $id, afterVersion: $a, seat: 0) { version text } }",
        json!({ "id": g1, "a": after }),
    )
    .await;
    let last = events.last().unwrap()["version"].as_u64().unwrap();
    let mut heard = Vec::new();
    while let Some(data) = live.next_data().await {
        let e = &data["gameEvents"];
        let version = e["version"].as_u64().unwrap();
        if let Some(text) = e["text"].as_str() {
            heard.push((version, text.to_owned()));
        }
        if version == last {
            break;
        }
    }
    let expected: Vec<(u64, String)> = log.iter().filter(|l| l.0 > after).cloned().collect();
    assert_eq!(heard, expected);
    db.remove().await;
}
