//! The person track (turn order, with stacking) and the victory points.

use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{seat_colour, seat_name, with_game};

#[component]
pub fn Tracks() -> impl IntoView {
    let turn_order = move || {
        with_game(|g| {
            g
                .turn_order()
                .into_iter()
                .map(|seat| {
                    let track = g.player(seat).track;
                    view! {
                        <li>
                            <span class="disc" data-seat-mark="" aria-hidden="true" style=format!("background:{};color:{}", seat_colour(seat), crate::seats::ink_on(&seat_colour(seat)))>{crate::seats::letter(&seat_name(seat), seat)}</span>
                            <span class="who">{seat_name(seat)}</span>
                            <span class="value" title=tr(Msg::Track)>{track}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let vp = move || {
        with_game(|g| {
            g
                .ranking()
                .into_iter()
                .map(|seat| {
                    let vp = g.player(seat).vp;
                    view! {
                        <li>
                            <span class="disc" data-seat-mark="" aria-hidden="true" style=format!("background:{};color:{}", seat_colour(seat), crate::seats::ink_on(&seat_colour(seat)))>{crate::seats::letter(&seat_name(seat), seat)}</span>
                            <span class="who">{seat_name(seat)}</span>
                            <span class="value" title=tr(Msg::Vp)>{vp}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="tracks">
            <div>
                <h2>{tr(Msg::PersonTrack)}</h2>
                <ol class="track" aria-label=tr(Msg::PersonTrack)>{turn_order}</ol>
            </div>
            <div>
                <h2>{tr(Msg::VpTrack)}</h2>
                <ol class="track" aria-label=tr(Msg::VpTrack)>{vp}</ol>
            </div>
        </section>
    }
}
