//! The knobs of the tree search that a game's Hard sets, and the searcher
//! they build: written once, so every game's settings build their search the
//! same way.

use super::mast::Mast;
use super::mcts::{EarlyStop, Guidance, Mcts, Settings};
use crate::game::Game;

/// How a Hard bot's tree searches: its exploration, the prior's guidance,
/// when it stops early and whether its playouts learn move averages.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    pub search: Settings,
    /// How the tree uses the playout's prior.
    pub guidance: Guidance,
    /// When a search may stop before its budget is spent (`None`: never,
    /// except on a single legal action).
    pub early_stop: Option<EarlyStop>,
    /// Playouts that learn the move averages (`None`: the playout alone).
    pub mast: Option<Mast>,
}

impl Default for Tuning {
    /// What the Dragon's and China's Hard measured best (their READMEs):
    /// UCB1 with `c = 0.5` (the textbook `sqrt(2)` spreads a small budget
    /// too thin), no prior, a safe early stop after a quarter of the
    /// budget, playouts that learn with 40% of their own moves.
    fn default() -> Tuning {
        Tuning {
            search: Settings { exploration: 0.5 },
            guidance: Guidance::default(),
            early_stop: Some(EarlyStop {
                min_share: 0.25,
                catch_up: 1.0,
            }),
            mast: Some(Mast { epsilon: 0.4 }),
        }
    }
}

impl Tuning {
    /// The searcher these settings make.
    pub fn mcts<G: Game>(&self) -> Mcts<G> {
        Mcts::new(self.search)
            .with_guidance(self.guidance)
            .with_early_stop(self.early_stop)
            .with_mast(self.mast)
    }
}
