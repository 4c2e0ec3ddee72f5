use serde::{Deserialize, Serialize};

/// A place at the table, numbered from 0 in seating (clockwise) order.
///
/// A seat is what the rules know about; which player or bot sits in it is the
/// platform's business, not the game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::NewType))]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Every seat of a table with `count` seats, in seating order.
    pub fn all(count: usize) -> Vec<Seat> {
        (0..count).map(|i| Seat(i as u8)).collect()
    }
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking at a game. Hidden information is filtered for a viewer at the edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// A player sitting in this seat: sees the public state and this seat's secrets.
    Seat(Seat),
    /// Anyone else: sees only public information.
    Spectator,
}

impl Viewer {
    pub fn is_seat(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}
