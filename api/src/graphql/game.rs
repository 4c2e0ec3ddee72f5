//! The `Game` object: one table, its players, its state as the caller may see it.

use async_graphql::{Context, Json, SimpleObject};
use domain::app::{GameSession, GameStatus, Tabletop};
use domain::catalog::{AnyPack, GameKind};
use domain::engine::{
    BotPolicy, Outcome as EngineOutcome, OutcomeMode, Prompt as EnginePrompt, PromptScope, Seat,
    Sides, Viewer,
};
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql, bad_input};
use super::events::GameEvent;
use super::table_rules::{SeatClock, TableRulesOutput, clock_of, clocks};
use domain::app::{RematchOf, SeatTerm};
use domain::catalog::graphql::{CommandInput, OptionsOutput, ViewOutput};
use domain::engine::TableCommand;

/// A game table: lobby, game in progress, or finished game.
pub struct Game {
    pub session: GameSession,
}

/// A seat and who holds it.
#[derive(SimpleObject)]
pub struct SeatInfo {
    pub seat: Seat,
    /// Null while the seat is free.
    pub player: Option<PlayerRef>,
    /// Set when the server plays this seat.
    pub bot: Option<BotPolicy>,
    /// The player a bot took this seat over from (after a concession or a timeout).
    pub away: Option<PlayerRef>,
    /// At a rematch, the invited player this free seat waits for.
    pub reserved_for: Option<PlayerRef>,
}

#[derive(SimpleObject, Clone)]
#[graphql(name = "PlayerRef", complex)]
pub struct PlayerRef {
    pub id: Uuid,
    pub name: String,
}

/// A decision the game waits for.
#[derive(SimpleObject)]
pub struct Prompt {
    pub seat: Seat,
    /// Stable name of the decision, e.g. `ROLL_OR_STOP`, `YIELD_TOKYO`.
    pub kind: String,
    pub message: String,
    /// Whether the seat decides alone or as one member of its team.
    pub scope: PromptScope,
    /// When the seat's clock runs out (RFC 3339, UTC), at a table with a clock.
    pub deadline: Option<String>,
    /// Seconds the seat has left now, at a table with a clock.
    pub time_left_seconds: Option<f64>,
}

impl From<EnginePrompt> for Prompt {
    fn from(p: EnginePrompt) -> Self {
        Prompt {
            seat: p.seat,
            kind: p.kind,
            message: p.message,
            scope: p.scope,
            deadline: None,
            time_left_seconds: None,
        }
    }
}

impl Prompt {
    /// The prompt with its seat's clock read at `now`.
    fn timed(p: EnginePrompt, session: &GameSession, now: &str) -> Prompt {
        let clock = clock_of(session, p.seat, now);
        Prompt {
            time_left_seconds: clock.as_ref().map(|c| c.time_left_seconds),
            deadline: clock.and_then(|c| c.deadline),
            ..Prompt::from(p)
        }
    }
}

/// A command the seat may send now. Pass `command` unchanged as `submitCommand`'s `command`.
#[derive(SimpleObject)]
pub struct LegalCommand {
    pub seat: Seat,
    /// A `GameCommandInput` value, e.g. `{"kingOfTokyo": {"stopRolling": "YES"}}`, in
    /// GraphQL's own names (camelCase fields, SCREAMING_SNAKE enum values).
    pub command: Json<serde_json::Value>,
}

/// How a game ended.
#[derive(SimpleObject)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub ranking: Vec<Placing>,
    /// Stable reason, e.g. `TWENTY_VICTORY_POINTS`.
    pub reason: String,
    /// Each seat for itself, sides, or the whole table together.
    pub mode: OutcomeMode,
    /// The sides, best first, when the game is played in sides; empty otherwise.
    pub sides: Vec<OutcomeSide>,
    /// The table's shared result in a co-operative game; null otherwise.
    pub cooperative: Option<CooperativeOutcome>,
}

#[derive(SimpleObject)]
pub struct Placing {
    pub seat: Seat,
    pub rank: u8,
    pub score: Option<i64>,
}

/// One side of a game played in sides (a team, or a lone seat against a team).
#[derive(SimpleObject)]
pub struct OutcomeSide {
    /// Stable name of the side, e.g. `HEROES`.
    pub name: String,
    pub seats: Vec<Seat>,
    pub won: bool,
    /// 1 for the best side.
    pub rank: u8,
    pub score: Option<i64>,
}

/// The shared result of a co-operative game.
#[derive(SimpleObject)]
pub struct CooperativeOutcome {
    pub won: bool,
    pub score: Option<i64>,
    /// The game's grade of the result, e.g. a clear rank `S`.
    pub rank: Option<String>,
}

