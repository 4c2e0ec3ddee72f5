//! The Hell Club members' own abilities printed on their cards (§9.7, G-32), as questions
//! on the state, one named rule each, true while the member is on the board (a killed
//! member's card leaves the game with it, so its ability ends). What the abilities do to
//! the game (tokens, damage, decisions, Nicolas's NPCs) is in `member_effects.rs`; this file
//! reads the state only, so the fold may ask it too.
//!
//! A member "gains" a result in the fights it takes part in: its own fight's SIN roll (in a
//! ranged fight, only when it stood in the hero's space for the counterattack's roll, as the
//! apocalypse cards' monsters count).

use super::super::state::{Fight, Monster, MonsterStatus, Reaction, State};
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
/// "When the SIN player moves monsters, Marguerite may also move 1 space."
pub const MARGUERITE_CORRUPTION: &str = "corruption_maruguerite_unleashed";
/// "While Nicolas is alive, Commissioner and Ravencorp tokens are treated as
/// abominations. When Nicolas is destroyed, […] return any "dead" NPC tokens to the
/// starting space."
pub const NICOLAS: &str = "terror_nicolas_rises_from_the_flame";
/// "When the Mayor moves, he may move 1 fire token from his space along with him."
pub const MAYOR: &str = "terror_the_mayor_seals_the_deal";
/// "If Dr. Gan damages a hero who is with an innocent, the hero takes 1 additional damage
/// or the innocent dies."
pub const DR_GAN_REDEMPTION: &str = "redemption_dr_gan_unleashed";
/// "At the start of a fight with G&V, the SIN player may use the acolyte ability without
/// needing the mark."
pub const GOURD_AND_VEX_REDEMPTION: &str = "redemption_gourd_and_vex_unleashed";
/// "At the start of a fight with a hero who is with an innocent, Grin deals 1 damage to the
/// hero."
pub const GRIN_REDEMPTION: &str = "redemption_grin_unleashed";

/// Every Hell Club card whose member's ability is built (a test holds the data to it).
pub const MEMBERS: [&str; 11] = [
    DR_GAN_TERROR,
    GRIN_TERROR,
    MARGUERITE_TERROR,
    NICOLAS,
    MAYOR,
    FLAY,
    GOURD_AND_VEX_CORRUPTION,
    MARGUERITE_CORRUPTION,
    DR_GAN_REDEMPTION,
    GOURD_AND_VEX_REDEMPTION,
    GRIN_REDEMPTION,
];

const FLAY_HITS: u8 = 2;
const FLAY_FROM: u8 = 4;
const GOURD_AND_VEX_FROM: u8 = 5;

/// Whether `m` is the member of `card`.
pub fn is_member(m: &Monster, card: &str) -> bool {
    m.kind == MonsterKind::HellClub && m.card.as_deref() == Some(card)
}

/// The member of `card` on the board, if it is.
pub fn on_board<'s>(s: &'s State, card: &str) -> Option<&'s Monster> {
    s.monsters
        .iter()
        .find(|m| m.status == MonsterStatus::OnBoard && is_member(m, card))
}

/// The member of `card` takes part in the fight's SIN roll.
fn rolls(s: &State, f: &Fight, card: &str) -> bool {
    if f.ranged {
        f.counter_rolled && s.monsters_in(&f.origin).iter().any(|m| is_member(m, card))
    } else {
        in_fight(s, f, card)
    }
}

/// The member of `card` is one of the fight's monsters (its targets, in a ranged fight).
pub fn in_fight(s: &State, f: &Fight, card: &str) -> bool {
    f.monsters
        .iter()
        .filter_map(|id| s.monster(*id))
        .any(|m| is_member(m, card))
}

/// Where the SIN's roll was made: the fight's space (a ranged fight's counterattack: the
/// hero's).
pub fn roll_space(f: &Fight) -> &str {
    if f.ranged { &f.origin } else { &f.space }
}

fn hero_corruption(s: &State, f: &Fight) -> u8 {
    s.hero(&f.hero).map_or(0, |h| h.corruption)
}

/// The hero carries an innocent ("is with an innocent": innocents are escorted, carried,
/// as MANTLE OF SKULLS reads it).
pub fn with_innocent(s: &State, hero: &str) -> bool {
    s.hero(hero)
        .is_some_and(|h| h.carried.contains(&TokenKind::Innocent))
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
    is_member(m, GOURD_AND_VEX_CORRUPTION) && hero_corruption(s, f) >= GOURD_AND_VEX_FROM
}

/// MARGUERITE (Terror) in the fight's SIN roll.
pub fn marguerite_burns(s: &State, f: &Fight) -> bool {
    rolls(s, f, MARGUERITE_TERROR)
}

/// DR. GAN (Redemption) in the fight's SIN roll.
pub fn dr_gan_strikes(s: &State, f: &Fight) -> bool {
    rolls(s, f, DR_GAN_REDEMPTION)
}

/// GOURD & VEX (Redemption): a melee fight with G&V lets the SIN use the acolyte ability
/// without the mark (so also when the round's mark is already used, and without using it).
pub fn acolyte_ability_unmarked(s: &State, f: &Fight) -> bool {
    in_fight(s, f, GOURD_AND_VEX_REDEMPTION)
}

/// GRIN (Redemption): the fight just started is with Grin and the hero carries an
/// innocent.
pub fn grin_strikes(s: &State, f: &Fight) -> bool {
    in_fight(s, f, GRIN_REDEMPTION) && with_innocent(s, &f.hero)
}

/// MARGUERITE (Corruption): in a reaction whose token is spent and whose fight has not
/// begun, her step of 1 space is her own extra step (not the reaction's move) when the
/// reaction's move cannot take it: another monster is the one moving, or the move is
/// over. Once per reaction. The fold reads this on the state before the step.
pub fn marguerite_extra_step(s: &State, r: &Reaction, monster: u16) -> bool {
    let is_her = s
        .monster(monster)
        .is_some_and(|m| m.status == MonsterStatus::OnBoard && is_member(m, MARGUERITE_CORRUPTION));
    let move_cannot = r.moved || matches!(r.moving, Some((id, _)) if id != monster);
    is_her && r.spent && !r.fought && !r.marguerite_stepped && s.fight.is_none() && move_cannot
}

/// THE MAYOR: he stands on the board (by id).
pub fn is_mayor(s: &State, monster: u16) -> bool {
    s.monster(monster)
        .is_some_and(|m| m.status == MonsterStatus::OnBoard && is_member(m, MAYOR))
}

/// A fire token the Mayor may take along: face up, not printed on the tile.
pub fn carryable_fire(s: &State, space: &str) -> bool {
    s.space(space).is_some_and(|sp| {
        sp.tokens
            .iter()
            .any(|t| t.kind == TokenKind::Fire && t.face_up && !t.permanent)
    })
}

/// NICOLAS: the NPC tokens treated as abominations while he lives.
pub fn rises_with_nicolas(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::NpcCommissioner | TokenKind::NpcRavencorp)
}
