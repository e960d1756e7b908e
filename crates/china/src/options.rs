//! The options chosen at setup that change the rules (C-3.1, C-3.2).

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
        match players {
            3 => self.side = Side::A,
            5 => self.side = Side::B,
            _ => {}
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

    pub fn validate(&self) -> Result<(), String> {
        match (self.players, self.side) {
            (3, Side::A) | (4, _) | (5, Side::B) => Ok(()),
            (3 | 5, side) => Err(format!(
                "{} players play on side {}, not side {}",
                self.players,
                if self.players == 3 { "A" } else { "B" },
                side.name()
            )),
            (n, _) => Err(format!("the game is for 3 to 5 players, not {n}")),
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
        options.validate()?;
        Ok(options)
    }
}
