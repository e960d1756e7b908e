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
    /// A CSS colour, one of the game's [`SeatColour`]s (a save without one,
    /// or with one the game does not offer, gets a default: [`fit_colours`]).
    #[serde(default)]
    pub colour: String,
    pub controller: Controller,
    /// Strength of a bot seat.
    #[serde(default = "default_level")]
    pub level: Level,
    /// Played on a guest's own device at a table of devices
    /// (`crate::devices`): a human seat this screen never decides for (or,
    /// while its guest is away, one the host handed to a bot).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub guest: bool,
}

fn default_level() -> Level {
    Level::Medium
}

/// How long a Hard bot thinks per decision unless chosen otherwise.
pub const DEFAULT_THINK_MS: u32 = 1000;

/// Thinking times offered for Hard bots, in milliseconds.
pub const THINK_TIMES: [u32; 5] = [200, 500, 1000, 2000, 5000];

/// What a colour is called on the setup screen (`i18n`: `Msg::ColourName`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColourName {
    Red,
    Blue,
    Yellow,
    Green,
    Purple,
    Black,
    White,
    Grey,
    Cyan,
}

/// A colour a game offers its seats: the CSS drawn and its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatColour {
    pub css: &'static str,
    pub name: ColourName,
}

const fn colour(css: &'static str, name: ColourName) -> SeatColour {
    SeatColour { css, name }
}

/// The seat colours of a game that has no list of its own (Dragon,
/// Dschingis Khan), in the order seats get them by default. A game's list
/// (`GameUi::COLOURS`) has at least as many colours as the game has seats.
pub const COLOURS: [SeatColour; 5] = [
    colour("#c0392b", ColourName::Red),
    colour("#2e86c1", ColourName::Blue),
    colour("#d4ac0d", ColourName::Yellow),
    colour("#229954", ColourName::Green),
    colour("#7d3c98", ColourName::Purple),
];

const NAMES: [&str; 5] = ["Anna", "Bai", "Chen", "Deng", "Feng"];

impl Seat {
    /// Seat `index` of a new table: the first a human, the others Medium bots.
    #[cfg(test)]
    pub fn default_for(index: usize) -> Seat {
        Seat::default_in(index, &COLOURS)
    }

    /// Seat `index` of a new table in a game offering `palette`.
    pub fn default_in(index: usize, palette: &[SeatColour]) -> Seat {
        Seat {
            name: NAMES[index % NAMES.len()].to_string(),
            colour: palette[index % palette.len()].css.to_string(),
            controller: if index == 0 {
                Controller::Human
            } else {
                Controller::Bot
            },
            level: default_level(),
            guest: false,
        }
    }

    pub fn is_human(&self) -> bool {
        self.controller == Controller::Human
    }

    /// A human deciding on this screen (not a guest on its own device).
    pub fn is_local_human(&self) -> bool {
        self.is_human() && !self.guest
    }
}

/// A table of devices: every human seat but the first (the host's own,
/// when `host_plays`; else the host's screen is the shared board, with no
/// hand) is played on a guest's device.
pub fn seat_guests(seats: &mut [Seat], host_plays: bool) {
    let mut first = host_plays;
    for seat in seats.iter_mut().filter(|s| s.is_human()) {
        seat.guest = !first;
        first = false;
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
    initial(name).unwrap_or_else(|| (index + 1).to_string())
}

/// The first letter or digit of a name, in capitals ("é" gives "É"); the
/// browser's upper-casing, so the wasm carries no case tables of its own.
pub fn initial(name: &str) -> Option<String> {
    let first = name.chars().find(|c| c.is_alphanumeric())?;
    Some(crate::platform::upper_case(first.encode_utf8(&mut [0; 4])))
}

/// `count` seats, keeping those already set (the shell's colours).
#[cfg(test)]
pub fn resize(seats: &mut Vec<Seat>, count: usize) {
    resize_in(seats, count, &COLOURS);
}

/// `count` seats of a game offering `palette`, keeping those already set;
/// a new seat gets its default colour, or the first one nobody has.
pub fn resize_in(seats: &mut Vec<Seat>, count: usize, palette: &[SeatColour]) {
    seats.truncate(count);
    while seats.len() < count {
        let mut seat = Seat::default_in(seats.len(), palette);
        seat.colour = free_colour(seats, seats.len(), palette);
        seats.push(seat);
    }
}

/// Seat `index`'s default colour if no other seat has it, else the first
/// colour of `palette` nobody else has.
fn free_colour(seats: &[Seat], index: usize, palette: &[SeatColour]) -> String {
    let taken = |css: &str| {
        seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != index && s.colour == css)
    };
    let preferred = palette[index % palette.len()].css;
    if !taken(preferred) {
        return preferred.to_string();
    }
    palette
        .iter()
        .map(|c| c.css)
        .find(|css| !taken(css))
        .unwrap_or(preferred)
        .to_string()
}

