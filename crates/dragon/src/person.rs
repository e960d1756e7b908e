//! Person tiles: the nine types, young and old, what they are worth on the
//! person track and which symbols they show.

use serde::{Deserialize, Serialize};

/// The nine person types. Craftsman, court lady and tax collector come in a
/// single kind only; the other six come young and old.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Craftsman,
    CourtLady,
    TaxCollector,
    Pyrotechnist,
    Warrior,
    Monk,
    Healer,
    Farmer,
    Scholar,
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::Craftsman,
        Kind::CourtLady,
        Kind::TaxCollector,
        Kind::Pyrotechnist,
        Kind::Warrior,
        Kind::Monk,
        Kind::Healer,
        Kind::Farmer,
        Kind::Scholar,
    ];

    /// Index into per-type arrays (the order of [`Kind::ALL`]).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Single-kind types have no old tiles; rules that say "young" include them.
    pub const fn is_single(self) -> bool {
        matches!(self, Kind::Craftsman | Kind::CourtLady | Kind::TaxCollector)
    }

    pub const fn name(self) -> &'static str {
        match self {
            Kind::Craftsman => "craftsman",
            Kind::CourtLady => "court lady",
            Kind::TaxCollector => "tax collector",
            Kind::Pyrotechnist => "pyrotechnist",
            Kind::Warrior => "warrior",
            Kind::Monk => "monk",
            Kind::Healer => "healer",
            Kind::Farmer => "farmer",
            Kind::Scholar => "scholar",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Age {
    Young,
    Old,
}

/// One person tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Person {
    pub kind: Kind,
    pub age: Age,
}

impl Person {
    pub const fn young(kind: Kind) -> Person {
        Person {
            kind,
            age: Age::Young,
        }
    }

    pub const fn old(kind: Kind) -> Person {
        Person {
            kind,
            age: Age::Old,
        }
    }

    /// Steps on the person track when this tile is placed.
    pub const fn value(self) -> u8 {
        self.by_age(match self.kind {
            Kind::Craftsman => (2, 2),
            Kind::CourtLady => (1, 1),
            Kind::TaxCollector => (3, 3),
            Kind::Pyrotechnist | Kind::Warrior => (5, 3),
            Kind::Monk => (6, 2),
            Kind::Healer | Kind::Farmer => (4, 1),
            Kind::Scholar => (4, 2),
        })
    }

    /// Symbols on the tile: hammers, fans, coins, rockets, helmets, buddhas,
    /// mortars, rice or books depending on the type.
    pub const fn symbols(self) -> u8 {
        self.by_age(match self.kind {
            Kind::Craftsman | Kind::CourtLady => (1, 1),
            Kind::TaxCollector => (3, 3),
            Kind::Scholar => (2, 3),
            _ => (1, 2),
        })
    }

    /// The young tile's figure or the old one's, of a `(young, old)` pair.
    const fn by_age(self, (young, old): (u8, u8)) -> u8 {
        match self.age {
            Age::Young => young,
            Age::Old => old,
        }
    }

    /// "young monk", "old farmer", "craftsman".
    pub fn describe(self) -> String {
        if self.kind.is_single() {
            self.kind.name().to_string()
        } else {
            let age = match self.age {
                Age::Young => "young",
                Age::Old => "old",
            };
            format!("{age} {}", self.kind.name())
        }
    }

    /// Every distinct tile (15: 3 single kinds + 6 young + 6 old).
    pub fn all() -> impl Iterator<Item = Person> {
        Kind::ALL.into_iter().flat_map(|kind| {
            let old = (!kind.is_single()).then_some(Person::old(kind));
            std::iter::once(Person::young(kind)).chain(old)
        })
    }
}

/// The person tiles still available, young and old per type.
/// Person tiles are the only limited material in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub young: [u8; 9],
    pub old: [u8; 9],
}

impl Supply {
    /// 2P tiles of each type: split types P+1 young and P-1 old, single types 2P.
    pub fn for_players(players: u8) -> Supply {
        let mut supply = Supply {
            young: [0; 9],
            old: [0; 9],
        };
        for kind in Kind::ALL {
            if kind.is_single() {
                supply.young[kind.index()] = 2 * players;
            } else {
                supply.young[kind.index()] = players + 1;
                supply.old[kind.index()] = players - 1;
            }
        }
        supply
    }

    pub fn count(&self, person: Person) -> u8 {
        match person.age {
            Age::Young => self.young[person.kind.index()],
            Age::Old => self.old[person.kind.index()],
        }
    }

    pub fn has(&self, person: Person) -> bool {
        self.count(person) > 0
    }

    /// Whether any tile of this type is left.
    pub fn has_kind(&self, kind: Kind) -> bool {
        self.young[kind.index()] + self.old[kind.index()] > 0
    }

    pub fn total(&self) -> u32 {
        self.young
            .iter()
            .chain(self.old.iter())
            .map(|&n| n as u32)
            .sum()
    }

    pub(crate) fn take(&mut self, person: Person) {
        match person.age {
            Age::Young => self.young[person.kind.index()] -= 1,
            Age::Old => self.old[person.kind.index()] -= 1,
        }
    }

    pub(crate) fn put_back(&mut self, person: Person) {
        match person.age {
            Age::Young => self.young[person.kind.index()] += 1,
            Age::Old => self.old[person.kind.index()] += 1,
        }
    }
}
