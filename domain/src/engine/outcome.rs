use serde::{Deserialize, Serialize};

use super::Seat;

/// How a finished game ended: zero, one or several winners, and a full ranking.
///
/// Three shapes of ending exist, told apart by `mode`:
/// - each seat for itself (King of Tokyo, Outlive): `winners` and `ranking` say it all;
/// - sides (The Others: 7 Sins, the SIN seat against the hero seats as one team): `sides`
///   lists each side with its seats, whether it won and its rank;
/// - cooperative (Tokyo Saitoshin, Brave Architect): the table wins or loses together,
///   `cooperative` carries the shared score and rank label (a clear rank such as `S`).
///
/// `winners` and `ranking` are filled in every mode, so a client or a statistic that only
/// knows "who won" keeps working: the winning side's seats, every seat on a co-operative
/// win, nobody on a co-operative loss. The new fields are omitted from JSON when they hold
/// their defaults, so outcomes stored before they existed read back, and serialise, unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    /// Every seat, best first; seats that share a place share a `rank`.
    pub ranking: Vec<Placing>,
    /// Stable SCREAMING_SNAKE reason, e.g. `TWENTY_VICTORY_POINTS`, `LAST_MONSTER_STANDING`.
    pub reason: String,
    #[serde(default, skip_serializing_if = "OutcomeMode::is_individual")]
    pub mode: OutcomeMode,
    /// The sides, best first, in `Sides` mode; empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<Side>,
    /// The table's shared result in `Cooperative` mode; `None` otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cooperative: Option<Cooperative>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub seat: Seat,
    /// 1 for the best; equal places share a rank.
    pub rank: u8,
    /// The game's score for this seat, where it has one.
    pub score: Option<i64>,
}

/// Who won against whom. The default is what every game did before modes existed, so an
/// outcome stored without a mode means "each seat for itself".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "graphql", derive(async_graphql::Enum))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OutcomeMode {
    /// Each seat plays for itself.
    #[default]
    Individual,
    /// Seats play in sides (teams, or one seat against the rest); a side wins or loses whole.
    Sides,
    /// Every seat wins or loses together.
    Cooperative,
}

impl OutcomeMode {
    pub fn is_individual(&self) -> bool {
        *self == OutcomeMode::Individual
    }
}

/// One side of a game played in sides: a team, or a lone seat against a team.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Side {
    /// Stable SCREAMING_SNAKE name of the side, e.g. `HEROES`, `SIN`.
    pub name: String,
    /// The seats that play this side (a seat may control several figures; it is listed once).
    pub seats: Vec<Seat>,
    pub won: bool,
    /// 1 for the best side; equal places share a rank.
    pub rank: u8,
    /// The side's score, where the game keeps one per side.
    pub score: Option<i64>,
}

impl Side {
    /// A side that has not won, ranked first until the game says otherwise.
    pub fn new(name: impl Into<String>, seats: Vec<Seat>) -> Self {
        Self {
            name: name.into(),
            seats,
            won: false,
            rank: 1,
            score: None,
        }
    }

    pub fn with_score(mut self, score: i64) -> Self {
        self.score = Some(score);
        self
    }
}

/// The shared result of a co-operative game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cooperative {
    pub won: bool,
    /// The table's score, where the game keeps one.
    pub score: Option<i64>,
    /// The game's own grade of the result, e.g. Tokyo Saitoshin's clear rank `S`, `A`, `B`.
    pub rank: Option<String>,
}

impl Cooperative {
    pub fn won() -> Self {
        Self {
            won: true,
            score: None,
            rank: None,
        }
    }

    pub fn lost() -> Self {
        Self {
            won: false,
            ..Self::won()
        }
    }

    pub fn with_score(mut self, score: i64) -> Self {
        self.score = Some(score);
        self
    }

    pub fn with_rank(mut self, rank: impl Into<String>) -> Self {
        self.rank = Some(rank.into());
        self
    }
}

impl Outcome {
    /// Each seat for itself: the shape every outcome had before modes existed.
    pub fn individual(
        winners: Vec<Seat>,
        ranking: Vec<Placing>,
        reason: impl Into<String>,
    ) -> Self {
        Self {
            winners,
            ranking,
            reason: reason.into(),
            mode: OutcomeMode::Individual,
            sides: Vec::new(),
            cooperative: None,
        }
    }

