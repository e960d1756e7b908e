//! The final scores (C-11.3): every player's points by source and the
//! tie-break (pieces left in the supply), winner first; players sharing the
//! victory all rank first.

use china::GameState;
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;

/// A row of the table: its label and the points of that source.
type Source = (Msg<'static>, fn(&china::Points) -> u16);

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let order = state.ranking();
    let winners = state.winners();
    // Players sharing the victory share the first place.
    let rank = |i: usize, seat: usize| if winners.contains(&seat) { 1 } else { i + 1 };
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
                        {order.iter().enumerate().map(|(i, &s)| view! { <th scope="col" data-rank=rank(i, s)>{rank(i, s)}". "{name(s)}</th> }).collect_view()}
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
                    <tr class="tie-break">
                        <th scope="row">{tr(Msg::SupplyPieces)}</th>
                        {order.iter().map(|&s| {
                            let n = state.player(s).supply_pieces();
                            view! { <td data-testid="tie-break" data-seat=s>{n}</td> }
                        }).collect_view()}
                    </tr>
                </tbody>
            </table>
        </div>
    }
}
