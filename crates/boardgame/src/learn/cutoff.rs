//! The learned value as a search's cut-off, for any game with a
//! [`Judged`] value: a simulation leaves the tree, plays a few turns with
//! the game's own playout (move averages included), and then every seat's
//! learned value stands in for the rest of the game.
//!
//! Why a cut-off at all: a playout to the end is unbiased but noisy and
//! long; a judgement after a few turns is cheaper (more simulations in the
//! same time) and, where the value is good, less noisy. Whether that pays
//! is a tournament's question, so [`Cutoff`] wraps a game's own Hard
//! settings unchanged and the tournament plays it beside today's Hard.

use std::marker::PhantomData;

use crate::bot::SearchSettings;
use crate::rng::Rng;
use crate::search::{Mcts, Playout};

use super::judge::{Judged, model_for};
use super::model::{Model, sigmoid};

/// A game's search settings `S` with simulations cut off by the learned
/// value after `turns` turns of playout (0: the new leaf is judged at once).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cutoff<S> {
    pub inner: S,
    /// Turns ([`Judged::turn_mark`] changes) played below the tree.
    pub turns: u32,
    /// The value's log-odds are multiplied by this before squashing: above
    /// 1 spreads the seats' values apart, as a final score's margin would.
    pub stretch: f32,
}

impl<S> Cutoff<S> {
    pub fn new(inner: S, turns: u32) -> Cutoff<S> {
        Cutoff {
            inner,
            turns,
            stretch: 1.0,
        }
    }
}

impl<G: Judged, S: SearchSettings<G>> SearchSettings<G> for Cutoff<S> {
    type Playout = CutoffPlayout<G, S::Playout>;

    fn mcts(&self) -> Mcts<G> {
        self.inner.mcts()
    }

    fn playout(&self) -> Self::Playout {
        CutoffPlayout {
            inner: self.inner.playout(),
            turns: self.turns,
            stretch: self.stretch,
            model: None,
            mark: 0,
            seen: 0,
            features: vec![0.0; G::FEATURES],
            game: PhantomData,
        }
    }
}

/// The game's playout, stopped by turns and judged by the learned value.
/// The inner playout's own cut-off, if it has one, is not asked.
pub struct CutoffPlayout<G: Judged, P> {
    inner: P,
    turns: u32,
    stretch: f32,
    /// The model of this player count; without one, simulations run to the end.
    model: Option<&'static Model>,
    mark: usize,
    seen: u32,
    features: Vec<f32>,
    /// Whose features are read.
    game: PhantomData<fn(&G)>,
}

impl<G: Judged, P: Playout<G>> Playout<G> for CutoffPlayout<G, P> {
    fn begin(&mut self, start: &G) {
        self.inner.begin(start);
        self.model = model_for(start);
        self.mark = start.turn_mark();
        self.seen = 0;
    }

    fn choose(&mut self, game: &G, legal: &[G::Action], rng: &mut Rng) -> G::Action {
        self.inner.choose(game, legal, rng)
    }

    fn prior(&mut self, game: &G, legal: &[G::Action], out: &mut Vec<f64>) -> bool {
        self.inner.prior(game, legal, out)
    }

    fn stop(&mut self, game: &G, _steps: u32) -> bool {
        if self.model.is_none() {
            return false;
        }
        let mark = game.turn_mark();
        if mark != self.mark {
            self.mark = mark;
            self.seen += 1;
        }
        self.seen >= self.turns
    }

    fn estimate(&mut self, game: &G, out: &mut [f64]) {
        let model = self.model.expect("stop only cuts where a model exists");
        for (seat, reward) in out.iter_mut().enumerate() {
            game.features(seat, &mut self.features);
            *reward = sigmoid(model.logit(&self.features) * self.stretch) as f64;
        }
    }
}
