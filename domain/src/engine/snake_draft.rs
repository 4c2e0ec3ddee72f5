use serde::{Deserialize, Serialize};

use super::{Prompt, RuleError, Seat};

/// A snake draft: one pick at a time, clockwise from the first picker, then back
/// counter-clockwise (1-2-3-3-2-1-1-2-3...), from a pool of unique items.
///
/// Brave Architect drafts its card sets this way. The turn-around evens out the advantage
/// of picking first, which a plain clockwise draft would give the same seat every round.
/// Items are unique, so a picked item leaves the pool and can never be drafted twice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SnakeDraft<T> {
    /// The picking order of the first round: clockwise from the first picker.
    order: Vec<Seat>,
    /// Items still to draft.
    pool: Vec<T>,
    /// Every pick so far, in the order made.
    picks: Vec<DraftPick<T>>,
    /// Each seat stops after this many picks; without it the draft runs until the pool is empty.
    picks_per_seat: Option<u32>,
}

/// One pick of a draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftPick<T> {
    pub seat: Seat,
    pub item: T,
}

impl<T> Default for SnakeDraft<T> {
    fn default() -> Self {
        Self {
            order: Vec::new(),
            pool: Vec::new(),
            picks: Vec::new(),
            picks_per_seat: None,
        }
    }
}

impl<T: Clone + PartialEq> SnakeDraft<T> {
    /// A draft among `seats` (in seating order) from `pool`, started by `first` (the first of
    /// `seats` when `None`). Refuses a pool that lists an item twice, or a first picker who
    /// is not drafting: either is a setup mistake.
    pub fn new(
        seats: Vec<Seat>,
        first: Option<Seat>,
        pool: Vec<T>,
        picks_per_seat: Option<u32>,
    ) -> Result<Self, RuleError> {
        if pool
            .iter()
            .enumerate()
            .any(|(i, item)| pool[..i].contains(item))
        {
            return Err(RuleError::new(
                "DUPLICATE_DRAFT_ITEM",
                "A draft pool lists the same item twice",
            ));
        }
        let mut order = seats;
        if let Some(first) = first {
            let at = order.iter().position(|&s| s == first).ok_or_else(|| {
                RuleError::new("NOT_DRAFTING", "The first picker is not in the draft")
            })?;
            order.rotate_left(at);
        }
        Ok(Self {
            order,
            pool,
            picks: Vec::new(),
            picks_per_seat,
        })
    }

    pub fn is_over(&self) -> bool {
        let seats = self.order.len();
        let all_picked = self
            .picks_per_seat
            .is_some_and(|n| self.picks.len() >= seats * n as usize);
        seats == 0 || self.pool.is_empty() || all_picked
    }

    /// The seat that picks now; `None` once the draft is over.
    pub fn current(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        let seats = self.order.len();
        let round = self.picks.len() / seats;
        let at = self.picks.len() % seats;
        let at = if round.is_multiple_of(2) {
            at
        } else {
            seats - 1 - at
        };
        Some(self.order[at])
    }

    /// The items `seat` may pick now: the whole pool on its turn, nothing otherwise.
    pub fn legal_picks(&self, seat: Seat) -> &[T] {
        if self.current() == Some(seat) {
            &self.pool
        } else {
            &[]
        }
    }

    pub fn check_pick(&self, seat: Seat, item: &T) -> Result<(), RuleError> {
        match self.current() {
            None => return Err(RuleError::wrong_phase("The draft is over")),
            Some(current) if current != seat => {
                return Err(RuleError::not_your_decision(format!(
                    "It is {current}'s pick"
                )));
            }
            Some(_) => {}
        }
        if !self.pool.contains(item) {
            return Err(RuleError::new(
                "NOT_IN_POOL",
                "That item is not in the pool: it was drafted already or never was there",
            ));
        }
        Ok(())
    }

    pub fn pick(&mut self, seat: Seat, item: T) -> Result<(), RuleError> {
        self.check_pick(seat, &item)?;
        self.pool.retain(|i| i != &item);
        self.picks.push(DraftPick { seat, item });
        Ok(())
    }

    /// Items still in the pool.
    pub fn remaining(&self) -> &[T] {
        &self.pool
    }

