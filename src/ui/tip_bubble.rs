//! A tip's bubble: a few sentences on the rule that just came up, beside
//! the board element it points at (`[data-tip="<key>"]`, ringed while the
//! bubble is open), with "Got it" (the next tip) and "No more tips".
//!
//! It stands in the side panel just before the decision panel, so that it
//! comes right before the choices by keyboard (it is no dialog and keeps
//! no focus; Escape closes it too). On a wide page it floats beside its
//! element where that covers neither the decision panel nor the coach
//! (`tip_place`); on a narrow one, for the decision panel itself, or when
//! no element has its key, it stays in the flow, a bar above the decision
//! panel. Its words are also spoken once, through the page's live region
//! (`announcer`).

use std::time::Duration;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::tip_place::{Placed, Rect, place};
use crate::games::GameUi;
use crate::i18n::t;
use crate::live::Live;
use crate::tips::words::words;

/// How the bubble stands now.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Stand {
    /// Just shown, hidden until measured.
    Measuring,
    /// In the side panel's flow.
    Flow,
    Beside(Placed),
}

pub fn tip_bubble<G: GameUi>(live: Live<G>) -> AnyView {
    let Some(tips) = live.tips else {
        return ().into_any();
    };
    let stand = RwSignal::new(Stand::Measuring);
    // The bubble's size when it floats (measured while `Measuring`), for
    // deciding from the flow whether it can float.
    let float_size = StoredValue::new(None::<(f64, f64)>);
    let bubble = NodeRef::<leptos::html::Section>::new();
    // The element ringed now.
    let ringed = StoredValue::new_local(None::<web_sys::Element>);
    let unring = move || {
        if let Some(el) = ringed.try_get_value().flatten() {
            let _ = el.class_list().remove_1("tip-target");
        }
        ringed.try_set_value(None);
    };
    let reposition = move || {
        let Some(q) = tips.shown() else {
            unring();
            return;
        };
        let Some(el) = bubble.get_untracked() else {
            return;
        };
        let target = find(&q.tip.at);
        let same = ringed.with_value(|r| r.as_ref() == target.as_ref());
        if !same {
            unring();
            if let Some(t) = &target {
                let _ = t.class_list().add_1("tip-target");
            }
            ringed.set_value(target.clone());
        }
        let next = match target {
            None => Stand::Flow,
            Some(target) => {
                // Never over a choice: the decision panel, the coach, and
                // every spot of the board that can be clicked now.
                let avoid: Vec<Rect> = ["[data-testid=decision]", "[data-testid=coach]"]
                    .iter()
                    .filter_map(|s| find_selector(s))
                    .chain(find_all(".can-click"))
                    .map(|e| rect_of(&e))
                    .filter(|r| r.width > 0.0)
                    .collect();
                let width = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.document_element())
                    .map(|d| f64::from(d.client_width()))
                    .unwrap_or(0.0);
                let measured = (f64::from(el.offset_width()), f64::from(el.offset_height()));
                let size = match stand.get_untracked() {
                    Stand::Flow => float_size.get_value(),
                    _ => {
                        float_size.set_value(Some(measured));
                        Some(measured)
                    }
                };
                match size {
                    // In the flow, never measured floating: measure first.
                    None if width > super::tip_place::NARROW => Stand::Measuring,
                    None => Stand::Flow,
                    Some(size) => match place(rect_of(&target), size, width, &avoid) {
                        Some(p) => Stand::Beside(p),
                        None => Stand::Flow,
                    },
                }
            }
        };
        if stand.get_untracked() != next {
            stand.set(next);
        }
    };
    // Each new tip is measured, then placed; placed again while it is open
    // (the board and the panels change under it) and when the page moves.
    Effect::new(move |last: Option<Option<u64>>| {
        let seq = tips.shown().map(|q| q.seq);
        if last.flatten() != seq {
            stand.set(Stand::Measuring);
            float_size.set_value(None);
            unring();
        }
        request_animation_frame(reposition);
        seq
    });
    let ticking = set_interval_with_handle(reposition, Duration::from_millis(400)).ok();
    let resized = window_event_listener(leptos::ev::resize, move |_| reposition());
    let scrolled = window_event_listener(leptos::ev::scroll, move |_| reposition());
    let close = move |seq: u64| {
        let had_focus = focus_inside(bubble.get_untracked());
        tips.close(seq);
        if had_focus {
            // The next tip's "Got it", or where play goes on.
            request_animation_frame(|| {
                crate::platform::refocus(
                    "[data-testid=tip-got-it], [data-testid=coach-next], [data-testid=action], [data-testid=rematch]",
                )
            });
        }
    };
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape"
            && let Some(q) = tips.shown()
        {
            close(q.seq);
        }
    });
    on_cleanup(move || {
        if let Some(t) = ticking {
            t.clear();
        }
        resized.remove();
        scrolled.remove();
        escape.remove();
        unring();
    });
    let several = move || {
        live.session
            .with(|s| s.seats.iter().filter(|x| x.is_local_human()).count() > 1)
    };
    let no_more = move |_| {
        let had_focus = focus_inside(bubble.get_untracked());
        tips.no_more();
        if had_focus {
            request_animation_frame(|| {
                crate::platform::refocus(
                    "[data-testid=coach-next], [data-testid=action], [data-testid=rematch]",
                )
            });
        }
    };
    let class = move || match stand.get() {
        Stand::Measuring => "tip-bubble tip-measuring".to_string(),
        Stand::Flow => "tip-bubble tip-flow".to_string(),
        Stand::Beside(p) => format!("tip-bubble tip-beside {}", p.side.class()),
    };
    let style = move || match stand.get() {
        Stand::Beside(p) => {
            // Page pixels, made relative to the bubble's positioned parent.
            let (x, y) = parent_origin(bubble.get_untracked());
            format!(
                "left: {:.0}px; top: {:.0}px; --tip-arrow: {:.0}px",
                p.left - x,
                p.top - y,
                p.arrow
            )
        }
        _ => String::new(),
    };
    view! {
        {move || tips.shown().map(|q| {
            let names = live.session.with_untracked(|s| s.names());
            let text = words(&q.tip, &names);
            let title = match several() {
                true => t!("tips-for", name = q.player.clone()),
                false => t!("tips-bubble-title"),
            };
            let seq = q.seq;
            let heading = format!("tip-heading-{seq}");
            let labelled_by = heading.clone();
            view! {
                <section
                    class=class
                    style=style
                    node_ref=bubble
                    data-testid="tip"
                    data-tip-id=q.tip.id.clone()
                    data-at=q.tip.at.clone()
                    aria-labelledby=labelled_by
                >
                    <h2 class="tip-title" id=heading>{title}</h2>
                    <p class="tip-text" data-testid="tip-text">{text}</p>
                    <p class="buttons">
                        <button class="primary" data-testid="tip-got-it" on:click=move |_| close(seq)>{t!("tips-got-it")}</button>
                        <button class="secondary" data-testid="tip-no-more" on:click=no_more>{t!("tips-no-more")}</button>
                    </p>
                </section>
            }
        })}
    }
    .into_any()
}

