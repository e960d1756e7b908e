//! A seat's view as numbers, for the learned value ([`boardgame::learn`]).
//!
//! Only what the seat may know (C-14.1, C-14.2): the board, every supply and
//! score, the display, the discard pile, the pile's size, its own hand, and
//! of the others only the size of their hands and the cards they were seen
//! taking from the display (`Player::known`). The others' unknown cards and
//! the pile's order never enter, so the vector is the same on the real
//! game, on the seat's view and on any state that differs from them only in
//! the seat's secrets (`src/tests/hidden.rs`).
//!
//! Seats are taken from the seat's own chair onwards (itself first, then the
//! next to play, ...); missing seats of smaller games are zeros.

use boardgame::Bot;
use boardgame::learn::Features;

use super::estimate::{Weights, colour_values, estimates, margin};
use super::medium::Medium;
use crate::board::{ALLIANCE_PAIRS, Province, Site};
use crate::card::Colour;
use crate::decision::DecisionKind;
use crate::state::GameState;

/// Most seats (C-1.1).
const SEATS: usize = 5;
/// Numbers per seat (see [`Features::features`]).
const PER_SEAT: usize = 20;
/// Offsets of the seat's own cards and of the table's numbers.
const OWN: usize = SEATS * PER_SEAT;
const TABLE: usize = OWN + 13;
/// Length of the vector.
pub const FEATURES: usize = TABLE + 20;

impl Features for GameState {
    const FEATURES: usize = FEATURES;

    fn features(&self, seat: usize, out: &mut [f32]) {
        out.fill(0.0);
        let n = self.players().len();
        let rel = |s: usize| (s + n - seat) % n;
        let weights = Weights::default();
        let mut est = [0f64; SEATS];
        estimates(self, &weights, &mut est[..n]);
        let adjacency = &self.tables().adjacency;
        let forts = self.fortifications().0;
        for (s, p) in self.players().iter().enumerate() {
            let b = &mut out[rel(s) * PER_SEAT..(rel(s) + 1) * PER_SEAT];
            b[0] = 1.0;
            b[1] = p.points.total() as f32;
            b[2] = est[s] as f32;
            b[3] = margin(&est[..n], s) as f32;
            b[6] = self.chain_points(s) as f32;
            let own = p.sites.0;
            b[7] = Site::in_mask(own)
                .map(|x| (adjacency[x.index()] & own).count_ones())
                .sum::<u32>() as f32
                / 2.0;
            b[8] = p.houses as f32;
            b[9] = p.envoys as f32;
            b[10] = p.fortification as u8 as f32;
            b[11] = p.hand.total() as f32;
            b[12] = p.known.total() as f32;
            b[17] = own.count_ones() as f32;
            b[18] = (own & forts).count_ones() as f32;
            b[19] = p.points.houses_in_play as f32;
        }
        // C-8.2, C-8.3: house majorities of the provinces not yet scored.
        for x in Province::ALL {
            if self.is_scored(x) {
                continue;
            }
            let points = self.province_points(x);
            let counts = self.house_counts(x);
            let top = counts[..n].iter().copied().max().unwrap_or(0);
            let leaders = counts[..n].iter().filter(|&&c| c == top).count();
            for s in 0..n {
                let b = &mut out[rel(s) * PER_SEAT..(rel(s) + 1) * PER_SEAT];
                b[4] += points[s] as f32;
                if counts[s] == 0 {
                    continue;
                }
                let best_other = (0..n)
                    .filter(|&o| o != s)
                    .map(|o| counts[o])
                    .max()
                    .unwrap_or(0);
                if counts[s] == top {
                    if leaders == 1 {
                        b[13] += 1.0;
                    } else {
                        b[14] += 1.0;
                    }
                }
                b[15] += (counts[s] as f32 - best_other as f32).clamp(-3.0, 3.0);
            }
        }
        // C-10.3: alliances now, and envoy majorities.
        for number in 1..=ALLIANCE_PAIRS.len() {
            let points = self.alliance_points(number);
            for (s, &v) in points.iter().enumerate().take(n) {
                out[rel(s) * PER_SEAT + 5] += v as f32;
            }
        }
        for x in Province::ALL {
            let e = &self.envoys[x.index()][..n];
            let top = e.iter().copied().max().unwrap_or(0);
            if top == 0 {
                continue;
            }
            for s in (0..n).filter(|&s| e[s] == top) {
                out[rel(s) * PER_SEAT + 16] += 1.0;
            }
        }
        // The seat's own cards: its hand, what a card of each colour is
        // worth to it now (the best gain of one piece), the hand's worth,
        // the best display card's and a blind draw's (over what it cannot
        // see).
        let me = self.player(seat);
        let worth = colour_values(self, &weights, seat, false);
        let unseen = self.unseen_by(seat);
        let o = &mut out[OWN..TABLE];
        for c in Colour::ALL {
            o[c.index()] = me.hand.of(c) as f32;
            o[5 + c.index()] = worth[c.index()] as f32;
            o[10] += me.hand.of(c) as f32 * worth[c.index()] as f32;
            o[12] += unseen.of(c) as f32 * worth[c.index()] as f32;
        }
        o[11] = self
            .display()
            .colours()
            .map(|c| worth[c.index()] as f32)
            .fold(0.0, f32::max);
        o[12] /= unseen.total().max(1) as f32;
        // The table: progress of the game (rounds, the pile and its
        // exhaustions, C-7.5, C-9.1), the display, who moves.
        let t = &mut out[TABLE..];
        t[0] = self.round() as f32;
        t[1] = self.exhaustions() as f32;
        t[2] = self.is_ending() as u8 as f32;
        t[3] = self.pile_len() as f32;
        t[4] = self.discard_pile().total() as f32;
        for c in Colour::ALL {
            t[5 + c.index()] = self.display().of(c) as f32;
        }
        if let Some(d) = self.pending() {
            t[10 + rel(d.player)] = 1.0;
            if d.player == seat && d.kind != DecisionKind::Turn {
                t[15] = 1.0;
            }
        }
        t[16] = (self.tables().sites & !self.houses_mask()).count_ones() as f32;
        t[17] = Province::ALL.iter().filter(|&&x| self.is_scored(x)).count() as f32;
        t[18] = self.players().iter().map(|p| p.houses as f32).sum();
        t[19] = self.players().iter().map(|p| p.envoys as f32).sum();
    }

    /// The hand-written Medium: its play does not depend on the weights.
    fn trainer(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}
