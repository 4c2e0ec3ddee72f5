//! Campaigns through the use cases, on the in-memory adapters: real King of Tokyo plays,
//! played to the end by bots, belong to a campaign of the test game `Quest`, whose
//! result each play reports as the test sets it.

use std::sync::{Arc, Mutex};

use futures::executor::block_on;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::app::campaign_games::{CampaignGames, CatalogCampaigns};
use crate::app::in_memory::{FixedClock, InMemory, SequentialIds};
use crate::app::*;
use crate::campaign::testing::{Quest, cleared, lost};
use crate::campaign::{self, Command};
use crate::catalog::{AnyOptions, AnyState, GameKind};
use crate::engine::{BotPolicy, CampaignRules, RuleError, Seat};

/// King of Tokyo with Quest's campaign rules; every play reports `result`.
pub(super) struct QuestOnKingOfTokyo {
    result: Mutex<Value>,
}

static QUEST: Quest = Quest;

impl CampaignGames for QuestOnKingOfTokyo {
    fn rules(&self, kind: GameKind) -> Option<&'static dyn CampaignRules> {
        (kind == GameKind::KingOfTokyo).then_some(&QUEST as &'static dyn CampaignRules)
    }
    fn options(&self, options: AnyOptions, _setup: &Value) -> Result<AnyOptions, RuleError> {
        Ok(options)
    }
    fn result(&self, state: &AnyState) -> Option<Value> {
        state.outcome().map(|_| self.result.lock().unwrap().clone())
    }
}

pub(super) struct World {
    pub(super) tabletop: Tabletop,
    pub(super) store: Arc<InMemory>,
    games: Arc<QuestOnKingOfTokyo>,
    pub(super) alice: Player,
    pub(super) bob: Player,
}

