//! Browser front end for In the Year of the Dragon (Leptos, client-side rendered).
//! The rules live in the `engine` crate; this crate draws them and takes clicks.

mod app;
mod bot;
mod components;
mod game;
mod i18n;
mod log;
mod save;
mod seats;

fn main() {
    console_error_panic_hook_install();
    leptos::mount::mount_to_body(app::App);
}

/// Panics show in the console with their message.
fn console_error_panic_hook_install() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
}
