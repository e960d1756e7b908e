//! The Dschingis Khan board, drawn as SVG from the crate's board data
//! (spec §16) as a landscape: mountains along the north edge and a river
//! along the south (the margins the board data leaves), villages as fields
//! of steppe north of the Great Wall (Mongolia) and farmland south of it
//! (China), each with its name (ours, in the player's language; its id in
//! its title and small in a corner, as the log names it). The wall is drawn
//! in stone, open pieces with a gate, with towers at the ends of what is
//! built; the pieces the last wall removed fade out. Stacks are piles of
//! discs in their owners' colours and letters with the kinds the viewer
//! knows; scouts are riders. Below it every player's supplies.

use dschingis_khan::board::{board as data, slots_in};
use dschingis_khan::{DecisionKind, GameState, Slot, Village, WallEvent};
use leptos::prelude::*;

use crate::ui::zoom::Zoomable;

use super::players::Players;
use super::text::{Msg, outcome, tr, village};
use super::{Spot, on_spot, seat_colour, seat_letter, seat_name, spot_class, viewer, with_game};
use crate::games::Mark;

/// The fields' patterns (defined once in the board's `<defs>`).
const STEPPE: &str = "url(#khan-steppe)";
const FARMLAND: &str = "url(#khan-farmland)";

#[component]
pub fn KhanBoard() -> impl IntoView {
    view! {
        <div class="khan-main">
            <WallNews />
            <Show when=move || super::human_to_move().is_some()>
                <p class="khan-help">{tr(Msg::ClickHelp)}</p>
            </Show>
            <Zoomable class="khan-board-wrap">
                <svg class="khan-board" viewBox="6 12 988 682" role="group" aria-label=tr(Msg::BoardLabel) data-testid="khan-board" data-tip="board">
                    <Landscape />
                    <Villages />
                    <g data-tip="wall"><Slots /></g>
                    <Towers />
                    <Ghosts />
                    <Stacks />
                    <Scouts />
                    <Marks />
                </svg>
            </Zoomable>
            <p class="khan-legend">{tr(Msg::Legend)}</p>
            <Players />
        </div>
    }
}

fn points(polygon: &[(f32, f32)]) -> String {
    polygon
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The land around the fields: the board's edge, mountains along the north
/// and a river along the south, and the patterns of steppe and farmland.
#[component]
fn Landscape() -> impl IntoView {
    // Peaks along the north edge, of three sizes in turn.
    let peaks: String = (0..24)
        .map(|i| {
            let x = 24.0 + i as f32 * 40.0 + if i % 2 == 0 { 0.0 } else { 8.0 };
            let h = [22.0, 30.0, 17.0][i % 3];
            format!("M{} 50 L{} {} L{} 50 Z ", x, x + 20.0, 50.0 - h, x + 40.0)
        })
        .collect();
    let snow: String = (0..24)
        .filter(|i| i % 3 == 1)
        .map(|i| {
            let x = 24.0 + i as f32 * 40.0 + if i % 2 == 0 { 0.0 } else { 8.0 };
            format!(
                "M{} 29 L{} 20 L{} 29 L{} 26 Z ",
                x + 14.0,
                x + 20.0,
                x + 26.0,
                x + 20.0
            )
        })
        .collect();
    // A river winding west to east below the southern fields.
    let river: String = std::iter::once("M6 668".to_string())
        .chain((0..10).map(|i| {
            let x = 6.0 + i as f32 * 100.0;
            let dy = if i % 2 == 0 { -14.0 } else { 14.0 };
            format!(" Q{} {} {} 668", x + 50.0, 668.0 + dy, x + 100.0)
        }))
        .collect();
    view! {
        <defs>
            <pattern id="khan-steppe" width="46" height="38" patternUnits="userSpaceOnUse">
                <rect width="46" height="38" fill="#e6d39a" />
                <path d="M6 14 l3 -6 l2 6 m1 0 l3 -7 l1 7 M28 32 l3 -6 l2 6 m1 0 l3 -7 l1 7 M34 12 l2 -4 l2 4" class="grass" />
            </pattern>
            <pattern id="khan-farmland" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)">
                <rect width="36" height="36" fill="#c7e0a8" />
                <rect width="36" height="18" fill="#bcd89b" />
                <path d="M0 5 h36 M0 13 h36 M0 23 h36 M0 31 h36" class="furrow" />
            </pattern>
        </defs>
        <rect x="6" y="12" width="988" height="682" rx="14" class="board-bg" />
        <path d=peaks class="mountains" aria-hidden="true" />
        <path d=snow class="snow" aria-hidden="true" />
        <path d=river.clone() class="river" aria-hidden="true" />
        <path d=river class="river-shine" aria-hidden="true" />
    }
}

