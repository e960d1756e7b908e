//! The shell: the header, the storage warning, and which screen shows.

use std::pin::Pin;
use std::task::{Context, Poll, Waker};

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
            Screen::Saved => lazy_screen(load_saved, saved_screen),
            Screen::Record => lazy_screen(load_record, record_screen),
            Screen::Problem(key) => view! { <SaveProblem key=key /> }.into_any(),
            Screen::Setup(kind) => lazy_screen(load_setup, move || setup_screen(kind)),
            Screen::Lesson(kind) => lazy_screen(load_lesson, move || lesson_screen(kind, nav)),
            Screen::Play(id) => lazy_screen(load_play, move || play_screen(store, id.clone(), nav)),
            Screen::Replay(id, step) => {
                lazy_screen(load_replay, move || replay_screen(store, id.clone(), step, nav))
            }
            Screen::Review(id) => lazy_screen(load_review, move || review_screen(store, id.clone(), nav)),
            Screen::Join(code) => lazy_screen(load_join, move || join_screen(code.clone())),
        }}
    }
}

/// Starts the first bot worker, so that it fetches its own wasm while the
/// player picks a game. The page's end of it (`worker::start_pool`: the
/// messages of every game, their serde) is in the `game` wasm file of the
/// page's split build, with the setup and play screens: so that file comes
/// first (Start then draws the board at once), the bot worker's wasm next.
/// A failed download leaves the start to the first bot move.
pub fn start_bots() {
    #[cfg(feature = "split")]
    {
        #[wasm_split(game, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn start() -> Result<(), SplitLoaderError> {
            crate::worker::start_pool(1);
            Ok(())
        }
        wasm_bindgen_futures::spawn_local(async {
            let _ = start().await;
        });
    }
    #[cfg(not(feature = "split"))]
    crate::worker::start_pool(1);
}

/// Where a screen's own wasm file stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Download {
    Loading,
    Loaded,
    Failed,
}

/// Polls a future once, without a task to wake: `Ready` if it needs no wait.
fn poll_now<F: Future + ?Sized>(future: Pin<&mut F>) -> Poll<F::Output> {
    future.poll(&mut Context::from_waker(Waker::noop()))
}

/// A screen whose code is in a wasm file of its own (`scripts/split`),
/// fetched when the screen first opens: "loading" until it is there, and a
/// message with a retry button if the download failed.
///
/// Only the download waits: the screen itself is built at once, under this
/// view's own owner, once its file is there (`load` then finishes at its
/// first poll), as an unsplit screen would be. Building it inside a
/// `Suspend` left it without an owner by the next animation frame (a join
/// link opened on "Join a table").
fn lazy_screen<P, PF, L, F>(preload: P, load: L) -> AnyView
where
    P: Fn() -> PF + Copy + Send + Sync + 'static,
    PF: Future<Output = Result<(), SplitLoaderError>> + 'static,
    L: Fn() -> F + Send + Sync + 'static,
    F: Future<Output = Result<AnyView, SplitLoaderError>> + 'static,
{
    let download = RwSignal::new(Download::Loading);
    let fetch = move || {
        let mut loading = Box::pin(preload());
        match poll_now(loading.as_mut()) {
            Poll::Ready(Ok(())) => download.set(Download::Loaded),
            Poll::Ready(Err(_)) => download.set(Download::Failed),
            Poll::Pending => {
                download.set(Download::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    let state = match loading.await {
                        Ok(()) => Download::Loaded,
                        Err(_) => Download::Failed,
                    };
                    // The screen may have been left meanwhile.
                    download.try_set(state);
                });
            }
        }
    };
    untrack(fetch);
    let failed = move || {
        view! {
            <main class="chunk-failed card" data-testid="chunk-failed">
                <p role="alert">{t!("chunk-failed")}</p>
                <div class="buttons">
                    <button class="primary" on:click=move |_| fetch()>{t!("chunk-retry")}</button>
                </div>
            </main>
        }
        .into_any()
    };
    (move || match download.get() {
        Download::Loading => crate::ui::screens::loading(),
        Download::Failed => failed(),
        Download::Loaded => {
            let mut screen = Box::pin(load());
            match untrack(|| poll_now(screen.as_mut())) {
                Poll::Ready(Ok(screen)) => screen,
                // The file is there: neither should happen.
                Poll::Ready(Err(_)) | Poll::Pending => failed(),
            }
        }
    })
    .into_any()
}

