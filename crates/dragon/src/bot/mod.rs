//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - [`Medium`]: greedy on a hand-written [estimate] of its final
//!   VP, looking ahead at the public event row. Fast.
//! - [`Hard`]: Monte Carlo tree search ([`boardgame::search`]) with
//!   playouts that learn which moves pay off (move averages), within a
//!   [`Budget`] of time or simulations.
//!
//! **What a bot may know.** Everything on the table is public in this game
//! (palaces, goods, the cards left in every hand, the event row, the super
//! event), except the game's RNG, which decides how future months' action
//! cards are grouped. A bot is only handed its seat's view
//! ([`boardgame::Game::view_for`]), whose RNG is re-seeded; search then
//! re-seeds its copy again before each simulation, sampling possible futures.

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
    /// Hard bot uses the budget (time or simulations per decision).
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        level.bot(seed, budget, Easy::new, Medium::new, Hard::new)
    }
}