/// Hills in the northern fields' far corner, trees or paddies in the
/// southern ones: the land, drawn under the pieces and never clicked.
fn scenery(row: u8, x0: f32, y0: f32, x1: f32, y1: f32) -> Option<String> {
    match row {
        0 => Some(format!(
            "M{} {} q12 -16 24 0 q10 -12 20 0",
            x1 - 50.0,
            y1 - 12.0
        )),
        5 => Some(format!(
            "M{} {} h16 M{} {} h16 M{} {} h16",
            x0 + 10.0,
            y0 + 26.0,
            x0 + 14.0,
            y0 + 31.0,
            x0 + 10.0,
            y0 + 36.0
        )),
        _ => None,
    }
}

#[component]
fn Villages() -> impl IntoView {
    let b = data();
    Village::all()
        .map(|v| {
            let info = b.village(v);
            let pts = points(&info.polygon);
            let mongolia = move || with_game(|g| g.is_mongolia(v));
            let fill = move || if mongolia() { STEPPE } else { FARMLAND };
            let side = move || if mongolia() { "mongolia" } else { "china" };
            let x0 = info.polygon.iter().map(|p| p.0).fold(f32::MAX, f32::min);
            let x1 = info.polygon.iter().map(|p| p.0).fold(f32::MIN, f32::max);
            let y0 = info.polygon.iter().map(|p| p.1).fold(f32::MAX, f32::min);
            let y1 = info.polygon.iter().map(|p| p.1).fold(f32::MIN, f32::max);
            // The name at the field's head, above the stack, the id small in
            // its foot; the name squeezed to the field's width when it would
            // not fit (the narrow edge fields).
            let name = tr(Msg::VillageName(v));
            let room = x1 - x0 - 12.0;
            let squeeze = (name.chars().count() as f32 * 7.0 > room).then(|| room.to_string());
            // The villages of the journey in progress (D-6.3: no second visit).
            let clickable = spot_class("village", Spot::Village(v));
            let class = move || {
                let visited = with_game(|g| {
                    matches!(
                        g.pending().map(|d| d.kind),
                        Some(DecisionKind::Step { .. } | DecisionKind::Place { .. })
                    ) && g.turn().visited & v.bit() != 0
                });
                let mut class = clickable();
                if visited {
                    class.push_str(" visited");
                }
                class
            };
            view! {
                <g class="village-g" data-village=info.id.clone() data-side=side data-tip=format!("village-{}", info.id)>
                    <polygon
                        points=pts
                        fill=fill
                        class=class
                        on:click=on_spot(Spot::Village(v))
                    >
                        <title>{tr(Msg::VillageTitle(v))}</title>
                    </polygon>
                    {scenery(info.row, x0, y0, x1, y1).map(|d| view! { <path d=d class="scenery" /> })}
                    <text x=x0 + 9.0 y=y1 - 11.0 class="village-id">{info.id.clone()}</text>
                    <text
                        x=(x0 + x1) / 2.0
                        y=y0 + 19.0
                        class="village-name"
                        textLength=squeeze.clone()
                        lengthAdjust=squeeze.map(|_| "spacingAndGlyphs")
                    >{name}</text>
                </g>
            }
        })
        .collect_view()
}

/// A slot's two ends.
fn ends(s: Slot) -> ((f32, f32), (f32, f32)) {
    let b = data();
    let [t1, t2] = b.slot(s).towers;
    let (a, c) = (b.tower(t1), b.tower(t2));
    ((a.x, a.y), (c.x, c.y))
}

