use std::sync::Arc;

use async_graphql::{Context, Json, Result, SimpleObject, Subscription};
use domain::app::{AppError, LogReader, Tabletop, Wakeup};
use domain::engine::{Seat, Viewer};
use futures::StreamExt;
use futures::stream::BoxStream;
use uuid::Uuid;

use super::context::Caller;
use super::error::{GqlResult, OrGql, coded_error};
use super::events::GameEvent;
use super::game::{Prompt, view_json};
use crate::lifecycle::Shutdown;
use crate::live::{self, SharedEvent, SharedReads, SlotGuard, SubscriptionSlots};
use crate::metrics::{Deliveries, Metrics};
use domain::catalog::graphql::ViewOutput;

/// Take a slot on the caller's websocket connection (none over plain HTTP).
pub(super) fn slot(ctx: &Context<'_>) -> Result<Option<SlotGuard>> {
    ctx.data_opt::<SubscriptionSlots>()
        .map(|slots| {
            slots
                .acquire()
                .map_err(|refused| coded_error("TOO_MANY_SUBSCRIPTIONS", refused.to_string()))
        })
        .transpose()
}

#[derive(Default)]
pub struct GameSubscription;

/// What every subscription of a game starts from: the game checked to exist, the viewer the
/// caller may be (as `seat`, its only seat, or a spectator), and a slot on the connection.
struct Watch {
    tabletop: Tabletop,
    reads: SharedReads,
    wakeups: BoxStream<'static, Wakeup>,
    viewer: Viewer,
    slot: Option<SlotGuard>,
    shutdown: Option<Shutdown>,
    deliveries: Option<Deliveries>,
}

async fn watch(ctx: &Context<'_>, game_id: Uuid, seat: Option<Seat>) -> Result<Watch> {
    let tabletop = ctx.data_unchecked::<Tabletop>().clone();
    let reads = ctx.data_unchecked::<SharedReads>().clone();
    let wakeups = tabletop.wakeups();
    let session = tabletop.load(game_id).await.gql()?;
    let viewer = ctx.data_unchecked::<Caller>().viewer(&session, seat)?;
    Ok(Watch {
        tabletop,
        reads,
        wakeups,
        viewer,
        slot: slot(ctx)?,
        shutdown: ctx.data_opt::<Shutdown>().cloned(),
        deliveries: ctx.data_opt::<Arc<Metrics>>().map(|m| m.deliveries()),
    })
}

/// A reader of the game's log when the subscriber asked for the events' `text`: folding
/// the game for every event costs a little, so it is done only for who reads the lines.
async fn log_reader(
    tabletop: &Tabletop,
    viewer: Viewer,
    wanted: bool,
    game_id: Uuid,
    after: u64,
) -> Result<Option<LogReader>> {
    if !wanted {
        return Ok(None);
    }
    Ok(Some(
        tabletop.log_reader(game_id, viewer, after).await.gql()?,
    ))
}

/// Count the event's fan-out delay, where the server keeps metrics.
fn sent(deliveries: &Option<Deliveries>, e: &SharedEvent) {
    if let Some(deliveries) = deliveries {
        deliveries.sent(e.recorded);
    }
}

/// The event's line, when the subscriber reads the log.
fn described(log: &mut Option<LogReader>, e: &SharedEvent) -> Result<Option<String>, AppError> {
    match log.as_mut() {
        Some(reader) => reader.read(&e.stored, &e.event),
        None => Ok(None),
    }
}

/// The game after a change, as the subscriber sees it.
#[derive(SimpleObject)]
pub struct GameViewUpdate {
    pub version: u64,
    pub view: Option<ViewOutput>,
    pub view_json: Option<Json<serde_json::Value>>,
    pub prompts: Vec<Prompt>,
}

/// Consecutive events of one game, oldest first, as one message.
#[derive(SimpleObject)]
pub struct GameEventBatch {
    /// The version of the last event in `events`.
    pub version: u64,
    pub events: Vec<GameEvent>,
}

#[Subscription]
impl GameSubscription {
    /// Every event after `afterVersion`, then each new one as it is stored: each version
    /// exactly once, in order, redacted for the subscriber (as `seat`, its only seat, or a
    /// spectator).
    async fn game_events(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        #[graphql(default = 0)] after_version: u64,
        seat: Option<Seat>,
    ) -> Result<BoxStream<'static, GqlResult<GameEvent>>> {
        let w = watch(ctx, game_id, seat).await?;
        let viewer = w.viewer;
        let wanted = ctx.look_ahead().field("text").exists();
        let mut log = log_reader(&w.tabletop, viewer, wanted, game_id, after_version).await?;
        let deliveries = w.deliveries;
        let stream = live::events_after(w.tabletop, w.reads, w.wakeups, game_id, after_version)
            .map(move |item| {
                item.and_then(|shared| {
                    sent(&deliveries, &shared);
                    let text = described(&mut log, &shared)?;
                    Ok(GameEvent::from(shared.redacted(viewer)).with_text(text))
                })
                .gql()
            });
        Ok(live::served(stream, w.slot, w.shutdown).boxed())
    }

    /// The same events as `gameEvents` (each version exactly once, in order, redacted the
    /// same way), a message per store read instead of a message per event: the events
    /// after `afterVersion` up to 256 a message, then each command's events together as it
    /// is stored (several commands' when more were stored before the subscriber was
    /// served). A client sees a command's consequences at once, and a large audience costs
    /// the server a message per command rather than one per event.
    async fn game_event_batches(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        #[graphql(default = 0)] after_version: u64,
        seat: Option<Seat>,
    ) -> Result<BoxStream<'static, GqlResult<GameEventBatch>>> {
        let w = watch(ctx, game_id, seat).await?;
        let viewer = w.viewer;
        let wanted = ctx.look_ahead().field("events").field("text").exists();
        let mut log = log_reader(&w.tabletop, viewer, wanted, game_id, after_version).await?;
        let deliveries = w.deliveries;
        let stream = live::batches_after(w.tabletop, w.reads, w.wakeups, game_id, after_version)
            .map(move |batch| {
                batch
                    .and_then(|events| {
                        let mut out = Vec::with_capacity(events.len());
                        for e in events.iter() {
                            sent(&deliveries, e);
                            let text = described(&mut log, e)?;
                            out.push(GameEvent::from(e.redacted(viewer)).with_text(text));
                        }
                        Ok(GameEventBatch {
                            version: events.last().map_or(after_version, |e| e.stored.version),
                            events: out,
                        })
                    })
                    .gql()
            });
        Ok(live::served(stream, w.slot, w.shutdown).boxed())
    }

    /// The view after every change, starting with the current one.
    async fn game_view(
        &self,
        ctx: &Context<'_>,
        game_id: Uuid,
        seat: Option<Seat>,
    ) -> Result<BoxStream<'static, GqlResult<GameViewUpdate>>> {
        let w = watch(ctx, game_id, seat).await?;
        let viewer = w.viewer;
        let stream = live::sessions(w.tabletop, w.reads, w.wakeups, game_id).map(move |item| {
            item.map(|session| {
                let started = session.started;
                GameViewUpdate {
                    version: session.version,
                    view: started.then(|| session.state.view(viewer).into()),
                    view_json: started.then(|| view_json(&session, viewer)),
                    prompts: if started {
                        session
                            .state
                            .prompts()
                            .into_iter()
                            .map(Prompt::from)
                            .collect()
                    } else {
                        Vec::new()
                    },
                }
            })
            .map_err(|e: AppError| e)
            .gql()
        });
        Ok(live::served(stream, w.slot, w.shutdown).boxed())
    }
}
