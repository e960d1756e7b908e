//! Rules engine for *Dschingis Khan – Bewegung an der Großen Mauer*
//! (Leo Colovini), following the binding spec `shared/rules/dschingis-khan.md`
//! (rule ids `D-x.y`, rulings `Rn`, examples `EX-n`) on our own board
//! (`data/board.json`).
//!
//! Pure Rust, no web dependency. A [`GameState`] holds everything on the
//! table, the pending [`Decision`] and a seeded RNG, so a game replays exactly
//! from its [`Options`], seed and list of [`Action`]s. It implements
//! [`boardgame::Game`] (in `game.rs`), which gives it the shared search,
//! bots, simulator, tournament and test harness.
//!
//! ```
//! use boardgame::Game;
//! use dschingis_khan::{GameState, Options};
//! let mut game = GameState::new(Options::new(3), 42).unwrap();
//! while !game.is_over() {
//!     let action = game.legal()[0];
//!     game.apply(action).unwrap();
//! }
//! assert!(!game.winners().is_empty());
//! ```

mod action;
mod apply;
pub mod board;
pub mod bot;
mod decision;
mod error;
mod flow;
mod game;
mod hidden;
mod legal;
pub mod lesson;
mod options;
mod piece;
mod scoring;
mod state;
mod table;
mod tips;
mod wall;

pub use boardgame::Rng;
pub(crate) use boardgame::{rng, search};

pub use action::{Action, Via};
pub use board::{Board, Edge, Slot, Tower, Village, board};
pub use decision::{Decision, DecisionKind};
pub use error::{Illegal, RuleError};
pub use options::{Options, OptionsError, SAFETY_ROUNDS};
pub use piece::{Kind, Kinds, PIECES_PER_COLOUR, Piece};
pub use scoring::{Case, ScoringWay, VillageScore, stack_value};
pub use state::{End, Finish, GameState, Player, Stack, Turn, WallEvent};
pub use table::{
    Placed, SeatEvent, SeatView, SeenAction, SeenPiece, SeenPlayer, Supplies, stand_in,
};
pub use wall::{Built, Resolution, Wall};

/// A Dschingis Khan game as data: options, seed and actions.
pub type GameRecord = boardgame::Record<GameState>;

#[cfg(test)]
mod tests;
