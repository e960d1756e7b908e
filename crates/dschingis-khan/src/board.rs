//! The board (spec §2, our own design): villages, towers, slots and roads,
//! loaded once from `data/board.json` (the spec's §16, authoritative; built
//! into the crate as statics by `build.rs`, no JSON parsed at run time) into
//! index tables. Villages, towers and slots are small indices
//! ([`Village`], [`Tower`], [`Slot`]) that print and serialize as their
//! stable ids (`V24`, `T3-11`, `H3-06`), so traces and errors stay readable.

use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The board data, byte for byte the spec's JSON.
pub const BOARD_JSON: &str = include_str!("../data/board.json");

pub const VILLAGES: usize = 38;
pub const TOWERS: usize = 64;
pub const SLOTS: usize = 81;
pub const ROADS: usize = 91;
/// Every village, as a village set.
pub const ALL_VILLAGES: u64 = (1 << VILLAGES) - 1;
/// Wall pieces in the game (D-1.3).
pub const WALL_PIECES: u8 = 28;

/// One of the 38 villages (fields), `V01`…`V38` as `0..38`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Village(pub u8);

/// One of the 64 towers, in the JSON's order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tower(pub u8);

/// One of the 81 slots (wall lines), in the JSON's order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slot(pub u8);

/// The west or east edge of the board (the only edges with border towers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Edge {
    West,
    East,
}

#[derive(Clone, Debug)]
pub struct VillageInfo {
    pub id: String,
    pub row: u8,
    pub col: u8,
    /// Centre, in viewBox units.
    pub x: f32,
    pub y: f32,
    /// Field outline, clockwise.
    pub polygon: Vec<(f32, f32)>,
    /// Neighbours with the slot their road crosses (if any).
    pub neighbours: Vec<(Village, Option<Slot>)>,
    /// Slots on this village's border.
    pub slots: Vec<Slot>,
    /// The same slots as a bit set.
    pub slot_mask: u128,
}

#[derive(Clone, Debug)]
pub struct TowerInfo {
    pub id: String,
    pub x: f32,
    pub y: f32,
    pub edge: Option<Edge>,
    pub red: bool,
    pub slots: Vec<Slot>,
}

#[derive(Clone, Debug)]
pub struct SlotInfo {
    pub id: String,
    pub towers: [Tower; 2],
    /// North-or-west village first.
    pub villages: [Village; 2],
    pub vertical: bool,
    pub initial_wall: bool,
}

#[derive(Clone, Debug)]
pub struct RoadInfo {
    pub villages: [Village; 2],
    pub slot: Option<Slot>,
}

/// The whole board as index tables.
#[derive(Clone, Debug)]
pub struct Board {
    pub villages: Vec<VillageInfo>,
    pub towers: Vec<TowerInfo>,
    pub slots: Vec<SlotInfo>,
    pub roads: Vec<RoadInfo>,
    pub red_towers: [Tower; 2],
    /// The start wall, west to east (D-2.6).
    pub start_wall: Vec<Slot>,
    pub view_box: [f32; 4],
    /// Villages of the top row (always Mongolia, D-2.7).
    pub top_row: u64,
    /// `road[a][b]`: [`NO_ROAD`], [`ROAD_WITHOUT_SLOT`] or the slot index.
    road: Vec<[u8; VILLAGES]>,
    by_id: HashMap<String, Id>,
    /// The same tables as fixed-size bit sets, for the rules' inner loops.
    pub(crate) masks: Masks,
}

/// The board as bit sets (derived from the lists above by `Board::load`):
/// what the rules' hot paths read instead of walking `Vec`s.
#[derive(Clone, Debug)]
pub(crate) struct Masks {
    /// Per tower: the slots that end at it.
    pub tower_slots: [u128; TOWERS],
    /// Per slot: its two towers as a tower set.
    pub slot_towers: [u64; SLOTS],
    /// Per slot: its two towers.
    pub slot_tower_pair: [[u8; 2]; SLOTS],
    /// Per slot: the slots sharing a tower with it (itself included).
    pub slot_adjacent: [u128; SLOTS],
    /// Per slot: its two villages as a village set.
    pub slot_villages: [u64; SLOTS],
    /// Per slot: its two villages.
    pub slot_village_pair: [[u8; 2]; SLOTS],
    /// Per village: the slots on its border.
    pub village_slots: [u128; VILLAGES],
    /// Per village: its neighbours across a road (any road).
    pub neighbours: [u64; VILLAGES],
}

