//! Two textbook players that know nothing of any game, to measure our bots
//! against (tournament seats `flat` and `uct`). Both get the same time
//! budget as Hard and see only their seat's view; both re-sample what the
//! seat cannot know before every simulation, and both play uniformly random
//! moves to the end of the game.
//!
//! - [`FlatMonteCarlo`]: every legal action in turn gets a random playout;
//!   when the budget is spent, the action with the best mean reward wins.
//! - [`PlainUct`]: the shared [`Mcts`] with UCB1's textbook exploration
//!   constant `sqrt(2)` and random playouts.

use crate::bot::{Bot, SearchSettings, Searcher};
use crate::game::Game;
use crate::rng::Rng;
use crate::search::{Budget, Mcts, RandomPlayout, Settings};

/// Flat Monte Carlo with uniformly random playouts.
pub struct FlatMonteCarlo<G: Game> {
    rng: Rng,
    budget: Budget,
    legal: Vec<G::Action>,
    playout_legal: Vec<G::Action>,
    rewards: Vec<f64>,
    simulations: u64,
}

impl<G: Game> FlatMonteCarlo<G> {
    pub fn new(seed: u64, budget: Budget) -> Self {
        FlatMonteCarlo {
            rng: Rng::seeded(seed),
            budget,
            legal: Vec::new(),
            playout_legal: Vec::new(),
            rewards: Vec::new(),
            simulations: 0,
        }
    }
}

impl<G: Game> Bot<G> for FlatMonteCarlo<G> {
    fn choose(&mut self, view: &G) -> G::Action {
        let seat = view.to_move().expect("someone is to move");
        view.legal_actions(&mut self.legal);
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        let n = self.legal.len();
        let mut sums = vec![0.0; n];
        let mut counts = vec![0u32; n];
        self.rewards.resize(view.players(), 0.0);
        let meter = self.budget.start();
        let mut done = 0;
        while !meter.spent(done) {
            let i = done as usize % n;
            let mut game = view.clone();
            game.determinize(seat, &mut self.rng);
            game.apply(self.legal[i])
                .expect("the seat's own legal actions survive its determinization");
            while game.to_move().is_some() {
                game.legal_actions(&mut self.playout_legal);
                let action = self.playout_legal[self.rng.below(self.playout_legal.len())];
                game.apply(action).expect("a legal action applies");
            }
            game.rewards(&mut self.rewards);
            sums[i] += self.rewards[seat];
            counts[i] += 1;
            done += 1;
        }
        self.simulations += done as u64;
        let mean = |i: usize| sums[i] / counts[i].max(1) as f64;
        let best = (0..n)
            .max_by(|&a, &b| mean(a).partial_cmp(&mean(b)).expect("rewards are numbers"))
            .expect("there are legal actions");
        self.legal[best]
    }

    fn simulations(&self) -> u64 {
        self.simulations
    }
}

/// Plain UCT: exploration `sqrt(2)`, uniformly random playouts to the end
/// (the core's searching bot with textbook settings).
pub type PlainUct<G> = Searcher<G, Textbook>;

/// The settings of [`PlainUct`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Textbook;

impl<G: Game> SearchSettings<G> for Textbook {
    type Playout = RandomPlayout;

    fn mcts(&self) -> Mcts<G> {
        Mcts::new(Settings {
            exploration: std::f64::consts::SQRT_2,
        })
    }

    fn playout(&self) -> RandomPlayout {
        RandomPlayout
    }
}
