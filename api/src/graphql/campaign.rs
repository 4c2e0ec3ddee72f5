//! Campaigns over GraphQL: their queries, mutations and subscription, merged into the
//! schema's roots beside the games' (docs/campaigns.md).
//!
//! A campaign holds no secrets: its members, plays, results and progress are what a
//! group's campaign tracker shows everyone, so any caller who knows its id may read it,
//! as with a game's public parts. Writing takes a member's token.

use async_graphql::{Context, InputObject, Json, Object, SimpleObject, Subscription};
use domain::app::{CampaignFilter, CampaignListing, CampaignRecord, StoredEvent, Tabletop};
use domain::campaign::{self, Command, Tally};
use domain::catalog::GameKind;
use domain::catalog::graphql::OptionsInput;
use domain::engine::Seat;
use futures::StreamExt;
use futures::stream::BoxStream;
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql, bad_input};
use super::game::{Game, PlayerRef};
use super::query::PageInfo;
use super::table_rules::TableRulesInput;
use crate::live;

/// A campaign, folded from its stream.
pub struct Campaign(CampaignRecord);

#[Object]
impl Campaign {
    async fn id(&self) -> Uuid {
        self.0.id
    }

    async fn kind(&self) -> Option<GameKind> {
        self.0.kind()
    }

    async fn name(&self) -> &str {
        &self.0.state.name
    }

    /// The version of the campaign's stream: 1, 2, 3... with no gaps.
    async fn version(&self) -> u64 {
        self.0.state.version
    }

    async fn created_by(&self) -> Option<Uuid> {
        self.0.state.created_by
    }

    /// When its first event was stored (RFC 3339, UTC).
    async fn created_at(&self) -> &str {
        &self.0.created_at
    }

    /// When its last event was stored.
    async fn updated_at(&self) -> &str {
        &self.0.updated_at
    }

    /// Members in the order they joined, the creator first.
    async fn members(&self) -> Vec<PlayerRef> {
        self.0
            .state
            .members
            .iter()
            .map(|m| PlayerRef {
                id: m.player_id,
                name: m.name.clone(),
            })
            .collect()
    }

    /// Every play started from the campaign, in the order started: counted, still
    /// running, or struck.
    async fn plays(&self) -> Vec<CampaignPlay> {
        self.0.state.plays.iter().map(CampaignPlay::of).collect()
    }

    /// What the counted plays gained: the table's, each member's, and the rewards.
    async fn progress(&self) -> CampaignProgress {
        CampaignProgress::of(&self.0.state.progress)
    }

    /// The campaign's stored events after `after` (a version), oldest first.
    async fn events(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] after: u64,
        #[graphql(default = 100)] first: u32,
    ) -> GqlResult<Vec<CampaignEvent>> {
        let max = ctx.data_unchecked::<super::data::PageLimit>().0;
        if first == 0 || first > max {
            return Err(bad_input(format!("`first` must be between 1 and {max}")));
        }
        let events = ctx
            .data_unchecked::<Tabletop>()
            .campaign_events(self.0.id, after, Some(u64::from(first)))
            .await
            .gql()?;
        Ok(events.into_iter().map(CampaignEvent).collect())
    }
}

/// Where a play of a campaign stands.
#[derive(async_graphql::Enum, Clone, Copy, PartialEq, Eq)]
pub enum CampaignPlayStatus {
    /// Started; its end is not recorded yet.
    Started,
    /// Ended and counted.
    Recorded,
    /// Ended, then struck from the progress (the log keeps it).
    Struck,
}

/// One play of a campaign.
#[derive(SimpleObject)]
pub struct CampaignPlay {
    /// The game's id.
    pub play_id: Uuid,
    pub status: CampaignPlayStatus,
    /// The campaign's version the play was set up from.
    pub campaign_version: u64,
    /// The members named at its start: only they sit at its table (or bots).
    pub members: Vec<Uuid>,
    pub started_by: Uuid,
    /// What the game's campaign rules gave its setup.
    pub setup: Json<serde_json::Value>,
    /// Who sat where, once recorded.
    pub seats: Vec<CampaignPlaySeat>,
    /// The seats that won, once recorded.
    pub winners: Vec<Seat>,
    /// The game's own campaign result, once recorded.
    pub result: Option<Json<serde_json::Value>>,
    /// What the play added to the campaign, once recorded.
    pub adds: Option<ProgressDelta>,
    pub struck: Option<StruckPlay>,
}

