//! Why an action was refused. Refused actions leave the state unchanged.

use std::fmt;

use crate::action::Action;
use crate::decision::{Decision, DecisionKind};
use crate::options::OptionsError;
use crate::person::{Kind, Person};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The options cannot make a game.
    BadOptions(OptionsError),
    /// The game is over; nothing more can be played.
    GameOver,
    /// Somebody else must decide now.
    NotYourTurn { player: usize, expected: usize },
    /// The action does not fit the pending decision.
    Illegal {
        action: Action,
        decision: Decision,
        why: Illegal,
    },
}

/// The specific rule an action breaks. Cheap to make, so legality checks can
/// run in hot loops; the text is built only when shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// This kind of action does not answer this kind of decision.
    WrongKindOfAction,
    NoSuchGroup,
    CardNotInGroup,
    CannotAffordGroup {
        cost: u16,
        yuan: u16,
    },
    CannotAffordPrivilege {
        price: u16,
        yuan: u16,
    },
    WallComplete,
    WallTileAlreadyBuilt,
    NoWallTilesLeft,
    NoSuchPalace,
    PalaceAtThreeFloors,
    PalaceFull,
    PalaceHasNoFloors,
    CardNotInHand,
    NoneLeft(Person),
    CardDoesNotAllow(Kind),
    DraftTakesYoungOnly,
    SameTypeTwice,
    PairTaken(Kind, Kind),
    NoPairLeft(Kind),
    MustPlaceWhileRoom,
    PersonNotInPalace,
    DroughtPalaceOrder,
    NotOverCapacity,
    NoSuchGoods,
    TypeNotOwned(Kind),
    TakenThisSunrise(Kind),
    SunriseTakesYoungOnly,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::WrongKindOfAction => {
                write!(f, "that kind of action does not answer this decision")
            }
            Illegal::NoSuchGroup => write!(f, "there is no such action group"),
            Illegal::CardNotInGroup => write!(f, "that card is not in that group"),
            Illegal::CannotAffordGroup { cost, yuan } => write!(
                f,
                "that needs {cost} yuan (3 if a dragon is already on the group, plus 2 for a privilege) and you have {yuan}"
            ),
            Illegal::CannotAffordPrivilege { price, yuan } => {
                write!(f, "that privilege costs {price} yuan and you have {yuan}")
            }
            Illegal::WallComplete => write!(f, "the Great Wall is complete (12 sections)"),
            Illegal::WallTileAlreadyBuilt => write!(f, "you have already built that wall tile"),
            Illegal::NoWallTilesLeft => write!(f, "you have built all six of your wall tiles"),
            Illegal::NoSuchPalace => write!(f, "you have no such palace"),
            Illegal::PalaceAtThreeFloors => write!(f, "a palace never exceeds 3 floors"),
            Illegal::PalaceFull => write!(f, "that palace has no free floor"),
            Illegal::PalaceHasNoFloors => write!(f, "that palace has no floor left to remove"),
            Illegal::CardNotInHand => write!(f, "that person card is not in your hand"),
            Illegal::NoneLeft(p) => write!(f, "no {} is left in the supply", p.describe()),
            Illegal::CardDoesNotAllow(k) => {
                write!(f, "the card played does not allow a {}", k.name())
            }
            Illegal::DraftTakesYoungOnly => write!(f, "the draft takes young persons only"),
            Illegal::SameTypeTwice => {
                write!(f, "the two persons of the draft must be of different types")
            }
            Illegal::PairTaken(a, b) => {
                write!(
                    f,
                    "an earlier player already took the pair {} + {}",
                    a.name(),
                    b.name()
                )
            }
            Illegal::NoPairLeft(k) => {
                write!(
                    f,
                    "no second person could be taken with a {} (all pairs taken)",
                    k.name()
                )
            }
            Illegal::MustPlaceWhileRoom => {
                write!(
                    f,
                    "a palace still has room, so the person must be placed there"
                )
            }
            Illegal::PersonNotInPalace => write!(f, "that person is not in that palace"),
            Illegal::DroughtPalaceOrder => write!(
                f,
                "in a drought each dismissal comes from a different inhabited palace (chosen in palace order)"
            ),
            Illegal::NotOverCapacity => {
                write!(
                    f,
                    "only persons of the palace that lost its floor can be dismissed now"
                )
            }
            Illegal::NoSuchGoods => write!(f, "you have none of those goods"),
            Illegal::TypeNotOwned(k) => write!(f, "you have no {}", k.name()),
            Illegal::TakenThisSunrise(k) => {
                write!(
                    f,
                    "another player already took a {} at this sunrise",
                    k.name()
                )
            }
            Illegal::SunriseTakesYoungOnly => write!(f, "the sunrise gives young persons only"),
        }
    }
}

/// The core's refusals are this game's: it only adds [`RuleError::NotYourTurn`].
impl From<boardgame::RuleError<OptionsError, Action, DecisionKind, Illegal>> for RuleError {
    fn from(error: boardgame::RuleError<OptionsError, Action, DecisionKind, Illegal>) -> RuleError {
        match error {
            boardgame::RuleError::BadOptions(why) => RuleError::BadOptions(why),
            boardgame::RuleError::GameOver => RuleError::GameOver,
            boardgame::RuleError::Illegal {
                action,
                decision,
                why,
            } => RuleError::Illegal {
                action,
                decision,
                why,
            },
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::BadOptions(why) => write!(f, "cannot set up this game: {why}"),
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn { player, expected } => write!(
                f,
                "player {} cannot act now: player {} must decide",
                player + 1,
                expected + 1
            ),
            RuleError::Illegal {
                action,
                decision,
                why,
            } => boardgame::refusal::write_illegal(f, decision.player, action, &decision.kind, why),
        }
    }
}

impl std::error::Error for RuleError {}
