//! Die faces: rolling them and counting them.

use super::state::Face;
use crate::engine::GameRng;

/// How many of `faces` show `face`.
pub fn count(faces: &[Face], face: Face) -> u32 {
    faces.iter().filter(|f| **f == face).count() as u32
}

/// VP scored by the number faces (4.5.1): n + (count - 3) for three or more of n.
pub fn number_vp(faces: &[Face]) -> u32 {
    [(Face::One, 1), (Face::Two, 2), (Face::Three, 3)]
        .into_iter()
        .map(|(face, value)| {
            let c = count(faces, face);
            if c >= 3 { value + c - 3 } else { 0 }
        })
        .sum()
}

/// Roll `n` dice.
pub fn roll_dice(rng: &mut GameRng, n: usize) -> Vec<Face> {
    (0..n)
        .map(|_| Face::ALL[rng.below(Face::ALL.len())])
        .collect()
}
