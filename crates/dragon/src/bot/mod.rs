//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - Medium is [`Judge`]: each candidate is played out to the end of its own
//!   turn one ply at a time, then judged by the learned [value] of the seat
//!   (trained by self-play, `boardgame::learn`, on the [features]). It
//!   replaced [`Medium`], greedy on a hand-written [estimate] of its final
//!   VP, still the tournament's `medium-old`.
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
pub mod features;
pub mod hard;
pub mod judge;
pub mod medium;
pub mod review;
pub mod value;

pub use easy::Easy;
pub use estimate::Weights;
pub use hard::{Hard, HardSettings};
pub use judge::Judge;
pub use medium::Medium;

pub use boardgame::bot::{Bot, Level};
pub use boardgame::search::{Budget, Clock, StdClock};

use boardgame::GameBots;

use crate::state::GameState;

/// A bot of the given level with its own RNG seeded by `seed`. Only the
/// Hard bot uses the budget (time or simulations per decision).
pub fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Judge::new(seed)),
        Level::Hard => Box::new(Hard::new(seed, budget)),
    }
}

/// Bots the tournament can seat beside the levels: `medium-old`, the
/// hand-written greedy Medium that the learned one replaced.
pub const VARIANTS: &[&str] = &["medium-old"];

/// The variant of [`VARIANTS`] named `name`.
pub fn variant(name: &str, seed: u64, _budget: Budget) -> Option<Box<dyn Bot<GameState>>> {
    match name {
        "medium-old" => Some(Box::new(Medium::new(seed))),
        _ => None,
    }
}

impl GameBots for GameState {
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        bot(level, seed, budget)
    }

    fn variants() -> &'static [&'static str] {
        VARIANTS
    }

    fn variant(name: &str, seed: u64, budget: Budget) -> Option<Box<dyn Bot<GameState>>> {
        variant(name, seed, budget)
    }
}
