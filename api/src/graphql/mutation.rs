use std::sync::Arc;

use async_graphql::{Context, InputObject, Object, SimpleObject};
use domain::app::Tabletop;
use domain::engine::{BotPolicy, Seat};
use tracing::Instrument;
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql};
use super::events::GameEvent;
use super::game::{Game, PlayerRef};
use super::table_rules::TableRulesInput;
use crate::metrics::Metrics;
use domain::catalog::Submitted;
use domain::catalog::graphql::{CommandInput, OptionsInput};

#[derive(Default)]
pub struct GameMutation;

/// A player and a new bearer token for it. The token is shown only this once.
#[derive(SimpleObject)]
pub struct Registration {
    pub player: PlayerRef,
    /// Send as `Authorization: Bearer <token>`.
    pub token: String,
    /// When the token stops being accepted (RFC 3339, UTC); renew it before then with
    /// `renewToken`.
    pub token_expires_at: String,
}

impl Registration {
    fn new(player: domain::app::Player, token: String) -> Registration {
        Registration {
            player: PlayerRef {
                id: player.id,
                name: player.name,
            },
            token,
            token_expires_at: player.token_expires_at,
        }
    }
}

#[derive(InputObject)]
pub struct CreateGameInput {
    /// The kind of game and its table options, e.g. `{kingOfTokyo: {}}` for the defaults.
    pub options: OptionsInput,
    /// How many seats the table has.
    pub seats: u8,
    pub title: Option<String>,
    /// The table's clock, takeover bot and undo (docs/table-life.md); none of them when
    /// left out.
    pub table: Option<TableRulesInput>,
}

/// A private table and the code that admits players to it. The code is shown here only:
/// the server keeps its hash, so a lost code cannot be read again.
#[derive(SimpleObject)]
pub struct PrivateTable {
    pub game: Game,
    /// Share it with the players you invite; `joinGame(invitationCode:)` takes it (case,
    /// spaces and dashes do not matter).
    pub invitation_code: String,
}

#[derive(SimpleObject)]
pub struct JoinResult {
    pub seat: Seat,
    pub game: Game,
}

/// The result of a command: the new version and the events it stored (as the acting seat
/// sees them).
#[derive(SimpleObject)]
pub struct CommandResult {
    pub version: u64,
    /// True when this `commandId` had already been applied: nothing new was stored.
    pub replayed: bool,
    pub events: Vec<GameEvent>,
    pub game: Game,
}

#[Object]
impl GameMutation {
    /// Create a player. Returns the bearer token that acts for it.
    async fn register_player(&self, ctx: &Context<'_>, name: String) -> GqlResult<Registration> {
        let (player, token) = ctx
            .data_unchecked::<Tabletop>()
            .register_player(&name)
            .await
            .gql()?;
        Ok(Registration::new(player, token))
    }

    /// Swap the caller's still-valid token for a new one with a full time to live. The
    /// player, its name and its seats stay the same; the old token stops working at once.
    /// An expired token cannot be renewed (`UNAUTHENTICATED`, reason `TOKEN_EXPIRED`).
    async fn renew_token(&self, ctx: &Context<'_>) -> GqlResult<Registration> {
        let token = ctx.data_unchecked::<Caller>().require_token()?;
        let (player, token) = ctx
            .data_unchecked::<Tabletop>()
            .renew_token(token)
            .await
            .gql()?;
        Ok(Registration::new(player, token))
    }

    /// Open a table. The creator then joins a seat like everyone else.
    async fn create_game(&self, ctx: &Context<'_>, input: CreateGameInput) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let rules = input.table.unwrap_or_default().into();
        let (session, _) = ctx
            .data_unchecked::<Tabletop>()
            .create_table(
                player,
                input.options.into(),
                input.seats,
                input.title,
                rules,
                false,
            )
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Open a private table: never listed as joinable, and joined only with the
    /// invitation code this answer holds (its creator needs none).
    async fn create_private_game(
        &self,
        ctx: &Context<'_>,
        input: CreateGameInput,
    ) -> GqlResult<PrivateTable> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let rules = input.table.unwrap_or_default().into();
        let (session, invitation_code) = ctx
            .data_unchecked::<Tabletop>()
            .create_table(
                player,
                input.options.into(),
                input.seats,
                input.title,
                rules,
                true,
            )
            .await
            .gql()?;
        let invitation_code = invitation_code.unwrap_or_default();
        Ok(PrivateTable {
            game: Game { session },
            invitation_code,
        })
    }

