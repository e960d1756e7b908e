//! Medium: a fast rule-based player. It tries every legal action on a copy
//! of the table, finishes its own follow-up choices the same way (the floors
//! of a Build, the tile and palace after a card, ...), and keeps the action
//! whose outcome has the best [estimate](super::estimate) of its own final
//! VP. A tiny random nudge breaks ties. No search of the other players'
//! replies: that is the Hard bot's job, which uses this player in its
//! simulations, so it must stay fast (microseconds per decision).

use super::estimate::{Weights, projected_vp, projections};
use crate::action::Action;
use crate::rng::Rng;
use crate::state::GameState;
use boardgame::bot::best_nudged;
use boardgame::{Follower, Policy};

/// Own follow-up decisions looked at after an action (card, tile, palace).
const FOLLOW_UP_DEPTH: usize = 3;

/// Largest random nudge added to an action's value to break ties (VP).
const TIE_BREAK: f64 = 0.01;

/// The greedy chooser shared by the Medium bot and the Hard bot's playouts.
#[derive(Clone, Debug)]
pub struct Greedy {
    pub weights: Weights,
    /// One buffer of legal actions per follow-up depth, reused.
    buffers: Vec<Vec<Action>>,
    /// Every player's estimate, reused.
    vp: [f64; 5],
}

impl Greedy {
    pub fn new(weights: Weights) -> Greedy {
        Greedy {
            weights,
            buffers: (0..=FOLLOW_UP_DEPTH)
                .map(|_| Vec::with_capacity(64))
                .collect(),
            vp: [0.0; 5],
        }
    }

    /// The value [`Greedy::pick`] gives each of `legal` (no tie-break
    /// nudge), into `out` (cleared first): the Hard bot's prior.
    pub fn values(&mut self, game: &GameState, legal: &[Action], out: &mut Vec<f64>) {
        out.clear();
        let seat = game.current_player().expect("a player is to move");
        for &action in legal {
            let value = self.value_of(game, action, seat, 1);
            out.push(value);
        }
    }

    /// Estimated final VP of `seat` after `action`, choosing its own
    /// follow-up decisions (up to the depth limit) for the best outcome.
    fn value_of(&mut self, game: &GameState, action: Action, seat: usize, depth: usize) -> f64 {
        let mut next = game.clone();
        next.apply(action).expect("only legal actions are tried");
        if depth < FOLLOW_UP_DEPTH && next.current_player() == Some(seat) {
            let mut legal = std::mem::take(&mut self.buffers[depth]);
            next.legal_actions_into(&mut legal);
            let best = legal
                .iter()
                .map(|&follow| self.value_of(&next, follow, seat, depth + 1))
                .fold(f64::NEG_INFINITY, f64::max);
            self.buffers[depth] = legal;
            best
        } else if self.weights.rivalry > 0.0 {
            let n = next.players().len();
            projections(&next, &self.weights, &mut self.vp[..n]);
            let best_other = (0..n)
                .filter(|&o| o != seat)
                .map(|o| self.vp[o])
                .fold(f64::NEG_INFINITY, f64::max);
            self.vp[seat] - self.weights.rivalry * best_other
        } else {
            projected_vp(&next, seat, &self.weights)
        }
    }
}

impl Policy<GameState> for Greedy {
    /// The best of `legal` (the legal actions of `game`) for the player to
    /// move, by the estimate after the action and its follow-ups.
    fn judge(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        let seat = game.current_player().expect("a player is to move");
        best_nudged(legal, TIE_BREAK, rng, |action, _| {
            self.value_of(game, action, seat, 1)
        })
    }
}

/// Medium's settings: the default weights.
impl Default for Greedy {
    fn default() -> Greedy {
        Greedy::new(Weights::default())
    }
}

/// The Medium bot: [`Greedy`] on its own observation of the table.
pub type Medium = Follower<GameState, Greedy>;
