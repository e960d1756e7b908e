//! Province cards. A card's only property is its colour (C-1.3), so every
//! pile of cards (hand, display, discard pile) is a count per colour; only
//! the draw pile has an order.

use serde::{Deserialize, Serialize};

/// The five card colours, in the order of the spec's table C-1.3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Purple,
    Red,
    Green,
    Orange,
    Yellow,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Purple,
        Colour::Red,
        Colour::Green,
        Colour::Orange,
        Colour::Yellow,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// "purple", "red", …
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
        }
    }

    /// Cards of this colour in the full 57-card deck.
    pub const fn cards_in_full_deck(self) -> u8 {
        match self {
            Colour::Purple => 10,
            Colour::Red => 13,
            Colour::Green => 12,
            Colour::Orange => 11,
            Colour::Yellow => 11,
        }
    }

    pub fn parse(text: &str) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(text.trim()))
    }
}

/// A multiset of cards: how many of each colour. Serialized as an object
/// `{"purple": n, "red": n, "green": n, "orange": n, "yellow": n}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "CardsRepr", into = "CardsRepr")]
pub struct Cards(pub [u8; 5]);

impl Cards {
    pub const EMPTY: Cards = Cards([0; 5]);

    /// The deck for `players` seats (C-3.5): the 57 cards minus 1 per colour
    /// with 4 players and 2 per colour with 3.
    pub fn deck(players: u8) -> Cards {
        let removed = 5u8.saturating_sub(players);
        Cards(Colour::ALL.map(|c| c.cards_in_full_deck() - removed))
    }

    pub fn of(&self, colour: Colour) -> u8 {
        self.0[colour.index()]
    }

    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn is_empty(&self) -> bool {
        self.total() == 0
    }

    pub fn add(&mut self, colour: Colour, n: u8) {
        self.0[colour.index()] += n;
    }

    /// Removes `n` cards of `colour`; the caller has checked there are enough.
    pub fn remove(&mut self, colour: Colour, n: u8) {
        self.0[colour.index()] -= n;
    }

    /// Removes up to `n` cards of `colour` (a lower bound that shrinks).
    pub fn remove_up_to(&mut self, colour: Colour, n: u8) {
        let slot = &mut self.0[colour.index()];
        *slot = slot.saturating_sub(n);
    }

    /// The colours present, each once, in colour order.
    pub fn colours(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL.into_iter().filter(|&c| self.of(c) > 0)
    }

    /// Every card, one item each, in colour order (the canonical order).
    pub fn each(&self) -> impl Iterator<Item = Colour> + '_ {
        Colour::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, self.of(c) as usize))
    }

    /// Whether every card of `other` is also in `self`.
    pub fn contains(&self, other: &Cards) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// `self - other`, each colour at least 0.
    pub fn minus(&self, other: &Cards) -> Cards {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a = a.saturating_sub(*b);
        }
        out
    }

    pub fn plus(&self, other: &Cards) -> Cards {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a += *b;
        }
        out
    }

    pub fn from_colours(colours: impl IntoIterator<Item = Colour>) -> Cards {
        let mut out = Cards::EMPTY;
        for c in colours {
            out.add(c, 1);
        }
        out
    }
}

#[derive(Clone, Copy, Serialize, Deserialize)]
struct CardsRepr {
    purple: u8,
    red: u8,
    green: u8,
    orange: u8,
    yellow: u8,
}

impl From<CardsRepr> for Cards {
    fn from(r: CardsRepr) -> Cards {
        Cards([r.purple, r.red, r.green, r.orange, r.yellow])
    }
}

impl From<Cards> for CardsRepr {
    fn from(c: Cards) -> CardsRepr {
        let [purple, red, green, orange, yellow] = c.0;
        CardsRepr {
            purple,
            red,
            green,
            orange,
            yellow,
        }
    }
}
