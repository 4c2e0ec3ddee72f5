//! The Hell Club members' own abilities printed on their cards (§9.7), one named rule
//! each, read from the state while the member is on the board (a killed member's card
//! leaves the game with it, so its ability ends): Dr. Gan's and Grin's (Terror) +1
//! Corruption in a space with fire or corruption tokens, Flay's +2 Hits against a hero at
//! corruption 4 or more, Gourd & Vex's (Corruption) immunity to heroes at corruption 5 or
//! more, Marguerite's (Terror) fire token where she hurt a hero. A member "gains" a result in the fights it takes part in: its own fight's SIN
//! roll (in a ranged fight, only when it stood in the hero's space for the counterattack's
//! roll, as the apocalypse cards' monsters count).

use super::super::event::*;
use super::super::state::{Fight, Monster, State};
use super::super::tx::Tx;
use super::super::vocabulary::{MonsterKind, TokenKind};

/// "Dr. Gan gains 1 Corruption in a space with fire or corruption tokens."
pub const DR_GAN_TERROR: &str = "terror_dr_gan_unleashed";
/// "Grin gains 1 Corruption in a space with fire or corruption tokens."
pub const GRIN_TERROR: &str = "terror_grin_unleashed";
/// "In fights involving a hero with corruption level 4 or higher, Flay gains 2 Hits."
pub const FLAY: &str = "corruption_flay_unleashed";
/// "Heroes with corruption level 5 or higher cannot damage G&V."
pub const GOURD_AND_VEX_CORRUPTION: &str = "corruption_gourd_and_vex_unleashed";

/// "If a hero takes damage in a fight Marguerite takes part in, place 1 fire token in that
/// space."
pub const MARGUERITE_TERROR: &str = "terror_marguerite_unleashed";

const FLAY_HITS: u8 = 2;
const FLAY_FROM: u8 = 4;
const GOURD_AND_VEX_FROM: u8 = 5;

/// The member of `card` takes part in the fight's SIN roll.
fn rolls(s: &State, f: &Fight, card: &str) -> bool {
    let of_card = |m: &&Monster| m.kind == MonsterKind::HellClub && m.card.as_deref() == Some(card);
    if f.ranged {
        f.counter_rolled && s.monsters_in(&f.origin).iter().any(&of_card)
    } else {
        f.monsters
            .iter()
            .filter_map(|id| s.monster(*id))
            .any(|m| of_card(&m))
    }
}

/// Where the SIN's roll was made: the fight's space (a ranged fight's counterattack: the
/// hero's).
fn roll_space(f: &Fight) -> &str {
    if f.ranged { &f.origin } else { &f.space }
}

fn hero_corruption(s: &State, f: &Fight) -> u8 {
    s.hero(&f.hero).map_or(0, |h| h.corruption)
}

/// DR. GAN (Terror) and GRIN (Terror): +1 SIN Corruption each when the fight's space
/// holds a face-up fire or corruption token (printed ones too, as for the checks).
pub fn scorched_corruption(s: &State, f: &Fight) -> u8 {
    let burning = s
        .space(roll_space(f))
        .is_some_and(|sp| sp.count(TokenKind::Fire) > 0 || sp.count(TokenKind::Corruption) > 0);
    if !burning {
        return 0;
    }
    [DR_GAN_TERROR, GRIN_TERROR]
        .iter()
        .filter(|card| rolls(s, f, card))
        .count() as u8
}

/// FLAY: +2 SIN Hits when the fighting hero is at corruption 4 or more (voluntary
/// corruption taken for the roll counts: it is taken before the dice).
pub fn flay(s: &State, f: &Fight) -> u8 {
    if rolls(s, f, FLAY) && hero_corruption(s, f) >= FLAY_FROM {
        FLAY_HITS
    } else {
        0
    }
}

/// GOURD & VEX (Corruption): a hero at corruption 5 or more cannot put Hits on them, so
/// they are no target of that hero's fight (ranged ones too).
pub fn gourd_and_vex_untouchable(s: &State, f: &Fight, m: &Monster) -> bool {
    m.kind == MonsterKind::HellClub
        && m.card.as_deref() == Some(GOURD_AND_VEX_CORRUPTION)
        && hero_corruption(s, f) >= GOURD_AND_VEX_FROM
}

/// MARGUERITE (Terror): the fight's results damaged the hero (`hurt`: its damage, or its
/// corruption past the maximum) with Marguerite in the SIN's roll: 1 fire token in the
/// fight's space (the hero's in a ranged fight), placed by the SIN (A GAME OF SOULS
/// follows it, as every token the SIN places).
pub fn marguerite(tx: &mut Tx, f: &Fight, hurt: bool) {
    if !hurt || !rolls(&tx.s, f, MARGUERITE_TERROR) {
        return;
    }
    let space = roll_space(f).to_owned();
    tx.emit(Event::TokenPlaced(TokenPlaced {
        space: space.clone(),
        token: Some(TokenKind::Fire),
        face_up: true,
    }));
    super::apocalypse_play::a_game_of_souls(tx, &space);
}
