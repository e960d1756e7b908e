//! The setup screen: seats, options, seed, and a one-click start.

use dragon::{SuperEvent, SuperEvents};
use leptos::prelude::*;

use super::ctx;
use crate::i18n::{Msg, tr};
use dragon::bot::Level;

use crate::seats::{COLOURS, Controller, THINK_TIMES};

#[component]
pub fn SetupScreen() -> impl IntoView {
    let ctx = ctx();
    let setup = ctx.setup;
    let seed_text =
        RwSignal::new(setup.with_untracked(|s| s.seed.map(|x| x.to_string()).unwrap_or_default()));
    let start = move |_| {
        let mut s = setup.get();
        s.seed = seed_text.get().trim().parse().ok();
        setup.set(s.clone());
        ctx.start(s);
    };
    let seat_rows = move || {
        (0..setup.with(|s| s.seats.len()))
            .map(|i| view! { <SeatRow index=i /> })
            .collect_view()
    };
    view! {
        <main class="setup">
            <p class="tagline">{tr(Msg::Tagline)}</p>
            <section class="card">
                <label class="row">
                    <span>{tr(Msg::Players)}</span>
                    <select
                        aria-label=tr(Msg::Players)
                        on:change=move |ev| {
                            let n = event_target_value(&ev).parse().unwrap_or(4);
                            setup.update(|s| s.set_players(n));
                        }
                        prop:value=move || setup.with(|s| s.seats.len().to_string())
                    >
                        {(2..=5).map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
                    </select>
                </label>
                <div class="seats">{seat_rows}</div>
            </section>
            <section class="card">
                <h2>{tr(Msg::Options)}</h2>
                <label class="row">
                    <span>{tr(Msg::LargePrivilege)}</span>
                    <select
                        on:change=move |ev| {
                            let price = event_target_value(&ev).parse().unwrap_or(7);
                            setup.update(|s| s.options.large_privilege_price = price);
                        }
                        prop:value=move || setup.with(|s| s.options.large_privilege_price.to_string())
                    >
                        <option value="7">{tr(Msg::Edition2017)}</option>
                        <option value="6">{tr(Msg::Edition2007)}</option>
                    </select>
                </label>
                <label class="row">
                    <input
                        type="checkbox"
                        prop:checked=move || setup.with(|s| s.options.great_wall)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            setup.update(|s| s.options.great_wall = on);
                        }
                    />
                    <span>{tr(Msg::GreatWall)}</span>
                </label>
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
                            setup.update(|s| s.options.super_events = mode);
                        }
                        prop:value=move || setup.with(|s| match s.options.super_events {
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
                <label class="row">
                    <span>{tr(Msg::ThinkTime)}</span>
                    <select
                        on:change=move |ev| {
                            let ms = event_target_value(&ev).parse().unwrap_or(1000);
                            setup.update(|s| s.think_ms = ms);
                        }
                        prop:value=move || setup.with(|s| s.think_ms.to_string())
                    >
                        {THINK_TIMES.into_iter().map(|ms| view! { <option value=ms.to_string()>{tr(Msg::Seconds(ms))}</option> }).collect_view()}
                    </select>
                </label>
                <label class="row">
                    <span>{tr(Msg::Seed)}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        placeholder=tr(Msg::SeedHint)
                        prop:value=move || seed_text.get()
                        on:input=move |ev| seed_text.set(event_target_value(&ev))
                    />
                </label>
            </section>
            <button class="primary start" data-testid="start" on:click=start>{tr(Msg::Start)}</button>
            <super::rules::RulesReference />
        </main>
    }
}

#[component]
fn SeatRow(index: usize) -> impl IntoView {
    let setup = ctx().setup;
    let seat = move || setup.with(|s| s.seats.get(index).cloned());
    view! {
        <fieldset class="seat">
            <legend>{tr(Msg::Seat(index))}</legend>
            <input
                type="text"
                aria-label=tr(Msg::Name)
                maxlength="16"
                prop:value=move || seat().map(|s| s.name).unwrap_or_default()
                on:input=move |ev| {
                    let name = event_target_value(&ev);
                    setup.update(|s| s.seats[index].name = name);
                }
            />
            <select
                class="colour"
                aria-label=tr(Msg::Colour)
                style:background-color=move || seat().map(|s| s.colour).unwrap_or_default()
                prop:value=move || seat().map(|s| s.colour).unwrap_or_default()
                on:change=move |ev| {
                    let colour = event_target_value(&ev);
                    setup.update(|s| s.seats[index].colour = colour);
                }
            >
                {COLOURS.iter().enumerate().map(|(i, &css)| view! { <option value=css>{tr(Msg::ColourName(i))}</option> }).collect_view()}
            </select>
            <select
                aria-label=tr(Msg::Controller)
                prop:value=move || match seat().map(|s| (s.controller, s.level)) {
                    Some((Controller::Bot, level)) => level.name(),
                    _ => "human",
                }
                on:change=move |ev| {
                    let choice = Level::parse(&event_target_value(&ev));
                    setup.update(|s| {
                        let seat = &mut s.seats[index];
                        match choice {
                            Some(level) => {
                                seat.controller = Controller::Bot;
                                seat.level = level;
                            }
                            None => seat.controller = Controller::Human,
                        }
                    });
                }
            >
                <option value="human">{tr(Msg::Human)}</option>
                {Level::ALL.into_iter().map(|l| view! { <option value=l.name()>{tr(Msg::BotLevel(l))}</option> }).collect_view()}
            </select>
        </fieldset>
    }
}
