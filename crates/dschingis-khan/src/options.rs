//! The options chosen on the setup screen (D-3.6).

use serde::{Deserialize, Serialize};

/// Full rounds after which a game without an end trigger is scored (D-11.6).
pub const SAFETY_ROUNDS: u32 = 60;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 2 to 4 (D-1.1).
    pub players: u8,
    /// The start player's seat; `None`: chosen at random with the seed (R6).
    pub start_player: Option<u8>,
}

impl Options {
    pub fn new(players: u8) -> Options {
        Options {
            players,
            start_player: None,
        }
    }

    pub fn validate(&self) -> Result<(), String> {
        if !(2..=4).contains(&self.players) {
            return Err(format!(
                "Dschingis Khan is for 2 to 4 players, not {}",
                self.players
            ));
        }
        if let Some(s) = self.start_player
            && s >= self.players
        {
            return Err(format!(
                "the start player must be one of the {} seats (0 to {}), not {s}",
                self.players,
                self.players - 1
            ));
        }
        Ok(())
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::new(3)
    }
}

impl boardgame::cli::OptionsFromFlags for Options {
    const USAGE: &'static str = "[--start-player SEAT]";

    fn from_flags(players: usize, flags: &mut boardgame::cli::Flags) -> Result<Options, String> {
        let mut options = Options::new(players.try_into().map_err(|_| "too many players")?);
        options.start_player = flags.number("--start-player")?;
        options.validate()?;
        Ok(options)
    }
}
