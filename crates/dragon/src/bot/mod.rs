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

use boardgame::learn::{Cutoff, Shortlist, Shortlisted};
use boardgame::{Bot, Budget, GameBots, Level, Searcher, Variant};

use crate::state::GameState;

impl GameBots for GameState {
    /// The bot of the given level with its own RNG seeded by `seed`. Only the
    /// Hard bot uses the budget (time or simulations per decision).
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
            name: "hard-cut32",
            make: |seed, budget| {
                Box::new(Searcher::with_settings(
                    seed,
                    budget,
                    Cutoff::new(HardSettings::default(), 32),
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
