//! What the host and a guest send each other on their link, around the
//! rules' messages (`boardgame::table`): plain data, JSON on the wire,
//! tested natively. Only `devices` reads and writes it.

use boardgame::table::{GuestMessage, HostMessage, MAX_MESSAGE, Seated};
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
/// entries it holds (`since`: the host takes it from the first hello of a
/// connection only, and then sends only what is new).
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

/// Reads a guest's message at the host: one over
/// [`MAX_MESSAGE`](boardgame::table::MAX_MESSAGE) bytes is `None` unread.
pub fn read_from_guest<G: Seated>(text: &str) -> Option<ToHost<G>> {
    (text.len() <= MAX_MESSAGE).then(|| read(text)).flatten()
}

pub fn write<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Seat;

    #[test]
    fn messages_round_trip_and_bad_text_is_refused() {
        let seats: Vec<Seat> = (0..3).map(Seat::default_for).collect();
        let options = china::Options::new(3);
        let game = <china::GameState as boardgame::Game>::new(&options, 5).unwrap();
        let mut host = boardgame::table::Host::<china::GameState>::new(3, "b");
        let to_guest = ToGuest {
            seats,
            message: host.view(&game, 1),
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
            Some(hello.clone())
        );
        for bad in ["", "{", "null", "{\"since\":1}", "[1,2]"] {
            assert_eq!(read::<ToHost<china::GameState>>(bad), None);
            assert_eq!(read::<ToGuest<china::GameState>>(bad), None);
        }
        // A message over the limit is not read, however well formed.
        let long = ToHost::<china::GameState> {
            since: 0,
            message: GuestMessage::Hello {
                build: "b".repeat(MAX_MESSAGE),
            },
        };
        assert_eq!(
            read::<ToHost<china::GameState>>(&write(&long)),
            Some(long.clone())
        );
        assert_eq!(read_from_guest::<china::GameState>(&write(&long)), None);
        assert_eq!(
            read_from_guest::<china::GameState>(&write(&hello)),
            Some(hello)
        );
    }
}
