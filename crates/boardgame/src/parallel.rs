//! A pool of searching threads for one seat (native only): root-parallel
//! search ([`crate::search::root`]).
//!
//! [`Parallel`] asks `threads` searching bots the same decision at once,
//! each with its own seed and the same budget, adds up their root
//! statistics and plays the choice of the sum. Worker 0 is a bot kept for
//! the whole game and searches in the calling thread; workers 1 and up
//! are made afresh for each decision, each in a thread of its own, seeded
//! from the pool's seed, the decision and the worker's index
//! ([`worker_seed`]). Each gets the budget as a lone bot would: the same
//! number of simulations, or the same milliseconds on a clock of the same
//! kind made in its own thread ([`Allowance`]), so with a clock of the
//! thread's CPU time each thread thinks for that much CPU time.
//!
//! A pool of one thread is its worker 0 asked to choose: the same bot,
//! seed and moves as the lone bot. A worker that fails (a bot that does
//! not search, a panic, a thread the system refused) is left out, and so
//! is one that has not answered within the pool's patience, if it has
//! one; if nobody answers, worker 0 chooses on its own.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::bot::{Bot, Maker};
use crate::game::Game;
use crate::rng::Rng;
use crate::search::{Allowance, Budget, RootStats, worker_seed};

/// A seat played by a pool of searching threads (see the module notes).
pub struct Parallel<G: Game> {
    threads: u32,
    make: Maker<G>,
    allowance: Allowance,
    /// Worker 0, in the calling thread.
    own: Box<dyn Bot<G>>,
    /// Draws each decision's seed for workers 1 and up.
    rng: Rng,
    /// Wall-clock milliseconds to wait for the others once worker 0 has
    /// answered (`None`: wait for every one).
    patience: Option<f64>,
    /// Simulations of workers 1 and up.
    helped: u64,
    /// Workers left out so far (failed or late), and decisions no worker
    /// answered.
    missing: u64,
    legal: Vec<G::Action>,
}

impl<G: Game + Send> Parallel<G> {
    /// A pool of `threads` (at least 1) bots made by `make`, each thinking
    /// within `budget`, seeded from `seed`; worker 0 is `make(seed, budget)`.
    /// `None` if the budget cannot be given to another thread (a time
    /// budget on a clock without a [`crate::Clock::maker`]).
    pub fn new(seed: u64, threads: u32, budget: Budget, make: Maker<G>) -> Option<Parallel<G>> {
        let allowance = budget.allowance()?;
        Some(Parallel {
            threads: threads.max(1),
            make,
            allowance,
            own: make(seed, budget),
            rng: Rng::seeded(worker_seed(seed, u32::MAX)),
            patience: None,
            helped: 0,
            missing: 0,
            legal: Vec::with_capacity(64),
        })
    }

    /// The same pool, waiting at most `ms` wall-clock milliseconds for the
    /// other workers once worker 0 has answered; the late are left out.
    pub fn with_patience(mut self, ms: f64) -> Parallel<G> {
        self.patience = Some(ms);
        self
    }

    /// Workers left out so far (failed or late).
    pub fn missing(&self) -> u64 {
        self.missing
    }

    /// Every worker's root statistics on `view`, added up: worker 0's
    /// from this thread, the others' from theirs as they come (within the
    /// patience, if any). `None` if nobody answered.
    fn gather(&mut self, view: &G) -> Option<RootStats<G::Action>> {
        let (answers, inbox) = mpsc::channel();
        let decision = self.rng.next_u64();
        for worker in 1..self.threads {
            let answers = answers.clone();
            let view = view.clone();
            let (make, allowance) = (self.make, self.allowance);
            let seed = worker_seed(decision, worker);
            // A thread the system refuses is a worker that failed.
            let _ = std::thread::Builder::new()
                .name(format!("worker {worker}"))
                .spawn(move || {
                    let mut bot = make(seed, allowance.budget());
                    let _ = answers.send(bot.root_stats(&view));
                });
        }
        // Only the helpers hold a sender now: the inbox closes once each
        // has answered or failed.
        drop(answers);
        let mut came = Vec::with_capacity(self.threads as usize);
        came.extend(self.own.root_stats(view));
        let deadline = self
            .patience
            .map(|ms| Instant::now() + Duration::from_secs_f64(ms.max(0.0) / 1000.0));
        loop {
            let answer = match deadline {
                None => inbox.recv().ok(),
                Some(deadline) => inbox
                    .recv_timeout(deadline.saturating_duration_since(Instant::now()))
                    .ok(),
            };
            match answer {
                // Every helper has answered or failed, or the rest are late.
                None => break,
                Some(Some(stats)) => {
                    self.helped += stats.simulations;
                    came.push(stats);
                }
                Some(None) => {}
            }
        }
        self.missing += self.threads as u64 - came.len() as u64;
        // Answers of different roots cannot happen (every worker got this
        // view); should they, it is as if nobody answered.
        RootStats::sum(came).ok().flatten()
    }
}

impl<G: Game + Send> Bot<G> for Parallel<G> {
    fn choose(&mut self, view: &G) -> G::Action {
        view.legal_actions(&mut self.legal);
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        if self.threads == 1 {
            return self.own.choose(view);
        }
        match self.gather(view).and_then(|stats| stats.choose()) {
            Some(action) => action,
            None => self.own.choose(view),
        }
    }

    /// Simulations of every worker.
    fn simulations(&self) -> u64 {
        self.own.simulations() + self.helped
    }

    /// The pool's summed statistics.
    fn root_stats(&mut self, view: &G) -> Option<RootStats<G::Action>> {
        self.gather(view)
    }
}
