//! The learned value as the search's prior at the root, for any game with
//! a [`Judged`] value: the [`Judge`] (the learned Medium's one-ply
//! judgement, each candidate played to the end of the seat's turn) keeps
//! the few actions it likes best, and the game's own Hard search spends
//! its whole budget on them.
//!
//! Why: where a game offers many actions, a tree search spreads its
//! simulations over all of them before it can tell them apart; an instant
//! judgement that rarely misses the best move lets the same budget compare
//! a handful more closely. In Dschingis Khan the one-ply judgement alone
//! beat textbook flat Monte Carlo at 20 ms where Hard's own search did not
//! (README, "Learned value").

use crate::bot::{Bot, SearchSettings, Searcher};
use crate::search::Budget;

use super::judge::{Judge, Judged};

/// A game's search settings `S`, searching only the `keep` root actions
/// the learned value likes best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shortlist<S> {
    pub inner: S,
    pub keep: usize,
}

/// The searching bot of [`Shortlist`].
pub struct Shortlisted<G: Judged, S: SearchSettings<G>> {
    judge: Judge<G>,
    search: Searcher<G, S>,
    keep: usize,
    legal: Vec<G::Action>,
    values: Vec<f64>,
    order: Vec<usize>,
    short: Vec<G::Action>,
}

impl<G: Judged, S: SearchSettings<G>> Shortlisted<G, S> {
    pub fn new(seed: u64, budget: Budget, settings: Shortlist<S>) -> Shortlisted<G, S> {
        Shortlisted {
            // The Judge's noise draws from its own stream, not the search's.
            judge: Judge::new(seed ^ 0x5157),
            search: Searcher::with_settings(seed, budget, settings.inner),
            keep: settings.keep.max(1),
            legal: Vec::with_capacity(64),
            values: Vec::with_capacity(64),
            order: Vec::with_capacity(64),
            short: Vec::with_capacity(16),
        }
    }
}

impl<G: Judged, S: SearchSettings<G>> Bot<G> for Shortlisted<G, S> {
    fn choose(&mut self, view: &G) -> G::Action {
        view.legal_actions(&mut self.legal);
        self.short.clear();
        if self.legal.len() > self.keep && self.judge.outcomes(view, &self.legal, &mut self.values)
        {
            self.order.clear();
            self.order.extend(0..self.legal.len());
            let values = &self.values;
            self.order.sort_by(|&a, &b| {
                values[b]
                    .partial_cmp(&values[a])
                    .expect("values are numbers")
            });
            self.short
                .extend(self.order[..self.keep].iter().map(|&i| self.legal[i]));
        }
        self.search.restrict_root(&self.short);
        self.search.choose(view)
    }

    fn simulations(&self) -> u64 {
        self.search.simulations()
    }
}

/// A game's Hard settings `inner` kept to the `keep` root actions the
/// value likes best, as a tournament seat.
pub fn shortlisted_bot<G: Judged, S: SearchSettings<G> + 'static>(
    seed: u64,
    budget: Budget,
    inner: S,
    keep: usize,
) -> Box<dyn Bot<G>> {
    Box::new(Shortlisted::new(seed, budget, Shortlist { inner, keep }))
}
