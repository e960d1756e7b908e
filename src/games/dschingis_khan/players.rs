//! Every player's supplies (walls, pieces, passive supply, lost pieces,
//! scout, villages) and the general supply. The kinds of a player's pieces
//! are shown only to that player's seat; the player to move clicks here to
//! draw, to choose a deploy option or a piece.

use dschingis_khan::Kind;
use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{Spot, on_spot, seat_colour, seat_letter, seat_name, spot_class, viewer, with_game};

#[component]
pub fn Players() -> impl IntoView {
    let count = move || with_game(|g| g.player_count());
    view! {
        <div class="khan-supplies">
            <GeneralSupply />
            {move || (0..count()).map(|seat| view! { <PlayerCard seat=seat /> }).collect_view()}
        </div>
    }
}

#[component]
fn GeneralSupply() -> impl IntoView {
    let general = move || with_game(|g| g.general_supply());
    let out = move || with_game(|g| g.walls_out());
    view! {
        <div class="card khan-general" data-tip="general-supply">
            <button class=spot_class("pile", Spot::WallPile) on:click=on_spot(Spot::WallPile) data-testid="wall-pile">
                {move || tr(Msg::GeneralSupply(general()))}
            </button>
            {move || (out() > 0).then(|| view! { <span class="walls-out">{tr(Msg::WallsOut(out()))}</span> })}
        </div>
    }
}

#[component]
fn PlayerCard(seat: usize) -> impl IntoView {
    let mover = move || with_game(|g| g.pending().map(|d| d.player)) == Some(seat);
    let player = move || with_game(|g| g.players()[seat].clone());
    let controlled = move || with_game(|g| g.controlled(seat));
    let sees = move || viewer() == Some(seat);
    // A click here means the player to move only on their own card.
    let spot = move |s: Spot| {
        move |ev: leptos::ev::MouseEvent| {
            if mover() {
                on_spot(s)(ev);
            }
        }
    };
    let class = move |base: &'static str, s: Spot| {
        let live = spot_class(base, s);
        move || if mover() { live() } else { base.to_string() }
    };
    let kinds = move || {
        let p = player();
        if !sees() {
            return ().into_any();
        }
        Kind::ALL
            .into_iter()
            .filter(|&k| p.pieces.get(k) > 0)
            .map(|k| {
                let n = p.pieces.get(k);
                view! {
                    <button class=class("kind-chip", Spot::Kind(k)) on:click=spot(Spot::Kind(k)) data-kind=format!("{k:?}")>
                        <b>{tr(Msg::KindCode(k))}</b>" "{tr(Msg::Kind(k))}{(n > 1).then(|| format!(" ×{n}"))}
                    </button>
                }
            })
            .collect_view()
            .into_any()
    };
    let lost = move || {
        let p = player();
        let n = p.lost.total();
        (n > 0).then(|| view! { <span class="lost">{tr(Msg::Lost(n))}</span> })
    };
    view! {
        <div class="card khan-player" class:to-move=mover style=move || format!("--seat:{}", seat_colour(seat)) data-testid="khan-player" data-seat=seat data-tip=format!("supplies-{seat}")>
            <div class="khan-player-head">
                <span class="seat-letter" style:background-color=seat_colour(seat) style:color=crate::seats::ink_on(&seat_colour(seat)) data-seat-mark="">{seat_letter(seat)}</span>
                <strong>{seat_name(seat)}</strong>
                <span class="controls">{move || tr(Msg::Controls(controlled()))}</span>
            </div>
            <div class="khan-player-row">
                <button class=class("pile", Spot::MyWalls) on:click=spot(Spot::MyWalls)>{move || tr(Msg::Walls(player().walls))}</button>
                <button class=class("pile", Spot::MyPieces) on:click=spot(Spot::MyPieces)>{move || tr(Msg::Pieces(player().pieces.total()))}</button>
                <button class=class("pile", Spot::PiecePile) on:click=spot(Spot::PiecePile)>{move || tr(Msg::Passive(player().passive.len() as u8))}</button>
            </div>
            <div class="khan-player-row kinds">{kinds}</div>
            <div class="khan-player-row small">
                {move || match player().scout {
                    Some(v) => tr(Msg::ScoutOn(v)),
                    None => tr(Msg::ScoutOff),
                }}
                {lost}
            </div>
        </div>
    }
}
