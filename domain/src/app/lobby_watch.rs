//! What a lobby subscriber is told: the public tables that have not started, as they open,
//! gain and lose players, fill, start or are cancelled. Kept apart from any transport, so
//! the rules of what is news are tested without a server.

use std::collections::{HashMap, HashSet};

use uuid::Uuid;

use super::records::{GameStatus, GameSummary};

/// How a table in the lobby changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
pub enum LobbyChange {
    /// Already waiting for players when the subscription began.
    Listed,
    /// A new table is waiting for players.
    Opened,
    /// A player or bot took or left a seat; a seat is still free.
    SeatsChanged,
    /// Every seat is taken; the creator may start it.
    Filled,
    /// The game began: it leaves the lobby.
    Started,
    /// Its creator cancelled it: it leaves the lobby.
    Cancelled,
}

/// The tables one subscriber has been told about, and the streams it need not look at
/// again (a game that has left the lobby never comes back to it).
#[derive(Debug, Default)]
pub struct LobbyWatch {
    shown: HashMap<Uuid, GameSummary>,
    done: HashSet<Uuid>,
}

impl LobbyWatch {
    /// Whether a wake-up of stream `id` may be news.
    pub fn wants(&self, id: Uuid) -> bool {
        !self.done.contains(&id)
    }

    /// The tables shown and still in the lobby.
    pub fn shown(&self) -> impl Iterator<Item = Uuid> + '_ {
        self.shown.keys().copied()
    }

    /// The lobby at the start of the subscription: each public table waiting for players.
    pub fn list(&mut self, tables: Vec<GameSummary>) -> Vec<(LobbyChange, GameSummary)> {
        tables
            .into_iter()
            .filter_map(|t| self.see(t.id, Some(t)))
            .map(|(change, t)| match change {
                LobbyChange::Opened | LobbyChange::SeatsChanged | LobbyChange::Filled => {
                    (LobbyChange::Listed, t)
                }
                other => (other, t),
            })
            .collect()
    }

    /// What stream `id`'s row (`None`: no game has that id) means for this subscriber,
    /// if anything.
    pub fn see(
        &mut self,
        id: Uuid,
        summary: Option<GameSummary>,
    ) -> Option<(LobbyChange, GameSummary)> {
        let Some(summary) = summary.filter(|s| !s.private) else {
            self.done.insert(id);
            return None;
        };
        let change = match (self.shown.get(&id), summary.status) {
            (Some(old), _) if old.version >= summary.version => return None,
            (_, GameStatus::Lobby) => {
                let full = summary.seats.len() >= usize::from(summary.seat_count);
                match self.shown.get(&id) {
                    None => LobbyChange::Opened,
                    Some(_) if full => LobbyChange::Filled,
                    Some(_) => LobbyChange::SeatsChanged,
                }
            }
            (None, _) => {
                self.done.insert(id);
                return None;
            }
            (Some(_), GameStatus::Cancelled) => LobbyChange::Cancelled,
            (Some(_), _) => LobbyChange::Started,
        };
        if summary.status == GameStatus::Lobby {
            self.shown.insert(id, summary.clone());
        } else {
            self.shown.remove(&id);
            self.done.insert(id);
        }
        Some((change, summary))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::SeatSummary;
    use crate::catalog::GameKind;
    use crate::engine::Seat;

    fn table(version: u64, status: GameStatus, seated: u8) -> GameSummary {
        GameSummary {
            id: Uuid::from_u128(1),
            kind: GameKind::ALL[0],
            title: "t".into(),
            status,
            version,
            seat_count: 2,
            seats: (0..seated)
                .map(|n| SeatSummary {
                    seat: Seat(n),
                    player_id: Uuid::from_u128(u128::from(n) + 10),
                    player_name: format!("p{n}"),
                })
                .collect(),
            created_by: Uuid::nil(),
            created_at: String::new(),
            updated_at: String::new(),
            winners: Vec::new(),
            private: false,
        }
    }

    fn change(w: &mut LobbyWatch, t: GameSummary) -> Option<LobbyChange> {
        w.see(t.id, Some(t)).map(|(c, _)| c)
    }

    #[test]
    fn a_table_opens_gains_players_fills_and_starts_then_is_never_looked_at_again() {
        let mut w = LobbyWatch::default();
        let id = Uuid::from_u128(1);
        assert_eq!(
            change(&mut w, table(1, GameStatus::Lobby, 0)),
            Some(LobbyChange::Opened)
        );
        assert_eq!(
            change(&mut w, table(2, GameStatus::Lobby, 1)),
            Some(LobbyChange::SeatsChanged)
        );
        assert_eq!(
            change(&mut w, table(2, GameStatus::Lobby, 1)),
            None,
            "old news"
        );
        assert_eq!(
            change(&mut w, table(3, GameStatus::Lobby, 2)),
            Some(LobbyChange::Filled)
        );
        assert_eq!(
            change(&mut w, table(4, GameStatus::Lobby, 1)),
            Some(LobbyChange::SeatsChanged),
            "a player left a full table"
        );
        assert_eq!(
            change(&mut w, table(9, GameStatus::InProgress, 2)),
            Some(LobbyChange::Started)
        );
        assert!(!w.wants(id));
        assert_eq!(w.shown().count(), 0);
    }

    #[test]
    fn games_that_are_private_unknown_or_already_running_are_not_news() {
        let mut w = LobbyWatch::default();
        let private = GameSummary {
            private: true,
            ..table(1, GameStatus::Lobby, 0)
        };
        assert_eq!(change(&mut w, private), None);
        assert!(!w.wants(Uuid::from_u128(1)));

        let mut w = LobbyWatch::default();
        assert_eq!(change(&mut w, table(7, GameStatus::InProgress, 2)), None);
        assert!(!w.wants(Uuid::from_u128(1)));
        assert_eq!(w.see(Uuid::from_u128(5), None), None);
        assert!(!w.wants(Uuid::from_u128(5)));
    }

    #[test]
    fn a_cancelled_table_leaves_and_the_first_listing_says_listed() {
        let mut w = LobbyWatch::default();
        let listed = w.list(vec![table(3, GameStatus::Lobby, 2)]);
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].0, LobbyChange::Listed);
        assert_eq!(
            change(&mut w, table(4, GameStatus::Cancelled, 2)),
            Some(LobbyChange::Cancelled)
        );
        assert!(!w.wants(Uuid::from_u128(1)));
    }
}