impl From<EngineOutcome> for Outcome {
    fn from(o: EngineOutcome) -> Self {
        Outcome {
            mode: o.mode,
            sides: o
                .sides
                .into_iter()
                .map(|s| OutcomeSide {
                    name: s.name,
                    seats: s.seats,
                    won: s.won,
                    rank: s.rank,
                    score: s.score,
                })
                .collect(),
            cooperative: o.cooperative.map(|c| CooperativeOutcome {
                won: c.won,
                score: c.score,
                rank: c.rank,
            }),
            winners: o.winners,
            ranking: o
                .ranking
                .into_iter()
                .map(|p| Placing {
                    seat: p.seat,
                    rank: p.rank,
                    score: p.score,
                })
                .collect(),
            reason: o.reason,
        }
    }
}

/// The game as it was at one version.
#[derive(SimpleObject)]
pub struct GameAtVersion {
    pub version: u64,
    pub status: GameStatus,
    pub view: Option<ViewOutput>,
    pub view_json: Option<Json<serde_json::Value>>,
    pub prompts: Vec<Prompt>,
}

#[async_graphql::Object]
impl Game {
    async fn id(&self) -> Uuid {
        self.session.id
    }

    async fn kind(&self) -> GameKind {
        self.session.kind
    }

    async fn title(&self) -> &str {
        &self.session.title
    }

    /// The campaign this game is a play of (docs/campaigns.md); null for a game on its own.
    async fn campaign_id(&self) -> Option<Uuid> {
        self.session.campaign.as_ref().map(|c| c.campaign_id)
    }

    async fn status(&self) -> GameStatus {
        self.session.status()
    }

    /// Whether the table is joined only with an invitation code (`createPrivateGame`).
    async fn private(&self) -> bool {
        self.session.invitation.is_some()
    }

    /// Whether anyone may take a seat now: not started or cancelled, not private, a seat
    /// free (what `games(filter: {joinable: true})` lists).
    async fn joinable(&self) -> bool {
        self.session.summary().is_joinable()
    }

    /// The number of events stored; send it back as `expectedVersion`.
    async fn version(&self) -> u64 {
        self.session.version
    }

    async fn created_by(&self) -> Uuid {
        self.session.created_by
    }

    async fn created_at(&self) -> &str {
        &self.session.created_at
    }

    async fn updated_at(&self) -> &str {
        &self.session.updated_at
    }

    async fn seats(&self) -> Vec<SeatInfo> {
        self.session
            .seats
            .iter()
            .enumerate()
            .map(|(i, holder)| SeatInfo {
                seat: Seat(i as u8),
                player: holder.as_ref().map(|h| PlayerRef {
                    id: h.player_id,
                    name: h.player_name.clone(),
                }),
                bot: holder.as_ref().and_then(|h| h.bot),
                away: holder
                    .as_ref()
                    .and_then(|h| h.away.as_ref())
                    .map(|a| PlayerRef {
                        id: a.player_id,
                        name: a.player_name.clone(),
                    }),
                reserved_for: self.reserved_for(Seat(i as u8)),
            })
            .collect()
    }

    /// How the table is run: its clock, its takeover bot, whether undo is allowed.
    async fn table_rules(&self) -> TableRulesOutput {
        self.session.table.rules.into()
    }

    /// Every seat's clock, read now; empty without a clock or before the start.
    async fn clocks(&self, ctx: &Context<'_>) -> Vec<SeatClock> {
        clocks(&self.session, &ctx.data_unchecked::<Tabletop>().clock_now())
    }

    /// Who played each seat, part by part: the players at the start, the bots that took
    /// seats over, the players who took them back.
    async fn seat_history(&self) -> Vec<SeatTerm> {
        self.session.table.terms.clone()
    }

    /// The table opened as this finished game's rematch.
    async fn rematch_id(&self) -> Option<Uuid> {
        self.session.table.rematch
    }

    /// The game this table is the rematch of, and whom it invited.
    async fn rematch_of(&self) -> Option<RematchOf> {
        self.session.table.rematch_of.clone()
    }

    /// The seats the caller holds here.
    async fn my_seats(&self, ctx: &Context<'_>) -> Vec<Seat> {
        match &ctx.data_unchecked::<Caller>().player {
            Some(p) => self.session.seats_of(p.id),
            None => Vec::new(),
        }
    }

    async fn options(&self) -> OptionsOutput {
        self.session.options.clone().into()
    }

    async fn options_json(&self) -> Json<serde_json::Value> {
        Json(self.session.options.to_json())
    }

