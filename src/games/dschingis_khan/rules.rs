//! The game described: its rules summary, folded away until asked for (its
//! title and blurb are app.ftl's, `GameKind::title`).

use dschingis_khan::GameState;

use super::text::{Msg, tr};
use crate::games::About;
use crate::i18n::t;

impl About for GameState {
    fn rules_title() -> String {
        tr(Msg::RulesTitle)
    }

    /// A turn in brief, the scoring, then the rulings this implementation makes
    /// where the rulebook leaves a choice open (spec §14).
    fn rules() -> Vec<String> {
        vec![
            t!("khan-rule-setup"),
            t!("khan-rule-turn"),
            t!("khan-rule-placing"),
            t!("khan-rule-control"),
            t!("khan-rule-building"),
            t!("khan-rule-end"),
            t!("khan-rule-scoring"),
            t!("khan-ruling-roads"),
            t!("khan-ruling-climb"),
            t!("khan-ruling-reentry"),
            t!("khan-ruling-branch-loop"),
            t!("khan-ruling-safety"),
        ]
    }
}
