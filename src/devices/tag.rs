//! The tag a join code carries besides the connection: which game, which
//! seat, which table, so a guest knows what to draw before the first
//! message and can ask for the same seat again after a reload.

use serde::{Deserialize, Serialize};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
