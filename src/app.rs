//! The shell: the header, the storage warning, and which screen shows.

use leptos::prelude::*;

use crate::games::{self, GameKind};
use crate::i18n::{Msg, tr};
use crate::nav::{Nav, Screen};
use crate::platform;
use crate::store::Store;
use crate::ui::home::Home;
use crate::ui::save_problem::SaveProblem;
use crate::ui::saved_games::SavedGames;
use crate::ui::storage_warning::StorageWarning;
use crate::ui::update_banner::UpdateBanner;

#[component]
pub fn App() -> impl IntoView {
    let store = Store::load();
    let screen = RwSignal::new(Screen::from_hash(&platform::hash(), &store));
    let nav = Nav { screen, store };
    provide_context(nav);

    let title = move || {
        let kind: Option<GameKind> = screen.with(|s| s.game(&store));
        kind.map(|k| tr(Msg::GameTitle(k)))
            .unwrap_or_else(|| tr(Msg::AppTitle))
    };
    // The address and the tab's title follow the screen.
    Effect::new(move |_| {
        platform::set_hash(&screen.with(Screen::hash));
        platform::set_title(&title());
    });
    let saved = move || store.entries.with(|e| e.len());

    view! {
        <header class="top">
            <h1>{title}</h1>
            <nav class="shell-nav">
                <button class="link" data-testid="nav-home" on:click=move |_| nav.go(Screen::Home)>{tr(Msg::Home)}</button>
                <button class="link" data-testid="nav-saved" on:click=move |_| nav.go(Screen::Saved)>
                    {move || tr(Msg::SavedCount(saved()))}
                </button>
            </nav>
        </header>
        <UpdateBanner />
        <StorageWarning />
        {move || match screen.get() {
            Screen::Home => view! { <Home /> }.into_any(),
            Screen::Saved => view! { <SavedGames /> }.into_any(),
            Screen::Problem(key) => view! { <SaveProblem key=key /> }.into_any(),
            Screen::Setup(kind) => games::setup_screen(kind),
            Screen::Play(id) => games::play_screen(&store, &id, nav),
            Screen::Replay(id, step) => games::replay_screen(&store, &id, step, nav),
        }}
    }
}
