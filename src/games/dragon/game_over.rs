//! The final scores: every player's points by source, winner first.

use dragon::{GameState, VpSource};
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let mut rows = state.breakdown();
    boardgame::sort::sort_by_key(&mut rows, |b| b.rank);
    let name = |seat: usize| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    let sources: Vec<VpSource> = VpSource::ALL
        .into_iter()
        .filter(|&s| rows.iter().any(|b| b.by_source[s as usize].1 > 0))
        .collect();
    view! {
        <div class="table-scroll" tabindex="0">
            <table class="breakdown">
                <thead>
                    <tr>
                        <th scope="col">{tr(Msg::Rank)}</th>
                        {rows.iter().map(|b| view! { <th scope="col">{b.rank}". "{name(b.seat)}</th> }).collect_view()}
                    </tr>
                </thead>
                <tbody>
                    {sources.iter().map(|&s| view! {
                        <tr>
                            <th scope="row">{tr(Msg::VpSource(s))}</th>
                            {rows.iter().map(|b| view! { <td>{b.by_source[s as usize].1}</td> }).collect_view()}
                        </tr>
                    }).collect_view()}
                    <tr class="total">
                        <th scope="row">{tr(Msg::Total)}</th>
                        {rows.iter().map(|b| view! {
                            <td data-testid="final-score" data-seat=b.seat data-total=b.total>{b.total}</td>
                        }).collect_view()}
                    </tr>
                </tbody>
            </table>
        </div>
    }
}
