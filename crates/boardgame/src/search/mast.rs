//! Move-average sampling ("MAST", Finnsson and Björnsson's CadiaPlayer,
//! 2008): knowledge a playout learns during the search instead of being told.
//!
//! Every action played in a simulation, in the tree or below it, is credited
//! with the final reward of the player who played it; a playout then picks,
//! most of the time, the legal action with the best average so far. In a game
//! where the same action means much the same thing in many positions ("recruit
//! a healer", "return one rice"), random playouts stop wasting their moves on
//! what always turns out badly, without any hand-written knowledge, so every
//! game gets it. Each search starts afresh: the app asks a new bot for every
//! decision, and averages learnt on one seat's sample of hidden cards must
//! not inform another seat's search.

use std::hash::Hash;

use rustc_hash::FxHashMap;

use crate::rng::Rng;

/// How playouts use the move averages.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mast {
    /// Share of playout moves left to the game's own playout (uniformly
    /// random by default); the others take the best average.
    pub epsilon: f64,
}

impl Default for Mast {
    fn default() -> Mast {
        Mast { epsilon: 0.4 }
    }
}

/// Sum of rewards and count of one (player, action).
#[derive(Clone, Copy, Debug, Default)]
struct Average {
    sum: f64,
    count: u32,
}

/// The averages, and the moves of the simulation under way.
#[derive(Debug)]
pub(crate) struct MoveAverages<A> {
    table: FxHashMap<(u32, A), Average>,
    played: Vec<(u32, A)>,
}

impl<A: Copy + Eq + Hash> MoveAverages<A> {
    pub fn new() -> MoveAverages<A> {
        MoveAverages {
            table: FxHashMap::default(),
            played: Vec::with_capacity(512),
        }
    }

    /// A new search: forget everything.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// A simulation starts.
    pub fn begin(&mut self) {
        self.played.clear();
    }

    /// `player` played `action` in this simulation.
    pub fn played(&mut self, player: usize, action: A) {
        self.played.push((player as u32, action));
    }

    /// The simulation ended with these rewards (by seat).
    pub fn credit(&mut self, rewards: &[f64]) {
        for &(player, action) in &self.played {
            let a = self.table.entry((player, action)).or_default();
            a.sum += rewards[player as usize];
            a.count += 1;
        }
    }

    /// The legal action with the best average for `player`; an action never
    /// seen counts as the best possible (1), so it gets tried. Equals are
    /// broken at random.
    pub fn best(&self, player: usize, legal: &[A], rng: &mut Rng) -> A {
        let mut best = legal[0];
        let mut best_value = f64::NEG_INFINITY;
        let mut ties = 0;
        for &action in legal {
            let value = match self.table.get(&(player as u32, action)) {
                Some(a) => a.sum / a.count as f64,
                _ => 1.0,
            };
            if value > best_value {
                best_value = value;
                best = action;
                ties = 1;
            } else if value == best_value {
                ties += 1;
                if rng.below(ties) == 0 {
                    best = action;
                }
            }
        }
        best
    }

    /// The average of `player`'s `action`, if it was ever played.
    #[cfg(test)]
    pub fn average(&self, player: usize, action: A) -> Option<f64> {
        self.table
            .get(&(player as u32, action))
            .map(|a| a.sum / a.count as f64)
    }
}