pub(super) fn world() -> World {
    let store = Arc::new(InMemory::default());
    let games = Arc::new(QuestOnKingOfTokyo {
        result: Mutex::new(cleared("01", "relic")),
    });
    let tabletop = Tabletop::new(Ports {
        store: store.clone(),
        directory: store.clone(),
        players: store.clone(),
        content: store.clone(),
        history: store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
    .with_campaign_games(games.clone());
    let alice = block_on(tabletop.register_player("alice")).unwrap().0;
    let bob = block_on(tabletop.register_player("bob")).unwrap().0;
    World {
        tabletop,
        store,
        games,
        alice,
        bob,
    }
}

impl World {
    pub(super) fn campaign(&self) -> CampaignRecord {
        block_on(self.tabletop.create_campaign(
            &self.alice,
            GameKind::KingOfTokyo,
            "Friday nights".into(),
        ))
        .unwrap()
    }

    /// A two-seat play of `campaign` started by `by`, with bots in both seats, played
    /// to its end (the bots play as soon as the table starts).
    pub(super) fn play_to_the_end(
        &self,
        campaign: Uuid,
        by: &Player,
        result: Value,
    ) -> GameSession {
        *self.games.result.lock().unwrap() = result;
        let t = &self.tabletop;
        let game =
            block_on(t.start_campaign_play(by, campaign, None, 2, None, vec![by.id])).unwrap();
        for _ in 0..2 {
            block_on(t.add_bot(by, game.id, None, BotPolicy::Random)).unwrap();
        }
        let over = block_on(t.start_game(by, game.id)).unwrap();
        assert!(over.is_over(), "bots play a two-bot table to its end");
        over
    }

    pub(super) fn reload(&self, campaign: Uuid) -> CampaignRecord {
        block_on(self.tabletop.load_campaign(campaign)).unwrap()
    }

    pub(super) fn stored(&self, stream: Uuid) -> Vec<StoredEvent> {
        block_on(self.store.read_stream(stream, 0, None)).unwrap()
    }
}

fn types(events: &[StoredEvent]) -> Vec<&str> {
    events.iter().map(|e| e.event_type.as_str()).collect()
}

#[test]
fn a_play_s_end_is_recorded_in_its_campaign_in_the_same_append_as_the_game_s_last_events() {
    let w = world();
    let c = w.campaign();
    let play = w.play_to_the_end(c.id, &w.alice, cleared("01", "relic"));

    let campaign_events = w.stored(c.id);
    assert_eq!(
        types(&campaign_events),
        [
            "campaign.CampaignCreated",
            "campaign.MemberJoined",
            "campaign.PlayStarted",
            "campaign.PlayRecorded"
        ]
    );
    let game_events = w.stored(play.id);
    let (started, recorded) = (&campaign_events[2], &campaign_events[3]);
    assert_eq!(
        started.metadata.command_id, game_events[0].metadata.command_id,
        "the play's start is stored with its GameCreated"
    );
    assert_eq!(
        recorded.metadata.command_id,
        game_events.last().unwrap().metadata.command_id,
        "the play's record is stored with the game's last events"
    );
    assert_eq!(recorded.payload["playId"], json!(play.id));
    assert_eq!(
        recorded.payload["seats"],
        json!([{"seat": 0, "member": null}, {"seat": 1, "member": null}]),
        "bot seats are nobody's"
    );
    assert_eq!(recorded.payload["result"], cleared("01", "relic"));

    let progress = w.reload(c.id).state.progress;
    assert_eq!(progress.table.plays, 1);
    assert!(progress.table.has("cleared", "01"));
    assert_eq!(
        progress.rewards.get("01").map(String::as_str),
        Some("relic")
    );
}

#[test]
fn a_play_records_the_campaign_version_and_the_setup_it_was_started_from() {
    let w = world();
    let c = w.campaign();
    w.play_to_the_end(c.id, &w.alice, cleared("01", "relic"));
    let version_before = w.reload(c.id).state.version;

    let second =
        block_on(
            w.tabletop
                .start_campaign_play(&w.alice, c.id, None, 2, None, vec![w.alice.id]),
        )
        .unwrap();
    let link = second
        .campaign
        .clone()
        .expect("a campaign play names its campaign");
    assert_eq!(link.campaign_id, c.id);
    assert_eq!(link.campaign_version, version_before);
    assert_eq!(link.members, vec![w.alice.id]);
    let created = &w.stored(second.id)[0];
    assert_eq!(
        created.payload["campaign"]["campaignVersion"],
        json!(version_before)
    );

    let state = w.reload(c.id).state;
    let started = &state.play(second.id).unwrap().started;
    assert_eq!(started.campaign_version, version_before);
    assert_eq!(
        started.setup["tableUnsealed"],
        json!(["support"]),
        "clearing 01 unseals the support skill for the next play"
    );
}

#[test]
fn only_members_named_at_the_start_sit_at_a_campaign_play_and_only_members_start_one() {
    let w = world();
    let c = w.campaign();
    let err = block_on(
        w.tabletop
            .start_campaign_play(&w.bob, c.id, None, 2, None, vec![]),
    )
    .unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN", "{err}");

    let game =
        block_on(
            w.tabletop
                .start_campaign_play(&w.alice, c.id, None, 2, None, vec![w.alice.id]),
        )
        .unwrap();
    let err = block_on(w.tabletop.join_game(&w.bob, game.id, None)).unwrap_err();
    assert_eq!(err.code(), "FORBIDDEN", "{err}");
    block_on(w.tabletop.join_game(&w.alice, game.id, Some(Seat(0)))).unwrap();

    // Once bob is a member, a play that names him lets him sit.
    block_on(w.tabletop.join_campaign(&w.bob, c.id)).unwrap();
    let both = block_on(w.tabletop.start_campaign_play(
        &w.alice,
        c.id,
        None,
        2,
        None,
        vec![w.alice.id, w.bob.id],
    ))
    .unwrap();
    block_on(w.tabletop.join_game(&w.bob, both.id, None)).unwrap();
}

#[test]
fn a_game_without_campaign_rules_has_no_campaigns_and_nothing_is_stored() {
    let w = world();
    let catalog = Tabletop::new(Ports {
        store: w.store.clone(),
        directory: w.store.clone(),
        players: w.store.clone(),
        content: w.store.clone(),
        history: w.store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
    .with_campaign_games(Arc::new(CatalogCampaigns));
    for kind in GameKind::ALL {
        if kind.facts().campaigns {
            continue;
        }
        let err = block_on(catalog.create_campaign(&w.alice, *kind, "Nope".into())).unwrap_err();
        assert_eq!(err.code(), "BAD_INPUT", "{err}");
    }
    assert!(
        block_on(w.store.read_stream(Uuid::from_u128(1), 0, None))
            .unwrap()
            .is_empty()
    );
}

#[test]
fn campaign_refusals_have_the_api_s_codes_and_store_nothing() {
    let w = world();
    let c = w.campaign();
    let before = w.stored(c.id).len();
    let cases: Vec<(Player, Command, &str)> = vec![
        (
            w.bob.clone(),
            Command::StrikePlay(campaign::command::StrikePlay {
                play_id: Uuid::from_u128(5),
                reason: "no".into(),
            }),
            "FORBIDDEN",
        ),
        (
            w.alice.clone(),
            Command::StrikePlay(campaign::command::StrikePlay {
                play_id: Uuid::from_u128(5),
                reason: "not a play of this campaign".into(),
            }),
            "RULE_VIOLATION",
        ),
        (
            w.alice.clone(),
            Command::JoinCampaign(campaign::command::JoinCampaign { name: "a".into() }),
            "RULE_VIOLATION",
        ),
        (
            w.alice.clone(),
            Command::ChooseRewardsForNextPlay(campaign::command::ChooseRewardsForNextPlay {
                rewards: ["never won".to_owned()].into(),
            }),
            "RULE_VIOLATION",
        ),
    ];
    for (player, command, code) in cases {
        let err =
            block_on(w.tabletop.campaign_command(&player, c.id, command.clone())).unwrap_err();
        assert_eq!(err.code(), code, "{command:?}: {err}");
    }
    let err = block_on(w.tabletop.join_campaign(&w.bob, Uuid::from_u128(77))).unwrap_err();
    assert_eq!(err.code(), "NOT_FOUND", "{err}");
    assert_eq!(w.stored(c.id).len(), before);
}

#[test]
fn a_struck_play_leaves_the_log_but_not_the_progress_and_a_second_reward_waits_for_a_swap() {
    let w = world();
    let c = w.campaign();
    assert_eq!(c, w.reload(c.id), "a new campaign is answered as stored");
    let first = w.play_to_the_end(c.id, &w.alice, cleared("01", "relic"));
    let replay = w.play_to_the_end(c.id, &w.alice, cleared("01", "charm"));
    let state = w.reload(c.id).state;
    assert_eq!(state.progress.rewards["01"], "relic");
    assert_eq!(state.progress.offers[&replay.id].reward, "charm");

    let swap = Command::SwapReward(campaign::command::RewardDecision { play_id: replay.id });
    let answered = block_on(w.tabletop.campaign_command(&w.alice, c.id, swap)).unwrap();
    assert_eq!(
        answered,
        w.reload(c.id),
        "the answer is the campaign as stored"
    );
    let state = answered.state;
    assert_eq!(state.progress.rewards["01"], "charm");

    let strike = Command::StrikePlay(campaign::command::StrikePlay {
        play_id: replay.id,
        reason: "we misread the clear condition".into(),
    });
    let state = block_on(w.tabletop.campaign_command(&w.alice, c.id, strike))
        .unwrap()
        .state;
    assert_eq!(
        state.progress.table.plays, 1,
        "the struck play no longer counts"
    );
    assert_eq!(state.progress.rewards["01"], "relic");
    let struck = state.play(replay.id).unwrap().struck.clone().unwrap();
    assert_eq!(struck.by, w.alice.id);
    assert!(state.play(first.id).unwrap().counts());
}

#[test]
fn a_lost_play_counts_without_a_reward() {
    let w = world();
    let c = w.campaign();
    w.play_to_the_end(c.id, &w.alice, lost("02"));
    let progress = w.reload(c.id).state.progress;
    assert_eq!(progress.table.plays, 1);
    assert!(progress.rewards.is_empty());
    assert!(!progress.table.has("cleared", "02"));
}

#[test]
fn a_campaign_folds_from_its_stored_events_as_the_use_cases_left_it() {
    let w = world();
    let c = w.campaign();
    w.play_to_the_end(c.id, &w.alice, cleared("03", "lamp"));
    let stored = w.stored(c.id);
    let folded = fold_campaign(c.id, &stored).unwrap().unwrap();
    assert_eq!(folded, w.reload(c.id));
    folded.state.check_invariants().unwrap();
    assert_eq!(folded.state.version, stored.len() as u64);
}

/// The in-memory store, with one write slipped into a campaign just before the first
/// append that writes two streams: a member's command racing a play's end.
struct Racing {
    inner: Arc<InMemory>,
    slip: Mutex<Option<StreamWrite>>,
}

#[async_trait::async_trait]
impl EventStore for Racing {
    async fn read_stream(
        &self,
        stream_id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.inner
            .read_stream(stream_id, after_version, limit)
            .await
    }
    async fn events_of_command(
        &self,
        stream_id: Uuid,
        command_id: Uuid,
    ) -> Result<Vec<StoredEvent>, StoreError> {
        self.inner.events_of_command(stream_id, command_id).await
    }
    async fn append(&self, writes: Vec<StreamWrite>) -> Result<Vec<Vec<StoredEvent>>, StoreError> {
        if writes.len() == 2 {
            let slip = self.slip.lock().unwrap().take();
            if let Some(slip) = slip {
                let campaign = writes[1].stream_id;
                let at = self.inner.read_stream(campaign, 0, None).await?.len() as u64;
                self.inner
                    .append(vec![StreamWrite {
                        expected_version: at,
                        ..slip
                    }])
                    .await?;
            }
        }
        self.inner.append(writes).await
    }
    async fn load_snapshot(&self, stream_id: Uuid) -> Result<Option<Snapshot>, StoreError> {
        self.inner.load_snapshot(stream_id).await
    }
    async fn save_snapshot(&self, snapshot: Snapshot) -> Result<(), StoreError> {
        self.inner.save_snapshot(snapshot).await
    }
}

#[test]
fn a_member_s_command_racing_a_play_s_end_is_stored_first_and_the_end_is_decided_again() {
    let w = world();
    let c = w.campaign();
    block_on(w.tabletop.join_campaign(&w.bob, c.id)).unwrap();
    let game =
        block_on(
            w.tabletop
                .start_campaign_play(&w.alice, c.id, None, 2, None, vec![w.alice.id]),
        )
        .unwrap();
    for _ in 0..2 {
        block_on(
            w.tabletop
                .add_bot(&w.alice, game.id, None, BotPolicy::Random),
        )
        .unwrap();
    }
    // Bob's racing write: a choice of no rewards, which is always accepted.
    let state = w.reload(c.id).state;
    let choice =
        campaign::Event::RewardsChosenForNextPlay(campaign::event::RewardsChosenForNextPlay {
            rewards: Default::default(),
            by: w.bob.id,
        });
    let slip = crate::app::campaigns::campaign_write(
        c.id,
        &state,
        Uuid::from_u128(0xdead),
        Some(w.bob.id),
        &[choice],
    );
    let racing = Arc::new(Racing {
        inner: w.store.clone(),
        slip: Mutex::new(Some(slip)),
    });
    let tabletop = Tabletop::new(Ports {
        store: racing,
        directory: w.store.clone(),
        players: w.store.clone(),
        content: w.store.clone(),
        history: w.store.clone(),
        clock: Arc::new(FixedClock),
        ids: Arc::new(SequentialIds::default()),
    })
    .with_campaign_games(w.games.clone());
    let over = block_on(tabletop.start_game(&w.alice, game.id)).unwrap();
    assert!(over.is_over());

    let events = w.stored(c.id);
    assert_eq!(
        types(&events[events.len() - 2..]),
        ["campaign.RewardsChosenForNextPlay", "campaign.PlayRecorded"],
        "the racing command went first, and the play's end was recorded after it"
    );
    let state = w.reload(c.id).state;
    state.check_invariants().unwrap();
    assert!(state.play(game.id).unwrap().counts());
    assert_eq!(
        w.stored(game.id).last().unwrap().metadata.command_id,
        events.last().unwrap().metadata.command_id
    );
}

#[test]
fn every_kind_says_it_has_campaigns_exactly_when_it_has_campaign_rules() {
    for kind in GameKind::ALL {
        assert_eq!(
            kind.facts().campaigns,
            kind.campaign_rules().is_some(),
            "{}: FACTS.campaigns and Game::campaign disagree",
            kind.as_str()
        );
    }
}
