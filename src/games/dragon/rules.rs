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

/// The in-app rules reference: a month in brief, then the rulings this
/// implementation makes where the rulebooks leave a choice open.
pub fn rules_reference() -> Vec<String> {
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
