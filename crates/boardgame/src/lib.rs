//! What every game of the app shares, and nothing of any one game.
//!
//! A game crate implements [`Game`] (its rules: state, actions, the pending
//! decision, apply, scores, and a seat's [determinization](Game::determinize))
//! and [`GameBots`] (its computer players). Everything else is written once,
//! here, against those traits:
//!
//! - [`rng`]: the portable seeded generator every game keeps in its state.
//! - [`record`]: a game as options, seed and actions, and its replay.
//! - [`search`]: determinized Monte Carlo tree search and its time budget.
//! - [`bot`]: the computer player trait and the levels offered.
//! - [`bench`]: the Hard bot's speed on fixed positions (native and browser).
//! - [`parallel`]: a seat played by a pool of searching threads (native).
//! - [`baseline`]: textbook flat Monte Carlo and plain UCT, to measure against.
//! - [`simulate`]: random games, the speed benchmark and soak test.
//! - [`tournament`]: bots against bots with duplicate deals and intervals.
//! - [`testing`]: the invariant harness every game's tests call.
//! - [`review`]: the Hard bot's review of a finished game's decisions.
//! - [`table`]: one game on several devices: a seat's view and log, the
//!   messages between host and guests, the host's refusals.
//! - [`sort`]: an insertion sort for the games' short lists (small wasm).
//! - [`lesson`]: "Learn to play": a guided game's script and its check.
//! - [`tips`]: each rule explained when it first matters, from a seat's view.
//! - [`learn`]: learned evaluations: features, the value model, self-play training.
//! - [`cli`]: command-line flags shared by the `simulate` and `tournament` tools.
//! - [`refusal`]: why a game refused options or an action ([`RuleError`]), in one wording.
//! - [`journal`]: a game's optional log of its automatic steps.
//! - [`Decision`]: the pending decision; [`forward_to_state!`]: the `Game`
//!   methods a state answers with its own.

pub mod baseline;
pub mod bench;
pub mod bot;
pub mod cli;
/// The JSON-to-Rust-literal helpers the games' build scripts include to
/// write their board data as statics.
pub mod codegen;
mod decision;
mod forward;
mod game;
pub mod journal;
pub mod learn;
pub mod lesson;
#[cfg(not(target_arch = "wasm32"))]
pub mod parallel;
pub mod record;
pub mod refusal;
pub mod review;
pub mod rewards;
pub mod rng;
pub mod search;
pub mod simulate;
pub mod sort;
pub mod table;
pub mod testing;
pub mod tips;
pub mod tournament;

pub use bot::{
    Beginner, Blunders, Bot, Follower, GameBots, Level, Maker, Policy, SearchSettings, Searcher,
    Variant,
};
pub use decision::Decision;
pub use game::Game;
pub use record::{Record, ReplayError};
pub use refusal::RuleError;
pub use rng::Rng;
pub use search::{Budget, Clock, RootStats, StdClock};
