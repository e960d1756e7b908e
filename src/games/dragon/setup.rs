//! The Dragon's rule options on the setup screen.

use dragon::{Options, SuperEvent, SuperEvents};
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::ui::option_switch::option_switch;

#[component]
pub fn OptionsForm(options: RwSignal<Options>) -> impl IntoView {
    view! {
        <label class="row">
            <span>{tr(Msg::LargePrivilege)}</span>
            <select
                on:change=move |ev| {
                    let price = event_target_value(&ev).parse().unwrap_or(7);
                    options.update(|o| o.large_privilege_price = price);
                }
                prop:value=move || options.with(|o| o.large_privilege_price.to_string())
            >
                <option value="7">{tr(Msg::Edition2017)}</option>
                <option value="6">{tr(Msg::Edition2007)}</option>
            </select>
        </label>
        {option_switch(options, |o| o.great_wall, |o, on| o.great_wall = on, tr(Msg::GreatWall), None)}
        <label class="row">
            <span>{tr(Msg::SuperEvents)}</span>
            <select
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    let mode = match v.as_str() {
                        "off" => SuperEvents::Off,
                        "random" => SuperEvents::Random,
                        name => SuperEvent::parse(name).map(SuperEvents::Chosen).unwrap_or(SuperEvents::Off),
                    };
                    options.update(|o| o.super_events = mode);
                }
                prop:value=move || options.with(|o| match o.super_events {
                    SuperEvents::Off => "off".to_string(),
                    SuperEvents::Random => "random".to_string(),
                    SuperEvents::Chosen(e) => format!("{e:?}"),
                })
            >
                <option value="off">{tr(Msg::SuperEventsOff)}</option>
                <option value="random">{tr(Msg::SuperEventsRandom)}</option>
                {SuperEvent::ALL.into_iter().map(|e| view! {
                    <option value=format!("{e:?}")>{tr(Msg::SuperEvent(e))}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
