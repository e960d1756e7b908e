//! Everything a player can do, one atomic decision at a time.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::hand::HandCard;
use crate::person::{Kind, Person};
use crate::wall::WallBonus;

/// One atomic decision. Multi-step choices (build three floors, dismiss two
/// persons) are sequences of these, so the UI and the bots share one mechanism.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Action phase: put the dragon on `group` and perform `card` from it.
    Take { group: u8, card: Card },
    /// Action phase: take yuan until holding 3.
    Refill,
    /// After taking the Privilege card: which size to buy.
    Privilege(PrivilegeSize),
    /// After taking the Great Wall card: which own wall tile to build.
    BuildWall(WallBonus),
    /// Place one floor (Build action, wall floor, charter of craftsmen).
    Build(Site),
    /// Person phase: play this card from hand.
    PlayCard(HandCard),
    /// Take this tile: in the draft, after playing a card, or at sunrise.
    Recruit(Person),
    /// Put the new person into this palace (it must have a free floor).
    Place(u8),
    /// All palaces full: dismiss `person` from `palace` and put the new one there.
    Replace { palace: u8, person: Person },
    /// All palaces full: return the new tile to the supply instead.
    Release,
    /// Dismiss `person` from `palace` (events, wall check, earthquake).
    Dismiss { palace: u8, person: Person },
    /// Earthquake: remove one floor from this palace.
    RemoveFloor(u8),
    /// Flood: return one unit of these goods.
    Return(Good),
    /// Typhoon: discard this person card.
    Discard(HandCard),
    /// Charter: gain the symbols of all own persons of this type.
    Charter(Kind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PrivilegeSize {
    /// 2 yuan, 1 dragon.
    Small,
    /// 7 yuan (6 in the 2007 edition), 2 dragons.
    Large,
}

/// Where a floor goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Site {
    /// Start a new palace of one floor.
    NewPalace,
    /// Add a floor to this palace (below 3 floors).
    Palace(u8),
}

/// The goods a flood takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Good {
    Yuan,
    Rice,
    Rockets,
}
