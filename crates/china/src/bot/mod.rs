//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - Medium is [`Judge`]: each candidate is played to the end of its part
//!   of the turn one ply at a time, then judged by the learned [value] of
//!   the seat (trained by self-play, `boardgame::learn`, on the
//!   [features]). It replaced [`Medium`], greedy on a hand-written
//!   [estimate] of every seat's final score, trying every way to complete
//!   its placement; that one is still the tournament's `medium-old`, and
//!   plays the training games.
//! - [`Hard`]: Monte Carlo tree search ([`boardgame::search`]) with
//!   learning random playouts, within a [`Budget`] of time or simulations.
//!
//! **What a bot may know.** A bot is only handed its seat's view
//! ([`boardgame::Game::view_for`]): the other hands (beyond the cards seen
//! taken from the display) and the draw pile are re-dealt there, and the
//! search re-deals them again before each simulation.

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

use boardgame::learn::{cut_off_bot, shortlisted_bot, value_search_bot};
use boardgame::{Bot, Budget, GameBots, Level, Variant};

use crate::state::GameState;

impl GameBots for GameState {
    /// The record against the bots' ratings (the app's README, "Your
    /// record against the bots").
    const RATINGS: [f64; 3] = [1000.0, 1690.0, 2260.0];

    /// The bot of the given level with its own RNG seeded by `seed`. Only the
    /// Hard bot uses the budget.
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        level.bot(seed, budget, Easy::new, Judge::new, Hard::new)
    }

    /// `medium-old`, the hand-written greedy Medium that the learned one
    /// replaced; `medium-search`, the Dragon's Medium (a short search on the
    /// value) for this game; and Hard's measured uses of the learned value,
    /// neither of them today's Hard (README, "Learned value"): `hard-cut4`,
    /// simulations cut off after four turns and judged by the value, and
    /// `hard-short6`, the search kept to the six root actions the Judge
    /// likes best.
    const VARIANTS: &'static [Variant<GameState>] = &[
        Variant {
            name: "medium-old",
            make: |seed, _| Box::new(Medium::new(seed)),
        },
        Variant {
            name: "medium-search",
            make: |seed, _| value_search_bot(seed, HardSettings::default()),
        },
        Variant {
            name: "hard-cut4",
            make: |seed, budget| cut_off_bot(seed, budget, HardSettings::default(), 4),
        },
        Variant {
            name: "hard-short6",
            make: |seed, budget| shortlisted_bot(seed, budget, HardSettings::default(), 6),
        },
    ];
}
