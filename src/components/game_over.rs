//! End of the game: the winner and every player's score breakdown, with
//! buttons for a rematch and a new game.

use engine::VpSource;
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
                                <th>{tr(Msg::Rank)}</th>
                                <th></th>
                                {sources.iter().map(|&s| view! { <th>{tr(Msg::VpSource(s))}</th> }).collect_view()}
                                <th>{tr(Msg::Total)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {rows.iter().map(|b| view! {
                                <tr data-testid="final-score" data-seat=b.seat data-total=b.total>
                                    <td>{b.rank}</td>
                                    <th scope="row">{seat_name(b.seat)}</th>
                                    {sources.iter().map(|&s| view! { <td>{b.by_source[s as usize].1}</td> }).collect_view()}
                                    <td class="total">{b.total}</td>
                                </tr>
                            }).collect_view()}
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
