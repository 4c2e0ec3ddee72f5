//! Tables before play: opening one, filling its seats with players and bots, starting it.

use uuid::Uuid;

use crate::catalog::AnyOptions;
use crate::engine::{BotPolicy, GameRng, Seat};

use super::append::Appended;
use super::error::AppError;
use super::hex::encode_hex;
use super::invitations::Invitation;
use super::lobby::{
    GameCancelled, GameCreated, GameStarted, LobbyEvent, SeatClaimed, SeatGivenToBot, SeatLeft,
    StreamEvent,
};
use super::new_table::NewTable;

use super::records::Player;
use super::service::Tabletop;
use super::session::GameSession;
use super::table_life::TableRules;
use super::text::GameTitle;

/// Who a free seat goes to.
enum Taker<'a> {
    /// The player who asks for it, with the invitation code they were given, if any.
    Player(&'a Player, Option<&'a str>),
    /// A bot the server plays, given the seat by `creator`, the only one who may.
    Bot {
        creator: &'a Player,
        policy: BotPolicy,
    },
}

impl Tabletop {
    /// Open a new table. Nobody sits at it yet; the creator joins like anyone else.
    pub async fn create_game(
        &self,
        creator: &Player,
        options: AnyOptions,
        seat_count: u8,
        title: Option<String>,
    ) -> Result<GameSession, AppError> {
        let (session, _) = self
            .create_table(
                creator,
                options,
                seat_count,
                title,
                TableRules::default(),
                false,
            )
            .await?;
        Ok(session)
    }

    /// Open a private table: it is never listed as joinable, and a player takes a seat only
    /// with the invitation code returned here, once. Only the code's hash is stored.
    pub async fn create_private_game(
        &self,
        creator: &Player,
        options: AnyOptions,
        seat_count: u8,
        title: Option<String>,
    ) -> Result<(GameSession, String), AppError> {
        let (session, code) = self
            .create_table(
                creator,
                options,
                seat_count,
                title,
                TableRules::default(),
                true,
            )
            .await?;
        let code =
            code.ok_or_else(|| AppError::Internal("a private table without a code".into()))?;
        Ok((session, code))
    }

    /// Open a table with its table rules (clock, takeover bot, undo), public or private
    /// (then with its invitation code, returned this once).
    pub async fn create_table(
        &self,
        creator: &Player,
        options: AnyOptions,
        seat_count: u8,
        title: Option<String>,
        rules: TableRules,
        private: bool,
    ) -> Result<(GameSession, Option<String>), AppError> {
        let (id, command_id) = (self.ports.ids.new_id(), self.ports.ids.new_id());
        let invitation = private.then(|| Invitation::new(&self.ports.ids.secret()));
        let table = NewTable {
            rules,
            invitation: invitation.as_ref().map(Invitation::hash),
            ..NewTable::new(id, command_id, options, seat_count, title)
        };
        let session = self.open_table(creator, table).await?;
        Ok((session, invitation.map(Invitation::into_code)))
    }

