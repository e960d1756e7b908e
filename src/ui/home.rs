//! The home screen: pick a game (each card with your record against its
//! bots), or go to the saved games or the record.

use leptos::prelude::*;

use crate::games::GameKind;
use crate::i18n::{Msg, t, tr};
use crate::nav::Screen;
use crate::save::SaveError;

#[component]
pub fn Home() -> impl IntoView {
    let nav = super::nav();
    let entries = nav.store.entries;
    let count = move || entries.with(|e| e.len());
    // Saves still being read (`SaveError::Pending`) are not unreadable.
    let unreadable = move || {
        entries.with(|e| {
            e.iter()
                .filter(|e| e.summary.as_ref().is_err_and(|e| *e != SaveError::Pending))
                .count()
        })
    };
    // The games in progress, most recent first (at most three).
    let recent = move || {
        entries.with(|e| {
            e.iter()
                .filter_map(|e| e.summary.as_ref().ok())
                .filter(|s| !s.over)
                .take(3)
                .cloned()
                .collect::<Vec<_>>()
        })
    };
    view! {
        <main class="home" data-testid="home">
            <p class="tagline">{tr(Msg::Tagline)}</p>
            <h2>{tr(Msg::ChooseGame)}</h2>
            <ul class="game-picker">
                {GameKind::ALL.iter().map(|&kind| view! {
                    <li class="card game-card">
                        <h3>{kind.title()}</h3>
                        <p>{kind.blurb()}</p>
                        {super::record::card_lines(nav.store.record, kind)}
                        <p class="buttons">
                            <button
                                class="primary"
                                data-testid=format!("pick-{}", kind.name())
                                on:click=move |_| nav.go(Screen::Setup(kind))
                            >{tr(Msg::Play)}</button>
                            <button
                                class="secondary"
                                data-testid=format!("learn-{}", kind.name())
                                on:click=move |_| nav.go(Screen::Lesson(kind))
                            >{t!("lesson-learn")}</button>
                        </p>
                    </li>
                }).collect_view()}
            </ul>
            {move || {
                let games = recent();
                (!games.is_empty()).then(|| view! {
                    <h2>{tr(Msg::ContinueGame)}</h2>
                    <ul class="recent">
                        {games.into_iter().map(|s| {
                            let id = s.id.clone();
                            view! {
                                <li class="card recent-game">
                                    <span class="recent-text">
                                        <strong>{s.kind.title()}</strong>
                                        " · "{s.players.join(", ")}" · "{s.progress.clone()}
                                    </span>
                                    <button class="primary" data-testid="home-resume" on:click=move |_| nav.go(Screen::Play(id.clone()))>{tr(Msg::Resume)}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                })
            }}
            <p class="home-saved">
                <button class="secondary" data-testid="saved-games" on:click=move |_| nav.go(Screen::Saved)>
                    {move || tr(Msg::SavedCount(count()))}
                </button>
                <button class="secondary" data-testid="join-table" on:click=move |_| nav.go(Screen::Join(None))>
                    {t!("table-join")}
                </button>
                <button class="secondary" data-testid="open-record" on:click=move |_| nav.go(Screen::Record)>
                    {crate::i18n::t!("record-title")}
                </button>
            </p>
            {move || (unreadable() > 0).then(|| view! {
                <p class="notice" role="status" data-testid="unreadable-notice">{tr(Msg::UnreadableNotice(unreadable()))}</p>
            })}
        </main>
    }
}
