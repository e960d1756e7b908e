//! The hand-written evaluation the Medium and Hard bots share: each seat's
//! estimated final score, and the quick gain of one piece.
//!
//! The estimate is the score so far plus what every scoring would give if
//! the game ended now (unscored provinces, alliances, chains: R-22 scores
//! a province with the houses present, so this is what the board is worth
//! as it stands), plus small terms for what is not yet points: roads
//! between own houses (chains to come), cards in hand, pieces in supply
//! (the tie-break).

use crate::board::{ALLIANCE_PAIRS, Province, Site};
use crate::scoring::{alliance_points, chain_points, house_points};
use crate::state::GameState;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per card in hand.
    pub card: f64,
    /// Per road joining two own houses.
    pub road: f64,
    /// Per piece left in supply.
    pub supply: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            card: 0.3,
            road: 0.3,
            supply: 0.02,
        }
    }
}

/// Each seat's estimated final score into `out` (`out.len() == players`).
pub fn estimates(game: &GameState, w: &Weights, out: &mut [f64]) {
    let n = game.players().len();
    for (seat, slot) in out.iter_mut().enumerate().take(n) {
        let p = game.player(seat);
        *slot = p.points.total() as f64 + 0.01 * p.supply_pieces() as f64;
    }
    if game.is_over() {
        return;
    }
    for x in Province::ALL {
        if !game.is_scored(x) {
            let pts = game.province_points(x);
            for (slot, &v) in out.iter_mut().zip(&pts) {
                *slot += v as f64;
            }
        }
    }
    for number in 1..=ALLIANCE_PAIRS.len() {
        let pts = game.alliance_points(number);
        for (slot, &v) in out.iter_mut().zip(&pts) {
            *slot += v as f64;
        }
    }
    let adjacency = &game.tables().adjacency;
    for (seat, slot) in out.iter_mut().enumerate().take(n) {
        let p = game.player(seat);
        *slot += game.chain_points(seat) as f64
            + w.road * own_roads(adjacency, p.sites.0) as f64
            + w.card * p.hand.total() as f64
            + w.supply * p.supply_pieces() as f64;
    }
}

fn own_roads(adjacency: &[u64; crate::board::SITE_RECORDS], own: u64) -> u32 {
    Site::in_mask(own)
        .map(|s| (adjacency[s.index()] & own).count_ones())
        .sum::<u32>()
        / 2
}

/// `seat`'s estimate minus the best other seat's.
pub use boardgame::rewards::margin;

/// A piece to weigh.
#[derive(Clone, Copy, Debug)]
pub enum Candidate {
    House(Site),
    Envoy(Province),
}

/// The change of `seat`'s margin (own gain minus the best gain of another
/// seat) if `seat` placed this piece now, computed locally: the province's
/// house scoring, the alliances of the province, the own chains and roads.
/// With `chains` false the chain term is left out (roads still count):
/// much cheaper, for playouts.
pub fn piece_gain(
    game: &GameState,
    w: &Weights,
    seat: usize,
    piece: Candidate,
    chains: bool,
) -> f64 {
    let n = game.players().len();
    let mut delta = [0.0f64; 5];
    match piece {
        Candidate::House(site) => {
            let x = site.province();
            if !game.is_scored(x) {
                let mut counts = game.house_counts(x);
                let mut doubled = [false; 5];
                for (s, d) in doubled.iter_mut().enumerate().take(n) {
                    *d = game.fortified_in(s, x);
                }
                let before = house_points(&counts[..n], &doubled[..n]);
                counts[seat] += 1;
                doubled[seat] |= game.fortifications().contains(site);
                let after = house_points(&counts[..n], &doubled[..n]);
                for s in 0..n {
                    delta[s] += after[s] as f64 - before[s] as f64;
                }
            }
            let adjacency = &game.tables().adjacency;
            let own = game.player(seat).sites.0;
            let forts = game.fortifications().0;
            if chains {
                let before = chain_points(adjacency, own, own & forts);
                let with = own | site.bit();
                let after = chain_points(adjacency, with, with & forts);
                delta[seat] += after as f64 - before as f64;
            }
            delta[seat] += w.road * (adjacency[site.index()] & own).count_ones() as f64 - w.supply;
        }
        Candidate::Envoy(x) => {
            for (i, &(a, b)) in ALLIANCE_PAIRS.iter().enumerate() {
                if a != x && b != x {
                    continue;
                }
                let before = game.alliance_points(i + 1);
                let mut ea = game.envoys[a.index()];
                let mut eb = game.envoys[b.index()];
                if a == x {
                    ea[seat] += 1;
                } else {
                    eb[seat] += 1;
                }
                let after = alliance_points(&ea[..n], &eb[..n]);
                for s in 0..n {
                    delta[s] += after[s] as f64 - before[s] as f64;
                }
            }
            delta[seat] -= w.supply;
        }
    }
    let best_other = (0..n)
        .filter(|&s| s != seat)
        .map(|s| delta[s])
        .fold(f64::NEG_INFINITY, f64::max);
    delta[seat] - best_other.max(0.0)
}

/// The best gain of one piece of `seat` in `province` (house on any free
/// site or envoy), if any piece fits.
pub fn best_piece_in(
    game: &GameState,
    w: &Weights,
    seat: usize,
    province: Province,
    chains: bool,
) -> Option<f64> {
    let player = game.player(seat);
    let mut best: Option<f64> = None;
    let mut consider = |g: f64| best = Some(best.map_or(g, |b: f64| b.max(g)));
    if player.houses > 0 {
        let free = province.sites(game.side()) & !game.houses_mask();
        for site in Site::in_mask(free) {
            consider(piece_gain(game, w, seat, Candidate::House(site), chains));
        }
    }
    if player.envoys > 0 && game.envoys_in(province) < game.max_houses(province) {
        consider(piece_gain(
            game,
            w,
            seat,
            Candidate::Envoy(province),
            chains,
        ));
    }
    best
}

/// What a card of each colour is worth to `seat` now: the best gain of one
/// piece in a province of that colour (0 if none fits).
pub fn colour_values(game: &GameState, w: &Weights, seat: usize, chains: bool) -> [f64; 5] {
    let mut out = [0.0f64; 5];
    for x in Province::ALL {
        if let Some(g) = best_piece_in(game, w, seat, x, chains) {
            let slot = &mut out[x.colour().index()];
            *slot = slot.max(g);
        }
    }
    out
}
