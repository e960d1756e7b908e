//! The hand-written evaluation: what a position is worth to each seat.
//!
//! A bot evaluates its own *view* (every hidden kind already re-sampled), so
//! the evaluation may read all kinds. Per seat:
//! - the points of its villages if the game ended now (D-12.1), with a
//!   discount for stacks an opponent's scout could take over on its next
//!   turn (a piece on top takes the whole stack);
//! - the worth of what it holds: pieces it can still place, walls it can
//!   still build.

use crate::board::{Village, board};
use crate::piece::Kind;
use crate::scoring::stack_value;
use crate::state::GameState;

/// Tuning of the evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Worth of a held `C`, `M` or `F` piece (it will become points).
    pub piece: f64,
    /// Worth of a held healing herb.
    pub herb: f64,
    /// Worth of a held plague (it must be placed somewhere, usually a cost).
    pub plague: f64,
    /// Worth of a held wall.
    pub wall: f64,
    /// Share of a positive village's points lost when another scout can
    /// reach it in one step (a piece on top takes the whole stack).
    pub exposure: f64,
    /// Whether one-step reach counts wall steps (any village bordering an
    /// open piece is reachable from any other such village); otherwise only
    /// road neighbours count.
    pub wall_reach: bool,
    /// How much the best opponent's estimate counts against one's own.
    pub rivalry: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            piece: 3.5,
            herb: 5.0,
            plague: -1.0,
            wall: 0.4,
            exposure: 0.4,
            wall_reach: true,
            rivalry: 1.0,
        }
    }
}

/// Every seat's estimate into `out`.
pub fn projections(game: &GameState, w: &Weights, out: &mut [f64]) {
    out.iter_mut().for_each(|x| *x = 0.0);
    let open_border = if w.wall_reach {
        open_border_villages(game)
    } else {
        0
    };
    let reach = scout_reach(game, open_border);
    for v in Village::all() {
        let Some(owner) = game.controller(v) else {
            continue;
        };
        let (_, points) = stack_value(game.stack(v), game.is_mongolia(v));
        let mut value = points as f64;
        if points > 0 {
            let threatened =
                (0..game.player_count()).any(|o| o != owner && reach[o] & v.bit() != 0);
            if threatened {
                value *= 1.0 - w.exposure;
            }
        }
        out[owner] += value;
    }
    for (seat, p) in game.players().iter().enumerate() {
        let held = &p.pieces;
        out[seat] += w.piece
            * (held.get(Kind::Chinese) + held.get(Kind::Mongol) + held.get(Kind::Farmer)) as f64
            + w.herb * held.get(Kind::Herb) as f64
            + w.plague * held.get(Kind::Plague) as f64
            + w.wall * p.walls as f64;
    }
}

/// `seat`'s estimate minus `rivalry` times the best other seat's.
pub fn relative(game: &GameState, seat: usize, w: &Weights, buf: &mut [f64; 4]) -> f64 {
    let n = game.player_count();
    projections(game, w, &mut buf[..n]);
    let best_other = (0..n)
        .filter(|&o| o != seat)
        .map(|o| buf[o])
        .fold(f64::NEG_INFINITY, f64::max);
    buf[seat] - w.rivalry * best_other
}

/// Villages bordering at least one open wall piece (where a scout can climb
/// up or down).
/// Villages each seat's scout could reach in one step: by road without a
/// wall piece, or, from a village in `open_border`, to any other of them
/// (along the wall's open pieces). All public.
pub(crate) fn scout_reach(game: &GameState, open_border: u64) -> [u64; 4] {
    let b = board();
    let mut reach = [0u64; 4];
    for (seat, p) in game.players().iter().enumerate() {
        if let Some(u) = p.scout {
            let mut m = u.bit();
            for &(n, slot) in &b.village(u).neighbours {
                if slot.is_none_or(|s| !game.wall().has(s)) {
                    m |= n.bit();
                }
            }
            if open_border & u.bit() != 0 {
                m |= open_border;
            }
            reach[seat] = m;
        }
    }
    reach
}

pub fn open_border_villages(game: &GameState) -> u64 {
    let b = board();
    let mut m = 0u64;
    for s in crate::board::slots_in(game.wall().open) {
        let [x, y] = b.slot(s).villages;
        m |= x.bit() | y.bit();
    }
    m
}
