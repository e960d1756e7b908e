//! End of the game: the winner, the game's score table, the decisions taken
//! back, and buttons for a rematch, a new game and the replay.

use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::{Msg, tr};
use crate::live::Live;
use crate::nav::Screen;

pub fn game_over_panel<G: GameUi>(live: Live<G>) -> impl IntoView {
    let nav = super::nav();
    let table = move || {
        live.session.with(|s| {
            let winner = s
                .state
                .winner()
                .and_then(|w| s.seats.get(w))
                .map(|seat| seat.name.clone())
                .unwrap_or_default();
            view! {
                <p class="winner" data-testid="winner">{tr(Msg::Winner(&winner))}</p>
                {G::final_table(&s.state, &s.seats)}
                {crate::games::periods::series(&s.record).map(|series| {
                    super::chart::score_chart(series, s.names(), G::colours(&s.seats))
                })}
                <p class="undos" data-testid="undos" data-count=s.undos>{tr(Msg::UndosUsed(s.undos))}</p>
            }
        })
    };
    // Same seats and options, a fresh seed.
    let rematch = move |_| {
        let (seats, think_ms, options) = live
            .session
            .with_untracked(|s| (s.seats.clone(), s.think_ms, s.record.options.clone()));
        if let Err(e) = nav.start::<G>(seats, think_ms, options, None) {
            live.refusal.set(Some(e));
        }
    };
    let id = live.session.with_untracked(|s| s.id.clone());
    let review_id = id.clone();
    view! {
        <section class="game-over" data-testid="game-over" aria-label=tr(Msg::GameOver)>
            <h2>{tr(Msg::GameOver)}</h2>
            {table}
            <div class="buttons">
                <button class="primary" data-testid="rematch" on:click=rematch>{tr(Msg::Rematch)}</button>
                <button class="secondary" data-testid="new-game" on:click=move |_| nav.go(Screen::Setup(G::KIND))>{tr(Msg::NewGame)}</button>
                <button class="secondary" data-testid="watch-end" on:click=move |_| nav.go(Screen::Replay(id.clone(), 0))>{tr(Msg::Watch)}</button>
                <button class="secondary" data-testid="review" on:click=move |_| nav.go(Screen::Review(review_id.clone()))>{crate::i18n::t!("review")}</button>
            </div>
        </section>
    }
}
