use async_graphql::{Context, Object, SimpleObject};
use domain::app::{GameFilter, GameOrder, GameStatus, GameSummary, Tabletop};
use domain::catalog::GameKind;
use domain::engine::Seat;
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql, bad_input};
use super::game::{Game, GameKindInfo, PlayerRef};

#[derive(Default)]
pub struct GameQuery;

/// A game as listed: the read model, without folding its events.
#[derive(SimpleObject)]
pub struct GameListing {
    pub id: Uuid,
    pub kind: GameKind,
    pub title: String,
    pub status: GameStatus,
    pub version: u64,
    pub seat_count: u8,
    pub players: Vec<SeatedPlayer>,
    pub created_by: Uuid,
    pub created_at: String,
    pub updated_at: String,
    pub winners: Vec<Seat>,
    /// Joined only with an invitation code.
    pub private: bool,
    /// Anyone may take a seat now (see `Game.joinable`).
    pub joinable: bool,
}

#[derive(SimpleObject)]
pub struct SeatedPlayer {
    pub seat: Seat,
    pub player: PlayerRef,
}

impl From<GameSummary> for GameListing {
    fn from(s: GameSummary) -> Self {
        let joinable = s.is_joinable();
        GameListing {
            id: s.id,
            kind: s.kind,
            title: s.title,
            status: s.status,
            version: s.version,
            seat_count: s.seat_count,
            players: s
                .seats
                .into_iter()
                .map(|seat| SeatedPlayer {
                    seat: seat.seat,
                    player: PlayerRef {
                        id: seat.player_id,
                        name: seat.player_name,
                    },
                })
                .collect(),
            created_by: s.created_by,
            created_at: s.created_at,
            updated_at: s.updated_at,
            winners: s.winners,
            private: s.private,
            joinable,
        }
    }
}

/// A Relay connection of games, newest first.
#[derive(SimpleObject)]
pub struct GameConnection {
    pub edges: Vec<GameEdge>,
    pub page_info: PageInfo,
}

#[derive(SimpleObject)]
pub struct GameEdge {
    pub cursor: String,
    pub node: GameListing,
}

#[derive(SimpleObject)]
pub struct PageInfo {
    pub has_next_page: bool,
    pub end_cursor: Option<String>,
}

#[Object]
impl GameQuery {
    /// The caller, from its bearer token.
    async fn me(&self, ctx: &Context<'_>) -> GqlResult<PlayerRef> {
        let player = ctx.data_unchecked::<Caller>().require()?;
        Ok(PlayerRef {
            id: player.id,
            name: player.name.clone(),
        })
    }

    /// The kinds of game this server runs.
    async fn game_kinds(&self, ctx: &Context<'_>) -> Vec<GameKindInfo> {
        let tabletop = ctx.data_opt::<Tabletop>();
        GameKind::ALL
            .iter()
            .map(|&kind| {
                let pack = match tabletop {
                    Some(t) => t.pack_for_new_games(kind).ok(),
                    None => kind.embedded_pack().ok(),
                };
                GameKindInfo::of(kind, pack.as_ref())
            })
            .collect()
    }

    /// One game, folded from its events.
    async fn game(&self, ctx: &Context<'_>, id: Uuid) -> GqlResult<Game> {
        let session = ctx.data_unchecked::<Tabletop>().load(id).await.gql()?;
        Ok(Game { session })
    }

    /// Games, newest first by `orderBy`, as a Relay connection. The history criteria of
    /// the filter and the orders by start and finish search finished games
    /// (docs/history.md, "History search").
    async fn games(
        &self,
        ctx: &Context<'_>,
        filter: Option<GameFilter>,
        #[graphql(default)] order_by: GameOrder,
        #[graphql(default = 20)] first: u32,
        after: Option<String>,
    ) -> GqlResult<GameConnection> {
        let max = ctx.data_unchecked::<super::data::PageLimit>().0;
        if first == 0 || first > max {
            return Err(bad_input(format!("`first` must be between 1 and {max}")));
        }
        let filter = GameFilter {
            order: order_by,
            ..filter.unwrap_or_default()
        };
        let page = ctx
            .data_unchecked::<Tabletop>()
            .list_games(&filter, first, after.as_deref())
            .await
            .gql()?;
        let end_cursor = page.items.last().map(|(c, _)| c.clone());
        Ok(GameConnection {
            edges: page
                .items
                .into_iter()
                .map(|(cursor, summary)| GameEdge {
                    cursor,
                    node: summary.into(),
                })
                .collect(),
            page_info: PageInfo {
                has_next_page: page.has_next_page,
                end_cursor,
            },
        })
    }
}