    /// The game as the caller sees it: as `seat` (which the caller must hold), else as the
    /// caller's only seat, else as a spectator. Null before the game starts.
    async fn view(&self, ctx: &Context<'_>, seat: Option<Seat>) -> GqlResult<Option<ViewOutput>> {
        let viewer = ctx.data_unchecked::<Caller>().viewer(&self.session, seat)?;
        Ok(self
            .started()
            .then(|| self.session.state.view(viewer).into()))
    }

    /// The same view as JSON, for generic tools.
    async fn view_json(
        &self,
        ctx: &Context<'_>,
        seat: Option<Seat>,
    ) -> GqlResult<Option<Json<serde_json::Value>>> {
        let viewer = ctx.data_unchecked::<Caller>().viewer(&self.session, seat)?;
        Ok(self.started().then(|| view_json(&self.session, viewer)))
    }

    /// Who must decide what, now, with each seat's deadline at a table with a clock.
    /// Public: everyone may know whose move it is.
    async fn prompts(&self, ctx: &Context<'_>) -> Vec<Prompt> {
        if !self.started() {
            return Vec::new();
        }
        let now = ctx.data_unchecked::<Tabletop>().clock_now();
        self.session
            .state
            .prompts()
            .into_iter()
            .map(|p| Prompt::timed(p, &self.session, &now))
            .collect()
    }

    /// What the caller may send now, for `seat` or every seat the caller holds.
    async fn legal_commands(
        &self,
        ctx: &Context<'_>,
        seat: Option<Seat>,
    ) -> GqlResult<Vec<LegalCommand>> {
        let caller = ctx.data_unchecked::<Caller>();
        let player = caller.require()?;
        let held = self.session.seats_of(player.id);
        let seats = match seat {
            Some(seat) => {
                caller.viewer(&self.session, Some(seat))?;
                vec![seat]
            }
            None => held,
        };
        if !self.started() || self.session.is_over() {
            return Ok(Vec::new());
        }
        Ok(seats
            .into_iter()
            .flat_map(|seat| {
                let undo = self
                    .session
                    .undo_offer(seat)
                    .map(|_| CommandInput::Table(TableCommand::Undo));
                self.session
                    .state
                    .legal_commands(seat)
                    .into_iter()
                    .map(CommandInput::from)
                    .chain(undo)
                    .map(move |command| LegalCommand {
                        seat,
                        command: Json(command_input(command)),
                    })
            })
            .collect())
    }

    /// Set once the game is over.
    async fn outcome(&self) -> Option<Outcome> {
        self.started()
            .then(|| self.session.state.outcome().map(Outcome::from))
            .flatten()
    }

    /// The secret RNG seed (hex), revealed once the game is over so anyone can audit it.
    async fn seed(&self) -> Option<String> {
        self.session.is_over().then(|| {
            self.session
                .seed
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect()
        })
    }

    /// The history after version `after`, oldest first, redacted for the caller.
    async fn events(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] after: u64,
        #[graphql(default = 100)] first: u32,
        seat: Option<Seat>,
    ) -> GqlResult<Vec<GameEvent>> {
        let max = ctx.data_unchecked::<super::data::PageLimit>().0;
        if first == 0 || first > max {
            return Err(bad_input(format!("`first` must be between 1 and {max}")));
        }
        let viewer = ctx.data_unchecked::<Caller>().viewer(&self.session, seat)?;
        let tabletop = ctx.data_unchecked::<Tabletop>();
        let events = tabletop
            .events(self.session.id, after, first as u64)
            .await
            .gql()?;
        let over = self.session.is_over();
        let mut log = match events.first() {
            Some(_) if ctx.look_ahead().field("text").exists() => Some(
                tabletop
                    .log_reader(self.session.id, viewer, after)
                    .await
                    .gql()?,
            ),
            _ => None,
        };
        let mut out = Vec::with_capacity(events.len());
        for (stored, event) in &events {
            let text = match log.as_mut() {
                Some(reader) => reader.read(stored, event).gql()?,
                None => None,
            };
            out.push(GameEvent::redacted(stored, event, viewer, over).with_text(text));
        }
        Ok(out)
    }

    /// The game's log after version `after`: its events in words, oldest first, as the
    /// caller may see them (as `seat`, its only seat, or a spectator), at most `first`
    /// lines. Events that need no line of their own (a turn handed on) have none, so
    /// versions may skip; page on with the last line's version. A line whose event a fair
    /// undo took back says so (`undone`).
    async fn log(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 0)] after: u64,
        #[graphql(default = 100)] first: u32,
        seat: Option<Seat>,
    ) -> GqlResult<Vec<domain::app::LogLine>> {
        let max = ctx.data_unchecked::<super::data::PageLimit>().0;
        if first == 0 || first > max {
            return Err(bad_input(format!("`first` must be between 1 and {max}")));
        }
        let viewer = ctx.data_unchecked::<Caller>().viewer(&self.session, seat)?;
        ctx.data_unchecked::<Tabletop>()
            .game_log(self.session.id, viewer, after, first as usize)
            .await
            .gql()
    }

    /// The game as it was at `version`, as the caller may see it.
    async fn state_at(
        &self,
        ctx: &Context<'_>,
        version: u64,
        seat: Option<Seat>,
    ) -> GqlResult<GameAtVersion> {
        if version == 0 || version > self.session.version {
            return Err(bad_input(format!(
                "`version` must be between 1 and {}",
                self.session.version
            )));
        }
        let viewer = ctx.data_unchecked::<Caller>().viewer(&self.session, seat)?;
        let tabletop = ctx.data_unchecked::<Tabletop>();
        let past = tabletop.load_at(self.session.id, version).await.gql()?;
        let started = past.started;
        Ok(GameAtVersion {
            version: past.version,
            status: past.status(),
            view: started.then(|| past.state.view(viewer).into()),
            view_json: started.then(|| view_json(&past, viewer)),
            prompts: if started {
                past.state.prompts().into_iter().map(Prompt::from).collect()
            } else {
                Vec::new()
            },
        })
    }
}

