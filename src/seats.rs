//! The setup a game starts from: who sits where, and the rule options.

use dragon::Options;
use dragon::bot::Level;
use serde::{Deserialize, Serialize};

/// Who makes a seat's decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Controller {
    Human,
    /// A computer player of the seat's `level`.
    Bot,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub name: String,
    /// A CSS colour.
    pub colour: String,
    pub controller: Controller,
    /// Strength of a bot seat.
    #[serde(default = "default_level")]
    pub level: Level,
}

fn default_level() -> Level {
    Level::Medium
}

fn default_think_ms() -> u32 {
    1000
}

/// Everything chosen on the setup screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub seats: Vec<Seat>,
    pub options: Options,
    /// Fixed seed, or `None` for a random one.
    pub seed: Option<u64>,
    /// How long a Hard bot thinks per decision.
    #[serde(default = "default_think_ms")]
    pub think_ms: u32,
}

/// Thinking times offered for Hard bots, in milliseconds.
pub const THINK_TIMES: [u32; 5] = [200, 500, 1000, 2000, 5000];

/// Seat colours (CSS); their names come from `i18n` (`Msg::ColourName`).
pub const COLOURS: [&str; 5] = ["#c0392b", "#2e86c1", "#d4ac0d", "#229954", "#7d3c98"];

const NAMES: [&str; 5] = ["Anna", "Bai", "Chen", "Deng", "Feng"];

impl Setup {
    /// One human against three bots, 2017 rules, no expansions.
    pub fn default_game() -> Setup {
        Setup {
            seats: (0..4).map(Seat::default_for).collect(),
            options: Options::new(4),
            seed: None,
            think_ms: default_think_ms(),
        }
    }

    /// Changes the player count, keeping the seats already set.
    pub fn set_players(&mut self, players: usize) {
        let players = players.clamp(2, 5);
        self.seats.truncate(players);
        while self.seats.len() < players {
            self.seats.push(Seat::default_for(self.seats.len()));
        }
        self.options.players = players as u8;
    }
}

impl Seat {
    pub fn default_for(index: usize) -> Seat {
        Seat {
            name: NAMES[index].to_string(),
            colour: COLOURS[index].to_string(),
            controller: if index == 0 {
                Controller::Human
            } else {
                Controller::Bot
            },
            level: default_level(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_one_human_against_three_bots_without_expansions() {
        let setup = Setup::default_game();
        let humans = setup
            .seats
            .iter()
            .filter(|s| s.controller == Controller::Human)
            .count();
        assert_eq!((setup.seats.len(), humans), (4, 1));
        assert_eq!(setup.options, Options::new(4));
    }

    #[test]
    fn changing_the_player_count_keeps_existing_seats() {
        let mut setup = Setup::default_game();
        setup.seats[1].name = "Ada".into();
        setup.set_players(2);
        assert_eq!(setup.seats.len(), 2);
        setup.set_players(5);
        assert_eq!((setup.seats.len(), setup.options.players), (5, 5));
        assert_eq!(setup.seats[1].name, "Ada");
    }
}
