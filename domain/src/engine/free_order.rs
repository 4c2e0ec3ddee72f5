use serde::{Deserialize, Serialize};

use super::{Prompt, RuleError, Seat};

/// A phase in which any member may act, in any order, until every member has passed.
///
/// Tokyo Saitoshin's action phase (any PC acts until all pass) and Brave Architect's
/// flexible turn order are such phases; turn-based games never need one. The games differ
/// on whether a pass is final or lapses when a teammate acts (the teammate's action may
/// give the passed seat something new to do), so that is a parameter. A game keeps one in
/// its `State` for the phase and applies in `evolve` what `decide` checked.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FreeOrder {
    members: Vec<Seat>,
    passes: PassRule,
    /// Members that have passed, in the order they passed.
    passed: Vec<Seat>,
}

/// What becomes of a pass when another member acts afterwards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PassRule {
    /// A seat that passed is out of the phase.
    #[default]
    Final,
    /// Any member's action brings every seat that passed back in.
    UndoneWhenTeammateActs,
}

impl FreeOrder {
    pub fn new(members: Vec<Seat>, passes: PassRule) -> Self {
        Self {
            members,
            passes,
            passed: Vec::new(),
        }
    }

    pub fn members(&self) -> &[Seat] {
        &self.members
    }

    pub fn pass_rule(&self) -> PassRule {
        self.passes
    }

    pub fn has_passed(&self, seat: Seat) -> bool {
        self.passed.contains(&seat)
    }

    /// The members that may act (or pass) now, in seating order.
    pub fn may_act(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = self
            .members
            .iter()
            .copied()
            .filter(|&s| !self.has_passed(s))
            .collect();
        seats.sort();
        seats
    }

    /// Over once every member has passed (at once for a phase without members).
    pub fn is_over(&self) -> bool {
        self.members.iter().all(|&m| self.has_passed(m))
    }

    /// Whether `seat` may act or pass now.
    pub fn check_turn(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.members.contains(&seat) {
            return Err(RuleError::not_your_decision(
                "You do not take part in this phase",
            ));
        }
        if self.has_passed(seat) {
            return Err(RuleError::not_your_decision(
                "You have passed; wait until the phase is over",
            ));
        }
        Ok(())
    }

    /// Record an action of `seat`; under `UndoneWhenTeammateActs` every pass lapses.
    pub fn act(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        if self.passes == PassRule::UndoneWhenTeammateActs {
            self.passed.clear();
        }
        Ok(())
    }

    pub fn pass(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_turn(seat)?;
        self.passed.push(seat);
        Ok(())
    }

    /// One prompt for every seat that may act now: each owes its own act-or-pass.
    pub fn prompts(&self, kind: &str, message: &str) -> Vec<Prompt> {
        self.may_act()
            .into_iter()
            .map(|seat| Prompt::new(seat, kind, message))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_member_acts_in_any_order_until_all_have_passed() {
        let mut phase = FreeOrder::new(Seat::all(3), PassRule::Final);
        phase.act(Seat(2)).unwrap();
        phase.act(Seat(0)).unwrap();
        phase.act(Seat(2)).unwrap();
        phase.pass(Seat(1)).unwrap();
        assert_eq!(phase.may_act(), vec![Seat(0), Seat(2)]);
        phase.pass(Seat(2)).unwrap();
        assert!(!phase.is_over());
        assert_eq!(phase.prompts("ACT_OR_PASS", "Act or pass").len(), 1);
        phase.pass(Seat(0)).unwrap();
        assert!(phase.is_over());
        assert!(phase.may_act().is_empty());
    }

    #[test]
    fn a_final_pass_keeps_the_seat_out_after_a_teammate_acts() {
        let mut phase = FreeOrder::new(Seat::all(2), PassRule::Final);
        phase.pass(Seat(0)).unwrap();
        phase.act(Seat(1)).unwrap();
        assert!(phase.has_passed(Seat(0)));
        assert_eq!(phase.act(Seat(0)).unwrap_err().code, "NOT_YOUR_DECISION");
        assert_eq!(phase.pass(Seat(0)).unwrap_err().code, "NOT_YOUR_DECISION");
    }

    #[test]
    fn a_lapsing_pass_is_undone_when_a_teammate_acts() {
        let mut phase = FreeOrder::new(Seat::all(3), PassRule::UndoneWhenTeammateActs);
        phase.pass(Seat(0)).unwrap();
        phase.pass(Seat(1)).unwrap();
        phase.act(Seat(2)).unwrap();
        assert!(!phase.has_passed(Seat(0)) && !phase.has_passed(Seat(1)));
        assert_eq!(phase.may_act(), Seat::all(3));
        phase.pass(Seat(2)).unwrap();
        phase.pass(Seat(0)).unwrap();
        phase.pass(Seat(1)).unwrap();
        assert!(phase.is_over());
    }

    #[test]
    fn a_seat_outside_the_phase_may_not_act() {
        let mut phase = FreeOrder::new(vec![Seat(1), Seat(2)], PassRule::Final);
        assert_eq!(phase.act(Seat(0)).unwrap_err().code, "NOT_YOUR_DECISION");
        assert!(!phase.is_over());
    }

    #[test]
    fn a_phase_round_trips_through_json() {
        let mut phase = FreeOrder::new(Seat::all(2), PassRule::UndoneWhenTeammateActs);
        phase.pass(Seat(1)).unwrap();
        let json = serde_json::to_string(&phase).unwrap();
        assert_eq!(serde_json::from_str::<FreeOrder>(&json).unwrap(), phase);
    }
}
