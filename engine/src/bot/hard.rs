//! Hard: Monte Carlo tree search ([`crate::search`]) over the Dragon.
//!
//! This file only teaches the generic search about this game:
//! - [`GameState`] implements [`Game`]: the legal actions, `apply`, final
//!   rewards, and `sample_chance`, which re-seeds the game's RNG. Re-seeding
//!   is the whole determinization: the event row, the super event and every
//!   hand are public, so the only unknown is how future action cards will be
//!   grouped, and a fresh seed samples exactly that.
//! - [`DragonPlayout`] continues a simulation with the Medium player's greedy
//!   choice for every player (optionally mixed with random moves) and stops
//!   at the start of an action phase a few months on, where the
//!   [estimate](super::estimate) of every player's final VP stands in for
//!   the rest of the game: cheaper and less noisy than playing to the end.
//!
//! Rewards are per player in `[0, 1]`: half for winning (the engine's
//! ranking, ties broken by the person track) and half a smooth function of
//! the VP margin over the best opponent, so the search still prefers a
//! bigger lead (or a smaller deficit) when the winner is certain.

use super::Bot;
use super::estimate::{Weights, projections};
use super::medium::Greedy;
use crate::action::Action;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::search::{Budget, Game, Mcts, Playout, Settings};
use crate::state::GameState;

/// VP margin over the best opponent at which the margin half of a final
/// reward is about 0.73 (the logistic's scale).
const FINAL_MARGIN_SCALE: f64 = 5.0;

/// The same for an estimated margin where a simulation was cut short: the
/// estimate is rougher than a final score, so a margin counts for less.
const ESTIMATE_MARGIN_SCALE: f64 = 8.0;

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Each seat's margin over the best other seat, squashed into `[0, 1]`.
fn margin_rewards(vp: &[f64], scale: f64, out: &mut [f64]) {
    for (seat, slot) in out.iter_mut().enumerate().take(vp.len()) {
        let best_other = vp
            .iter()
            .enumerate()
            .filter(|&(o, _)| o != seat)
            .map(|(_, &v)| v)
            .fold(f64::NEG_INFINITY, f64::max);
        *slot = logistic((vp[seat] - best_other) / scale);
    }
}

impl Game for GameState {
    type Action = Action;

    fn players(&self) -> usize {
        GameState::players(self).len()
    }

    fn to_move(&self) -> Option<usize> {
        self.current_player()
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        self.legal_actions_into(out);
    }

    fn apply(&mut self, action: Action) {
        GameState::apply(self, action).expect("the search plays legal actions");
    }

    fn rewards(&self, out: &mut [f64]) {
        let vp: smallvec::SmallVec<[f64; 5]> = self.scores().iter().map(|&v| v as f64).collect();
        margin_rewards(&vp, FINAL_MARGIN_SCALE, out);
        let winner = self.winner();
        for (seat, slot) in out.iter_mut().enumerate() {
            let won = if winner == Some(seat) { 1.0 } else { 0.0 };
            *slot = 0.5 * won + 0.5 * *slot;
        }
    }

    fn sample_chance(&mut self, rng: &mut Rng) {
        self.reseed(rng.next_u64());
    }
}

/// Tuning of the Hard bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardSettings {
    pub search: Settings,
    /// A simulation stops at the first action decision of the month this
    /// many months after the one in which it left the tree, and the
    /// estimate scores the position there.
    pub horizon: u8,
    /// Share of playout moves chosen at random instead of greedily (the
    /// greedy player's own tie-breaks already vary the playouts a little).
    pub epsilon: f64,
    pub weights: Weights,
}

impl Default for HardSettings {
    fn default() -> HardSettings {
        HardSettings {
            search: Settings { exploration: 0.5 },
            horizon: 3,
            epsilon: 0.0,
            weights: Weights::default(),
        }
    }
}

/// Greedy (Medium) moves, optionally with some random ones, cut off after
/// `horizon` months with the estimate.
pub struct DragonPlayout {
    greedy: Greedy,
    horizon: u8,
    epsilon: f64,
    stop_month: u8,
    vp: Vec<f64>,
}

impl DragonPlayout {
    pub fn new(settings: &HardSettings) -> DragonPlayout {
        DragonPlayout {
            greedy: Greedy::new(settings.weights),
            horizon: settings.horizon,
            epsilon: settings.epsilon,
            stop_month: 0,
            vp: Vec::new(),
        }
    }
}

impl Playout<GameState> for DragonPlayout {
    fn begin(&mut self, start: &GameState) {
        self.stop_month = start.month() + self.horizon;
    }

    fn choose(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        if legal.len() > 1 && (rng.below(1 << 16) as f64) < self.epsilon * 65536.0 {
            legal[rng.below(legal.len())]
        } else {
            self.greedy.pick(game, legal, rng)
        }
    }

    fn stop(&mut self, game: &GameState, _steps: u32) -> bool {
        game.month() >= self.stop_month
            && matches!(game.pending(), Some(d) if d.kind == DecisionKind::ChooseAction)
    }

    fn estimate(&mut self, game: &GameState, out: &mut [f64]) {
        self.vp.resize(out.len(), 0.0);
        projections(game, &self.greedy.weights, &mut self.vp);
        margin_rewards(&self.vp, ESTIMATE_MARGIN_SCALE, out);
    }
}

/// The Hard bot: a search on its own observation of the table.
pub struct Hard {
    rng: Rng,
    budget: Budget,
    search: Mcts<GameState>,
    playout: DragonPlayout,
    legal: Vec<Action>,
    simulations: u64,
}

impl Hard {
    pub fn new(seed: u64, budget: Budget) -> Hard {
        Hard::with_settings(seed, budget, HardSettings::default())
    }

    pub fn with_settings(seed: u64, budget: Budget, settings: HardSettings) -> Hard {
        Hard {
            rng: Rng::seeded(seed),
            budget,
            search: Mcts::new(settings.search),
            playout: DragonPlayout::new(&settings),
            legal: Vec::with_capacity(64),
            simulations: 0,
        }
    }
}

impl Bot for Hard {
    fn choose(&mut self, game: &GameState) -> Action {
        let view = super::observe(game, &mut self.rng);
        view.legal_actions_into(&mut self.legal);
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        let report = self
            .search
            .search(&view, &mut self.playout, &self.budget, &mut self.rng);
        self.simulations += report.iterations as u64;
        report.action
    }

    fn simulations(&self) -> u64 {
        self.simulations
    }
}
