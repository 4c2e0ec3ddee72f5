//! A Tokyo Saitoshin campaign through the real binary, on SQLite and PostgreSQL alike:
//! scenario 00 then 04 cleared by server bots, the reward chosen at the clear carried into
//! the next play's setup with the skills it unseals, a replay whose second reward is
//! swapped in, a play struck from the progress, and the campaign exported and imported into
//! a fresh database with the same progress.

use serde_json::{Value, json};
use tests::server::tool;
use tests::{Client, Table, TestDb, TestServer};

/// The campaign as the tests compare it.
const CAMPAIGN: &str = "version members { name } \
    plays { playId status campaignVersion setup winners result struck { reason } \
            seats { seat memberId } adds { marks { set names } reward { slot reward } } } \
    progress { table { plays marks { set names } values } \
               members { memberId tally { plays marks { set names } } } \
               rewards { slot reward } offers { playId slot reward } chosenForNextPlay }";

/// Bots may lose a scenario (about four plays in five of 04); a campaign play is started
/// again until one clears it.
const ATTEMPTS: usize = 150;

async fn read_campaign(client: &Client, id: &str) -> Value {
    client
        .gql(
            &format!("query($id: UUID!) {{ campaign(id: $id) {{ {CAMPAIGN} }} }}"),
            json!({ "id": id }),
        )
        .await
        .expect("campaign")["campaign"]
        .clone()
}

/// Start a play of `scenario` for `alice` with four seats that she gives to greedy bots,
/// and wait for the server to play it to its end. The play's id.
async fn bot_play(alice: &Client, campaign: &str, scenario: &str) -> String {
    let started = alice
        .gql(
            "mutation($c: UUID!, $s: String!) {
               startCampaignPlay(input: { campaignId: $c, seats: 4,
                 options: { tokyoSaitoshin: { scenario: $s } } }) { id campaignId }
             }",
            json!({ "c": campaign, "s": scenario }),
        )
        .await
        .expect("startCampaignPlay")["startCampaignPlay"]
        .clone();
    assert_eq!(started["campaignId"], json!(campaign));
    let id = started["id"].as_str().expect("an id").to_owned();
    Table::bots_finish(alice, &id, 4, "GREEDY").await;
    id
}

fn play<'a>(campaign: &'a Value, id: &str) -> &'a Value {
    campaign["plays"]
        .as_array()
        .expect("plays")
        .iter()
        .find(|p| p["playId"] == json!(id))
        .unwrap_or_else(|| panic!("play {id} is in the log: {campaign}"))
}

/// Play `scenario` until the bots clear it and take a reward that `wanted` accepts (the
/// greedy bots choose at random between rewards they value alike). The clearing play's id,
/// its reward (none for 00, which has none), and the number of plays it took; every play is
/// recorded once, lost ones included.
async fn clear_with(
    alice: &Client,
    campaign: &str,
    scenario: &str,
    wanted: impl Fn(Option<&str>) -> bool,
) -> (String, Option<String>, usize) {
    for attempt in 1..=ATTEMPTS {
        let id = bot_play(alice, campaign, scenario).await;
        let read = read_campaign(alice, campaign).await;
        let recorded = play(&read, &id);
        assert_eq!(recorded["status"], "RECORDED", "{recorded}");
        assert_eq!(recorded["result"]["scenario"], json!(scenario));
        if recorded["result"]["cleared"] != json!(true) {
            assert_eq!(recorded["winners"], json!([]), "a loss: {recorded}");
            continue;
        }
        assert_eq!(recorded["winners"], json!([0, 1, 2, 3]), "{recorded}");
        let reward = recorded["result"]["reward"].as_str().map(str::to_owned);
        assert_eq!(
            reward.is_some(),
            scenario != "00",
            "a clear of 01 to 07 brings a reward: {recorded}"
        );
        if wanted(reward.as_deref()) {
            return (id, reward, attempt);
        }
    }
    panic!("the bots did not clear {scenario} as wanted in {ATTEMPTS} plays")
}

async fn clear(alice: &Client, campaign: &str, scenario: &str) -> (String, Option<String>, usize) {
    clear_with(alice, campaign, scenario, |_| true).await
}

