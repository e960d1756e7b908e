//! The post-game review ([`boardgame::review`]) searches with the Hard bot's
//! own searcher and playout, at its default settings but without the early
//! stop and the move averages, as the review has always searched (so a
//! review comes out as it did).

use boardgame::review::HardSearch;

use super::hard::HardSettings;
use crate::state::GameState;

impl HardSearch for GameState {
    type Settings = HardSettings;

    fn review_settings() -> HardSettings {
        let mut settings = HardSettings::default();
        settings.tree.early_stop = None;
        settings.tree.mast = None;
        settings
    }
}
