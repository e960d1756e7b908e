//! Scoring: houses of a province (§8), alliances and chains (§10). The
//! pure functions here are what the engine, the bots and the UI all use.

use std::collections::HashMap;

use crate::board::{ALLIANCE_PAIRS, Province, SITE_RECORDS, Site};
use crate::journal::Happening;
use crate::state::{GameState, ProvinceScoring};

/// C-8.2 … C-8.4: points per seat for a province with `houses[p]` houses of
/// each seat; `doubled[p]` if p owns a house on a fortification there.
/// Dense places; place 1 scores the total number of houses, place k ≥ 2 the
/// house count of place k − 1; at most ×2.
pub fn house_points(houses: &[u8], doubled: &[bool]) -> [u16; 5] {
    let total: u16 = houses.iter().map(|&h| h as u16).sum();
    let mut counts: smallvec::SmallVec<[u8; 5]> =
        houses.iter().copied().filter(|&h| h > 0).collect();
    boardgame::sort::sort_by(&mut counts, |a, b| b.cmp(a));
    counts.dedup();
    let mut out = [0; 5];
    for (seat, &h) in houses.iter().enumerate() {
        if h == 0 {
            continue;
        }
        let place = counts.iter().position(|&c| c == h).expect("own count");
        let points = if place == 0 {
            total
        } else {
            counts[place - 1] as u16
        };
        out[seat] = if doubled[seat] { 2 * points } else { points };
    }
    out
}

/// C-10.3: points per seat for an alliance between provinces with envoys
/// `x[p]` and `y[p]`: every player with the envoy majority (at least one
/// envoy, and no one more) in both scores all envoys in both.
pub fn alliance_points(x: &[u8], y: &[u8]) -> [u16; 5] {
    let majority = |e: &[u8], seat: usize| {
        let best = e.iter().copied().max().unwrap_or(0);
        e[seat] >= 1 && e[seat] == best
    };
    let total: u16 = x.iter().chain(y).map(|&e| e as u16).sum();
    let mut out = [0; 5];
    for (seat, slot) in out.iter_mut().enumerate().take(x.len()) {
        if majority(x, seat) && majority(y, seat) {
            *slot = total;
        }
    }
    out
}

/// C-10.4, R-21: the best total value of site-disjoint chains (simple
/// paths of at least 4 own houses along roads) among the sites `own`, a
/// chain counting double if it holds one of the sites in `fortified`.
pub fn chain_points(adjacency: &[u64; SITE_RECORDS], own: u64, fortified: u64) -> u16 {
    let mut total = 0;
    let mut rest = own;
    while rest != 0 {
        // One connected component of the player's houses at a time.
        let mut component = rest & rest.wrapping_neg();
        loop {
            let grown =
                Site::in_mask(component).fold(component, |m, s| m | (adjacency[s.index()] & own));
            if grown == component {
                break;
            }
            component = grown;
        }
        rest &= !component;
        total += component_chains(adjacency, component, fortified);
    }
    total
}

/// The best chains within one connected component of own houses.
fn component_chains(adjacency: &[u64; SITE_RECORDS], own: u64, fortified: u64) -> u16 {
    let sites = own.count_ones() as u16;
    if sites < 4 {
        return 0;
    }
    let double = |p: u64, n: u16| if p & fortified != 0 { 2 * n } else { n };
    // A component without forks or cycles is one path: one chain of it all.
    let roads: u32 = Site::in_mask(own)
        .map(|s| (adjacency[s.index()] & own).count_ones())
        .sum::<u32>()
        / 2;
    let forks = Site::in_mask(own).any(|s| (adjacency[s.index()] & own).count_ones() > 2);
    if roads + 1 == sites as u32 && !forks {
        return double(own, sites);
    }
    let paths = simple_paths(adjacency, own);
    if paths.is_empty() {
        return 0;
    }
    let value = |p: u64| double(p, p.count_ones() as u16);
    let usable = paths.iter().fold(0, |m, p| m | p);
    let mut memo = HashMap::new();
    best(usable, &paths, &value, &mut memo)
}

