//! The game described: its rules summary, folded away until asked for (its
//! title and blurb are app.ftl's, `GameKind::title`).

use dragon::GameState;

use super::text::{Msg, tr};
use crate::games::About;
use crate::i18n::t;

impl About for GameState {
    fn rules_title() -> String {
        tr(Msg::RulesTitle)
    }

    /// The in-app rules reference: a month in brief, then the rulings this
    /// implementation makes where the rulebooks leave a choice open.
    fn rules() -> Vec<String> {
        vec![
            t!("dragon-rules-month"),
            t!("dragon-rules-turn-order"),
            t!("dragon-rules-decay"),
            t!("dragon-rules-end"),
            t!("dragon-rules-events"),
            t!("dragon-rules-drought"),
            t!("dragon-rules-no-persons"),
            t!("dragon-rules-wall-month-12"),
            t!("dragon-rules-eclipse"),
            t!("dragon-rules-festival"),
            t!("dragon-rules-earthquake"),
        ]
    }
}