    /// Every pick so far, in the order made.
    pub fn picks(&self) -> &[DraftPick<T>] {
        &self.picks
    }

    /// What `seat` has drafted, in the order it picked.
    pub fn picks_of(&self, seat: Seat) -> Vec<&T> {
        self.picks
            .iter()
            .filter(|p| p.seat == seat)
            .map(|p| &p.item)
            .collect()
    }

    /// The prompt of the seat that picks now.
    pub fn prompts(&self, kind: &str, message: &str) -> Vec<Prompt> {
        self.current()
            .map(|seat| Prompt::new(seat, kind, message))
            .into_iter()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft_all(draft: &mut SnakeDraft<u32>) -> Vec<u8> {
        let mut order = Vec::new();
        while let Some(seat) = draft.current() {
            let item = draft.legal_picks(seat)[0];
            draft.pick(seat, item).unwrap();
            order.push(seat.0);
        }
        order
    }

    #[test]
    fn picks_go_clockwise_then_back() {
        let mut draft = SnakeDraft::new(Seat::all(3), None, (0..9).collect(), None).unwrap();
        assert_eq!(draft_all(&mut draft), vec![0, 1, 2, 2, 1, 0, 0, 1, 2]);
        assert!(draft.is_over());
        assert_eq!(draft.current(), None);
    }

    #[test]
    fn the_first_picker_starts_and_the_order_wraps_around() {
        let mut draft =
            SnakeDraft::new(Seat::all(4), Some(Seat(2)), (0..8).collect(), None).unwrap();
        assert_eq!(draft_all(&mut draft), vec![2, 3, 0, 1, 1, 0, 3, 2]);
    }

    #[test]
    fn a_picked_item_leaves_the_pool_and_cannot_be_drafted_twice() {
        let mut draft = SnakeDraft::new(Seat::all(2), None, vec!["a", "b", "c"], None).unwrap();
        draft.pick(Seat(0), "b").unwrap();
        assert_eq!(draft.remaining(), &["a", "c"]);
        assert_eq!(draft.pick(Seat(1), "b").unwrap_err().code, "NOT_IN_POOL");
        assert_eq!(draft.legal_picks(Seat(1)), &["a", "c"]);
        assert!(draft.legal_picks(Seat(0)).is_empty());
        assert_eq!(
            draft.pick(Seat(0), "a").unwrap_err().code,
            "NOT_YOUR_DECISION"
        );
        draft.pick(Seat(1), "c").unwrap();
        draft.pick(Seat(1), "a").unwrap();
        assert!(draft.is_over());
        assert_eq!(draft.picks_of(Seat(1)), vec![&"c", &"a"]);
        assert_eq!(draft.picks_of(Seat(0)), vec![&"b"]);
        assert_eq!(draft.pick(Seat(0), "a").unwrap_err().code, "WRONG_PHASE");
    }

    #[test]
    fn the_draft_stops_once_each_seat_has_its_picks() {
        let mut draft = SnakeDraft::new(Seat::all(2), None, (0..10).collect(), Some(2)).unwrap();
        assert_eq!(draft_all(&mut draft), vec![0, 1, 1, 0]);
        assert_eq!(draft.remaining().len(), 6);
        assert!(draft.prompts("DRAFT", "Pick a set").is_empty());
    }

    #[test]
    fn a_pool_with_a_duplicate_or_a_stranger_first_is_refused() {
        assert_eq!(
            SnakeDraft::new(Seat::all(2), None, vec![1, 2, 1], None)
                .unwrap_err()
                .code,
            "DUPLICATE_DRAFT_ITEM"
        );
        assert_eq!(
            SnakeDraft::new(Seat::all(2), Some(Seat(5)), vec![1], None)
                .unwrap_err()
                .code,
            "NOT_DRAFTING"
        );
    }

    #[test]
    fn a_draft_round_trips_through_json() {
        let mut draft =
            SnakeDraft::new(Seat::all(3), Some(Seat(1)), vec![10, 20, 30], None).unwrap();
        draft.pick(Seat(1), 20).unwrap();
        let json = serde_json::to_string(&draft).unwrap();
        let back: SnakeDraft<u32> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, draft);
        assert_eq!(back.current(), Some(Seat(2)));
    }
}
