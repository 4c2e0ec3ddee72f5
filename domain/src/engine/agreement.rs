use serde::{Deserialize, Serialize};

use super::{Prompt, PromptScope, RuleError, Seat};

/// A decision that belongs to a team rather than to one seat.
///
/// Two rules exist in the games to come, and a game keeps one `Agreement` per open team
/// decision in its `State` (apply the same calls in `evolve` that `decide` checked):
/// - the first answer of any member settles it (a co-operative table choosing who starts);
/// - every member must give the same answer, and if they do not, a named fallback seat
///   decides (The Others: 7 Sins: the heroes agree on the first hero, else the SIN decides).
///
/// Members may change or withdraw a proposal until the last member has proposed; at that
/// moment the decision is either agreed or has fallen to the fallback seat, for good, so
/// a disagreement cannot be undone by withdrawing once the fallback seat was asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Agreement<T> {
    members: Vec<Seat>,
    rule: AgreementRule,
    /// Who decides when the members do not agree (`Unanimous` only).
    fallback: Option<Seat>,
    /// At most one per member, in the order they were first made.
    proposals: Vec<Proposal<T>>,
    /// The fallback seat's decision, once made.
    fallback_choice: Option<T>,
}

/// How a team's decision is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AgreementRule {
    /// The first member to answer decides for the team.
    #[default]
    FirstAnswer,
    /// Every member must propose the same choice; otherwise the fallback seat decides.
    Unanimous,
}

/// One member's proposal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal<T> {
    pub seat: Seat,
    pub choice: T,
}

impl<T> Default for Agreement<T> {
    fn default() -> Self {
        Self {
            members: Vec::new(),
            rule: AgreementRule::FirstAnswer,
            fallback: None,
            proposals: Vec::new(),
            fallback_choice: None,
        }
    }
}

impl<T: Clone + PartialEq> Agreement<T> {
    /// Any member may decide; the first answer settles it.
    pub fn first_answer(members: Vec<Seat>) -> Self {
        Self {
            members,
            ..Self::default()
        }
    }

    /// Every member must agree; if they do not, `fallback` decides.
    pub fn unanimous(members: Vec<Seat>, fallback: Seat) -> Self {
        Self {
            members,
            rule: AgreementRule::Unanimous,
            fallback: Some(fallback),
            ..Self::default()
        }
    }

    pub fn members(&self) -> &[Seat] {
        &self.members
    }

    pub fn rule(&self) -> AgreementRule {
        self.rule
    }

    pub fn fallback(&self) -> Option<Seat> {
        self.fallback
    }

    pub fn proposals(&self) -> &[Proposal<T>] {
        &self.proposals
    }