#[component]
fn Slots() -> impl IntoView {
    Slot::all()
        .map(|s| {
            let ((x1, y1), (x2, y2)) = ends(s);
            let id = data().slot(s).id.clone();
            // Where a tip about this slot points (`dschingis_khan` tips).
            let tip = format!("slot-{id}");
            // The gap of an open piece: the middle fifth of the slot.
            let (gx1, gy1) = (x1 + (x2 - x1) * 0.4, y1 + (y2 - y1) * 0.4);
            let (gx2, gy2) = (x1 + (x2 - x1) * 0.6, y1 + (y2 - y1) * 0.6);
            let state = move || {
                with_game(|g| {
                    let w = g.wall();
                    match (w.has(s), w.is_open(s)) {
                        (false, _) => "empty",
                        (true, true) => "open",
                        (true, false) => "closed",
                    }
                })
            };
            let main = move || with_game(|g| g.wall().main_line() & s.bit() != 0);
            // Stone: a dark course under a course of blocks; an open piece
            // has a gate (a gap between two posts) in its middle.
            let piece = move || match state() {
                "open" => view! {
                    <line x1=x1 y1=y1 x2=gx1 y2=gy1 class="wall-base" class:main=main />
                    <line x1=gx2 y1=gy2 x2=x2 y2=y2 class="wall-base" class:main=main />
                    <line x1=x1 y1=y1 x2=gx1 y2=gy1 class="wall-piece open" class:main=main />
                    <line x1=gx2 y1=gy2 x2=x2 y2=y2 class="wall-piece open" class:main=main />
                    <circle cx=gx1 cy=gy1 r="5" class="gate-post" />
                    <circle cx=gx2 cy=gy2 r="5" class="gate-post" />
                }
                .into_any(),
                "closed" => view! {
                    <line x1=x1 y1=y1 x2=x2 y2=y2 class="wall-base" class:main=main />
                    <line x1=x1 y1=y1 x2=x2 y2=y2 class="wall-piece closed" class:main=main />
                }
                .into_any(),
                _ => ().into_any(),
            };
            view! {
                <g class="slot-g" data-slot=id data-state=state data-tip=tip>
                    {piece}
                    <line
                        x1=x1 y1=y1 x2=x2 y2=y2
                        class=spot_class("slot-hit", Spot::Slot(s))
                        on:click=on_spot(Spot::Slot(s))
                    >
                        <title>{tr(Msg::SlotTitle(s))}</title>
                    </line>
                </g>
            }
        })
        .collect_view()
}

/// The towers at the ends of the wall as built (and the two red towers,
/// where the wall is anchored, always): squares of stone with battlements.
#[component]
fn Towers() -> impl IntoView {
    move || {
        let built = with_game(|g| {
            let w = g.wall();
            Slot::all()
                .filter(|&s| w.has(s))
                .fold(0u128, |m, s| m | s.bit())
        });
        data()
            .towers
            .iter()
            .filter(|t| t.red || t.slots.iter().any(|s| built & s.bit() != 0))
            .map(|t| {
                let class = if t.red { "tower red" } else { "tower" };
                let r = if t.red { 10.0 } else { 7.0 };
                let (x, y) = (t.x - r, t.y - r);
                let crenels = format!(
                    "M{} {} h{} v-4 h{} v4 h{} v-4 h{} v4",
                    x,
                    y,
                    r * 0.5,
                    r * 0.5,
                    r * 0.5,
                    r * 0.5
                );
                view! {
                    <g class=class aria-hidden="true">
                        <rect x=x y=y width=2.0 * r height=2.0 * r rx="1.5" />
                        <path d=crenels class="crenels" />
                    </g>
                }
            })
            .collect_view()
    }
}

/// The last wall built and what it did, until the next one (the engine's
/// `last_build`): a memo, so its fading is drawn again only for a new wall.
fn last_wall() -> Memo<Option<WallEvent>> {
    Memo::new(move |_| with_game(|g| g.last_build()))
}

/// The pieces the last wall removed, fading out (drawn again only when
/// another wall is built).
#[component]
fn Ghosts() -> impl IntoView {
    let last = last_wall();
    move || {
        last.get()
            .map(|e| {
                let built = e.built.slot;
                let removed: Vec<Slot> = slots_in(e.built.removed).collect();
                let ((bx1, by1), (bx2, by2)) = ends(built);
                view! {
                    <g class="ghosts">
                        <line x1=bx1 y1=by1 x2=bx2 y2=by2 class="just-built" />
                        {removed
                            .into_iter()
                            .map(|s| {
                                let ((x1, y1), (x2, y2)) = ends(s);
                                view! { <line x1=x1 y1=y1 x2=x2 y2=y2 class="ghost" data-removed=s.to_string() /> }
                            })
                            .collect_view()}
                    </g>
                }
            })
    }
}

/// The kind of `v`'s piece at `height` as it may be drawn for `seer` (the
/// engine's `kind_for`; `None`: face down). With no seer (only public facts)
/// nothing is drawn until the game is over (D-10.4).
fn shown_kind(
    g: &GameState,
    seer: Option<usize>,
    v: Village,
    height: usize,
) -> Option<dschingis_khan::Kind> {
    if g.is_over() {
        return g.stack(v).get(height).map(|p| p.kind);
    }
    seer.and_then(|s| g.kind_for(s, v, height))
}

