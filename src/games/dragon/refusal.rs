//! Why the rules refuse an action, in words (the engine's `RuleError` and
//! `Illegal` are typed; the words are the app's).

use dragon::{Illegal, RuleError};

use super::names::{kind, person};

/// Why the rules refuse an action, in the current language.
pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::BadOptions(why) => format!("these options cannot make a game ({why})"),
        RuleError::GameOver => "the game is over".into(),
        RuleError::NotYourTurn { expected, .. } => {
            format!("player {} must decide now", expected + 1)
        }
        RuleError::Illegal { why, .. } => illegal(*why),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => "that does not answer the question asked now".into(),
        Illegal::NoSuchGroup => "there is no such action group".into(),
        Illegal::CardNotInGroup => "that card is not in that group".into(),
        Illegal::CannotAffordGroup { cost, yuan } => format!(
            "that needs {cost} yuan (3 if a dragon is already on the group, plus 2 for a privilege) and you have {yuan}"
        ),
        Illegal::CannotAffordPrivilege { price, yuan } => {
            format!("that privilege costs {price} yuan and you have {yuan}")
        }
        Illegal::WallComplete => "the Great Wall is complete (12 sections)".into(),
        Illegal::WallTileAlreadyBuilt => "you have already built that wall tile".into(),
        Illegal::NoWallTilesLeft => "you have built all six of your wall tiles".into(),
        Illegal::NoSuchPalace => "you have no such palace".into(),
        Illegal::PalaceAtThreeFloors => "a palace never exceeds 3 floors".into(),
        Illegal::PalaceFull => "that palace has no free floor".into(),
        Illegal::PalaceHasNoFloors => "that palace has no floor left to remove".into(),
        Illegal::CardNotInHand => "that person card is not in your hand".into(),
        Illegal::NoneLeft(p) => format!("no {} is left in the supply", person(p)),
        Illegal::CardDoesNotAllow(k) => format!("the card played does not allow a {}", kind(k)),
        Illegal::DraftTakesYoungOnly => "the draft takes young persons only".into(),
        Illegal::SameTypeTwice => "the two persons of the draft must be of different types".into(),
        Illegal::PairTaken(a, b) => format!(
            "an earlier player already took the pair {} + {}",
            kind(a),
            kind(b)
        ),
        Illegal::NoPairLeft(k) => format!(
            "no second person could be taken with a {} (all pairs taken)",
            kind(k)
        ),
        Illegal::MustPlaceWhileRoom => {
            "a palace still has room, so the person must be placed there".into()
        }
        Illegal::PersonNotInPalace => "that person is not in that palace".into(),
        Illegal::DroughtPalaceOrder => "in a drought each dismissal comes from a different inhabited palace (chosen in palace order)".into(),
        Illegal::NotOverCapacity => {
            "only persons of the palace that lost its floor can be dismissed now".into()
        }
        Illegal::NoSuchGoods => "you have none of those goods".into(),
        Illegal::TypeNotOwned(k) => format!("you have no {}", kind(k)),
        Illegal::TakenThisSunrise(k) => {
            format!("another player already took a {} at this sunrise", kind(k))
        }
        Illegal::SunriseTakesYoungOnly => "the sunrise gives young persons only".into(),
    }
}
