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

use boardgame::learn::{Cutoff, Shortlist, Shortlisted};
use boardgame::{Bot, Budget, GameBots, Level, Searcher, Variant};

use crate::state::GameState;

impl GameBots for GameState {
    /// The bot of the given level with its own RNG seeded by `seed`. Only the
    /// Hard bot uses the budget.
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        level.bot(seed, budget, Easy::new, Judge::new, Hard::new)
    }

    /// `medium-old`: the hand-written greedy Medium that the learned one
    /// replaced.
    const VARIANTS: &'static [Variant<GameState>] = &[
        Variant {
            name: "medium-old",
            make: |seed, _| Box::new(Medium::new(seed)),
        },
        Variant {
            name: "hard-cut2",
            make: |seed, budget| {
                Box::new(Searcher::with_settings(
                    seed,
                    budget,
                    Cutoff::new(HardSettings::default(), 2),
                ))
            },
        },
        Variant {
            name: "hard-cut4",
            make: |seed, budget| {
                Box::new(Searcher::with_settings(
                    seed,
                    budget,
                    Cutoff::new(HardSettings::default(), 4),
                ))
            },
        },
        Variant {
            name: "hard-cut8",
            make: |seed, budget| {
                Box::new(Searcher::with_settings(
                    seed,
                    budget,
                    Cutoff::new(HardSettings::default(), 8),
                ))
            },
        },
        Variant {
            name: "hard-cut16",
            make: |seed, budget| {
                Box::new(Searcher::with_settings(
                    seed,
                    budget,
                    Cutoff::new(HardSettings::default(), 16),
                ))
            },
        },
        Variant {
            name: "hard-short3",
            make: |seed, budget| {
                Box::new(Shortlisted::new(
                    seed,
                    budget,
                    Shortlist {
                        inner: HardSettings::default(),
                        keep: 3,
                    },
                ))
            },
        },
        Variant {
            name: "hard-short6",
            make: |seed, budget| {
                Box::new(Shortlisted::new(
                    seed,
                    budget,
                    Shortlist {
                        inner: HardSettings::default(),
                        keep: 6,
                    },
                ))
            },
        },
    ];
}
