//! Events of a fight: its start, the hero's pre-roll choice, the dice, FAITH faces, the
//! Hits put on monsters, and the result.

use super::super::vocabulary::{HeroFace, SinFace, TokenKind};
use super::macros::payload;

payload! {
    /// A fight began in a space, against every monster there.
    FightStarted = "TheOthersFightStarted" {
        hero: String,
        space: String,
        /// Started by the SIN's reaction.
        by_sin: bool,
        /// A ranged fight against the monsters of another street (`space`).
        ranged: bool,
        monsters: Vec<u16>,
    }
}

payload! {
    /// The current hero began to cleanse calamities in their space.
    CleanseStarted = "TheOthersCleanseStarted" {
        hero: String,
        space: String,
    }
}

payload! {
    /// A cleansing hero removed a token for its Skill results.
    TokenRemoved = "TheOthersTokenRemoved" {
        hero: String,
        space: String,
        token: TokenKind,
        /// Skill results it took (3 for an altar).
        skills: u8,
    }
}

payload! {
    /// The cleanse is over.
    CleanseEnded = "TheOthersCleanseEnded" {
        hero: String,
    }
}

payload! {
    /// Will, cleansing with 2 or more Skills rolled, took PROBLEM-SOLVER's extra turn token
    /// (an `ExtraTurnTokenGained` follows) or let it go.
    ProblemSolverDecided = "TheOthersProblemSolverDecided" {
        hero: String,
        taken: bool,
    }
}

payload! {
    /// Ranged fight: the hero's Hits are resolved; the surviving targets counterattack.
    CounterattackBegan = "TheOthersCounterattackBegan" {
        survivors: Vec<u16>,
    }
}

payload! {
    /// Ranged fight: survivors reached the hero; the SIN rolled for every monster there.
    CounterattackRolled = "TheOthersCounterattackRolled" {
        sin_pool: u8,
        sin_faces: Vec<SinFace>,
    }
}

payload! {
    /// The fighting hero chose whether to take 1 voluntary corruption before the roll.
    VoluntaryCorruptionSet = "TheOthersVoluntaryCorruptionSet" {
        hero: String,
        take: bool,
    }
}

payload! {
    /// Both sides rolled at once. Chained dice (FAITH, explosive hits) follow the pool.
    FightDiceRolled = "TheOthersFightDiceRolled" {
        /// Dice in each pool before chaining.
        hero_pool: u8,
        sin_pool: u8,
        hero_faces: Vec<HeroFace>,
        sin_faces: Vec<SinFace>,
    }
}

payload! {
    /// The hero turned one FAITH into a face.
    FaithFaceChosen = "TheOthersFaithFaceChosen" {
        face: HeroFace,
    }
}

payload! {
    /// The hero chose the result of their choice (level 7's bonus, ANGEL'S TEAR).
    BonusResultChosen = "TheOthersBonusResultChosen" {
        face: HeroFace,
    }
}

payload! {
    /// The hero put one Hit on a monster.
    HitAssigned = "TheOthersHitAssigned" {
        monster: u16,
    }
}

payload! {
    /// The fight's results, after cancellation.
    FightResolved = "TheOthersFightResolved" {
        hero: String,
        /// SIN Hits (explosive hits included) and Corruption rolled.
        sin_hits: u8,
        sin_corruption: u8,
        /// The hero's Defense (dice, base defense, bonuses) and Counter-corruption.
        defense: u8,
        counter_corruption: u8,
        /// What reached the hero.
        damage: u8,
        corruption: u8,
        /// Monsters killed by the hero's Hits.
        killed: Vec<u16>,
    }
}

payload! {
    /// A monster was killed: to the dead pool (summonable again) or out of the game.
    MonsterKilled = "TheOthersMonsterKilled" {
        monster: u16,
        removed: bool,
        /// Killed by a fight's Hits (what "in fights" missions count).
        #[serde(default)]
        in_fight: bool,
    }
}
