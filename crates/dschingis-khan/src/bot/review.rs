//! The post-game review ([`boardgame::review`]) searches with the Hard bot's
//! own searcher and playout, at its default settings.

use boardgame::review::HardSearch;

use super::hard::{HardSettings, KhanPlayout};
use crate::search::Mcts;
use crate::state::GameState;

impl HardSearch for GameState {
    type Playout = KhanPlayout;

    /// As [`super::Hard::with_settings`] builds them.
    fn hard_search() -> (Mcts<GameState>, KhanPlayout) {
        let settings = HardSettings::default();
        let search = {
            let search = Mcts::new(settings.search).with_guidance(settings.guidance);
            match settings.early_stop {
                Some(stop) => search.with_early_stop(stop),
                None => search,
            }
        };
        (search, KhanPlayout::new(&settings))
    }
}
