//! Everything a player can do, one atomic decision at a time (C-4.5).

use serde::{Deserialize, Serialize};

use crate::board::{Province, Site};
use crate::card::Colour;

/// How one piece is paid (C-5.3): one card of the province's colour, or a
/// joker pair of two cards of one other colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    pub colour: Colour,
    /// Two cards of `colour` as a joker (for a province of another colour).
    pub joker: bool,
}

impl Payment {
    pub const fn normal(colour: Colour) -> Payment {
        Payment {
            colour,
            joker: false,
        }
    }

    pub const fn joker(colour: Colour) -> Payment {
        Payment {
            colour,
            joker: true,
        }
    }

    /// Cards it takes from the hand: 1, or 2 for a joker pair.
    pub const fn cards(self) -> u8 {
        if self.joker { 2 } else { 1 }
    }

    /// Whether it pays for a piece in `province` (C-5.3, R-10).
    pub fn pays_for(self, province: Province) -> bool {
        (province.colour() == self.colour) != self.joker
    }

    /// All ten payments, normal ones first.
    pub const ALL: [Payment; 10] = [
        Payment::normal(Colour::Purple),
        Payment::normal(Colour::Red),
        Payment::normal(Colour::Green),
        Payment::normal(Colour::Orange),
        Payment::normal(Colour::Yellow),
        Payment::joker(Colour::Purple),
        Payment::joker(Colour::Red),
        Payment::joker(Colour::Green),
        Payment::joker(Colour::Orange),
        Payment::joker(Colour::Yellow),
    ];
}

/// One atomic decision. A turn is a sequence of these (C-4.5):
/// `Placement`, then per piece `Pay` and a piece (`House`, `Envoy` or
/// `Fortify`), optionally `Stop` after the first piece, then one `Take` or
/// `Draw` per card of the refill; or `Swap`, `Discard`, then `Take` or `Draw`;
/// or, when no swap is possible and the hand cannot pay, `Placement` and
/// `Stop` at once: the pass (C-4.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Start of the turn: place pieces (action A).
    Placement,
    /// Start of the turn: swap one card (action B).
    Swap,
    /// Pay for the next piece with these cards.
    Pay(Payment),
    /// Put the paid piece: a house on this site (which fixes the province).
    House(Site),
    /// Put the paid piece: an envoy on this province's dragon field.
    Envoy(Province),
    /// Put the paid piece: the own fortification on this site.
    Fortify(Site),
    /// After the first piece: place no second one. Before it: pass, the
    /// hand unable to pay (C-4.3).
    Stop,
    /// Refill or swap: take a display card of this colour.
    Take(Colour),
    /// Refill or swap: take the top card of the draw pile.
    Draw,
    /// Swap: put a card of this colour from the hand on the discard pile.
    Discard(Colour),
}

impl Action {
    /// Every action of the game's type, legal or not (for tests: the
    /// harness checks that those not listed as legal are refused).
    pub fn universe() -> Vec<Action> {
        let mut all = vec![Action::Placement, Action::Swap, Action::Stop, Action::Draw];
        all.extend(Payment::ALL.map(Action::Pay));
        all.extend(Site::all().map(Action::House));
        all.extend(Site::all().map(Action::Fortify));
        all.extend(Province::ALL.map(Action::Envoy));
        all.extend(Colour::ALL.map(Action::Take));
        all.extend(Colour::ALL.map(Action::Discard));
        all
    }
}
