//! Pieces (*speelstenen*, D-1.2): five kinds, 17 per colour, face down on the
//! board showing only their owner's colour.

use serde::{Deserialize, Serialize};

/// The kind of a piece (codes of the spec: `C`, `M`, `F`, `P`, `H`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// `C`: Chinese warrior.
    Chinese,
    /// `M`: Mongol rider.
    Mongol,
    /// `F`: farmer.
    Farmer,
    /// `P`: plague.
    Plague,
    /// `H`: healing herb.
    Herb,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::Chinese,
        Kind::Mongol,
        Kind::Farmer,
        Kind::Plague,
        Kind::Herb,
    ];

    /// How many of this kind each colour has (D-1.2).
    pub const fn per_colour(self) -> u8 {
        match self {
            Kind::Chinese | Kind::Mongol | Kind::Farmer => 5,
            Kind::Plague | Kind::Herb => 1,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The spec's one-letter code.
    pub const fn code(self) -> char {
        match self {
            Kind::Chinese => 'C',
            Kind::Mongol => 'M',
            Kind::Farmer => 'F',
            Kind::Plague => 'P',
            Kind::Herb => 'H',
        }
    }

    pub fn from_code(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.code() == c.to_ascii_uppercase())
    }
}

/// Pieces per colour (D-1.2).
pub const PIECES_PER_COLOUR: u8 = 17;

/// All 17 pieces of one colour, in canonical (sorted) order.
pub fn full_set() -> Vec<Kind> {
    Kind::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, k.per_colour() as usize))
        .collect()
}

/// Counts of pieces by kind (a player's active supply, his lost pieces):
/// a set, so its representation carries no order that could leak anything.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Kinds(pub [u8; 5]);

impl Kinds {
    pub fn total(&self) -> u8 {
        self.0.iter().sum()
    }

    pub fn get(&self, kind: Kind) -> u8 {
        self.0[kind.index()]
    }

    pub fn add(&mut self, kind: Kind) {
        self.0[kind.index()] += 1;
    }

    pub fn take(&mut self, kind: Kind) -> bool {
        let n = &mut self.0[kind.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// The kinds present, each once, in canonical order.
    pub fn distinct(&self) -> impl Iterator<Item = Kind> + '_ {
        Kind::ALL.into_iter().filter(|k| self.get(*k) > 0)
    }

    /// Every piece, in canonical order.
    pub fn iter(&self) -> impl Iterator<Item = Kind> + '_ {
        Kind::ALL
            .into_iter()
            .flat_map(|k| std::iter::repeat_n(k, self.get(k) as usize))
    }
}

/// A piece on the board: its owner, its kind, and which seats have seen its
/// kind (bit `s` for seat `s`). Who has seen a piece is public (it follows
/// from public moves); what they saw is not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    pub owner: u8,
    pub kind: Kind,
    pub seen: u8,
}

impl Piece {
    pub fn seen_by(&self, seat: usize) -> bool {
        self.seen & (1 << seat) != 0
    }
}
