//! The post-game review ([`boardgame::review`]) searches with the Hard bot's
//! own searcher and playout, at its default settings.

use boardgame::review::HardSearch;

use super::hard::{ChinaPlayout, HardSettings};
use crate::search::Mcts;
use crate::state::GameState;

impl HardSearch for GameState {
    type Playout = ChinaPlayout;

    /// As [`super::Hard::with_settings`] builds them.
    fn hard_search() -> (Mcts<GameState>, ChinaPlayout) {
        let settings = HardSettings::default();
        let search = Mcts::new(settings.search);
        (search, ChinaPlayout::new(&settings))
    }
}