    /// One side wins and every other side loses: The Others' heroes against the SIN.
    pub fn team(winner: Side, losers: Vec<Side>, reason: impl Into<String>) -> Self {
        let winner = Side {
            won: true,
            rank: 1,
            ..winner
        };
        let losers = losers.into_iter().map(|side| Side {
            won: false,
            rank: 2,
            ..side
        });
        Self::ranked_sides(std::iter::once(winner).chain(losers).collect(), reason)
    }

    /// Sides as the game ranked them (its own `won` and `rank` on each side), listed best
    /// first. Each seat is placed with its side's rank and score.
    pub fn ranked_sides(mut sides: Vec<Side>, reason: impl Into<String>) -> Self {
        sides.sort_by_key(|side| side.rank);
        let mut winners: Vec<Seat> = sides
            .iter()
            .filter(|side| side.won)
            .flat_map(|side| side.seats.iter().copied())
            .collect();
        winners.sort();
        winners.dedup();
        let ranking = sides
            .iter()
            .flat_map(|side| {
                side.seats.iter().map(|&seat| Placing {
                    seat,
                    rank: side.rank,
                    score: side.score,
                })
            })
            .collect();
        Self {
            winners,
            ranking,
            reason: reason.into(),
            mode: OutcomeMode::Sides,
            sides,
            cooperative: None,
        }
    }

    /// The whole table wins or loses together. Every seat shares first place and the table's
    /// score, so a per-seat ranking never suggests that one player did better than another.
    pub fn cooperative(seats: &[Seat], result: Cooperative, reason: impl Into<String>) -> Self {
        let winners = if result.won {
            seats.to_vec()
        } else {
            Vec::new()
        };
        let ranking = seats
            .iter()
            .map(|&seat| Placing {
                seat,
                rank: 1,
                score: result.score,
            })
            .collect();
        Self {
            winners,
            ranking,
            reason: reason.into(),
            mode: OutcomeMode::Cooperative,
            sides: Vec::new(),
            cooperative: Some(result),
        }
    }

