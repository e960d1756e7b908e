//! The scrollable game log, newest at the bottom.

use leptos::html::Ol;
use leptos::prelude::*;

use super::with_game;
use crate::i18n::{Msg, tr};

#[component]
pub fn LogPanel() -> impl IntoView {
    let list = NodeRef::<Ol>::new();
    let entries = move || {
        with_game(|g| {
            g.log
                .iter()
                .map(|e| {
                    let text = e.text.clone();
                    view! { <li class:heading=e.heading>{text}</li> }
                })
                .collect_view()
        })
    };
    // Keep the newest line in view.
    Effect::new(move |_| {
        with_game(|g| g.log.len());
        if let Some(ol) = list.get() {
            ol.set_scroll_top(ol.scroll_height());
        }
    });
    view! {
        <section class="log" aria-label=tr(Msg::Log)>
            <h2>{tr(Msg::Log)}</h2>
            <ol node_ref=list data-testid="log">{entries}</ol>
        </section>
    }
}
