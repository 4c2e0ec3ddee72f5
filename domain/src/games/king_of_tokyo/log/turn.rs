//! Lines for the frame of the game and of a turn, and for the dice.

use super::super::event::{
    CamouflageRolled, DiceRolled, DieChanged, ExtraTurnGained, FirstPlayerRolled, GameEnded,
    GameStarted, HeartsUsed, MonsterChosen, PsychicProbeUsed, RollsAllowedSet, TurnStarted,
};
use super::super::state::{DICE, HeartUse, ROLLS_PER_TURN};
use super::words::{Words, dice, dice_count, face, plural};

pub fn game_started(e: &GameStarted) -> String {
    let expansion = match (e.options.power_up, e.options.mutant_evolution) {
        (true, true) => " with Power Up! and the Mutant Evolution draft",
        (true, false) => " with Power Up!",
        (false, _) => "",
    };
    format!("The game began with {} monsters{expansion}.", e.seat_count)
}

pub fn monster_chosen(w: &Words, e: &MonsterChosen) -> String {
    let monster = w
        .state
        .content
        .monster(&e.monster)
        .map_or_else(|| e.monster.clone(), |m| m.name_en.clone());
    format!("{} took {monster} ({} ♥).", w.name(e.seat), e.health)
}

pub fn first_player_rolled(w: &Words, e: &FirstPlayerRolled) -> String {
    format!(
        "{} rolled {} for the first player (round {}).",
        w.name(e.seat),
        dice(&e.faces),
        e.round
    )
}

pub fn turn_started(w: &Words, e: &TurnStarted) -> String {
    let kind = if e.extra_turn {
        "an extra turn"
    } else {
        "turn"
    };
    let mut line = format!("{} began {kind} {}", w.name(e.seat), e.turn);
    if usize::from(e.dice_count) != DICE || e.rolls_allowed != ROLLS_PER_TURN {
        line += &format!(
            " with {} and {}",
            dice_count(e.dice_count.into()),
            plural(e.rolls_allowed.into(), "roll")
        );
    }
    line + "."
}

/// The first roll shows every die; a reroll also says which dice were kept.
pub fn dice_rolled(w: &Words, e: &DiceRolled) -> String {
    let name = w.name(e.seat);
    if e.roll <= 1 {
        return format!("{name} rolled {}.", dice(&e.faces));
    }
    let kept: Vec<_> = (0..e.faces.len())
        .filter(|i| !e.rolled.contains(&(*i as u8)))
        .map(|i| e.faces[i])
        .collect();
    let rerolled = dice_count(e.rolled.len() as u32);
    if kept.is_empty() {
        format!("{name} rerolled every die: {}.", dice(&e.faces))
    } else {
        format!(
            "{name} kept {} and rerolled {rerolled}: {}.",
            dice(&kept),
            dice(&e.faces)
        )
    }
}

pub fn rolls_allowed(w: &Words, e: &RollsAllowedSet) -> String {
    format!(
        "{} now has {} this turn ({}).",
        w.name(e.seat),
        plural(e.rolls_allowed.into(), "roll"),
        w.reason(&e.reason)
    )
}

pub fn die_changed(w: &Words, e: &DieChanged) -> String {
    format!(
        "{} turned a die to {} ({}).",
        w.name(e.seat),
        face(e.face),
        w.reason(&e.reason)
    )
}

/// A Psychic Probe (or Heart of the Rabbit) rerolls a die of the active monster.
pub fn probe_used(w: &Words, e: &PsychicProbeUsed) -> String {
    let card = w
        .public_card(e.card)
        .unwrap_or_else(|| "Psychic Probe".into());
    format!(
        "{} rerolled one of {}'s dice to {} ({card}).",
        w.name(e.seat),
        w.name(w.state.active),
        face(e.face)
    )
}

pub fn camouflage_rolled(w: &Words, e: &CamouflageRolled) -> String {
    format!(
        "{} rolled {} for Camouflage and prevented the loss of {} ♥.",
        w.name(e.seat),
        dice(&e.faces),
        e.prevented
    )
}

pub fn hearts_used(w: &Words, e: &HeartsUsed) -> String {
    let name = w.name(e.seat);
    let hearts = plural(e.count.into(), "♥ result");
    match e.on {
        HeartUse::Heal => format!("{name} spent {hearts} on healing."),
        HeartUse::RemovePoison => format!("{name} spent {hearts} to remove Poison tokens."),
        HeartUse::RemoveShrink => format!("{name} spent {hearts} to remove Shrink tokens."),
        HeartUse::HealOther => match e.target {
            Some(target) => format!(
                "{name} spent {hearts} to heal {} (Healing Ray).",
                w.name(target)
            ),
            None => format!("{name} spent {hearts} on Healing Ray."),
        },
    }
}

pub fn extra_turn(w: &Words, e: &ExtraTurnGained) -> String {
    format!(
        "{} will take an extra turn ({}).",
        w.name(e.seat),
        w.reason(&e.reason)
    )
}

/// The winners, why the game ended, and the ranking with each seat's VP.
pub fn game_ended(w: &Words, e: &GameEnded) -> String {
    let result = match (e.winners.as_slice(), e.reason.as_str()) {
        ([], _) => "every monster was eliminated and nobody won".to_owned(),
        (winners, "LAST_MONSTER_STANDING") => {
            format!("{} won as the last monster standing", w.names(winners))
        }
        (winners, "TWENTY_VICTORY_POINTS") => {
            format!("{} won with 20 VP or more", w.names(winners))
        }
        (winners, _) => format!("{} won", w.names(winners)),
    };
    let ranking: Vec<String> = e
        .ranking
        .iter()
        .map(|r| format!("{}. {} ({} VP)", r.rank, w.name(r.seat), r.victory_points))
        .collect();
    let ranking = ranking.join(", ");
    format!("The game ended: {result}. Ranking: {ranking}.")
}
