//! Moving streams between servers: a campaign's export (its stream, then each of its plays'
//! streams) and the import of any export (games, campaigns, or both), in the NDJSON form of
//! `export.rs`.
//!
//! An import checks the whole file before it stores anything: every stream must fold (a
//! game through its rules and content pack, a campaign through its own fold), and where a
//! stream already exists here, its stored events must be the file's, version for version.
//! Then it appends what this server lacks, one command's events at a time, keeping the
//! times they were first stored at. So importing one export twice changes nothing, an
//! export taken later adds only what happened since, and an import cut short is finished
//! by running it again.

use uuid::Uuid;

use super::campaigns::{campaign_summary, fold_campaign, is_campaign_event};
use super::content::PackShelf;
use super::error::AppError;
use super::export::Export;
use super::lobby::{LobbyEvent, StreamEvent};
use super::ports::{StoreError, StreamWrite};
use super::records::{
    CampaignFilter, CampaignSummary, GameFilter, GameSummary, NewEvent, StoredEvent,
};
use super::service::Tabletop;
use super::session::{GameSession, decode};

/// Why an import was refused. Nothing was stored for a refused file, except by a
/// `Store` error, after which running the same import again finishes it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ImportError {
    /// The file's stream does not fold: it is not a stream this server could have written.
    #[error("IMPORT_INVALID: stream {stream_id}: {problem}")]
    Invalid { stream_id: Uuid, problem: String },
    /// This server already holds other events under the file's ids.
    #[error("IMPORT_CONFLICT: stream {stream_id}: {problem}")]
    Conflict { stream_id: Uuid, problem: String },
    /// The file's players clash with this server's: each clash, one a line.
    #[error("IMPORT_NAME_CLASH: nothing was imported; rename or leave out these players:\n{}", .0.join("\n"))]
    NameClash(Vec<String>),
    #[error("{0}")]
    Store(AppError),
}

impl From<AppError> for ImportError {
    fn from(e: AppError) -> Self {
        ImportError::Store(e)
    }
}

/// What a stream of an import is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamKind {
    Game,
    Campaign,
}

/// One stream of an import: how many events the file held and how many were new here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedStream {
    pub stream_id: Uuid,
    pub kind: StreamKind,
    pub events: usize,
    pub added: usize,
}

/// What `tabletop export` writes.
#[derive(Debug, Clone, Default)]
pub struct ExportRequest {
    pub games: Vec<Uuid>,
    pub campaigns: Vec<Uuid>,
    /// Also every game this filter lists.
    pub filter: Option<GameFilter>,
    /// Every game, every campaign and every player.
    pub all: bool,
    /// With the players' token hashes: for moving a server, so everyone keeps signing in.
    pub with_tokens: bool,
}

impl Tabletop {
    /// An export: the campaigns asked for (each with its plays), then the games not among
    /// those plays, each stream once; and the players they name (every player for `all`).
    pub async fn export(&self, request: &ExportRequest) -> Result<Export, AppError> {
        let mut campaigns = request.campaigns.clone();
        let mut games = request.games.clone();
        if request.all {
            campaigns.extend(
                self.every_page(|after| async move {
                    let page = self
                        .list_campaigns(&CampaignFilter::default(), 200, after.as_deref())
                        .await?;
                    Ok(page
                        .items
                        .into_iter()
                        .map(|(c, l)| (c, l.summary.id))
                        .collect::<Vec<_>>())
                })
                .await?,
            );
        }
        let filter = match (&request.filter, request.all) {
            (_, true) => Some(GameFilter::default()),
            (f, false) => f.clone(),
        };
        if let Some(filter) = filter {
            games.extend(
                self.every_page(|after| {
                    let filter = filter.clone();
                    async move {
                        let page = self.list_games(&filter, 200, after.as_deref()).await?;
                        Ok(page
                            .items
                            .into_iter()
                            .map(|(c, g)| (c, g.id))
                            .collect::<Vec<_>>())
                    }
                })
                .await?,
            );
        }
        let mut events: Vec<StoredEvent> = Vec::new();
        let mut streams = std::collections::HashSet::new();
        for id in dedup(campaigns) {
            // Streams new to the file, whole: a play may belong to a campaign listed twice.
            let mut taken = std::collections::HashSet::new();
            for e in self.export_campaign(id).await? {
                if e.version == 1 && streams.insert(e.stream_id) {
                    taken.insert(e.stream_id);
                }
                if taken.contains(&e.stream_id) {
                    events.push(e);
                }
            }
        }
        let games: Vec<Uuid> = dedup(games)
            .into_iter()
            .filter(|id| streams.insert(*id))
            .collect();
        events.extend(self.export_games(&games).await?);
        let players = self
            .export_players(&events, request.all, request.with_tokens)
            .await?;
        Ok(Export { players, events })
    }

