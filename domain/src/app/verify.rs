//! Checking a finished game's randomness: that its revealed seed is the one it was committed
//! to from version 1, and that every roll, shuffle and draw it recorded is what that seed
//! gives (docs/fair-randomness.md).
//!
//! Commands are not stored, only their events, so each stored command is checked by finding
//! a legal command of its seat that, decided with the game's RNG at that version, yields
//! exactly the events that were stored. Both sides are compared as a spectator sees them, so
//! a spectator's history verifies as well as a full export.

use crate::engine::{GameRng, Viewer};

use super::error::AppError;
use super::lobby::{LobbyEvent, StreamEvent};
use super::records::StoredEvent;
use super::session::{GameSession, decode};

/// What a verification established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verified {
    /// The commitment published at version 1.
    pub commitment: String,
    /// Stored commands whose events were re-derived from the seed.
    pub commands: usize,
    /// The last version checked: the end of the stream, unless `rules_changed_at` stopped
    /// the check.
    pub version: u64,
    /// The first version decided under an older revision of the game's rules that today's
    /// rules decide differently. A game goes on under today's rules after a ruling changes,
    /// so this is not tampering; but today's code cannot re-derive those events, so the
    /// check stops there and says so.
    pub rules_changed_at: Option<u64>,
}

/// Check one game's stream (all of it, oldest first).
pub fn verify_game(events: &[StoredEvent]) -> Result<Verified, AppError> {
    let first = events
        .first()
        .ok_or_else(|| AppError::BadInput("there are no events to verify".into()))?;
    let Ok(StreamEvent::Lobby(LobbyEvent::GameCreated(created))) = decode(first) else {
        return Err(AppError::BadInput(
            "the stream does not start with GameCreated".into(),
        ));
    };
    let seed = created.seed.as_deref().ok_or_else(|| {
        AppError::BadInput("the seed is not revealed yet: verify a finished game".into())
    })?;
    let seed = super::hex::decode_hex(seed);
    if GameRng::commitment(&seed) != created.seed_commitment {
        return Err(AppError::Rule(crate::engine::RuleError::new(
            "SEED_DOES_NOT_MATCH_COMMITMENT",
            "the revealed seed does not hash to the commitment published at version 1",
        )));
    }
    let mut session = GameSession::fold(first.stream_id, None, std::slice::from_ref(first))?;
    let mut commands = 0;
    let mut rules_changed_at = None;
    let mut rest = &events[1..];
    while let Some(head) = rest.first() {
        let len = rest
            .iter()
            .take_while(|e| e.metadata.command_id == head.metadata.command_id)
            .count();
        let (batch, tail) = rest.split_at(len);
        let decoded = batch.iter().map(decode).collect::<Result<Vec<_>, _>>()?;
        if let Some(expected) = game_events_of(&decoded) {
            let reproduced = derive(&session, head, &decoded, &seed)
                .is_ok_and(|derived| same_for_spectator(&derived, &expected));
            if !reproduced {
                if head.metadata.rules_revision() >= session.kind.rules_revision() {
                    return Err(mismatch(head.version));
                }
                rules_changed_at = Some(head.version);
                break;
            }
            commands += 1;
        }
        session = GameSession::fold(first.stream_id, Some(session), batch)?;
        rest = tail;
    }
    Ok(Verified {
        commitment: created.seed_commitment,
        commands,
        version: session.version,
        rules_changed_at,
    })
}

/// The game events a batch must be re-derived into; `None` for a batch of the table's own
/// events (seats taken), which involve no randomness.
fn game_events_of(batch: &[StreamEvent]) -> Option<Vec<StreamEvent>> {
    let starts = matches!(
        batch.first(),
        Some(StreamEvent::Lobby(LobbyEvent::GameStarted(_)))
    );
    let game: Vec<_> = batch
        .iter()
        .filter(|e| matches!(e, StreamEvent::Game(_)))
        .cloned()
        .collect();
    (starts || !game.is_empty()).then_some(game)
}

/// The events the seed gives for this batch: the setup when it starts the game, otherwise
/// those of the first legal command of its seat that reproduces them.
fn derive(
    session: &GameSession,
    head: &StoredEvent,
    batch: &[StreamEvent],
    seed: &[u8],
) -> Result<Vec<StreamEvent>, AppError> {
    let rng = || GameRng::new(seed, session.version);
    if matches!(
        batch.first(),
        Some(StreamEvent::Lobby(LobbyEvent::GameStarted(_)))
    ) {
        let setup = session
            .kind
            .setup(&session.options, &session.seat_list(), &mut rng())
            .map_err(|_| mismatch(head.version))?;
        return Ok(setup.into_iter().map(StreamEvent::Game).collect());
    }
    // A seat forfeited as its player left: the game's events of it, decided by the server.
    if let Some(seat) = batch.iter().find_map(|e| match e {
        StreamEvent::Lobby(LobbyEvent::SeatTakenOver(t)) if t.forfeited => Some(t.seat),
        _ => None,
    }) {
        let events = session
            .state
            .forfeit(seat, &mut rng())
            .map_err(|_| mismatch(head.version))?;
        return Ok(events.into_iter().map(StreamEvent::Game).collect());
    }
    let expected: Vec<_> = batch.to_vec();
    let seat = head
        .metadata
        .actor_seat
        .ok_or_else(|| mismatch(head.version))?;
    for command in session.state.legal_commands(seat) {
        if let Ok(events) = session.state.decide(seat, &command, &mut rng()) {
            let events: Vec<_> = events.into_iter().map(StreamEvent::Game).collect();
            if same_for_spectator(&events, &expected) {
                return Ok(events);
            }
        }
    }
    Err(mismatch(head.version))
}

fn same_for_spectator(a: &[StreamEvent], b: &[StreamEvent]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.redact(Viewer::Spectator, true) == y.redact(Viewer::Spectator, true))
}

fn mismatch(version: u64) -> AppError {
    AppError::Rule(crate::engine::RuleError::new(
        "EVENTS_DO_NOT_FOLLOW_FROM_THE_SEED",
        format!(
            "the events stored from version {version} on are not what any legal command gives \
             with this game's seed"
        ),
    ))
}
