use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, SecondsFormat, Utc};

use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::content::{ContentStore, PackShelf, StoredPack};
use crate::catalog::{AnyCommand, AnyOptions, AnyPack, ContentPacks, GameKind};
use crate::engine::ContentRef;
use crate::engine::{BotPolicy, GameRng, RuleError, Seat};

use super::cache::{DEFAULT_STATE_CACHE_GAMES, StateCache};
use super::error::AppError;
use super::lobby::{
    GameCreated, GameStarted, LobbyEvent, SeatClaimed, SeatGivenToBot, StreamEvent,
};
use super::ports::{
    Clock, EventStore, GameDirectory, IdGen, PlayerRegistry, StoreError, StreamWrite, Wakeup,
};
use super::records::{EventMetadata, NewEvent, Player, Snapshot, StoredEvent};
use super::session::{GameSession, SeatHolder, decode, encode_hex};
use super::text::{GameTitle, PlayerName};

/// Version of the serialized `GameSession` around a game's state in snapshots.
const SNAPSHOT_SCHEMA_VERSION: i32 = 1;

/// The version a snapshot of this kind is stored under: the session's shape and the game's
/// own `STATE_VERSION`, so a change to either makes older snapshots be ignored.
pub(super) fn snapshot_version(kind: GameKind) -> i32 {
    SNAPSHOT_SCHEMA_VERSION * 1000 + kind.state_version()
}

/// Whether a stored snapshot was written under today's shapes; its kind is read first, so
/// a snapshot of an older shape is never deserialised into today's types.
fn snapshot_is_current(s: &Snapshot) -> bool {
    s.state
        .get("kind")
        .and_then(|k| serde_json::from_value::<GameKind>(k.clone()).ok())
        .is_some_and(|kind| s.schema_version == snapshot_version(kind))
}
/// A snapshot is written whenever a stream crosses a multiple of this many events.
const SNAPSHOT_EVERY: u64 = 100;
/// Bound on bot moves in one drive, so a faulty policy cannot spin forever.
const MAX_BOT_STEPS: usize = 100_000;
/// How long a bearer token is accepted unless configured otherwise.
pub const DEFAULT_TOKEN_TTL: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The adapters the use cases run on.
#[derive(Clone)]
pub struct Ports {
    pub store: Arc<dyn EventStore>,
    pub directory: Arc<dyn GameDirectory>,
    pub players: Arc<dyn PlayerRegistry>,
    pub clock: Arc<dyn Clock>,
    pub ids: Arc<dyn IdGen>,
    pub content: Arc<dyn ContentStore>,
}

/// What a command did: the version it produced and the events it stored.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandReceipt {
    pub version: u64,
    pub events: Vec<StoredEvent>,
    /// True when this command id had already been applied and its first result is returned.
    pub replayed: bool,
    /// The game right after this command, when nothing moved it on since (no bot seat
    /// played after it and it is not a replay): the answer needs no read of the store.
    /// `None`: load the game for the answer.
    pub session: Option<Box<GameSession>>,
}

/// Tabletop's use cases.
#[derive(Clone)]
pub struct Tabletop {
    ports: Ports,
    content: ContentPacks,
    /// Every pack this server has parsed, by hash; shared by clones.
    shelf: Arc<PackShelf>,
    token_ttl: Duration,
    /// Shared by clones: every request of one server sees the same folded games.
    cache: Arc<StateCache>,
}

/// What an append did.
enum Appended {
    /// Stored now: the events as stored and the game after them.
    Stored {
        events: Vec<StoredEvent>,
        // Boxed: a folded game is far larger than the other variant.
        session: Box<GameSession>,
    },
    /// Events of this command id were stored before (a retry, or a racing copy of the
    /// same command); nothing was written.
    AlreadyApplied,
}

