//! GraphQL faces of the state's parts GraphQL cannot return as they are: a team's
//! agreement (generic over its choice) and the pairs a fight and a reaction keep (a tuple
//! is no GraphQL type). Each is returned as a small object, the JSON keeps its own shape.

use super::state::{CardOwed, Fight, Mission, Reaction, Round};
use crate::engine::{Agreement, Seat};

/// One seat's proposal in a team's agreement.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "TheOthersProposal")]
struct ProposalView {
    seat: Seat,
    choice: String,
}

/// The hero seats agreeing on a choice (the first hero, a branch); the SIN decides when
/// they do not agree.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "TheOthersAgreement")]
struct AgreementView {
    members: Vec<Seat>,
    proposals: Vec<ProposalView>,
    fallback: Option<Seat>,
    fallen_to_fallback: bool,
    decision: Option<String>,
}

impl From<&Agreement<String>> for AgreementView {
    fn from(agreement: &Agreement<String>) -> Self {
        AgreementView {
            members: agreement.members().to_vec(),
            proposals: agreement
                .proposals()
                .iter()
                .map(|p| ProposalView {
                    seat: p.seat,
                    choice: p.choice.clone(),
                })
                .collect(),
            fallback: agreement.fallback(),
            fallen_to_fallback: agreement.has_fallen_to_fallback(),
            decision: agreement.decision().cloned(),
        }
    }
}

/// The Hits put on one monster of the fight so far.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "TheOthersAssignedHits")]
struct AssignedHitsView {
    monster: u16,
    hits: u8,
}

/// The monster the SIN is moving in its reaction, and the steps it has left.
#[derive(async_graphql::SimpleObject)]
#[graphql(name = "TheOthersMovingMonster")]
struct MovingMonsterView {
    monster: u16,
    steps_left: u8,
}

#[async_graphql::ComplexObject]
impl Mission {
    /// A branch (A/B) being agreed on.
    async fn branch(&self) -> Option<AgreementView> {
        self.branch.as_ref().map(AgreementView::from)
    }
}

#[async_graphql::ComplexObject]
impl Round {
    /// The round's first hero being agreed on.
    async fn first_hero(&self) -> Option<AgreementView> {
        self.first_hero.as_ref().map(AgreementView::from)
    }
}

#[async_graphql::ComplexObject]
impl CardOwed {
    /// A toll being voted on by the hero seats (`refuse`, or the paying heroes joined by
    /// commas).
    async fn toll(&self) -> Option<AgreementView> {
        self.toll.as_ref().map(AgreementView::from)
    }
}

#[async_graphql::ComplexObject]
impl Fight {
    /// Hits put on each monster so far.
    async fn assigned(&self) -> Vec<AssignedHitsView> {
        self.assigned
            .iter()
            .map(|&(monster, hits)| AssignedHitsView { monster, hits })
            .collect()
    }
}

#[async_graphql::ComplexObject]
impl Reaction {
    /// The monster being moved and the steps it has left.
    async fn moving(&self) -> Option<MovingMonsterView> {
        self.moving.map(|(monster, steps_left)| MovingMonsterView {
            monster,
            steps_left,
        })
    }
}
