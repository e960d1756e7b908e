//! Whether tips show: in a player's first games of each game and after a
//! lesson (the default), always, or never ("No more tips"). One setting
//! for the device, remembered in the browser's storage like the pace
//! ([`crate::settings`]).

use crate::settings::{self, Named};

/// Where the setting is kept.
pub const KEY: &str = "boardgames/settings/tips";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// In each player's first games of a game, in lessons and in the game
    /// that follows a lesson.
    FirstGames,
    Always,
    Never,
}

impl Setting {
    pub const ALL: [Setting; 3] = [Setting::FirstGames, Setting::Always, Setting::Never];
}

impl Named for Setting {
    const KEY: &'static str = KEY;
    const VALUES: &'static [Setting] = &Setting::ALL;
    const DEFAULT: Setting = Setting::FirstGames;

    fn key(self) -> &'static str {
        match self {
            Setting::FirstGames => "first-games",
            Setting::Always => "always",
            Setting::Never => "never",
        }
    }
}

/// The setting as stored (the first games until one is chosen).
pub fn current() -> Setting {
    settings::current()
}

/// Chooses and remembers.
pub fn set(setting: Setting) {
    settings::set(setting);
}

/// Forgets the choice held in memory ([`settings::reread`]).
pub fn reread() {
    settings::reread::<Setting>();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::platform;

    #[test]
    fn every_setting_has_a_stable_name() {
        for s in Setting::ALL {
            assert_eq!(Setting::parse(s.key()), Some(s));
        }
        assert_eq!(Setting::parse("on"), None);
    }

    /// A stored value that is not one of ours reads as the default and
    /// never fails; a choice is kept.
    #[test]
    fn bad_stored_values_read_as_the_first_games() {
        platform::memory_storage();
        for raw in ["", "{", "42", "\"sometimes\"", "[\"always\"]", "null"] {
            platform::memory_storage_set_raw(KEY, raw);
            reread();
            assert_eq!(current(), Setting::FirstGames, "{raw}");
        }
        set(Setting::Never);
        reread();
        assert_eq!(current(), Setting::Never);
        set(Setting::Always);
        reread();
        assert_eq!(current(), Setting::Always);
    }
}
