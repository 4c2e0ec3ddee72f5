//! History over GraphQL (docs/history.md): a player's or a bot's profile (records per game
//! kind, head-to-head results, ratings and their history), and per game kind the counts of
//! each piece of content in wins and the co-operative results by scenario.

use async_graphql::{ComplexObject, Context, Json, Object, SimpleObject};
use domain::app::Tabletop;
use domain::app::history::{
    ContentCount, CoopCount, HeadToHead, RatingPoint, RatingRow, Record, participant_key,
};
use domain::catalog::GameKind;
use domain::catalog::graphql::SeatStatsOutput;
use domain::engine::BotPolicy;
use uuid::Uuid;

use super::error::{GqlResult, OrGql};
use super::game::PlayerRef;

#[derive(Default)]
pub struct HistoryQuery;

#[Object]
impl HistoryQuery {
    /// A registered player, whose `profile` holds their history. `NOT_FOUND` for an
    /// unknown id.
    async fn player(&self, ctx: &Context<'_>, id: Uuid) -> GqlResult<PlayerRef> {
        let name = ctx
            .data_unchecked::<Tabletop>()
            .player_name(id)
            .await
            .gql()?;
        Ok(PlayerRef { id, name })
    }

    /// The history of a bot policy: every seat the server played with it, from the start
    /// or after taking it over.
    async fn bot_profile(&self, policy: BotPolicy) -> Profile {
        Profile {
            participant: participant_key(None, Some(policy)),
        }
    }

    /// How often each piece of content of `kind` (a card, a monster, a leader) was used by
    /// a seat, and how often that seat won, over every finished game counted.
    async fn content_statistics(
        &self,
        ctx: &Context<'_>,
        kind: GameKind,
    ) -> GqlResult<Vec<ContentStatistic>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .content_counts(kind)
            .await
            .gql()?;
        Ok(rows.into_iter().map(ContentStatistic::from).collect())
    }

    /// A co-operative kind's results by scenario and table size (not rated).
    async fn cooperative_results(
        &self,
        ctx: &Context<'_>,
        kind: GameKind,
    ) -> GqlResult<Vec<CooperativeResult>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .coop_counts(kind)
            .await
            .gql()?;
        Ok(rows.into_iter().map(CooperativeResult::from).collect())
    }
}

#[ComplexObject]
impl PlayerRef {
    /// Their history: records, head-to-head results, ratings.
    async fn profile(&self) -> Profile {
        Profile {
            participant: participant_key(Some(self.id), None),
        }
    }
}

/// Someone's history: a player's, or a bot policy's.
pub struct Profile {
    participant: String,
}

#[Object]
impl Profile {
    /// `player:<id>` or `bot:<POLICY>`: how opponents name them in `headToHead`.
    async fn participant(&self) -> &str {
        &self.participant
    }

    /// One record per game kind played.
    async fn records(&self, ctx: &Context<'_>) -> GqlResult<Vec<KindRecord>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .records(&self.participant)
            .await
            .gql()?;
        Ok(rows.into_iter().map(KindRecord::from).collect())
    }

    /// Results against (and with) each other participant, most games together first;
    /// of one kind, or of all.
    async fn head_to_head(
        &self,
        ctx: &Context<'_>,
        kind: Option<GameKind>,
    ) -> GqlResult<Vec<HeadToHeadRecord>> {
        let mut rows: Vec<HeadToHead> = ctx
            .data_unchecked::<Tabletop>()
            .head_to_head(&self.participant)
            .await
            .gql()?
            .into_iter()
            .filter(|h| kind.is_none() || h.kind == kind)
            .collect();
        rows.sort_by(|a, b| {
            b.together
                .cmp(&a.together)
                .then(a.opponent.cmp(&b.opponent))
        });
        Ok(rows.into_iter().map(HeadToHeadRecord::from).collect())
    }

    /// The opponent they lost to most in competitive games of `kind` (fewest wins against
    /// them breaks a tie), if they ever lost to anyone.
    async fn nemesis(
        &self,
        ctx: &Context<'_>,
        kind: GameKind,
    ) -> GqlResult<Option<HeadToHeadRecord>> {
        let rows = self.of_kind(ctx, kind).await?;
        Ok(most(rows, |h| (h.losses, h.wins)))
    }

