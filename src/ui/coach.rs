//! The coach panel of a "Learn to play" lesson: the coach's words for the
//! step on screen, what to do ("Next", the choice asked for, or watching
//! the prepared moves), why another choice is not the one asked for, and
//! "Back" and "Start again". At the end: "Play a real game against Easy".
//!
//! Screen readers: the panel is a labelled region reached by keyboard (its
//! "Next" button takes the focus after each step), and its words are also
//! spoken through the page's one polite live region, after the moves they
//! follow (`announcer`), so the coach and the move announcer never talk
//! over each other.

use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::t;
use crate::lesson::{Coach, Kind};
use crate::live::Live;

pub fn coach_panel<G: GameUi>(live: Live<G>, coach: Coach<G>) -> impl IntoView {
    let nav = super::nav();
    let moves = move || live.session.with(|s| s.moves());
    let shown = Memo::new(move |_| live.session.with(|s| coach.shown(s)));
    let next = move |_| {
        let m = moves();
        match shown.get_untracked().kind {
            Kind::Watch { next: true } => live.session.update(|s| coach.play_part(s)),
            _ => coach.next(m),
        }
        coach.why.set(None);
    };
    let back = move |_| {
        live.session.update(|s| coach.back(s));
        live.generation.set(crate::bots::next_generation());
    };
    let restart = move |_| {
        live.session.update(|s| coach.restart(s));
        live.generation.set(crate::bots::next_generation());
    };
    // A real game: the lesson's players and options (the default ones of
    // the game, tested), the learner against Easy bots.
    let real_game = move |_| {
        let (seats, options) = live.session.with_untracked(|s| {
            let seats = s
                .seats
                .iter()
                .cloned()
                .map(|mut seat| {
                    if !seat.is_human() {
                        seat.level = boardgame::Level::Easy;
                    }
                    seat
                })
                .collect::<Vec<_>>();
            (seats, G::script().options)
        });
        let _ = nav.start::<G>(seats, crate::seats::DEFAULT_THINK_MS, options, None);
    };
    let what = move || match shown.get().kind {
        Kind::Read => t!("lesson-do-read"),
        Kind::Ask => t!("lesson-do-ask"),
        Kind::Free => t!("lesson-do-free"),
        Kind::Own => t!("lesson-do-own"),
        Kind::Watch { next: true } => t!("lesson-do-part"),
        Kind::Watch { next: false } => t!("lesson-do-watch"),
        Kind::Done => t!("lesson-do-done"),
    };
    let has_next = move || matches!(shown.get().kind, Kind::Read | Kind::Watch { next: true });
    let done = move || shown.get().kind == Kind::Done;
    let progress = move || {
        let s = shown.get();
        t!(
            "lesson-progress",
            k = (s.index + 1).min(s.steps),
            n = s.steps
        )
    };
    view! {
        <section class="coach card" data-testid="coach" aria-labelledby="coach-title" data-step=move || shown.get().index data-kind=move || kind_name(shown.get().kind)>
            <h2 id="coach-title">{t!("lesson-coach")}<span class="coach-progress">{progress}</span></h2>
            <p class="coach-text" data-testid="coach-text" tabindex="-1">{move || shown.get().text}</p>
            {move || coach.why.get().map(|why| view! { <p class="coach-why" role="alert" data-testid="coach-why">{why}</p> })}
            <p class="coach-what" data-testid="coach-what">{what}</p>
            <div class="buttons">
                <Show when=has_next>
                    <button class="primary" data-testid="coach-next" on:click=next>{t!("lesson-next")}</button>
                </Show>
                <Show when=done>
                    <p class="coach-done" data-testid="lesson-done">{t!("lesson-done")}</p>
                    <button class="primary" data-testid="lesson-real-game" on:click=real_game>{t!("lesson-real-game")}</button>
                </Show>
                <button class="secondary" data-testid="coach-back" on:click=back disabled=move || moves() == 0 && shown.get().index == 0>{t!("lesson-back")}</button>
                <button class="secondary" data-testid="coach-restart" on:click=restart>{t!("lesson-restart")}</button>
            </div>
        </section>
    }
}

/// The step's kind as the page's tests read it (`data-kind`).
fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Read => "read",
        Kind::Ask => "ask",
        Kind::Free => "free",
        Kind::Own => "own",
        Kind::Watch { next: true } => "part",
        Kind::Watch { next: false } => "watch",
        Kind::Done => "done",
    }
}

/// The coach's words to read out in `session`, once per step.
pub fn spoken<G: GameUi>(coach: Coach<G>, session: &crate::session::Session<G>) -> (usize, String) {
    let shown = coach.shown(session);
    (shown.index, shown.text)
}
