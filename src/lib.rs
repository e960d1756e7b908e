//! Browser front end for the board games (Leptos, client-side rendered).
//! The rules live in the game crates under `crates/`; this crate draws them
//! and takes clicks.
//!
//! The modules form layers, each importing only from its own and those
//! below (`layers.rs`, whose test checks it): platform → model → i18n →
//! bot worker → play → shell screens → game views → app. The games are
//! listed once, in `registry.rs`.

mod app;
pub mod bench;
mod bots;
mod devices;
mod games;
mod i18n;
mod layers;
mod lesson;
mod live;
mod nav;
pub mod net;
mod pace;
mod platform;
mod pool;
mod record;
mod registry;
mod review;
mod revision;
mod save;
mod seats;
mod session;
mod settings;
mod store;
mod sync;
mod tips;
mod ui;
pub mod worker;

/// Starts the app in the page, once the messages of its language (and
/// English, the fallback) are loaded, in place of index.html's loading
/// frame.
pub fn start() {
    show_panics_in_console();
    // The browser suite's hook into the connection layer, by URL only.
    if let Some(hash) = web_sys::window().and_then(|w| w.location().hash().ok()) {
        net::check::install_if_asked(&hash);
    }
    wasm_bindgen_futures::spawn_local(async {
        let lang = ui::language_switcher::initial();
        // With saves to list, the code that reads them (a wasm file of its
        // own, `games::codec`) is fetched with the messages, before the
        // first screen is drawn: the address may name a saved game. A
        // first visit has none and waits for neither.
        let saves = store::has_saves();
        if saves {
            wasm_bindgen_futures::spawn_local(async {
                games::codec::ready().await;
            });
        }
        i18n::load(&[lang, i18n::Lang::En]).await;
        if saves {
            // Already under way: this only waits for it. Failed, the saves
            // show as still loading until a later read fetches it again.
            games::codec::ready().await;
        }
        // index.html's frame ("loading the games…") gives way to the app in
        // the same task: no paint shows both or neither.
        if let Some(boot) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("boot"))
        {
            boot.remove();
        }
        leptos::mount::mount_to_body(app::App);
        // Once the picker is painted, what a first game needs comes next,
        // one file after the other on a slow line: the setup and play
        // screens' wasm (`game`, `scripts/split`), so the board follows
        // Start at once; then the bot worker's, so the first bot move does
        // not wait for it; then the service worker precaches the rest for
        // offline play (`platform::watch_for_updates` waits for the bot
        // worker).
        leptos::prelude::request_animation_frame(|| {
            leptos::prelude::set_timeout(app::start_bots, std::time::Duration::ZERO)
        });
    });
}

/// Panics show in the console with their message.
pub fn show_panics_in_console() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
}