impl CampaignPlay {
    fn of(play: &campaign::state::Play) -> CampaignPlay {
        let recorded = play.recorded.as_ref();
        CampaignPlay {
            play_id: play.id(),
            status: match (&play.recorded, &play.struck) {
                (_, Some(_)) => CampaignPlayStatus::Struck,
                (Some(_), None) => CampaignPlayStatus::Recorded,
                (None, None) => CampaignPlayStatus::Started,
            },
            campaign_version: play.started.campaign_version,
            members: play.started.members.clone(),
            started_by: play.started.started_by,
            setup: Json(play.started.setup.clone()),
            seats: recorded
                .map(|r| {
                    r.seats
                        .iter()
                        .map(|s| CampaignPlaySeat {
                            seat: s.seat,
                            member_id: s.member,
                        })
                        .collect()
                })
                .unwrap_or_default(),
            winners: recorded
                .map(|r| r.outcome.winners.clone())
                .unwrap_or_default(),
            result: recorded.map(|r| Json(r.result.clone())),
            adds: recorded.map(|r| ProgressDelta::of(&r.adds)),
            struck: play.struck.as_ref().map(|s| StruckPlay {
                reason: s.reason.clone(),
                by: s.by,
            }),
        }
    }
}

#[derive(SimpleObject)]
pub struct CampaignPlaySeat {
    pub seat: Seat,
    /// The member who sat there; null for a server bot.
    pub member_id: Option<Uuid>,
}

#[derive(SimpleObject)]
pub struct StruckPlay {
    pub reason: String,
    pub by: Uuid,
}

/// Names gathered in one named set (`cleared`: the scenarios cleared).
#[derive(SimpleObject)]
pub struct CampaignMarks {
    pub set: String,
    pub names: Vec<String>,
}

fn marks(
    marks: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
) -> Vec<CampaignMarks> {
    marks
        .iter()
        .map(|(set, names)| CampaignMarks {
            set: set.clone(),
            names: names.iter().cloned().collect(),
        })
        .collect()
}

/// A reward kept in a slot (Tokyo Saitoshin: a scenario's reward card).
#[derive(SimpleObject)]
pub struct CampaignReward {
    pub slot: String,
    pub reward: String,
}

/// What one play added.
#[derive(SimpleObject)]
pub struct ProgressDelta {
    pub marks: Vec<CampaignMarks>,
    pub values: Json<serde_json::Value>,
    pub reward: Option<CampaignReward>,
}

impl ProgressDelta {
    fn of(delta: &domain::engine::ProgressDelta) -> ProgressDelta {
        ProgressDelta {
            marks: marks(&delta.marks),
            values: Json(serde_json::to_value(&delta.values).unwrap_or_default()),
            reward: delta.reward.as_ref().map(|r| CampaignReward {
                slot: r.slot.clone(),
                reward: r.reward.clone(),
            }),
        }
    }
}

/// What some counted plays gained: the whole table's, or one member's.
#[derive(SimpleObject)]
pub struct CampaignTally {
    pub plays: u32,
    pub marks: Vec<CampaignMarks>,
    pub values: Json<serde_json::Value>,
}

impl CampaignTally {
    fn of(tally: &Tally) -> CampaignTally {
        CampaignTally {
            plays: tally.plays,
            marks: marks(&tally.marks),
            values: Json(serde_json::to_value(&tally.values).unwrap_or_default()),
        }
    }
}

#[derive(SimpleObject)]
pub struct MemberProgress {
    pub member_id: Uuid,
    pub tally: CampaignTally,
}

/// A reward a play brought for a slot that was full: the members keep the old one
/// (`keepCampaignReward`) or swap (`swapCampaignReward`).
#[derive(SimpleObject)]
pub struct RewardOffer {
    pub play_id: Uuid,
    pub slot: String,
    pub reward: String,
}

/// Everything the campaign carries into its next play.
#[derive(SimpleObject)]
pub struct CampaignProgress {
    pub table: CampaignTally,
    /// Each member's own tally, from the counted plays they sat in.
    pub members: Vec<MemberProgress>,
    pub rewards: Vec<CampaignReward>,
    pub offers: Vec<RewardOffer>,
    /// Owned rewards chosen to be included in the next play.
    pub chosen_for_next_play: Vec<String>,
}

impl CampaignProgress {
    fn of(p: &domain::engine::Progress) -> CampaignProgress {
        CampaignProgress {
            table: CampaignTally::of(&p.table),
            members: p
                .members
                .iter()
                .map(|(id, tally)| MemberProgress {
                    member_id: *id,
                    tally: CampaignTally::of(tally),
                })
                .collect(),
            rewards: p
                .rewards
                .iter()
                .map(|(slot, reward)| CampaignReward {
                    slot: slot.clone(),
                    reward: reward.clone(),
                })
                .collect(),
            offers: p
                .offers
                .iter()
                .map(|(play, offer)| RewardOffer {
                    play_id: *play,
                    slot: offer.slot.clone(),
                    reward: offer.reward.clone(),
                })
                .collect(),
            chosen_for_next_play: p.chosen_for_next_play.iter().cloned().collect(),
        }
    }
}