impl Masks {
    fn new(
        villages: &[VillageInfo],
        towers: &[TowerInfo],
        slots: &[SlotInfo],
        road: &[[u8; VILLAGES]],
    ) -> Masks {
        let mut m = Masks {
            tower_slots: [0; TOWERS],
            slot_towers: [0; SLOTS],
            slot_tower_pair: [[0; 2]; SLOTS],
            slot_adjacent: [0; SLOTS],
            slot_villages: [0; SLOTS],
            slot_village_pair: [[0; 2]; SLOTS],
            village_slots: [0; VILLAGES],
            neighbours: [0; VILLAGES],
        };
        for (t, info) in towers.iter().enumerate() {
            m.tower_slots[t] = info.slots.iter().fold(0, |acc, s| acc | s.bit());
        }
        for (s, info) in slots.iter().enumerate() {
            let [a, b] = info.towers;
            m.slot_towers[s] = 1 << a.0 | 1 << b.0;
            m.slot_tower_pair[s] = [a.0, b.0];
            m.slot_villages[s] = info.villages[0].bit() | info.villages[1].bit();
            m.slot_village_pair[s] = [info.villages[0].0, info.villages[1].0];
        }
        for s in 0..slots.len() {
            let [a, b] = m.slot_tower_pair[s];
            m.slot_adjacent[s] = m.tower_slots[a as usize] | m.tower_slots[b as usize];
        }
        for (v, info) in villages.iter().enumerate() {
            m.village_slots[v] = info.slot_mask;
            for &(n, _) in &info.neighbours {
                m.neighbours[v] |= n.bit();
            }
            // The rules read "the roads of `v` that a wall piece closes" as
            // the villages across the pieces on its border: each slot of a
            // village's border is crossed by its road to the other village.
            for s in slots_in(info.slot_mask) {
                let other = m.slot_villages[s.0 as usize] & !(1 << v);
                let n = other.trailing_zeros() as usize;
                assert!(
                    other.count_ones() == 1 && road[v][n] == s.0,
                    "board: slot {} is not the road of {} to its other village",
                    slots[s.0 as usize].id,
                    info.id
                );
            }
        }
        m
    }
}

/// Value of [`Board::road_slot`] tables for non-neighbours.
const NO_ROAD: u8 = 255;
const ROAD_WITHOUT_SLOT: u8 = 254;

#[derive(Clone, Copy, Debug)]
enum Id {
    Village(u8),
    Tower(u8),
    Slot(u8),
}

/// How two villages are connected (D-2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Road {
    None,
    /// A road that crosses no slot (inside rows 0 and 5).
    Free,
    /// A road crossing this slot.
    Across(Slot),
}

impl Board {
    pub fn road(&self, a: Village, b: Village) -> Road {
        match self.road[a.0 as usize][b.0 as usize] {
            NO_ROAD => Road::None,
            ROAD_WITHOUT_SLOT => Road::Free,
            s => Road::Across(Slot(s)),
        }
    }

    pub fn village(&self, v: Village) -> &VillageInfo {
        &self.villages[v.0 as usize]
    }

    pub fn tower(&self, t: Tower) -> &TowerInfo {
        &self.towers[t.0 as usize]
    }

    pub fn slot(&self, s: Slot) -> &SlotInfo {
        &self.slots[s.0 as usize]
    }

    /// The village on the other side of `slot` from `v` (if `v` borders it).
    pub fn across(&self, slot: Slot, v: Village) -> Option<Village> {
        let [a, b] = self.slot(slot).villages;
        if a == v {
            Some(b)
        } else if b == v {
            Some(a)
        } else {
            None
        }
    }

