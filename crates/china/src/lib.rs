//! Rules engine for *China* (Michael Schacht, Abacus Spiele 2005) on our own
//! original two-sided board (spec `china.md` §2).
//!
//! Pure Rust, no web dependency. A [`GameState`] holds everything on the
//! table, every hand, the draw pile, the pending [`Decision`] and a seeded
//! RNG, so a game is exactly reproducible from its [`Options`], seed and
//! list of [`Action`]s ([`GameRecord`]). [`GameState`] implements
//! [`boardgame::Game`] (in `game.rs`), which gives it the shared search,
//! bots, simulator, tournament and test harness.
//!
//! ```
//! use china::{GameState, Options};
//! let mut game = GameState::new(Options::new(4), 42).unwrap();
//! while !game.is_over() {
//!     let action = game.legal_actions()[0];
//!     game.apply(action).unwrap();
//! }
//! assert!(game.winner().is_some());
//! ```

mod action;
mod apply;
pub mod board;
pub mod bot;
mod card;
mod decision;
mod error;
mod flow;
mod game;
mod hidden;
mod journal;
mod legal;
pub mod lesson;
mod options;
mod scoring;
mod state;
mod table;
mod tips;

pub use action::{Action, Payment};
pub use board::{ALLIANCE_PAIRS, Board, Province, Side, Site, SiteSet, board};
pub use boardgame::Rng;
pub(crate) use boardgame::{rng, search};
pub use card::{Cards, Colour};
pub use decision::{Decision, DecisionKind};
pub use error::{Illegal, Piece, RuleError};
pub use hidden::{Reshuffle, Trail};
pub use journal::{EndReason, Happening};
pub use options::{Options, OptionsError};
pub use scoring::{ScoringWay, alliance_points, chain_points, house_points};
pub use state::{
    DISPLAY_SIZE, ENVOYS, GameState, HAND_SIZE, HOUSES, PLAYER_COLOURS, Player, Points,
    ProvinceScoring, Turn,
};
pub use table::{SeatEvent, SeatView, SeenPlayer, SeenReshuffle, SeenTrail, stand_in};

/// A China game as data: options, seed and actions.
pub type GameRecord = boardgame::Record<GameState>;

#[cfg(test)]
mod tests;
