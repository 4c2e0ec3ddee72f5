//! How a table's life folds with its events: the session calls these around each event.

use crate::engine::Seat;

use super::super::lobby::{LobbyEvent, StreamEvent};
use super::super::session::{Applied, GameSession, SeatHolder};
use super::clocks::{Clocks, Tick};
use super::events::{SeatReclaimed, SeatTakenOver, TakeoverCause};
use super::terms::{AwayPlayer, SeatTerm, TermCause};

impl GameSession {
    /// Table life's part of folding one event: before the game sees it (undo points), the
    /// table events themselves, and the clocks after it.
    pub(in crate::app) fn fold_table_life(&mut self, event: &StreamEvent, at: &Applied<'_>) {
        let begins = self.table.begins(at.command_id);
        match event {
            StreamEvent::Game(e) => {
                if begins && self.table.rules.undo {
                    match (at.actor_player, at.actor_seat) {
                        (Some(_), Some(seat)) => {
                            self.table
                                .undo
                                .before_decision(seat, at.version - 1, &self.state)
                        }
                        // A bot's move, or the setup: nobody may take those back.
                        _ => self.table.undo.forget(),
                    }
                }
                self.state.evolve(e);
                if e.is_irreversible() {
                    self.table.undo.forget();
                }
            }
            StreamEvent::Lobby(LobbyEvent::GameStarted(_)) => self.begin_play(at.version),
            StreamEvent::Lobby(e) => self.fold_table_event(e, at.version),
        }
        let moved = at
            .actor_seat
            .filter(|_| begins && matches!(event, StreamEvent::Game(_)));
        self.tick_clocks(at.recorded_at, moved);
    }

    fn begin_play(&mut self, version: u64) {
        self.started = true;
        self.table.clocks = Clocks::set(&self.table.rules.clock, self.seats.len());
        self.table.terms = self
            .seats
            .iter()
            .enumerate()
            .filter_map(|(i, holder)| {
                holder
                    .as_ref()
                    .map(|h| term(Seat(i as u8), version, h, TermCause::Started))
            })
            .collect();
    }

    fn fold_table_event(&mut self, event: &LobbyEvent, version: u64) {
        match event {
            LobbyEvent::TimeExpired(e) => self.table.clocks.expire(e.seat),
            LobbyEvent::SeatTakenOver(e) => self.take_over(e, version),
            LobbyEvent::SeatReclaimed(e) => self.reclaim(e, version),
            LobbyEvent::MovesUndone(e) => {
                if let Some(state) = self.table.undo.take_back(e.to_version) {
                    self.state = state;
                }
                return;
            }
            LobbyEvent::RematchOffered(e) => self.table.rematch = Some(e.game_id),
            LobbyEvent::RematchDeclined(e) => {
                if let Some(slot) = self
                    .table
                    .rematch_of
                    .as_mut()
                    .and_then(|r| r.invited.get_mut(e.seat.index()))
                {
                    *slot = None;
                }
            }
            _ => {}
        }
        // Whatever happened at the table, nobody's decisions before it can be taken back.
        self.table.undo.forget();
    }

    fn take_over(&mut self, e: &SeatTakenOver, version: u64) {
        let Some(slot) = self.seats.get_mut(e.seat.index()) else {
            return;
        };
        let away = slot.take().map(|h| AwayPlayer {
            player_id: h.player_id,
            player_name: h.player_name,
            may_reclaim: e.cause == TakeoverCause::TimedOut && !e.forfeited,
        });
        let bot = SeatHolder::bot(e.policy, away);
        let cause = match e.cause {
            TakeoverCause::Conceded => TermCause::Conceded,
            TakeoverCause::TimedOut => TermCause::TimedOut,
        };
        let mut term = term(e.seat, version, &bot, cause);
        term.forfeited = e.forfeited;
        self.table.terms.push(term);
        *slot = Some(bot);
    }

    fn reclaim(&mut self, e: &SeatReclaimed, version: u64) {
        let Some(slot) = self.seats.get_mut(e.seat.index()) else {
            return;
        };
        let player = SeatHolder::player(e.player_id, e.player_name.clone());
        self.table
            .terms
            .push(term(e.seat, version, &player, TermCause::Reclaimed));
        *slot = Some(player);
        self.table.clocks.refill(&self.table.rules.clock, e.seat);
    }

    fn tick_clocks(&mut self, at: &str, moved: Option<Seat>) {
        if self.table.clocks.0.is_empty() || !self.started {
            return;
        }
        let mut owing = vec![false; self.seats.len()];
        for prompt in self.state.prompts() {
            if self.bot_policy(prompt.seat).is_none()
                && let Some(owes) = owing.get_mut(prompt.seat.index())
            {
                *owes = true;
            }
        }
        let tick = Tick {
            at,
            owing: &owing,
            moved,
        };
        self.table.clocks.tick(&self.table.rules.clock, &tick);
    }
}

fn term(seat: Seat, version: u64, holder: &SeatHolder, cause: TermCause) -> SeatTerm {
    SeatTerm {
        seat,
        from_version: version,
        player_id: holder.bot.is_none().then_some(holder.player_id),
        player_name: holder.player_name.clone(),
        bot: holder.bot,
        cause,
        forfeited: false,
    }
}
