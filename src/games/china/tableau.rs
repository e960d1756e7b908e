//! Beside the map: the own hand (only the viewer's, never another seat's),
//! the display, the draw and discard piles, and every player's pieces,
//! cards in hand and points.

use boardgame::Game;
use china::{Action, Colour};
use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{
    Spot, card_hex, click, clickable, hinted, marked, piece_colour, seat_letter, seat_name,
    drawn, viewer, with_game,
};
use crate::games::{Labels, Mark};

/// A card as a button: its colour and its name.
#[component]
fn CardButton(
    colour: Colour,
    spot: Spot,
    #[prop(optional)] label: Option<String>,
    /// Another card of the same colour came before: the review marks only
    /// the first.
    #[prop(optional)]
    repeat: bool,
) -> impl IntoView {
    let action = move || clickable(spot);
    let text = label.unwrap_or_else(|| tr(Msg::Colour(colour)));
    let mark = move |m: Mark| !repeat && marked(spot, m);
    view! {
        <button
            class="china-card"
            class:can-click=move || action().is_some()
            class:hinted=move || hinted(action())
            class:mark-played=move || mark(Mark::Played)
            class:mark-preferred=move || mark(Mark::Preferred)
            class:mark-coach=move || mark(Mark::Coach)
            style:background-color=card_hex(colour)
            disabled=move || action().is_none()
            data-colour=colour.name()
            on:click=move |_| click(spot)
        >
            {text}
        </button>
    }
}

/// Cards in colour order, each with whether one of its colour came before.
fn with_repeats(cards: impl Iterator<Item = Colour>) -> impl Iterator<Item = (Colour, bool)> {
    let mut last = None;
    cards.map(move |c| (c, last.replace(c) == Some(c)))
}

#[component]
pub fn Tableau() -> impl IntoView {
    view! {
        <div class="china-table">
            <Hand />
            <DisplayArea />
            <Players />
        </div>
    }
}

#[component]
fn Hand() -> impl IntoView {
    let t = drawn();
    let body = move || {
        let Some(seat) = viewer() else {
            return view! { <p class="muted">{tr(Msg::HandHidden)}</p> }.into_any();
        };
        let hand = with_game(|g| g.player(seat).hand);
        let mine = t.board.human_to_move() == Some(seat);
        let cards = with_repeats(hand.each())
            .map(|(c, repeat)| view! { <CardButton colour=c spot=Spot::HandCard(c) repeat=repeat /> })
            .collect_view();
        let jokers = Colour::ALL
            .into_iter()
            .filter(|&c| mine && clickable(Spot::Joker(c)).is_some())
            .map(|c| view! { <CardButton colour=c spot=Spot::Joker(c) label=tr(Msg::Joker(c)) /> })
            .collect_view();
        let stop = mine && clickable(Spot::Stop).is_some();
        let can_fortify = mine
            && with_game(|g| {
                g.legal()
                    .iter()
                    .any(|a| matches!(a, Action::Fortify(_)))
            });
        view! {
            <h2>{if mine { tr(Msg::Hand) } else { tr(Msg::HandOf(&seat_name(seat))) }}</h2>
            <div class="cards" data-testid="hand" data-seat=seat data-tip=format!("score-{seat}")>{cards}{jokers}</div>
            {stop.then(|| view! {
                <button class="secondary" class:hinted=hinted(Some(Action::Stop)) on:click=move |_| click(Spot::Stop)>{with_game(|g| g.action_label(Action::Stop))}</button>
            })}
            {can_fortify.then(|| view! {
                <button
                    class="secondary fortify-arm"
                    class:armed=move || t.fortify.get()
                    on:click=move |_| t.fortify.update(|f| *f = !*f)
                >
                    {move || if t.fortify.get() { tr(Msg::FortifyArmed) } else { tr(Msg::FortifyArm) }}
                </button>
            })}
        }
        .into_any()
    };
    view! { <section class="china-hand card" data-tip="hand">{body}</section> }
}

#[component]
fn DisplayArea() -> impl IntoView {
    let cards = move || {
        with_repeats(with_game(|g| g.display()).each())
            .map(|(c, repeat)| view! { <CardButton colour=c spot=Spot::DisplayCard(c) repeat=repeat /> })
            .collect_view()
    };
    let pile = move || with_game(|g| g.pile_len());
    let discard = move || with_game(|g| g.discard_pile());
    let pile_action = move || clickable(Spot::Pile);
    let discard_list = move || {
        let d = discard();
        Colour::ALL
            .into_iter()
            .filter(|&c| d.of(c) > 0)
            .map(|c| {
                view! {
                    <span class="mini-card" style:background-color=card_hex(c) style:color=crate::seats::ink_on(card_hex(c)) title=tr(Msg::Colour(c))>{d.of(c)}</span>
                }
            })
            .collect_view()
    };
    view! {
        <section class="china-display card" data-tip="display">
            <h2>{tr(Msg::Display)}</h2>
            <div class="cards" data-testid="display">{cards}</div>
            <div class="piles">
                <button
                    class="pile"
                    class:can-click=move || pile_action().is_some()
                    class:hinted=move || hinted(pile_action())
                    class:mark-played=move || marked(Spot::Pile, Mark::Played)
                    class:mark-preferred=move || marked(Spot::Pile, Mark::Preferred)
                    class:mark-coach=move || marked(Spot::Pile, Mark::Coach)
                    disabled=move || pile_action().is_none()
                    data-testid="draw-pile"
                    data-tip="draw-pile"
                    data-count=pile
                    on:click=move |_| click(Spot::Pile)
                >
                    {move || tr(Msg::DrawPile(pile()))}
                </button>
                <span class="discard" data-testid="discard-pile" data-count=move || discard().total()>
                    {move || tr(Msg::DiscardPile(discard().total()))}" "{discard_list}
                </span>
            </div>
        </section>
    }
}

#[component]
fn Players() -> impl IntoView {
    let rows = move || {
        // A bot's last move that moved cards marks its row.
        let moved = crate::pace::last_bot_move(&drawn().board)
            .filter(|&(_, a)| super::spot::moves_cards(a))
            .map(|(seat, _)| seat);
        with_game(|g| {
            let to_move = g.current_player();
            g.players()
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let (fill, ink) = piece_colour(seat);
                    let fort = g.options().fortifications;
                    view! {
                        <li class="china-player" class:to-move=to_move == Some(seat) class:bot-moved=moved == Some(seat) data-seat=seat>
                            <span class="token" style:background-color=fill style:color=ink>{seat_letter(seat)}</span>
                            <span class="who">{seat_name(seat)}</span>
                            <strong class="points" data-testid="points" data-seat=seat>{tr(Msg::Points(p.points.total()))}</strong>
                            <span class="pieces-left">
                                {tr(Msg::HousesLeft(p.houses))}", "{tr(Msg::EnvoysLeft(p.envoys))}
                                {fort.then(|| format!(", {}", tr(Msg::FortificationLeft(p.fortification))))}
                                ", "{tr(Msg::Cards(p.hand.total()))}
                            </span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="china-players card">
            <h2>{tr(Msg::Scores)}</h2>
            <ul>{rows}</ul>
        </section>
    }
}