/// Every simple path of `own` with at least 4 sites, once each, in order.
fn simple_paths(adjacency: &[u64; SITE_RECORDS], own: u64) -> Vec<u64> {
    let mut paths = Vec::new();
    for start in Site::in_mask(own) {
        extend(
            adjacency,
            own,
            start.index(),
            start.index(),
            start.bit(),
            &mut paths,
        );
    }
    paths.sort_unstable();
    paths.dedup();
    paths
}

/// Depth-first: every simple path from `start` with at least 4 sites, each
/// recorded once (the direction whose end has the larger index).
fn extend(
    adjacency: &[u64; SITE_RECORDS],
    own: u64,
    start: usize,
    at: usize,
    path: u64,
    out: &mut Vec<u64>,
) {
    if path.count_ones() >= 4 && at > start {
        out.push(path);
    }
    let mut next = adjacency[at] & own & !path;
    while next != 0 {
        let to = next.trailing_zeros() as usize;
        next &= next - 1;
        extend(adjacency, own, start, to, path | (1 << to), out);
    }
}

/// Best value using only sites of `available`: the lowest such site is
/// either in no chain or in one of the chains through it.
fn best(
    available: u64,
    paths: &[u64],
    value: &impl Fn(u64) -> u16,
    memo: &mut HashMap<u64, u16>,
) -> u16 {
    if available == 0 {
        return 0;
    }
    if let Some(&v) = memo.get(&available) {
        return v;
    }
    let low = available & available.wrapping_neg();
    let mut result = best(available & !low, paths, value, memo);
    for &p in paths {
        if p & low != 0 && p & !available == 0 {
            result = result.max(value(p) + best(available & !p, paths, value, memo));
        }
    }
    memo.insert(available, result);
    result
}

/// Every way of scoring the engine knows, by the names the lesson's script
/// uses (`data/lesson.json`): the breakdown of C-11.3 ([`Points`]'s four
/// fields) and the fortification's doubling (C-8.4, C-12.5), which adds to
/// a province's houses and to a chain.
///
/// [`Points`]: crate::Points
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScoringWay {
    /// A province's houses when it fills up (C-5.11, §8).
    HousesInPlay,
    /// The houses of every province not scored during play (C-10.2).
    HousesAtEnd,
    /// A house on a fortification: its owner scores double for that
    /// province and for the chain through it (C-8.4, C-10.4, C-12.5).
    Fortification,
    /// Alliances: the envoy majority in both provinces of a neighbour pair
    /// (C-10.3).
    Alliances,
    /// Chains of at least 4 own houses along roads (C-10.4).
    Chains,
}

impl ScoringWay {
    pub const ALL: [ScoringWay; 5] = [
        ScoringWay::HousesInPlay,
        ScoringWay::HousesAtEnd,
        ScoringWay::Fortification,
        ScoringWay::Alliances,
        ScoringWay::Chains,
    ];

    /// The names of [`ScoringWay::ALL`], in that order.
    pub const NAMES: [&'static str; 5] = [
        ScoringWay::HousesInPlay.name(),
        ScoringWay::HousesAtEnd.name(),
        ScoringWay::Fortification.name(),
        ScoringWay::Alliances.name(),
        ScoringWay::Chains.name(),
    ];

    /// "houses-in-play", "houses-at-end", "fortification", "alliances",
    /// "chains".
    pub const fn name(self) -> &'static str {
        match self {
            ScoringWay::HousesInPlay => "houses-in-play",
            ScoringWay::HousesAtEnd => "houses-at-end",
            ScoringWay::Fortification => "fortification",
            ScoringWay::Alliances => "alliances",
            ScoringWay::Chains => "chains",
        }
    }
}

