//! An unreadable save: why, the raw text to copy out, and a way to delete
//! it that asks twice. Nothing is deleted or changed otherwise.

use leptos::prelude::*;

use crate::i18n::{Msg, tr};
use crate::nav::Screen;

#[component]
pub fn SaveProblem(key: String) -> impl IntoView {
    let nav = super::nav();
    let Some(entry) = nav.store.by_key(&key) else {
        return view! { <p>{tr(Msg::NoSavedGames)}</p> }.into_any();
    };
    let why = match &entry.summary {
        Err(e) => tr(Msg::SaveError(e)),
        Ok(_) => String::new(),
    };
    let armed = RwSignal::new(false);
    view! {
        <main class="save-problem card" data-testid="save-problem" role="alert">
            <h2>{tr(Msg::SaveUnreadable)}</h2>
            <p>{tr(Msg::SaveExplain(&why))}</p>
            <label for="raw-save">{tr(Msg::SaveRaw)}</label>
            <textarea id="raw-save" readonly rows="6" data-testid="raw-save">{entry.raw.clone()}</textarea>
            <div class="buttons">
                <button class="secondary" data-testid="back" on:click=move |_| nav.go(Screen::Saved)>{tr(Msg::SavedGames)}</button>
                <button
                    class="secondary danger"
                    data-testid="delete-unreadable"
                    on:click=move |_| {
                        if armed.get_untracked() {
                            nav.store.delete(&key);
                            nav.go(Screen::Saved);
                        } else {
                            armed.set(true);
                        }
                    }
                >{move || if armed.get() { tr(Msg::ConfirmDelete) } else { tr(Msg::Delete) }}</button>
            </div>
        </main>
    }
    .into_any()
}
