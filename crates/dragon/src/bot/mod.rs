//! Computer players at three levels.
//!
//! - [`Easy`]: random legal moves, minus plain blunders.
//! - Medium is a short search on the learned [value] of each seat (trained
//!   by self-play, `boardgame::learn`, on the [features]):
//!   [`boardgame::learn::value_search`], 3,000 simulations whose every new
//!   leaf the value judges at once, about 10 ms a decision. It replaced
//!   [`Judge`], which judges each candidate one ply deep (played to the end
//!   of its own turn), still the tournament's `medium-judge`: against flat
//!   Monte Carlo at 20 ms the one ply won 41%, the search 66% (README,
//!   "Learned value"). Before both, [`Medium`], greedy on a hand-written
//!   [estimate] of its final VP, still the tournament's `medium-old`.
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

use boardgame::learn::{MEDIUM_SEAT_SIMULATIONS, cut_off_bot, shortlisted_bot, value_search};
use boardgame::{Bot, Budget, GameBots, Level, Variant};

use crate::state::GameState;

impl GameBots for GameState {
    /// The record against the bots' ratings (the app's README, "Your
    /// record against the bots").
    const RATINGS: [f64; 3] = [1000.0, 1840.0, 2550.0];

    /// The bot of the given level with its own RNG seeded by `seed`. Only the
    /// Hard bot uses the budget (time or simulations per decision).
    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<GameState>> {
        let medium = |seed| value_search(seed, HardSettings::default(), MEDIUM_SEAT_SIMULATIONS);
        level.bot(seed, budget, Easy::new, medium, Hard::new)
    }

    /// `medium-judge`, the one-ply learned Medium the value search
    /// replaced; `medium-old`, the hand-written greedy Medium before it;
    /// and Hard's measured uses of the learned value, neither of them
    /// today's Hard (README, "Learned value"): `hard-cut8`, simulations cut
    /// off after eight turns and judged by the value, and `hard-short3`,
    /// the search kept to the three root actions the Judge likes best.
    const VARIANTS: &'static [Variant<GameState>] = &[
        Variant {
            name: "medium-judge",
            make: |seed, _| Box::new(Judge::new(seed)),
        },
        Variant {
            name: "medium-old",
            make: |seed, _| Box::new(Medium::new(seed)),
        },
        Variant {
            name: "hard-cut8",
            make: |seed, budget| cut_off_bot(seed, budget, HardSettings::default(), 8),
        },
        Variant {
            name: "hard-short3",
            make: |seed, budget| shortlisted_bot(seed, budget, HardSettings::default(), 3),
        },
    ];
}
