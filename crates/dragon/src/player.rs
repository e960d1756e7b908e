//! One player's holdings: palaces with their persons, goods, privileges,
//! person cards, wall tiles, and both track positions.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::hand::Hand;
use crate::palace::Palace;
use crate::person::{Kind, Person};
use crate::wall::WallTiles;

/// Palaces are stored inline up to this many; more spill to the heap (rare).
pub type Palaces = SmallVec<[Palace; 10]>;

/// Where victory points came from, for the end-of-game breakdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VpSource {
    /// Monthly scoring: 1 per palace.
    Palaces,
    /// Monthly scoring: 1 per court lady (and the charter).
    CourtLadies,
    /// Monthly scoring: 1 per dragon on privileges.
    Privileges,
    /// Research action (and the charter for scholars).
    Research,
    DragonFestival,
    MongolInvasion,
    /// Wall tiles with the 3 VP bonus and successful wall checks.
    GreatWall,
    /// Lantern festival (2 VP per person).
    LanternFestival,
    /// Monk scoring: at the end, and by the Buddha super event or the charter.
    Monks,
    /// Final scoring: 2 VP per person.
    Persons,
    /// Final scoring: 1 VP per 3 yuan after selling rice and rockets.
    Money,
}

impl VpSource {
    pub const ALL: [VpSource; 11] = [
        VpSource::Palaces,
        VpSource::CourtLadies,
        VpSource::Privileges,
        VpSource::Research,
        VpSource::DragonFestival,
        VpSource::MongolInvasion,
        VpSource::GreatWall,
        VpSource::LanternFestival,
        VpSource::Monks,
        VpSource::Persons,
        VpSource::Money,
    ];
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub palaces: Palaces,
    pub yuan: u16,
    pub rice: u16,
    pub rockets: u16,
    pub small_privileges: u8,
    pub large_privileges: u8,
    pub hand: Hand,
    /// Wall tiles not yet built (all six with the Great Wall, else none).
    pub wall_tiles: WallTiles,
    /// Sections of the wall this player built.
    pub wall_sections: u8,
    /// Victory points (outer track).
    pub vp: u16,
    /// VP split by where they came from; sums to `vp`.
    pub vp_by_source: [u16; 11],
    /// Position on the person track (inner track), which decides turn order.
    pub track: u16,
    /// When the disc last arrived; on a shared space the latest arrival is on top.
    pub track_arrival: u32,
}

impl Player {
    pub(crate) fn new(great_wall: bool) -> Player {
        Player {
            palaces: [Palace::new(2), Palace::new(2)].into_iter().collect(),
            yuan: 6,
            rice: 0,
            rockets: 0,
            small_privileges: 0,
            large_privileges: 0,
            hand: Hand::full(),
            wall_tiles: if great_wall {
                WallTiles::all()
            } else {
                WallTiles::none()
            },
            wall_sections: 0,
            vp: 0,
            vp_by_source: [0; 11],
            track: 0,
            track_arrival: 0,
        }
    }

    pub fn persons(&self) -> impl Iterator<Item = Person> + '_ {
        self.palaces.iter().flat_map(|p| p.persons())
    }

    pub fn person_count(&self) -> usize {
        self.palaces.iter().map(|p| p.len()).sum()
    }

    pub fn has_kind(&self, kind: Kind) -> bool {
        self.persons().any(|p| p.kind == kind)
    }

    /// Symbols on this player's persons of `kind` (hammers, coins, rice, ...).
    pub fn symbols(&self, kind: Kind) -> u16 {
        self.persons()
            .filter(|p| p.kind == kind)
            .map(|p| p.symbols() as u16)
            .sum()
    }

    /// Buddhas times the floors of their palace, summed over all monks.
    pub fn monk_points(&self) -> u16 {
        self.palaces
            .iter()
            .map(|palace| palace.floors as u16 * palace_buddhas(palace))
            .sum()
    }

    pub fn inhabited_palaces(&self) -> usize {
        self.palaces.iter().filter(|p| !p.is_empty()).count()
    }

    pub fn has_room(&self) -> bool {
        self.palaces.iter().any(|p| p.has_room())
    }

    pub fn total_floors(&self) -> u16 {
        self.palaces.iter().map(|p| p.floors as u16).sum()
    }

    /// Dragons on privileges: small 1, large 2.
    pub fn privilege_dragons(&self) -> u16 {
        self.small_privileges as u16 + 2 * self.large_privileges as u16
    }

    pub fn vp_from(&self, source: VpSource) -> u16 {
        self.vp_by_source[source as usize]
    }

    pub(crate) fn score(&mut self, source: VpSource, points: u16) {
        self.vp += points;
        self.vp_by_source[source as usize] += points;
    }
}

fn palace_buddhas(palace: &Palace) -> u16 {
    palace
        .persons()
        .filter(|p| p.kind == Kind::Monk)
        .map(|p| p.symbols() as u16)
        .sum()
}
