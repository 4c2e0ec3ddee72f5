//! Lines for a monster's victory points, energy, hearts and tokens, the attacks and
//! reactions that cost it hearts, and its elimination.

use super::super::event::{
    EnergyGained, EnergyLost, EnergyTransferred, HealthGained, HealthLost, MaxHealthChanged,
    MonsterEliminated, MonstersAttacked, OfferDeclined, TokenGiven, VictoryPointsGained,
    VictoryPointsLost, WingsUsed,
};
use super::super::state::{Location, Token};
use super::words::{Words, offer, place};

pub fn vp_gained(w: &Words, e: &VictoryPointsGained) -> String {
    format!(
        "{} gained {} VP ({}).",
        w.name(e.seat),
        e.amount,
        w.reason(&e.reason)
    )
}

pub fn vp_lost(w: &Words, e: &VictoryPointsLost) -> String {
    format!(
        "{} lost {} VP ({}).",
        w.name(e.seat),
        e.amount,
        w.reason(&e.reason)
    )
}

pub fn energy_gained(w: &Words, e: &EnergyGained) -> String {
    format!(
        "{} gained {} ⚡ ({}).",
        w.name(e.seat),
        e.amount,
        w.reason(&e.reason)
    )
}

pub fn energy_lost(w: &Words, e: &EnergyLost) -> String {
    format!(
        "{} lost {} ⚡ ({}).",
        w.name(e.seat),
        e.amount,
        w.reason(&e.reason)
    )
}

pub fn energy_transferred(w: &Words, e: &EnergyTransferred) -> String {
    format!(
        "{} gave {} {} ⚡ ({}).",
        w.name(e.seat),
        w.name(e.to),
        e.amount,
        w.reason(&e.reason)
    )
}

pub fn health_gained(w: &Words, e: &HealthGained) -> String {
    format!(
        "{} healed {} ♥ ({}).",
        w.name(e.seat),
        e.amount,
        w.reason(&e.reason)
    )
}

/// "lost 3 ♥ (Smash from Alice)": the cause, and who caused it unless the monster did.
pub fn health_lost(w: &Words, e: &HealthLost) -> String {
    let cause = if e.by == e.seat {
        w.reason(&e.reason)
    } else {
        format!("{} from {}", w.reason(&e.reason), w.name(e.by))
    };
    format!("{} lost {} ♥ ({cause}).", w.name(e.seat), e.amount)
}

pub fn max_health(w: &Words, e: &MaxHealthChanged) -> String {
    format!("{}'s maximum became {} ♥.", w.name(e.seat), e.max_health)
}

pub fn token_given(w: &Words, e: &TokenGiven) -> String {
    let token = match e.token {
        Token::Poison => "Poison",
        Token::Shrink => "Shrink",
    };
    format!(
        "{} received a {token} token from {} ({}).",
        w.name(e.seat),
        w.name(e.by),
        w.reason(&e.reason)
    )
}

pub fn attacked(w: &Words, e: &MonstersAttacked) -> String {
    if e.targets.is_empty() {
        return format!("{}'s {} ✊ hit nobody.", w.name(e.seat), e.smashes);
    }
    format!(
        "{} attacked {} with {} ✊.",
        w.name(e.seat),
        w.names(&e.targets),
        e.smashes
    )
}

pub fn wings_used(w: &Words, e: &WingsUsed) -> String {
    format!(
        "{} used Wings and loses no ♥ for the rest of the turn.",
        w.name(e.seat)
    )
}

pub fn offer_declined(w: &Words, e: &OfferDeclined) -> String {
    format!("{} declined {}.", w.name(e.seat), offer(e.offer))
}

/// The elimination, and where the Tokyo Bay monster went when it closed the Bay.
pub fn eliminated(w: &Words, e: &MonsterEliminated) -> String {
    let mut line = format!("{} was eliminated.", w.name(e.seat));
    if let Some(closure) = &e.bay_closure {
        let moved = match closure.moved_to {
            Location::City => format!("moved from Tokyo Bay to {}", place(Location::City)),
            _ => "left Tokyo Bay".to_owned(),
        };
        line += &format!(" Tokyo Bay closed: {} {moved}.", w.name(closure.seat));
    }
    line
}
