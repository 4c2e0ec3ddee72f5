//! Apocalypse cards face up that change fights and the round's end, each a named rule:
//! THRONE OF DAMNATION and HELLFIRE CURSE (the monsters' defense), STAB IN THE DARK and
//! HELLFIRE MUTATION and MANTLE OF SKULLS (the SIN's results), DARKNESS BECKONS (the track
//! at the round's end).
//! THE FOG OF HATE is a city-action rule (`city.rs`).

use super::super::state::{Fight, State};
use super::super::vocabulary::{MonsterKind, TokenKind};

/// "Each acolyte and each abomination has Defense +1."
pub const THRONE_OF_DAMNATION: &str = "redemption_throne_of_damnation";
/// "During the SIN player's reaction, each monster has Defense +1."
pub const HELLFIRE_CURSE: &str = "corruption_hellfire_curse";
/// "Each abomination gains 1 Hit in fights."
pub const STAB_IN_THE_DARK: &str = "terror_stab_in_the_dark";
/// "Each acolyte gains 1 Corruption in fights."
pub const HELLFIRE_MUTATION: &str = "terror_hellfire_mutation";
/// "In fights against a hero who is with an innocent, the SIN player gains 1 Hit and 1
/// Corruption."
pub const MANTLE_OF_SKULLS: &str = "redemption_mantle_of_skulls";
/// "At the end of each round, advance the apocalypse track by 1 for each hero at maximum
/// corruption."
pub const DARKNESS_BECKONS: &str = "corruption_darkness_beckons";

fn revealed(s: &State, card: &str) -> bool {
    s.apocalypse.revealed.iter().any(|c| c == card)
}

/// THRONE OF DAMNATION: +1 defense for an acolyte or an abomination.
pub fn throne_of_damnation(s: &State, kind: MonsterKind) -> u8 {
    u8::from(
        revealed(s, THRONE_OF_DAMNATION)
            && matches!(kind, MonsterKind::Acolyte | MonsterKind::Abomination),
    )
}

/// HELLFIRE CURSE: +1 defense for every monster in a fight the SIN's reaction started.
pub fn hellfire_curse(s: &State, f: &Fight) -> u8 {
    u8::from(revealed(s, HELLFIRE_CURSE) && f.by_sin)
}

/// The monsters of `kind` whose results count in this fight's SIN roll: the fight's own
/// (killed ones too: both sides' results apply together, G-17); in a ranged fight, those in
/// the hero's space when the counterattack rolled, none without that roll.
fn rolling(s: &State, f: &Fight, kind: MonsterKind) -> u8 {
    let n = if f.ranged {
        if f.counter_rolled {
            s.monsters_in(&f.origin)
                .iter()
                .filter(|m| m.kind == kind)
                .count()
        } else {
            0
        }
    } else {
        f.monsters
            .iter()
            .filter_map(|id| s.monster(*id))
            .filter(|m| m.kind == kind)
            .count()
    };
    n as u8
}

/// STAB IN THE DARK: the SIN's roll gains 1 Hit per abomination of the fight.
pub fn stab_in_the_dark(s: &State, f: &Fight) -> u8 {
    if revealed(s, STAB_IN_THE_DARK) {
        rolling(s, f, MonsterKind::Abomination)
    } else {
        0
    }
}

/// HELLFIRE MUTATION: the SIN's roll gains 1 Corruption per acolyte of the fight.
pub fn hellfire_mutation(s: &State, f: &Fight) -> u8 {
    if revealed(s, HELLFIRE_MUTATION) {
        rolling(s, f, MonsterKind::Acolyte)
    } else {
        0
    }
}

/// MANTLE OF SKULLS: 1 Hit and 1 Corruption more for the SIN when the fighting hero
/// carries an innocent (innocents are escorted, carried); in a ranged fight only with the
/// counterattack's roll, as the cards above.
pub fn mantle_of_skulls(s: &State, f: &Fight) -> u8 {
    let escorting = s
        .hero(&f.hero)
        .is_some_and(|h| h.carried.contains(&TokenKind::Innocent));
    let rolled = !f.ranged || f.counter_rolled;
    u8::from(revealed(s, MANTLE_OF_SKULLS) && escorting && rolled)
}

/// DARKNESS BECKONS: 1 more step of the track at the round's end per hero in play at the
/// maximum corruption.
pub fn darkness_beckons(s: &State) -> u8 {
    if !revealed(s, DARKNESS_BECKONS) {
        return 0;
    }
    let max = s.content.tables.corruption_max;
    s.heroes
        .iter()
        .filter(|h| h.in_play() && h.corruption >= max)
        .count() as u8
}
