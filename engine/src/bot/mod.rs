//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - [`Medium`]: greedy on a hand-written [estimate] of its final
//!   VP, looking ahead at the public event row. Fast.
//! - [`Hard`]: Monte Carlo tree search ([`crate::search`]) with Medium-guided
//!   simulations, within a [`Budget`] of time or simulations.
//!
//! **What a bot may know.** Everything on the table is public in this game
//! (palaces, goods, the cards left in every hand, the event row, the super
//! event), except the game's RNG, which decides how future months' action
//! cards are grouped. A bot never sees it: [`observe`] hands every bot a
//! copy of the table whose RNG is re-seeded from the bot's own RNG, and the
//! bots only ever look at that copy. Search then re-seeds its copy again
//! before each simulation, sampling possible futures.

pub mod easy;
pub mod estimate;
pub mod hard;
pub mod medium;
pub mod tournament;

pub use easy::Easy;
pub use estimate::Weights;
pub use hard::{Hard, HardSettings};
pub use medium::Medium;

pub use crate::search::{Budget, Clock, StdClock};

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::rng::Rng;
use crate::state::GameState;

/// A computer player.
pub trait Bot {
    /// The action for the player who must decide in `game` (whose seat this
    /// bot plays). Always one of `game.legal_actions()`.
    fn choose(&mut self, game: &GameState) -> Action;

    /// Search simulations run so far (0 for bots that do not search).
    fn simulations(&self) -> u64 {
        0
    }
}

/// The three strengths offered on the setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// "easy", "medium", "hard".
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Parses a name in any case ("hard", "Hard").
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// A bot of the given level with its own RNG seeded by `seed`. Only the
/// Hard bot uses the budget (time or simulations per decision).
pub fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::new(seed)),
        Level::Hard => Box::new(Hard::new(seed, budget)),
    }
}

/// What a bot sees of `game`: the table with the game's RNG replaced by
/// one seeded from the bot's own `rng`, so nothing a bot computes can
/// depend on the real future deals.
pub fn observe(game: &GameState, rng: &mut Rng) -> GameState {
    game.with_reseeded_rng(rng.next_u64())
}
