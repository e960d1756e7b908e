//! "A new version is ready": shown when a newer build of the app has been
//! installed for offline use and waits to take over; one click reloads.

use leptos::prelude::*;

use crate::i18n::{Msg, tr};
use crate::platform;

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let ready = RwSignal::new(false);
    platform::watch_for_updates(move || ready.set(true));
    move || {
        ready.get().then(|| {
            view! {
                <p class="update-banner" role="status" data-testid="update-ready">
                    {tr(Msg::UpdateReady)}
                    <button data-testid="update-reload" on:click=|_| platform::apply_update()>{tr(Msg::Reload)}</button>
                </p>
            }
        })
    }
}
