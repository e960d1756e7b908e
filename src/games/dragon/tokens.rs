//! Small pieces of original art: person tiles drawn with CSS, a label and
//! their symbols as pips.

use dragon::{Age, Person};
use leptos::prelude::*;

use super::text::{Msg, tr};

/// A person tile: type colour, mark, old tiles with a darker rim, symbol pips.
#[component]
pub fn PersonTile(person: Person) -> impl IntoView {
    let label = tr(Msg::PersonTile(person));
    view! {
        <span
            class=format!("person kind-{:?}", person.kind)
            class:old=person.age == Age::Old
            title=label.clone()
            role="img"
            aria-label=label
            data-piece="person"
        >
            <span class="mark">{tr(Msg::Mark(person.kind))}</span>
            <span class="pips">{(0..person.symbols()).map(|_| view! { <i></i> }).collect_view()}</span>
        </span>
    }
}