impl Appended {
    /// For commands with a fresh id, which cannot have been stored before.
    fn fresh(self) -> Result<(Vec<StoredEvent>, GameSession), AppError> {
        match self {
            Appended::Stored { events, session } => Ok((events, *session)),
            Appended::AlreadyApplied => Err(AppError::Internal(
                "a freshly generated command id was already stored".into(),
            )),
        }
    }
}

fn parse_time(rfc3339: &str) -> Result<DateTime<Utc>, AppError> {
    DateTime::parse_from_rfc3339(rfc3339)
        .map(|at| at.with_timezone(&Utc))
        .map_err(|e| AppError::Internal(format!("{rfc3339:?} is not an RFC 3339 time: {e}")))
}

/// Hex SHA-256 of a bearer token: what the registry stores instead of the token.
pub fn token_hash(token: &str) -> String {
    encode_hex(&Sha256::digest(token.as_bytes()))
}

impl Tabletop {
    pub fn new(ports: Ports) -> Self {
        Self {
            ports,
            content: ContentPacks::default(),
            shelf: Arc::new(PackShelf::new()),
            token_ttl: DEFAULT_TOKEN_TTL,
            cache: Arc::new(StateCache::new(DEFAULT_STATE_CACHE_GAMES)),
        }
    }

    /// Issue tokens that are accepted for `ttl` after they are issued or renewed.
    pub fn with_token_ttl(mut self, ttl: Duration) -> Self {
        self.token_ttl = ttl;
        self
    }

    /// Keep at most `games` folded games in memory (0: none, every load folds from the
    /// store). See `cache.rs` for why a kept game is never served without a version check.
    pub fn with_state_cache(mut self, games: usize) -> Self {
        self.cache = Arc::new(StateCache::new(games));
        self
    }

    /// Set up new games with these packs instead of the embedded ones.
    pub fn with_content(mut self, content: ContentPacks) -> Self {
        for pack in content.iter() {
            self.shelf.insert(pack.clone());
        }
        self.content = content;
        self
    }

    /// Store the packs new games will be set up with (the configured ones and every kind's
    /// embedded pack), so games keep folding after the configuration or the binary moves
    /// on. Storing a pack twice stores it once.
    pub async fn store_content_packs(&self) -> Result<(), AppError> {
        for &kind in GameKind::ALL {
            let pack = self.pack_for_new_games(kind)?;
            self.save_pack(&pack).await?;
            if let Ok(embedded) = kind.embedded_pack() {
                self.save_pack(&embedded).await?;
            }
        }
        Ok(())
    }

    async fn save_pack(&self, pack: &AnyPack) -> Result<(), AppError> {
        self.ports
            .content
            .save_pack(&StoredPack {
                hash: pack.hash().to_owned(),
                kind: pack.kind(),
                name: pack.name().to_owned(),
                body: pack.body().to_owned(),
            })
            .await?;
        Ok(())
    }

    /// The pack new games of `kind` are set up with: the configured one, else the embedded.
    pub fn pack_for_new_games(&self, kind: GameKind) -> Result<AnyPack, AppError> {
        match self.content.get(kind) {
            Some(pack) => Ok(pack.clone()),
            None => kind
                .embedded_pack()
                .map_err(|e| AppError::Internal(format!("embedded content: {e}"))),
        }
    }

    /// Make sure the pack `content` names is on the shelf, reading it from the store if
    /// this process has not seen it (a game set up under another configuration).
    async fn fetch_pack(
        &self,
        kind: GameKind,
        content: Option<&ContentRef>,
    ) -> Result<(), AppError> {
        let Some(r) = content else {
            return Ok(());
        };
        if self.shelf.contains(&r.hash) {
            return Ok(());
        }
        let stored = self
            .ports
            .content
            .load_pack(&r.hash)
            .await?
            .ok_or_else(|| {
                AppError::Internal(format!(
                    "content pack {} ({}) is not stored",
                    r.name, r.hash
                ))
            })?;
        let pack = kind
            .pack_from_body(&stored.name, &stored.body)
            .map_err(|e| AppError::Internal(format!("stored content pack {}: {e}", r.hash)))?;
        self.shelf.insert(pack);
        Ok(())
    }

