//! Who sits at the table: names, colours, and who decides for each seat.
//! Game-agnostic; a game's options live in its record.

use boardgame::Level;
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

/// How long a Hard bot thinks per decision unless chosen otherwise.
pub const DEFAULT_THINK_MS: u32 = 1000;

/// Thinking times offered for Hard bots, in milliseconds.
pub const THINK_TIMES: [u32; 5] = [200, 500, 1000, 2000, 5000];

/// Seat colours (CSS); their names come from `i18n` (`Msg::ColourName`).
pub const COLOURS: [&str; 5] = ["#c0392b", "#2e86c1", "#d4ac0d", "#229954", "#7d3c98"];

const NAMES: [&str; 5] = ["Anna", "Bai", "Chen", "Deng", "Feng"];

impl Seat {
    /// Seat `index` of a new table: the first a human, the others Medium bots.
    pub fn default_for(index: usize) -> Seat {
        Seat {
            name: NAMES[index % NAMES.len()].to_string(),
            colour: COLOURS[index % COLOURS.len()].to_string(),
            controller: if index == 0 {
                Controller::Human
            } else {
                Controller::Bot
            },
            level: default_level(),
        }
    }

    pub fn is_human(&self) -> bool {
        self.controller == Controller::Human
    }
}

/// `count` seats, keeping those already set.
pub fn resize(seats: &mut Vec<Seat>, count: usize) {
    seats.truncate(count);
    while seats.len() < count {
        seats.push(Seat::default_for(seats.len()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_table_is_one_human_against_bots() {
        let mut seats = Vec::new();
        resize(&mut seats, 4);
        let humans = seats.iter().filter(|s| s.is_human()).count();
        assert_eq!((seats.len(), humans), (4, 1));
    }

    #[test]
    fn changing_the_player_count_keeps_existing_seats() {
        let mut seats = Vec::new();
        resize(&mut seats, 4);
        seats[1].name = "Ada".into();
        resize(&mut seats, 2);
        assert_eq!(seats.len(), 2);
        resize(&mut seats, 5);
        assert_eq!(seats.len(), 5);
        assert_eq!(seats[1].name, "Ada");
    }
}