/// The element a tip points at: the board's element with its key (the
/// first, in page order), the decision panel for `decision`; `None` when
/// none is on the page.
fn find(at: &str) -> Option<web_sys::Element> {
    match at {
        "decision" => None,
        key => find_selector(&format!("[data-tip=\"{}\"]", key.replace('"', ""))),
    }
}

/// Every element `selector` finds.
fn find_all(selector: &str) -> Vec<web_sys::Element> {
    use wasm_bindgen::JsCast;
    let Some(list) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector_all(selector).ok())
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .collect()
}

fn find_selector(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()
}

/// An element's box in page pixels.
fn rect_of(el: &web_sys::Element) -> Rect {
    let r = el.get_bounding_client_rect();
    let (sx, sy) = web_sys::window()
        .map(|w| (w.scroll_x().unwrap_or(0.0), w.scroll_y().unwrap_or(0.0)))
        .unwrap_or((0.0, 0.0));
    Rect {
        left: r.left() + sx,
        top: r.top() + sy,
        width: r.width(),
        height: r.height(),
    }
}

/// The page position of the box a floating bubble is placed in.
fn parent_origin(bubble: Option<web_sys::HtmlElement>) -> (f64, f64) {
    bubble
        .and_then(|b| b.offset_parent())
        .map(|p| {
            let r = rect_of(&p);
            (
                r.left + f64::from(p.client_left()),
                r.top + f64::from(p.client_top()),
            )
        })
        .unwrap_or((0.0, 0.0))
}

/// Whether the keyboard focus is in the bubble.
fn focus_inside(bubble: Option<web_sys::HtmlElement>) -> bool {
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    match (bubble, active) {
        (Some(b), Some(a)) => b.contains(Some(a.unchecked_ref())),
        _ => false,
    }
}
