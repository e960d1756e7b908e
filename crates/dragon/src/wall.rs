//! Expansion I, the Great Wall: each player's six wall tiles and their bonuses.

use serde::{Deserialize, Serialize};

/// The bonus printed on a wall tile; each player has one tile of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum WallBonus {
    Rice,
    Rocket,
    Floor,
    Yuan,
    Steps,
    Points,
}

impl WallBonus {
    pub const ALL: [WallBonus; 6] = [
        WallBonus::Rice,
        WallBonus::Rocket,
        WallBonus::Floor,
        WallBonus::Yuan,
        WallBonus::Steps,
        WallBonus::Points,
    ];
}

/// The wall is complete at 12 sections, one under each month.
pub const WALL_SECTIONS: u8 = 12;

/// The wall tiles a player has not yet built; serialized as their list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "Vec<WallBonus>", from = "Vec<WallBonus>")]
pub struct WallTiles(u8);

impl WallTiles {
    pub fn all() -> WallTiles {
        WallTiles((1 << 6) - 1)
    }

    pub fn none() -> WallTiles {
        WallTiles(0)
    }

    pub fn contains(self, bonus: WallBonus) -> bool {
        self.0 & (1 << bonus as u8) != 0
    }

    pub fn iter(self) -> impl Iterator<Item = WallBonus> {
        WallBonus::ALL
            .into_iter()
            .filter(move |&b| self.contains(b))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub(crate) fn remove(&mut self, bonus: WallBonus) {
        self.0 &= !(1 << bonus as u8);
    }
}

impl From<WallTiles> for Vec<WallBonus> {
    fn from(tiles: WallTiles) -> Vec<WallBonus> {
        tiles.iter().collect()
    }
}

impl From<Vec<WallBonus>> for WallTiles {
    fn from(bonuses: Vec<WallBonus>) -> WallTiles {
        let mut tiles = WallTiles::none();
        for b in bonuses {
            tiles.0 |= 1 << b as u8;
        }
        tiles
    }
}
