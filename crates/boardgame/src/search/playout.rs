//! How a simulation goes on below the tree: the rollout policy, and where to
//! stop and estimate instead of playing to the end.

use super::Game;
use crate::rng::Rng;

/// The rollout half of a simulation. Playing every game to the end with
/// random moves is unbiased but noisy; a good playout picks plausible moves
/// and may stop early with an estimate of each player's reward.
pub trait Playout<G: Game> {
    /// Called once per simulation, on the position where the rollout starts.
    fn begin(&mut self, start: &G) {
        let _ = start;
    }

    /// The move of the player to move in `game`, one of `legal` (never empty).
    fn choose(&mut self, game: &G, legal: &[G::Action], rng: &mut Rng) -> G::Action;

    /// Whether to stop after `steps` rollout moves and estimate instead.
    fn stop(&mut self, game: &G, steps: u32) -> bool {
        let _ = (game, steps);
        false
    }

    /// The game's knowledge of which moves are good, for the tree (see
    /// [`Guidance`](super::Guidance)): fills `out` with one score in `[0, 1]`
    /// per action of `legal` for the player to move in `game` (higher is
    /// more promising) and returns `true`, or returns `false` when it has no
    /// opinion (the default: the search then expands in random order).
    /// Called when the search adds a node, not on every playout move.
    fn prior(&mut self, game: &G, legal: &[G::Action], out: &mut Vec<f64>) -> bool {
        let _ = (game, legal, out);
        false
    }

    /// Estimated rewards in `[0, 1]` of an unfinished position where the
    /// rollout stopped (only called after [`Playout::stop`] said so).
    fn estimate(&mut self, game: &G, out: &mut [f64]) {
        let _ = game;
        out.fill(0.5);
    }

    /// The rewards in `[0, 1]` of a finished `game` that the search backs
    /// up: the game's own ([`Game::rewards`]) unless the bot weighs winning
    /// and the margin otherwise (a search is free to aim at winning more
    /// sharply than the game's default share for the margin).
    fn final_rewards(&mut self, game: &G, out: &mut [f64]) {
        game.rewards(out);
    }
}

/// Uniformly random moves to the end of the game.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPlayout;

impl<G: Game> Playout<G> for RandomPlayout {
    fn choose(&mut self, _game: &G, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        legal[rng.below(legal.len())]
    }
}
