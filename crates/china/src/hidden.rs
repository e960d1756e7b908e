//! Hidden information (§14): what a seat cannot see, and its re-sampling.
//!
//! Hidden are the cards in the hands (their number is public) and the order
//! of the draw pile (C-14.1). Everything else is public (C-14.2): display,
//! discard pile, pile size, board, supplies, scores. A card a player takes
//! from the display was seen by everybody, so each [`Player::known`]
//! records those cards until he visibly plays or discards one of that
//! colour (a lower bound of his hand that every seat shares).
//!
//! For a seat, the unseen cards are the others' hand cards beyond what is
//! known of them, and the draw pile. Their multiset follows from public
//! facts alone: the deck minus display, discard pile, the seat's own hand
//! and the known cards of the others. Determinization lays out that pool in
//! canonical (colour) order, shuffles it with the caller's RNG and deals it
//! back: first the unknown part of each other hand (in seat order), the
//! rest becomes the draw pile. It also re-seeds the game's RNG (the only
//! other secret: the shuffle at the first exhaustion). Two states that
//! differ only in what the seat cannot see thus give the same result.
//!
//! [`Player::known`]: crate::state::Player::known

use smallvec::SmallVec;

use crate::card::{Cards, Colour};
use crate::rng::Rng;
use crate::state::GameState;

impl GameState {
    /// The cards `seat` cannot see: the others' unknown hand cards and the
    /// draw pile, as one multiset.
    pub fn unseen_by(&self, seat: usize) -> Cards {
        let mut seen = self
            .display
            .plus(&self.discard)
            .plus(&self.players[seat].hand);
        for (s, p) in self.players.iter().enumerate() {
            if s != seat {
                seen = seen.plus(&p.known);
            }
        }
        self.deck().minus(&seen)
    }

    /// Re-deals everything `seat` cannot see (see the module doc).
    pub fn determinize_for(&mut self, seat: usize, rng: &mut Rng) {
        let pool = self.unseen_by(seat);
        let mut cards: SmallVec<[Colour; 64]> = pool.each().collect();
        debug_assert_eq!(
            cards.len(),
            self.pile.len()
                + self
                    .players
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != seat)
                    .map(|(_, p)| (p.hand.total() - p.known.total()) as usize)
                    .sum::<usize>(),
            "the unseen pool matches the hidden cards"
        );
        rng.shuffle(&mut cards);
        for (s, player) in self.players.iter_mut().enumerate() {
            if s == seat {
                continue;
            }
            let unknown = player.hand.total() - player.known.total();
            player.hand = player.known;
            for _ in 0..unknown {
                player.hand.add(cards.pop().expect("pool large enough"), 1);
            }
        }
        self.pile = cards;
        self.rng = Rng::seeded(rng.next_u64());
    }
}
