//! Small pieces of original art: person tiles drawn with CSS, a label and
//! their symbols as pips.

use dragon::{Age, Person};
use leptos::prelude::*;

use super::text::{Msg, tr};

/// Two-letter mark for a person type on its tile.
fn mark(person: Person) -> &'static str {
    use dragon::Kind::*;
    match person.kind {
        Craftsman => "Cr",
        CourtLady => "La",
        TaxCollector => "Tx",
        Pyrotechnist => "Py",
        Warrior => "Wa",
        Monk => "Mo",
        Healer => "He",
        Farmer => "Fa",
        Scholar => "Sc",
    }
}

/// A person tile: type colour, mark, old tiles with a darker rim, symbol pips.
#[component]
pub fn PersonTile(person: Person) -> impl IntoView {
    let label = format!(
        "{} ({} {}, {} symbol(s))",
        tr(Msg::Person(person)),
        person.value(),
        tr(Msg::Track),
        person.symbols()
    );
    view! {
        <span
            class=format!("person kind-{:?}", person.kind)
            class:old=person.age == Age::Old
            title=label.clone()
            role="img"
            aria-label=label
            data-piece="person"
        >
            <span class="mark">{mark(person)}</span>
            <span class="pips">{(0..person.symbols()).map(|_| view! { <i></i> }).collect_view()}</span>
        </span>
    }
}
