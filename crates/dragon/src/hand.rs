//! A player's person cards: one of each of the nine types and two wild cards.

use serde::{Deserialize, Serialize};

use crate::person::Kind;

/// A person card: a specific type, or the wild "?" card (any type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum HandCard {
    Person(Kind),
    Wild,
}

impl HandCard {
    /// Whether a tile of `kind` may be taken with this card.
    pub fn allows(self, kind: Kind) -> bool {
        match self {
            HandCard::Person(k) => k == kind,
            HandCard::Wild => true,
        }
    }
}

/// Serialized as the list of cards, e.g. `[{"Person":"Monk"},"Wild","Wild"]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<HandCard>", from = "Vec<HandCard>")]
pub struct Hand {
    /// Bit i set: the card of `Kind::ALL[i]` is still in hand.
    kinds: u16,
    wild: u8,
}

impl Hand {
    pub fn full() -> Hand {
        Hand {
            kinds: (1 << 9) - 1,
            wild: 2,
        }
    }

    pub fn len(&self) -> usize {
        self.kinds.count_ones() as usize + self.wild as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn contains(&self, card: HandCard) -> bool {
        match card {
            HandCard::Person(kind) => self.kinds & (1 << kind.index()) != 0,
            HandCard::Wild => self.wild > 0,
        }
    }

    /// Distinct cards in hand (the two wild cards once).
    pub fn cards(&self) -> impl Iterator<Item = HandCard> + '_ {
        Kind::ALL
            .into_iter()
            .map(HandCard::Person)
            .chain(std::iter::once(HandCard::Wild))
            .filter(|&c| self.contains(c))
    }

    pub fn wild_count(&self) -> u8 {
        self.wild
    }

    pub(crate) fn remove(&mut self, card: HandCard) {
        debug_assert!(self.contains(card));
        match card {
            HandCard::Person(kind) => self.kinds &= !(1 << kind.index()),
            HandCard::Wild => self.wild -= 1,
        }
    }
}

impl From<Hand> for Vec<HandCard> {
    fn from(hand: Hand) -> Vec<HandCard> {
        let mut cards: Vec<HandCard> = hand.cards().collect();
        if hand.wild > 1 {
            cards.push(HandCard::Wild);
        }
        cards
    }
}

impl From<Vec<HandCard>> for Hand {
    fn from(cards: Vec<HandCard>) -> Hand {
        let mut hand = Hand { kinds: 0, wild: 0 };
        for card in cards {
            match card {
                HandCard::Person(kind) => hand.kinds |= 1 << kind.index(),
                HandCard::Wild => hand.wild = (hand.wild + 1).min(2),
            }
        }
        hand
    }
}
