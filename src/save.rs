//! Saving in the browser's localStorage: a versioned file of setup, options,
//! seed and actions, replayed through the engine on load. An unreadable save
//! is reported and kept, never silently overwritten.

use dragon::GameRecord;
use serde::{Deserialize, Serialize};

use crate::game::Match;
use crate::seats::Setup;

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub const SAVE_KEY: &str = "year-of-the-dragon/save";
/// Where an unreadable save is kept when the player starts fresh.
pub const KEPT_KEY: &str = "year-of-the-dragon/unreadable-save";
/// The save format this app writes and reads.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SaveFile {
    version: u32,
    setup: Setup,
    record: GameRecord,
}

/// What was found in storage at start-up.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub enum Loaded {
    Nothing,
    Game(Box<Match>),
    Unreadable { raw: String, why: String },
}

pub fn encode(game: &Match) -> String {
    let file = SaveFile {
        version: VERSION,
        setup: game.setup.clone(),
        record: game.record.clone(),
    };
    serde_json::to_string(&file).expect("a save always serializes")
}

/// Reads a save; the error says in plain words why it cannot be used.
pub fn decode(raw: &str) -> Result<Match, String> {
    let value: serde_json::Value =
        serde_json::from_str(raw).map_err(|e| format!("the text is not valid JSON ({e})"))?;
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v == VERSION as u64 => {}
        Some(v) => {
            return Err(format!(
                "it was saved in format {v}, and this version of the app reads format {VERSION}"
            ));
        }
        None => return Err("it has no format version".into()),
    }
    let file: SaveFile =
        serde_json::from_value(value).map_err(|e| format!("its contents are damaged ({e})"))?;
    Match::resume(file.setup, &file.record)
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::*;

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    pub fn load() -> Loaded {
        let Some(raw) = storage().and_then(|s| s.get_item(SAVE_KEY).ok().flatten()) else {
            return Loaded::Nothing;
        };
        match decode(&raw) {
            Ok(game) => Loaded::Game(Box::new(game)),
            Err(why) => Loaded::Unreadable { raw, why },
        }
    }

    pub fn store(game: &Match) {
        if let Some(s) = storage() {
            let _ = s.set_item(SAVE_KEY, &encode(game));
        }
    }

    /// Moves an unreadable save aside (kept under `KEPT_KEY`) so a new game can start.
    pub fn set_aside(raw: &str) {
        if let Some(s) = storage() {
            let _ = s.set_item(KEPT_KEY, raw);
            let _ = s.remove_item(SAVE_KEY);
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{load, set_aside, store};

/// Native builds (unit tests) have no browser storage.
#[cfg(not(target_arch = "wasm32"))]
mod no_browser {
    use super::*;

    pub fn load() -> Loaded {
        Loaded::Nothing
    }

    pub fn store(_: &Match) {}

    pub fn set_aside(_: &str) {}
}

#[cfg(not(target_arch = "wasm32"))]
pub use no_browser::{load, set_aside, store};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Controller;

    fn game() -> Match {
        let mut setup = Setup::default_game();
        setup.seats[0].controller = Controller::Bot;
        let mut game = Match::start(setup, 12).unwrap();
        for _ in 0..40 {
            let action = game.state.legal_actions()[0];
            game.play(action).unwrap();
        }
        game
    }

    #[test]
    fn a_save_round_trips_to_the_same_position() {
        let game = game();
        let loaded = decode(&encode(&game)).unwrap();
        assert_eq!(loaded.state, game.state);
        assert_eq!(loaded.setup, game.setup);
    }

    #[test]
    fn corrupted_or_foreign_saves_are_explained() {
        let raw = encode(&game());
        let err = decode(&raw[..raw.len() / 2]).err().unwrap();
        assert!(err.contains("not valid JSON"), "{err}");
        let old = raw.replacen("\"version\":1", "\"version\":0", 1);
        let err = decode(&old).err().unwrap();
        assert!(err.contains("format 0"), "{err}");
        let bad_action = raw.replacen("\"actions\":[", "\"actions\":[\"Refill\",", 1);
        let err = decode(&bad_action).err().unwrap();
        assert!(err.contains("action 1"), "{err}");
        let err = decode("{\"hello\": 1}").err().unwrap();
        assert!(err.contains("no format version"), "{err}");
    }
}
