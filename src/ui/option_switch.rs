//! A rule option that is on or off, on a game's options form.

use leptos::prelude::*;

/// A checkbox for the option of `options` that `get` reads and `set`
/// writes, with its words (`label`) beside it.
pub fn option_switch<O: Send + Sync + 'static>(
    options: RwSignal<O>,
    get: fn(&O) -> bool,
    set: fn(&mut O, bool),
    label: String,
    testid: Option<&'static str>,
) -> impl IntoView {
    view! {
        <label class="row">
            <input
                type="checkbox"
                data-testid=testid
                prop:checked=move || options.with(get)
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    options.update(|o| set(o, on));
                }
            />
            <span>{label}</span>
        </label>
    }
}
