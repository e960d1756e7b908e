//! Hidden information (§10) and a seat's determinization.
//!
//! Public: the board, the wall, scouts, every count, every stack's colour
//! sequence (R29), and *who* has seen which piece (that follows from public
//! moves). Private: the kinds of pieces a seat has not seen, and the order
//! of every passive supply (unknown even to its owner).
//!
//! [`GameState::determinize`] re-samples exactly that: for each colour, the
//! kinds the seat has not seen are collected into a canonical sorted pool,
//! shuffled with the caller's `rng`, and dealt back in a fixed order of
//! places (passive supply bottom to top, active supply, lost pieces, then
//! unseen pieces in the stacks village by village, bottom to top). Counts,
//! colours and everything the seat saw stay as they are, and two states that
//! differ only in what the seat cannot know give the same result.

use crate::piece::{Kind, Kinds, full_set};
use crate::rng::Rng;
use crate::state::GameState;

impl GameState {
    /// Whether `seat` knows the kind of the `height`-th piece (from the
    /// bottom) on village `v`'s stack.
    pub fn knows(&self, seat: usize, v: crate::board::Village, height: usize) -> bool {
        self.stacks[v.0 as usize][height].seen_by(seat)
    }

    /// The kind of the `height`-th piece on `v` as `seat` may see it: `None`
    /// for a piece it has never seen (shown face down: only its colour).
    /// Everything is revealed once the game is over (D-10.4).
    pub fn kind_for(&self, seat: usize, v: crate::board::Village, height: usize) -> Option<Kind> {
        let piece = self.stacks[v.0 as usize][height];
        piece.seen_by(seat).then_some(piece.kind)
    }

    /// The kinds of `owner`'s pieces that `seat` has not seen, sorted.
    pub(crate) fn unseen_pool(&self, seat: usize, owner: usize) -> Vec<Kind> {
        let mut known = Kinds::default();
        let p = &self.players[owner];
        if owner == seat {
            for k in p.pieces.iter().chain(p.lost.iter()) {
                known.add(k);
            }
        }
        for piece in self.stacks.iter().flatten() {
            if piece.owner as usize == owner && piece.seen_by(seat) {
                known.add(piece.kind);
            }
        }
        let mut pool: Vec<Kind> = Vec::with_capacity(17);
        for kind in Kind::ALL {
            let left = kind.per_colour() - known.get(kind);
            pool.extend(std::iter::repeat_n(kind, left as usize));
        }
        debug_assert_eq!(pool.len() + known.total() as usize, full_set().len());
        pool
    }

    /// Re-samples everything `seat` cannot know (see the module doc) and
    /// re-seeds the game's RNG from `rng`.
    pub fn determinize(&mut self, seat: usize, rng: &mut Rng) {
        for owner in 0..self.players.len() {
            let mut pool = self.unseen_pool(seat, owner);
            rng.shuffle(&mut pool);
            let mut deal = pool.into_iter();
            let p = &mut self.players[owner];
            for slot in p.passive.iter_mut() {
                *slot = deal.next().expect("pool covers the passive supply");
            }
            if owner != seat {
                for kinds in [&mut p.pieces, &mut p.lost] {
                    let n = kinds.total();
                    *kinds = Kinds::default();
                    for _ in 0..n {
                        kinds.add(deal.next().expect("pool covers the active supply"));
                    }
                }
            }
            for piece in self.stacks.iter_mut().flatten() {
                if piece.owner as usize == owner && !piece.seen_by(seat) {
                    piece.kind = deal.next().expect("pool covers the stacks");
                }
            }
            debug_assert!(deal.next().is_none(), "pool larger than the unseen places");
        }
        self.rng = Rng::seeded(rng.next_u64());
    }
}

impl GameState {
    /// `seat`'s view of the game, drawn from `seed` (a determinized copy).
    pub fn view_for_seat(&self, seat: usize, seed: u64) -> GameState {
        let mut copy = self.clone();
        copy.determinize(seat, &mut Rng::seeded(seed));
        copy
    }
}
