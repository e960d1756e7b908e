//! A seat's view as numbers, for the learned value ([`boardgame::learn`]).
//!
//! Only what the seat may know: the board, the wall, scouts and counts
//! (public), the kinds it has seen ([`GameState::kind_for`]) and its own
//! active supply. A piece it has not seen counts as "unknown", never by its
//! kind, so the vector is the same on the real game, on its view and on any
//! state that differs from them only in secrets (`src/tests/hidden.rs`).
//!
//! Seats are taken from the seat's own chair onwards (itself first, then the
//! next to play, ...); missing seats of smaller games are zeros.

use boardgame::learn::Features;
use boardgame::{Bot, Game};

use super::estimate::open_border_villages;
use super::medium::Medium;
use crate::board::{Village, board};
use crate::piece::{Kind, Piece};
use crate::scoring::stack_value;
use crate::state::GameState;

/// Numbers per seat (see [`seat_block`]).
const PER_SEAT: usize = 12;
/// Offsets of the seat's own held kinds and of the table's numbers.
const OWN: usize = 4 * PER_SEAT;
const TABLE: usize = OWN + 5;
/// Length of the vector.
pub const FEATURES: usize = TABLE + 11;

impl Features for GameState {
    const FEATURES: usize = FEATURES;

    fn features(&self, seat: usize, out: &mut [f32]) {
        out.fill(0.0);
        let n = self.player_count();
        let reach = scout_reach(self);
        let mut known = smallvec::SmallVec::<[Piece; 8]>::new();
        for v in Village::all() {
            let Some(owner) = self.controller(v) else {
                continue;
            };
            let j = (owner + n - seat) % n;
            let block = &mut out[j * PER_SEAT..(j + 1) * PER_SEAT];
            known.clear();
            let stack = self.stack(v);
            for (h, &piece) in stack.iter().enumerate() {
                if self.kind_for(seat, v, h).is_some() {
                    known.push(piece);
                }
            }
            let points = stack_value(&known, self.is_mongolia(v)).1 as f32;
            block[1] += points;
            block[2] += points.max(0.0);
            block[3] += (stack.len() - known.len()) as f32;
            block[4] += 1.0;
            let threatened = (0..n).any(|o| o != owner && reach[o] & v.bit() != 0);
            if threatened {
                block[5] += points.max(0.0);
            }
        }
        for (owner, p) in self.players().iter().enumerate() {
            let j = (owner + n - seat) % n;
            let block = &mut out[j * PER_SEAT..(j + 1) * PER_SEAT];
            block[0] = 1.0;
            block[6] = p.pieces.total() as f32;
            block[7] = p.walls as f32;
            block[8] = p.passive.len() as f32;
            block[9] = p.lost.total() as f32;
            block[10] = p.scout.is_some() as u8 as f32;
        }
        for piece in (0..38).flat_map(|v| self.stack(Village(v)).iter()) {
            let j = (piece.owner as usize + n - seat) % n;
            out[j * PER_SEAT + 11] += 1.0;
        }
        let mine = &self.players()[seat].pieces;
        for kind in Kind::ALL {
            out[OWN + kind.index()] = mine.get(kind) as f32;
        }
        let t = &mut out[TABLE..];
        t[0] = self.turns_played() as f32 / n as f32;
        t[1] = self.in_final_round() as u8 as f32;
        t[2] = self.end().map_or(0, |e| e.turns_left) as f32;
        t[3] = self.general_supply() as f32;
        t[4] = self.walls_out() as f32;
        t[5] = self.empty_supplies() as f32;
        t[6] = Village::all().filter(|&v| self.is_mongolia(v)).count() as f32;
        if let Some(mover) = Game::to_move(self) {
            t[7 + (mover + n - seat) % n] = 1.0;
        }
    }

    /// The hand-written Medium: its play does not depend on the weights.
    fn trainer(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}

/// Villages each seat's scout could reach in one step (by road, or along
/// the wall between villages bordering open pieces): all public.
fn scout_reach(game: &GameState) -> [u64; 4] {
    let b = board();
    let open_border = open_border_villages(game);
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
