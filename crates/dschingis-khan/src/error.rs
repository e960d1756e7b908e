//! Why an action was refused. A refused action leaves the state unchanged.

use std::fmt;

use crate::action::Action;
use crate::board::{Slot, Village};
use crate::decision::DecisionKind;
use crate::options::OptionsError;
use crate::piece::Kind;

/// Why options or an action were refused: the core's refusal with this
/// game's options error, actions, decisions and rules.
pub type RuleError = boardgame::RuleError<OptionsError, Action, DecisionKind, Illegal>;

/// The specific rule an action breaks. Cheap to make; the text is built
/// only when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// This kind of action does not answer this kind of decision.
    WrongKindOfAction,
    /// Start placement and empty-village rules: the village holds pieces or a scout.
    VillageNotEmpty(Village),
    /// Start placement: no empty neighbour joined by a road without a wall piece.
    NoPartner(Village),
    /// Start placement: the second village must be a neighbour of the first.
    NotNeighbours(Village, Village),
    /// The road between the two villages crosses a wall piece.
    RoadWalled(Slot),
    /// The player holds no piece of that kind.
    KindNotHeld(Kind),
    /// Start placement: the scout goes on one of the two villages just used.
    ScoutNotOnStartVillages,
    /// D-5.2: general supply empty.
    GeneralSupplyEmpty,
    /// D-5.2: passive supply empty.
    PassiveSupplyEmpty,
    /// D-5.2: already four walls / four pieces held.
    FourHeld,
    /// D-4.2 (a): no piece held.
    NoPiecesHeld,
    /// D-4.2 (b): no wall held.
    NoWallsHeld,
    /// D-4.2 (c): the scout is off the board.
    ScoutOffBoard,
    /// D-4.2 (c) / D-8.1: the scout can still step.
    ScoutNotBlocked,
    /// D-4.2 (d): another deploy option is possible.
    MustDeploy,
    /// D-8.3: a village of a higher priority tier is available.
    ReentryTier { tier: u8 },
    /// D-6.3 / D-8.3: another player's scout stands there.
    OtherScout(Village),
    /// D-6.3: no village twice in one turn, no return to the start.
    Visited(Village),
    /// D-6.4: a road step needs neighbours.
    NoRoad(Village, Village),
    /// D-6.4 / R9: the road's slot holds a wall piece (use it as a gate).
    RoadCrossesWall(Slot),
    /// D-6.4: the slot holds no wall piece.
    NoWallPiece(Slot),
    /// D-6.4: a closed piece cannot be climbed.
    Closed(Slot),
    /// D-6.4: the climbing piece must border that village.
    NotBordering(Slot, Village),
    /// D-7.2: the slot already holds a wall piece.
    SlotTaken(Slot),
    /// D-7.2: neither tower of the slot is on the wall.
    NotConnected(Slot),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::WrongKindOfAction => {
                write!(f, "that kind of action does not answer this decision")
            }
            Illegal::VillageNotEmpty(v) => {
                write!(f, "{v} is not empty (it holds pieces or a scout)")
            }
            Illegal::NoPartner(v) => write!(
                f,
                "{v} has no empty neighbour joined by a road without a wall piece"
            ),
            Illegal::NotNeighbours(a, b) => write!(f, "{a} and {b} are not neighbours"),
            Illegal::RoadWalled(s) => write!(
                f,
                "the road crosses the wall piece on {s}: the two villages are not joined by a free road"
            ),
            Illegal::KindNotHeld(k) => write!(f, "you hold no {k:?} piece"),
            Illegal::ScoutNotOnStartVillages => {
                write!(f, "the scout goes on one of your two start villages")
            }
            Illegal::GeneralSupplyEmpty => write!(f, "the general supply has no wall left"),
            Illegal::PassiveSupplyEmpty => write!(f, "your passive supply is empty"),
            Illegal::FourHeld => write!(f, "you already hold four of that kind"),
            Illegal::NoPiecesHeld => write!(f, "you hold no piece to place"),
            Illegal::NoWallsHeld => write!(f, "you hold no wall to build"),
            Illegal::ScoutOffBoard => write!(f, "your scout is not on the board"),
            Illegal::ScoutNotBlocked => {
                write!(f, "your scout is not blocked: it can still make a step")
            }
            Illegal::MustDeploy => write!(
                f,
                "you must place pieces, build walls or take a blocked scout off"
            ),
            Illegal::ReentryTier { tier } => write!(
                f,
                "the scout must re-enter on a village of priority {tier} (own village with a step, then empty village with a step, then any)"
            ),
            Illegal::OtherScout(v) => write!(f, "another player's scout stands on {v}"),
            Illegal::Visited(v) => write!(f, "your scout has already been on {v} this turn"),
            Illegal::NoRoad(a, b) => write!(f, "no road joins {a} and {b}"),
            Illegal::RoadCrossesWall(s) => write!(
                f,
                "the road crosses the wall piece on {s}: pass through its gate instead (if open)"
            ),
            Illegal::NoWallPiece(s) => write!(f, "there is no wall piece on {s}"),
            Illegal::Closed(s) => write!(f, "the wall piece on {s} is closed"),
            Illegal::NotBordering(s, v) => write!(f, "{s} does not border {v}"),
            Illegal::SlotTaken(s) => write!(f, "{s} already holds a wall piece"),
            Illegal::NotConnected(s) => write!(f, "{s} does not touch the wall"),
        }
    }
}
