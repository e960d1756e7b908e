//! Learned evaluations: a value function fitted to the outcomes of
//! self-play games, for any game that can describe a seat's view as numbers.
//!
//! - [`features`]: [`Features`], what a game implements: a fixed-length
//!   vector of what one seat can know (never a hidden card or a future draw).
//! - [`model`]: [`Model`], the value function with hand-written inference
//!   (a linear part plus an optional small `tanh` layer, squashed into
//!   `[0, 1]`), and [`ValueSet`], one model per player count, read from the
//!   bytes a game crate ships (`include_bytes!`).
//! - [`train`]: self-play games, their samples, and the deterministic fit
//!   (seeded, the portable [`Rng`](crate::Rng), the same result on every
//!   machine and thread count); the `train` tool drives it.
//!
//! The app's wasm carries only `features` and `model`; nothing learns at run
//! time.

pub mod features;
pub mod model;
pub mod train;

pub use features::Features;
pub use model::{Model, ValueSet};
