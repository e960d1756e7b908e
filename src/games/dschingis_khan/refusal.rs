//! Why the rules refuse an action, in words (the engine's `RuleError` and
//! `Illegal` are typed; the words are the app's).

use dschingis_khan::{Illegal, RuleError};

use super::text::{Msg, tr};

pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::BadOptions(why) => format!("these options cannot make a game ({why})"),
        RuleError::GameOver => "the game is over".into(),
        RuleError::Illegal { why, .. } => illegal(*why),
    }
}

fn illegal(why: Illegal) -> String {
    match why {
        Illegal::WrongKindOfAction => "that does not answer the question asked now".into(),
        Illegal::VillageNotEmpty(v) => format!("{v} is not empty (it holds pieces or a scout)"),
        Illegal::NoPartner(v) => {
            format!("{v} has no empty neighbour joined by a road without a wall piece")
        }
        Illegal::NotNeighbours(a, b) => format!("{a} and {b} are not neighbours"),
        Illegal::RoadWalled(s) => {
            format!("the road crosses the wall piece on {s}: the villages are on different sides")
        }
        Illegal::KindNotHeld(k) => format!("you hold no {}", tr(Msg::Kind(k))),
        Illegal::ScoutNotOnStartVillages => {
            "the scout goes on one of your two start villages".into()
        }
        Illegal::GeneralSupplyEmpty => "the general supply has no wall left".into(),
        Illegal::PassiveSupplyEmpty => "your passive supply is empty".into(),
        Illegal::FourHeld => "you already hold four of that kind".into(),
        Illegal::NoPiecesHeld => "you hold no piece to place".into(),
        Illegal::NoWallsHeld => "you hold no wall to build".into(),
        Illegal::ScoutOffBoard => "your scout is not on the board".into(),
        Illegal::ScoutNotBlocked => "your scout is not blocked: it can still make a step".into(),
        Illegal::MustDeploy => {
            "you must place pieces, build walls or take a blocked scout off".into()
        }
        Illegal::ReentryTier { tier } => format!(
            "the scout must re-enter on a village of priority {tier} (own village with a step, then an empty village with a step, then any)"
        ),
        Illegal::OtherScout(v) => format!("another player's scout stands on {v}"),
        Illegal::Visited(v) => format!("your scout has already been on {v} this turn"),
        Illegal::NoRoad(a, b) => format!("no road joins {a} and {b}"),
        Illegal::RoadCrossesWall(s) => format!(
            "the road crosses the wall piece on {s}: pass through its gate instead (if open)"
        ),
        Illegal::NoWallPiece(s) => format!("there is no wall piece on {s}"),
        Illegal::Closed(s) => format!("the wall piece on {s} is closed"),
        Illegal::NotBordering(s, v) => format!("{s} does not border {v}"),
        Illegal::SlotTaken(s) => format!("{s} already holds a wall piece"),
        Illegal::NotConnected(s) => format!("{s} does not touch the wall"),
    }
}
