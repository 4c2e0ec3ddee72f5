//! Campaigns: their own streams, beside the games played from them (DESIGN.md section 8).
//!
//! A campaign's commands are decided on its folded stream like a game's, and appended
//! alone. Two writes cross streams, each in one append with the game's events, so that
//! neither stream can hold one half: a play's start (the game's `GameCreated`, naming the
//! campaign version it was set up from, with the campaign's `PlayStarted`), and a play's
//! end (the game's last events with the campaign's `PlayRecorded`, see `append.rs`).

use serde_json::Value;
use uuid::Uuid;

use crate::campaign::event::PlaySeat;
use crate::campaign::{self, Actor, CampaignState, Command};
use crate::catalog::{AnyOptions, GameKind};
use crate::engine::{CampaignRules, RuleError, Seat};

use super::error::AppError;
use super::lobby::CampaignLink;
use super::new_table::NewTable;
use super::ports::is_games_cursor;
use super::ports::{StoreError, StreamWrite};
use super::records::{
    CampaignFilter, CampaignListing, CampaignSummary, EventMetadata, NewEvent, Page, Player,
    StoredEvent,
};
use super::service::Tabletop;
use super::session::GameSession;
use super::table_life::TableRules;

/// How often a campaign write is decided again after another append moved the campaign
/// first. Each retry folds the campaign anew; running out means the campaign is being
/// written faster than it can be read, which a client may retry later.
pub(super) const CAMPAIGN_RETRIES: usize = 16;

/// A campaign stream folded, with when it began and last changed.
#[derive(Debug, Clone, PartialEq)]
pub struct CampaignRecord {
    pub id: Uuid,
    pub state: CampaignState,
    pub created_at: String,
    pub updated_at: String,
}

impl CampaignRecord {
    pub fn kind(&self) -> Option<GameKind> {
        self.state.kind
    }

    /// The record after `events`, decided on it and just stored as `stored`: what a read
    /// of the stream would fold to, without reading it again.
    fn after(mut self, events: &[campaign::Event], stored: &[StoredEvent]) -> CampaignRecord {
        for event in events {
            campaign::evolve(&mut self.state, event);
        }
        if let Some(last) = stored.last() {
            self.updated_at = last.recorded_at.clone();
        }
        self
    }
}

/// A campaign refusal as the API's codes: malformed input is `BAD_INPUT`, a stranger
/// acting is `FORBIDDEN`, an unknown campaign `NOT_FOUND`; the campaign's own rules keep
/// their codes under `RULE_VIOLATION`.
pub(super) fn refused(e: RuleError) -> AppError {
    match e.code.as_ref() {
        "BAD_INPUT" => AppError::BadInput(e.message),
        "NOT_A_MEMBER" | "SEAT_NOT_A_MEMBER" => AppError::Forbidden(e.message),
        "NO_CAMPAIGN" => AppError::NotFound(e.message),
        _ => AppError::Rule(e),
    }
}

/// The campaign's events as the versions after `state`, in stored form. Event ids come
/// from the command id under their own name space, so that they never meet the ids of a
/// game's events of the same command.
pub(super) fn campaign_write(
    id: Uuid,
    state: &CampaignState,
    command_id: Uuid,
    actor: Option<Uuid>,
    events: &[campaign::Event],
) -> StreamWrite {
    let new_events = events
        .iter()
        .enumerate()
        .map(|(i, event)| {
            let (event_type, schema_version, payload) = event.to_stored();
            NewEvent {
                event_id: campaign_event_id(command_id, i),
                event_type,
                schema_version,
                payload,
                metadata: EventMetadata {
                    command_id,
                    correlation_id: command_id,
                    actor_player: actor,
                    actor_seat: None,
                    rules_revision: None,
                },
            }
        })
        .collect();
    let mut after = state.clone();
    for event in events {
        campaign::evolve(&mut after, event);
    }
    StreamWrite {
        stream_id: id,
        expected_version: state.version,
        events: new_events,
        summary: None,
        campaign: campaign_summary(id, &after),
        recorded_at: None,
    }
}