    /// Whether the mode-specific parts agree with `winners` and with each other; describes
    /// the first disagreement. Games may call it from their invariants.
    pub fn check(&self) -> Result<(), String> {
        match self.mode {
            OutcomeMode::Individual => {
                if !self.sides.is_empty() || self.cooperative.is_some() {
                    return Err("an individual outcome has sides or a co-operative result".into());
                }
            }
            OutcomeMode::Sides => {
                if self.cooperative.is_some() || self.sides.is_empty() {
                    return Err("an outcome in sides needs sides and no co-operative result".into());
                }
                let mut seats: Vec<Seat> =
                    self.sides.iter().flat_map(|s| s.seats.clone()).collect();
                let listed = seats.len();
                seats.sort();
                seats.dedup();
                if seats.len() != listed {
                    return Err("a seat plays more than one side".into());
                }
                let mut winners: Vec<Seat> = self
                    .sides
                    .iter()
                    .filter(|s| s.won)
                    .flat_map(|s| s.seats.clone())
                    .collect();
                winners.sort();
                let mut listed_winners = self.winners.clone();
                listed_winners.sort();
                if winners != listed_winners {
                    return Err("the winners are not the seats of the winning sides".into());
                }
            }
            OutcomeMode::Cooperative => {
                let Some(result) = &self.cooperative else {
                    return Err("a co-operative outcome has no co-operative result".into());
                };
                if !self.sides.is_empty() {
                    return Err("a co-operative outcome has sides".into());
                }
                let everyone = self.winners.len() == self.ranking.len();
                if result.won != everyone || (!result.won && !self.winners.is_empty()) {
                    return Err(
                        "a co-operative outcome's winners are neither everyone nor nobody".into(),
                    );
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn placing(seat: u8, rank: u8, score: i64) -> Placing {
        Placing {
            seat: Seat(seat),
            rank,
            score: Some(score),
        }
    }

    #[test]
    fn an_outcome_stored_before_modes_reads_back_and_serialises_unchanged() {
        let stored = json!({
            "winners": [1],
            "ranking": [
                { "seat": 1, "rank": 1, "score": 20 },
                { "seat": 0, "rank": 2, "score": 12 }
            ],
            "reason": "TWENTY_VICTORY_POINTS"
        });
        let outcome: Outcome = serde_json::from_value(stored.clone()).unwrap();
        assert_eq!(
            outcome,
            Outcome::individual(
                vec![Seat(1)],
                vec![placing(1, 1, 20), placing(0, 2, 12)],
                "TWENTY_VICTORY_POINTS"
            )
        );
        assert_eq!(serde_json::to_value(&outcome).unwrap(), stored);
    }

    #[test]
    fn a_team_win_makes_the_team_the_winners_and_ranks_every_seat_with_its_side() {
        let outcome = Outcome::team(
            Side::new("HEROES", vec![Seat(3), Seat(1), Seat(2)]),
            vec![Side::new("SIN", vec![Seat(0)])],
            "SIN_DEFEATED",
        );
        assert_eq!(outcome.mode, OutcomeMode::Sides);
        assert_eq!(outcome.winners, vec![Seat(1), Seat(2), Seat(3)]);
        assert_eq!(outcome.sides[0].name, "HEROES");
        assert!(outcome.sides[0].won && !outcome.sides[1].won);
        assert_eq!((outcome.sides[0].rank, outcome.sides[1].rank), (1, 2));
        let sin = outcome.ranking.iter().find(|p| p.seat == Seat(0)).unwrap();
        assert_eq!(sin.rank, 2);
        assert_eq!(outcome.ranking.len(), 4);
        assert_eq!(outcome.check(), Ok(()));
    }

    #[test]
    fn the_lone_side_can_win_against_the_team() {
        let outcome = Outcome::team(
            Side::new("SIN", vec![Seat(0)]),
            vec![Side::new("HEROES", vec![Seat(1), Seat(2)])],
            "CORRUPTION",
        );
        assert_eq!(outcome.winners, vec![Seat(0)]);
        assert_eq!(
            outcome.ranking[0],
            Placing {
                seat: Seat(0),
                rank: 1,
                score: None
            }
        );
    }

    #[test]
    fn ranked_sides_are_listed_best_first_with_their_scores() {
        let mut red = Side::new("RED", vec![Seat(0), Seat(2)]).with_score(7);
        red.rank = 2;
        let mut blue = Side::new("BLUE", vec![Seat(1), Seat(3)]).with_score(9);
        blue.won = true;
        let outcome = Outcome::ranked_sides(vec![red, blue], "HIGHEST_SCORE");
        assert_eq!(outcome.sides[0].name, "BLUE");
        assert_eq!(outcome.winners, vec![Seat(1), Seat(3)]);
        assert_eq!(
            outcome.ranking,
            vec![
                placing(1, 1, 9),
                placing(3, 1, 9),
                placing(0, 2, 7),
                placing(2, 2, 7)
            ]
        );
    }

    #[test]
    fn a_cooperative_win_lists_everyone_and_a_loss_nobody() {
        let seats = Seat::all(3);
        let won = Outcome::cooperative(
            &seats,
            Cooperative::won().with_score(42).with_rank("S"),
            "CITY_SAVED",
        );
        assert_eq!(won.winners, seats);
        assert!(
            won.ranking
                .iter()
                .all(|p| p.rank == 1 && p.score == Some(42))
        );
        assert_eq!(won.cooperative.as_ref().unwrap().rank.as_deref(), Some("S"));
        assert_eq!(won.check(), Ok(()));

        let lost = Outcome::cooperative(&seats, Cooperative::lost(), "CITY_FELL");
        assert!(lost.winners.is_empty());
        assert_eq!(lost.ranking.len(), 3);
        assert_eq!(lost.check(), Ok(()));
    }

    #[test]
    fn the_new_fields_round_trip_through_json() {
        let outcome =
            Outcome::cooperative(&Seat::all(2), Cooperative::won().with_rank("A"), "CLEARED");
        let json = serde_json::to_value(&outcome).unwrap();
        assert_eq!(json["mode"], "COOPERATIVE");
        assert_eq!(json["cooperative"]["rank"], "A");
        assert_eq!(serde_json::from_value::<Outcome>(json).unwrap(), outcome);
    }

    #[test]
    fn check_finds_winners_that_disagree_with_the_sides() {
        let mut outcome = Outcome::team(
            Side::new("HEROES", vec![Seat(1)]),
            vec![Side::new("SIN", vec![Seat(0)])],
            "SIN_DEFEATED",
        );
        outcome.winners = vec![Seat(0)];
        assert!(outcome.check().is_err());

        let mut both = Outcome::team(
            Side::new("HEROES", vec![Seat(0), Seat(1)]),
            vec![Side::new("SIN", vec![Seat(0)])],
            "SIN_DEFEATED",
        );
        assert!(both.check().is_err());
        both.sides[1].seats = vec![Seat(2)];
        assert_eq!(both.check(), Ok(()));

        let mut coop = Outcome::cooperative(&Seat::all(2), Cooperative::lost(), "LOST");
        coop.winners = vec![Seat(0)];
        assert!(coop.check().is_err());
    }
}
