//! Hard: Monte Carlo tree search ([`boardgame::search::Mcts`]) over
//! Dschingis Khan.
//!
//! This file only teaches the generic search about this game:
//! - [`GameState`] implements [`boardgame::Game`]; its determinization
//!   (`hidden.rs`) re-samples the kinds the searching seat has not seen and
//!   the order of every passive supply, so each simulation plays one
//!   possible world consistent with what the seat knows.
//! - [`KhanPlayout`] continues a simulation with the fast policy of
//!   [`policy`](super::policy) (or, optionally, one-ply greedy choices on the
//!   Medium evaluation), mixed with some random moves, and stops after a few
//!   turns, where the [evaluation](super::estimate) stands in for the rest
//!   of the game. Playouts that learn ([`Mast`], which made the Dragon's
//!   and China's Hard much stronger) were measured here and left off: on
//!   top of this policy, 16 of 30 games against two flat Monte Carlo players
//!   and 10 of 30 against two plain UCT ones at 100 ms per decision, where
//!   Hard without them won 13 and 12 (README, "Against the baselines");
//!   to the end with random moves, 12 of 30 against flat.

use boardgame::rewards::{logistic, margin_rewards};
use boardgame::{Policy, SearchSettings, Searcher};

use super::estimate::{Weights, projections};
use super::medium::Greedy;
use crate::action::Action;
use crate::rng::Rng;
use crate::search::{EarlyStop, Guidance, Mcts, Playout, Tuning};
use crate::state::GameState;

/// The estimate is rougher than a final score, so where a simulation was cut
/// short a margin counts for less than at the end (see `game.rs`).
const ESTIMATE_MARGIN_SCALE: f64 = 12.0;

/// Tuning of the Hard bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardSettings {
    /// The tree search: exploration, the prior's guidance, the early stop,
    /// the move averages.
    pub tree: Tuning,
    /// A simulation stops once this many turns were played after the one
    /// in which it left the tree.
    pub horizon_turns: u32,
    /// Share of playout moves chosen at random instead of by the policy.
    pub epsilon: f64,
    /// Playout policy: the fast rules of `policy.rs` (true) or the one-ply
    /// greedy evaluation (false, slower).
    pub fast_policy: bool,
    pub weights: Weights,
    /// Where a playout is cut off, the share of the learned
    /// [value](super::value) in the judgement (1: the learned value alone,
    /// 0: the hand-written estimate alone).
    pub learned: f64,
    /// The learned value's log-odds are multiplied by this before squashing
    /// (above 1 spreads the values of a position's seats apart).
    pub stretch: f32,
}

impl Default for HardSettings {
    fn default() -> HardSettings {
        HardSettings {
            // The policy's prior orders the expansion; a plain early stop;
            // no move averages (measured weaker here, see above).
            tree: Tuning {
                guidance: Guidance {
                    ordered: true,
                    bias: 0.0,
                    widening: 0.0,
                },
                early_stop: Some(EarlyStop::default()),
                mast: None,
                ..Tuning::default()
            },
            horizon_turns: 4,
            epsilon: 0.1,
            fast_policy: true,
            weights: Weights::default(),
            learned: 0.0,
            stretch: 1.0,
        }
    }
}

impl HardSettings {
    /// Hard cut off with the learned value alone (tournament level
    /// `hard-learned`). Not the default: against two of the Hard cut off
    /// with the hand-written estimate it won 1 of 12 games at 250 ms and 7
    /// of 30 at 1,000 simulations (README, "Learned value"), and its
    /// cut-off costs about 40% more time per simulation.
    pub fn learned_cut_off() -> HardSettings {
        HardSettings {
            learned: 1.0,
            ..HardSettings::default()
        }
    }
}

/// One-ply greedy moves, some random ones, cut off with the estimate.
pub struct KhanPlayout {
    greedy: Greedy,
    horizon: u32,
    epsilon: f64,
    fast: bool,
    stop_at: u32,
    points: Vec<f64>,
    learned: f64,
    stretch: f32,
    values: Vec<f64>,
}

impl KhanPlayout {
    pub fn new(settings: &HardSettings) -> KhanPlayout {
        KhanPlayout {
            greedy: Greedy::new(settings.weights, false),
            horizon: settings.horizon_turns,
            epsilon: settings.epsilon,
            fast: settings.fast_policy,
            stop_at: 0,
            points: Vec::new(),
            learned: settings.learned,
            stretch: settings.stretch,
            values: Vec::new(),
        }
    }
}

impl Playout<GameState> for KhanPlayout {
    fn begin(&mut self, start: &GameState) {
        self.stop_at = start.turns_played() + self.horizon;
    }

    fn choose(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        if legal.len() > 1 && (rng.below(1 << 16) as f64) < self.epsilon * 65536.0 {
            legal[rng.below(legal.len())]
        } else if self.fast {
            super::policy::fast_pick(game, legal, rng)
        } else {
            self.greedy.pick(game, legal, rng)
        }
    }

    /// The fast policy's scores squashed into `[0, 1]` (a 3-point edge is
    /// about 0.73 against an even choice).
    fn prior(&mut self, game: &GameState, legal: &[Action], out: &mut Vec<f64>) -> bool {
        super::policy::scores(game, legal, out);
        for v in out.iter_mut() {
            *v = logistic(*v / 3.0);
        }
        true
    }

    fn stop(&mut self, game: &GameState, _steps: u32) -> bool {
        game.turns_played() >= self.stop_at
    }

    fn estimate(&mut self, game: &GameState, out: &mut [f64]) {
        let model = super::value::model_for(game).filter(|_| self.learned > 0.0);
        if let Some(model) = model {
            self.values.resize(out.len(), 0.0);
            let mut x = [0f32; super::features::FEATURES];
            for (seat, v) in self.values.iter_mut().enumerate() {
                boardgame::learn::Features::features(game, seat, &mut x);
                *v = boardgame::learn::model::sigmoid(self.stretch * model.logit(&x)) as f64;
            }
            if self.learned >= 1.0 {
                out.copy_from_slice(&self.values);
                return;
            }
        }
        self.points.resize(out.len(), 0.0);
        projections(game, &self.greedy.weights, &mut self.points);
        margin_rewards(&self.points, ESTIMATE_MARGIN_SCALE, out);
        if model.is_some() {
            for (o, v) in out.iter_mut().zip(&self.values) {
                *o = self.learned * v + (1.0 - self.learned) * *o;
            }
        }
    }
}

/// The Hard bot: the core's search on its own view of the table, with
/// this game's playout and settings.
pub type Hard = Searcher<GameState, HardSettings>;

impl SearchSettings<GameState> for HardSettings {
    type Playout = KhanPlayout;

    fn mcts(&self) -> Mcts<GameState> {
        self.tree.mcts()
    }

    fn playout(&self) -> KhanPlayout {
        KhanPlayout::new(self)
    }
}
