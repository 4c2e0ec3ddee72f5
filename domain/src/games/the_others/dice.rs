//! The dice: rolling SIN and hero dice with their chains, and the arithmetic of a fight
//! (pools, voluntary-corruption bonuses, cancellation), shared by the rules and the fold.

use super::content::{CorruptionLevel, FightBonus};
use super::state::{Fight, FightStage, Hero, State};
use super::vocabulary::{HeroFace, SinFace};
use crate::engine::GameRng;

/// Roll `n` SIN dice; each explosive hit rolls one more at once, without limit.
pub fn roll_sin(rng: &mut GameRng, faces: &[SinFace], n: u8) -> Vec<SinFace> {
    let mut out = Vec::new();
    let mut left = u32::from(n);
    while left > 0 {
        left -= 1;
        let face = faces[rng.below(faces.len())];
        if face == SinFace::ExplosiveHit {
            left += 1;
        }
        out.push(face);
    }
    out
}

/// Roll `n` hero dice; each FAITH rolls one more at once, without limit.
pub fn roll_hero(rng: &mut GameRng, faces: &[HeroFace], n: u8) -> Vec<HeroFace> {
    let mut out = Vec::new();
    let mut left = u32::from(n);
    while left > 0 {
        left -= 1;
        let face = faces[rng.below(faces.len())];
        if face == HeroFace::Faith {
            left += 1;
        }
        out.push(face);
    }
    out
}

/// Hits (explosive hits count) and Corruption among SIN faces.
pub fn sin_totals(faces: &[SinFace]) -> (u8, u8) {
    let hits = faces
        .iter()
        .filter(|f| matches!(f, SinFace::Hit | SinFace::ExplosiveHit))
        .count();
    let corruption = faces.iter().filter(|f| **f == SinFace::Corruption).count();
    (hits as u8, corruption as u8)
}

pub fn count(faces: &[HeroFace], face: HeroFace) -> u8 {
    faces.iter().filter(|f| **f == face).count() as u8
}

/// What voluntary corruption to `level` adds to a roll: every uncovered slot up to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Bonus {
    pub dice: u8,
    pub hits: u8,
    pub defense: u8,
    /// Level 7's one result of the hero's choice.
    pub choice: bool,
}

pub fn bonus(track: &[CorruptionLevel], level: u8, covered: &[u8]) -> Bonus {
    track
        .iter()
        .filter(|l| l.level <= level && !covered.contains(&l.level))
        .fold(Bonus::default(), |b, l| Bonus {
            dice: b.dice + l.dice,
            hits: b.hits + l.hits,
            defense: b.defense + l.defense,
            choice: b.choice || l.choice_result,
        })
}

/// The bonus a fight's hero gets: none unless they took voluntary corruption, which the
/// fold has already applied to their level.
pub fn fight_bonus(state: &State, fight: &Fight, hero: &Hero) -> Bonus {
    if fight.voluntary {
        bonus(
            state.content.corruption_levels(),
            hero.corruption,
            &hero.covered,
        )
    } else {
        Bonus::default()
    }
}

/// ANGEL'S TEAR: "If you did not take voluntary corruption in a fight, gain 1 result of
/// your choice." Chosen where level 7's result is (the two never meet: level 7's needs the
/// voluntary corruption); a cleanse is a skill roll, not a fight.
pub fn angels_tear(fight: &Fight, hero: &Hero) -> bool {
    !fight.voluntary && !fight.cleanse && hero.has_active_upgrade(ANGELS_TEAR)
}

pub const ANGELS_TEAR: &str = "angels_tear";

/// The stage a fight is in once its dice are rolled: FAITH faces first, then the result of
/// the hero's choice (level 7, ANGEL'S TEAR), then the Hits.
pub fn stage_after_roll(state: &State, fight: &Fight) -> FightStage {
    let Some(hero) = state.hero(&fight.hero) else {
        return FightStage::AssignHits;
    };
    let choice = fight_bonus(state, fight, hero).choice || angels_tear(fight, hero);
    if fight.hero_faces.contains(&HeroFace::Faith) {
        FightStage::Faith
    } else if choice && fight.bonus_face.is_none() {
        FightStage::BonusChoice
    } else if fight.cleanse {
        FightStage::RemoveTokens
    } else {
        FightStage::AssignHits
    }
}

/// What the hero's upgrade cards and natural abilities add to this fight, each one's
/// conditions checked: the hero's own ability (from the dashboard played now) and the
/// abilities of other heroes in the hero's space that help them (INSPIRATION).
pub fn upgrade_bonus(state: &State, fight: &Fight) -> FightBonus {
    let own = state
        .dashboard(&fight.hero)
        .and_then(|h| h.ability.fight)
        .filter(|b| !b.others_in_space);
    let others = state
        .heroes_in(&fight.origin)
        .into_iter()
        .filter(|h| h.id != fight.hero)
        .filter_map(|h| state.dashboard(&h.id).and_then(|d| d.ability.fight))
        .filter(|b| b.others_in_space);
    bonus_of(state, fight, own.into_iter().chain(others))
}

/// What the hero's face-up upgrade cards alone add to this fight (RAVENOUS FRENZY).
pub fn upgrade_cards_bonus(state: &State, fight: &Fight) -> FightBonus {
    bonus_of(state, fight, std::iter::empty())
}

fn bonus_of(
    state: &State,
    fight: &Fight,
    abilities: impl Iterator<Item = FightBonus>,
) -> FightBonus {
    let Some(hero) = state.hero(&fight.hero) else {
        return FightBonus::default();
    };
    let isolated = state.is_isolated(&hero.id);
    hero.active_upgrades()
        .filter_map(|u| state.content.upgrade(u).and_then(|d| d.fight))
        .chain(abilities)
        .filter(|b| {
            usize::from(b.min_monsters) <= fight.monsters.len()
                && (!b.isolated || isolated)
                // "In your space" bonuses stay out of ranged fights (rec., §5.1.4).
                && !(b.own_space && fight.ranged)
                && (!b.ranged_only || fight.ranged)
                && (!b.by_sin_only || fight.by_sin)
        })
        .fold(FightBonus::default(), |t, b| FightBonus {
            dice: t.dice + b.dice,
            hits: t.hits + b.hits,
            defense: t.defense + b.defense,
            ..t
        })
}

/// The hero's totals in a fight: (Hits, Defense, Counter-corruption), bonuses included.
pub fn hero_totals(state: &State, fight: &Fight) -> (u8, u8, u8) {
    let Some(hero) = state.hero(&fight.hero) else {
        return (0, 0, 0);
    };
    let b = fight_bonus(state, fight, hero);
    let u = upgrade_bonus(state, fight);
    let mut faces = fight.hero_faces.clone();
    faces.extend(fight.bonus_face);
    let base_defense = state
        .dashboard(&hero.id)
        .map_or(0, |h| h.stats.base_defense);
    (
        count(&faces, HeroFace::Hit) + b.hits + u.hits,
        count(&faces, HeroFace::Defense) + b.defense + base_defense + u.defense,
        count(&faces, HeroFace::CounterCorruption),
    )
}
