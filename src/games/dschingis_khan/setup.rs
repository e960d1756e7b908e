//! Dschingis Khan's options on the setup screen: the start player (random
//! from the seed, or a seat; D-3.6).

use dschingis_khan::Options;
use leptos::prelude::*;

use super::text::{Msg, tr};

#[component]
pub fn OptionsForm(options: RwSignal<Options>) -> impl IntoView {
    let players = move || options.with(|o| o.players as usize);
    view! {
        <label class="row">
            <span>{tr(Msg::StartPlayer)}</span>
            <select
                data-testid="start-player"
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    options.update(|o| o.start_player = v.parse().ok());
                }
                prop:value=move || options.with(|o| o.start_player.map(|s| s.to_string()).unwrap_or_else(|| "random".into()))
            >
                <option value="random">{tr(Msg::RandomStart)}</option>
                {move || (0..players()).map(|i| view! { <option value=i.to_string()>{tr(Msg::SeatStarts(i))}</option> }).collect_view()}
            </select>
        </label>
    }
}