    /// The pack a started or starting game uses.
    async fn pack_of(&self, session: &GameSession) -> Result<AnyPack, AppError> {
        self.fetch_pack(session.kind, session.content.as_ref())
            .await?;
        self.shelf.resolve(session.kind, session.content.as_ref())
    }

    #[cfg(test)]
    pub(crate) fn cache_len(&self) -> usize {
        self.cache.len()
    }

    pub fn ports(&self) -> &Ports {
        &self.ports
    }

    /// Register a player; returns the player and its bearer token (shown only once).
    pub async fn register_player(&self, name: &str) -> Result<(Player, String), AppError> {
        let name = PlayerName::parse(name)?;
        let now = self.now()?;
        let token = self.new_token();
        let player = Player {
            id: self.ports.ids.new_id(),
            name: name.into_string(),
            token_hash: token_hash(&token),
            created_at: self.ports.clock.now(),
            token_expires_at: self.token_expiry(now)?,
        };
        self.ports.players.add_player(&player).await?;
        Ok((player, token))
    }

    /// The player a token acts for, if the token is known and has not expired.
    pub async fn authenticate(&self, token: &str) -> Result<Player, AppError> {
        let player = self
            .ports
            .players
            .player_by_token_hash(&token_hash(token))
            .await?
            .ok_or_else(|| AppError::Unauthenticated("this token is not valid".into()))?;
        if self.now()? >= parse_time(&player.token_expires_at)? {
            return Err(AppError::TokenExpired {
                expired_at: player.token_expires_at,
            });
        }
        Ok(player)
    }

    /// Swap a still-valid `token` for a fresh one with a full time to live; the old token
    /// stops working at once. The player keeps its id, name and seats.
    pub async fn renew_token(&self, token: &str) -> Result<(Player, String), AppError> {
        let mut player = self.authenticate(token).await?;
        let fresh = self.new_token();
        let fresh_hash = token_hash(&fresh);
        let expires_at = self.token_expiry(self.now()?)?;
        let replaced = self
            .ports
            .players
            .replace_token(player.id, &player.token_hash, &fresh_hash, &expires_at)
            .await?;
        if !replaced {
            return Err(AppError::Unauthenticated(
                "this token was renewed already; use the token that renewal returned".into(),
            ));
        }
        player.token_hash = fresh_hash;
        player.token_expires_at = expires_at;
        Ok((player, fresh))
    }

    fn new_token(&self) -> String {
        format!("tt_{}", encode_hex(&self.ports.ids.secret()))
    }

    fn now(&self) -> Result<DateTime<Utc>, AppError> {
        parse_time(&self.ports.clock.now())
    }

    fn token_expiry(&self, now: DateTime<Utc>) -> Result<String, AppError> {
        chrono::Duration::from_std(self.token_ttl)
            .ok()
            .and_then(|ttl| now.checked_add_signed(ttl))
            .map(|at| at.to_rfc3339_opts(SecondsFormat::Micros, true))
            .ok_or_else(|| {
                AppError::Internal(format!("token TTL {:?} is out of range", self.token_ttl))
            })
    }

