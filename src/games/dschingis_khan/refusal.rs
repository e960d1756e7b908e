//! Why the rules refuse an action, in words (the engine's `RuleError` and
//! `Illegal` are typed; the words are the app's, in `khan-refusal-…`).

use dschingis_khan::{Illegal, OptionsError, RuleError};

use super::text::{kind_key, slot_name, village};
use crate::i18n::t;

/// Why options cannot make a game (a hand-edited save's); seats are
/// counted from 1 as on the setup screen.
fn options_error(why: OptionsError) -> String {
    match why {
        OptionsError::Players(n) => t!("khan-options-players", n = n),
        OptionsError::StartPlayer { players, seat } => {
            t!(
                "khan-options-start-player",
                players = players,
                seat = seat + 1
            )
        }
    }
}

pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::BadOptions(why) => t!("khan-refusal-bad-options", why = options_error(*why)),
        RuleError::GameOver => t!("khan-refusal-game-over"),
        RuleError::Illegal { why, .. } => illegal(*why),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => t!("khan-refusal-wrong-kind-of-action"),
        Illegal::VillageNotEmpty(v) => t!("khan-refusal-village-not-empty", v = village(v)),
        Illegal::NoPartner(v) => t!("khan-refusal-no-partner", v = village(v)),
        Illegal::NotNeighbours(a, b) => {
            let (a, b) = (village(a), village(b));
            t!("khan-refusal-not-neighbours", a = a, b = b)
        }
        Illegal::RoadWalled(s) => t!("khan-refusal-road-walled", slot = slot_name(s)),
        Illegal::KindNotHeld(k) => t!("khan-refusal-kind-not-held", kind = kind_key(k)),
        Illegal::ScoutNotOnStartVillages => t!("khan-refusal-scout-not-on-start-villages"),
        Illegal::GeneralSupplyEmpty => t!("khan-refusal-general-supply-empty"),
        Illegal::PassiveSupplyEmpty => t!("khan-refusal-passive-supply-empty"),
        Illegal::FourHeld => t!("khan-refusal-four-held"),
        Illegal::NoPiecesHeld => t!("khan-refusal-no-pieces-held"),
        Illegal::NoWallsHeld => t!("khan-refusal-no-walls-held"),
        Illegal::ScoutOffBoard => t!("khan-refusal-scout-off-board"),
        Illegal::ScoutNotBlocked => t!("khan-refusal-scout-not-blocked"),
        Illegal::MustDeploy => t!("khan-refusal-must-deploy"),
        Illegal::ReentryTier { tier } => t!("khan-refusal-reentry-tier", tier = tier),
        Illegal::OtherScout(v) => t!("khan-refusal-other-scout", v = village(v)),
        Illegal::Visited(v) => t!("khan-refusal-visited", v = village(v)),
        Illegal::NoRoad(a, b) => t!("khan-refusal-no-road", a = village(a), b = village(b)),
        Illegal::RoadCrossesWall(s) => {
            t!("khan-refusal-road-crosses-wall", slot = slot_name(s))
        }
        Illegal::NoWallPiece(s) => t!("khan-refusal-no-wall-piece", slot = slot_name(s)),
        Illegal::Closed(s) => t!("khan-refusal-closed", slot = slot_name(s)),
        Illegal::NotBordering(s, v) => {
            let (slot, v) = (slot_name(s), village(v));
            t!("khan-refusal-not-bordering", slot = slot, v = v)
        }
        Illegal::SlotTaken(s) => t!("khan-refusal-slot-taken", slot = slot_name(s)),
        Illegal::NotConnected(s) => t!("khan-refusal-not-connected", slot = slot_name(s)),
    }
}