    /// Open a table as `table` says, alone or as a play of a campaign, or as a rematch.
    pub(super) async fn open_table(
        &self,
        creator: &Player,
        table: NewTable,
    ) -> Result<GameSession, AppError> {
        let NewTable {
            id,
            command_id,
            options,
            seat_count,
            title,
            rules,
            campaign,
            invitation,
            rematch_of,
            seated,
            beside,
        } = table;
        let kind = options.kind();
        if !kind.seats().contains(&(seat_count as usize)) {
            return Err(AppError::BadInput(format!(
                "{} is played by {} to {} players, not {seat_count}",
                kind.as_str(),
                kind.seats().start(),
                kind.seats().end()
            )));
        }
        rules.validate(kind.facts())?;
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
            campaign,
            invitation,
            table: rules,
            rematch_of,
        }));
        let now = self.ports.clock.now();
        let session = GameSession::start_from(id, &created, &now).ok_or_else(|| {
            AppError::Internal("a new game could not fold its first event".into())
        })?;
        let blank = GameSession {
            version: 0,
            ..session
        };
        let mut events = vec![created];
        events.extend(seated.into_iter().map(StreamEvent::Lobby));
        let appended = self
            .append_with(&blank, command_id, Some(creator.id), None, events, beside)
            .await?;
        if let Appended::CampaignMoved = appended {
            return Err(AppError::Conflict { current_version: 0 });
        }
        let (_, session) = appended.fresh()?;
        Ok(session)
    }

    /// Take a seat: the one asked for, or the first free one.
    pub async fn join_game(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<(GameSession, Seat), AppError> {
        self.join_game_with(player, game_id, seat, None).await
    }

    /// `join_game`, with the invitation code a private table asks for (its creator needs
    /// none; a public table ignores it).
    pub async fn join_game_with(
        &self,
        player: &Player,
        game_id: Uuid,
        seat: Option<Seat>,
        invitation: Option<&str>,
    ) -> Result<(GameSession, Seat), AppError> {
        self.take_seat(game_id, seat, Taker::Player(player, invitation))
            .await
    }

    /// Give up every seat `player` holds at a table that has not started.
    pub async fn leave_game(
        &self,
        player: &Player,
        game_id: Uuid,
    ) -> Result<GameSession, AppError> {
        let session = self.load(game_id).await?;
        still_open(&session)?;
        let seats = session.seats_of(player.id);
        if seats.is_empty() {
            return Err(AppError::rule(
                "NOT_SEATED",
                "You hold no seat at this table",
            ));
        }
        let events = seats
            .into_iter()
            .map(|seat| {
                StreamEvent::Lobby(LobbyEvent::SeatLeft(SeatLeft {
                    seat,
                    player_id: player.id,
                }))
            })
            .collect();
        self.record(&session, player, None, events).await
    }

    /// Close a table that has not started. Only its creator may.
    pub async fn cancel_game(
        &self,
        player: &Player,
        game_id: Uuid,
    ) -> Result<GameSession, AppError> {
        let session = self.load(game_id).await?;
        if session.created_by != player.id {
            return Err(AppError::Forbidden(
                "only the player who created this game can cancel it".into(),
            ));
        }
        still_open(&session)?;
        let event = StreamEvent::Lobby(LobbyEvent::GameCancelled(GameCancelled {
            cancelled_by: player.id,
        }));
        self.record(&session, player, None, vec![event]).await
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
        let taker = Taker::Bot {
            creator: player,
            policy,
        };
        self.take_seat(game_id, seat, taker).await
    }

    /// Fill `seat` (or the first free one) at a table that has not started.
    async fn take_seat(
        &self,
        game_id: Uuid,
        seat: Option<Seat>,
        taker: Taker<'_>,
    ) -> Result<(GameSession, Seat), AppError> {
        let session = self.load(game_id).await?;
        if let Taker::Bot { creator, .. } = taker
            && session.created_by != creator.id
        {
            return Err(AppError::Forbidden(
                "only the player who created this game can add bots".into(),
            ));
        }
        let who = match &taker {
            Taker::Player(player, _) => Some(player.id),
            Taker::Bot { .. } => None,
        };
        let seat = free_seat(&session, seat, who)?;
        if let Taker::Player(player, code) = taker
            && let Some(hash) = &session.invitation
            && player.id != session.created_by
            && session.reserved_for(seat) != Some(player.id)
            && !code.is_some_and(|code| Invitation::matches(code, hash))
        {
            return Err(AppError::Forbidden(
                "this table is private: join it with the invitation code its creator shares".into(),
            ));
        }
        if let (Taker::Player(player, _), Some(link)) = (&taker, &session.campaign)
            && !link.members.contains(&player.id)
        {
            return Err(AppError::Forbidden(
                "this table is a campaign play: only the members named when it was started may sit"
                    .into(),
            ));
        }
        // A player acts from the seat it takes; the creator gives a bot a seat from none.
        let (actor, actor_seat, event) = match taker {
            Taker::Player(player, _) => (
                player,
                Some(seat),
                LobbyEvent::SeatClaimed(SeatClaimed {
                    seat,
                    player_id: player.id,
                    player_name: player.name.clone(),
                }),
            ),
            Taker::Bot { creator, policy } => (
                creator,
                None,
                LobbyEvent::SeatGivenToBot(SeatGivenToBot { seat, policy }),
            ),
        };
        let session = self
            .record(&session, actor, actor_seat, vec![StreamEvent::Lobby(event)])
            .await?;
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
        still_open(&session)?;
        let free = session.seats.iter().filter(|s| s.is_none()).count();
        if free > 0 {
            return Err(AppError::rule(
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
        let session = self.record(&session, player, None, events).await?;
        self.drive_bots_from(session).await?;
        self.load(game_id).await
    }

    /// Store a table command of `actor` (acting from `actor_seat`, if any) under a new
    /// command id; the table after it.
    pub(super) async fn record(
        &self,
        session: &GameSession,
        actor: &Player,
        actor_seat: Option<Seat>,
        events: Vec<StreamEvent>,
    ) -> Result<GameSession, AppError> {
        let command_id = self.ports.ids.new_id();
        let (_, session) = self
            .append(session, command_id, Some(actor.id), actor_seat, events)
            .await?
            .fresh()?;
        Ok(session)
    }
}

/// Refuse a change to a table's seats or start once it has started or been cancelled.
fn still_open(session: &GameSession) -> Result<(), AppError> {
    if session.cancelled {
        return Err(AppError::rule(
            "GAME_CANCELLED",
            "This table was cancelled by its creator",
        ));
    }
    if session.started {
        return Err(AppError::rule(
            "GAME_ALREADY_STARTED",
            "This game has already started",
        ));
    }
    Ok(())
}

/// The seat to fill at a table that has not started: the one asked for, or the first free
/// one. A rematch's seat waiting for an invited player is theirs alone: `who` takes their
/// own first.
fn free_seat(
    session: &GameSession,
    seat: Option<Seat>,
    who: Option<Uuid>,
) -> Result<Seat, AppError> {
    still_open(session)?;
    let open_to = |seat: Seat| session.reserved_for(seat).is_none_or(|p| Some(p) == who);
    match seat {
        Some(seat) => match session.seats.get(seat.index()) {
            None => Err(AppError::BadInput(format!(
                "this table has no {seat}: its seats are numbered from 0 to {}",
                session.seats.len().saturating_sub(1)
            ))),
            Some(Some(_)) => Err(AppError::rule(
                "SEAT_TAKEN",
                format!("{seat} is taken; pick a free seat"),
            )),
            Some(None) if !open_to(seat) => Err(AppError::rule(
                "SEAT_RESERVED",
                format!("{seat} waits for the player this rematch invited to it"),
            )),
            Some(None) => Ok(seat),
        },
        None => {
            let free: Vec<Seat> = session
                .seat_list()
                .into_iter()
                .filter(|s| session.seats[s.index()].is_none() && open_to(*s))
                .collect();
            free.iter()
                .find(|s| who.is_some() && session.reserved_for(**s) == who)
                .or(free.first())
                .copied()
                .ok_or_else(|| AppError::rule("TABLE_FULL", "Every seat at this table is taken"))
        }
    }
}