#[component]
fn Stacks() -> impl IntoView {
    move || {
        let seer = viewer();
        with_game(|g| {
            Village::all()
                .filter(|&v| !g.stack(v).is_empty())
                .map(|v| {
                    let info = data().village(v);
                    let stack = g.stack(v);
                    // A pile of discs from the bottom up, each a little
                    // to the side of the one below; a shadow under it.
                    let step = (60.0 / stack.len() as f32).min(13.0);
                    let base = info.y + 28.0;
                    let pieces = stack
                        .iter()
                        .enumerate()
                        .map(|(h, p)| {
                            let owner = p.owner as usize;
                            let x = info.x + [0.0, 3.0, -2.0, 2.0, -3.0, 1.0][h % 6];
                            let y = base - h as f32 * step;
                            let shown = shown_kind(g, seer, v, h);
                            let kind = match shown {
                                Some(k) => tr(Msg::KindCode(k)),
                                None => "?".into(),
                            };
                            // The engine's code, the same in every language.
                            let data_kind = shown.map_or('?', |k| k.code()).to_string();
                            let name = format!(
                                "{}: {}, {}",
                                seat_name(owner),
                                match shown {
                                    Some(k) => tr(Msg::Kind(k)),
                                    None => crate::i18n::t!("access-hidden-piece"),
                                },
                                village(v)
                            );
                            let colour = seat_colour(owner);
                            let ink = crate::seats::ink_on(&colour);
                            // The disc's edge (its side) and its face.
                            let side = format!(
                                "M{} {} v5 a26 7 0 0 0 52 0 v-5 z",
                                x - 26.0,
                                y
                            );
                            view! {
                                <g class="piece" data-owner=owner data-kind=data_kind data-piece="piece" role="img" aria-label=name>
                                    <path d=side fill=colour.clone() class="disc-side" />
                                    <ellipse cx=x cy=y rx="26" ry="7" fill=colour class="disc-face" />
                                    <text x=x - 17.0 y=y + 4.5 class="owner-letter" style=format!("fill:{ink}") data-seat-mark="">{seat_letter(owner)}</text>
                                    <text x=x + 12.0 y=y + 4.5 class="kind-letter">{kind}</text>
                                </g>
                            }
                        })
                        .collect_view();
                    let shadow = view! { <ellipse cx=info.x + 2.0 cy=base + 6.0 rx="30" ry="7" class="pile-shadow" /> };
                    let pieces = (shadow, pieces);
                    view! { <g class="stack" data-village=info.id.clone()>{pieces}</g> }
                })
                .collect_view()
        })
    }
}

/// Where a scout on `v` stands: right of the stack, inside the field.
fn scout_xy(v: Village) -> (f32, f32) {
    let info = data().village(v);
    let right = info.polygon.iter().map(|p| p.0).fold(f32::MIN, f32::max);
    ((info.x + 50.0).min(right - 22.0), info.y + 4.0)
}

/// The review's marks on the board (a replay at a judged decision): the
/// village, wall slot or scout of each move outlined, dashed for the move
/// played and solid for Hard's, with the mark's badge; both when they agree.
#[component]
fn Marks() -> impl IntoView {
    move || {
        let marks = super::board().marks.get();
        let mover = with_game(|g| g.pending().map(|d| d.player));
        // Hard's outline first: the dashed one stays visible on top of it.
        let mut marks: Vec<_> = marks
            .into_iter()
            .filter_map(|(a, m)| Some((super::spot::marked_at(a)?, m)))
            .collect();
        boardgame::sort::sort_by_key(&mut marks, |&(_, m)| m == Mark::Played);
        marks
            .into_iter()
            .filter_map(|(spot, mark)| {
                let ring = format!("mark-ring {}-ring", mark.class());
                let left = mark == Mark::Played;
                Some(match spot {
                    Spot::Village(v) => {
                        let info = data().village(v);
                        let (x, y) = (info.x - 44.0, info.y + if left { -24.0 } else { 6.0 });
                        view! {
                            <polygon class=ring points=points(&info.polygon) aria-hidden="true" />
                            {crate::ui::review::svg_badge(mark, x.into(), y.into())}
                        }
                        .into_any()
                    }
                    Spot::Slot(s) => {
                        let ((x1, y1), (x2, y2)) = ends(s);
                        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
                        let side = if left { -16.0 } else { 16.0 };
                        view! {
                            <line class=ring x1=x1 y1=y1 x2=x2 y2=y2 aria-hidden="true" />
                            {crate::ui::review::svg_badge(mark, (mx + side).into(), (my - 16.0).into())}
                        }
                        .into_any()
                    }
                    Spot::MyScout => {
                        let v = with_game(|g| g.players()[mover?].scout)?;
                        let (x, y) = scout_xy(v);
                        let r = if left { 20.0 } else { 25.0 };
                        view! {
                            <circle class=ring cx=x cy=y - 6.0 r=r aria-hidden="true" />
                            {crate::ui::review::svg_badge(mark, (x + if left { -22.0 } else { 22.0 }).into(), (y - 30.0).into())}
                        }
                        .into_any()
                    }
                    _ => return None,
                })
            })
            .collect_view()
    }
}

