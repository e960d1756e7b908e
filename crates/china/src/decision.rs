//! The pending decision: which player must choose, and what kind of choice
//! (C-4.5). A decision never carries hidden information.

use serde::{Deserialize, Serialize};

use crate::action::Payment;

/// Which seat must choose, and a [`DecisionKind`] of this game.
pub type Decision = boardgame::Decision<DecisionKind>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Start of a turn: `Placement` or `Swap`.
    Turn,
    /// Pay for piece `piece` (0 or 1). For the second piece `Stop` is offered
    /// too; it is asked whatever the hand can pay (`Stop` alone then), so the
    /// flow tells nobody what the hand holds.
    Pay { piece: u8 },
    /// Put piece `piece`, paid with `payment`: a house, envoy or fortification.
    Put { piece: u8, payment: Payment },
    /// After a placement: take one more card (`Take` or `Draw`); the hand
    /// holds `hand` cards now.
    Refill { hand: u8 },
    /// Swap: the card to discard.
    SwapDiscard,
    /// Swap: the card to take.
    SwapTake,
}
