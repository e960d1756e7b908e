//! Rules engine for *In the Year of the Dragon* (Stefan Feld, alea 2007/2017),
//! with the Great Wall and super event expansions.
//!
//! Pure Rust, no web dependency. A [`GameState`] holds everything on the table,
//! the pending [`Decision`] and a seeded RNG, so a game is exactly reproducible
//! from its [`Options`], seed and list of [`Action`]s ([`GameRecord`]).
//! [`GameState`] implements [`boardgame::Game`] (in `game.rs`), which gives it
//! the shared search, bots, simulator, tournament and test harness.
//!
//! ```
//! use boardgame::Game;
//! use dragon::{GameState, Options};
//! let mut game = GameState::new(Options::new(3), 42).unwrap();
//! while !game.is_over() {
//!     let action = game.legal()[0];
//!     game.apply(action).unwrap();
//! }
//! assert!(game.winner().is_some());
//! ```

mod action;
mod apply;
pub mod bot;
mod card;
mod decision;
mod error;
mod event;
mod flow;
mod game;
mod hand;
mod journal;
mod legal;
pub mod lesson;
mod options;
mod outcome;
mod palace;
mod person;
mod player;
mod resolve;
mod scoring;
mod state;
mod table;
mod tips;
mod wall;

pub use action::{Action, Good, PrivilegeSize, Site};
pub use boardgame::{Bot, Level};

// The shared generator and search, under the paths the rules files use.
pub use boardgame::Rng;
pub(crate) use boardgame::{rng, search};
pub use card::{Card, Group, OCCUPIED_GROUP_COST};
pub use decision::{Decision, DecisionKind, Reason};
pub use error::{Illegal, RuleError};
pub use event::{Event, SUPER_EVENT_MONTH, SuperEvent};
pub use hand::{Hand, HandCard};
pub use journal::{Happening, Step};
pub use legal::SMALL_PRIVILEGE_PRICE;
pub use options::{Options, OptionsError, SuperEvents};
pub use outcome::Outcome;
pub use palace::{MAX_FLOORS, Palace};
pub use person::{Age, Kind, Person, Supply};
pub use player::{Player, VpSource};
/// A Dragon game as data: options, seed and actions.
pub type GameRecord = boardgame::Record<GameState>;
/// A Dragon record that does not replay.
pub type ReplayError = boardgame::ReplayError<RuleError>;
pub use scoring::Breakdown;
pub use state::{GameState, MONTHS, Phase};
pub use table::{SeatEvent, SeatView, stand_in};
pub use wall::{WALL_SECTIONS, WallBonus, WallTiles};

#[cfg(test)]
mod tests;
