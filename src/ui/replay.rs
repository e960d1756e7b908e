//! Watching a game step by step: first / back / forward / last and a
//! slider; the board drawn as it was after that many decisions, the step's
//! log lines highlighted; a click on a log line jumps to its step.

use leptos::prelude::*;

use super::log_panel::LogPanel;
use super::replay_controls::ReplayControls;
use crate::games::Board;
use crate::games::GameUi;
use crate::i18n::{Msg, tr};
use crate::nav::Screen;
use crate::session::Session;

pub fn replay_screen<G: GameUi>(session: Session<G>, start: usize) -> impl IntoView {
    let nav = super::nav();
    let total = session.moves();
    let over = session.state.is_over();
    let id = session.id.clone();
    let lines = super::game_over::log_lines(&session.log, &session.state, &session.names());
    let seats = session.seats.clone();
    let note_names = session.names();
    let session = StoredValue::new(session);
    let cursor = RwSignal::new(start.min(total));
    let state = Memo::new(move |_| {
        let step = cursor.get();
        session.with_value(|s| s.state_at(step).unwrap_or_else(|| s.state.clone()))
    });
    let board = Board {
        state,
        seats: Signal::derive(move || seats.clone()),
        live: None,
        marks: super::review::replay_marks::<G>(&id, cursor),
    };
    let go = move |step: usize| cursor.set(step.min(total));
    let status = {
        let names = session.with_value(|s| s.names());
        move || state.with(|s| super::game_over::status_line(s, &names))
    };
    let question = move || {
        let names = session.with_value(|s| s.names());
        state.with(|s| s.question(&names))
    };
    let side = view! {
        <ReplayControls cursor=cursor total=total question=Signal::derive(question) />
        <LogPanel
            lines=Signal::derive(move || lines.clone())
            current=Signal::from(cursor)
            on_pick=Callback::new(move |step: usize| go(step))
        />
        {super::review::replay_note::<G>(&id, cursor, state, note_names)}
    }
    .into_any();
    view! {
        <div class="game replay" style=super::review::badge_style()>
            <div class="status-bar">
                <span class="status" data-testid="status">{status}</span>
                <span class="commands">
                    {(!over).then(|| view! {
                        <button class="primary" data-testid="back-to-game" on:click=move |_| nav.go(Screen::Play(id.clone()))>{tr(Msg::BackToGame)}</button>
                    })}
                    <button class="secondary" on:click=move |_| nav.go(Screen::Saved)>{tr(Msg::SavedGames)}</button>
                </span>
            </div>
            {G::board(board, side)}
        </div>
    }
}
