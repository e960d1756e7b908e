//! The language menu in the header. The first visit follows the browser's
//! preference; a choice made here is remembered in the browser's storage and
//! re-draws the page once its messages are loaded (the game in play is
//! reloaded from its save).

use leptos::prelude::*;

use crate::i18n::{Lang, Msg, tr};
use crate::platform;

/// Where the chosen language is kept (not a saved game: see `store.rs`).
pub const STORAGE_KEY: &str = "boardgames/settings/language";

/// The language the page shows: the page's reactive copy of `i18n::current`.
#[derive(Clone, Copy)]
pub struct PageLang(pub RwSignal<Lang>);

/// The remembered choice, else the browser's preference.
pub fn initial() -> Lang {
    platform::storage_get(STORAGE_KEY)
        .and_then(|raw| serde_json::from_str::<String>(&raw).ok())
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or_else(|| Lang::negotiate(&platform::browser_languages()))
}

#[component]
pub fn LanguageSwitcher() -> impl IntoView {
    let PageLang(lang) = expect_context::<PageLang>();
    let choose = move |code: String| {
        if let Some(chosen) = Lang::from_code(&code) {
            // Not remembered when storage fails: the page still switches.
            let _ = platform::storage_set(STORAGE_KEY, &chosen.code());
            // Drawn in the new language once its messages are here.
            leptos::task::spawn_local(async move {
                crate::i18n::load(&[chosen]).await;
                lang.set(chosen);
            });
        }
    };
    let current = lang.get_untracked();
    view! {
        <label class="language">
            <span class="visually-hidden">{tr(Msg::Language)}</span>
            <select data-testid="language" on:change=move |ev| choose(event_target_value(&ev))>
                {Lang::ALL
                    .into_iter()
                    .map(|l| {
                        view! {
                            <option value=l.code() lang=l.code() selected=l == current>
                                {l.native_name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