    pub fn proposal_of(&self, seat: Seat) -> Option<&T> {
        self.proposals
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| &p.choice)
    }

    fn all_proposed(&self) -> bool {
        self.members.iter().all(|&m| self.proposal_of(m).is_some())
    }

    /// What the members settled on themselves: the first answer, or the choice every
    /// member proposed.
    pub fn agreed(&self) -> Option<&T> {
        match self.rule {
            AgreementRule::FirstAnswer => self.proposals.first().map(|p| &p.choice),
            AgreementRule::Unanimous => {
                let first = &self.proposals.first()?.choice;
                (self.all_proposed() && self.proposals.iter().all(|p| &p.choice == first))
                    .then_some(first)
            }
        }
    }

    /// Whether every member proposed but they did not agree, so the fallback seat decides
    /// (or has decided).
    pub fn has_fallen_to_fallback(&self) -> bool {
        self.rule == AgreementRule::Unanimous && self.all_proposed() && self.agreed().is_none()
    }

    /// The team's decision, however it was reached; `None` while it is still open.
    pub fn decision(&self) -> Option<&T> {
        self.agreed().or(self.fallback_choice.as_ref())
    }

    pub fn is_settled(&self) -> bool {
        self.decision().is_some()
    }

    /// The seats that owe an answer now: every member who has not proposed while the
    /// members decide, the fallback seat once they disagreed, nobody once settled.
    pub fn owed_by(&self) -> Vec<Seat> {
        if self.is_settled() {
            Vec::new()
        } else if self.has_fallen_to_fallback() {
            self.fallback.into_iter().collect()
        } else {
            match self.rule {
                AgreementRule::FirstAnswer => self.members.clone(),
                AgreementRule::Unanimous => self
                    .members
                    .iter()
                    .copied()
                    .filter(|&m| self.proposal_of(m).is_none())
                    .collect(),
            }
        }
    }

    /// One prompt per seat in `owed_by`, scoped so a client can tell a team decision (any
    /// member, or all members) from the fallback seat's own.
    pub fn prompts(&self, kind: &str, message: &str) -> Vec<Prompt> {
        let scope = if self.has_fallen_to_fallback() {
            PromptScope::Alone
        } else {
            match self.rule {
                AgreementRule::FirstAnswer => PromptScope::AnyOfTeam,
                AgreementRule::Unanimous => PromptScope::AllOfTeam,
            }
        };
        self.owed_by()
            .into_iter()
            .map(|seat| Prompt::new(seat, kind, message).with_scope(scope))
            .collect()
    }

    /// Whether `seat` may propose (or change its proposal) now.
    pub fn check_propose(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.members.contains(&seat) {
            return Err(RuleError::not_your_decision(
                "Only the members of the team take part in this decision",
            ));
        }
        if self.is_settled() || self.has_fallen_to_fallback() {
            return Err(already_decided());
        }
        Ok(())
    }

    /// Propose `choice` for `seat`, replacing its earlier proposal.
    pub fn propose(&mut self, seat: Seat, choice: T) -> Result<(), RuleError> {
        self.check_propose(seat)?;
        match self.proposals.iter_mut().find(|p| p.seat == seat) {
            Some(p) => p.choice = choice,
            None => self.proposals.push(Proposal { seat, choice }),
        }
        Ok(())
    }

    /// Whether `seat` may take its proposal back now.
    pub fn check_withdraw(&self, seat: Seat) -> Result<(), RuleError> {
        self.check_propose(seat)?;
        if self.proposal_of(seat).is_none() {
            return Err(RuleError::new(
                "NOTHING_TO_WITHDRAW",
                "You have not proposed anything yet",
            ));
        }
        Ok(())
    }

    pub fn withdraw(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.check_withdraw(seat)?;
        self.proposals.retain(|p| p.seat != seat);
        Ok(())
    }

    /// Whether `seat` may decide as the fallback seat now.
    pub fn check_fallback(&self, seat: Seat) -> Result<(), RuleError> {
        if self.fallback != Some(seat) {
            return Err(RuleError::not_your_decision(
                "Only the deciding seat settles a disagreement",
            ));
        }
        if self.is_settled() {
            return Err(already_decided());
        }
        if !self.has_fallen_to_fallback() {
            return Err(RuleError::wrong_phase(
                "The team has not disagreed: wait until every member has proposed",
            ));
        }
        Ok(())
    }

    pub fn decide_as_fallback(&mut self, seat: Seat, choice: T) -> Result<(), RuleError> {
        self.check_fallback(seat)?;
        self.fallback_choice = Some(choice);
        Ok(())
    }
}

