//! Apocalypse cards face up that change fights and the round's end, each a named rule:
//! THRONE OF DAMNATION and HELLFIRE CURSE (the monsters' defense), STAB IN THE DARK and
//! HELLFIRE MUTATION and MANTLE OF SKULLS (the SIN's results), DARKNESS BECKONS (the track
//! at the round's end), SCURRYING IN THE DARK (the monsters' move), PERPETUAL INFERNO and
//! WE'VE COME FOR YOU (the SIN's round-start tokens), A GAME OF SOULS (the SIN's token
//! placements), AGONY OF THE UNCLEAN (corruption checks rolled as fire checks).
//! THE FOG OF HATE is a city-action rule (`city.rs`); the decisions and effects that emit
//! events (the round-start tokens, A GAME OF SOULS, AGONY's choice, the Hell Club) are
//! `apocalypse_play.rs`. This file reads the state only (the fold uses it too).

use super::super::goal;
use super::super::state::{Fight, State};
use super::super::vocabulary::{MonsterKind, SpaceKind, TokenKind};

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

/// "Monsters may move 1 additional space."
pub const SCURRYING_IN_THE_DARK: &str = "terror_scurrying_in_the_dark";
/// "At the start of each round, the SIN player places 1 additional fire token."
pub const PERPETUAL_INFERNO: &str = "terror_perpetual_inferno";
/// "At the start of each round, the SIN player adds 1 nest token to each of 2 different
/// districts."
pub const WEVE_COME_FOR_YOU: &str = "redemption_weve_come_for_you";
/// "Each time the SIN player places a token in a space, the heroes in that space take 1
/// corruption."
pub const A_GAME_OF_SOULS: &str = "redemption_a_game_of_souls";
/// "Before the dice roll for corruption tokens, the SIN player chooses whether to treat
/// them as fire tokens."
pub const AGONY_OF_THE_UNCLEAN: &str = "corruption_agony_of_the_unclean";

/// WE'VE COME FOR YOU: nest tokens per round, each in a different district.
const WEVE_COME_FOR_YOU_NESTS: usize = 2;

pub fn revealed(s: &State, card: &str) -> bool {
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

/// SCURRYING IN THE DARK: how many spaces a monster moves (the reaction's one monster, a
/// counterattack's reach): the base 2, one more with the card face up.
pub fn scurrying_in_the_dark(s: &State) -> u8 {
    s.content.tables.monster_move + u8::from(revealed(s, SCURRYING_IN_THE_DARK))
}

/// PERPETUAL INFERNO: the card owing a fire token at the round's start, if face up.
pub fn perpetual_inferno(s: &State) -> Vec<String> {
    if revealed(s, PERPETUAL_INFERNO) {
        vec![PERPETUAL_INFERNO.to_owned()]
    } else {
        Vec::new()
    }
}

/// WE'VE COME FOR YOU: the card once per nest token owed at the round's start.
pub fn weve_come_for_you(s: &State) -> Vec<String> {
    if revealed(s, WEVE_COME_FOR_YOU) {
        vec![WEVE_COME_FOR_YOU.to_owned(); WEVE_COME_FOR_YOU_NESTS]
    } else {
        Vec::new()
    }
}

/// The apocalypse cards' round-start tokens, one entry (the card) per token, placed after
/// the story's tasks: PERPETUAL INFERNO's fire, then WE'VE COME FOR YOU's nests.
pub fn round_start_tokens(s: &State) -> Vec<String> {
    let mut cards = perpetual_inferno(s);
    cards.extend(weve_come_for_you(s));
    cards
}

/// The token a round-start card places.
pub fn token_of(card: &str) -> TokenKind {
    if card == WEVE_COME_FOR_YOU {
        TokenKind::Nest
    } else {
        TokenKind::Fire
    }
}

/// Where the next apocalypse round-start token may go: a district (the stories' round-start
/// fire and the card's nests go in districts), not one a mission marked against that token
/// while another is left; WE'VE COME FOR YOU's two nests in different districts.
pub fn token_spaces(s: &State) -> Vec<String> {
    let Some(card) = s.round.apocalypse_tokens.first() else {
        return Vec::new();
    };
    let kind = token_of(card);
    let districts: Vec<String> = s
        .board_data()
        .spaces
        .iter()
        .filter(|sp| sp.kind == SpaceKind::District)
        .map(|sp| sp.id.clone())
        .collect();
    let unblocked: Vec<String> = districts
        .iter()
        .filter(|sp| !goal::blocked(s, kind, sp))
        .cloned()
        .collect();
    let eligible = if unblocked.is_empty() {
        districts
    } else {
        unblocked
    };
    if kind != TokenKind::Nest {
        return eligible;
    }
    let fresh: Vec<String> = eligible
        .iter()
        .filter(|id| !s.round.apocalypse_spaces.contains(id))
        .cloned()
        .collect();
    if fresh.is_empty() { eligible } else { fresh }
}

/// AGONY OF THE UNCLEAN: how many corruption checks a step from `from` to `to` rolls,
/// each of which the SIN first decides to roll as a fire check or not.
pub fn agony_of_the_unclean(s: &State, from: &str, to: &str) -> u8 {
    if !revealed(s, AGONY_OF_THE_UNCLEAN) {
        return 0;
    }
    let corrupted = |id: &str| {
        s.space(id)
            .is_some_and(|sp| sp.count(TokenKind::Corruption) > 0)
    };
    u8::from(corrupted(from)) + u8::from(corrupted(to))
}