/// One event of a campaign's stream, as stored.
pub struct CampaignEvent(StoredEvent);

#[Object]
impl CampaignEvent {
    async fn version(&self) -> u64 {
        self.0.version
    }

    /// `campaign.<Name>`.
    async fn event_type(&self) -> &str {
        &self.0.event_type
    }

    async fn schema_version(&self) -> i32 {
        self.0.schema_version
    }

    async fn recorded_at(&self) -> &str {
        &self.0.recorded_at
    }

    /// The member whose command it was; null for what the server recorded (a play's end).
    async fn actor_player(&self) -> Option<Uuid> {
        self.0.metadata.actor_player
    }

    /// The command that stored it: a play's start and end share theirs with the game's
    /// events stored in the same append.
    async fn command_id(&self) -> Uuid {
        self.0.metadata.command_id
    }

    async fn payload_json(&self) -> Json<&serde_json::Value> {
        Json(&self.0.payload)
    }
}

/// A campaign as listed: its row, without folding its stream.
#[derive(SimpleObject)]
pub struct CampaignListItem {
    pub id: Uuid,
    pub kind: GameKind,
    pub name: String,
    pub version: u64,
    /// Plays counted (recorded and not struck).
    pub plays: u32,
    pub created_by: Uuid,
    pub member_ids: Vec<Uuid>,
    pub created_at: String,
    pub updated_at: String,
}

