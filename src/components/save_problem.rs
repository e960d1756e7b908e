//! Shown when the saved game cannot be read: why, the raw text to copy out,
//! and a way to start fresh that keeps the old text aside.

use leptos::prelude::*;

use crate::i18n::{Msg, tr};
use crate::save::KEPT_KEY;

#[component]
pub fn SaveProblem(
    raw: String,
    why: String,
    problem: RwSignal<Option<(String, String)>>,
) -> impl IntoView {
    let raw_for_reset = raw.clone();
    view! {
        <main class="save-problem card" data-testid="save-problem" role="alert">
            <h2>{tr(Msg::SaveUnreadable)}</h2>
            <p>{tr(Msg::SaveExplain(&why))}</p>
            <label for="raw-save">{tr(Msg::SaveRaw)}</label>
            <textarea id="raw-save" readonly rows="6" data-testid="raw-save">{raw}</textarea>
            <p>{tr(Msg::SaveKeptAs(KEPT_KEY))}</p>
            <button
                class="primary"
                data-testid="start-fresh"
                on:click=move |_| {
                    crate::save::set_aside(&raw_for_reset);
                    problem.set(None);
                }
            >
                {tr(Msg::StartFresh)}
            </button>
        </main>
    }
}
