//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - [`Medium`]: greedy on a hand-written [estimate] of every seat's final
//!   score, trying every way to complete its placement.
//! - [`Hard`]: Monte Carlo tree search ([`boardgame::search`]) with
//!   greedy playouts cut off by the estimate, within a [`Budget`] of time
//!   or simulations.
//!
//! **What a bot may know.** A bot is only handed its seat's view
//! ([`boardgame::Game::view_for`]): the other hands (beyond the cards seen
//! taken from the display) and the draw pile are re-dealt there, and the
//! search re-deals them again before each simulation.

pub mod easy;
pub mod estimate;
pub mod hard;
pub mod medium;
pub mod review;

pub use easy::Easy;
pub use estimate::Weights;
pub use hard::{Hard, HardSettings};
pub use medium::Medium;

use boardgame::{Bot, Budget, GameBots, Level};

use crate::state::GameState;

impl GameBots for GameState {
    /// The bot of the given level with its own RNG seeded by `seed`. Only the
    /// Hard bot uses the budget.
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        level.bot(seed, budget, Easy::new, Medium::new, Hard::new)
    }
}
