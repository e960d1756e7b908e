//! The options chosen on the setup screen that change the rules.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::event::SuperEvent;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 2 to 5.
    pub players: u8,
    /// Price of a large privilege: 7 yuan (2017 edition) or 6 (2007 edition).
    pub large_privilege_price: u8,
    /// Expansion I.
    pub great_wall: bool,
    /// Expansion II.
    pub super_events: SuperEvents,
}

/// Whether a super event lies on month 7, and which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SuperEvents {
    Off,
    Random,
    Chosen(SuperEvent),
}

impl Options {
    /// The 2017 rules without expansions.
    pub fn new(players: u8) -> Options {
        Options {
            players,
            large_privilege_price: 7,
            great_wall: false,
            super_events: SuperEvents::Off,
        }
    }

    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(2..=5).contains(&self.players) {
            return Err(OptionsError::Players(self.players));
        }
        if !(6..=7).contains(&self.large_privilege_price) {
            return Err(OptionsError::LargePrivilegePrice(
                self.large_privilege_price,
            ));
        }
        Ok(())
    }
}

/// Why options cannot make a game: typed, so the app words it in the
/// player's language (a save's options may have been edited by hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// Not 2 to 5 players.
    Players(u8),
    /// A large privilege costs 6 or 7 yuan.
    LargePrivilegePrice(u8),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::Players(n) => write!(f, "the game is for 2 to 5 players, not {n}"),
            OptionsError::LargePrivilegePrice(price) => {
                write!(f, "a large privilege costs 6 or 7 yuan, not {price}")
            }
        }
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::new(4)
    }
}

impl boardgame::cli::OptionsFromFlags for Options {
    const USAGE: &'static str =
        "[--great-wall] [--super-events none|random|<name>] [--privilege 6|7]";

    fn from_flags(players: usize, flags: &mut boardgame::cli::Flags) -> Result<Options, String> {
        let mut options = Options::new(players.try_into().map_err(|_| "too many players")?);
        if let Some(price) = flags.number("--privilege")? {
            options.large_privilege_price = price;
        }
        options.great_wall = flags.switch("--great-wall");
        if let Some(v) = flags.value("--super-events")? {
            options.super_events = match v.as_str() {
                "none" | "off" => SuperEvents::Off,
                "random" => SuperEvents::Random,
                name => SuperEvents::Chosen(
                    SuperEvent::parse(name).ok_or(format!("unknown super event {name:?}"))?,
                ),
            };
        }
        options.validate().map_err(|e| e.to_string())?;
        Ok(options)
    }
}
