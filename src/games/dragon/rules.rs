//! The in-app rules reference, folded away until asked for.

use leptos::prelude::*;

use super::text::{Msg, rules_reference, tr};

#[component]
pub fn RulesReference() -> impl IntoView {
    view! {
        <details class="rules card">
            <summary>{tr(Msg::RulesTitle)}</summary>
            <ul>{rules_reference().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
        </details>
    }
}
