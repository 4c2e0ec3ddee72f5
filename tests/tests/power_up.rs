//! King of Tokyo with Power Up!: one person plays a whole game against three bots over
//! GraphQL, and never learns another seat's Evolution cards (hand, cards drawn, cards put
//! back or face down) through its view, the history, `stateAt` or a live subscription,
//! while its own hand is there in its view.

use std::collections::{BTreeMap, BTreeSet};

use domain::app::EventStore;
use serde_json::{Value, json};
use tests::ws::Subscription;
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

/// Monsters whose decks already hold implemented cards (the human plays Cyber Kitty).
const MONSTERS: [&str; 4] = ["cyber_kitty", "gigazaur", "alienoid", "meka_dragon"];

const EVOLUTION_EVENTS: &str = "eventType version payloadJson data {
    ... on KingOfTokyoEvolutionDeckShuffled { seat count order { instance card } }
    ... on KingOfTokyoEvolutionsDrawn { seat count cards { instance card } }
    ... on KingOfTokyoEvolutionKept { seat kept { instance card } other { instance card } }
    ... on KingOfTokyoEvolutionPlayed { seat card { instance card } }
}";

const EVOLUTIONS_VIEW: &str = "view { ... on KingOfTokyoView { monsters { seat evolutions {
    deckSize handSize hand { instance id name } drawnCount drawn { instance id }
    inPlay { instance id } discard { instance id } hiddenDiscardCount hiddenDiscard { instance id }
} } } }";

/// A card instance as stored: its number and id.
type Card = (u64, String);

/// The Evolutions each seat has held, folded from the stored (unredacted) events: every
/// card it drew (kept, put back or discarded face down), and the cards played (public).
#[derive(Default)]
struct Truth {
    seen_by: BTreeMap<u64, BTreeSet<Card>>,
    kept_by: BTreeMap<u64, Vec<Card>>,
    played: BTreeSet<Card>,
}

impl Truth {
    async fn read(db: &TestDb, game_id: &str) -> Truth {
        let store = db.store().await;
        let events = store
            .read_stream(game_id.parse().expect("uuid"), 0, None)
            .await
            .expect("read the stored events");
        let card = |v: &Value| -> Card {
            (
                v["instance"].as_u64().expect("an instance"),
                v["card"].as_str().expect("a card id").to_owned(),
            )
        };
        let mut truth = Truth::default();
        for e in &events {
            let seat = e.payload["seat"].as_u64();
            match e.event_type.as_str() {
                "king_of_tokyo.EvolutionsDrawn" => {
                    let cards = e.payload["cards"].as_array().expect("stored cards");
                    truth
                        .seen_by
                        .entry(seat.expect("a seat"))
                        .or_default()
                        .extend(cards.iter().map(card));
                }
                "king_of_tokyo.EvolutionKept" => truth
                    .kept_by
                    .entry(seat.expect("a seat"))
                    .or_default()
                    .push(card(&e.payload["kept"])),
                "king_of_tokyo.EvolutionPlayed" => {
                    truth.played.insert(card(&e.payload["card"]));
                }
                _ => {}
            }
        }
        truth
    }

    /// The cards of other seats than `seat` that were never made public.
    fn secrets_from(&self, seat: u64) -> Vec<Card> {
        self.seen_by
            .iter()
            .filter(|(s, _)| **s != seat)
            .flat_map(|(_, cards)| cards.iter())
            .filter(|c| !self.played.contains(*c))
            .cloned()
            .collect()
    }
}

/// Neither the id nor the instance number of a secret card appears in `response`.
fn assert_hides(what: &str, response: &Value, secrets: &[Card]) {
    let text = response.to_string();
    for (instance, id) in secrets {
        assert!(
            !text.contains(&format!("\"{id}\"")),
            "{what}: another seat's secret Evolution {id} leaked"
        );
        assert!(
            !text.contains(&format!("\"instance\":{instance}")),
            "{what}: another seat's secret Evolution instance {instance} ({id}) leaked"
        );
    }
}