/// Seat `index` takes `css`; a seat that had it takes seat `index`'s old
/// colour, so two seats never share one.
pub fn pick_colour(seats: &mut [Seat], index: usize, css: &str) {
    let old = std::mem::replace(&mut seats[index].colour, css.to_string());
    for (i, seat) in seats.iter_mut().enumerate() {
        if i != index && seat.colour == css {
            seat.colour = old.clone();
        }
    }
}

/// The seats with colours the game offers, all different: a seat keeps its
/// colour if it is in `palette` and no earlier seat has it; any other
/// (a save from before colours were per game, a colour of another game, a
/// hand-edited save) falls back to its default, or the first free colour.
pub fn fit_colours(seats: &mut [Seat], palette: &[SeatColour]) {
    let mut kept: Vec<bool> = Vec::with_capacity(seats.len());
    for (i, seat) in seats.iter().enumerate() {
        let offered = palette.iter().any(|c| c.css == seat.colour);
        let earlier = seats[..i]
            .iter()
            .zip(&kept)
            .any(|(s, &k)| k && s.colour == seat.colour);
        kept.push(offered && !earlier);
    }
    for (seat, kept) in seats.iter_mut().zip(&kept) {
        if !kept {
            seat.colour.clear();
        }
    }
    for i in 0..seats.len() {
        if seats[i].colour.is_empty() {
            seats[i].colour = free_colour(seats, i, palette);
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `players` seats with the default names and colours, the seats in
    /// `humans` human and the others bots (a new table has `&[0]`).
    pub(crate) fn seats(players: usize, humans: &[usize]) -> Vec<Seat> {
        let mut seats = Vec::new();
        resize(&mut seats, players);
        for (i, seat) in seats.iter_mut().enumerate() {
            seat.controller = if humans.contains(&i) {
                Controller::Human
            } else {
                Controller::Bot
            };
        }
        seats
    }

    #[test]
    fn a_new_table_is_one_human_against_bots() {
        let mut seats = Vec::new();
        resize(&mut seats, 4);
        let humans = seats.iter().filter(|s| s.is_human()).count();
        assert_eq!((seats.len(), humans), (4, 1));
    }

    /// The contrast of a seat's letter on the seat colour `css` (WCAG).
    pub(crate) fn letter_contrast(css: &str) -> f64 {
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
        let (a, b) = (lum(css), if ink_on(css) == "#000" { 0.0 } else { 1.0 });
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Access: a seat's letter must read on its colour (4.5:1). Each game's
    /// own colours: `games::tests`.
    #[test]
    fn seat_letters_read_on_every_seat_colour() {
        for c in &COLOURS {
            let ratio = letter_contrast(c.css);
            assert!(ratio >= 4.5, "{}: {ratio}", c.css);
        }
        assert_eq!(letter("anna", 0), "A");
        assert_eq!(letter(" ", 2), "3");
    }

    pub(crate) fn colours(seats: &[Seat]) -> Vec<&str> {
        seats.iter().map(|s| s.colour.as_str()).collect()
    }

    /// Every game starts from the same letter: the first letter or digit
    /// of the name in capitals, else the seat's number. (China's map then
    /// numbers the seats whose names share an initial.)
    #[test]
    fn a_seat_letter_is_the_names_first_letter_in_capitals() {
        assert_eq!(letter("anna", 0), "A");
        assert_eq!(letter("émile", 1), "É");
        assert_eq!(letter("(bot) ben", 2), "B");
        assert_eq!(letter("2nd", 3), "2");
        assert_eq!(letter("", 3), "4");
        assert_eq!(letter("?!", 0), "1");
        assert_eq!(initial("?!"), None);
    }

    /// Two seats never share a colour: taking another seat's colour swaps.
    #[test]
    fn picking_a_taken_colour_swaps_it() {
        let mut seats = Vec::new();
        resize(&mut seats, 3);
        pick_colour(&mut seats, 0, COLOURS[2].css);
        assert_eq!(
            colours(&seats),
            [COLOURS[2].css, COLOURS[1].css, COLOURS[0].css]
        );
        pick_colour(&mut seats, 1, COLOURS[4].css);
        assert_eq!(
            colours(&seats),
            [COLOURS[2].css, COLOURS[4].css, COLOURS[0].css]
        );
        // A new seat gets a colour nobody has.
        resize(&mut seats, 5);
        let mut all = colours(&seats);
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 5);
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
