//! Medium: greedy on the [estimate](super::estimate).
//!
//! - Placement: every sequence of its own payments and pieces to the end of
//!   the placement is tried (at most two pieces, so a few hundred), and the
//!   one leaving the best estimated margin over the best opponent is played
//!   step by step. It swaps instead when no placement gains more than a
//!   swap would.
//! - Cards: a card's worth is the best gain of one piece in a province of
//!   its colour; it takes the best display card unless a blind draw is
//!   worth more on average (over the cards it cannot see), and discards its
//!   least useful card.

use boardgame::Game;
use boardgame::{Follower, Policy};

use super::estimate::{Weights, colour_values, estimates, margin};
use crate::action::Action;
use crate::card::Colour;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::state::GameState;

/// What a swap is worth against a placement: the gain in card worth, scaled.
const SWAP_SHARE: f64 = 0.5;

/// The greedy policy, shared by Medium and the Hard bot's playouts.
pub struct Greedy {
    pub weights: Weights,
    est: Vec<f64>,
}

impl Greedy {
    pub fn new(weights: Weights) -> Greedy {
        Greedy {
            weights,
            est: Vec::new(),
        }
    }

    /// The estimated margin of `seat` in `game`.
    fn value(&mut self, game: &GameState, seat: usize) -> f64 {
        self.est.resize(game.players().len(), 0.0);
        estimates(game, &self.weights, &mut self.est);
        margin(&self.est, seat)
    }

    /// Best value reachable by `seat`'s own placement decisions from `game`.
    fn best_plan(&mut self, game: &GameState, seat: usize) -> f64 {
        match game.pending() {
            Some(d)
                if d.player == seat
                    && matches!(d.kind, DecisionKind::Pay { .. } | DecisionKind::Put { .. }) =>
            {
                let mut best = f64::NEG_INFINITY;
                for action in game.legal() {
                    let mut next = game.clone();
                    next.apply(action).expect("legal");
                    best = best.max(self.best_plan(&next, seat));
                }
                best
            }
            _ => self.value(game, seat),
        }
    }

    /// The first action of the best placement plan.
    fn plan_step(
        &mut self,
        game: &GameState,
        legal: &[Action],
        seat: usize,
        rng: &mut Rng,
    ) -> Action {
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in legal {
            let mut next = game.clone();
            next.apply(action).expect("legal");
            // A tiny random jitter breaks ties between equal plans.
            let v = self.best_plan(&next, seat) + rng.below(1000) as f64 * 1e-9;
            if v > best.0 {
                best = (v, action);
            }
        }
        best.1
    }

    /// Average worth of a blind card for `seat`: over the cards it cannot see.
    fn draw_worth(game: &GameState, seat: usize, worth: &[f64; 5]) -> f64 {
        let unseen = game.unseen_by(seat);
        let total = unseen.total().max(1) as f64;
        Colour::ALL
            .into_iter()
            .map(|c| unseen.of(c) as f64 * worth[c.index()])
            .sum::<f64>()
            / total
    }

    fn take_or_draw(&mut self, game: &GameState, legal: &[Action], seat: usize) -> Action {
        let worth = colour_values(game, &self.weights, seat, true);
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &action in legal {
            let v = match action {
                Action::Take(c) => worth[c.index()],
                Action::Draw => Self::draw_worth(game, seat, &worth),
                _ => continue,
            };
            if v > best.0 {
                best = (v, action);
            }
        }
        best.1
    }

    /// The card worth the least to `seat` (most copies first on ties: a
    /// spare copy is worth less).
    fn least_useful(&self, game: &GameState, seat: usize, worth: &[f64; 5]) -> Colour {
        let hand = game.player(seat).hand;
        hand.colours()
            .min_by(|&a, &b| {
                let key = |c: Colour| worth[c.index()] - 0.1 * hand.of(c) as f64;
                key(a).total_cmp(&key(b))
            })
            .expect("a card in hand")
    }

    /// What a swap would gain: the best card to take minus the worst to give.
    fn swap_gain(&self, game: &GameState, seat: usize) -> f64 {
        if !game.can_swap(seat) {
            return f64::NEG_INFINITY;
        }
        let worth = colour_values(game, &self.weights, seat, true);
        let give = worth[self.least_useful(game, seat, &worth).index()];
        let take = game
            .display()
            .colours()
            .map(|c| worth[c.index()])
            .fold(Self::draw_worth(game, seat, &worth), f64::max);
        SWAP_SHARE * (take - give)
    }
}

impl Policy<GameState> for Greedy {
    /// The greedy choice for the seat to move.
    fn judge(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        let decision = game.pending().expect("a decision");
        let seat = decision.player;
        match decision.kind {
            DecisionKind::Turn => {
                if !legal.contains(&Action::Placement) {
                    return Action::Swap;
                }
                let base = self.value(game, seat);
                let mut placing = game.clone();
                placing.apply(Action::Placement).expect("legal");
                let place_gain = self.best_plan(&placing, seat) - base;
                if legal.contains(&Action::Swap) && self.swap_gain(game, seat) > place_gain {
                    Action::Swap
                } else {
                    Action::Placement
                }
            }
            DecisionKind::Pay { .. } | DecisionKind::Put { .. } => {
                self.plan_step(game, legal, seat, rng)
            }
            DecisionKind::Refill { .. } | DecisionKind::SwapTake => {
                self.take_or_draw(game, legal, seat)
            }
            DecisionKind::SwapDiscard => {
                let worth = colour_values(game, &self.weights, seat, true);
                Action::Discard(self.least_useful(game, seat, &worth))
            }
        }
    }
}

/// Medium's settings: the default weights.
impl Default for Greedy {
    fn default() -> Greedy {
        Greedy::new(Weights::default())
    }
}

/// The Medium bot.
pub type Medium = Follower<GameState, Greedy>;
