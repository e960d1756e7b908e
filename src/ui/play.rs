//! The play screen of any game: status and commands, the game's board with
//! the shared side panel (game over, decision, log), the rules.

use leptos::prelude::*;

use super::announcer::announcer;
use super::decision_panel::decision_panel;
use super::game_over::game_over_panel;
use super::log_panel::LogPanel;
use crate::games::GameUi;
use crate::i18n::{Msg, tr};
use crate::live::Live;
use crate::nav::Screen;
use crate::session::Session;

pub fn play_screen<G: GameUi>(session: Session<G>) -> impl IntoView {
    let nav = super::nav();
    let id = session.id.clone();
    let live = Live::new(session, nav.store);
    // A table of devices: the guests' seats, their codes and links.
    let hosting = crate::devices::host::Hosting::new(live);
    let status = move || {
        live.session
            .with(|s| super::game_over::status_line(&s.state, &s.names()))
    };
    let over = move || live.session.with(|s| s.state.is_over());
    // A lesson goes back with its coach's "Back".
    let can_undo = move || live.coach.is_none() && live.session.with(|s| s.can_undo());
    let lines = Signal::derive(move || {
        live.session
            .with(|s| super::game_over::log_lines(&s.log, &s.state, &s.names()))
    });
    // A click on a log line shows the game as it was at that step.
    let pick = {
        let id = id.clone();
        Callback::new(move |step: usize| nav.go(Screen::Replay(id.clone(), step)))
    };
    let here = move || live.session.with_untracked(|s| s.moves());
    // Keyboard play: when a move redrew the focused button away, the focus
    // goes to what comes next (the hand-over button, a choice, or the
    // rematch at the end) once it is drawn.
    Effect::new(move |_| {
        live.session.with(|s| s.moves());
        request_animation_frame(|| {
            crate::platform::refocus(
                "[data-testid=pass-ready], [data-testid=coach-next], [data-testid=rematch], [data-testid=action]",
            )
        });
    });
    let lesson = live.coach.is_some();
    let side = view! {
        {live.coach.map(|coach| super::coach::coach_panel(live, coach))}
        <Show when=over>{move || game_over_panel(live)}</Show>
        {super::tip_bubble::tip_bubble(live)}
        {decision_panel(live)}
        <LogPanel lines=lines on_pick=pick />
    }
    .into_any();
    view! {
        <div class="game" class:lesson=lesson>
            <div class="status-bar">
                <span class="status" data-testid="status" data-moves=move || live.session.with(|s| s.moves())>{status}</span>
                <span class="commands">
                    <crate::pace::PaceSelect />
                    <Show when=can_undo>
                        <button class="secondary" data-testid="undo" on:click=move |_| live.undo()>{tr(Msg::Undo)}</button>
                    </Show>
                    <button class="secondary" data-testid="watch" on:click=move |_| nav.go(Screen::Replay(id.clone(), here()))>{tr(Msg::Replay)}</button>
                    <button class="secondary" data-testid="leave" on:click=move |_| nav.go(Screen::Setup(G::KIND))>{tr(Msg::NewGame)}</button>
                </span>
            </div>
            {hosting.map(super::host_panel::table_panel)}
            {announcer(live)}
            {super::elsewhere::elsewhere_notice(live)}
            {G::board(live.board(), side)}
            {super::rules::rules::<G>()}
            {super::tips_setting::tips_fold(live.tips)}
        </div>
    }
}
