//! Learned evaluations: a value function fitted to the outcomes of
//! self-play games, for any game that can describe a seat's view as numbers.
//!
//! - [`features`]: [`Features`], what a game implements: a fixed-length
//!   vector of what one seat can know (never a hidden card or a future draw).
//! - [`model`]: [`Model`], the value function with hand-written inference
//!   (a linear part plus an optional small `tanh` layer, squashed into
//!   `[0, 1]`), and [`ValueSet`], one model per player count, read from the
//!   bytes a game crate ships (`include_bytes!`).
//! - [`judge`]: [`Judge`], the learned Medium of every game: one ply on
//!   the value, each candidate played to the end of the seat's turn; a game
//!   implements [`Judged`] (its weights, where a turn ends).
//! - [`cutoff`]: [`Cutoff`], a game's Hard whose simulations stop after a
//!   few turns and are judged by the value, and [`value_search`], a Medium
//!   that searches briefly with every new leaf judged by the value.
//! - [`shortlist`]: [`Shortlisted`], a game's Hard searching only the
//!   root actions the value likes best.
//! - [`train`]: self-play games, their samples, and the deterministic fit
//!   (seeded, the portable [`Rng`](crate::Rng), the same result on every
//!   machine and thread count); the `train` tool drives it.
//!
//! The app's wasm carries `features`, `model`, `judge`, `cutoff` and
//! `shortlist`, never `train`: nothing learns at run time.

pub mod cutoff;
pub mod features;
pub mod judge;
pub mod model;
pub mod shortlist;
pub mod train;

pub use cutoff::{
    Cutoff, MEDIUM_SEAT_SIMULATIONS, ValueSearch, cut_off_bot, value_search, value_search_bot,
};
pub use features::Features;
pub use judge::{Judge, Judged};
pub use model::{Model, ValueSet};
pub use shortlist::{Shortlist, Shortlisted, shortlisted_bot};
