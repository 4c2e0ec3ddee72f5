//! Who a caller is at a table: the one rule for which seat a player speaks for, used both
//! when it acts (a command) and when it looks (views, history, subscriptions).

use uuid::Uuid;

use crate::engine::{Seat, Viewer};

use super::error::AppError;
use super::records::Player;
use super::session::{GameSession, SeatHolder};

/// The seat a caller speaks for, as far as the seats it holds decide it.
enum Claim {
    /// The seat it named, which it holds, or the only seat it holds.
    Held(Seat),
    /// It named a seat it does not hold.
    NotHeld(Seat),
    /// It named none and holds none.
    NoSeat,
    /// It named none and holds several.
    SeveralSeats,
}

impl GameSession {
    /// A named seat must be held by the caller; without one, its only seat is meant.
    fn claim(&self, player_id: Option<Uuid>, seat: Option<Seat>) -> Claim {
        let held = player_id.map_or_else(Vec::new, |id| self.seats_of(id));
        match seat {
            Some(seat) if held.contains(&seat) => Claim::Held(seat),
            Some(seat) => Claim::NotHeld(seat),
            None => match held.as_slice() {
                [only] => Claim::Held(*only),
                [] => Claim::NoSeat,
                _ => Claim::SeveralSeats,
            },
        }
    }

    /// Which seat `player` acts for: the one named, which it must hold, or its only seat.
    pub(super) fn acting_seat(
        &self,
        player: &Player,
        seat: Option<Seat>,
    ) -> Result<Seat, AppError> {
        match self.claim(Some(player.id), seat) {
            Claim::Held(seat) => Ok(seat),
            Claim::NotHeld(seat) => Err(AppError::Forbidden(format!(
                "you do not hold {seat} at this table; a token acts only for its own seats"
            ))),
            Claim::NoSeat => Err(AppError::Forbidden("you hold no seat at this table".into())),
            Claim::SeveralSeats => Err(AppError::BadInput(
                "you hold several seats at this table; say which one acts with `seat`".into(),
            )),
        }
    }

    /// Who `player` (`None`: a caller without a token) sees this table as: the seat named,
    /// which it must hold, else its only seat, else a spectator.
    pub fn viewer_for(
        &self,
        player: Option<&Player>,
        seat: Option<Seat>,
    ) -> Result<Viewer, AppError> {
        match self.claim(player.map(|p| p.id), seat) {
            Claim::Held(seat) => Ok(Viewer::Seat(seat)),
            Claim::NotHeld(seat) => Err(AppError::Forbidden(format!(
                "you do not hold {seat} at this table, so you cannot see as it"
            ))),
            Claim::NoSeat | Claim::SeveralSeats => Ok(Viewer::Spectator),
        }
    }
}

impl SeatHolder {
    pub fn is(&self, player: &Player) -> bool {
        self.player_id == player.id
    }
}