/// The campaign's row in the list, once it exists.
pub(super) fn campaign_summary(id: Uuid, state: &CampaignState) -> Option<CampaignSummary> {
    Some(CampaignSummary {
        id,
        kind: state.kind?,
        name: state.name.clone(),
        version: state.version,
        plays: state.plays.iter().filter(|p| p.counts()).count() as u32,
        created_by: state.created_by?,
        members: state.members.iter().map(|m| m.player_id).collect(),
    })
}

fn campaign_event_id(command_id: Uuid, i: usize) -> Uuid {
    let mut name = b"campaign".to_vec();
    name.extend_from_slice(&(i as u64).to_le_bytes());
    Uuid::new_v5(&command_id, &name)
}

/// Whether a stored event is a campaign's (`campaign.<Name>`), not a game's.
pub(super) fn is_campaign_event(e: &StoredEvent) -> bool {
    e.event_type
        .strip_prefix(campaign::event::PREFIX)
        .is_some_and(|rest| rest.starts_with('.'))
}

/// Fold stored campaign events (oldest first) into a record. `None` for no events.
pub fn fold_campaign(id: Uuid, stored: &[StoredEvent]) -> Result<Option<CampaignRecord>, AppError> {
    let (Some(first), Some(last)) = (stored.first(), stored.last()) else {
        return Ok(None);
    };
    if !is_campaign_event(first) {
        // Another kind of stream (a game's) is not a campaign, and is never read as one.
        return Err(AppError::NotFound(format!("no campaign has the id {id}")));
    }
    let mut state = CampaignState::default();
    for e in stored {
        let event = campaign::Event::from_stored(&e.event_type, e.schema_version, &e.payload)
            .map_err(|m| AppError::Internal(format!("campaign {id}: {m}")))?;
        campaign::evolve(&mut state, &event);
        if state.version != e.version {
            return Err(AppError::Internal(format!(
                "campaign {id} has version {} where its fold is at {}",
                e.version, state.version
            )));
        }
    }
    if !state.is_created() {
        return Err(AppError::NotFound(format!("no campaign has the id {id}")));
    }
    Ok(Some(CampaignRecord {
        id,
        state,
        created_at: first.recorded_at.clone(),
        updated_at: last.recorded_at.clone(),
    }))
}

