use rand::{Rng, SeedableRng, seq::SliceRandom};
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

/// The only source of randomness a game may use.
///
/// It is derived from the game's secret seed and the stream version the command is decided
/// on, so deciding the same command on the same version gives the same result, and a retry
/// can never re-roll. Every result must be written into an event: replay never rolls.
pub struct GameRng(ChaCha20Rng);

impl GameRng {
    pub fn new(secret_seed: &[u8], version: u64) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(b"tabletop.game-rng.v1");
        hasher.update(secret_seed);
        hasher.update(version.to_le_bytes());
        Self(ChaCha20Rng::from_seed(hasher.finalize().into()))
    }

    /// The public commitment to a secret seed: the lowercase hex SHA-256 of its bytes.
    /// Published from a game's first version, so the seed revealed at the end can be
    /// checked against it.
    pub fn commitment(secret_seed: &[u8]) -> String {
        Sha256::digest(secret_seed)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    /// A fixed generator for tests and simulations.
    pub fn from_u64(seed: u64) -> Self {
        Self(ChaCha20Rng::seed_from_u64(seed))
    }

    /// A uniform integer in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "GameRng::below needs a non-empty range");
        self.0.random_range(0..n)
    }

    /// A uniform permutation of `items`, in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// One uniformly chosen element.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_and_version_give_the_same_results() {
        let rolls = |version| {
            let mut rng = GameRng::new(b"secret", version);
            (0..20).map(|_| rng.below(6)).collect::<Vec<_>>()
        };
        assert_eq!(rolls(7), rolls(7));
        assert_ne!(rolls(7), rolls(8));
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = GameRng::from_u64(1);
        let mut seen = [false; 6];
        for _ in 0..600 {
            let n = rng.below(6);
            seen[n] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }
}