async fn game(client: &Client, id: &str, selection: &str) -> Value {
    client
        .gql(
            &format!("query($id: UUID!) {{ game(id: $id) {{ {selection} }} }}"),
            json!({ "id": id }),
        )
        .await
        .expect("query game")["game"]
        .clone()
}

/// Every event of the history, as `client` sees it, paging through it.
async fn history(client: &Client, id: &str) -> Vec<Value> {
    let mut all: Vec<Value> = Vec::new();
    loop {
        let after = all
            .last()
            .map_or(0, |e| e["version"].as_u64().expect("version"));
        let page = game(
            client,
            id,
            &format!("events(after: {after}, first: 200) {{ {EVOLUTION_EVENTS} }}"),
        )
        .await["events"]
            .as_array()
            .expect("events")
            .clone();
        if page.is_empty() {
            return all;
        }
        all.extend(page);
    }
}

/// The human's own Evolutions in its typed view.
fn own_evolutions(game: &Value) -> Value {
    game["view"]["monsters"][0]["evolutions"].clone()
}

fn instances(list: &Value) -> Vec<u64> {
    list.as_array()
        .expect("a list the seat may see")
        .iter()
        .map(|c| c["instance"].as_u64().expect("an instance"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_human_plays_power_up_against_three_bots_and_never_sees_their_evolutions() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let human = Client::register(&server, "evolver").await;
    let id = Table::with_bots(
        &human,
        json!({ "kingOfTokyo": { "powerUp": true, "monsters": MONSTERS } }),
        &["GREEDY", "RANDOM", "GREEDY"],
    )
    .await;
    human
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("start");

    // The starting Evolution: the human sees the cards it drew, and keeps one.
    let start = game(
        &human,
        &id,
        &format!("version prompts {{ seat kind }} viewJson {EVOLUTIONS_VIEW}"),
    )
    .await;
    let truth = Truth::read(&db, &id).await;
    let drawn = truth.seen_by.get(&0).cloned().unwrap_or_default();
    assert!(!drawn.is_empty(), "the human drew a starting Evolution");
    let mine = own_evolutions(&start);
    let shown: BTreeSet<u64> = instances(&mine["drawn"]).into_iter().collect();
    assert_eq!(
        shown,
        drawn.iter().map(|c| c.0).collect(),
        "the human sees exactly the cards it drew"
    );
    assert!(
        start["prompts"]
            .as_array()
            .expect("prompts")
            .iter()
            .any(|p| p["seat"] == 0 && p["kind"] == "CHOOSE_EVOLUTION"),
        "the human is asked to keep one: {}",
        start["prompts"]
    );
    let secrets = truth.secrets_from(0);
    assert!(!secrets.is_empty(), "the bots drew starting Evolutions too");
    assert_hides("view at setup", &start, &secrets);
    for (seat, m) in start["view"]["monsters"]
        .as_array()
        .expect("monsters")
        .iter()
        .enumerate()
        .skip(1)
    {
        let e = &m["evolutions"];
        assert_eq!(e["hand"], Value::Null, "seat {seat}'s hand is hidden");
        assert_eq!(
            e["drawn"],
            Value::Null,
            "seat {seat}'s drawn cards are hidden"
        );
        assert_eq!(
            e["hiddenDiscard"],
            Value::Null,
            "seat {seat}'s discards are hidden"
        );
    }

    let mut picker = Picker::new(17);
    let mut moves = 0;
    let mut checked_hand = false;
    loop {
        let state = game(
            &human,
            &id,
            &format!(
                "status version prompts {{ seat }} legalCommands {{ command }} {EVOLUTIONS_VIEW}"
            ),
        )
        .await;
        if state["status"] == "FINISHED" {
            break;
        }
        if !checked_hand
            && !own_evolutions(&state)["hand"]
                .as_array()
                .expect("own hand")
                .is_empty()
        {
            // The kept starting Evolution is in the human's own hand, by instance.
            let truth = Truth::read(&db, &id).await;
            let kept: Vec<u64> = truth.kept_by[&0].iter().map(|c| c.0).collect();
            let hand = instances(&own_evolutions(&state)["hand"]);
            assert!(
                hand.iter().all(|i| kept.contains(i)),
                "the human's view lists the Evolutions it kept: {hand:?} vs {kept:?}"
            );
            checked_hand = true;
        }
        let prompts = state["prompts"].as_array().expect("prompts");
        assert!(
            prompts.iter().all(|p| p["seat"] == 0),
            "whenever the game waits, it waits only for the human: {prompts:?}"
        );
        let legal = state["legalCommands"].as_array().expect("legal");
        assert!(!legal.is_empty(), "the human is prompted and may act");
        let command = &legal[picker.below(legal.len())]["command"];
        human
            .gql(
                "mutation($id: UUID!, $v: Int!, $c: UUID!, $cmd: GameCommandInput!) {
                   submitCommand(gameId: $id, expectedVersion: $v, commandId: $c, command: $cmd) { version } }",
                json!({ "id": id, "v": state["version"], "c": Uuid::new_v4(), "cmd": command }),
            )
            .await
            .unwrap_or_else(|e| panic!("the human's legal move {command} was refused: {e:?}"));
        moves += 1;
        assert!(moves < 5_000, "the game should end");
    }
    assert!(checked_hand, "the human held an Evolution at some point");

    // The game is over: what the bots drew and never played is still secret to the human.
    let truth = Truth::read(&db, &id).await;
    let secrets = truth.secrets_from(0);
    assert!(
        !truth.kept_by.get(&1).unwrap_or(&Vec::new()).is_empty(),
        "the bots kept Evolutions"
    );
    let last = game(
        &human,
        &id,
        &format!("version outcome {{ winners }} viewJson {EVOLUTIONS_VIEW}"),
    )
    .await;
    assert_hides("final view", &last, &secrets);
    let last_version = last["version"].as_u64().expect("version");

    let events = history(&human, &id).await;
    assert_eq!(
        events.last().map(|e| e["version"].clone()),
        Some(json!(last_version)),
        "the whole history"
    );
    let drawn_by_bots = events
        .iter()
        .filter(|e| e["eventType"] == "king_of_tokyo.EvolutionsDrawn" && e["data"]["seat"] != 0)
        .count();
    assert!(drawn_by_bots >= 2, "the history shows that bots drew");
    for e in &events {
        if e["eventType"] == "king_of_tokyo.EvolutionsDrawn" && e["data"]["seat"] != 0 {
            assert_eq!(e["data"]["cards"], Value::Null);
            assert_eq!(e["payloadJson"]["cards"], Value::Null);
            assert!(e["data"]["count"].as_u64().is_some_and(|c| c > 0));
        }
        if e["eventType"] == "king_of_tokyo.EvolutionKept" && e["data"]["seat"] != 0 {
            assert_eq!(e["data"]["kept"], Value::Null);
            assert_eq!(e["data"]["other"], Value::Null);
        }
        if e["eventType"] == "king_of_tokyo.EvolutionDeckShuffled" {
            assert_eq!(e["data"]["order"], Value::Null, "nobody sees a deck order");
        }
    }
    assert_hides("history", &Value::Array(events), &secrets);

    // Any past version, as the human sees it.
    let step = (last_version / 20).max(1);
    let mut version = 1;
    while version <= last_version {
        let past = game(
            &human,
            &id,
            &format!("stateAt(version: {version}) {{ viewJson {EVOLUTIONS_VIEW} }}"),
        )
        .await;
        assert_hides(&format!("stateAt({version})"), &past, &secrets);
        version += step;
    }

    // The live stream, replayed from the start for the human.
    let mut subscription = Subscription::start(
        &server.ws_url(),
        human.token.as_deref(),
        &format!(
            "subscription($id: UUID!) {{ gameEvents(gameId: $id, afterVersion: 0) {{ {EVOLUTION_EVENTS} }} }}"
        ),
        json!({ "id": id }),
    )
    .await;
    loop {
        let data = subscription.next_data().await.expect("an event");
        assert_hides("gameEvents", &data, &secrets);
        if data["gameEvents"]["version"].as_u64() == Some(last_version) {
            break;
        }
    }
}
