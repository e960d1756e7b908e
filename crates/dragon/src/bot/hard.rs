//! Hard: Monte Carlo tree search ([`crate::search`]) over the Dragon.
//!
//! This file only teaches the generic search about this game:
//! - [`GameState`] implements [`boardgame::Game`] (`game.rs`), whose
//!   determinization re-seeds the game's RNG: the event row, the super event
//!   and every hand are public, so the only unknown is how future action
//!   cards will be grouped, and a fresh seed samples exactly that.
//! - Below the tree, the game is played to the end by playouts that learn
//!   ([`Mast`]): 60% of their moves are the legal action with the best
//!   average reward so far for whoever plays it (recruiting a healer,
//!   returning rice: the same action means much the same in every month),
//!   the rest uniformly random ([`DragonPlayout`]'s default). Against three
//!   plain UCT players at equal simulations this took Hard from parity to
//!   winning three games in four (README, "Playouts that learn"). UCB1
//!   explores with `c = 0.5` (the textbook `sqrt(2)` spreads a small budget
//!   too thin). Medium's
//!   knowledge was tried in two places and measured weaker, at 250 ms per
//!   decision (the README's "Strength against the baselines"): in playouts
//!   (Medium for every player, cut after three months and scored by the
//!   [estimate](super::estimate): the first design, level with textbook flat
//!   Monte Carlo, which random playouts to the end beat clearly), and as the
//!   tree's prior ([`DragonPlayout::prior`]: Medium's values order the
//!   expansion, progressive widening keeps a node to its most plausible
//!   moves; no better in two-player games, worse in four-player ones, and
//!   30% fewer simulations). The estimate's errors cost more than the noise
//!   of random play, and a random playout is many times cheaper than a
//!   greedy one. Both stay available in [`HardSettings`].
//! - The budget is a ceiling: a single legal action is answered at once,
//!   and the search stops when its most visited root action could no longer
//!   be overtaken in the time left ([`EarlyStop`], `catch_up` 1).
//!
//! Rewards are per player in `[0, 1]` (`GameState::rewards` in `game.rs`):
//! half for winning, half a smooth function of the VP margin.

use boardgame::rewards::margin_rewards;
use boardgame::{Blunders, Policy};

use super::estimate::{Weights, projections};
use super::medium::Greedy;
use crate::action::Action;
use crate::decision::DecisionKind;
use crate::rng::Rng;
use crate::search::{Playout, Tuning};
use crate::state::GameState;

/// The estimate is rougher than a final score, so where a simulation was cut
/// short a VP margin counts for less than at the end (see `game.rs`).
const ESTIMATE_MARGIN_SCALE: f64 = 8.0;

/// A [`HardSettings::horizon`] that plays every simulation to the end.
pub const TO_THE_END: u8 = u8::MAX;

/// Tuning of the Hard bot. The defaults were chosen by the tournaments in
/// the README ("Strength against the baselines").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HardSettings {
    /// The tree search: exploration, the prior's guidance, the early stop,
    /// the move averages.
    pub tree: Tuning,
    /// A simulation stops at the first action decision of the month this
    /// many months after the one in which it left the tree, and the
    /// estimate scores the position there; 0 scores the new leaf at once
    /// (no playout: the tree does all the looking ahead); [`TO_THE_END`]
    /// never cuts a simulation short.
    pub horizon: u8,
    /// Share of playout moves chosen at random instead of greedily by
    /// Medium (1: uniformly random playouts).
    pub epsilon: f64,
    /// Whether those random moves avoid Easy's plain blunders
    /// ([`Blunders::is_blunder`]): cheap knowledge that keeps playouts varied.
    pub sensible: bool,
    pub weights: Weights,
    /// The prior of an action is `exp(-(best - value) / prior_scale)`,
    /// values being Medium's estimates in VP: 1 for Medium's choice.
    pub prior_scale: f64,
}

impl Default for HardSettings {
    fn default() -> HardSettings {
        HardSettings {
            tree: Tuning::default(),
            horizon: TO_THE_END,
            epsilon: 1.0,
            sensible: false,
            weights: Weights::default(),
            prior_scale: 2.0,
        }
    }
}

/// Random moves, or greedy (Medium) ones, or a mix, cut off after `horizon`
/// months with the estimate or played to the end; Medium's values as the
/// tree's prior.
pub struct DragonPlayout {
    greedy: Greedy,
    horizon: u8,
    epsilon: f64,
    sensible: bool,
    /// The random moves' candidates, reused.
    candidates: Vec<Action>,
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
            sensible: settings.sensible,
            candidates: Vec::with_capacity(64),
            stop_month: 0,
            prior_scale: settings.prior_scale,
            vp: Vec::new(),
        }
    }
}