    /// Take `seat`, or the first free seat. A private table needs its `invitationCode`.
    async fn join_game(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        seat: Option<Seat>,
        invitation_code: Option<String>,
    ) -> GqlResult<JoinResult> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let (session, seat) = ctx
            .data_unchecked::<Tabletop>()
            .join_game_with(player, game_id, seat, invitation_code.as_deref())
            .await
            .gql()?;
        Ok(JoinResult {
            seat,
            game: Game { session },
        })
    }

    /// Give up every seat the caller holds at a table that has not started.
    async fn leave_game(&self, ctx: &Context<'_>, game_id: Uuid) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .leave_game(player, game_id)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Close a table that has not started (`CANCELLED`). Only its creator may.
    async fn cancel_game(&self, ctx: &Context<'_>, game_id: Uuid) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .cancel_game(player, game_id)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Give `seat` (or the first free seat) to a bot the server plays. Only the creator
    /// may, before the start. Bots move as soon as they owe a decision.
    async fn add_bot(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        seat: Option<Seat>,
        #[graphql(default)] policy: BotPolicy,
    ) -> GqlResult<JoinResult> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let (session, seat) = ctx
            .data_unchecked::<Tabletop>()
            .add_bot(player, game_id, seat, policy)
            .await
            .gql()?;
        Ok(JoinResult {
            seat,
            game: Game { session },
        })
    }

    /// Start a full table. Only its creator may.
    async fn start_game(&self, ctx: &Context<'_>, game_id: Uuid) -> GqlResult<Game> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let session = ctx
            .data_unchecked::<Tabletop>()
            .start_game(player, game_id)
            .await
            .gql()?;
        Ok(Game { session })
    }

    /// Send one decision for a seat the caller holds. `expectedVersion` is the version the
    /// decision was made on (a stale one answers `CONFLICT`); a repeated `commandId`
    /// returns the first result without applying anything again.
    async fn submit_command(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        expected_version: u64,
        command_id: Uuid,
        seat: Option<Seat>,
        command: CommandInput,
    ) -> GqlResult<CommandResult> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        let tabletop = ctx.data_unchecked::<Tabletop>();
        let started = std::time::Instant::now();
        let span = crate::spans::command(game_id, expected_version);
        let receipt = tabletop
            .submit_command(
                player,
                game_id,
                expected_version,
                command_id,
                seat,
                Submitted::from(command),
            )
            .instrument(span.clone())
            .await;
        let kind = tabletop
            .kept_kind(game_id)
            .map_or("unknown", |k| k.as_str());
        let result = match &receipt {
            Ok(receipt) if receipt.replayed => "replayed",
            Ok(_) => "accepted",
            Err(e) => e.code(),
        };
        span.record("game.kind", kind).record("result", result);
        if let Some(metrics) = ctx.data_opt::<Arc<Metrics>>() {
            metrics.command(kind, result, started.elapsed());
        }
        let receipt = receipt.gql()?;
        // The game as the command left it, or (after bot moves or for a replay) as stored now.
        let session = match receipt.session {
            Some(session) => *session,
            None => tabletop.load(game_id).await.gql()?,
        };
        let viewer = ctx.data_unchecked::<Caller>().viewer(&session, seat)?;
        let over = session.is_over();
        let events = receipt
            .events
            .iter()
            .map(|stored| {
                domain::app::decode(stored)
                    .map(|event| GameEvent::redacted(stored, &event, viewer, over))
            })
            .collect::<Result<Vec<_>, _>>()
            .gql()?;
        Ok(CommandResult {
            version: receipt.version,
            replayed: receipt.replayed,
            events,
            game: Game { session },
        })
    }
}
