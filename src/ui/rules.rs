//! A game's rules summary, folded away until asked for.

use leptos::prelude::*;

use crate::games::GameUi;

/// The rules summary of game `G` as a folded card: its heading, then its
/// points.
pub fn rules<G: GameUi>() -> impl IntoView {
    view! {
        <details class="rules card">
            <summary>{G::rules_title()}</summary>
            <ul>{G::rules().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
        </details>
    }
}
