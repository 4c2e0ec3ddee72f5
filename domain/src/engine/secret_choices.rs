use serde::{Deserialize, Serialize};

use super::{Prompt, RuleError, Seat, Viewer};

/// Choices several seats make at the same time, hidden from each other until all are in,
/// then revealed together.
///
/// Outlive does this for its setup choices and King of Tokyo for yield answers, each in its
/// own way (their events and views are stored and stay as they are); new games keep one of
/// these in their `State` instead. Whether a seat may change its choice before the reveal
/// varies by game, so it is a parameter. The secret lives in the authoritative state only:
/// `view` and `redact_choice` are what a game puts in views and events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SecretChoices<T> {
    expected: Vec<Seat>,
    changes: ChangeRule,
    /// At most one per expected seat, in the order they were first submitted.
    choices: Vec<SecretChoice<T>>,
    revealed: bool,
}

/// Whether a seat may replace its choice before the reveal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChangeRule {
    /// The first choice is final.
    #[default]
    Refused,
    /// A seat may choose again until every choice is in.
    AllowedUntilAllIn,
}

/// One seat's choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretChoice<T> {
    pub seat: Seat,
    pub choice: T,
}

/// What one viewer may know of a set of secret choices.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SecretChoicesView<T> {
    /// The seats expected to choose, in seating order.
    pub expected: Vec<Seat>,
    /// The seats that have chosen, in seating order: public from the start.
    pub chosen: Vec<Seat>,
    /// The viewer's own choice, if it has made one.
    pub mine: Option<T>,
    /// Every choice in seating order once revealed; empty before.
    pub revealed: Vec<SecretChoice<T>>,
}

impl<T> Default for SecretChoices<T> {
    fn default() -> Self {
        Self {
            expected: Vec::new(),
            changes: ChangeRule::Refused,
            choices: Vec::new(),
            revealed: false,
        }
    }
}

impl<T: Clone> SecretChoices<T> {
    pub fn new(mut expected: Vec<Seat>, changes: ChangeRule) -> Self {
        expected.sort();
        expected.dedup();
        Self {
            expected,
            changes,
            ..Self::default()
        }
    }

    pub fn expected(&self) -> &[Seat] {
        &self.expected
    }

    pub fn has_chosen(&self, seat: Seat) -> bool {
        self.choices.iter().any(|c| c.seat == seat)
    }

    /// The expected seats that have not chosen yet, in seating order.
    pub fn waiting_for(&self) -> Vec<Seat> {
        self.expected
            .iter()
            .copied()
            .filter(|&s| !self.has_chosen(s))
            .collect()
    }

    pub fn all_in(&self) -> bool {
        self.expected.iter().all(|&s| self.has_chosen(s))
    }

    pub fn is_revealed(&self) -> bool {
        self.revealed
    }

    /// Whether `seat` may submit a choice now.
    pub fn check_submit(&self, seat: Seat) -> Result<(), RuleError> {
        if !self.expected.contains(&seat) {
            return Err(RuleError::not_your_decision(
                "No choice is expected from you here",
            ));
        }
        if self.revealed {
            return Err(RuleError::wrong_phase(
                "The choices have been revealed; it is too late to choose",
            ));
        }
        if self.has_chosen(seat) && (self.changes == ChangeRule::Refused || self.all_in()) {
            return Err(RuleError::new(
                "ALREADY_CHOSEN",
                "You have already made this choice",
            ));
        }
        Ok(())
    }

    pub fn submit(&mut self, seat: Seat, choice: T) -> Result<(), RuleError> {
        self.check_submit(seat)?;
        match self.choices.iter_mut().find(|c| c.seat == seat) {
            Some(c) => c.choice = choice,
            None => self.choices.push(SecretChoice { seat, choice }),
        }
        Ok(())
    }

    /// Reveal every choice, in seating order (what a game writes into its reveal event).
    /// Refused until all are in, and once revealed.
    pub fn reveal(&mut self) -> Result<Vec<SecretChoice<T>>, RuleError> {
        if self.revealed {
            return Err(RuleError::wrong_phase("The choices are already revealed"));
        }
        if !self.all_in() {
            return Err(RuleError::wrong_phase(
                "Some seats have not chosen yet; the choices are revealed together",
            ));
        }
        self.revealed = true;
        Ok(self.in_seat_order())
    }

    /// Every choice in seating order once revealed; `None` before.
    pub fn revealed(&self) -> Option<Vec<SecretChoice<T>>> {
        self.revealed.then(|| self.in_seat_order())
    }

    fn in_seat_order(&self) -> Vec<SecretChoice<T>> {
        let mut all = self.choices.clone();
        all.sort_by_key(|c| c.seat);
        all
    }

    /// What `viewer` may know: who has chosen, its own choice, and everything after the reveal.
    pub fn view(&self, viewer: Viewer) -> SecretChoicesView<T> {
        SecretChoicesView {
            expected: self.expected.clone(),
            chosen: self
                .expected
                .iter()
                .copied()
                .filter(|&s| self.has_chosen(s))
                .collect(),
            mine: self
                .choices
                .iter()
                .find(|c| viewer.is_seat(c.seat))
                .map(|c| c.choice.clone()),
            revealed: self.revealed().unwrap_or_default(),
        }
    }

