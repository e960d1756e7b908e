//! What an action cost and gave, as everybody at the table saw it: the log
//! words it beside the action. Worked out from the states before and after
//! the action, so a guest at a table of devices (which holds neither) gets
//! it as data in its [`crate::SeatEvent`].

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::hand::HandCard;
use crate::state::GameState;

/// An action's costs and gains beyond the action itself (all public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Yuan paid to join an occupied group.
    pub paid: u16,
    /// What the card taken gave (yuan, floors, rice, rockets, steps, VP).
    pub gain: u16,
    /// Yuan gained by refilling.
    pub refilled: u16,
    /// A person card played when no such tile was left.
    pub spent: bool,
}

impl Outcome {
    /// `action`'s outcome, played between `before` and `after`.
    pub fn of(before: &GameState, after: &GameState, action: Action) -> Outcome {
        let Some(seat) = before.current_player() else {
            return Outcome::default();
        };
        match action {
            Action::Take { group, card } => Outcome {
                paid: before
                    .groups()
                    .get(group as usize)
                    .map(|g| before.take_cost(g))
                    .unwrap_or(0),
                gain: before.card_yield(seat, card),
                ..Outcome::default()
            },
            Action::Refill => Outcome {
                refilled: after
                    .player(seat)
                    .yuan
                    .saturating_sub(before.player(seat).yuan),
                ..Outcome::default()
            },
            Action::PlayCard(card) => Outcome {
                spent: match card {
                    HandCard::Person(k) => !before.supply().has_kind(k),
                    HandCard::Wild => before.supply().total() == 0,
                },
                ..Outcome::default()
            },
            _ => Outcome::default(),
        }
    }
}
