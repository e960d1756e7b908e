//! A visible warning while the browser refuses to store games.

use leptos::prelude::*;

use crate::i18n::{Msg, tr};

#[component]
pub fn StorageWarning() -> impl IntoView {
    let problem = super::nav().store.problem;
    move || {
        problem.get().map(|p| {
            view! { <p class="storage-warning" role="alert" data-testid="storage-warning">{tr(Msg::Storage(&p))}</p> }
        })
    }
}
