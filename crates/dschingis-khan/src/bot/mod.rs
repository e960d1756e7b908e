//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - Medium is [`Judge`]: each candidate is played out to the end of its own
//!   turn one ply at a time, then judged by the learned [value] of the seat
//!   (trained by self-play, `boardgame::learn`). It replaced [`Medium`],
//!   greedy on the hand-written [evaluation](estimate) (points now plus the
//!   worth of what is held), still the tournament's `medium-old`.
//! - [`Hard`]: Monte Carlo tree search ([`boardgame::search::Mcts`]) whose
//!   playouts follow a fast version of the hand-written judgement
//!   ([`policy`]: the same points, without copying the game) and are cut off
//!   after a few turns with the hand-written evaluation; cut off with the
//!   learned value instead it is the tournament's `hard-learned`.
//!
//! **What a bot may know.** A bot is only handed its seat's view
//! ([`boardgame::Game::view_for`]), in which every kind it has not seen and
//! every passive supply's order is re-sampled (`hidden.rs`); the search
//! re-samples its copy again before each simulation.

pub mod easy;
pub mod estimate;
pub mod features;
pub mod hard;
pub mod judge;
pub mod medium;
pub mod policy;
pub mod review;
pub mod value;

pub use easy::Easy;
pub use hard::{Hard, HardSettings};
pub use judge::Judge;
pub use medium::{Greedy, Medium};

use boardgame::learn::{cut_off_bot, shortlisted_bot, value_search_bot};
use boardgame::{Bot, Budget, GameBots, Level, Variant};

use crate::state::GameState;

impl GameBots for GameState {
    /// The record against the bots' ratings (the app's README, "Your
    /// record against the bots").
    const RATINGS: [f64; 3] = [1000.0, 1590.0, 1820.0];

    /// The bot of the given level with its own RNG seeded by `seed`. Only
    /// the Hard bot uses the budget (time or simulations per decision).
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        level.bot(seed, budget, Easy::new, Judge::new, Hard::new)
    }

    /// `medium-old`, the hand-written greedy Medium that the learned one
    /// replaced; `medium-search`, the Dragon's Medium (a short search on the
    /// value) for this game; and Hard's measured uses of the learned value,
    /// none of them today's Hard (README, "Learned value"): `hard-learned`,
    /// cut off with the learned value where today's uses the hand-written
    /// estimate; `hard-cut1` and `hard-cut0`, the core's cut-off at the end
    /// of the current turn and at once; and `hard-short6`, the search kept
    /// to the six root actions the Judge likes best (these four as they were
    /// measured, aiming at the margin); `hard-margin`, Hard before issue 37,
    /// which aimed at the margin rather than the win ([`hard::Aim`]).
    const VARIANTS: &'static [Variant<GameState>] = &[
        Variant {
            name: "medium-old",
            make: |seed, _| Box::new(Medium::new(seed)),
        },
        Variant {
            name: "medium-search",
            make: |seed, _| value_search_bot(seed, HardSettings::margin()),
        },
        Variant {
            name: "hard-learned",
            make: |seed, budget| {
                Box::new(Hard::with_settings(
                    seed,
                    budget,
                    HardSettings::learned_cut_off(),
                ))
            },
        },
        Variant {
            name: "hard-cut0",
            make: |seed, budget| cut_off_bot(seed, budget, HardSettings::margin(), 0),
        },
        Variant {
            name: "hard-cut1",
            make: |seed, budget| cut_off_bot(seed, budget, HardSettings::margin(), 1),
        },
        Variant {
            name: "hard-margin",
            make: |seed, budget| {
                Box::new(Hard::with_settings(seed, budget, HardSettings::margin()))
            },
        },
        Variant {
            name: "hard-short6",
            make: |seed, budget| shortlisted_bot(seed, budget, HardSettings::margin(), 6),
        },
    ];
}
