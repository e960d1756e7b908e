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

/// Black or white, whichever reads better on the CSS colour `#rrggbb`
/// (WCAG contrast), for a seat's letter drawn on its colour.
pub fn ink_on(colour: &str) -> &'static str {
    let hex = colour.trim_start_matches('#');
    let channel = |i: usize| {
        let v = hex
            .get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(128) as f64
            / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
    if (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) {
        "#000"
    } else {
        "#fff"
    }
}

/// A seat's letter beside its colour (never colour alone): the first letter
/// of its name, or its number.
pub fn letter(name: &str, index: usize) -> String {
    name.chars()
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_uppercase().to_string())
        .unwrap_or_else(|| (index + 1).to_string())
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

    /// Access: a seat's letter must read on its colour (4.5:1).
    #[test]
    fn seat_letters_read_on_every_seat_colour() {
        let lum = |c: &str| {
            let v = |i: usize| {
                let x = u8::from_str_radix(&c[1 + i..3 + i], 16).unwrap() as f64 / 255.0;
                if x <= 0.04045 {
                    x / 12.92
                } else {
                    ((x + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * v(0) + 0.7152 * v(2) + 0.0722 * v(4)
        };
        for c in COLOURS {
            let (a, b) = (lum(c), if ink_on(c) == "#000" { 0.0 } else { 1.0 });
            let ratio = (a.max(b) + 0.05) / (a.min(b) + 0.05);
            assert!(ratio >= 4.5, "{c}: {ratio}");
        }
        assert_eq!(letter("anna", 0), "A");
        assert_eq!(letter(" ", 2), "3");
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
