//! The pending decision: which player must choose, and what kind of choice.

use serde::{Deserialize, Serialize};

use crate::hand::HandCard;
use crate::person::{Kind, Person};

/// Which seat must choose, and a [`DecisionKind`] of this game.
pub type Decision = boardgame::Decision<DecisionKind>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Initial draft: take a young person (`first` is the type already taken).
    Draft {
        first: Option<Kind>,
    },
    /// Take an action from a group, or refill.
    ChooseAction,
    ChoosePrivilege,
    ChooseWallTile,
    /// Place the next floor; `remaining` counts this one.
    BuildFloor {
        remaining: u8,
    },
    PlayCard,
    /// Choose the tile to take (young or old, or any type for a wild card).
    /// `card` is `None` at sunrise.
    Recruit {
        card: Option<HandCard>,
    },
    /// Place a new person; when all palaces are full, replace one or release it.
    PlacePerson {
        person: Person,
    },
    /// Dismiss a person; `remaining` counts this one. In a drought each
    /// dismissal comes from a different palace, taken in increasing order
    /// (from `from_palace` on) so every choice of palaces is offered once;
    /// after an earthquake it comes from palace `from_palace` only.
    Dismiss {
        remaining: u8,
        reason: Reason,
        from_palace: u8,
    },
    /// Earthquake: remove floors, dismissing persons over capacity.
    RemoveFloor {
        remaining: u8,
    },
    /// Flood: return goods one at a time.
    ReturnGoods {
        remaining: u16,
    },
    /// Typhoon: discard person cards.
    DiscardCard {
        remaining: u8,
    },
    /// Charter: choose a person type to gain its symbols.
    Charter,
}

/// Why persons are dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    ImperialTribute,
    /// Each dismissal comes from a different unsupplied palace.
    Drought,
    MongolInvasion,
    Disease,
    /// Too few own sections when the wall fell short.
    GreatWall,
    /// Persons over the capacity of a palace that lost floors.
    Earthquake,
}
