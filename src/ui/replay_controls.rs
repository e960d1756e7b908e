//! The replay's controls: the step shown, a slider, first / back / forward /
//! last, and what was being decided at that step.

use leptos::prelude::*;

use crate::i18n::{Msg, tr};

#[component]
pub fn ReplayControls(
    /// The step shown (actions played), `0..=total`.
    cursor: RwSignal<usize>,
    total: usize,
    /// The decision pending at that step, in words.
    question: Signal<Option<String>>,
) -> impl IntoView {
    let go = move |step: usize| cursor.set(step.min(total));
    view! {
        <section class="replay-controls card" data-testid="replay" aria-label=tr(Msg::Replay)>
            <h2>{tr(Msg::Replay)}</h2>
            <p class="replay-step" data-testid="replay-step" data-step=move || cursor.get()>
                {move || tr(Msg::ReplayStep(cursor.get(), total))}
            </p>
            <input
                type="range"
                min="0"
                max=total
                step="1"
                data-testid="replay-slider"
                aria-label=tr(Msg::ReplaySlider)
                prop:value=move || cursor.get().to_string()
                on:input=move |ev| go(event_target_value(&ev).parse().unwrap_or(0))
            />
            <div class="buttons">
                <button class="secondary" data-testid="replay-first" on:click=move |_| go(0)>"« "{tr(Msg::First)}</button>
                <button class="secondary" data-testid="replay-back" on:click=move |_| go(cursor.get().saturating_sub(1))>"‹ "{tr(Msg::Back)}</button>
                <button class="secondary" data-testid="replay-forward" on:click=move |_| go(cursor.get() + 1)>{tr(Msg::Forward)}" ›"</button>
                <button class="secondary" data-testid="replay-last" on:click=move |_| go(total)>{tr(Msg::Last)}" »"</button>
            </div>
            <p class="question">{question}</p>
        </section>
    }
}
