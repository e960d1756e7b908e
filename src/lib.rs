//! Browser front end for In the Year of the Dragon (Leptos, client-side rendered).
//! The rules live in the `engine` crate; this crate draws them and takes clicks.

mod app;
mod bot;
mod components;
mod game;
mod i18n;
mod log;
// Natively (unit tests) there is no browser storage to load from.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod save;
mod seats;
pub mod worker;

/// Starts the app in the page.
pub fn start() {
    show_panics_in_console();
    leptos::mount::mount_to_body(app::App);
}

/// Panics show in the console with their message.
pub fn show_panics_in_console() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
}