fn already_decided() -> RuleError {
    RuleError::new("ALREADY_DECIDED", "This decision has already been made")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn heroes() -> Vec<Seat> {
        vec![Seat(1), Seat(2), Seat(3)]
    }
    const SIN: Seat = Seat(0);

    #[test]
    fn the_first_answer_of_any_member_settles_it_for_the_team() {
        let mut a = Agreement::first_answer(heroes());
        assert_eq!(a.owed_by(), heroes());
        assert!(
            a.prompts("START", "Who starts?")
                .iter()
                .all(|p| p.scope == PromptScope::AnyOfTeam)
        );
        a.propose(Seat(2), "hero-b").unwrap();
        assert_eq!(a.decision(), Some(&"hero-b"));
        assert_eq!(a.agreed(), Some(&"hero-b"));
        assert!(a.owed_by().is_empty());
        assert_eq!(
            a.propose(Seat(1), "hero-a").unwrap_err().code,
            "ALREADY_DECIDED"
        );
        assert_eq!(a.decision(), Some(&"hero-b"));
    }

    #[test]
    fn a_seat_outside_the_team_cannot_propose() {
        let mut a = Agreement::unanimous(heroes(), SIN);
        assert_eq!(a.propose(SIN, 1).unwrap_err().code, "NOT_YOUR_DECISION");
        assert!(a.proposals().is_empty());
    }

    #[test]
    fn the_team_agrees_when_every_member_proposes_the_same_choice() {
        let mut a = Agreement::unanimous(heroes(), SIN);
        a.propose(Seat(1), 7).unwrap();
        a.propose(Seat(2), 7).unwrap();
        assert!(!a.is_settled());
        assert_eq!(a.owed_by(), vec![Seat(3)]);
        let prompts = a.prompts("FIRST_HERO", "Agree on the first hero");
        assert_eq!(prompts.len(), 1);
        assert_eq!(prompts[0].scope, PromptScope::AllOfTeam);
        a.propose(Seat(3), 7).unwrap();
        assert_eq!(a.agreed(), Some(&7));
        assert!(!a.has_fallen_to_fallback());
        assert!(a.owed_by().is_empty());
        assert_eq!(
            a.decide_as_fallback(SIN, 9).unwrap_err().code,
            "ALREADY_DECIDED"
        );
    }

    #[test]
    fn members_may_change_or_withdraw_until_the_last_one_proposes() {
        let mut a = Agreement::unanimous(heroes(), SIN);
        a.propose(Seat(1), 4).unwrap();
        a.propose(Seat(1), 5).unwrap();
        assert_eq!(a.proposal_of(Seat(1)), Some(&5));
        assert_eq!(a.proposals().len(), 1);
        a.withdraw(Seat(1)).unwrap();
        assert_eq!(a.proposal_of(Seat(1)), None);
        assert_eq!(a.withdraw(Seat(1)).unwrap_err().code, "NOTHING_TO_WITHDRAW");
        assert_eq!(a.owed_by(), heroes());
    }

    #[test]
    fn a_disagreement_falls_to_the_fallback_seat_alone() {
        let mut a = Agreement::unanimous(heroes(), SIN);
        assert_eq!(
            a.decide_as_fallback(SIN, 1).unwrap_err().code,
            "WRONG_PHASE"
        );
        a.propose(Seat(1), 1).unwrap();
        a.propose(Seat(2), 1).unwrap();
        a.propose(Seat(3), 2).unwrap();
        assert!(a.has_fallen_to_fallback());
        assert_eq!(a.agreed(), None);
        assert_eq!(a.owed_by(), vec![SIN]);
        let prompts = a.prompts("FIRST_HERO", "Choose the first hero");
        assert_eq!(prompts[0].seat, SIN);
        assert_eq!(prompts[0].scope, PromptScope::Alone);
        // The disagreement stands: nobody can withdraw it away from the SIN.
        assert_eq!(a.withdraw(Seat(3)).unwrap_err().code, "ALREADY_DECIDED");
        assert_eq!(
            a.decide_as_fallback(Seat(1), 1).unwrap_err().code,
            "NOT_YOUR_DECISION"
        );
        a.decide_as_fallback(SIN, 2).unwrap();
        assert_eq!(a.decision(), Some(&2));
        assert!(a.is_settled() && a.owed_by().is_empty());
    }

    #[test]
    fn an_agreement_round_trips_through_json() {
        let mut a = Agreement::unanimous(heroes(), SIN);
        a.propose(Seat(2), "x".to_owned()).unwrap();
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Agreement<String>>(&json).unwrap(), a);
    }
}
