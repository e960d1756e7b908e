//! The seats on a setup screen: name, colour (from the game's own list;
//! taking a colour another seat has swaps the two) and who plays each.

use boardgame::Level;
use leptos::prelude::*;

use crate::i18n::{Msg, tr};
use crate::seats::{Controller, Seat, SeatColour, pick_colour};

#[component]
pub fn SeatRows(seats: RwSignal<Vec<Seat>>, colours: &'static [SeatColour]) -> impl IntoView {
    move || {
        (0..seats.with(|s| s.len()))
            .map(|i| view! { <SeatRow seats=seats index=i colours=colours /> })
            .collect_view()
    }
}

#[component]
fn SeatRow(
    seats: RwSignal<Vec<Seat>>,
    index: usize,
    colours: &'static [SeatColour],
) -> impl IntoView {
    let seat = move || seats.with(|s| s.get(index).cloned());
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
                    seats.update(|s| s[index].name = name);
                }
            />
            <select
                class="colour"
                aria-label=tr(Msg::Colour)
                style=move || format!("--seat:{}", seat().map(|s| s.colour).unwrap_or_default())
                prop:value=move || seat().map(|s| s.colour).unwrap_or_default()
                on:change=move |ev| {
                    let colour = event_target_value(&ev);
                    seats.update(|s| pick_colour(s, index, &colour));
                }
            >
                {colours.iter().map(|c| view! { <option value=c.css>{tr(Msg::ColourName(c.name))}</option> }).collect_view()}
            </select>
            <select
                aria-label=tr(Msg::Controller)
                prop:value=move || match seat().map(|s| (s.controller, s.level)) {
                    Some((Controller::Bot, level)) => level.name(),
                    _ => "human",
                }
                on:change=move |ev| {
                    let choice = Level::parse(&event_target_value(&ev));
                    seats.update(|s| {
                        let seat = &mut s[index];
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
