//! End of the game: the winner and every player's score breakdown, with
//! buttons for a rematch and a new game.

use dragon::VpSource;
use leptos::prelude::*;

use super::{ctx, seat_name, with_game};
use crate::i18n::{Msg, tr};

#[component]
pub fn GameOverPanel() -> impl IntoView {
    let ctx = ctx();
    let table = move || {
        with_game(|g| {
            let mut rows = g.state.breakdown();
            rows.sort_by_key(|b| b.rank);
            let winner = g.state.winner().map(seat_name).unwrap_or_default();
            let sources: Vec<VpSource> = VpSource::ALL
                .into_iter()
                .filter(|&s| rows.iter().any(|b| b.by_source[s as usize].1 > 0))
                .collect();
            view! {
                <p class="winner" data-testid="winner">{tr(Msg::Winner(&winner))}</p>
                <div class="table-scroll">
                    <table class="breakdown">
                        <thead>
                            <tr>
                                <th scope="col">{tr(Msg::Rank)}</th>
                                {rows.iter().map(|b| view! { <th scope="col">{b.rank}". "{seat_name(b.seat)}</th> }).collect_view()}
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
        })
    };
    // Same seats and options; the same seed only if the setup fixed one.
    let rematch = move |_| {
        if let Some(setup) = with_game(|g| g.setup.clone()) {
            ctx.start(setup);
        }
    };
    view! {
        <section class="game-over" data-testid="game-over" aria-label=tr(Msg::GameOver)>
            <h2>{tr(Msg::GameOver)}</h2>
            {table}
            <div class="buttons">
                <button class="primary" data-testid="rematch" on:click=rematch>{tr(Msg::Rematch)}</button>
                <button class="secondary" data-testid="new-game" on:click=move |_| ctx.game.set(None)>{tr(Msg::NewGame)}</button>
            </div>
        </section>
    }
}
