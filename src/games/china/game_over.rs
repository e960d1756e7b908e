//! The final scores: every player's points by source, winner first.

use china::GameState;
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;

/// A row of the table: its label and the points of that source.
type Source = (Msg<'static>, fn(&china::Points) -> u16);

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let order = state.ranking();
    let name = |seat: usize| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    let points = |seat: usize| state.player(seat).points;
    let sources: [Source; 4] = [
        (Msg::HousesInPlay, |p| p.houses_in_play),
        (Msg::HousesAtEnd, |p| p.houses_at_end),
        (Msg::Alliances, |p| p.alliances),
        (Msg::Chains, |p| p.chains),
    ];
    view! {
        <div class="table-scroll" tabindex="0">
            <table class="breakdown">
                <thead>
                    <tr>
                        <th scope="col">{tr(Msg::Rank)}</th>
                        {order.iter().enumerate().map(|(i, &s)| view! { <th scope="col">{i + 1}". "{name(s)}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {sources.into_iter().map(|(label, get)| view! {
                        <tr>
                            <th scope="row">{tr(label)}</th>
                            {order.iter().map(|&s| view! { <td>{get(&points(s))}</td> }).collect_view()}
                        </tr>
                    }).collect_view()}
                    <tr class="total">
                        <th scope="row">{tr(Msg::Total)}</th>
                        {order.iter().map(|&s| {
                            let total = points(s).total();
                            view! { <td data-testid="final-score" data-seat=s data-total=total>{total}</td> }
                        }).collect_view()}
                    </tr>
                </tbody>
            </table>
        </div>
    }
}