    fn load() -> Board {
        let raw = &RAW;
        let mut by_id = HashMap::new();
        for (i, v) in raw.villages.iter().enumerate() {
            by_id.insert(v.id.to_string(), Id::Village(i as u8));
        }
        for (i, t) in raw.towers.iter().enumerate() {
            by_id.insert(t.id.to_string(), Id::Tower(i as u8));
        }
        for (i, s) in raw.slots.iter().enumerate() {
            by_id.insert(s.id.to_string(), Id::Slot(i as u8));
        }
        let v = |id: &str| match by_id.get(id) {
            Some(Id::Village(i)) => Village(*i),
            _ => panic!("board: unknown village {id}"),
        };
        let t = |id: &str| match by_id.get(id) {
            Some(Id::Tower(i)) => Tower(*i),
            _ => panic!("board: unknown tower {id}"),
        };
        let s = |id: &str| match by_id.get(id) {
            Some(Id::Slot(i)) => Slot(*i),
            _ => panic!("board: unknown slot {id}"),
        };
        let roads: Vec<RoadInfo> = raw
            .roads
            .iter()
            .map(|r| RoadInfo {
                villages: [v(r.villages[0]), v(r.villages[1])],
                slot: r.slot.map(s),
            })
            .collect();
        let mut road = vec![[NO_ROAD; VILLAGES]; raw.villages.len()];
        for r in &roads {
            let code = r.slot.map_or(ROAD_WITHOUT_SLOT, |s| s.0);
            let [a, b] = r.villages;
            road[a.0 as usize][b.0 as usize] = code;
            road[b.0 as usize][a.0 as usize] = code;
        }
        let villages: Vec<VillageInfo> = raw
            .villages
            .iter()
            .map(|rv| {
                let me = v(rv.id);
                let slots: Vec<Slot> = rv.slots.iter().map(|x| s(x)).collect();
                VillageInfo {
                    id: rv.id.to_string(),
                    row: rv.row,
                    col: rv.col,
                    x: rv.x,
                    y: rv.y,
                    polygon: rv.polygon.iter().map(|p| (p[0], p[1])).collect(),
                    neighbours: rv
                        .neighbours
                        .iter()
                        .map(|n| {
                            let other = v(n);
                            let slot = match road[me.0 as usize][other.0 as usize] {
                                NO_ROAD => panic!("board: {} lists {} without a road", rv.id, n),
                                ROAD_WITHOUT_SLOT => None,
                                x => Some(Slot(x)),
                            };
                            (other, slot)
                        })
                        .collect(),
                    slot_mask: slots.iter().fold(0, |m, s| m | 1u128 << s.0),
                    slots,
                }
            })
            .collect();
        let towers: Vec<TowerInfo> = raw
            .towers
            .iter()
            .map(|rt| TowerInfo {
                id: rt.id.to_string(),
                x: rt.x,
                y: rt.y,
                edge: rt.edge,
                red: rt.red,
                slots: rt.slots.iter().map(|x| s(x)).collect(),
            })
            .collect();
        let slots: Vec<SlotInfo> = raw
            .slots
            .iter()
            .map(|rs| SlotInfo {
                id: rs.id.to_string(),
                towers: [t(rs.towers[0]), t(rs.towers[1])],
                villages: [v(rs.villages[0]), v(rs.villages[1])],
                vertical: rs.orientation == "vertical",
                initial_wall: rs.initial_wall,
            })
            .collect();
        let masks = Masks::new(&villages, &towers, &slots, &road);
        let top_row = villages
            .iter()
            .enumerate()
            .filter(|(_, info)| info.row == 0)
            .fold(0u64, |m, (i, _)| m | 1 << i);
        Board {
            red_towers: [t(raw.red_towers[0]), t(raw.red_towers[1])],
            start_wall: raw.great_wall_start.iter().map(|x| s(x)).collect(),
            view_box: raw.view_box,
            top_row,
            villages,
            towers,
            slots,
            roads,
            road,
            by_id,
            masks,
        }
    }
}

static BOARD: LazyLock<Board> = LazyLock::new(Board::load);

/// The board (loaded on first use).
pub fn board() -> &'static Board {
    &BOARD
}

// The board's records as in the JSON, written as statics by `build.rs`.
include!(concat!(env!("OUT_DIR"), "/board_data.rs"));

