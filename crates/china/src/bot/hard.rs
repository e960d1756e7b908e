//! Hard: Monte Carlo tree search ([`boardgame::search::Mcts`]) over China.
//!
//! This file only teaches the generic search about this game:
//! - [`GameState`] implements [`boardgame::Game`] (`game.rs`); its
//!   determinization re-deals the cards the searching seat cannot see
//!   (`hidden.rs`), so every simulation plays a possible deal.
//! - Every simulation is played to the end by playouts that learn
//!   ([`Mast`]): 60% of their moves are the legal action with the best
//!   average reward so far for whoever plays it, the rest uniformly random.
//!   The first design, a fast greedy player for every seat (the Medium
//!   player's evaluation, piece by piece) stopped after eight turns and
//!   scored by the [estimate](super::estimate), lost to textbook flat Monte
//!   Carlo (10 of 30 three-player games at 100 ms per decision); the same
//!   search with learning playouts to the end won most of them (README,
//!   "Against the baselines"), as in the Dragon. [`ChinaPlayout`] keeps the
//!   greedy moves and the cut-off as settings.
//!
//! - The budget is a ceiling: a single legal action is answered at once,
//!   and the search stops when its most visited root action could no longer
//!   be overtaken in the time left ([`EarlyStop`], `catch_up` 1).
//!
//! Rewards are per player in `[0, 1]`: half for winning, half a smooth
//! function of the point margin (`game.rs`).

use boardgame::rewards::margin_rewards;

use super::estimate::{Weights, best_piece_in, estimates};
use crate::action::Action;
use crate::board::Province;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::search::{Playout, Tuning};
use crate::state::GameState;

/// The estimate is rougher than a final score, so a margin where a
/// simulation was cut short counts for less (see `game.rs`).
const ESTIMATE_MARGIN_SCALE: f64 = 10.0;

/// A [`HardSettings::horizon`] that plays every simulation to the end.
pub const TO_THE_END: u32 = u32::MAX;

/// Tuning of the Hard bot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardSettings {
    /// The tree search: exploration, the prior's guidance, the early stop,
    /// the move averages.
    pub tree: Tuning,
    /// A simulation stops at the start of the turn this many turns after
    /// it left the tree, and the estimate scores it ([`TO_THE_END`]: never).
    pub horizon: u32,
    /// Share of the playout's moves chosen at random rather than by the
    /// fast greedy player (1: all random).
    pub epsilon: f64,
    pub weights: Weights,
}

impl Default for HardSettings {
    fn default() -> HardSettings {
        HardSettings {
            tree: Tuning::default(),
            horizon: TO_THE_END,
            epsilon: 1.0,
            weights: Weights::default(),
        }
    }
}

/// The fast greedy player of the playouts.
pub struct FastGreedy {
    pub weights: Weights,
}

impl FastGreedy {
    /// Best gain of one piece in each province (`None`: nothing fits).
    fn province_gains(&self, game: &GameState, seat: usize) -> [Option<f64>; 9] {
        Province::ALL.map(|x| match game.turn().province {
            Some(p) if p != x => None,
            _ => best_piece_in(game, &self.weights, seat, x, false),
        })
    }

    fn colour_worth(gains: &[Option<f64>; 9]) -> [f64; 5] {
        let mut out = [0.0f64; 5];
        for x in Province::ALL {
            if let Some(g) = gains[x.index()] {
                let slot = &mut out[x.colour().index()];
                *slot = slot.max(g);
            }
        }
        out
    }

    pub fn pick(&self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let decision = game.pending().expect("a decision");
        let seat = decision.player;
        let jitter = |rng: &mut Rng| rng.below(1000) as f64 * 1e-6;
        let best_of = |rng: &mut Rng, value: &dyn Fn(Action) -> Option<f64>| {
            let mut best = (f64::NEG_INFINITY, legal[0]);
            for &a in legal {
                if let Some(v) = value(a) {
                    let v = v + jitter(rng);
                    if v > best.0 {
                        best = (v, a);
                    }
                }
            }
            best.1
        };
        match decision.kind {
            DecisionKind::Turn => {
                if legal.contains(&Action::Placement) {
                    Action::Placement
                } else {
                    Action::Swap
                }
            }
            DecisionKind::Pay { .. } => {
                let gains = self.province_gains(game, seat);
                let card = self.weights.card;
                best_of(rng, &|a| match a {
                    Action::Stop => Some(0.0),
                    Action::Pay(p) => Province::ALL
                        .into_iter()
                        .filter(|&x| p.pays_for(x))
                        .filter_map(|x| gains[x.index()])
                        .fold(None, |m: Option<f64>, g| Some(m.map_or(g, |m| m.max(g))))
                        .map(|g| g - card * p.cards() as f64),
                    _ => None,
                })
            }
            DecisionKind::Put { .. } => {
                use super::estimate::{Candidate, piece_gain};
                let w = &self.weights;
                best_of(rng, &|a| match a {
                    Action::House(s) => Some(piece_gain(game, w, seat, Candidate::House(s), false)),
                    Action::Envoy(x) => Some(piece_gain(game, w, seat, Candidate::Envoy(x), false)),
                    Action::Fortify(_) => Some(-0.5),
                    _ => None,
                })
            }
            DecisionKind::Refill { .. } | DecisionKind::SwapTake => {
                let worth = Self::colour_worth(&self.province_gains(game, seat));
                let draw = worth.iter().sum::<f64>() / 5.0;
                best_of(rng, &|a| match a {
                    Action::Take(c) => Some(worth[c.index()]),
                    Action::Draw => Some(draw),
                    _ => None,
                })
            }
            DecisionKind::SwapDiscard => {
                let worth = Self::colour_worth(&self.province_gains(game, seat));
                best_of(rng, &|a| match a {
                    Action::Discard(c) => Some(-worth[c.index()]),
                    _ => None,
                })
            }
        }
    }
}

/// Fast greedy moves (with a few random ones), cut off after `horizon`
/// turns with the estimate.
pub struct ChinaPlayout {
    greedy: FastGreedy,
    horizon: u32,
    epsilon: f64,
    turns: u32,
    est: Vec<f64>,
}

impl ChinaPlayout {
    pub fn new(settings: &HardSettings) -> ChinaPlayout {
        ChinaPlayout {
            greedy: FastGreedy {
                weights: settings.weights,
            },
            horizon: settings.horizon,
            epsilon: settings.epsilon,
            turns: 0,
            est: Vec::new(),
        }
    }
}

impl Playout<GameState> for ChinaPlayout {
    fn begin(&mut self, _start: &GameState) {
        self.turns = 0;
    }

    fn choose(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        if legal.len() > 1 && (rng.below(1 << 16) as f64) < self.epsilon * 65536.0 {
            legal[rng.below(legal.len())]
        } else {
            self.greedy.pick(game, legal, rng)
        }
    }

    fn stop(&mut self, game: &GameState, _steps: u32) -> bool {
        if matches!(game.pending(), Some(d) if d.kind == DecisionKind::Turn) {
            self.turns += 1;
        }
        self.turns > self.horizon
    }

    fn estimate(&mut self, game: &GameState, out: &mut [f64]) {
        self.est.resize(out.len(), 0.0);
        estimates(game, &self.greedy.weights, &mut self.est);
        margin_rewards(&self.est, ESTIMATE_MARGIN_SCALE, out);
    }
}

boardgame::hard_bot!(GameState, HardSettings, ChinaPlayout);
