//! The in-app rules reference, folded away until asked for.

use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::i18n::t;

#[component]
pub fn RulesReference() -> impl IntoView {
    view! {
        <details class="rules card">
            <summary>{tr(Msg::RulesTitle)}</summary>
            <ul>{rules_reference().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
        </details>
    }
}

/// A turn in brief, the scoring, then the rulings this implementation makes
/// where the rulebook leaves a choice open (spec §14).
pub fn rules_reference() -> Vec<String> {
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