impl Playout<GameState> for DragonPlayout {
    fn begin(&mut self, start: &GameState) {
        self.stop_month = start.month().saturating_add(self.horizon);
    }

    fn choose(&mut self, game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
        if legal.len() > 1 && (rng.below(1 << 16) as f64) < self.epsilon * 65536.0 {
            if self.sensible {
                self.candidates.clear();
                self.candidates
                    .extend(legal.iter().copied().filter(|&a| !game.is_blunder(a)));
                if !self.candidates.is_empty() {
                    return self.candidates[rng.below(self.candidates.len())];
                }
            }
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
        self.horizon == 0
            || game.month() >= self.stop_month
                && matches!(game.pending(), Some(d) if d.kind == DecisionKind::ChooseAction)
    }

    fn estimate(&mut self, game: &GameState, out: &mut [f64]) {
        self.vp.resize(out.len(), 0.0);
        projections(game, &self.greedy.weights, &mut self.vp);
        margin_rewards(&self.vp, ESTIMATE_MARGIN_SCALE, out);
    }
}

boardgame::hard_bot!(GameState, HardSettings, DragonPlayout);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::Options;
    use crate::search::Budget;
    use boardgame::Bot;

    /// Positions with a choice, from a few games of Medium against itself.
    fn positions() -> Vec<GameState> {
        let mut found = Vec::new();
        let mut legal = Vec::new();
        for seed in 0..3 {
            let mut medium = super::super::Medium::new(seed);
            let mut game = GameState::new(Options::new(2 + seed as u8), seed).unwrap();
            let mut step = 0;
            while game.pending().is_some() {
                game.legal_actions_into(&mut legal);
                if legal.len() > 1 && step % 7 == 0 {
                    found.push(game.clone());
                }
                step += 1;
                let action = medium.choose(&game);
                game.apply(action).unwrap();
            }
        }
        found
    }

    #[test]
    fn the_prior_ranks_mediums_values_and_gives_its_favourite_one() {
        let mut playout = DragonPlayout::new(&HardSettings::default());
        let mut greedy = Greedy::new(Weights::default());
        let (mut legal, mut prior, mut values) = (Vec::new(), Vec::new(), Vec::new());
        let positions = positions();
        assert!(positions.len() > 20);
        for game in positions {
            game.legal_actions_into(&mut legal);
            assert!(playout.prior(&game, &legal, &mut prior));
            greedy.values(&game, &legal, &mut values);
            assert_eq!(prior.len(), legal.len());
            assert!(prior.iter().all(|&p| p > 0.0 && p <= 1.0), "{prior:?}");
            assert!(prior.contains(&1.0));
            for i in 0..legal.len() {
                for j in 0..legal.len() {
                    if values[i] > values[j] {
                        assert!(prior[i] > prior[j], "{:?} over {:?}", legal[i], legal[j]);
                    }
                }
            }
        }
    }

    #[test]
    fn by_default_simulations_run_to_the_end_and_horizon_zero_scores_the_leaf() {
        let mut to_the_end = DragonPlayout::new(&HardSettings::default());
        let mut at_once = DragonPlayout::new(&HardSettings {
            horizon: 0,
            ..HardSettings::default()
        });
        for game in positions() {
            to_the_end.begin(&game);
            at_once.begin(&game);
            assert!(!to_the_end.stop(&game, 0));
            assert!(at_once.stop(&game, 0));
        }
    }

    #[test]
    fn a_forced_decision_costs_no_simulation() {
        let mut hard = Hard::new(1, Budget::Iterations(50));
        let mut legal = Vec::new();
        let mut forced = 0;
        for game in positions_with_any_choice() {
            game.legal_actions_into(&mut legal);
            let before = hard.simulations();
            let action = hard.choose(&game);
            assert!(legal.contains(&action));
            if legal.len() == 1 {
                forced += 1;
                assert_eq!(hard.simulations(), before);
            } else {
                assert!(hard.simulations() > before);
            }
        }
        assert!(forced > 0);
    }

    /// Every 11th position of one 3-player game, forced ones included.
    fn positions_with_any_choice() -> Vec<GameState> {
        let mut medium = super::super::Medium::new(5);
        let mut game = GameState::new(Options::new(3), 5).unwrap();
        let mut found = Vec::new();
        let mut step = 0;
        while game.pending().is_some() {
            if step % 11 == 0 {
                found.push(game.clone());
            }
            step += 1;
            let action = medium.choose(&game);
            game.apply(action).unwrap();
        }
        found
    }
}