    /// The opponent they beat most in competitive games of `kind`.
    async fn favourite_opponent(
        &self,
        ctx: &Context<'_>,
        kind: GameKind,
    ) -> GqlResult<Option<HeadToHeadRecord>> {
        let rows = self.of_kind(ctx, kind).await?;
        Ok(most(rows, |h| (h.wins, h.losses)))
    }

    /// Whom they played the most games with, of any kind and mode.
    async fn most_played_with(&self, ctx: &Context<'_>) -> GqlResult<Option<PlayedWith>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .head_to_head(&self.participant)
            .await
            .gql()?;
        let mut totals: Vec<PlayedWith> = Vec::new();
        for h in rows {
            match totals.iter_mut().find(|t| t.participant == h.opponent) {
                Some(t) => t.games += h.together,
                None => totals.push(PlayedWith {
                    participant: h.opponent,
                    name: h.opponent_name,
                    games: h.together,
                }),
            }
        }
        Ok(totals.into_iter().max_by(|a, b| {
            a.games
                .cmp(&b.games)
                .then(b.participant.cmp(&a.participant))
        }))
    }

    /// Their rating in each competitive kind they played.
    async fn ratings(&self, ctx: &Context<'_>) -> GqlResult<Vec<Rating>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .ratings(&self.participant)
            .await
            .gql()?;
        Ok(rows.into_iter().map(Rating::from).collect())
    }

    /// Their rating after each rated game of `kind`, oldest first.
    async fn rating_history(
        &self,
        ctx: &Context<'_>,
        kind: GameKind,
    ) -> GqlResult<Vec<RatingChange>> {
        let rows = ctx
            .data_unchecked::<Tabletop>()
            .rating_history(&self.participant, kind)
            .await
            .gql()?;
        Ok(rows.into_iter().map(RatingChange::from).collect())
    }
}

/// The opponent with the most of what `counts` gives first (at least one), the fewest of
/// its second breaking a tie, then the opponent's key: the nemesis (losses against wins)
/// and the favourite opponent (wins against losses) are the same choice.
fn most(
    rows: Vec<HeadToHead>,
    counts: impl Fn(&HeadToHead) -> (u32, u32),
) -> Option<HeadToHeadRecord> {
    rows.into_iter()
        .filter(|h| counts(h).0 > 0)
        .max_by(|a, b| {
            let (ca, cb) = (counts(a), counts(b));
            ca.0.cmp(&cb.0)
                .then(cb.1.cmp(&ca.1))
                .then(b.opponent.cmp(&a.opponent))
        })
        .map(HeadToHeadRecord::from)
}

impl Profile {
    async fn of_kind(&self, ctx: &Context<'_>, kind: GameKind) -> GqlResult<Vec<HeadToHead>> {
        Ok(ctx
            .data_unchecked::<Tabletop>()
            .head_to_head(&self.participant)
            .await
            .gql()?
            .into_iter()
            .filter(|h| h.kind == Some(kind))
            .collect())
    }
}

/// A record in one game kind. Competitive results (`wins`, `losses`) and co-operative ones
/// (`coopWins`, `coopLosses`) are counted apart.
#[derive(SimpleObject)]
pub struct KindRecord {
    pub kind: Option<GameKind>,
    /// The name shown in their latest game.
    pub name: String,
    /// Finished games in which they played a seat's end (counting a seat taken over).
    pub finished: u32,
    pub wins: u32,
    pub losses: u32,
    pub coop_wins: u32,
    pub coop_losses: u32,
    /// Finished games whose seat they left (conceded, or ran out of time for good).
    pub abandoned: u32,
    /// Average place in competitive games (1 = first); null before any.
    pub average_placing: Option<f64>,
    /// Average score where the game keeps one.
    pub average_score: Option<f64>,
    pub current_streak: u32,
    /// Most wins in a row.
    pub longest_streak: u32,
    pub last_played: Option<String>,
    /// Their statistics of the kind, summed over their finished games: the game's own
    /// typed counters (`KingOfTokyoSeatStats`, ...). Null before their first finished game.
    pub stats: Option<SeatStatsOutput>,
    /// The same, as JSON.
    pub stats_json: Json<serde_json::Value>,
}

