//! Why the rules refuse an action, in words (the engine's `RuleError` and
//! `Illegal` are typed; the words are the app's).

use dragon::{Illegal, OptionsError, RuleError};

use super::names::{Form, kind, person};
use crate::i18n::t;

/// Why the rules refuse an action, in the current language.
pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::BadOptions(why) => t!("dragon-refusal-bad-options", why = options_error(*why)),
        RuleError::GameOver => t!("dragon-refusal-game-over"),
        RuleError::NotYourTurn { expected, .. } => {
            t!("dragon-refusal-not-your-turn", n = expected + 1)
        }
        RuleError::Illegal { why, .. } => illegal(*why),
    }
}

/// Why options cannot make a game (a hand-edited save's).
fn options_error(why: OptionsError) -> String {
    match why {
        OptionsError::Players(n) => t!("dragon-options-players", n = n),
        OptionsError::LargePrivilegePrice(price) => {
            t!("dragon-options-privilege-price", price = price)
        }
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => t!("dragon-refusal-wrong-kind"),
        Illegal::NoSuchGroup => t!("dragon-refusal-no-such-group"),
        Illegal::CardNotInGroup => t!("dragon-refusal-card-not-in-group"),
        Illegal::CannotAffordGroup { cost, yuan } => {
            t!(
                "dragon-refusal-cannot-afford-group",
                cost = cost,
                yuan = yuan
            )
        }
        Illegal::CannotAffordPrivilege { price, yuan } => {
            t!(
                "dragon-refusal-cannot-afford-privilege",
                price = price,
                yuan = yuan
            )
        }
        Illegal::WallComplete => t!("dragon-refusal-wall-complete"),
        Illegal::WallTileAlreadyBuilt => t!("dragon-refusal-wall-tile-built"),
        Illegal::NoWallTilesLeft => t!("dragon-refusal-no-wall-tiles"),
        Illegal::NoSuchPalace => t!("dragon-refusal-no-such-palace"),
        Illegal::PalaceAtThreeFloors => t!("dragon-refusal-three-floors"),
        Illegal::PalaceFull => t!("dragon-refusal-palace-full"),
        Illegal::PalaceHasNoFloors => t!("dragon-refusal-no-floors"),
        Illegal::CardNotInHand => t!("dragon-refusal-card-not-in-hand"),
        Illegal::NoneLeft(p) => t!("dragon-refusal-none-left", person = person(p, Form::One)),
        Illegal::CardDoesNotAllow(k) => {
            t!(
                "dragon-refusal-card-does-not-allow",
                kinds = kind(k, Form::Other)
            )
        }
        Illegal::DraftTakesYoungOnly => t!("dragon-refusal-draft-young-only"),
        Illegal::SameTypeTwice => t!("dragon-refusal-same-type-twice"),
        Illegal::PairTaken(a, b) => {
            let (first, second) = (kind(a, Form::One), kind(b, Form::One));
            t!("dragon-refusal-pair-taken", first = first, second = second)
        }
        Illegal::NoPairLeft(k) => t!("dragon-refusal-no-pair-left", kind = kind(k, Form::A)),
        Illegal::MustPlaceWhileRoom => t!("dragon-refusal-must-place"),
        Illegal::PersonNotInPalace => t!("dragon-refusal-not-in-palace"),
        Illegal::DroughtPalaceOrder => t!("dragon-refusal-drought-order"),
        Illegal::NotOverCapacity => t!("dragon-refusal-not-over-capacity"),
        Illegal::NoSuchGoods => t!("dragon-refusal-no-such-goods"),
        Illegal::TypeNotOwned(k) => {
            t!(
                "dragon-refusal-type-not-owned",
                kinds = kind(k, Form::Other)
            )
        }
        Illegal::TakenThisSunrise(k) => {
            t!("dragon-refusal-taken-this-sunrise", kind = kind(k, Form::A))
        }
        Illegal::SunriseTakesYoungOnly => t!("dragon-refusal-sunrise-young-only"),
    }
}