    /// Every item of a keyset-paginated list, oldest first (lists are newest first), so an
    /// import creates them in their order; `page` reads the page after a cursor and gives
    /// each item with its cursor.
    async fn every_page<F, Fut>(&self, page: F) -> Result<Vec<Uuid>, AppError>
    where
        F: Fn(Option<String>) -> Fut,
        Fut: std::future::Future<Output = Result<Vec<(String, Uuid)>, AppError>>,
    {
        let mut out = Vec::new();
        let mut after = None;
        loop {
            let items = page(after.take()).await?;
            if items.is_empty() {
                out.reverse();
                return Ok(out);
            }
            after = items.last().map(|(c, _)| c.clone());
            out.extend(items.into_iter().map(|(_, id)| id));
        }
    }

    /// A campaign's stream followed by the streams of its plays, in the order they started.
    /// Like a game's export, it holds the secrets of plays that are not over.
    pub async fn export_campaign(&self, id: Uuid) -> Result<Vec<StoredEvent>, AppError> {
        let mut out = self.ports.store.read_stream(id, 0, None).await?;
        let record = fold_campaign(id, &out)?
            .ok_or_else(|| AppError::NotFound(format!("no campaign has the id {id}")))?;
        for play in &record.state.plays {
            out.extend(self.ports.store.read_stream(play.id(), 0, None).await?);
        }
        Ok(out)
    }

    /// Store the streams of an export (`export::parse_ndjson`) that this server lacks.
    pub async fn import_events(
        &self,
        events: Vec<StoredEvent>,
    ) -> Result<Vec<ImportedStream>, ImportError> {
        Ok(self
            .import(Export {
                players: Vec::new(),
                events,
            })
            .await?
            .streams)
    }

    /// Store what an export (`export::parse_export`) holds that this server lacks: its
    /// players, then its streams. The whole file is checked first (players' names, every
    /// stream's fold, stored events), so a refused file stores nothing.
    pub async fn import(&self, export: Export) -> Result<Imported, ImportError> {
        let players = self.players_to_add(&export.players).await?;
        let plans = self.plan(export.events).await?;
        for player in &players {
            self.ports
                .players
                .add_player(player)
                .await
                .map_err(|e| match e {
                    // Registered between the check and now.
                    StoreError::Duplicate(_) => ImportError::NameClash(vec![format!(
                        "the name {:?} of player {} was taken here during the import",
                        player.name, player.id
                    )]),
                    other => ImportError::Store(other.into()),
                })?;
        }
        Ok(Imported {
            players: export.players.len(),
            players_added: players.len(),
            streams: self.store_plans(plans).await?,
        })
    }

    /// Each stream of the file with what this server stores of it, once every stream folds
    /// and none conflicts with a stored one.
    async fn plan(&self, events: Vec<StoredEvent>) -> Result<Vec<Plan>, ImportError> {
        let streams = by_stream(events);
        let mut plans = Vec::with_capacity(streams.len());
        for (stream_id, events) in streams {
            let kind = self.check_folds(stream_id, &events).await?;
            let present = self
                .ports
                .store
                .read_stream(stream_id, 0, None)
                .await
                .map_err(AppError::from)?;
            if let Some((mine, theirs)) =
                present.iter().zip(&events).find(|(a, b)| !same_event(a, b))
            {
                return Err(ImportError::Conflict {
                    stream_id,
                    problem: format!(
                        "version {} here is event {} ({}), the file's is event {} ({})",
                        mine.version,
                        mine.event_id,
                        mine.event_type,
                        theirs.event_id,
                        theirs.event_type
                    ),
                });
            }
            plans.push((stream_id, kind, events, present.len()));
        }
        Ok(plans)
    }

    /// Append what the planned streams lack, one command's events at a time.
    async fn store_plans(&self, plans: Vec<Plan>) -> Result<Vec<ImportedStream>, ImportError> {
        let mut report = Vec::with_capacity(plans.len());
        for (stream_id, kind, events, present) in plans {
            let mut fold = Fold::new(kind);
            fold.advance(&events[..present], &self.shelf)?;
            for (start, end) in commands(&events).filter(|&(_, end)| end > present) {
                let start = start.max(present);
                fold.advance(&events[start..end], &self.shelf)?;
                let (summary, campaign) = fold.rows(stream_id);
                let write = StreamWrite {
                    stream_id,
                    expected_version: start as u64,
                    events: events[start..end].iter().map(NewEvent::from).collect(),
                    summary,
                    campaign,
                    recorded_at: Some(events[end - 1].recorded_at.clone()),
                };
                self.ports.store.append(vec![write]).await.map_err(|e| match e {
                    StoreError::DuplicateCommand => ImportError::Conflict {
                        stream_id,
                        problem: format!(
                            "the event ids of versions {}..={end} are stored here in another stream",
                            start + 1
                        ),
                    },
                    other => ImportError::Store(other.into()),
                })?;
            }
            report.push(ImportedStream {
                stream_id,
                kind,
                events: events.len(),
                added: events.len().saturating_sub(present),
            });
        }
        Ok(report)
    }

