//! A board's size control: the board drawn fitted to its box's width (the
//! whole board in view, on a phone too), enlarged by the + button or by
//! pinching with two fingers, panned by scrolling its box (one finger, the
//! scroll bars or the keyboard once the box has focus), and back to the
//! whole board with "Whole board". The board is an SVG: a click lands on the
//! same spot at every size, and the decision panel's buttons stay the way
//! to choose by keyboard and screen reader.
//!
//! The size is applied to the box at once (a CSS variable, `--zoom`, that
//! the board's width multiplies), so the point under the fingers or the
//! box's middle can be kept in place in the same step.

use std::cell::Cell;
use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;

use crate::i18n::{Msg, tr};

/// The smallest size (the whole board, fitted) and the largest.
const FIT: f64 = 1.0;
const MAX: f64 = 4.0;
/// One press of + or −.
const STEP: f64 = 1.5;

/// The zoomable box around `children` (an SVG board), with its buttons.
/// `class` is the outer element's (the layout's grid area and frame).
#[component]
pub fn Zoomable(class: &'static str, children: Children) -> impl IntoView {
    let zoom = RwSignal::new(FIT);
    let boxed = NodeRef::<Div>::new();
    // Sets the size, keeping the board's point at (`x`, `y`) in the box
    // (pixels from its top-left corner) where it is.
    let apply = move |z: f64, anchor: Option<(f64, f64)>| {
        let Some(el) = boxed.get_untracked() else {
            return;
        };
        let old = zoom.get_untracked();
        let z = z.clamp(FIT, MAX);
        let (w, h) = (f64::from(el.client_width()), f64::from(el.client_height()));
        let (x, y) = anchor.unwrap_or((w / 2.0, h / 2.0));
        let (left, top) = (f64::from(el.scroll_left()), f64::from(el.scroll_top()));
        if z <= FIT {
            let _ = el.remove_attribute("style");
            let _ = el.remove_attribute("data-zoomed");
        } else {
            let _ = el.set_attribute("style", &format!("--zoom:{z:.3}"));
            let _ = el.set_attribute("data-zoomed", "");
        }
        // Reading the scroll size lays the box out again at the new size.
        let _ = el.scroll_width();
        let ratio = z / old;
        el.set_scroll_left(((left + x) * ratio - x).round() as i32);
        el.set_scroll_top(((top + y) * ratio - y).round() as i32);
        zoom.set(z);
    };
    // A pinch: the fingers' distance and the size when it began.
    let pinch: Rc<Cell<Option<(f64, f64)>>> = Rc::new(Cell::new(None));
    let fingers = move |ev: &web_sys::TouchEvent| -> Option<(f64, (f64, f64))> {
        let touches = ev.touches();
        let (a, b) = (touches.get(0)?, touches.get(1)?);
        let el = boxed.get_untracked()?;
        let rect = el.get_bounding_client_rect();
        let (ax, ay) = (f64::from(a.client_x()), f64::from(a.client_y()));
        let (bx, by) = (f64::from(b.client_x()), f64::from(b.client_y()));
        let distance = ((ax - bx).powi(2) + (ay - by).powi(2)).sqrt();
        let middle = ((ax + bx) / 2.0 - rect.left(), (ay + by) / 2.0 - rect.top());
        Some((distance, middle))
    };
    let start = {
        let pinch = pinch.clone();
        move |ev: web_sys::TouchEvent| {
            if ev.touches().length() == 2 {
                pinch.set(fingers(&ev).map(|(d, _)| (d.max(1.0), zoom.get_untracked())));
            }
        }
    };
    let moved = {
        let pinch = pinch.clone();
        move |ev: web_sys::TouchEvent| {
            let (Some((d0, z0)), Some((d, middle))) = (pinch.get(), fingers(&ev)) else {
                return;
            };
            if ev.cancelable() {
                ev.prevent_default();
            }
            apply(z0 * d / d0, Some(middle));
        }
    };
    let end = move |ev: web_sys::TouchEvent| {
        if ev.touches().length() < 2 {
            pinch.set(None);
        }
    };
    let pct = move || format!("{:.0} %", zoom.get() * 100.0);
    let fitted = move || zoom.get() <= FIT;
    let largest = move || zoom.get() >= MAX;
    view! {
        <div class=format!("zoomable {class}")>
            <div class="zoom-bar" role="group" aria-label=tr(Msg::ZoomGroup)>
                {sign_button("zoom-out", "−", Msg::ZoomOut, fitted, move || apply(zoom.get_untracked() / STEP, None))}
                <span class="zoom-level" aria-hidden="true">{pct}</span>
                {sign_button("zoom-in", "+", Msg::ZoomIn, largest, move || apply(zoom.get_untracked() * STEP, None))}
                <button
                    class="secondary zoom-fit"
                    data-testid="zoom-fit"
                    disabled=fitted
                    on:click=move |_| apply(FIT, None)
                >{tr(Msg::ZoomFit)}</button>
            </div>
            <div
                class="zoom-box"
                tabindex="0"
                node_ref=boxed
                on:touchstart=start
                on:touchmove=moved
                on:touchend=end.clone()
                on:touchcancel=end
            >
                {children()}
            </div>
        </div>
    }
}

/// The − or + button (`name`: its class and test id): the sign shown, its
/// words (`label`) said by a screen reader and shown as its tooltip.
fn sign_button(
    name: &'static str,
    sign: &'static str,
    label: Msg<'static>,
    disabled: impl Fn() -> bool + Send + Sync + 'static,
    press: impl Fn() + 'static,
) -> impl IntoView {
    let label = tr(label);
    view! {
        <button
            class=format!("secondary {name}")
            data-testid=name
            aria-label=label.clone()
            title=label
            disabled=disabled
            on:click=move |_| press()
        >{sign}</button>
    }
}
