//! The event row: twelve months, the current one marked, the super event on
//! month 7 and the Great Wall sections below the events.

use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{seat_colour, with_game};

#[component]
pub fn Months() -> impl IntoView {
    let months = move || {
        with_game(|g| {
            let s = g;
            let wall_on = s.options().great_wall;
            let wall = s.wall().to_vec();
            (0..12)
                .map(|i| {
                    let month = i as u8 + 1;
                    let event = s.events()[i];
                    let current = month == s.month() && !s.is_over();
                    let past = month < s.month() || s.is_over();
                    let superevent = (month == dragon::SUPER_EVENT_MONTH).then_some(s.super_event()).flatten();
                    let section = wall.get(i).copied();
                    let title = tr(Msg::MonthTitle(month, event));
                    view! {
                        <li
                            class="month"
                            data-tip=format!("month-{month}")
                            class:current=current
                            class:past=past
                            title=title.clone()
                            aria-label=title
                            aria-current=if current { "step" } else { "false" }
                        >
                            <span class="month-number">{month}</span>
                            <span class=format!("event-tile event-{event:?}")>
                                <span class="event-name">{tr(Msg::Event(event))}</span>
                            </span>
                            {superevent.map(|e| {
                                let t = tr(Msg::SuperEventTitle(e));
                                view! { <span class="super-event" data-tip="super-event" title=t.clone() aria-label=t>{tr(Msg::SuperEvent(e))}</span> }
                            })}
                            {wall_on.then(|| {
                                let style = section.map(|owner| format!("background:{}", seat_colour(owner as usize))).unwrap_or_default();
                                let t = tr(Msg::Wall);
                                view! { <span class="wall-section" class:built=section.is_some() style=style role="img" title=t.clone() aria-label=t></span> }
                            })}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="months" aria-label=tr(Msg::Months)>
            <ol>{months}</ol>
        </section>
    }
}
