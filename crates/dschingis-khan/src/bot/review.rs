//! The post-game review ([`boardgame::review`]) searches with the Hard bot's
//! own searcher and playout, at its default settings.

use boardgame::review::HardSearch;

use super::hard::HardSettings;
use crate::state::GameState;

impl HardSearch for GameState {
    type Settings = HardSettings;

    fn review_settings() -> HardSettings {
        HardSettings::default()
    }
}
