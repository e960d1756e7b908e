//! The shell: the header, the storage warning, and which screen shows.

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
#[cfg(feature = "split")]
use leptos::wasm_split::wasm_split;

use crate::games::GameKind;
use crate::i18n::{self, Msg, t, tr};
use crate::nav::{Nav, Screen};
use crate::platform;
use crate::store::Store;
use crate::ui::home::Home;
use crate::ui::language_switcher::{self, LanguageSwitcher, PageLang};
use crate::ui::record::RecordScreen;
use crate::ui::save_problem::SaveProblem;
use crate::ui::saved_games::SavedGames;
use crate::ui::storage_warning::StorageWarning;
use crate::ui::update_banner::UpdateBanner;

/// The page: the shell, drawn anew in the chosen language whenever it changes
/// (every screen rebuilds itself from the address and the saved games).
#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(language_switcher::initial());
    provide_context(PageLang(lang));
    move || {
        let lang = lang.get();
        i18n::set_current(lang);
        platform::set_document_lang(lang.code());
        view! { <Shell /> }
    }
}

#[component]
fn Shell() -> impl IntoView {
    let store = Store::load();
    let screen = RwSignal::new(Screen::from_hash(&platform::hash(), &store));
    let nav = Nav { screen, store };
    provide_context(nav);

    let title = move || {
        let kind: Option<GameKind> = screen.with(|s| s.game(&store));
        kind.map(|k| k.title()).unwrap_or_else(|| tr(Msg::AppTitle))
    };
    // The address and the tab's title follow the screen.
    Effect::new(move |_| {
        platform::set_hash(&screen.with(Screen::hash));
        platform::set_title(&title());
    });
    // A join link opened in a tab already showing the app changes only the
    // fragment: it still goes to "Join a table" with its code.
    let joining = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(code) = crate::net::code::code_in_fragment(&platform::hash()) {
            nav.go(Screen::Join(Some(code)));
        }
    });
    on_cleanup(move || joining.remove());
    let saved = move || store.entries.with(|e| e.len());

    view! {
        <header class="top">
            <h1>{title}</h1>
            <nav class="shell-nav">
                <button class="link" data-testid="nav-home" on:click=move |_| nav.go(Screen::Home)>{tr(Msg::Home)}</button>
                <button class="link" data-testid="nav-saved" on:click=move |_| nav.go(Screen::Saved)>
                    {move || tr(Msg::SavedCount(saved()))}
                </button>
                <LanguageSwitcher />
            </nav>
        </header>
        <UpdateBanner />
        <StorageWarning />
        {move || match screen.get() {
            Screen::Home => view! { <Home /> }.into_any(),
            Screen::Saved => view! { <SavedGames /> }.into_any(),
            Screen::Record => lazy_screen(record_screen),
            Screen::Problem(key) => view! { <SaveProblem key=key /> }.into_any(),
            Screen::Setup(kind) => crate::ui::screens::setup_screen(kind),
            Screen::Play(id) => lazy_screen(move || play_screen(store, id.clone(), nav)),
            Screen::Replay(id, step) => lazy_screen(move || replay_screen(store, id.clone(), step, nav)),
            Screen::Review(id) => lazy_screen(move || review_screen(store, id.clone(), nav)),
            Screen::Join(code) => lazy_screen(move || join_screen(code.clone())),
        }}
    }
}

/// A screen whose code is in a wasm file of its own (`scripts/split`),
/// fetched when the screen first opens: "loading" until it is there, and a
/// message with a retry button if the download failed.
fn lazy_screen<L, F>(load: L) -> AnyView
where
    L: Fn() -> F + Send + Sync + 'static,
    F: Future<Output = Result<AnyView, SplitLoaderError>> + 'static,
{
    let attempt = RwSignal::new(0u32);
    let loading = || view! { <p class="chunk-loading" role="status">{t!("chunk-loading")}</p> };
    view! {
        <Suspense fallback=loading>
            {move || {
                attempt.track();
                // The page has one thread: the future need not be Send.
                let loaded = leptos::__reexports::send_wrapper::SendWrapper::new(load());
                Suspend::new(async move {
                    match loaded.await {
                        Ok(screen) => screen,
                        Err(_) => view! {
                            <main class="chunk-failed" data-testid="chunk-failed">
                                <p role="alert">{t!("chunk-failed")}</p>
                                <button on:click=move |_| attempt.update(|n| *n += 1)>{t!("chunk-retry")}</button>
                            </main>
                        }
                        .into_any(),
                    }
                })
            }}
        </Suspense>
    }
    .into_any()
}

// The screens whose code is in a wasm file of its own. Only the page's
// build (scripts/split/page) enables the `split` feature: a `#[wasm_split]`
// function is exported from the wasm, so without the feature the bot
// worker's wasm, built from the same library, would keep every screen too.
macro_rules! split_screen {
    ($(#[$doc:meta])* $module:ident: fn $name:ident($($arg:ident: $ty:ty),*) $body:block) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[wasm_split($module, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn $name($($arg: $ty),*) -> Result<AnyView, SplitLoaderError> {
            let screen: AnyView = $body;
            Ok(screen)
        }

        $(#[$doc])*
        #[cfg(not(feature = "split"))]
        async fn $name($($arg: $ty),*) -> Result<AnyView, SplitLoaderError> {
            let screen: AnyView = $body;
            Ok(screen)
        }
    };
}

split_screen! {
    /// The record against the bots.
    record: fn record_screen() { view! { <RecordScreen /> }.into_any() }
}

split_screen! {
    /// A game on screen: each game's board and rules views.
    play: fn play_screen(store: Store, id: String, nav: Nav) {
        crate::ui::screens::play_screen(&store, &id, nav)
    }
}

split_screen! {
    /// A saved game's replay.
    replay: fn replay_screen(store: Store, id: String, step: usize, nav: Nav) {
        crate::ui::screens::replay_screen(&store, &id, step, nav)
    }
}

split_screen! {
    /// The Hard bot's review of a finished game.
    review: fn review_screen(store: Store, id: String, nav: Nav) {
        crate::ui::review::review_screen(&store, &id, nav)
    }
}

split_screen! {
    /// Joining a table: codes, QR reading, the connection.
    join: fn join_screen(code: Option<String>) {
        crate::ui::join::join_screen(code).into_any()
    }
}
