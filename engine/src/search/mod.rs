//! Monte Carlo tree search for any turn-based game with several players and
//! chance, written against the small [`Game`] trait below and nothing of the
//! Dragon: another game reuses this module unchanged by implementing
//! [`Game`] (and, for guided simulations, [`Playout`]).
//!
//! - [`budget`]: how long a search may think ([`Budget`], [`Clock`]).
//! - [`tree`]: the search tree, an arena of nodes with visit statistics.
//! - [`mcts`]: the search itself ([`Mcts`]): determinized UCT with max^n
//!   rewards (each node maximizes the reward of the player who moves there).
//! - [`playout`]: how a simulation continues below the tree ([`Playout`]) and
//!   the default uniformly random one.

pub mod budget;
pub mod mcts;
pub mod playout;
pub mod tree;

pub use budget::{Budget, Clock, StdClock};
pub use mcts::{Mcts, Report, Settings};
pub use playout::{Playout, RandomPlayout};

use crate::rng::Rng;

/// What the search needs to know about a game.
///
/// Chance and hidden information are handled by *determinization*: before
/// each simulation the search copies the root and calls [`Game::sample_chance`]
/// on the copy, which replaces everything the player to move cannot know (for
/// example the order of a deck) with a fresh sample. The tree is then walked
/// with whatever actions are legal in that sample, so an action seen in only
/// some samples is only judged in those.
pub trait Game: Clone {
    /// One atomic decision. Multi-step choices are successive actions of the
    /// same player, which the tree handles like any other move.
    type Action: Copy + Eq;

    /// Number of players (seats `0..players()`).
    fn players(&self) -> usize;

    /// The seat that must decide now, or `None` once the game is over.
    fn to_move(&self) -> Option<usize>;

    /// The legal actions now, into `out` (cleared first). Never empty while
    /// someone is to move.
    fn legal_actions(&self, out: &mut Vec<Self::Action>);

    /// Plays a legal action, including every automatic step that follows.
    fn apply(&mut self, action: Self::Action);

    /// Once the game is over: each player's reward in `[0, 1]`, by seat
    /// (`out.len() == players()`). Higher is better for that player.
    fn rewards(&self, out: &mut [f64]);

    /// Replaces the hidden and future randomness with a sample drawn from
    /// `rng` (a determinization). The public position must stay unchanged.
    fn sample_chance(&mut self, rng: &mut Rng);
}