    /// Open a new table. Nobody sits at it yet; the creator joins like anyone else.
    pub async fn create_game(
        &self,
        creator: &Player,
        options: AnyOptions,
        seat_count: u8,
        title: Option<String>,
    ) -> Result<GameSession, AppError> {
        let kind = options.kind();
        if !kind.seats().contains(&(seat_count as usize)) {
            return Err(AppError::BadInput(format!(
                "{} is played by {} to {} players, not {seat_count}",
                kind.as_str(),
                kind.seats().start(),
                kind.seats().end()
            )));
        }
        let title = match title {
            Some(title) => GameTitle::parse(title)?,
            None => GameTitle::default_for(&creator.name),
        }
        .into_string();
        // Setup must accept these options before anything is stored.
        let pack = self.pack_for_new_games(kind)?;
        kind.setup_with(
            &options,
            &Seat::all(seat_count as usize),
            &mut GameRng::from_u64(0),
            &pack,
        )?;
        let id = self.ports.ids.new_id();
        let seed = self.ports.ids.secret();
        let created = StreamEvent::Lobby(LobbyEvent::GameCreated(GameCreated {
            kind,
            title,
            options: options.to_json(),
            seat_count,
            created_by: creator.id,
            seed: Some(encode_hex(&seed)),
            seed_commitment: GameRng::commitment(&seed),
            content: Some(pack.reference()),
        }));
        let now = self.ports.clock.now();
        let session = GameSession::start_from(id, &created, &now).ok_or_else(|| {
            AppError::Internal("a new game could not fold its first event".into())
        })?;
        let blank = GameSession {
            version: 0,
            ..session
        };
        let command_id = self.ports.ids.new_id();
        let (_, session) = self
            .append(&blank, command_id, Some(creator.id), None, vec![created])
            .await?
            .fresh()?;
        Ok(session)
    }

