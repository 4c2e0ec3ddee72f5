//! Brave Architect with one human and one server bot, through the real binary on SQLite and
//! PostgreSQL alike: a campaign play drafted from scratch and played to its end, the
//! outcome checked against the stored events; the campaign then saves the party's builds
//! (whose was whose) with the play's rounds and destructions, and the next play offers
//! them before the draft, where the human keeps hers and starts again at level 1.

use std::time::Duration;

use domain::app::StreamEvent;
use domain::catalog::AnyEvent;
use domain::games::brave_architect::event::Event as BaEvent;
use serde_json::{Value, json};
use tests::{Client, Picker, Table, TestDb, TestServer};
use uuid::Uuid;

/// Start a play of the campaign with `alice` in seat 0 and a greedy bot in seat 1.
async fn start_play(alice: &Client, campaign: &str) -> String {
    let started = alice
        .gql(
            "mutation($c: UUID!) {
               startCampaignPlay(input: { campaignId: $c, seats: 2,
                 options: { braveArchitect: { firstPicker: 0 } } }) { id }
             }",
            json!({ "c": campaign }),
        )
        .await
        .expect("startCampaignPlay");
    let id = started["startCampaignPlay"]["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    Table::join_with_bots(alice, &id, &["GREEDY"]).await;
    alice
        .gql(
            "mutation($id: UUID!) { startGame(gameId: $id) { status } }",
            json!({ "id": id }),
        )
        .await
        .expect("startGame");
    id
}

async fn game(alice: &Client, id: &str, selection: &str) -> Value {
    alice
        .gql(
            &format!("query($id: UUID!) {{ game(id: $id) {{ {selection} }} }}"),
            json!({ "id": id }),
        )
        .await
        .expect("game")["game"]
        .clone()
}

