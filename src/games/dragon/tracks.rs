//! The person track (turn order, with stacking) and the victory points.

use dragon::GameState;
use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{seat_colour, seat_name, with_game};

#[component]
pub fn Tracks() -> impl IntoView {
    view! {
        <section class="tracks">
            {track("person-track", Msg::PersonTrack, Msg::Track, |g| g.turn_order().to_vec(), |g, seat| g.player(seat).track)}
            {track("vp-track", Msg::VpTrack, Msg::Vp, |g| g.ranking().to_vec(), |g, seat| g.player(seat).vp)}
        </section>
    }
}

/// One track: the seats in `order`, each with its disc, name and `value`
/// (titled `unit`), under the heading `title`; `tip` is its key for the
/// tips (`dragon::tips`).
fn track<T: IntoView + 'static>(
    tip: &'static str,
    title: Msg<'static>,
    unit: Msg<'static>,
    order: fn(&GameState) -> Vec<usize>,
    value: fn(&GameState, usize) -> T,
) -> impl IntoView {
    let seats = move || {
        with_game(|g| {
            order(g)
                .into_iter()
                .map(|seat| {
                    view! {
                        <li>
                            <span class="disc" data-seat-mark="" aria-hidden="true" style=format!("background:{};color:{}", seat_colour(seat), crate::seats::ink_on(&seat_colour(seat)))>{crate::seats::letter(&seat_name(seat), seat)}</span>
                            <span class="who">{seat_name(seat)}</span>
                            <span class="value" title=tr(unit.clone())>{value(g, seat)}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div data-tip=tip>
            <h2>{tr(title.clone())}</h2>
            <ol class="track" aria-label=tr(title)>{seats}</ol>
        </div>
    }
}
