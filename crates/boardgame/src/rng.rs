//! The game's random number generator: a portable, seeded Xoshiro256++ that
//! lives inside the game state, so a game is reproducible from its seed and
//! gives the same results on wasm32 and x86_64.

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng(Xoshiro256PlusPlus);

impl Rng {
    pub fn seeded(seed: u64) -> Rng {
        Rng(Xoshiro256PlusPlus::seed_from_u64(seed))
    }

    /// Uniform in `0..n` (0 < n < 2^32). Sampled as `u32` so the result is
    /// the same on 32- and 64-bit targets.
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n as u32) as usize
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.random()
    }
}
