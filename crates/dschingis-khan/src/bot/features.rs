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

use super::estimate::{open_border_villages, scout_reach};
use super::medium::Medium;
use crate::board::Village;
use crate::piece::{Kind, Piece};
use crate::scoring::stack_value;
use crate::state::GameState;

/// Numbers per seat (see [`seat_block`]).
const PER_SEAT: usize = 14;
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
        let reach = scout_reach(self, open_border_villages(self));
        let odds = unseen_odds(self, seat);
        let mut known = smallvec::SmallVec::<[Piece; 8]>::new();
        for v in Village::all() {
            let Some(owner) = self.controller(v) else {
                continue;
            };
            let j = (owner + n - seat) % n;
            let block = &mut out[j * PER_SEAT..(j + 1) * PER_SEAT];
            known.clear();
            let stack = self.stack(v);
            let mut unknown = [0u8; 4];
            for (h, &piece) in stack.iter().enumerate() {
                if self.kind_for(seat, v, h).is_some() {
                    known.push(piece);
                } else {
                    unknown[piece.owner as usize] += 1;
                }
            }
            let mongolia = self.is_mongolia(v);
            let points = stack_value(&known, mongolia).1 as f32;
            let expected = expected_value(&known, &unknown, &odds, mongolia);
            block[1] += points;
            block[2] += points.max(0.0);
            block[3] += (stack.len() - known.len()) as f32;
            block[4] += 1.0;
            let threatened = (0..n).any(|o| o != owner && reach[o] & v.bit() != 0);
            block[12] += expected;
            if threatened {
                block[5] += points.max(0.0);
                block[13] += expected.max(0.0);
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

/// For each colour, the chance that a piece of it `seat` has not seen is of
/// each kind: the kinds of that colour `seat` has not seen, as shares (the
/// composition of a colour is public, D-2.1).
fn unseen_odds(game: &GameState, seat: usize) -> [[f32; 5]; 4] {
    // What `seat` knows of each colour: its own supply and lost pieces, and
    // every piece on the board it has seen (as `GameState::unseen_pool`,
    // counted in one pass without a list).
    let mut known = [[0u8; 5]; 4];
    let me = &game.players()[seat];
    for kind in Kind::ALL {
        known[seat][kind.index()] = me.pieces.get(kind) + me.lost.get(kind);
    }
    for v in Village::all() {
        for piece in game.stack(v) {
            if piece.seen_by(seat) {
                known[piece.owner as usize][piece.kind.index()] += 1;
            }
        }
    }
    let mut odds = [[0f32; 5]; 4];
    for (owner, row) in odds.iter_mut().enumerate().take(game.player_count()) {
        let left = |kind: Kind| kind.per_colour() - known[owner][kind.index()];
        let pool: u8 = Kind::ALL.into_iter().map(left).sum();
        // Summed one piece at a time, as the weights were trained.
        for kind in Kind::ALL {
            for _ in 0..left(kind) {
                row[kind.index()] += 1.0 / pool as f32;
            }
        }
    }
    odds
}

/// The expected D-12.1 value of a stack of which `known` are seen and
/// `unknown[owner]` are not, each unseen piece drawn independently from its
/// colour's unseen kinds. Exact under that independence: the chances of the
/// four cases (plague, herb, both or neither present) are carried along
/// with the expected counts of `C`, `M` and `F` in each.
fn expected_value(known: &[Piece], unknown: &[u8; 4], odds: &[[f32; 5]; 4], mongolia: bool) -> f32 {
    const P: usize = 1;
    const H: usize = 2;
    // Per case (bit 1: a plague, bit 2: a herb): chance, then the expected
    // counts of C, M, F times the chance.
    let mut mass = [[0f32; 4]; 4];
    let mut start = [1f32, 0.0, 0.0, 0.0];
    let mut case = 0;
    for p in known {
        match p.kind {
            Kind::Plague => case |= P,
            Kind::Herb => case |= H,
            k => start[1 + k.index()] += 1.0,
        }
    }
    mass[case] = start;
    for (owner, &count) in unknown.iter().enumerate() {
        for _ in 0..count {
            let mut next = [[0f32; 4]; 4];
            for (c, m) in mass.iter().enumerate() {
                if m[0] == 0.0 {
                    continue;
                }
                for kind in Kind::ALL {
                    let q = odds[owner][kind.index()];
                    if q == 0.0 {
                        continue;
                    }
                    let to = match kind {
                        Kind::Plague => c | P,
                        Kind::Herb => c | H,
                        _ => c,
                    };
                    let n = &mut next[to];
                    for i in 0..4 {
                        n[i] += q * m[i];
                    }
                    if kind.index() < 3 {
                        n[1 + kind.index()] += q * m[0];
                    }
                }
            }
            mass = next;
        }
    }
    let [_, c, m, f] = [0, 1, 2, 3];
    let mut total = 0.0;
    for (case, s) in mass.iter().enumerate() {
        total += match case {
            P => -3.0 * (s[c] + s[m]) - s[f],
            H => 3.0 * (s[c] + s[m]) + s[f],
            _ if mongolia => 3.0 * s[m] - 3.0 * s[c] + s[f],
            _ => 3.0 * s[c] - 3.0 * s[m] + s[f],
        };
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(kind: Kind) -> Piece {
        Piece {
            owner: 0,
            kind,
            seen: 1,
        }
    }

    /// D-12.1 by hand: with nothing unseen the expectation is the value; one
    /// unseen piece that is a plague or a Chinese warrior at even odds.
    #[test]
    fn expected_value_is_d12_1_averaged_over_the_unseen_kinds() {
        let known = [
            piece(Kind::Chinese),
            piece(Kind::Chinese),
            piece(Kind::Farmer),
        ];
        let none = [[0.0; 5]; 4];
        assert_eq!(expected_value(&known, &[0; 4], &none, false), 7.0);
        assert_eq!(expected_value(&known, &[0; 4], &none, true), -5.0);
        let mut odds = [[0.0; 5]; 4];
        odds[1][Kind::Plague.index()] = 0.5;
        odds[1][Kind::Chinese.index()] = 0.5;
        // Plague: −3·1 = −3; otherwise two C: +6.
        let e = expected_value(&known[..1], &[0, 1, 0, 0], &odds, false);
        assert!((e - 1.5).abs() < 1e-6, "{e}");
    }

    /// The one-pass odds are those of the rules' own unseen pools.
    #[test]
    fn unseen_odds_follow_the_unseen_pools() {
        use crate::options::Options;
        let mut game = GameState::new(Options::new(3), 9).unwrap();
        let mut rng = crate::rng::Rng::seeded(9);
        for _ in 0..80 {
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        for seat in 0..3 {
            let odds = unseen_odds(&game, seat);
            for (owner, row) in odds.iter().enumerate().take(3) {
                let pool = game.unseen_pool(seat, owner);
                let mut want = [0f32; 5];
                for kind in &pool {
                    want[kind.index()] += 1.0 / pool.len() as f32;
                }
                assert_eq!(*row, want, "seat {seat}, colour {owner}");
            }
        }
    }
}
