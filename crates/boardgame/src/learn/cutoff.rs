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

use crate::bot::{Bot, SearchSettings, Searcher};
use crate::rng::Rng;
use crate::search::{Budget, Mcts, Playout};

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

    fn final_rewards(&mut self, game: &G, out: &mut [f64]) {
        self.inner.final_rewards(game, out);
    }
}

/// Simulations of a [`value_search`] Medium times the number of players:
/// each simulation judges every seat, so this keeps its time about the same
/// at every player count (in the Dragon about 10 ms of native CPU a
/// decision on average, 20 ms at most: the Dragon's README, "Medium: a
/// search on the value"), well inside issue 27's 50 ms in the worker.
pub const MEDIUM_SEAT_SIMULATIONS: u32 = 6000;

/// A short search whose every new leaf is judged at once by the learned
/// value (no playout): the learned Medium of a game where judging one ply
/// is too short-sighted. A fixed number of simulations
/// (`seat_simulations` divided by the players), so it answers in
/// milliseconds whatever the app's budget; its re-samplings and ties vary
/// with its seed, so it does not always play the same.
pub fn value_search<G: Judged, S: SearchSettings<G>>(
    seed: u64,
    inner: S,
    seat_simulations: u32,
) -> ValueSearch<G, S> {
    ValueSearch {
        seed,
        inner,
        seat_simulations,
        search: None,
    }
}

/// The bot of [`value_search`]: its search is made at the first decision,
/// when the number of players is known.
pub struct ValueSearch<G: Judged, S: SearchSettings<G>> {
    seed: u64,
    inner: S,
    seat_simulations: u32,
    search: Option<(usize, Searcher<G, Cutoff<S>>)>,
}

impl<G: Judged, S: SearchSettings<G>> Bot<G> for ValueSearch<G, S> {
    fn choose(&mut self, view: &G) -> G::Action {
        let players = view.players();
        if self.search.as_ref().map(|(p, _)| *p) != Some(players) {
            let simulations = (self.seat_simulations / players as u32).max(1);
            let budget = Budget::Iterations(simulations);
            let search = Searcher::with_settings(self.seed, budget, Cutoff::new(self.inner, 0));
            self.search = Some((players, search));
        }
        let (_, search) = self.search.as_mut().expect("made above");
        search.choose(view)
    }

    fn simulations(&self) -> u64 {
        self.search.as_ref().map_or(0, |(_, s)| s.simulations())
    }
}

/// A game's Hard settings `inner` cut off by the value after `turns`
/// turns, as a tournament seat.
pub fn cut_off_bot<G: Judged, S: SearchSettings<G> + 'static>(
    seed: u64,
    budget: Budget,
    inner: S,
    turns: u32,
) -> Box<dyn Bot<G>> {
    Box::new(Searcher::with_settings(
        seed,
        budget,
        Cutoff::new(inner, turns),
    ))
}

/// The [`value_search`] Medium on a game's Hard settings `inner`, as a
/// tournament seat.
pub fn value_search_bot<G: Judged, S: SearchSettings<G> + 'static>(
    seed: u64,
    inner: S,
) -> Box<dyn Bot<G>> {
    Box::new(value_search(seed, inner, MEDIUM_SEAT_SIMULATIONS))
}
