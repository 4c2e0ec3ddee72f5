//! Lines for the enemy's action: traits, movement, its attack and the characters' evasion.

use super::super::event::{
    AttackAreaResolved, CharacterPushed, EnemyAttackDiscarded, EnemyDamageRolled, EnemyMoved,
    EvasionRolled, SlamSideOffered, TraitsActivated,
};
use super::super::grid::Dir;
use super::words::{Words, list, square};

pub fn traits(w: &Words, e: &TraitsActivated) -> String {
    format!(
        "The traits of {} work this action.",
        w.all_named(&e.parties)
    )
}

pub fn moved(e: &EnemyMoved) -> String {
    let dir = match e.dir {
        Dir::Up => "up",
        Dir::Right => "right",
        Dir::Down => "down",
        Dir::Left => "left",
    };
    format!("The enemy moved {dir} to {}.", square(e.body))
}

pub fn pushed(w: &Words, e: &CharacterPushed) -> String {
    format!("{} was pushed to {}.", w.name(e.seat), square(e.to))
}

pub fn slam_offered(w: &Words, e: &SlamSideOffered) -> String {
    let squares = e.squares.iter().map(|s| square(*s)).collect();
    format!(
        "{} chooses where to be slammed: {}.",
        w.name(e.seat),
        list(squares).replace(" and ", " or ")
    )
}

pub fn area(w: &Words, e: &AttackAreaResolved) -> String {
    if e.seats.is_empty() {
        return "The enemy attack hit nobody.".to_owned();
    }
    format!("The enemy attack reached {}.", w.names(&e.seats))
}

pub fn evasion(w: &Words, e: &EvasionRolled) -> String {
    let result = if e.success { "evaded" } else { "was hit" };
    format!(
        "{} rolled {} against {} and {result}.",
        w.name(e.seat),
        e.die,
        e.target
    )
}

pub fn damage_rolled(e: &EnemyDamageRolled) -> String {
    format!("The enemy rolled {} for {} damage.", e.die, e.damage)
}

pub fn discarded(w: &Words, e: &EnemyAttackDiscarded) -> String {
    let mut line = format!("{} went to the enemy discard", w.named(&e.card));
    if !e.parties.is_empty() {
        line += &format!(" with {}", w.all_named(&e.parties));
    }
    line + "."
}
