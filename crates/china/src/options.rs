//! The options chosen at setup that change the rules (C-3.1, C-3.2).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 3 to 5 (C-1.1, R-1).
    pub players: u8,
    /// Side A for 3 players, B for 5, either for 4 (default B, R-8).
    pub side: Side,
    /// The fortification option for experienced players (§12).
    pub fortifications: bool,
}

impl Options {
    /// The default side for the player count, no fortifications.
    pub fn new(players: u8) -> Options {
        Options {
            players,
            side: if players <= 3 { Side::A } else { Side::B },
            fortifications: false,
        }
    }

    /// Changes the player count, keeping the side where it is allowed (4
    /// players) and taking the only side otherwise (3 → A, 5 → B).
    pub fn set_players(&mut self, players: u8) {
        self.players = players;
        if let Some(side) = Options::only_side(players) {
            self.side = side;
        }
    }

    /// The side `players` must play on, when their count allows only one
    /// 3 → A, 5 → B).
    pub fn only_side(players: u8) -> Option<Side> {
        match players {
            3 => Some(Side::A),
            5 => Some(Side::B),
            _ => None,
        }
    }

    pub fn with_side(mut self, side: Side) -> Options {
        self.side = side;
        self
    }

    pub fn with_fortifications(mut self, on: bool) -> Options {
        self.fortifications = on;
        self
    }

    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(3..=5).contains(&self.players) {
            return Err(OptionsError::Players(self.players));
        }
        match Options::only_side(self.players) {
            Some(only) if only != self.side => Err(OptionsError::Side {
                players: self.players,
                side: self.side,
            }),
            _ => Ok(()),
        }
    }
}

/// Why options cannot make a game: typed, so the app words it in the
/// player's language (a save's options may have been edited by hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// Not 3 to 5 players.
    Players(u8),
    /// 3 players play on side A and 5 on side B; `side` is the other.
    Side { players: u8, side: Side },
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OptionsError::Players(n) => write!(f, "the game is for 3 to 5 players, not {n}"),
            OptionsError::Side { players, side } => write!(
                f,
                "{players} players play on side {}, not side {}",
                Options::only_side(players).map_or("?", Side::name),
                side.name()
            ),
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::new(4)
    }
}

impl boardgame::cli::OptionsFromFlags for Options {
    const USAGE: &'static str = "[--fortifications] [--side a|b] (side: 4 players only)";

    fn from_flags(players: usize, flags: &mut boardgame::cli::Flags) -> Result<Options, String> {
        let players: u8 = players.try_into().map_err(|_| "too many players")?;
        let mut options = Options::new(players);
        if let Some(side) = flags.value("--side")? {
            options.side = Side::parse(&side).ok_or(format!("unknown side {side:?} (a or b)"))?;
        }
        options.fortifications = flags.switch("--fortifications");
        options.validate().map_err(|e| e.to_string())?;
        Ok(options)
    }
}
