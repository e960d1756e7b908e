//! The in-app rules reference, folded away until asked for.

use leptos::prelude::*;

use super::text::{Msg, tr};

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
    [
        "Each month: 1 action phase (in turn order take one card of a group — 3 yuan if a dragon is already there — or refill to 3 yuan), 2 person phase (play a card, take a young or old person, place it; full palaces: replace someone or return the tile), 3 event, 4 scoring (1 VP per palace, court lady and privilege dragon).",
        "Turn order follows the person track, highest first; a disc landing on an occupied space goes on top. It is re-read after every move.",
        "Decay: after the event, every palace without persons loses a floor; an empty 1-floor palace disappears.",
        "End: 2 VP per person, monks score buddhas × floors, rice and rockets sell for 2 yuan, then 1 VP per 3 yuan. Ties: ahead on the person track wins.",
        "Ruling: months 3–12 are dealt uniformly among all orders with no two adjacent months alike.",
        "Ruling: in a drought you choose which inhabited palaces go unsupplied (one dismissal from each); the choices are offered in palace order so each set appears once.",
        "Ruling: a player without persons skips further dismissals.",
        "Ruling: with the Great Wall, a Mongol invasion in month 12 brings both its own wall check and the final one.",
        "Ruling: the solar eclipse repeats month 7's event but not its wall check.",
        "Ruling: at the dragon festival a tie for the most rockets does not cancel second place; 0 rockets never score.",
        "Ruling: in an earthquake each floor is removed one at a time; persons above a palace's new height are dismissed by their owner; a palace with no floor left is gone.",
    ]
    .into_iter()
    .map(String::from)
    .collect()
}
