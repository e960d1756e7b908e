//! The board: our own original two-sided map (spec §2, R-2 … R-7).
//!
//! The authoritative data is `data/china-board.json` (the spec's §17),
//! written into the crate as statics by `build.rs` (`BoardData`). The rules
//! use compact tables derived from it: sites are numbered 0…50 in the
//! JSON's order (the union of both sides) and sets of sites are `u64` bit
//! masks, so "sites of province X on side B" or "roads from this site" are
//! one lookup. The province ids, names, colours and the 15 alliances are
//! also constants here (the rules read them in hot loops); a test checks
//! they agree with the JSON.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::Colour;

/// The board data as shipped (spec §17); the tests read it, the rules and
/// the app read the statics `build.rs` writes from it.
pub const BOARD_JSON: &str = include_str!("../data/china-board.json");

pub const PROVINCES: usize = 9;
pub const ALLIANCES: usize = 15;
/// Site records (the union of both sides).
pub const SITE_RECORDS: usize = 51;

/// Board side (C-1.7, C-3.1): A for 3–4 players (43 sites), B for 4–5 (51).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn parse(text: &str) -> Option<Side> {
        match text.trim() {
            "a" | "A" => Some(Side::A),
            "b" | "B" => Some(Side::B),
            _ => None,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }
}

/// One of the 9 provinces, numbered in the JSON's order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Province(u8);

const PROVINCE_IDS: [&str; PROVINCES] =
    ["QIN", "ZHAO", "YAN", "WEI", "QI", "LU", "CHU", "HAN", "SHU"];
const PROVINCE_NAMES: [&str; PROVINCES] = [
    "Ch'in", "Zhao", "Yan", "Wei", "Qi", "Lu", "Chu", "Han", "Shu",
];
const PROVINCE_COLOURS: [Colour; PROVINCES] = [
    Colour::Yellow,
    Colour::Green,
    Colour::Orange,
    Colour::Red,
    Colour::Yellow,
    Colour::Green,
    Colour::Purple,
    Colour::Orange,
    Colour::Red,
];

impl Province {
    pub const QIN: Province = Province(0);
    pub const ZHAO: Province = Province(1);
    pub const YAN: Province = Province(2);
    pub const WEI: Province = Province(3);
    pub const QI: Province = Province(4);
    pub const LU: Province = Province(5);
    pub const CHU: Province = Province(6);
    pub const HAN: Province = Province(7);
    pub const SHU: Province = Province(8);

    pub const ALL: [Province; PROVINCES] = [
        Province(0),
        Province(1),
        Province(2),
        Province(3),
        Province(4),
        Province(5),
        Province(6),
        Province(7),
        Province(8),
    ];

    /// The province with this index (0…8), if any.
    pub fn from_index(index: usize) -> Option<Province> {
        (index < PROVINCES).then_some(Province(index as u8))
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Stable id: "QIN", "ZHAO", …
    pub const fn id(self) -> &'static str {
        PROVINCE_IDS[self.0 as usize]
    }

    /// Display name: "Ch'in", "Zhao", …
    pub const fn name(self) -> &'static str {
        PROVINCE_NAMES[self.0 as usize]
    }

    pub const fn colour(self) -> Colour {
        PROVINCE_COLOURS[self.0 as usize]
    }

    pub fn parse(id: &str) -> Option<Province> {
        PROVINCE_IDS
            .iter()
            .position(|&p| p == id)
            .map(|i| Province(i as u8))
    }

    /// Sites of this province on `side`.
    pub fn sites(self, side: Side) -> u64 {
        board().side(side).province_sites[self.index()]
    }
}

/// Serde for a board item as its stable id (`id()`, `parse`), as the
/// spec's board data names it.
macro_rules! serde_by_id {
    ($ty:ident, $what:literal) => {
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$ty, D::Error> {
                let id = String::deserialize(d)?;
                $ty::parse(&id).ok_or_else(|| {
                    serde::de::Error::custom(format!(concat!("unknown ", $what, " {:?}"), id))
                })
            }
        }
    };
}

