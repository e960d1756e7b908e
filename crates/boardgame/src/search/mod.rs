//! Monte Carlo tree search for any turn-based game with several players,
//! chance and hidden information, written against [`Game`] and nothing of any
//! one game (a game adds its knowledge through a [`Playout`]).
//!
//! Chance and hidden information are handled by *determinization*: before
//! each simulation the search copies the root and calls [`Game::determinize`]
//! for the seat that searches, which replaces everything that seat cannot
//! know with a fresh sample. The tree is keyed by actions, so one tree serves
//! all samples; an action seen in only some samples is only judged in those.
//!
//! - [`budget`]: how long a search may think ([`Budget`], [`Clock`]).
//! - [`tree`]: the search tree, an arena of nodes with visit statistics.
//! - [`mcts`]: the search itself ([`Mcts`]): determinized UCT with max^n
//!   rewards (each node maximizes the reward of the player who moves there),
//!   optionally steered by the playout's prior ([`Guidance`]) and stopping
//!   once its answer is settled ([`EarlyStop`]).
//! - [`mast`]: move averages that playouts learn from during the search.
//! - [`tuning`]: the knobs a game's Hard sets ([`Tuning`]) and the searcher
//!   they build.
//! - [`root`]: a search's root statistics ([`RootStats`]), added up over
//!   the workers of a root-parallel search and chosen from.
//! - [`playout`]: how a simulation continues below the tree ([`Playout`]),
//!   the game's prior for the tree, and the default uniformly random one.

pub mod budget;
pub mod mast;
pub mod mcts;
pub mod playout;
pub mod root;
pub mod tree;
pub mod tuning;

pub use budget::{Allowance, Budget, Clock, ClockMaker, StdClock};
pub use mast::Mast;
pub use mcts::{EarlyStop, Guidance, Mcts, Report, Settings};
pub use playout::{Playout, RandomPlayout};
pub use root::{ActionStats, RootMismatch, RootStats, worker_seed};
pub use tuning::Tuning;

pub use crate::game::Game;