    /// Which kind of stream `events` is, once it is known to fold as one.
    async fn check_folds(
        &self,
        stream_id: Uuid,
        events: &[StoredEvent],
    ) -> Result<StreamKind, ImportError> {
        let invalid = |e: AppError| ImportError::Invalid {
            stream_id,
            problem: match e {
                AppError::Internal(m) | AppError::NotFound(m) => m,
                other => other.to_string(),
            },
        };
        if events.first().is_some_and(is_campaign_event) {
            fold_campaign(stream_id, events).map_err(invalid)?;
            Ok(StreamKind::Campaign)
        } else {
            // A game set up with a pack this process has not seen folds once it is read
            // from the store; a pack stored nowhere here makes the stream invalid.
            if let Some(Ok(StreamEvent::Lobby(LobbyEvent::GameCreated(created)))) =
                events.first().map(decode)
            {
                self.fetch_pack(created.kind, created.content.as_ref())
                    .await
                    .map_err(invalid)?;
            }
            GameSession::fold_with(stream_id, None, events, &self.shelf).map_err(invalid)?;
            Ok(StreamKind::Game)
        }
    }
}

/// A stream of the file: its id, kind and events, and how many of them are stored here.
type Plan = (Uuid, StreamKind, Vec<StoredEvent>, usize);

/// What an import stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    /// The file's players, and how many of them were new here.
    pub players: usize,
    pub players_added: usize,
    pub streams: Vec<ImportedStream>,
}

/// A stream folded as far as it is stored, for the read-model row of each append.
enum Fold {
    Game(Option<Box<GameSession>>),
    Campaign(Vec<StoredEvent>),
}

impl Fold {
    fn new(kind: StreamKind) -> Fold {
        match kind {
            StreamKind::Game => Fold::Game(None),
            StreamKind::Campaign => Fold::Campaign(Vec::new()),
        }
    }

    fn advance(&mut self, events: &[StoredEvent], shelf: &PackShelf) -> Result<(), AppError> {
        let Some(id) = events.first().map(|e| e.stream_id) else {
            return Ok(());
        };
        match self {
            Fold::Game(session) => {
                let folded = GameSession::fold_with(id, session.take().map(|s| *s), events, shelf)?;
                *session = Some(Box::new(folded));
            }
            // A campaign is a few dozen events: folding it again is simpler than keeping
            // its state in step by hand.
            Fold::Campaign(seen) => seen.extend_from_slice(events),
        }
        Ok(())
    }

    /// The `games` or `campaigns` row after the events folded so far.
    fn rows(&self, stream_id: Uuid) -> (Option<GameSummary>, Option<CampaignSummary>) {
        match self {
            Fold::Game(session) => (session.as_deref().map(GameSession::summary), None),
            Fold::Campaign(seen) => {
                let record = fold_campaign(stream_id, seen).ok().flatten();
                (
                    None,
                    record.and_then(|r| campaign_summary(stream_id, &r.state)),
                )
            }
        }
    }
}

/// `ids` without repeats, in their first order.
fn dedup(ids: Vec<Uuid>) -> Vec<Uuid> {
    let mut seen = std::collections::HashSet::new();
    ids.into_iter().filter(|id| seen.insert(*id)).collect()
}

/// The file's events per stream, streams in the order they first appear.
fn by_stream(events: Vec<StoredEvent>) -> Vec<(Uuid, Vec<StoredEvent>)> {
    let mut streams: Vec<(Uuid, Vec<StoredEvent>)> = Vec::new();
    for event in events {
        match streams.iter_mut().find(|(id, _)| *id == event.stream_id) {
            Some((_, list)) => list.push(event),
            None => streams.push((event.stream_id, vec![event])),
        }
    }
    streams
}

/// The `(start, end)` ranges of one stream's events that one command stored together: the
/// same command id and the same time.
fn commands(events: &[StoredEvent]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = 0;
    std::iter::from_fn(move || {
        let first = events.get(start)?;
        let len = events[start..]
            .iter()
            .take_while(|e| {
                e.metadata.command_id == first.metadata.command_id
                    && e.recorded_at == first.recorded_at
            })
            .count();
        let range = (start, start + len);
        start += len;
        Some(range)
    })
}

/// Whether two stored events are the same event, wherever they were stored.
fn same_event(a: &StoredEvent, b: &StoredEvent) -> bool {
    a.version == b.version
        && a.event_id == b.event_id
        && a.event_type == b.event_type
        && a.schema_version == b.schema_version
        && a.payload == b.payload
        && a.metadata == b.metadata
}