impl GameState {
    /// The points `seat` has so far from `way`. For
    /// [`ScoringWay::Fortification`], the part of his province and chain
    /// points that the doubling added (also counted in those ways); its
    /// chain part is what the chains would give now.
    pub fn points_from(&self, seat: usize, way: ScoringWay) -> u16 {
        let points = &self.players[seat].points;
        match way {
            ScoringWay::HousesInPlay => points.houses_in_play,
            ScoringWay::HousesAtEnd => points.houses_at_end,
            ScoringWay::Alliances => points.alliances,
            ScoringWay::Chains => points.chains,
            ScoringWay::Fortification => {
                let houses: u16 = self
                    .scorings
                    .iter()
                    .filter(|s| self.fortified_in(seat, s.province))
                    .map(|s| s.points[seat] / 2)
                    .sum();
                let own = self.players[seat].sites.0;
                let adjacency = &self.tables().adjacency;
                let chains = chain_points(adjacency, own, own & self.fortifications.0)
                    - chain_points(adjacency, own, 0);
                houses + chains
            }
        }
    }
}

impl GameState {
    /// Whether `seat` owns a house on a fortification in `province`.
    pub fn fortified_in(&self, seat: usize, province: Province) -> bool {
        let mask = self.tables().province_sites[province.index()];
        self.players[seat].sites.0 & self.fortifications.0 & mask != 0
    }

    /// What a house scoring of `province` would give each seat now.
    pub fn province_points(&self, province: Province) -> [u16; 5] {
        let counts = self.house_counts(province);
        let n = self.players.len();
        let doubled: smallvec::SmallVec<[bool; 5]> =
            (0..n).map(|s| self.fortified_in(s, province)).collect();
        house_points(&counts[..n], &doubled)
    }

    /// Scores `province`'s houses and adds the points (C-8.5).
    pub(crate) fn score_province(&mut self, province: Province, during_play: bool) {
        let points = self.province_points(province);
        for (player, &p) in self.players.iter_mut().zip(&points) {
            if during_play {
                player.points.houses_in_play += p;
            } else {
                player.points.houses_at_end += p;
            }
        }
        if points.iter().any(|&p| p > 0) {
            self.note(|| Happening::ProvinceScored {
                province,
                during_play,
                points,
            });
            self.scorings.push(ProvinceScoring {
                province,
                during_play,
                points,
            });
        }
    }

    /// Alliance number `number` (1…15) now.
    pub fn alliance_points(&self, number: usize) -> [u16; 5] {
        let (x, y) = ALLIANCE_PAIRS[number - 1];
        let n = self.players.len();
        alliance_points(&self.envoys[x.index()][..n], &self.envoys[y.index()][..n])
    }

    /// `seat`'s chain points now (C-10.4).
    pub fn chain_points(&self, seat: usize) -> u16 {
        let own = self.players[seat].sites.0;
        chain_points(&self.tables().adjacency, own, own & self.fortifications.0)
    }

    /// §10: houses of unscored provinces, alliances 1…15, chains.
    pub(crate) fn final_scoring(&mut self) {
        for province in Province::ALL {
            if !self.is_scored(province) {
                self.score_province(province, false);
            }
        }
        for number in 1..=ALLIANCE_PAIRS.len() {
            let points = self.alliance_points(number);
            for (player, p) in self.players.iter_mut().zip(points) {
                player.points.alliances += p;
            }
            if points.iter().any(|&p| p > 0) {
                self.note(|| Happening::AllianceScored {
                    number: number as u8,
                    points,
                });
            }
        }
        let mut points = [0; 5];
        for (seat, slot) in points.iter_mut().enumerate().take(self.players.len()) {
            *slot = self.chain_points(seat);
            self.players[seat].points.chains += *slot;
        }
        if points.iter().any(|&p| p > 0) {
            self.note(|| Happening::ChainsScored { points });
        }
    }
}

/// The exhaustive search on all of `own` at once (no shortcuts), to check
/// the fast one against.
#[cfg(test)]
pub(crate) fn chain_points_exhaustive(
    adjacency: &[u64; SITE_RECORDS],
    own: u64,
    fortified: u64,
) -> u16 {
    let paths = simple_paths(adjacency, own);
    let value = |p: u64| {
        let n = p.count_ones() as u16;
        if p & fortified != 0 { 2 * n } else { n }
    };
    let usable = paths.iter().fold(0, |m, p| m | p);
    best(usable, &paths, &value, &mut HashMap::new())
}
