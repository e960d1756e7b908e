//! What the browser remembers of tips, under one storage key: the tips
//! each player has seen in each game, each player's first games of each
//! game (tips are on in the first [`FIRST_GAMES`]), and the game that
//! followed a lesson (tips are on in it too).
//!
//! Read again before every change (another window may have changed it),
//! and read leniently: a part that is not what this version writes (bad or
//! old data) counts as empty, never as an error.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::platform;

/// Where it is kept.
pub const KEY: &str = "boardgames/tips";

/// Tips are on in a player's first games of each game: this many.
pub const FIRST_GAMES: usize = 3;

/// game name → player name → what is kept of that player in that game.
type PerPlayer<T> = BTreeMap<String, BTreeMap<String, T>>;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Memory {
    /// The tip ids each player has seen in real games.
    pub seen: PerPlayer<BTreeSet<String>>,
    /// The tip ids each player has seen in lessons: kept apart, so the game
    /// after a lesson tells each rule again when it comes up.
    pub seen_in_lessons: PerPlayer<BTreeSet<String>>,
    /// The ids of each player's first games of each game (at most
    /// [`FIRST_GAMES`]), in the order they were first shown.
    pub first_games: PerPlayer<Vec<String>>,
    /// Per game: the last lesson and the game started after it.
    pub after_lesson: BTreeMap<String, AfterLesson>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct AfterLesson {
    /// When the lesson was last on screen (ms since 1970).
    pub lesson_at: f64,
    /// The first game created after it.
    pub game: Option<String>,
}

/// One part of the stored object, or its default when it is missing or
/// not of its shape.
fn part<T: serde::de::DeserializeOwned + Default>(value: &Value, name: &str) -> T {
    value
        .get(name)
        .and_then(|v| serde_json::from_value(v.clone()).ok())
        .unwrap_or_default()
}

impl Memory {
    /// What the storage holds (nothing readable: an empty memory).
    pub fn load() -> Memory {
        let Some(value) =
            platform::storage_get(KEY).and_then(|raw| serde_json::from_str::<Value>(&raw).ok())
        else {
            return Memory::default();
        };
        Memory {
            seen: part(&value, "seen"),
            seen_in_lessons: part(&value, "seen_in_lessons"),
            first_games: part(&value, "first_games"),
            after_lesson: part(&value, "after_lesson"),
        }
    }

    /// Reads, changes with `change`, and writes back (kept in memory only
    /// when the storage refuses: tips are never worth an error).
    pub fn update<T>(change: impl FnOnce(&mut Memory) -> T) -> T {
        let mut memory = Memory::load();
        let out = change(&mut memory);
        let _ = platform::storage_set(KEY, &memory);
        out
    }

    fn seen_in(&self, lesson: bool) -> &PerPlayer<BTreeSet<String>> {
        match lesson {
            true => &self.seen_in_lessons,
            false => &self.seen,
        }
    }

    /// Whether `player` has seen tip `id` in `game` (in lessons or in
    /// real games, as `lesson` says).
    pub fn has_seen(&self, game: &str, player: &str, lesson: bool, id: &str) -> bool {
        self.seen_in(lesson)
            .get(game)
            .and_then(|players| players.get(player))
            .is_some_and(|ids| ids.contains(id))
    }

    pub fn mark_seen(&mut self, game: &str, player: &str, lesson: bool, id: &str) {
        let seen = match lesson {
            true => &mut self.seen_in_lessons,
            false => &mut self.seen,
        };
        seen.entry(game.into())
            .or_default()
            .entry(player.into())
            .or_default()
            .insert(id.into());
    }

    /// "Show tips again": every tip is new again to every player.
    pub fn forget_seen(&mut self) {
        self.seen.clear();
        self.seen_in_lessons.clear();
    }

    /// Counts game `id` among `player`'s games of `game` and says whether
    /// it is one of their first [`FIRST_GAMES`] (the same game again, after
    /// a reload, is still the same one).
    pub fn among_first_games(&mut self, game: &str, player: &str, id: &str) -> bool {
        let games = self
            .first_games
            .entry(game.into())
            .or_default()
            .entry(player.into())
            .or_default();
        if games.iter().any(|g| g == id) {
            return true;
        }
        if games.len() < FIRST_GAMES {
            games.push(id.into());
            return true;
        }
        false
    }

    /// A lesson of `game` is on screen at `now`: the next game created
    /// follows it.
    pub fn lesson_shown(&mut self, game: &str, now: f64) {
        self.after_lesson.insert(
            game.into(),
            AfterLesson {
                lesson_at: now,
                game: None,
            },
        );
    }

    /// Whether game `id` (created at `created`) is the one that followed
    /// the last lesson of `game`: the first game created after it.
    pub fn follows_lesson(&mut self, game: &str, id: &str, created: f64) -> bool {
        let Some(after) = self.after_lesson.get_mut(game) else {
            return false;
        };
        match &after.game {
            Some(g) => g == id,
            None if created >= after.lesson_at => {
                after.game = Some(id.into());
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_sees_a_tip_once_per_game_and_lessons_apart() {
        platform::memory_storage();
        Memory::update(|m| m.mark_seen("dragon", "Anna", false, "t1"));
        let m = Memory::load();
        assert!(m.has_seen("dragon", "Anna", false, "t1"));
        assert!(!m.has_seen("dragon", "Bai", false, "t1"), "another player");
        assert!(!m.has_seen("china", "Anna", false, "t1"), "another game");
        assert!(!m.has_seen("dragon", "Anna", true, "t1"), "a lesson");
        Memory::update(|m| m.mark_seen("dragon", "Anna", true, "t2"));
        assert!(Memory::load().has_seen("dragon", "Anna", true, "t2"));
        assert!(!Memory::load().has_seen("dragon", "Anna", false, "t2"));
        Memory::update(Memory::forget_seen);
        let m = Memory::load();
        assert!(!m.has_seen("dragon", "Anna", false, "t1"));
        assert!(!m.has_seen("dragon", "Anna", true, "t2"));
    }

    #[test]
    fn the_first_three_games_of_each_game_per_player() {
        let mut m = Memory::default();
        let first: Vec<bool> = ["a", "b", "c", "d", "b", "e"]
            .iter()
            .map(|id| m.among_first_games("dragon", "Anna", id))
            .collect();
        assert_eq!(first, [true, true, true, false, true, false]);
        assert!(m.among_first_games("dragon", "Bai", "d"), "Bai's first");
        assert!(m.among_first_games("china", "Anna", "x"), "another game");
    }

    #[test]
    fn the_game_created_after_a_lesson_follows_it() {
        let mut m = Memory::default();
        assert!(!m.follows_lesson("dragon", "old", 5.0), "no lesson yet");
        m.lesson_shown("dragon", 100.0);
        assert!(!m.follows_lesson("dragon", "older", 50.0), "created before");
        assert!(!m.follows_lesson("china", "c", 150.0), "another game");
        assert!(m.follows_lesson("dragon", "next", 150.0));
        assert!(m.follows_lesson("dragon", "next", 150.0), "again, reloaded");
        assert!(
            !m.follows_lesson("dragon", "later", 200.0),
            "only the first"
        );
        m.lesson_shown("dragon", 300.0);
        assert!(m.follows_lesson("dragon", "later", 400.0));
    }

    /// Bad or old data reads as empty, part by part, and is replaced by
    /// the next change.
    #[test]
    fn bad_stored_data_reads_as_empty() {
        platform::memory_storage();
        for raw in [
            "",
            "nonsense",
            "[]",
            "{\"seen\": 3}",
            "{\"seen\": {\"dragon\": [\"x\"]}, \"first_games\": null}",
            "{\"after_lesson\": {\"dragon\": {\"lesson_at\": \"soon\"}}}",
        ] {
            platform::memory_storage_set_raw(KEY, raw);
            assert_eq!(Memory::load(), Memory::default(), "{raw}");
        }
        // A readable part is kept beside an unreadable one.
        platform::memory_storage_set_raw(
            KEY,
            "{\"seen\": 1, \"first_games\": {\"dragon\": {\"Anna\": [\"g\"]}}}",
        );
        let m = Memory::load();
        assert_eq!(m.first_games["dragon"]["Anna"], ["g"]);
        Memory::update(|m| m.mark_seen("dragon", "Anna", false, "t"));
        assert!(Memory::load().has_seen("dragon", "Anna", false, "t"));
        assert_eq!(Memory::load().first_games["dragon"]["Anna"], ["g"]);
    }
}
