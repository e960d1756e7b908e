//! The person supply: young and old tiles per type with the counts left.

use dragon::Person;
use leptos::prelude::*;

use super::Spot;
use super::text::{Msg, tr};
use super::tokens::PersonTile;
use super::{on_spot, spot_class, with_game};

#[component]
pub fn SupplyView() -> impl IntoView {
    let tiles = move || {
        with_game(|g| {
            let supply = *g.supply();
            Person::all()
                .map(|person| {
                    let left = supply.count(person);
                    let spot = Spot::SupplyTile(person);
                    let count = if person.age == dragon::Age::Old {
                        tr(Msg::OldLeft(left))
                    } else {
                        tr(Msg::YoungLeft(left))
                    };
                    let title = tr(Msg::SupplyTile(person, left));
                    view! {
                        <li>
                            <button
                                class=spot_class("supply-tile", spot)
                                class:empty=left == 0
                                title=title
                                on:click=on_spot(spot)
                            >
                                <PersonTile person=person />
                                <span class="count" aria-label=count>{left}</span>
                            </button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="supply" data-tip="supply" aria-label=tr(Msg::Supply)>
            <h2>{tr(Msg::Supply)}</h2>
            <ul class="supply-tiles">{tiles}</ul>
            <p class="dismissed">{move || with_game(|g| tr(Msg::Dismissed(g.dismissed())))}</p>
        </section>
    }
}