    /// A choice as an event may show it to `viewer`: only its maker sees it before the reveal.
    pub fn redact_choice(seat: Seat, choice: &T, viewer: Viewer) -> Option<T> {
        viewer.is_seat(seat).then(|| choice.clone())
    }

    /// One prompt per seat still to choose.
    pub fn prompts(&self, kind: &str, message: &str) -> Vec<Prompt> {
        if self.revealed {
            return Vec::new();
        }
        self.waiting_for()
            .into_iter()
            .map(|seat| Prompt::new(seat, kind, message))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_revealed_together_in_seat_order_once_all_are_in() {
        let mut choices = SecretChoices::new(vec![Seat(2), Seat(0), Seat(1)], ChangeRule::Refused);
        choices.submit(Seat(2), "c").unwrap();
        choices.submit(Seat(0), "a").unwrap();
        assert_eq!(choices.waiting_for(), vec![Seat(1)]);
        assert!(!choices.all_in());
        assert_eq!(choices.reveal().unwrap_err().code, "WRONG_PHASE");
        assert!(choices.revealed().is_none());
        choices.submit(Seat(1), "b").unwrap();
        assert!(choices.all_in());
        let revealed = choices.reveal().unwrap();
        let order: Vec<(Seat, &str)> = revealed.iter().map(|c| (c.seat, c.choice)).collect();
        assert_eq!(order, vec![(Seat(0), "a"), (Seat(1), "b"), (Seat(2), "c")]);
        assert!(choices.is_revealed());
        assert_eq!(choices.reveal().unwrap_err().code, "WRONG_PHASE");
        assert!(choices.prompts("CHOOSE", "Choose").is_empty());
    }

    #[test]
    fn a_second_choice_is_refused_when_changes_are_refused() {
        let mut choices = SecretChoices::new(Seat::all(2), ChangeRule::Refused);
        choices.submit(Seat(0), 1).unwrap();
        assert_eq!(
            choices.submit(Seat(0), 2).unwrap_err().code,
            "ALREADY_CHOSEN"
        );
        choices.submit(Seat(1), 3).unwrap();
        assert_eq!(choices.reveal().unwrap()[0].choice, 1);
    }

    #[test]
    fn a_choice_may_change_until_all_are_in_when_allowed() {
        let mut choices = SecretChoices::new(Seat::all(2), ChangeRule::AllowedUntilAllIn);
        choices.submit(Seat(0), 1).unwrap();
        choices.submit(Seat(0), 2).unwrap();
        choices.submit(Seat(1), 3).unwrap();
        // Once everybody is in, a change could react to the reveal that follows at once.
        assert_eq!(
            choices.submit(Seat(0), 4).unwrap_err().code,
            "ALREADY_CHOSEN"
        );
        assert_eq!(choices.reveal().unwrap()[0].choice, 2);
    }

    #[test]
    fn an_unexpected_seat_may_not_choose() {
        let mut choices = SecretChoices::new(vec![Seat(1)], ChangeRule::Refused);
        assert_eq!(
            choices.submit(Seat(0), 1).unwrap_err().code,
            "NOT_YOUR_DECISION"
        );
        assert_eq!(choices.prompts("CHOOSE", "Choose")[0].seat, Seat(1));
    }

    #[test]
    fn a_viewer_sees_who_has_chosen_and_only_its_own_choice_before_the_reveal() {
        let mut choices = SecretChoices::new(Seat::all(3), ChangeRule::Refused);
        choices.submit(Seat(0), "leader-a".to_owned()).unwrap();
        choices.submit(Seat(2), "leader-c".to_owned()).unwrap();

        let mine = choices.view(Viewer::Seat(Seat(0)));
        assert_eq!(mine.chosen, vec![Seat(0), Seat(2)]);
        assert_eq!(mine.mine.as_deref(), Some("leader-a"));
        assert!(mine.revealed.is_empty());
        let json = serde_json::to_string(&choices.view(Viewer::Seat(Seat(1)))).unwrap();
        assert!(!json.contains("leader"), "seat 1 learns a choice: {json}");
        let json = serde_json::to_string(&choices.view(Viewer::Spectator)).unwrap();
        assert!(
            !json.contains("leader"),
            "a spectator learns a choice: {json}"
        );

        choices.submit(Seat(1), "leader-b".to_owned()).unwrap();
        choices.reveal().unwrap();
        let spectator = choices.view(Viewer::Spectator);
        assert_eq!(spectator.mine, None);
        assert_eq!(spectator.revealed.len(), 3);
        assert_eq!(spectator.revealed[2].choice, "leader-c");
    }

    #[test]
    fn an_event_shows_a_choice_to_its_maker_only() {
        let choice = 5;
        assert_eq!(
            SecretChoices::redact_choice(Seat(1), &choice, Viewer::Seat(Seat(1))),
            Some(5)
        );
        assert_eq!(
            SecretChoices::redact_choice(Seat(1), &choice, Viewer::Seat(Seat(0))),
            None
        );
        assert_eq!(
            SecretChoices::redact_choice(Seat(1), &choice, Viewer::Spectator),
            None
        );
    }
}