impl fmt::Display for Province {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

serde_by_id!(Province, "province");

/// The alliances (C-2.4), alliance number n at index n − 1.
pub const ALLIANCE_PAIRS: [(Province, Province); ALLIANCES] = [
    (Province::QIN, Province::ZHAO),
    (Province::ZHAO, Province::WEI),
    (Province::WEI, Province::QIN),
    (Province::QIN, Province::SHU),
    (Province::QIN, Province::HAN),
    (Province::HAN, Province::SHU),
    (Province::WEI, Province::HAN),
    (Province::CHU, Province::HAN),
    (Province::WEI, Province::CHU),
    (Province::WEI, Province::YAN),
    (Province::WEI, Province::QI),
    (Province::YAN, Province::QI),
    (Province::QI, Province::CHU),
    (Province::QI, Province::LU),
    (Province::LU, Province::CHU),
];

/// A house site, numbered 0…50 in the JSON's order. Serialized as its id
/// ("WEI-3").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Site(u8);

impl Site {
    /// The site with this index (0…50), if any.
    pub fn from_index(index: usize) -> Option<Site> {
        (index < SITE_RECORDS).then_some(Site(index as u8))
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// "WEI-3".
    pub fn id(self) -> &'static str {
        board().data.sites[self.index()].id
    }

    pub fn province(self) -> Province {
        board().site_province[self.index()]
    }

    pub fn parse(id: &str) -> Option<Site> {
        board()
            .data
            .sites
            .iter()
            .position(|s| s.id == id)
            .map(|i| Site(i as u8))
    }

    /// Every site record, both sides.
    pub fn all() -> impl Iterator<Item = Site> {
        (0..SITE_RECORDS as u8).map(Site)
    }

    /// The sites in a mask, in index order.
    pub fn in_mask(mut mask: u64) -> impl Iterator<Item = Site> {
        std::iter::from_fn(move || {
            (mask != 0).then(|| {
                let i = mask.trailing_zeros();
                mask &= mask - 1;
                Site(i as u8)
            })
        })
    }
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

serde_by_id!(Site, "site");

/// A set of sites as a bit mask, serialized as a list of site ids.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SiteSet(pub u64);

impl SiteSet {
    pub fn contains(self, site: Site) -> bool {
        self.0 & site.bit() != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Site> {
        Site::in_mask(self.0)
    }
}

impl Serialize for SiteSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SiteSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<SiteSet, D::Error> {
        let sites = Vec::<Site>::deserialize(d)?;
        Ok(SiteSet(sites.iter().fold(0, |m, s| m | s.bit())))
    }
}

// ---- The JSON, field by field (the app draws the board from it). ----

// The records of data/china-board.json as statics (`DATA`), written by
// `build.rs`: no JSON is parsed at run time.
include!(concat!(env!("OUT_DIR"), "/board_data.rs"));

/// A JSON object's entries, looked up by name ("A", "purple", …): a map
/// that can be a static.
#[derive(Clone, Copy, Debug)]
pub struct Named<T: 'static>(pub &'static [(&'static str, T)]);

impl<T> Named<T> {
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }
}

impl<T> std::ops::Index<&str> for Named<T> {
    type Output = T;

    fn index(&self, name: &str) -> &T {
        self.get(name)
            .unwrap_or_else(|| panic!("no entry {name} in the board data"))
    }
}

#[derive(Clone, Debug)]
pub struct BoardData {
    pub game: &'static str,
    pub board_version: u32,
    pub note: &'static str,
    pub view_box: [f64; 4],
    pub map_rect: [f64; 4],
    pub card_colours: Named<CardColourData>,
    pub sides: Named<SideData>,
    pub provinces: &'static [ProvinceData],
    pub alliances: &'static [AllianceData],
    pub sites: &'static [SiteData],
    pub roads: &'static [RoadData],
    pub counts: CountsData,
}

#[derive(Clone, Debug)]
pub struct CardColourData {
    pub provinces: &'static [&'static str],
    pub cards: u8,
    /// Suggested UI colour only.
    pub hex: &'static str,
}

#[derive(Clone, Debug)]
pub struct SideData {
    pub name: &'static str,
    pub players: &'static [u8],
    pub site_count: usize,
    pub road_count: usize,
    pub sites_per_province: Named<usize>,
}

#[derive(Clone, Debug)]
pub struct ProvinceData {
    pub id: &'static str,
    pub name: &'static str,
    pub colour: &'static str,
    pub size: Named<usize>,
    pub sites: Named<&'static [&'static str]>,
    pub neighbours: &'static [&'static str],
    pub dragon: [f64; 2],
    pub centroid: [f64; 2],
    pub polygon: &'static [[f64; 2]],
}

