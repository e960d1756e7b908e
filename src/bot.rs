//! The stand-in bot until the bot levels arrive: a uniformly random legal
//! move, from its own RNG (seeded by the position, so a reload plays on the same).

use engine::{Action, Rng};

use crate::game::Match;

pub fn choose(game: &Match) -> Action {
    let legal = game.state.legal_actions();
    let mut rng =
        Rng::seeded(game.record.seed ^ (game.record.actions.len() as u64).rotate_left(32));
    legal[rng.below(legal.len())]
}
