//! The Dragon board: the year with its events, the action groups and the
//! supply, the tracks, every player's holdings, and the shell's side panel.

use leptos::prelude::*;

use super::groups::Groups;
use super::months::Months;
use super::player_area::PlayerArea;
use super::supply::SupplyView;
use super::text::{Msg, tr};
use super::tracks::Tracks;
use super::with_game;

#[component]
pub fn DragonBoard(side: AnyView) -> impl IntoView {
    let event_now = move || {
        with_game(|g| {
            if g.is_over() {
                return String::new();
            }
            let e = g.events()[g.month() as usize - 1];
            tr(Msg::EventNow(e))
        })
    };
    let players = move || with_game(|g| g.players().len()).unwrap_or(0);
    view! {
        <p class="event-now">{event_now}</p>
        <Months />
        <div class="middle">
            <div class="side">{side}</div>
            <div class="table-centre">
                <Groups />
                <SupplyView />
                <Tracks />
            </div>
        </div>
        <div class="players">
            {move || (0..players()).map(|seat| view! { <PlayerArea seat=seat /> }).collect_view()}
        </div>
    }
}