#[derive(Clone, Debug)]
pub struct AllianceData {
    pub number: u8,
    pub provinces: [&'static str; 2],
    pub border: &'static [[f64; 2]],
    pub label: [f64; 2],
}

#[derive(Clone, Debug)]
pub struct SiteData {
    pub id: &'static str,
    pub province: &'static str,
    pub x: f64,
    pub y: f64,
    pub sides: &'static [&'static str],
}

#[derive(Clone, Debug)]
pub struct RoadData {
    pub id: &'static str,
    pub a: &'static str,
    pub b: &'static str,
    pub sides: &'static [&'static str],
    pub cross_border: bool,
}

#[derive(Clone, Debug)]
pub struct CountsData {
    pub provinces: usize,
    pub alliances: usize,
    pub house_sites: Named<usize>,
    pub roads: Named<usize>,
    pub road_records: usize,
    pub site_records: usize,
}

/// What the rules need of one side, as bit masks.
#[derive(Clone, Debug)]
pub struct SideTables {
    /// The sites that exist on this side.
    pub sites: u64,
    pub province_sites: [u64; PROVINCES],
    /// For each site, the sites one road away (empty for sites not on this side).
    pub adjacency: [u64; SITE_RECORDS],
    /// The roads of this side, as site pairs.
    pub roads: Vec<(Site, Site)>,
}

/// The board data and its derived tables.
#[derive(Clone, Debug)]
pub struct Board {
    pub data: &'static BoardData,
    pub site_province: [Province; SITE_RECORDS],
    sides: [SideTables; 2],
}

impl Board {
    pub fn side(&self, side: Side) -> &SideTables {
        &self.sides[side.index()]
    }

    fn load() -> Board {
        let data = &DATA;
        assert_eq!(data.sites.len(), SITE_RECORDS, "site records");
        let site_index = |id: &str| {
            data.sites
                .iter()
                .position(|s| s.id == id)
                .unwrap_or_else(|| panic!("unknown site {id}"))
        };
        let mut site_province = [Province::QIN; SITE_RECORDS];
        for (i, s) in data.sites.iter().enumerate() {
            site_province[i] = Province::parse(s.province)
                .unwrap_or_else(|| panic!("unknown province {}", s.province));
        }
        let tables = |side: Side| {
            let on = |sides: &[&str]| sides.contains(&side.name());
            let mut t = SideTables {
                sites: 0,
                province_sites: [0; PROVINCES],
                adjacency: [0; SITE_RECORDS],
                roads: Vec::new(),
            };
            for (i, s) in data.sites.iter().enumerate() {
                if on(s.sides) {
                    t.sites |= 1 << i;
                    t.province_sites[site_province[i].index()] |= 1 << i;
                }
            }
            for r in data.roads.iter().filter(|r| on(r.sides)) {
                let (a, b) = (site_index(r.a), site_index(r.b));
                t.adjacency[a] |= 1 << b;
                t.adjacency[b] |= 1 << a;
                t.roads.push((Site(a as u8), Site(b as u8)));
            }
            t
        };
        let sides = [tables(Side::A), tables(Side::B)];
        Board {
            data,
            site_province,
            sides,
        }
    }
}

/// The board, its tables derived on first use.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(Board::load)
}
