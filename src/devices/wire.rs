//! A table of devices (issue 36), the app's plain data: what the host and a
//! guest send each other around the rules' messages
//! (`boardgame::table`), the tag a join code carries, what a guest keeps to
//! join its seat again, and each guest seat's state at the host. Tested
//! natively; the links and screens sit above (`hosting`, `ui::table`).

use boardgame::table::{GuestMessage, HostMessage, Seated};
use serde::{Deserialize, Serialize};

use crate::seats::Seat;

/// What the host sends a guest: the table's seats (names, colours, who
/// plays each: public) beside the rules' message, so the guest's screen
/// names everyone and shows a seat handed to a bot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct ToGuest<G: Seated> {
    pub seats: Vec<Seat>,
    pub message: HostMessage<G>,
}

/// What a guest sends the host: the rules' message, and how many log
/// entries it holds (the host's answer sends the rest: `since`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct ToHost<G: Seated> {
    pub since: usize,
    pub message: GuestMessage<G>,
}

/// Reads a message of the other side; anything else (another game's, a
/// garbled one) is `None`, never a crash.
pub fn read<T: serde::de::DeserializeOwned>(text: &str) -> Option<T> {
    serde_json::from_str(text).ok()
}

pub fn write<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// What a join code carries besides the connection (at most 16 of
/// `[A-Za-z0-9-]`, `net::Link::host`): the game (its place in the app's
/// list), the guest's seat and the table (the host's saved game), so a
/// guest knows which screen to draw before the first message and can ask
/// for the same seat again after a reload.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tag {
    pub game: usize,
    pub seat: usize,
    /// The table's short name (from the host's save id).
    pub table: String,
}

impl Tag {
    /// The tag of `seat` at the table saved as `id`.
    pub fn new(game: usize, seat: usize, id: &str) -> Tag {
        // The save id ends in its time and a random part: the tail is what
        // tells two tables apart.
        let clean: String = id.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        let table = clean[clean.len().saturating_sub(12)..].to_string();
        Tag { game, seat, table }
    }

    /// `<game><seat>-<table>`: 2 + 1 + at most 12 characters.
    pub fn text(&self) -> String {
        format!("{}{}-{}", self.game % 10, self.seat % 10, self.table)
    }

    pub fn parse(text: &str) -> Option<Tag> {
        let (head, table) = text.split_once('-')?;
        let mut digits = head.chars().map(|c| c.to_digit(10));
        let (Some(Some(game)), Some(Some(seat)), None) =
            (digits.next(), digits.next(), digits.next())
        else {
            return None;
        };
        let ok = !table.is_empty()
            && table.len() <= 12
            && table.chars().all(|c| c.is_ascii_alphanumeric());
        ok.then(|| Tag {
            game: game as usize,
            seat: seat as usize,
            table: table.to_string(),
        })
    }
}

/// Where a guest keeps its seat, so a reload offers "Join again".
pub const GUEST_KEY: &str = "boardgames/table/guest";

/// What a guest keeps of its table: the tag, and the seats as last heard
/// (to name the host's seat it asks to rejoin).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Kept {
    pub tag: Tag,
    pub seats: Vec<Seat>,
}

/// Where the turn notice setting is kept.
pub const NOTICE_KEY: &str = "boardgames/settings/turn-notice";

/// A guest seat as the host's table screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeatLink {
    /// No join code yet (being made).
    Making,
    /// The join code is out; waiting for the guest's reply code.
    Waiting { join: String },
    /// The reply code is in; the channel is opening.
    Opening { join: String },
    /// The guest is connected (and said hello).
    Connected,
    /// The guest was connected and is gone: a new code pair brings it back.
    Away,
    /// The connection could not be made (the reason, for the player).
    Failed { why: String },
}

impl SeatLink {
    pub fn is_connected(&self) -> bool {
        *self == SeatLink::Connected
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Seat;

    #[test]
    fn a_tag_reads_back_and_fits_in_sixteen_characters() {
        let tag = Tag::new(1, 2, "china-18c1d2e3f40-a1b2");
        let text = tag.text();
        assert!(text.len() <= 16, "{text}");
        assert!(text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
        assert_eq!(Tag::parse(&text), Some(tag.clone()));
        assert_eq!(tag.table, "18c1d2e3f40a1b2"[3..]);
        for bad in [
            "",
            "1",
            "12",
            "123-x",
            "a1-x",
            "12-",
            "12-x_y",
            "12-abcdefghijklm",
        ] {
            assert_eq!(Tag::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn messages_round_trip_and_bad_text_is_refused() {
        let seats: Vec<Seat> = (0..3).map(Seat::default_for).collect();
        let host = boardgame::table::Host::<china::GameState>::new(china::Options::new(3), 5, "b")
            .unwrap();
        let to_guest = ToGuest {
            seats,
            message: host.view(1, 0),
        };
        let text = write(&to_guest);
        assert_eq!(read::<ToGuest<china::GameState>>(&text), Some(to_guest));
        // The host's secrets are in no message: no record, no seed, no RNG.
        for word in ["record", "seed", "rng"] {
            assert!(!text.contains(&format!("\"{word}\"")), "{word} in {text}");
        }
        let hello = ToHost::<china::GameState> {
            since: 4,
            message: GuestMessage::Hello { build: "b".into() },
        };
        assert_eq!(
            read::<ToHost<china::GameState>>(&write(&hello)),
            Some(hello)
        );
        for bad in ["", "{", "null", "{\"since\":1}", "[1,2]"] {
            assert_eq!(read::<ToHost<china::GameState>>(bad), None);
            assert_eq!(read::<ToGuest<china::GameState>>(bad), None);
        }
    }

    /// "Play on several devices": every human seat but the first is a
    /// guest's; the host's screen decides only for its own seat, shows a
    /// guest's turn as the guest's, and its bots play only bot seats.
    #[test]
    fn the_host_decides_only_for_its_own_seats() {
        let mut seats: Vec<Seat> = (0..4).map(Seat::default_for).collect();
        for seat in &mut seats[..3] {
            seat.controller = crate::seats::Controller::Human;
        }
        let mut board_only = seats.clone();
        crate::seats::seat_guests(&mut board_only, false);
        assert_eq!(
            board_only.iter().map(|s| s.guest).collect::<Vec<_>>(),
            [true, true, true, false]
        );
        crate::seats::seat_guests(&mut seats, true);
        assert_eq!(
            seats.iter().map(|s| s.guest).collect::<Vec<_>>(),
            [false, true, true, false]
        );
        let mut game =
            crate::session::tests::start::<china::GameState>(seats, china::Options::new(4), 3);
        let mut checked = [0; 3];
        for _ in 0..200 {
            let Some(to_move) = boardgame::Game::to_move(&game.state) else {
                break;
            };
            let (local, guest, bot) = (
                game.human_to_move(),
                game.guest_to_move(),
                game.bot_to_move(),
            );
            match to_move {
                0 => assert_eq!((local, guest, bot), (Some(0), None, None)),
                1 | 2 => assert_eq!((local, guest, bot), (None, Some(to_move), None)),
                _ => assert_eq!((local, guest, bot), (None, None, Some(3))),
            }
            checked[to_move.min(2)] += 1;
            crate::session::tests::play_random(&mut game, 1, to_move as u64);
        }
        assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
        // A guest's seat handed to a bot is the host's bots' to play.
        game.seats[1].controller = crate::seats::Controller::Bot;
        assert!(!game.seats[1].is_local_human());
    }
}
