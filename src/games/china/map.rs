//! The map, drawn as SVG from the board data (spec §2, §17): provinces in
//! their card colours, roads, house sites with houses and fortifications,
//! dragon fields with the envoys, alliance numbers and scoring markers.
//! Pieces are in the piece colours with their owner's letter.

use china::{Province, Site, board};
use leptos::prelude::*;

use super::text::{Msg, tr};
use super::{
    Spot, card_hex, click, clickable, hinted, piece_colour, seat_letter, seat_name, with_game,
};
use crate::games::Mark;

fn points(poly: &[[f64; 2]]) -> String {
    poly.iter()
        .map(|[x, y]| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `class` for a clickable thing: marks it when clicking it plays an action.
fn spot_class(base: &'static str, spot: Spot) -> impl Fn() -> String {
    move || {
        let action = clickable(spot);
        let class = match action {
            Some(_) if hinted(action) => format!("{base} can-click hinted"),
            Some(_) => format!("{base} can-click"),
            None => base.to_string(),
        };
        let moved = crate::pace::last_bot_move(&super::drawn().board)
            .is_some_and(|(_, a)| super::spot::touched_by(a) == Some(spot));
        let class = class
            + &super::marks(spot)
                .iter()
                .map(|m| format!(" {}", m.class()))
                .collect::<String>();
        if moved { class + " bot-moved" } else { class }
    }
}

/// The review's marks on the map (a replay at a judged decision): a ring
/// around the spot of each move, dashed for the move played and solid for
/// Hard's, with the mark's badge; both rings and badges when they agree.
#[component]
fn Marks() -> impl IntoView {
    move || {
        let marks = super::drawn().board.marks.get();
        let data = &board().data;
        marks
            .into_iter()
            .filter_map(|(action, mark)| {
                let (x, y, r) = match super::spot::marked_at(action)? {
                    Spot::Site { site, .. } => {
                        let d = &data.sites[site.index()];
                        (d.x, d.y, 25.0)
                    }
                    Spot::Dragon(p) => {
                        let [x, y] = data.provinces[p.index()].dragon;
                        (x, y, 29.0)
                    }
                    _ => return None,
                };
                let (r, side) = match mark {
                    Mark::Played => (r, -1.0),
                    Mark::Preferred => (r + 6.0, 1.0),
                    Mark::Coach => (r + 3.0, 1.0),
                };
                // Beside the ring's top; a dragon field's name sits right
                // above it, so its badges keep out to the sides.
                let (bx, by) = match super::spot::marked_at(action) {
                    Some(Spot::Dragon(_)) => (x + side * (r + 12.0), y - 22.0),
                    _ => (x + side * (r + 4.0) * 0.72, y - (r + 4.0) * 0.72),
                };
                Some(view! {
                    <circle class=format!("mark-ring {}-ring", mark.class()) cx=x cy=y r=r aria-hidden="true" />
                    {crate::ui::review::svg_badge(mark, bx, by)}
                })
            })
            .collect_view()
    }
}

#[component]
pub fn Map() -> impl IntoView {
    let data = &board().data;
    let side = with_game(|g| g.side());
    let tables = board().side(side);
    let site_xy = |s: Site| {
        let d = &data.sites[s.index()];
        (d.x, d.y)
    };
    let provinces = Province::ALL
        .into_iter()
        .map(|p| {
            let d = &data.provinces[p.index()];
            let fill = card_hex(p.colour());
            view! {
                <polygon class="province" points=points(d.polygon) fill=fill data-province=p.id() data-tip=format!("province-{}", p.index())>
                    <title>{tr(Msg::Province(p))}" ("{tr(Msg::Colour(p.colour()))}")"</title>
                </polygon>
            }
        })
        .collect_view();
    let roads = tables
        .roads
        .iter()
        .map(|&(a, b)| {
            let ((x1, y1), (x2, y2)) = (site_xy(a), site_xy(b));
            let cross = a.province() != b.province();
            view! { <line class="road" class:cross=cross x1=x1 y1=y1 x2=x2 y2=y2 /> }
        })
        .collect_view();
    let alliances = data
        .alliances
        .iter()
        .map(|a| {
            let [x, y] = a.label;
            view! {
                <g class="alliance">
                    <title>{tr(Msg::AllianceLabel(a.number as usize))}</title>
                    <circle cx=x cy=y r="13" />
                    <text x=x y=y dy="0.35em">{a.number}</text>
                </g>
            }
        })
        .collect_view();
    // Names above the dragon fields, or nearby where a house site would
    // cover them (`placement`); a scored province's name is drawn as its
    // scoring marker (a dark plate with a tick).
    let labels = Province::ALL
        .into_iter()
        .map(|p| {
            let name = tr(Msg::Province(p));
            let (x, y) = super::placement::name_spot(p, name.chars().count());
            let width = super::placement::plate_width(name.chars().count());
            let scored = move || with_game(|g| g.is_scored(p));
            view! {
                <g class="province-label" class:scored=scored transform=format!("translate({x} {y})")>
                    <Show when=scored>
                        <rect class="scored-marker" x=-width / 2.0 y="-13" width=width height="25" rx="5">
                            <title>{tr(Msg::Scored)}</title>
                        </rect>
                    </Show>
                    <text class="province-name" dy="0.35em">{name}{move || if scored() { " ✓" } else { "" }}</text>
                </g>
            }
        })
        .collect_view();
    let sites = Site::in_mask(tables.sites)
        .map(|site| view! { <SiteSpot site=site /> })
        .collect_view();
    let dragons = Province::ALL
        .into_iter()
        .map(|p| view! { <DragonField province=p /> })
        .collect_view();
    view! {
        <svg class="china-map" data-tip="map" viewBox="10 50 980 640" role="group" aria-label=tr(Msg::MapTitle) data-testid="china-map">
            <rect class="map-sea" x="10" y="50" width="980" height="640" rx="10" />
            {provinces}
            {roads}
            {alliances}
            {dragons}
            {labels}
            {sites}
            <Marks />
        </svg>
    }
}

/// A house site: free, fortified, or with a house; clickable for a house
/// (or the armed fortification).
#[component]
fn SiteSpot(site: Site) -> impl IntoView {
    let d = &board().data.sites[site.index()];
    let (x, y) = (d.x, d.y);
    let spot = Spot::Site {
        site,
        fortify: false,
    };
    let owner = move || with_game(|g| g.house_owner(site));
    let number = super::text::site_number(site);
    let fortified = move || with_game(|g| g.fortifications().contains(site));
    let title = move || {
        let name = owner().map(seat_name);
        tr(Msg::SiteTitle(site, name.as_deref()))
    };
    let house = move || {
        owner().map(|seat| {
            let (fill, ink) = piece_colour(seat);
            view! {
                <g data-piece="house" role="img" aria-label=title>
                    <path class="house" d="M -15 -2 L 0 -17 L 15 -2 L 15 15 L -15 15 Z" fill=fill />
                    <text class="piece-letter" y="7" fill=ink data-seat-mark="">{seat_letter(seat)}</text>
                </g>
            }
        })
    };
    view! {
        <g
            class=spot_class("site", spot)
            transform=format!("translate({x} {y})")
            data-site=site.id()
            on:click=move |_| click(spot)
        >
            <title>{title}</title>
            <circle class="hit" r="22" />
            <Show when=fortified>
                <rect class="fortification" x="-19" y="-19" width="38" height="38" rx="3" />
            </Show>
            <circle class="site-ring" r="14" />
            // The site's number, as the choices and the log name it
            // ("House on Wei 3"), small in the free ring.
            <Show when=move || owner().is_none()>
                <text class="site-number" dy="0.35em" aria-hidden="true">{number.clone()}</text>
            </Show>
            {house}
        </g>
    }
}

/// A dragon field with the envoys on it, one token per player with envoys
/// there (letter and count).
#[component]
fn DragonField(province: Province) -> impl IntoView {
    let [x, y] = board().data.provinces[province.index()].dragon;
    let spot = Spot::Dragon(province);
    let total = move || with_game(|g| g.envoys_in(province));
    let envoys = move || {
        with_game(|g| {
            (0..g.players().len())
                .filter_map(|seat| {
                    let n = g.envoys_of(seat, province);
                    (n > 0).then_some((seat, n))
                })
                .collect::<Vec<_>>()
        })
    };
    let spots = super::placement::token_spots(province);
    let tokens = move || {
        envoys()
            .into_iter()
            .enumerate()
            .map(|(i, (seat, n))| {
                let (fill, ink) = piece_colour(seat);
                // Around the field, clear of the houses and the name.
                let (dx, dy) = spots[i % 5];
                view! {
                    <g
                        class="envoy"
                        transform=format!("translate({dx:.1} {dy:.1})")
                        data-piece="envoy"
                        role="img"
                        aria-label=format!("{}: {}", seat_name(seat), tr(Msg::DragonField(province, n)))
                    >
                        <polygon points="0,-13 12,0 0,13 -12,0" fill=fill />
                        <text class="piece-letter" y="4" fill=ink data-seat-mark="">{seat_letter(seat)}</text>
                        <text class="envoy-count" x="13" y="16">{format!("×{n}")}</text>
                    </g>
                }
            })
            .collect_view()
    };
    view! {
        <g
            class=spot_class("dragon-field", spot)
            transform=format!("translate({x} {y})")
            data-dragon=province.id()
            on:click=move |_| click(spot)
        >
            <title>{move || tr(Msg::DragonField(province, total()))}</title>
            <circle class="hit" r="24" />
            <circle class="dragon-ring" r="20" />
            <path class="dragon-glyph" d="M -11 4 C -6 -10 2 -10 4 -2 C 6 6 12 4 12 -4 M -11 4 L -14 9 M 12 -4 L 15 -8" />
            {tokens}
        </g>
    }
}