    /// Take a seat: the one asked for, or the first free one.
    pub async fn join_game(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<(GameSession, Seat), AppError> {
        let session = self.load(game_id).await?;
        let seat = free_seat(&session, seat)?;
        let event = StreamEvent::Lobby(LobbyEvent::SeatClaimed(SeatClaimed {
            seat,
            player_id: player.id,
            player_name: player.name.clone(),
        }));
        let (_, session) = self
            .append(
                &session,
                self.ports.ids.new_id(),
                Some(player.id),
                Some(seat),
                vec![event],
            )
            .await?
            .fresh()?;
        Ok((session, seat))
    }

    /// Give a seat (the one asked for, or the first free one) to a bot the server plays.
    /// Only the creator may, before the start.
    pub async fn add_bot(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
        policy: BotPolicy,
    ) -> Result<(GameSession, Seat), AppError> {
        let session = self.load(game_id).await?;
        if session.created_by != player.id {
            return Err(AppError::Forbidden(
                "only the player who created this game can add bots".into(),
            ));
        }
        let seat = free_seat(&session, seat)?;
        let event = StreamEvent::Lobby(LobbyEvent::SeatGivenToBot(SeatGivenToBot { seat, policy }));
        let (_, session) = self
            .append(
                &session,
                self.ports.ids.new_id(),
                Some(player.id),
                None,
                vec![event],
            )
            .await?
            .fresh()?;
        Ok((session, seat))
    }

    /// Start a full table: runs the game's setup. Only the creator may start.
    pub async fn start_game(
        &self,
        player: &Player,
        game_id: Uuid,
    ) -> Result<GameSession, AppError> {
        let session = self.load(game_id).await?;
        if session.created_by != player.id {
            return Err(AppError::Forbidden(
                "only the player who created this game can start it".into(),
            ));
        }
        if session.started {
            return Err(rule(
                "GAME_ALREADY_STARTED",
                "This game has already started",
            ));
        }
        let free = session.seats.iter().filter(|s| s.is_none()).count();
        if free > 0 {
            return Err(rule(
                "SEATS_EMPTY",
                format!("{free} seat(s) are still free; fill them before starting"),
            ));
        }
        let mut rng = GameRng::new(&session.seed, session.version);
        let pack = self.pack_of(&session).await?;
        let setup =
            session
                .kind
                .setup_with(&session.options, &session.seat_list(), &mut rng, &pack)?;
        let mut events = vec![StreamEvent::Lobby(LobbyEvent::GameStarted(GameStarted {
            started_by: player.id,
        }))];
        events.extend(setup.into_iter().map(StreamEvent::Game));
        let (_, session) = self
            .append(
                &session,
                self.ports.ids.new_id(),
                Some(player.id),
                None,
                events,
            )
            .await?
            .fresh()?;
        self.drive_bots_from(session).await?;
        self.load(game_id).await
    }

    /// Decide one command for one seat and store its events, all or nothing.
    ///
    /// A repeated `command_id` returns the first result and applies nothing again.
    pub async fn submit_command(
        &self,
        player: &Player,
        game_id: Uuid,
        expected_version: u64,
        command_id: Uuid,
        seat: Option<Seat>,
        command: AnyCommand,
    ) -> Result<CommandReceipt, AppError> {
        let attempt = CommandAttempt {
            player,
            expected_version,
            command_id,
            seat,
            command: &command,
        };
        // The kept game may be behind the store. A success proves it was not (the append
        // is checked against the stream's head); any refusal is judged again on the
        // store's current state, so the answer is always the one a cold fold would give.
        let outcome = match self.cache.get(game_id) {
            Some(kept) => match self.try_command(&kept, &attempt).await {
                Err(err) if !matches!(err, AppError::Unavailable(_)) => {
                    let current = self.load(game_id).await?;
                    if current.version == kept.version {
                        Err(err)
                    } else {
                        self.try_command(&current, &attempt).await
                    }
                }
                other => other,
            },
            None => {
                let current = self.load(game_id).await?;
                self.try_command(&current, &attempt).await
            }
        };
        match outcome {
            Ok(Appended::Stored { events, session }) => {
                let version = session.version;
                let session = if session.has_bots() {
                    // The command is stored whatever the bots do; a bot failure is retried
                    // by the next wake-up (see `drive_bots`).
                    let _ = self.drive_bots_from(*session).await;
                    None
                } else {
                    Some(session)
                };
                Ok(CommandReceipt {
                    version,
                    events,
                    replayed: false,
                    session,
                })
            }
            // A retry of a stored command is refused (its version has passed) or collides
            // with its own events; either way its first result is the answer.
            Ok(Appended::AlreadyApplied) => {
                self.replay(game_id, command_id, player)
                    .await?
                    .ok_or_else(|| {
                        // Event ids are unique across games; this one's were stored elsewhere.
                        AppError::BadInput(
                            "this command id was already used in another game; send a fresh one"
                                .into(),
                        )
                    })
            }
            Err(err @ AppError::Unavailable(_)) => Err(err),
            Err(err) => match self.replay(game_id, command_id, player).await? {
                Some(receipt) => Ok(receipt),
                None => Err(err),
            },
        }
    }

    /// Judge and store one command on `session`, as the store has it at `session.version`.
    async fn try_command(
        &self,
        session: &GameSession,
        attempt: &CommandAttempt<'_>,
    ) -> Result<Appended, AppError> {
        let seat = acting_seat(session, attempt.player, attempt.seat)?;
        if attempt.command.kind() != session.kind {
            return Err(AppError::BadInput(format!(
                "this is a {} game; send a {} command",
                session.kind.as_str(),
                session.kind.as_str()
            )));
        }
        if !session.started {
            return Err(rule("GAME_NOT_STARTED", "The game has not started yet"));
        }
        if session.is_over() {
            return Err(AppError::Rule(RuleError::game_over()));
        }
        if attempt.expected_version != session.version {
            return Err(AppError::Conflict {
                current_version: session.version,
            });
        }
        let mut rng = GameRng::new(&session.seed, session.version);
        let events = session.state.decide(seat, attempt.command, &mut rng)?;
        if events.is_empty() {
            // Nothing to store, so nothing would catch a repeated id; look it up instead.
            return Err(AppError::Internal("a command decided no events".into()));
        }
        let events = events.into_iter().map(StreamEvent::Game).collect();
        self.append(
            session,
            attempt.command_id,
            Some(attempt.player.id),
            Some(seat),
            events,
        )
        .await
    }

    /// The first result of `command_id`, if it was stored; only its sender may see it.
    async fn replay(
        &self,
        game_id: Uuid,
        command_id: Uuid,
        player: &Player,
    ) -> Result<Option<CommandReceipt>, AppError> {
        let Some(receipt) = self.earlier_result(game_id, command_id).await? else {
            return Ok(None);
        };
        if receipt
            .events
            .iter()
            .any(|e| e.metadata.actor_player != Some(player.id))
        {
            return Err(AppError::Forbidden(
                "this command id belongs to another player's command; send a fresh one".into(),
            ));
        }
        Ok(Some(receipt))
    }

    /// Play every decision owed by bot seats until a human must decide or the game ends.
    ///
    /// Safe to run from several places at once: a bot's command id is derived from the
    /// game and the version it decides on, so racing drivers store it once.
    pub async fn drive_bots(&self, game_id: Uuid) -> Result<(), AppError> {
        let session = self.load(game_id).await?;
        self.drive_bots_from(session).await
    }

    /// `drive_bots` for a wake-up. When this process already holds the game at the woken
    /// version or later (its own commits, and every wake-up it has handled), nothing is
    /// read from the store: the kept game says whether a bot is owed, and a bot's append
    /// is checked against the stream's head anyway.
    pub async fn drive_bots_after(&self, wakeup: Wakeup) -> Result<(), AppError> {
        match self.cache.get(wakeup.stream_id) {
            Some(kept) if kept.version >= wakeup.version => self.drive_bots_from(kept).await,
            _ => self.drive_bots(wakeup.stream_id).await,
        }
    }

    async fn drive_bots_from(&self, mut session: GameSession) -> Result<(), AppError> {
        let game_id = session.id;
        for _ in 0..MAX_BOT_STEPS {
            if !session.started || session.is_over() || !session.has_bots() {
                return Ok(());
            }
            let Some((seat, policy)) = session
                .state
                .prompts()
                .iter()
                .find_map(|p| session.bot_policy(p.seat).map(|policy| (p.seat, policy)))
            else {
                return Ok(());
            };
            let mut bot_rng = GameRng::new(&[&session.seed[..], b"bot"].concat(), session.version);
            let command = session
                .state
                .bot_command(seat, policy, &mut bot_rng)
                .ok_or_else(|| {
                    AppError::Internal(format!("the bot in {seat} has no legal command"))
                })?;
            let mut rng = GameRng::new(&session.seed, session.version);
            let events = session.state.decide(seat, &command, &mut rng)?;
            let events = events.into_iter().map(StreamEvent::Game).collect();
            let command_id =
                Uuid::new_v5(&game_id, format!("bot-move-{}", session.version).as_bytes());
            session = match self
                .append(&session, command_id, None, Some(seat), events)
                .await
            {
                Ok(Appended::Stored { session, .. }) => *session,
                // Another driver moved first (or stored this very move); look again.
                Ok(Appended::AlreadyApplied) | Err(AppError::Conflict { .. }) => {
                    self.load(game_id).await?
                }
                Err(e) => return Err(e),
            };
        }
        Err(AppError::Internal(format!(
            "bots in game {game_id} did not yield to a human"
        )))
    }

    async fn earlier_result(
        &self,
        game_id: Uuid,
        command_id: Uuid,
    ) -> Result<Option<CommandReceipt>, AppError> {
        let earlier = self
            .ports
            .store
            .events_of_command(game_id, command_id)
            .await?;
        Ok(earlier.last().map(|last| CommandReceipt {
            version: last.version,
            events: earlier.clone(),
            replayed: true,
            session: None,
        }))
    }

    /// The game as it is now: the kept fold plus whatever the store has after it (one
    /// read of the stream's tail), or a fold from the latest snapshot.
    pub async fn load(&self, game_id: Uuid) -> Result<GameSession, AppError> {
        let session = match self.cache.get(game_id) {
            Some(kept) => {
                let tail = self
                    .ports
                    .store
                    .read_stream(game_id, kept.version, None)
                    .await?;
                if tail.is_empty() {
                    return Ok(kept);
                }
                GameSession::fold_with(game_id, Some(kept), &tail, &self.shelf)?
            }
            None => self.load_until(game_id, None).await?,
        };
        self.cache.put(&session);
        Ok(session)
    }

    /// The game as it was at `version` (1 = just created).
    pub async fn load_at(&self, game_id: Uuid, version: u64) -> Result<GameSession, AppError> {
        let session = self.load_until(game_id, Some(version)).await?;
        if session.version < version {
            return Err(AppError::NotFound(format!(
                "this game has only {} versions",
                session.version
            )));
        }
        Ok(session)
    }

    async fn load_until(&self, game_id: Uuid, until: Option<u64>) -> Result<GameSession, AppError> {
        let store = &self.ports.store;
        let session = match store.load_snapshot(game_id).await? {
            Some(s) if snapshot_is_current(&s) && until.is_none_or(|v| s.version <= v) => {
                serde_json::from_value::<GameSession>(s.state).ok()
            }
            _ => None,
        };
        let after = session.as_ref().map_or(0, |s| s.version);
        let limit = until.map(|v| v.saturating_sub(after));
        let events = if limit == Some(0) {
            Vec::new()
        } else {
            store.read_stream(game_id, after, limit).await?
        };
        let content = match (&session, events.first().map(decode)) {
            (Some(s), _) => Some((s.kind, s.content.clone())),
            (None, Some(Ok(StreamEvent::Lobby(LobbyEvent::GameCreated(created))))) => {
                Some((created.kind, created.content))
            }
            _ => None,
        };
        if let Some((kind, content)) = content {
            self.fetch_pack(kind, content.as_ref()).await?;
        }
        GameSession::fold_with(game_id, session, &events, &self.shelf)
    }

    /// Stored events after `after`, decoded, oldest first.
    pub async fn events(
        &self,
        game_id: Uuid,
        after: u64,
        first: u64,
    ) -> Result<Vec<(StoredEvent, StreamEvent)>, AppError> {
        let stored = self
            .ports
            .store
            .read_stream(game_id, after, Some(first))
            .await?;
        stored
            .into_iter()
            .map(|s| decode(&s).map(|e| (s, e)))
            .collect()
    }

    /// Every stored event of these games, exactly as stored (not decoded, upcast or
    /// redacted), game after game: the body of an export (`export::to_ndjson`). An unknown
    /// id is `NotFound`, so an export never silently leaves a game out.
    pub async fn export_games(&self, game_ids: &[Uuid]) -> Result<Vec<StoredEvent>, AppError> {
        let mut out = Vec::new();
        for &id in game_ids {
            let events = self.ports.store.read_stream(id, 0, None).await?;
            if events.is_empty() {
                return Err(AppError::NotFound(format!("no game has the id {id}")));
            }
            out.extend(events);
        }
        Ok(out)
    }

    /// Store `events` as the versions after `session`, with the read model, and keep the
    /// resulting game. Refused with `Conflict` when the stream has moved past `session`.
    async fn append(
        &self,
        session: &GameSession,
        command_id: Uuid,
        actor_player: Option<Uuid>,
        actor_seat: Option<Seat>,
        events: Vec<StreamEvent>,
    ) -> Result<Appended, AppError> {
        let now = self.ports.clock.now();
        let mut next = session.clone();
        let mut new_events = Vec::with_capacity(events.len());
        for (i, event) in events.iter().enumerate() {
            let version = session.version + 1 + i as u64;
            if version == 1 {
                next = GameSession::start_from(session.id, event, &now).ok_or_else(|| {
                    AppError::Internal("stream must start with GameCreated".into())
                })?;
                next.attach_content(&self.shelf)?;
            } else {
                next.apply(event, version, &now);
            }
            let (event_type, schema_version, payload) = event.to_stored();
            new_events.push(NewEvent {
                event_id: Uuid::new_v5(&command_id, &(i as u64).to_le_bytes()),
                event_type,
                schema_version,
                payload,
                metadata: EventMetadata {
                    command_id,
                    correlation_id: command_id,
                    actor_player,
                    actor_seat,
                },
            });
        }
        let write = StreamWrite::game(session.version, new_events, next.summary());
        let stored = match self.ports.store.append(vec![write]).await {
            Ok(mut stored) if stored.len() == 1 => stored.remove(0),
            Ok(stored) => {
                return Err(AppError::Internal(format!(
                    "the store answered one write with {} lists of events",
                    stored.len()
                )));
            }
            Err(StoreError::DuplicateCommand) => return Ok(Appended::AlreadyApplied),
            Err(StoreError::Conflict {
                stream_id,
                current_version,
            }) => {
                // `currentVersion` tells the client where its game is; no other stream's
                // version may pass for it.
                return Err(if stream_id == session.id {
                    AppError::Conflict { current_version }
                } else {
                    AppError::Internal(format!("a conflict on stream {stream_id}, not written"))
                });
            }
            Err(e) => return Err(e.into()),
        };
        let version = next.version;
        if version / SNAPSHOT_EVERY > session.version / SNAPSHOT_EVERY
            && let Ok(state) = serde_json::to_value(&next)
        {
            // A snapshot is only a cache; failing to write one loses nothing.
            let _ = self
                .ports
                .store
                .save_snapshot(Snapshot {
                    stream_id: session.id,
                    version,
                    schema_version: snapshot_version(next.kind),
                    state,
                })
                .await;
        }
        self.cache.put(&next);
        Ok(Appended::Stored {
            events: stored,
            session: Box::new(next),
        })
    }
}

/// One player's command, as sent.
struct CommandAttempt<'a> {
    player: &'a Player,
    expected_version: u64,
    command_id: Uuid,
    seat: Option<Seat>,
    command: &'a AnyCommand,
}