/// Alice answers her own prompts with her legal commands, chosen by `choose`, while the
/// server's bot plays seat 1, until the game is over. A command the bot made stale
/// (`CONFLICT`, or refused because the table moved on) is read again.
async fn play_seat_0(alice: &Client, id: &str, mut choose: impl FnMut(&[Value]) -> Value) {
    for _ in 0..40_000 {
        let read = game(
            alice,
            id,
            "status version prompts { seat } legalCommands(seat: 0) { command }",
        )
        .await;
        if read["status"] == "FINISHED" {
            return;
        }
        let mine = read["prompts"]
            .as_array()
            .expect("prompts")
            .iter()
            .any(|p| p["seat"] == 0);
        let legal: Vec<Value> = read["legalCommands"]
            .as_array()
            .expect("legal")
            .iter()
            .map(|c| c["command"].clone())
            .collect();
        if !mine || legal.is_empty() {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        }
        let command = choose(&legal);
        let sent = alice
            .gql(
                "mutation($id: UUID!, $v: Int!, $cid: UUID!, $cmd: GameCommandInput!) {
                   submitCommand(gameId: $id, expectedVersion: $v, commandId: $cid, seat: 0, command: $cmd) { version }
                 }",
                json!({ "id": id, "v": read["version"], "cid": Uuid::new_v4(), "cmd": command }),
            )
            .await;
        if let Err(e) = sent {
            assert_eq!(
                e.code, "CONFLICT",
                "only the bot's move refuses it: {command} -> {e:?}"
            );
        }
    }
    panic!("game {id} did not end")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_and_a_bot_play_a_campaign_whose_next_play_offers_the_saved_party() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let me = alice.player_id.clone().expect("a registered player");
    let created = alice
        .gql(
            "mutation { createCampaign(input: {kind: BRAVE_ARCHITECT, name: \"Guild\"}) { id } }",
            json!({}),
        )
        .await
        .expect("createCampaign");
    let campaign = created["createCampaign"]["id"].as_str().unwrap().to_owned();

    // The first play: nothing saved, so both seats draft from scratch.
    let first = start_play(&alice, &campaign).await;
    let start = game(
        &alice,
        &first,
        "view { ... on BraveArchitectView { phase party { builds { race } } } }",
    )
    .await;
    assert_eq!(start["view"]["phase"], "DRAFT", "{start}");
    assert_eq!(start["view"]["party"], Value::Null);
    let mut picker = Picker::new(19);
    play_seat_0(&alice, &first, |legal| {
        legal[picker.below(legal.len())].clone()
    })
    .await;

    let table = Table {
        game_id: first.clone(),
        players: vec![alice.clone()],
    };
    let (folded, events) = table.assert_views_are_the_fold(&server, &db).await;
    let won = events.iter().any(|e| {
        matches!(
            e,
            StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::GameWon(_)))
        )
    });
    let picks = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::CardSetPicked(_)))
            )
        })
        .count();
    assert_eq!(picks, 10, "two characters of 5 sets each were drafted");
    let end = game(&alice, &first, "outcome { winners }").await;
    assert_eq!(
        end["outcome"]["winners"],
        if won { json!([0, 1]) } else { json!([]) },
        "the outcome is the stored events' ({end})"
    );

    // The campaign's log holds the play, and its party with whose build was whose.
    let read = alice
        .gql(
            "query($id: UUID!) { campaign(id: $id) {
               plays { playId status winners result seats { seat memberId } }
               progress { table { plays values } } } }",
            json!({ "id": campaign }),
        )
        .await
        .expect("campaign")["campaign"]
        .clone();
    let play = &read["plays"][0];
    assert_eq!(play["playId"], json!(first));
    assert_eq!(play["status"], "RECORDED");
    assert_eq!(play["result"]["won"], json!(won));
    let round = folded
        .state
        .view(domain::engine::Viewer::Spectator)
        .to_json()["round"]
        .clone();
    assert_eq!(play["result"]["rounds"], round);
    assert_eq!(
        play["seats"],
        json!([{ "seat": 0, "memberId": me }, { "seat": 1, "memberId": null }])
    );
    let party = read["progress"]["table"]["values"]["party"].clone();
    let view = game(&alice, &first, "viewJson").await["viewJson"].clone();
    for seat in 0..2 {
        let p = &view["players"][seat];
        let saved = &party[seat];
        for field in ["race", "weapon", "style", "subWeapon", "skills"] {
            assert_eq!(saved[field], p[field], "seat {seat}'s {field}: {party}");
        }
    }
    assert_eq!(party[0]["member"], json!(me));
    assert_eq!(party[1]["member"], Value::Null);
    assert_eq!(
        read["progress"]["table"]["values"]["lastPlay"]["won"],
        json!(won)
    );

    // The next play offers the party; Alice keeps hers, the bot keeps the other.
    let second = start_play(&alice, &campaign).await;
    let offered = game(&alice, &second, "prompts { seat kind } view { ... on BraveArchitectView { phase party { builds { member race } kept } } }").await;
    assert_eq!(offered["view"]["phase"], "PARTY_CHOICE", "{offered}");
    assert_eq!(offered["view"]["party"]["builds"][0]["member"], json!(me));
    let keep = json!({ "braveArchitect": { "keepSavedBuild": { "build": 0 } } });
    play_seat_0(&alice, &second, |legal| {
        if legal.contains(&keep) {
            keep.clone()
        } else {
            legal[picker.below(legal.len())].clone()
        }
    })
    .await;
    let (_, events) = Table {
        game_id: second.clone(),
        players: vec![alice.clone()],
    }
    .assert_views_are_the_fold(&server, &db)
    .await;
    let mut kept: Vec<(u8, u32)> = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::SavedBuildKept(k))) => {
                Some((k.seat.0, k.build))
            }
            _ => None,
        })
        .collect();
    kept.sort();
    assert_eq!(
        kept,
        vec![(0, 0), (1, 1)],
        "each kept a build, none drafted"
    );
    let decks: Vec<i32> = events
        .iter()
        .filter_map(|e| match e {
            StreamEvent::Game(AnyEvent::BraveArchitect(BaEvent::StartingDeckBuilt(d))) => {
                Some(d.hp)
            }
            _ => None,
        })
        .collect();
    assert_eq!(
        decks.len(),
        2,
        "every fight starts with a new deck at level 1"
    );
    let read = alice
        .gql(
            "query($id: UUID!) { campaign(id: $id) { plays { status setup } } }",
            json!({ "id": campaign }),
        )
        .await
        .expect("campaign")["campaign"]
        .clone();
    assert_eq!(read["plays"][1]["setup"]["party"], party);
    assert_eq!(read["plays"][1]["status"], "RECORDED");
}
