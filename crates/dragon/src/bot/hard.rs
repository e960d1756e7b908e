//! Hard: Monte Carlo tree search ([`crate::search`]) over the Dragon.
//!
//! This file only teaches the generic search about this game:
//! - [`GameState`] implements [`boardgame::Game`] (`game.rs`), whose
//!   determinization re-seeds the game's RNG: the event row, the super event
//!   and every hand are public, so the only unknown is how future action
//!   cards will be grouped, and a fresh seed samples exactly that.
//! - [`DragonPlayout`] continues a simulation with the Medium player's greedy
//!   choice for every player (optionally mixed with random moves) and stops
//!   at the start of an action phase a few months on, where the
//!   [estimate](super::estimate) of every player's final VP stands in for
//!   the rest of the game: cheaper and less noisy than playing to the end.
//!
//! Rewards are per player in `[0, 1]` (`GameState::rewards` in `game.rs`):
//! half for winning, half a smooth function of the VP margin.

use boardgame::Bot;

use super::estimate::{Weights, projections};
use super::medium::Greedy;
use crate::action::Action;
use crate::decision::DecisionKind;
use crate::game::margin_rewards;
use crate::rng::Rng;
use crate::search::{Budget, EarlyStop, Guidance, Mcts, Playout, Settings};
use crate::state::GameState;

/// The estimate is rougher than a final score, so where a simulation was cut
/// short a VP margin counts for less than at the end (see `game.rs`).
const ESTIMATE_MARGIN_SCALE: f64 = 8.0;

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
    /// How the tree uses Medium's values of the actions as a prior.
    pub guidance: Guidance,
    /// The prior of an action is `exp(-(best - value) / prior_scale)`,
    /// values being Medium's estimates in VP: 1 for Medium's choice.
    pub prior_scale: f64,
    /// When a search may stop before its budget is spent (`None`: never,
    /// except on a single legal action).
    pub early_stop: Option<EarlyStop>,
}

impl Default for HardSettings {
    fn default() -> HardSettings {
        HardSettings {
            search: Settings { exploration: 0.5 },
            horizon: 3,
            epsilon: 0.0,
            weights: Weights::default(),
            guidance: Guidance::default(),
            prior_scale: 2.0,
            early_stop: None,
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
    prior_scale: f64,
    vp: Vec<f64>,
}

impl DragonPlayout {
    pub fn new(settings: &HardSettings) -> DragonPlayout {
        DragonPlayout {
            greedy: Greedy::new(settings.weights),
            horizon: settings.horizon,
            epsilon: settings.epsilon,
            stop_month: 0,
            prior_scale: settings.prior_scale,
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

    /// Medium's value of each action (its estimate of the mover's final VP
    /// after it and its best follow-ups), as `exp(-(best - value) / scale)`.
    fn prior(&mut self, game: &GameState, legal: &[Action], out: &mut Vec<f64>) -> bool {
        self.greedy.values(game, legal, out);
        let best = out.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for value in out.iter_mut() {
            *value = (-(best - *value) / self.prior_scale).exp();
        }
        true
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
            search: {
                let search = Mcts::new(settings.search).with_guidance(settings.guidance);
                match settings.early_stop {
                    Some(stop) => search.with_early_stop(stop),
                    None => search,
                }
            },
            playout: DragonPlayout::new(&settings),
            legal: Vec::with_capacity(64),
            simulations: 0,
        }
    }
}

impl Bot<GameState> for Hard {
    fn choose(&mut self, view: &GameState) -> Action {
        view.legal_actions_into(&mut self.legal);
        if self.legal.len() == 1 {
            return self.legal[0];
        }
        let report = self
            .search
            .search(view, &mut self.playout, &self.budget, &mut self.rng);
        self.simulations += report.iterations as u64;
        report.action
    }

    fn simulations(&self) -> u64 {
        self.simulations
    }
}