/// The seat to fill at a table that has not started: the one asked for, or the first free one.
fn free_seat(session: &GameSession, seat: Option<Seat>) -> Result<Seat, AppError> {
    if session.started {
        return Err(rule(
            "GAME_ALREADY_STARTED",
            "This game has started; its seats can no longer change",
        ));
    }
    match seat {
        Some(seat) => match session.seats.get(seat.index()) {
            None => Err(AppError::BadInput(format!(
                "this table has no {seat}: its seats are numbered from 0 to {}",
                session.seats.len().saturating_sub(1)
            ))),
            Some(Some(_)) => Err(rule(
                "SEAT_TAKEN",
                format!("{seat} is taken; pick a free seat"),
            )),
            Some(None) => Ok(seat),
        },
        None => session
            .seats
            .iter()
            .position(Option::is_none)
            .map(|i| Seat(i as u8))
            .ok_or_else(|| rule("TABLE_FULL", "Every seat at this table is taken")),
    }
}

/// Which seat `player` acts for: the one named, which it must hold, or its only seat.
fn acting_seat(
    session: &GameSession,
    player: &Player,
    seat: Option<Seat>,
) -> Result<Seat, AppError> {
    let held = session.seats_of(player.id);
    match seat {
        Some(seat) if held.contains(&seat) => Ok(seat),
        Some(seat) => Err(AppError::Forbidden(format!(
            "you do not hold {seat} at this table; a token acts only for its own seats"
        ))),
        None => match held.as_slice() {
            [only] => Ok(*only),
            [] => Err(AppError::Forbidden("you hold no seat at this table".into())),
            _ => Err(AppError::BadInput(
                "you hold several seats at this table; say which one acts with `seat`".into(),
            )),
        },
    }
}

fn rule(code: &'static str, message: impl Into<String>) -> AppError {
    AppError::Rule(RuleError::new(code, message))
}

impl SeatHolder {
    pub fn is(&self, player: &Player) -> bool {
        self.player_id == player.id
    }
}
