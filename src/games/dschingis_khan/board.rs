//! The Dschingis Khan board, drawn as SVG from the crate's board data
//! (spec §16): villages as regions coloured by side, roads, slots, towers,
//! wall pieces open (with a gap: the gate) or closed, the pieces removed by
//! the last wall (fading out), stacks by owner colour and letter with the
//! kinds the viewer knows, and scouts. Below it every player's supplies.

use dschingis_khan::board::{board as data, slots_in};
use dschingis_khan::{DecisionKind, GameState, Slot, Village};
use leptos::prelude::*;

use super::players::Players;
use super::text::{Msg, outcome, tr};
use super::{Spot, on_spot, seat_colour, seat_letter, seat_name, spot_class, viewer, with_game};
use crate::live::Mark;

const MONGOLIA: &str = "#ecdcaa";
const CHINA: &str = "#cfe4c2";

#[component]
pub fn KhanBoard() -> impl IntoView {
    view! {
        <div class="khan-main">
            <WallNews />
            <Show when=move || super::human_to_move().is_some()>
                <p class="khan-help">{tr(Msg::ClickHelp)}</p>
            </Show>
            <div class="khan-board-wrap" tabindex="0">
                <svg class="khan-board" viewBox="6 40 988 620" role="group" aria-label=tr(Msg::BoardLabel) data-testid="khan-board">
                    <rect x="20" y="50" width="960" height="600" class="board-bg" />
                    <Villages />
                    <Roads />
                    <Slots />
                    <Towers />
                    <Ghosts />
                    <Stacks />
                    <Scouts />
                    <Marks />
                </svg>
            </div>
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

#[component]
fn Villages() -> impl IntoView {
    let b = data();
    Village::all()
        .map(|v| {
            let info = b.village(v);
            let pts = points(&info.polygon);
            let fill = move || {
                if with_game(|g| g.is_mongolia(v)) {
                    MONGOLIA
                } else {
                    CHINA
                }
            };
            let side = move || {
                if with_game(|g| g.is_mongolia(v)) {
                    "mongolia"
                } else {
                    "china"
                }
            };
            // The village's name in the top-left corner of its field.
            let lx = info.polygon.iter().map(|p| p.0).fold(f32::MAX, f32::min) + 6.0;
            let ly = info.polygon.iter().map(|p| p.1).fold(f32::MAX, f32::min) + 16.0;
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
                <g class="village-g" data-village=info.id.clone() data-side=side>
                    <polygon
                        points=pts
                        fill=fill
                        class=class
                        on:click=on_spot(Spot::Village(v))
                    >
                        <title>{info.id.clone()}</title>
                    </polygon>
                    <text x=lx y=ly class="village-id">{info.id.clone()}</text>
                </g>
            }
        })
        .collect_view()
}

#[component]
fn Roads() -> impl IntoView {
    let b = data();
    b.roads
        .iter()
        .map(|r| {
            let (a, c) = (b.village(r.villages[0]), b.village(r.villages[1]));
            view! { <line x1=a.x y1=a.y x2=c.x y2=c.y class="road" /> }
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
            let piece = move || match state() {
                "open" => view! {
                    <line x1=x1 y1=y1 x2=gx1 y2=gy1 class="wall-piece open" class:main=main />
                    <line x1=gx2 y1=gy2 x2=x2 y2=y2 class="wall-piece open" class:main=main />
                }
                .into_any(),
                "closed" => view! {
                    <line x1=x1 y1=y1 x2=x2 y2=y2 class="wall-piece closed" class:main=main />
                }
                .into_any(),
                _ => view! { <line x1=x1 y1=y1 x2=x2 y2=y2 class="slot-line" /> }.into_any(),
            };
            let data_slot = id.clone();
            view! {
                <g class="slot-g" data-slot=data_slot data-state=state>
                    {piece}
                    <line
                        x1=x1 y1=y1 x2=x2 y2=y2
                        class=spot_class("slot-hit", Spot::Slot(s))
                        on:click=on_spot(Spot::Slot(s))
                    >
                        <title>{id}</title>
                    </line>
                </g>
            }
        })
        .collect_view()
}

#[component]
fn Towers() -> impl IntoView {
    data()
        .towers
        .iter()
        .map(|t| {
            let class = if t.red { "tower red" } else { "tower" };
            let r = if t.red { 8.0 } else { 4.5 };
            view! { <circle cx=t.x cy=t.y r=r class=class /> }
        })
        .collect_view()
}

/// The pieces the last wall removed, fading out (drawn again only when
/// another wall is built).
#[component]
fn Ghosts() -> impl IntoView {
    let last = Memo::new(move |_| with_game(|g| g.last_build()));
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
                    let step = (64.0 / stack.len() as f32).min(16.0);
                    let pieces = stack
                        .iter()
                        .enumerate()
                        .map(|(h, p)| {
                            let owner = p.owner as usize;
                            let y = info.y + 34.0 - (h as f32 + 1.0) * step;
                            let shown = shown_kind(g, seer, v, h);
                            let kind = match shown {
                                Some(k) => tr(Msg::KindCode(k)),
                                None => "?".into(),
                            };
                            // The engine's code, the same in every language.
                            let data_kind = shown.map_or('?', |k| k.code()).to_string();
                            let name = format!(
                                "{}: {} ({})",
                                seat_name(owner),
                                match shown {
                                    Some(k) => tr(Msg::Kind(k)),
                                    None => crate::i18n::t!("access-hidden-piece"),
                                },
                                info.id
                            );
                            view! {
                                <g class="piece" data-owner=owner data-kind=data_kind data-piece="piece" role="img" aria-label=name>
                                    <rect x=info.x - 28.0 y=y width="56" height=step.max(11.0) - 1.0 rx="2" fill=seat_colour(owner) />
                                    <text x=info.x - 21.0 y=y + step.max(11.0) - 3.5 class="owner-letter" style=format!("fill:{}", crate::seats::ink_on(&seat_colour(owner))) data-seat-mark="">{seat_letter(owner)}</text>
                                    <text x=info.x + 12.0 y=y + step.max(11.0) - 3.5 class="kind-letter">{kind}</text>
                                </g>
                            }
                        })
                        .collect_view();
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
    ((info.x + 44.0).min(right - 14.0), info.y + 4.0)
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
                    view! {
                        <g class=class data-seat=seat on:click=click data-piece="scout" role="img" aria-label=label>
                            <title>{title}</title>
                            <path d=format!("M{} {} l-11 20 h22 z", x, y - 12.0) fill=seat_colour(seat) class="scout-body" />
                            <circle cx=x cy=y - 14.0 r="8" fill=seat_colour(seat) class="scout-head" />
                            <text x=x y=y - 10.5 class="scout-letter" style=format!("fill:{}", crate::seats::ink_on(&seat_colour(seat))) data-seat-mark="">{seat_letter(seat)}</text>
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
    let last = Memo::new(move |_| with_game(|g| g.last_build()));
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
    use super::*;

    /// D-10.3: a kind is drawn only for a seat that has seen it, never when
    /// only public facts may be shown, and for everyone once the game is
    /// over (D-10.4).
    #[test]
    fn kinds_are_drawn_only_for_a_seat_that_knows_them() {
        let mut g = GameState::new(dschingis_khan::Options::new(3), 9).unwrap();
        let mut rng = boardgame::Rng::seeded(1);
        let (mut hidden, mut shown) = (0, 0);
        while !g.is_over() {
            for v in Village::all() {
                for (h, p) in g.stack(v).iter().enumerate() {
                    assert_eq!(shown_kind(&g, None, v, h), None);
                    for seat in 0..3 {
                        let seen = p.seen_by(seat).then_some(p.kind);
                        assert_eq!(shown_kind(&g, Some(seat), v, h), seen);
                        if p.seen_by(seat) {
                            shown += 1;
                        } else {
                            hidden += 1;
                        }
                    }
                }
            }
            let legal = g.legal_actions();
            g.apply(legal[rng.below(legal.len())]).unwrap();
        }
        assert!(hidden > 0 && shown > 0);
        for v in Village::all() {
            for h in 0..g.stack(v).len() {
                assert_eq!(shown_kind(&g, None, v, h), Some(g.stack(v)[h].kind));
            }
        }
    }
}
