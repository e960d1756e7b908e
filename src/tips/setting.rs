//! Whether tips show: in a player's first games of each game and after a
//! lesson (the default), always, or never ("No more tips"). One setting
//! for the device, remembered in the browser's storage like the pace.

use std::cell::Cell;

use crate::platform;

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

    /// The stable name in storage and in the page.
    pub fn key(self) -> &'static str {
        match self {
            Setting::FirstGames => "first-games",
            Setting::Always => "always",
            Setting::Never => "never",
        }
    }

    pub fn parse(key: &str) -> Option<Setting> {
        Setting::ALL.into_iter().find(|s| s.key() == key)
    }
}

thread_local! {
    static CURRENT: Cell<Option<Setting>> = const { Cell::new(None) };
}

/// The setting as stored (the first games until one is chosen; anything
/// unreadable counts as not chosen).
pub fn current() -> Setting {
    CURRENT.with(|c| {
        c.get().unwrap_or_else(|| {
            let stored = platform::storage_get(KEY)
                .and_then(|raw| serde_json::from_str::<String>(&raw).ok())
                .and_then(|key| Setting::parse(&key))
                .unwrap_or(Setting::FirstGames);
            c.set(Some(stored));
            stored
        })
    })
}

/// Chooses and remembers (in memory only when storage refuses).
pub fn set(setting: Setting) {
    CURRENT.with(|c| c.set(Some(setting)));
    let _ = platform::storage_set(KEY, &setting.key());
}

/// Forgets the choice held in memory, so the next [`current`] reads the
/// storage again (another window may have changed it; tests).
pub fn reread() {
    CURRENT.with(|c| c.set(None));
}

#[cfg(test)]
mod tests {
    use super::*;

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