#[component]
fn Scouts() -> impl IntoView {
    move || {
        with_game(|g| {
            let mover = g.pending().map(|d| d.player);
            g.players()
                .iter()
                .enumerate()
                .filter_map(|(seat, p)| Some((seat, p.scout?)))
                .map(|(seat, v)| {
                    let (x, y) = scout_xy(v);
                    // Only the scout of the player to move can be clicked.
                    let live = mover == Some(seat);
                    let live_class = spot_class("scout", Spot::MyScout);
                    let class = move || {
                        if live {
                            live_class()
                        } else {
                            "scout".to_string()
                        }
                    };
                    let click = move |ev: leptos::ev::MouseEvent| {
                        if live {
                            on_spot(Spot::MyScout)(ev);
                        }
                    };
                    let title = tr(Msg::ScoutTitle(&seat_name(seat), v));
                    let label = title.clone();
                    let colour = seat_colour(seat);
                    let ink = crate::seats::ink_on(&colour);
                    // A rider on a horse, facing east; the letter on the
                    // rider's head.
                    view! {
                        <g class=class data-seat=seat on:click=click data-piece="scout" role="img" aria-label=label data-tip=format!("scout-{seat}")>
                            <title>{title}</title>
                            <g transform=format!("translate({x} {y})")>
                                <path d="M-9 4 l-1 10 M-4 5 l0 10 M5 5 l0 10 M9 4 l1 10 M-12 -1 q-6 3 -4 10" class="horse-legs" />
                                <path d="M-12 -1 q0 -6 8 -6 h10 l6 -8 q4 -3 8 1 l-1 4 l-4 1 l-4 8 q-2 6 -10 6 h-8 q-5 0 -5 -6 z" fill=colour.clone() class="scout-body" />
                                <path d="M-5 -7 l3 -9 l5 0 l1 9 z" fill=colour.clone() class="scout-body" />
                                <circle cx="1" cy="-21" r="7.5" fill=colour class="scout-head" />
                                <text x="1" y="-17.5" class="scout-letter" style=format!("fill:{ink}") data-seat-mark="">{seat_letter(seat)}</text>
                            </g>
                        </g>
                    }
                })
                .collect_view()
        })
    }
}

/// What the last wall did, in words, fading with its removed pieces.
#[component]
fn WallNews() -> impl IntoView {
    let last = last_wall();
    move || {
        last.get().map(|e| {
            let outcome = outcome(&e.built);
            let text = tr(Msg::LogBuild {
                name: &seat_name(e.player as usize),
                slot: e.built.slot,
                outcome: &outcome,
            });
            view! { <p class="wall-news" class:removal=e.built.removed != 0 data-testid="wall-news">{text}</p> }
        })
    }
}

#[cfg(test)]
mod tests {
    use boardgame::testing::Harness;

    use super::*;

    /// D-10.3: a kind is drawn only for a seat that has seen it, never when
    /// only public facts may be shown, and for everyone once the game is
    /// over (D-10.4).
    #[test]
    fn kinds_are_drawn_only_for_a_seat_that_knows_them() {
        let (mut hidden, mut shown) = (0, 0);
        let mut end = None;
        Harness::new(dschingis_khan::Options::new(3), 1, 9).run(|g: &GameState, _, after| {
            for v in Village::all() {
                for (h, p) in g.stack(v).iter().enumerate() {
                    assert_eq!(shown_kind(g, None, v, h), None);
                    for seat in 0..3 {
                        let seen = p.seen_by(seat).then_some(p.kind);
                        assert_eq!(shown_kind(g, Some(seat), v, h), seen);
                        if p.seen_by(seat) {
                            shown += 1;
                        } else {
                            hidden += 1;
                        }
                    }
                }
            }
            end = Some(after.clone());
        });
        assert!(hidden > 0 && shown > 0);
        let g = end.unwrap();
        for v in Village::all() {
            for h in 0..g.stack(v).len() {
                assert_eq!(shown_kind(&g, None, v, h), Some(g.stack(v)[h].kind));
            }
        }
    }
}
