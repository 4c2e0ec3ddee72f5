//! Seats the server plays: every decision owed by a bot is decided and stored until a
//! person must decide again.

use uuid::Uuid;

use crate::engine::GameRng;

use super::append::Appended;
use super::error::AppError;
use super::lobby::StreamEvent;
use super::ports::Wakeup;
use super::service::Tabletop;
use super::session::GameSession;

/// Bound on bot moves in one drive, so a faulty policy cannot spin forever.
const MAX_BOT_STEPS: usize = 100_000;

impl Tabletop {
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
    /// is checked against the stream's head anyway. A campaign's stream wakes this up too;
    /// it names no game, and has no bots to drive.
    pub async fn drive_bots_after(&self, wakeup: Wakeup) -> Result<(), AppError> {
        match self
            .kept_or_loaded(wakeup.stream_id, wakeup.version)
            .await?
        {
            Some(session) => self.drive_bots_from(session).await,
            None => Ok(()),
        }
    }

    pub(super) async fn drive_bots_from(&self, mut session: GameSession) -> Result<(), AppError> {
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
                // Another driver moved first (or stored this very move); look again. (A
                // campaign moving first is decided again inside the append.)
                Ok(Appended::AlreadyApplied | Appended::CampaignMoved)
                | Err(AppError::Conflict { .. }) => self.load(game_id).await?,
                Err(e) => return Err(e),
            };
        }
        Err(AppError::Internal(format!(
            "bots in game {game_id} did not yield to a human"
        )))
    }
}
