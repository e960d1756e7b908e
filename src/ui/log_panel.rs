//! The game log, rendered from typed events in the current language. Live,
//! the newest line stays in view; in a replay the current step's lines are
//! highlighted. A click on a line jumps to its step (in a replay also by
//! keyboard; live, the lines stay out of the tab order, which they would
//! flood).

use leptos::html::Ol;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::games::LogLine;
use crate::i18n::{Msg, tr};

#[component]
pub fn LogPanel(
    lines: Signal<Vec<LogLine>>,
    /// The replay's step, if this is a replay.
    #[prop(optional)]
    current: Option<Signal<usize>>,
    /// Called with a clicked line's step.
    #[prop(optional)]
    on_pick: Option<Callback<usize>>,
) -> impl IntoView {
    let list = NodeRef::<Ol>::new();
    let entries = move || {
        let now = current.map(|c| c.get());
        lines.with(|lines| {
            lines
                .iter()
                .map(|line| {
                    let step = line.step;
                    let text = super::small_ids::with_small_ids(&line.text);
                    let pick = move |_| {
                        if let Some(f) = on_pick {
                            f.run(step);
                        }
                    };
                    let key = move |ev: leptos::ev::KeyboardEvent| {
                        if let (Some(f), "Enter" | " ") = (on_pick, ev.key().as_str()) {
                            ev.prevent_default();
                            f.run(step);
                        }
                    };
                    view! {
                        <li
                            class:heading=line.heading
                            class:current=now == Some(step)
                            class:pickable=on_pick.is_some()
                            data-step=step
                            tabindex=(on_pick.is_some() && current.is_some()).then_some("0")
                            on:click=pick
                            on:keydown=key
                        >{text}</li>
                    }
                })
                .collect_view()
        })
    };
    // Keep the newest line (live) or the current step (replay) in view.
    Effect::new(move |_| {
        let now = current.map(|c| c.get());
        lines.with(|l| l.len());
        let Some(ol) = list.get() else { return };
        let target = match now {
            None => None,
            Some(_) => ol
                .query_selector("li.current")
                .ok()
                .flatten()
                .and_then(|li| li.dyn_into::<web_sys::HtmlElement>().ok()),
        };
        match (now, target) {
            (None, _) => ol.set_scroll_top(ol.scroll_height()),
            (Some(_), Some(li)) => ol.set_scroll_top(li.offset_top() - ol.offset_top() - 40),
            (Some(_), None) => ol.set_scroll_top(0),
        }
    });
    view! {
        <section class="log" aria-label=tr(Msg::Log)>
            <h2>{tr(Msg::Log)}</h2>
            <ol node_ref=list data-testid="log" tabindex="0" aria-label=tr(Msg::Log)>{entries}</ol>
        </section>
    }
}
