//! One player's holdings: goods, privileges, palaces with their persons,
//! person cards and wall tiles. Everything the current decision can use is
//! clickable right here.

use dragon::{Good, Palace};
use leptos::prelude::*;

use super::Spot;
use super::text::{Msg, tr};
use super::tokens::PersonTile;
use super::{on_spot, seat_colour, seat_name, spot_class, with_game};

#[component]
pub fn PlayerArea(seat: usize) -> impl IntoView {
    let player = move || with_game(|g| g.player(seat).clone());
    let to_move = move || with_game(|g| g.current_player() == Some(seat)).unwrap_or(false);
    let goods = move || {
        let p = player()?;
        let counter = move |good: Good, value: u16, msg: fn(u16) -> Msg<'static>| {
            let spot = Spot::Goods { seat, good };
            let label = tr(msg(value));
            view! {
                <button class=spot_class(format!("counter good-{good:?}"), spot) title=label.clone() aria-label=label on:click=on_spot(spot)>
                    <span class="icon"></span>{value}
                </button>
            }
        };
        let privilege = move |large: bool, count: u8| {
            let spot = Spot::Privileges { seat, large };
            let label = if large {
                tr(Msg::LargePrivileges(count))
            } else {
                tr(Msg::SmallPrivileges(count))
            };
            view! {
                <button class=spot_class(if large { "counter privilege large" } else { "counter privilege small" }, spot) title=label.clone() aria-label=label on:click=on_spot(spot)>
                    <span class="icon"></span>{count}
                </button>
            }
        };
        Some(view! {
            <div class="goods" data-tip=format!("goods-{seat}")>
                {counter(Good::Yuan, p.yuan, Msg::Yuan)}
                {counter(Good::Rice, p.rice, Msg::Rice)}
                {counter(Good::Rockets, p.rockets, Msg::Rockets)}
                {privilege(false, p.small_privileges)}
                {privilege(true, p.large_privileges)}
            </div>
        })
    };
    let palaces = move || {
        let p = player()?;
        let new_spot = Spot::NewPalace { seat };
        Some(view! {
            <ul class="palaces" data-tip=format!("palaces-{seat}")>
                {p.palaces.iter().enumerate().map(|(i, palace)| view! { <PalaceView seat=seat index=i palace=*palace /> }).collect_view()}
                <li class="new-palace-slot">
                    <button class=spot_class("new-palace", new_spot) title=tr(Msg::NewPalace) aria-label=tr(Msg::NewPalace) on:click=on_spot(new_spot)>"+"</button>
                </li>
            </ul>
        })
    };
    let hand = move || {
        let p = player()?;
        let mut cards: Vec<dragon::HandCard> = p.hand.cards().collect();
        if p.hand.wild_count() > 1 {
            cards.push(dragon::HandCard::Wild);
        }
        let label = tr(Msg::HandLeft(p.hand.len()));
        Some(view! {
            <div class="hand" data-tip=format!("hand-{seat}") role="group" aria-label=label.clone() title=label>
                {cards.into_iter().map(|card| {
                    let spot = Spot::HandCard { seat, card };
                    let name = tr(Msg::HandCard(card));
                    let mark = match card {
                        dragon::HandCard::Person(k) => format!("kind-{k:?}"),
                        dragon::HandCard::Wild => "wild".to_string(),
                    };
                    view! {
                        <button class=spot_class(format!("hand-card {mark}"), spot) title=name.clone() aria-label=name on:click=on_spot(spot)>
                            {match card { dragon::HandCard::Wild => "?".to_string(), dragon::HandCard::Person(_) => String::new() }}
                        </button>
                    }
                }).collect_view()}
            </div>
        })
    };
    let wall = move || {
        let p = player()?;
        with_game(|g| g.options().great_wall).unwrap_or(false).then(|| {
            view! {
                <div class="wall-tiles" data-tip=format!("wall-tiles-{seat}") role="group" aria-label=tr(Msg::WallTiles)>
                    {p.wall_tiles.iter().map(|bonus| {
                        let spot = Spot::WallTile { seat, bonus };
                        let name = tr(Msg::WallBonus(bonus));
                        let label = name.clone();
                        view! { <button class=spot_class("wall-tile", spot) title=label.clone() aria-label=label on:click=on_spot(spot)>{name}</button> }
                    }).collect_view()}
                </div>
            }
        })
    };
    view! {
        <section
            class="player"
            class:to-move=to_move
            style=move || format!("--seat:{}", seat_colour(seat))
            aria-label=move || seat_name(seat)
            data-testid="player"
        >
            <header>
                <span class="disc" data-seat-mark="" aria-hidden="true" style:color=move || crate::seats::ink_on(&seat_colour(seat))>{move || crate::seats::letter(&seat_name(seat), seat)}</span>
                <strong class="name">{move || seat_name(seat)}</strong>
                <span class="vp" data-tip=format!("score-{seat}") title=tr(Msg::VpTrack)>{move || player().map(|p| p.vp)}" "{tr(Msg::Vp)}</span>
                <span class="track-caption">{tr(Msg::Track)}</span>
                <span class="track-value" title=tr(Msg::Track) style:color=move || crate::seats::ink_on(&seat_colour(seat))>{move || player().map(|p| p.track)}</span>
            </header>
            {goods}
            {palaces}
            {hand}
            {wall}
        </section>
    }
}

#[component]
fn PalaceView(seat: usize, index: usize, palace: Palace) -> impl IntoView {
    let spot = Spot::Palace {
        seat,
        palace: index as u8,
    };
    let residents: Vec<dragon::Person> = palace.persons().collect();
    let label = tr(Msg::Palace(index, palace.floors));
    // Floors from the top down; floor k holds the k-th resident.
    let floors = (0..palace.floors as usize).rev().map(|floor| {
        let resident = residents.get(floor).copied();
        view! {
            <div class="floor">
                {match resident {
                    Some(person) => {
                        let rs = Spot::Resident { seat, palace: index as u8, person };
                        view! {
                            <button class=spot_class("resident", rs) on:click=on_spot(rs)>
                                <PersonTile person=person />
                            </button>
                        }.into_any()
                    }
                    None => view! { <span class="vacant" title=tr(Msg::EmptyFloor)></span> }.into_any(),
                }}
            </div>
        }
    }).collect_view();
    // Persons over capacity (only mid-earthquake) stand beside the palace.
    let extra = residents.iter().skip(palace.floors as usize).map(|&person| {
        let rs = Spot::Resident { seat, palace: index as u8, person };
        view! { <button class=spot_class("resident extra", rs) on:click=on_spot(rs)><PersonTile person=person /></button> }
    }).collect_view();
    view! {
        <li class="palace-slot">
            <div class=spot_class("palace", spot) role="group" aria-label=label.clone() title=label on:click=on_spot(spot)>
                <div class="roof"></div>
                {floors}
                {extra}
            </div>
            <span class="palace-number">{index + 1}</span>
        </li>
    }
}
