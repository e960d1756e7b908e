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
    /// Share of a positive village's points lost when another scout stands
    /// next to it (it may be taken over).
    pub exposure: f64,
    /// How much the best opponent's estimate counts against one's own.
    pub rivalry: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            piece: 1.5,
            herb: 3.0,
            plague: -1.0,
            wall: 0.4,
            exposure: 0.25,
            rivalry: 1.0,
        }
    }
}

/// Every seat's estimate into `out`.
pub fn projections(game: &GameState, w: &Weights, out: &mut [f64]) {
    let b = board();
    out.iter_mut().for_each(|x| *x = 0.0);
    let mut scouts = [0u64; 4];
    for (seat, p) in game.players().iter().enumerate() {
        if let Some(v) = p.scout {
            scouts[seat] = v.bit();
        }
    }
    for v in Village::all() {
        let Some(owner) = game.controller(v) else {
            continue;
        };
        let (_, points) = stack_value(game.stack(v), game.is_mongolia(v));
        let mut value = points as f64;
        if points > 0 {
            // Another scout next to it (or on it) may take it over.
            let near = b
                .village(v)
                .neighbours
                .iter()
                .fold(v.bit(), |m, &(n, _)| m | n.bit());
            let threatened = (0..game.player_count()).any(|o| o != owner && scouts[o] & near != 0);
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
