//! China's rule options on the setup screen: the board side (fixed for 3
//! and 5 players, a choice for 4) and fortifications.

use china::{Options, Side};
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::ui::option_switch::option_switch;

#[component]
pub fn OptionsForm(options: RwSignal<Options>) -> impl IntoView {
    let four = move || options.with(|o| o.players == 4);
    view! {
        <label class="row">
            <span>{tr(Msg::BoardSide)}</span>
            <select
                data-testid="china-side"
                disabled=move || !four()
                on:change=move |ev| {
                    let side = Side::parse(&event_target_value(&ev)).unwrap_or(Side::B);
                    options.update(|o| o.side = side);
                }
                prop:value=move || options.with(|o| o.side.name().to_string())
            >
                <option value="A">{tr(Msg::Side(Side::A))}</option>
                <option value="B">{tr(Msg::Side(Side::B))}</option>
            </select>
        </label>
        <p class="hint-small">{tr(Msg::SideHint)}</p>
        {option_switch(
            options,
            |o| o.fortifications,
            |o, on| o.fortifications = on,
            tr(Msg::Fortifications),
            Some("china-fortifications"),
        )}
    }
}