impl From<CampaignListing> for CampaignListItem {
    fn from(c: CampaignListing) -> Self {
        CampaignListItem {
            id: c.summary.id,
            kind: c.summary.kind,
            name: c.summary.name,
            version: c.summary.version,
            plays: c.summary.plays,
            created_by: c.summary.created_by,
            member_ids: c.summary.members,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

/// A Relay connection of campaigns, newest first.
#[derive(SimpleObject)]
pub struct CampaignConnection {
    pub edges: Vec<CampaignEdge>,
    pub page_info: PageInfo,
}

#[derive(SimpleObject)]
pub struct CampaignEdge {
    pub cursor: String,
    pub node: CampaignListItem,
}

#[derive(Default)]
pub struct CampaignQuery;

#[Object]
impl CampaignQuery {
    /// One campaign, folded from its events.
    async fn campaign(&self, ctx: &Context<'_>, id: Uuid) -> GqlResult<Campaign> {
        let record = ctx
            .data_unchecked::<Tabletop>()
            .load_campaign(id)
            .await
            .gql()?;
        Ok(Campaign(record))
    }

    /// Campaigns, newest first, as a Relay connection.
    async fn campaigns(
        &self,
        ctx: &Context<'_>,
        filter: Option<CampaignFilter>,
        #[graphql(default = 20)] first: u32,
        after: Option<String>,
    ) -> GqlResult<CampaignConnection> {
        let max = ctx.data_unchecked::<super::data::PageLimit>().0;
        if first == 0 || first > max {
            return Err(bad_input(format!("`first` must be between 1 and {max}")));
        }
        let page = ctx
            .data_unchecked::<Tabletop>()
            .list_campaigns(&filter.unwrap_or_default(), first, after.as_deref())
            .await
            .gql()?;
        let end_cursor = page.items.last().map(|(c, _)| c.clone());
        Ok(CampaignConnection {
            edges: page
                .items
                .into_iter()
                .map(|(cursor, listing)| CampaignEdge {
                    cursor,
                    node: listing.into(),
                })
                .collect(),
            page_info: PageInfo {
                has_next_page: page.has_next_page,
                end_cursor,
            },
        })
    }
}

#[derive(InputObject)]
pub struct CreateCampaignInput {
    /// A kind whose `gameKinds` entry says `campaigns: true`.
    pub kind: GameKind,
    pub name: String,
}

#[derive(InputObject)]
pub struct StartCampaignPlayInput {
    pub campaign_id: Uuid,
    /// The table's options; the kind's defaults when left out. The campaign's setup
    /// (unsealed skills, rewards included) is added by the server.
    pub options: Option<OptionsInput>,
    pub seats: u8,
    pub title: Option<String>,
    /// The members who will sit (the caller among them); only the caller when left out.
    #[graphql(default)]
    pub members: Vec<Uuid>,
    /// The play's clock, takeover bot and undo (docs/table-life.md); none when left out.
    pub table: Option<TableRulesInput>,
}

#[derive(Default)]
pub struct CampaignMutation;

async fn command(ctx: &Context<'_>, campaign_id: Uuid, command: Command) -> GqlResult<Campaign> {
    let player = ctx.data_unchecked::<Caller>().require()?;
    let record = ctx
        .data_unchecked::<Tabletop>()
        .campaign_command(player, campaign_id, command)
        .await
        .gql()?;
    Ok(Campaign(record))
}

#[Object]
impl CampaignMutation {
    /// Open a campaign; the caller is its first member.
    async fn create_campaign(
        &self,
        ctx: &Context<'_>,
        input: CreateCampaignInput,
    ) -> GqlResult<Campaign> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let record = ctx
            .data_unchecked::<Tabletop>()
            .create_campaign(player, input.kind, input.name)
            .await
            .gql()?;
        Ok(Campaign(record))
    }

    /// Become a member of a campaign.
    async fn join_campaign(&self, ctx: &Context<'_>, campaign_id: Uuid) -> GqlResult<Campaign> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let record = ctx
            .data_unchecked::<Tabletop>()
            .join_campaign(player, campaign_id)
            .await
            .gql()?;
        Ok(Campaign(record))
    }

    /// Open a table for the campaign's next play, set up from its progress now. The
    /// table is then filled (by the members named, and bots) and started as any other.
    async fn start_campaign_play(
        &self,
        ctx: &Context<'_>,
        input: StartCampaignPlayInput,
    ) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .start_campaign_play_with(
                player,
                input.campaign_id,
                input.options.map(Into::into),
                (input.seats, input.title, input.members),
                input.table.unwrap_or_default().into(),
            )
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Strike a recorded play from the progress, saying why. Any member may; the play
    /// stays in the log with who struck it.
    async fn strike_campaign_play(
        &self,
        ctx: &Context<'_>,
        campaign_id: Uuid,
        play_id: Uuid,
        reason: String,
    ) -> GqlResult<Campaign> {
        let strike = Command::StrikePlay(campaign::command::StrikePlay { play_id, reason });
        command(ctx, campaign_id, strike).await
    }

    /// Keep the reward a slot holds, declining the one `playId` brought.
    async fn keep_campaign_reward(
        &self,
        ctx: &Context<'_>,
        campaign_id: Uuid,
        play_id: Uuid,
    ) -> GqlResult<Campaign> {
        let keep = Command::KeepReward(campaign::command::RewardDecision { play_id });
        command(ctx, campaign_id, keep).await
    }

    /// Take the reward `playId` brought in place of the one its slot holds.
    async fn swap_campaign_reward(
        &self,
        ctx: &Context<'_>,
        campaign_id: Uuid,
        play_id: Uuid,
    ) -> GqlResult<Campaign> {
        let swap = Command::SwapReward(campaign::command::RewardDecision { play_id });
        command(ctx, campaign_id, swap).await
    }

    /// Choose the owned rewards to include in the next play (replaces any earlier choice).
    async fn choose_campaign_rewards(
        &self,
        ctx: &Context<'_>,
        campaign_id: Uuid,
        rewards: Vec<String>,
    ) -> GqlResult<Campaign> {
        let choose =
            Command::ChooseRewardsForNextPlay(campaign::command::ChooseRewardsForNextPlay {
                rewards: rewards.into_iter().collect(),
            });
        command(ctx, campaign_id, choose).await
    }
}

#[derive(Default)]
pub struct CampaignSubscription;

#[Subscription]
impl CampaignSubscription {
    /// Every event of the campaign after `afterVersion`, then each new one as it is
    /// stored: each version exactly once, in order, as `gameEvents` does for a game.
    async fn campaign_events(
        &self,
        ctx: &Context<'_>,
        campaign_id: Uuid,
        #[graphql(default = 0)] after_version: u64,
    ) -> async_graphql::Result<BoxStream<'static, GqlResult<CampaignEvent>>> {
        let tabletop = ctx.data_unchecked::<Tabletop>().clone();
        let wakeups = tabletop.wakeups();
        // Refuses an unknown id, and a game's id: only a campaign's stream is read here.
        tabletop.load_campaign(campaign_id).await.gql()?;
        let slot = super::subscription::slot(ctx)?;
        let shutdown = ctx.data_opt::<crate::lifecycle::Shutdown>().cloned();
        let stream = live::campaign_events_after(tabletop, wakeups, campaign_id, after_version)
            .map(|item| item.map(CampaignEvent).gql());
        Ok(live::served(stream, slot, shutdown).boxed())
    }
}
