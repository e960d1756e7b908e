//! This month's action groups with their cards and the dragons on them.

use dragon::Card;
use leptos::prelude::*;

use super::Spot;
use super::text::{Msg, tr};
use super::{on_spot, spot_class, with_game};

#[component]
pub fn Groups() -> impl IntoView {
    let groups = move || {
        with_game(|g| {
            g
                .groups()
                .iter()
                .enumerate()
                .map(|(i, group)| {
                    let dragons = group.dragons;
                    let occupied = dragons > 0;
                    let cards: Vec<Card> = group.cards().collect();
                    view! {
                        <li class="group" class:occupied=occupied data-tip=format!("group-{i}")>
                            <span class="group-name">{tr(Msg::Group(i))}</span>
                            {occupied.then(|| view! {
                                <span class="dragons" title=tr(Msg::GroupCost) aria-label=tr(Msg::GroupCost)>
                                    {(0..dragons).map(|_| view! { <span class="dragon"></span> }).collect_view()}
                                    {tr(Msg::GroupCost)}
                                </span>
                            })}
                            <div class="cards">
                                {cards.into_iter().map(|card| {
                                    let spot = Spot::GroupCard { group: i as u8, card };
                                    let label = tr(Msg::Card(card));
                                    let text = label.clone();
                                    view! {
                                        <button
                                            class=spot_class(format!("action-card card-{card:?}"), spot)
                                            title=label.clone()
                                            aria-label=label.clone()
                                            on:click=on_spot(spot)
                                        >{text}</button>
                                    }
                                }).collect_view()}
                            </div>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="groups-area" data-tip="groups" aria-label=tr(Msg::ActionGroups)>
            <h2>{tr(Msg::ActionGroups)}</h2>
            <ol class="groups">{groups}</ol>
        </section>
    }
}
