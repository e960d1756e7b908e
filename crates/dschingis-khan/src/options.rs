//! The options chosen on the setup screen (D-3.6).

use std::fmt;

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

    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(2..=4).contains(&self.players) {
            return Err(OptionsError::Players(self.players));
        }
        if let Some(seat) = self.start_player
            && seat >= self.players
        {
            return Err(OptionsError::StartPlayer {
                players: self.players,
                seat,
            });
        }
        Ok(())
    }
}

/// Why options cannot make a game: typed, so the app words it in the
/// player's language (a save's options may have been edited by hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// Not 2 to 4 players.
    Players(u8),
    /// The start player's `seat` (from 0) is not one of the `players`.
    StartPlayer { players: u8, seat: u8 },
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OptionsError::Players(n) => {
                write!(f, "Dschingis Khan is for 2 to 4 players, not {n}")
            }
            OptionsError::StartPlayer { players, seat } => write!(
                f,
                "the start player must be one of the {players} seats (0 to {}), not {seat}",
                players - 1
            ),
        }
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
        options.validate().map_err(|e| e.to_string())?;
        Ok(options)
    }
}