fn cleared(campaign: &Value) -> Value {
    campaign["progress"]["table"]["marks"]
        .as_array()
        .expect("marks")
        .iter()
        .find(|m| m["set"] == "cleared")
        .map(|m| m["names"].clone())
        .unwrap_or(json!([]))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_carries_clears_and_rewards_into_its_next_plays_and_moves_to_another_server() {
    let db = TestDb::new().await;
    let server = TestServer::start(&db);
    let alice = Client::register(&server, "alice").await;
    let kinds = alice
        .gql("{ gameKinds { kind campaigns } }", json!({}))
        .await
        .unwrap();
    assert!(
        kinds["gameKinds"]
            .as_array()
            .unwrap()
            .contains(&json!({ "kind": "TOKYO_SAITOSHIN", "campaigns": true })),
        "{kinds}"
    );
    let created = alice
        .gql(
            "mutation { createCampaign(input: {kind: TOKYO_SAITOSHIN, name: \"Friday\"}) { id } }",
            json!({}),
        )
        .await
        .expect("createCampaign");
    let campaign = created["createCampaign"]["id"].as_str().unwrap().to_owned();
    let not_a_game = alice
        .gql(
            "query($id: UUID!) { game(id: $id) { status } }",
            json!({ "id": campaign }),
        )
        .await
        .expect_err("a campaign's id names no game");
    assert_eq!(not_a_game.code, "NOT_FOUND", "{not_a_game:?}");

    // Scenario 00 unseals nothing (spec 3.2).
    let (intro, _, tries) = clear(&alice, &campaign, "00").await;
    println!("00 cleared in {tries} plays");
    let read = read_campaign(&alice, &campaign).await;
    assert_eq!(cleared(&read), json!(["00"]));
    assert_eq!(read["progress"]["table"]["plays"], json!(tries));

    // Scenario 04: its first play is set up with nothing unsealed; its clear brings a
    // reward for slot 04 and unseals the support skill.
    let (first_04, reward, tries) = clear(&alice, &campaign, "04").await;
    println!("04 cleared in {tries} plays");
    let reward = reward.expect("a reward");
    let read = read_campaign(&alice, &campaign).await;
    let plays = read["plays"].as_array().unwrap();
    let after_00 = plays
        .iter()
        .position(|p| p["playId"] == json!(intro))
        .unwrap()
        + 1;
    assert_eq!(
        plays[after_00]["setup"]["unsealed"],
        json!([]),
        "clearing 00 unseals nothing: {}",
        plays[after_00]
    );
    assert_eq!(cleared(&read), json!(["00", "04"]));
    assert_eq!(
        read["progress"]["rewards"],
        json!([{ "slot": "04", "reward": reward }])
    );
    let chosen = alice
        .gql(
            "mutation($c: UUID!, $r: [String!]!) { chooseCampaignRewards(campaignId: $c, rewards: $r) { progress { chosenForNextPlay } } }",
            json!({ "c": campaign, "r": [reward] }),
        )
        .await
        .expect("chooseCampaignRewards");
    assert_eq!(
        chosen["chooseCampaignRewards"]["progress"]["chosenForNextPlay"],
        json!([reward])
    );

    // The next play is set up with the support and enhanced skills unsealed and the reward included, in
    // the campaign's log and in the game's own options alike. The bots replay 04 until a
    // second clear brings a second reward for the same slot, which waits for a swap.
    let (replay, second, tries) =
        clear_with(&alice, &campaign, "04", |r| r != Some(reward.as_str())).await;
    println!("04 cleared again with another reward in {tries} plays");
    let second = second.expect("a reward");
    let read = read_campaign(&alice, &campaign).await;
    let next = play(&read, &replay);
    let first_after = read["plays"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p["playId"] == json!(first_04))
        .unwrap()
        + 1;
    let set_up = &read["plays"][first_after];
    assert_eq!(
        set_up["setup"]["unsealed"],
        json!(["support", "enhanced"]),
        "a clear of 04 unseals the support and the enhanced skills (spec 3.2): {set_up}"
    );
    assert_eq!(set_up["setup"]["rewards"], json!([reward]), "{set_up}");
    let options = alice
        .gql(
            "query($id: UUID!) { game(id: $id) { options { ... on TokyoSaitoshinOptions { scenario campaign { unsealed rewards } } } } }",
            json!({ "id": set_up["playId"] }),
        )
        .await
        .expect("game options");
    assert_eq!(
        options["game"]["options"],
        json!({ "scenario": "04", "campaign": { "unsealed": ["SUPPORT", "ENHANCED"], "rewards": [reward] } })
    );
    assert_eq!(
        read["progress"]["offers"],
        json!([{ "playId": replay, "slot": "04", "reward": second }]),
        "{next}"
    );
    let swapped = alice
        .gql(
            "mutation($c: UUID!, $p: UUID!) { swapCampaignReward(campaignId: $c, playId: $p) { progress { rewards { slot reward } offers { slot } } } }",
            json!({ "c": campaign, "p": replay }),
        )
        .await
        .expect("swapCampaignReward");
    assert_eq!(
        swapped["swapCampaignReward"]["progress"],
        json!({ "rewards": [{ "slot": "04", "reward": second }], "offers": [] })
    );

    // Undo the 00 clear: struck from the progress, kept in the log.
    let struck = alice
        .gql(
            "mutation($c: UUID!, $p: UUID!) { strikeCampaignPlay(campaignId: $c, playId: $p, reason: \"played with the wrong deck\") { plays { playId status struck { reason } } } }",
            json!({ "c": campaign, "p": intro }),
        )
        .await
        .expect("strikeCampaignPlay");
    let struck_play = struck["strikeCampaignPlay"]["plays"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["playId"] == json!(intro))
        .unwrap()
        .clone();
    assert_eq!(
        struck_play,
        json!({ "playId": intro, "status": "STRUCK", "struck": { "reason": "played with the wrong deck" } })
    );
    let before = read_campaign(&Client::anonymous(&server), &campaign).await;
    assert_eq!(cleared(&before), json!(["04"]), "00 is no longer cleared");

    // Moved to a fresh database, the campaign reads the same.
    let export = tool(&db, &["export", "--campaign", &campaign]);
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let target = TestDb::new().await;
    drop(TestServer::start(&target)); // migrations
    let file = target.data_dir.join("campaign.ndjson");
    std::fs::write(&file, &export.stdout).unwrap();
    let imported = tool(&target, &["import", file.to_str().unwrap()]);
    assert!(
        imported.status.success(),
        "{}",
        String::from_utf8_lossy(&imported.stderr)
    );
    let moved = TestServer::start(&target);
    let after = read_campaign(&Client::anonymous(&moved), &campaign).await;
    assert_eq!(after, before, "the same campaign on the other server");
}