struct RawBoard {
    view_box: [f32; 4],
    red_towers: [&'static str; 2],
    great_wall_start: &'static [&'static str],
    villages: &'static [RawVillage],
    towers: &'static [RawTower],
    slots: &'static [RawSlot],
    roads: &'static [RawRoad],
}

struct RawVillage {
    id: &'static str,
    row: u8,
    col: u8,
    x: f32,
    y: f32,
    neighbours: &'static [&'static str],
    slots: &'static [&'static str],
    polygon: &'static [[f32; 2]],
}

struct RawTower {
    id: &'static str,
    x: f32,
    y: f32,
    edge: Option<Edge>,
    red: bool,
    slots: &'static [&'static str],
}

struct RawSlot {
    id: &'static str,
    towers: [&'static str; 2],
    villages: [&'static str; 2],
    orientation: &'static str,
    initial_wall: bool,
}

struct RawRoad {
    villages: [&'static str; 2],
    slot: Option<&'static str>,
}

macro_rules! named_index {
    ($ty:ident, $what:literal, $list:ident, $variant:ident) => {
        impl $ty {
            /// The stable id, as in the spec.
            pub fn id(self) -> &'static str {
                &board().$list[self.0 as usize].id
            }

            /// From a stable id (`None` if there is no such one).
            pub fn parse(id: &str) -> Option<$ty> {
                match board().by_id.get(id) {
                    Some(Id::$variant(i)) => Some($ty(*i)),
                    _ => None,
                }
            }

            /// From a stable id; panics on an unknown id (tests, constants).
            pub fn of(id: &str) -> $ty {
                $ty::parse(id).unwrap_or_else(|| panic!("no {} {id}", $what))
            }
        }

        impl fmt::Debug for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match board().$list.get(self.0 as usize) {
                    Some(info) => f.write_str(&info.id),
                    None => write!(f, "{}#{}", $what, self.0),
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(self, f)
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match board().$list.get(self.0 as usize) {
                    Some(info) => s.serialize_str(&info.id),
                    None => s.serialize_str(&format!("{}#{}", $what, self.0)),
                }
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let text = String::deserialize(d)?;
                $ty::parse(&text)
                    .ok_or_else(|| serde::de::Error::custom(format!("no {} {text:?}", $what)))
            }
        }
    };
}

named_index!(Village, "village", villages, Village);
named_index!(Tower, "tower", towers, Tower);
named_index!(Slot, "slot", slots, Slot);

impl Village {
    pub fn all() -> impl Iterator<Item = Village> {
        (0..VILLAGES as u8).map(Village)
    }

    pub fn bit(self) -> u64 {
        1 << self.0
    }
}

impl Slot {
    pub fn all() -> impl Iterator<Item = Slot> {
        (0..SLOTS as u8).map(Slot)
    }

    /// The two villages this slot separates (every slot borders exactly
    /// two), north-or-west first: where a wall piece on it stands.
    pub fn villages(self) -> [Village; 2] {
        board().slot(self).villages
    }

    pub fn bit(self) -> u128 {
        1 << self.0
    }
}

/// Iterates the set bits of a slot set, lowest first.
pub fn slots_in(mut mask: u128) -> impl Iterator<Item = Slot> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        Some(Slot(i as u8))
    })
}

/// Iterates the set bits of a village set, lowest first.
pub fn villages_in(mut mask: u64) -> impl Iterator<Item = Village> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros();
        mask &= mask - 1;
        Some(Village(i as u8))
    })
}

/// Serde for a slot set as a sorted list of slot ids.
pub(crate) mod slot_set {
    use super::*;

    pub fn serialize<S: Serializer>(mask: &u128, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(slots_in(*mask))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u128, D::Error> {
        let list = Vec::<Slot>::deserialize(d)?;
        Ok(list.iter().fold(0, |m, s| m | s.bit()))
    }
}

/// Serde for a village set as a sorted list of village ids.
pub(crate) mod village_set {
    use super::*;

    pub fn serialize<S: Serializer>(mask: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(villages_in(*mask))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        let list = Vec::<Village>::deserialize(d)?;
        Ok(list.iter().fold(0, |m, v| m | v.bit()))
    }
}