// The screens whose code is in a wasm file of its own. Only the page's
// build (scripts/split/page) enables the `split` feature: a `#[wasm_split]`
// function is exported from the wasm, so without the feature the bot
// worker's wasm, built from the same library, would keep every screen too.
macro_rules! split_screen {
    ($(#[$doc:meta])* $module:ident, $preload:ident: fn $name:ident($($arg:ident: $ty:ty),*) $body:block) => {
        $(#[$doc])*
        #[cfg(feature = "split")]
        #[wasm_split($module, wasm_split_path = ::leptos::wasm_split, fallible, preload($preload))]
        fn $name($($arg: $ty),*) -> Result<AnyView, SplitLoaderError> {
            let screen: AnyView = $body;
            Ok(screen)
        }

        #[cfg(not(feature = "split"))]
        async fn $preload() -> Result<(), SplitLoaderError> {
            Ok(())
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
    /// Every saved game: resume, replay, import, export, delete. In `game`:
    /// with saves in storage it was fetched before the first screen
    /// (`games::codec`); without, the list is empty but for importing one,
    /// which needs it.
    game, load_saved: fn saved_screen() {
        crate::games::codec::install();
        view! { <SavedGames /> }.into_any()
    }
}

split_screen! {
    /// The record against the bots.
    record, load_record: fn record_screen() { view! { <RecordScreen /> }.into_any() }
}

// The screens that play or start a game read and write saves: each
// installs the code that reads them (`games::codec`) rather than waiting
// for its split. Setting up, starting a lesson, playing, reading saves and
// starting the bot pool are one split, `game`: they share most of their
// code (the rules, their serde), and wasm-split-cli makes a chunk for
// every set of splits that share code, so a split each made 99 files, some
// screens fetching 60 of them (round trips at 150 ms on a phone line).

split_screen! {
    /// A game's setup: seats, options, Start.
    game, load_setup: fn setup_screen(kind: GameKind) {
        crate::games::codec::install();
        crate::ui::screens::setup_screen(kind)
    }
}

split_screen! {
    /// "Learn to play": starts the game's lesson, which then shows as any
    /// game (`Screen::Play`); "loading" meanwhile.
    game, load_lesson: fn lesson_screen(kind: GameKind, nav: Nav) {
        crate::games::codec::install();
        crate::ui::screens::start_lesson(kind, nav)
    }
}

split_screen! {
    /// A game on screen: each game's board and rules views.
    game, load_play: fn play_screen(store: Store, id: String, nav: Nav) {
        crate::games::codec::install();
        crate::ui::screens::play_screen(&store, &id, nav)
    }
}

split_screen! {
    /// A saved game's replay.
    replay, load_replay: fn replay_screen(store: Store, id: String, step: usize, nav: Nav) {
        crate::games::codec::install();
        crate::ui::screens::replay_screen(&store, &id, step, nav)
    }
}

split_screen! {
    /// The Hard bot's review of a finished game.
    review, load_review: fn review_screen(store: Store, id: String, nav: Nav) {
        crate::games::codec::install();
        crate::ui::review::review_screen(&store, &id, nav)
    }
}

split_screen! {
    /// Joining a table: codes, QR reading, the connection.
    join, load_join: fn join_screen(code: Option<String>) {
        crate::games::codec::install();
        crate::ui::join::join_screen(code).into_any()
    }
}
