//! The game described: its rules summary, folded away until asked for (its
//! title and blurb are app.ftl's, `GameKind::title`).

use china::GameState;

use super::text::{Msg, tr};
use crate::games::About;
use crate::i18n::t;

impl About for GameState {
    fn rules_title() -> String {
        tr(Msg::RulesTitle)
    }

    /// The game in brief, then the rulings this implementation makes where
    /// the rulebook leaves a choice open.
    fn rules() -> Vec<String> {
        vec![
            t!("china-rules-turn"),
            t!("china-rules-pieces"),
            t!("china-rules-refill"),
            t!("china-rules-province-scoring"),
            t!("china-rules-final-scoring"),
            t!("china-rules-end"),
            t!("china-rules-ruling-side"),
            t!("china-rules-ruling-display"),
            t!("china-rules-fortifications"),
        ]
    }
}