impl Game {
    fn reserved_for(&self, seat: Seat) -> Option<PlayerRef> {
        self.session.invitee_for(seat).map(|invitee| PlayerRef {
            id: invitee.player_id,
            name: invitee.player_name.clone(),
        })
    }

    fn started(&self) -> bool {
        self.session.started
    }
}

pub fn view_json(session: &GameSession, viewer: Viewer) -> Json<serde_json::Value> {
    Json(session.state.view(viewer).to_json())
}

/// A kind of game the server runs, with the facts a client needs to treat it right without
/// knowing it.
#[derive(SimpleObject)]
pub struct GameKindInfo {
    pub kind: GameKind,
    pub min_seats: u8,
    pub max_seats: u8,
    pub default_options_json: Json<serde_json::Value>,
    /// How the seats stand against each other: each for itself, one against the rest, or
    /// all together against the game.
    pub sides: Sides,
    /// Whether some seats see what others do not (hands, roles, face-down cards).
    pub hidden_information: bool,
    /// Whether plays can belong to a campaign that carries progress between them.
    pub campaigns: bool,
    /// Whether a seat can be eliminated while the others play on, so a table may choose
    /// `forfeit` for a player who concedes or runs out of time (`TableRulesInput.forfeit`).
    pub forfeits: bool,
    /// The options finished games of this kind can be searched by
    /// (`games(filter: {kind, options})`).
    pub filterable_options: Vec<String>,
    /// The content pack new games of this kind are set up with.
    pub content: Option<ContentPackInfo>,
}

/// A content pack: cards, tiles, characters and numbers as data (docs/content-packs.md).
#[derive(SimpleObject)]
pub struct ContentPackInfo {
    /// `embedded` for the pack built into the server, else the configured one's name.
    pub name: String,
    /// Hex SHA-256 of the pack's canonical text: what games record.
    pub hash: String,
    /// Values marked `"provisional": true` (not printed in the rulebook or a cited source).
    pub provisional_values: u32,
    pub total_values: u32,
}

impl GameKindInfo {
    pub fn of(kind: GameKind, pack: Option<&AnyPack>) -> Self {
        let facts = kind.facts();
        GameKindInfo {
            kind,
            min_seats: *kind.seats().start() as u8,
            max_seats: *kind.seats().end() as u8,
            default_options_json: Json(kind.default_options().to_json()),
            sides: facts.sides,
            hidden_information: facts.hidden_information,
            campaigns: facts.campaigns,
            forfeits: facts.forfeits,
            filterable_options: facts
                .filterable_options
                .iter()
                .map(|o| (*o).to_owned())
                .collect(),
            content: pack.map(|p| {
                let (provisional_values, total_values) = p.provisional_share();
                ContentPackInfo {
                    name: p.name().to_owned(),
                    hash: p.hash().to_owned(),
                    provisional_values,
                    total_values,
                }
            }),
        }
    }
}

/// A legal command in the shape `submitCommand` takes it: written through the GraphQL input
/// type itself, so its enum values are GraphQL's names whatever the game's serde names are.
fn command_input(command: CommandInput) -> serde_json::Value {
    async_graphql::InputType::to_value(&command)
        .into_json()
        .unwrap_or_default()
}