impl Tabletop {
    /// The campaign rules of `kind`, or the refusal of a campaign for a game without any.
    pub(super) fn rules_of(&self, kind: GameKind) -> Result<&'static dyn CampaignRules, AppError> {
        self.campaign_games.rules(kind).ok_or_else(|| {
            AppError::BadInput(format!(
                "{} has no campaigns; only a game whose kind says `campaigns` can have one",
                kind.as_str()
            ))
        })
    }

    /// Campaigns, newest first, a page at a time.
    pub async fn list_campaigns(
        &self,
        filter: &CampaignFilter,
        first: u32,
        after: Option<&str>,
    ) -> Result<Page<CampaignListing>, AppError> {
        if let Some(cursor) = after
            && !is_games_cursor(cursor)
        {
            return Err(AppError::BadInput(
                "this cursor was not handed out by a campaigns page".into(),
            ));
        }
        Ok(self
            .ports
            .directory
            .list_campaigns(filter, first, after)
            .await?)
    }

    /// A campaign as its stream folds now.
    pub async fn load_campaign(&self, id: Uuid) -> Result<CampaignRecord, AppError> {
        let stored = self.ports.store.read_stream(id, 0, None).await?;
        fold_campaign(id, &stored)?
            .ok_or_else(|| AppError::NotFound(format!("no campaign has the id {id}")))
    }

    /// The campaign's stored events after `after_version`, at most `limit`.
    pub async fn campaign_events(
        &self,
        id: Uuid,
        after_version: u64,
        limit: Option<u64>,
    ) -> Result<Vec<StoredEvent>, AppError> {
        // Only a campaign's stream is read here: a game's events are never served
        // unredacted. Its first event says which it is, without folding the rest.
        let first = self.ports.store.read_stream(id, 0, Some(1)).await?;
        if !first.first().is_some_and(is_campaign_event) {
            return Err(AppError::NotFound(format!("no campaign has the id {id}")));
        }
        Ok(self
            .ports
            .store
            .read_stream(id, after_version, limit)
            .await?)
    }

    /// Open a campaign of `kind`; its creator is its first member.
    pub async fn create_campaign(
        &self,
        creator: &Player,
        kind: GameKind,
        name: String,
    ) -> Result<CampaignRecord, AppError> {
        let rules = self.rules_of(kind)?;
        let id = self.ports.ids.new_id();
        let command = Command::CreateCampaign(campaign::command::CreateCampaign {
            kind,
            name,
            creator_name: creator.name.clone(),
        });
        let state = CampaignState::default();
        let events = campaign::decide(&state, Actor::Player(creator.id), &command, rules)
            .map_err(refused)?;
        let write = campaign_write(
            id,
            &state,
            self.ports.ids.new_id(),
            Some(creator.id),
            &events,
        );
        let stored = self.ports.store.append(vec![write]).await?.concat();
        fold_campaign(id, &stored)?
            .ok_or_else(|| AppError::Internal(format!("campaign {id} stored no events")))
    }

    /// Decide a member's command on the campaign as it is now, and store it. A race with
    /// another write to the campaign (another command, a play ending) is decided again
    /// on the campaign after it, so neither is refused for it.
    pub async fn campaign_command(
        &self,
        player: &Player,
        id: Uuid,
        command: Command,
    ) -> Result<CampaignRecord, AppError> {
        if matches!(
            command,
            Command::CreateCampaign(_) | Command::StartPlay(_) | Command::RecordPlay(_)
        ) {
            return Err(AppError::BadInput(
                "create a campaign, start a play or record one through their own operations".into(),
            ));
        }
        let command_id = self.ports.ids.new_id();
        for _ in 0..CAMPAIGN_RETRIES {
            let record = self.load_campaign(id).await?;
            let kind = record.state.kind.ok_or_else(|| {
                AppError::Internal(format!("campaign {id} has no kind after its creation"))
            })?;
            let events = campaign::decide(
                &record.state,
                Actor::Player(player.id),
                &command,
                self.rules_of(kind)?,
            )
            .map_err(refused)?;
            let write = campaign_write(id, &record.state, command_id, Some(player.id), &events);
            match self.ports.store.append(vec![write]).await {
                Ok(stored) => return Ok(record.after(&events, &stored.concat())),
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
        Err(busy(id))
    }

    /// Become a member of a campaign.
    pub async fn join_campaign(
        &self,
        player: &Player,
        id: Uuid,
    ) -> Result<CampaignRecord, AppError> {
        let join = Command::JoinCampaign(campaign::command::JoinCampaign {
            name: player.name.clone(),
        });
        self.campaign_command(player, id, join).await
    }

    /// Open a table for a play of a campaign: the game's setup takes what the campaign's
    /// rules give it from the progress now, and the campaign records the play's start in
    /// the same append as the game's creation. Only `members` (the caller among them)
    /// may take its seats; the creator may add bots as at any table.
    pub async fn start_campaign_play(
        &self,
        player: &Player,
        campaign_id: Uuid,
        options: Option<AnyOptions>,
        seat_count: u8,
        title: Option<String>,
        members: Vec<Uuid>,
    ) -> Result<GameSession, AppError> {
        let play = (seat_count, title, members);
        self.start_campaign_play_with(player, campaign_id, options, play, TableRules::default())
            .await
    }

    /// `start_campaign_play`, with the play's table rules (clock, takeover bot, undo);
    /// `play` is its seat count, title and members.
    pub async fn start_campaign_play_with(
        &self,
        player: &Player,
        campaign_id: Uuid,
        options: Option<AnyOptions>,
        play: (u8, Option<String>, Vec<Uuid>),
        table_rules: TableRules,
    ) -> Result<GameSession, AppError> {
        let (seat_count, title, members) = play;
        let members = if members.is_empty() {
            vec![player.id]
        } else {
            members
        };
        if !members.contains(&player.id) {
            return Err(AppError::BadInput(
                "name yourself among the members of the play you start".into(),
            ));
        }
        let command_id = self.ports.ids.new_id();
        let game_id = self.ports.ids.new_id();
        for _ in 0..CAMPAIGN_RETRIES {
            let record = self.load_campaign(campaign_id).await?;
            let kind = record
                .state
                .kind
                .ok_or_else(|| AppError::Internal(format!("campaign {campaign_id} has no kind")))?;
            let rules = self.rules_of(kind)?;
            let options = options.clone().unwrap_or_else(|| kind.default_options());
            if options.kind() != kind {
                return Err(AppError::BadInput(format!(
                    "this is a {} campaign; give {} options",
                    kind.as_str(),
                    kind.as_str()
                )));
            }
            let start = Command::StartPlay(campaign::command::StartPlay {
                play_id: game_id,
                members: members.clone(),
            });
            let events = campaign::decide(&record.state, Actor::Player(player.id), &start, rules)
                .map_err(refused)?;
            let setup = match events.first() {
                Some(campaign::Event::PlayStarted(started)) => started.setup.clone(),
                _ => {
                    return Err(AppError::Internal(
                        "a play started without PlayStarted".into(),
                    ));
                }
            };
            let options = self.campaign_games.options(options, &setup)?;
            let link = CampaignLink {
                campaign_id,
                campaign_version: record.state.version,
                members: members.clone(),
            };
            let write = campaign_write(
                campaign_id,
                &record.state,
                command_id,
                Some(player.id),
                &events,
            );
            let table = NewTable {
                rules: table_rules,
                campaign: Some(link),
                beside: Some(write),
                ..NewTable::new(game_id, command_id, options, seat_count, title.clone())
            };
            match self.open_table(player, table).await {
                Err(AppError::Conflict { .. }) => continue,
                other => return other,
            }
        }
        Err(busy(campaign_id))
    }
}

fn busy(id: Uuid) -> AppError {
    AppError::Unavailable(format!(
        "campaign {id} moved {CAMPAIGN_RETRIES} times while a write to it was decided"
    ))
}

impl Tabletop {
    /// The campaign's part of the append that stores `next`: the play's record when
    /// `next` is the end of a campaign play, decided on the campaign as it is now.
    pub(super) async fn play_record(
        &self,
        session: &GameSession,
        next: &GameSession,
        command_id: Uuid,
    ) -> Result<Option<StreamWrite>, AppError> {
        let Some(link) = &next.campaign else {
            return Ok(None);
        };
        if session.is_over() || !next.is_over() {
            return Ok(None);
        }
        let outcome = next.state.outcome().ok_or_else(|| {
            AppError::Internal(format!("game {} is over without an outcome", next.id))
        })?;
        let seats = next
            .seats
            .iter()
            .enumerate()
            .map(|(i, holder)| PlaySeat {
                seat: Seat(i as u8),
                member: holder
                    .as_ref()
                    .filter(|h| h.bot.is_none())
                    .map(|h| h.player_id),
            })
            .collect();
        let record = Command::RecordPlay(campaign::command::RecordPlay {
            play_id: next.id,
            seats,
            outcome,
            result: self
                .campaign_games
                .result(&next.state)
                .unwrap_or(Value::Null),
        });
        let campaign = self.load_campaign(link.campaign_id).await?;
        let events = campaign::decide(
            &campaign.state,
            Actor::Server,
            &record,
            self.rules_of(next.kind)?,
        )
        // The game's own rules reported a result its campaign rules refuse: a bug in
        // that game, which must not end the play half recorded.
        .map_err(|e| {
            AppError::Internal(format!(
                "campaign {} refused the end of play {}: {e}",
                link.campaign_id, next.id
            ))
        })?;
        if events.is_empty() {
            return Ok(None);
        }
        Ok(Some(campaign_write(
            link.campaign_id,
            &campaign.state,
            command_id,
            None,
            &events,
        )))
    }
}