impl From<Record> for KindRecord {
    fn from(r: Record) -> Self {
        let average = |sum: f64, n: u32| (n > 0).then(|| sum / f64::from(n));
        KindRecord {
            kind: r.kind,
            name: r.name,
            finished: r.finished,
            wins: r.wins,
            losses: r.losses,
            coop_wins: r.coop_wins,
            coop_losses: r.coop_losses,
            abandoned: r.abandoned,
            average_placing: average(f64::from(r.rank_sum), r.ranked),
            average_score: average(r.score_sum as f64, r.scored),
            current_streak: r.current_streak,
            longest_streak: r.longest_streak,
            last_played: r.last_played,
            stats: r
                .kind
                .filter(|_| r.finished > 0)
                .and_then(|kind| SeatStatsOutput::from_json(kind, &r.stats).ok()),
            stats_json: Json(r.stats),
        }
    }
}

/// Results of finished games against one other participant, in one kind.
#[derive(SimpleObject)]
pub struct HeadToHeadRecord {
    /// `player:<id>` or `bot:<POLICY>`.
    pub opponent: String,
    pub opponent_name: String,
    pub kind: Option<GameKind>,
    /// Games both played, of any mode.
    pub together: u32,
    /// Competitive games in which they placed better, worse, the same.
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl From<HeadToHead> for HeadToHeadRecord {
    fn from(h: HeadToHead) -> Self {
        HeadToHeadRecord {
            opponent: h.opponent,
            opponent_name: h.opponent_name,
            kind: h.kind,
            together: h.together,
            wins: h.wins,
            losses: h.losses,
            draws: h.draws,
        }
    }
}

#[derive(SimpleObject)]
pub struct PlayedWith {
    pub participant: String,
    pub name: String,
    pub games: u32,
}

/// A Weng-Lin rating: `rating` ± `uncertainty` (a newcomer starts at 25 ± 8.33).
#[derive(SimpleObject)]
pub struct Rating {
    pub kind: GameKind,
    pub rating: f64,
    pub uncertainty: f64,
    /// `rating - 3 × uncertainty`: what a leaderboard sorts by.
    pub conservative: f64,
    pub games: u32,
}

impl From<RatingRow> for Rating {
    fn from(r: RatingRow) -> Self {
        Rating {
            kind: r.kind,
            rating: r.rating,
            uncertainty: r.uncertainty,
            conservative: r.rating - 3.0 * r.uncertainty,
            games: r.games,
        }
    }
}

#[derive(SimpleObject)]
pub struct RatingChange {
    pub game_id: Uuid,
    pub finished_at: String,
    pub rating: f64,
    pub uncertainty: f64,
}

impl From<RatingPoint> for RatingChange {
    fn from(p: RatingPoint) -> Self {
        RatingChange {
            game_id: p.game_id,
            finished_at: p.finished_at,
            rating: p.rating,
            uncertainty: p.uncertainty,
        }
    }
}

/// One piece of content: how many seats used it and how many of those won.
#[derive(SimpleObject)]
pub struct ContentStatistic {
    /// The game's own word: `monster`, `power_card`, `evolution`, ...
    pub category: String,
    pub item: String,
    pub seats: u32,
    pub wins: u32,
    pub losses: u32,
}

impl From<ContentCount> for ContentStatistic {
    fn from(c: ContentCount) -> Self {
        ContentStatistic {
            category: c.category,
            item: c.item,
            seats: c.seats,
            wins: c.wins,
            losses: c.seats - c.wins,
        }
    }
}

#[derive(SimpleObject)]
pub struct CooperativeResult {
    /// Empty for a game without scenarios.
    pub scenario: String,
    pub seat_count: u8,
    pub games: u32,
    pub wins: u32,
}

impl From<CoopCount> for CooperativeResult {
    fn from(c: CoopCount) -> Self {
        CooperativeResult {
            scenario: c.scenario,
            seat_count: c.seat_count,
            games: c.games,
            wins: c.wins,
        }
    }
}
