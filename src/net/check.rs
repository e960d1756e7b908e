//! The connection check: opened by URL only (`#net-check`), it puts
//! `window.__net` on the page so the browser suite (`tests/e2e/link.mjs`)
//! can drive a [`Link`] without any screen. Players never see it: the app
//! starts as usual.
//!
//! `__net.host(tag)` → join code, `__net.complete(reply)`,
//! `__net.join(code)` → `[reply, tag]`, `__net.send(text)`,
//! `__net.events()` → `["open", "message:…", "closed"]`, `__net.close()`,
//! `__net.buildId`, `__net.stun()`, `__net.qr(text)` → SVG markup,
//! `__net.scan()` → the text of the first QR code the camera sees,
//! `__net.describe(code)` → `["join", tag, "host 10.77.0.1:5000", …]`
//! (what a code carries, for the suite to check); failures
//! reject with the error's English words.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;
use web_sys::HtmlVideoElement;

use super::{Link, LinkEvent, build, code, qr, stun};

/// The fragment that opens the check.
pub const HASH: &str = "#net-check";

#[derive(Default)]
struct Check {
    link: Option<Link>,
    events: Vec<String>,
    scanner: Option<qr::Scanner>,
}

thread_local! {
    static CHECK: Rc<RefCell<Check>> = Rc::default();
}

fn keep(link: &Link) {
    CHECK.with(|c| {
        let mut c = c.borrow_mut();
        c.events.clear();
        c.link = Some(link.clone());
    });
    link.on_event(|e| {
        let word = match e {
            LinkEvent::Open => "open".to_string(),
            LinkEvent::Message(m) => format!("message:{m}"),
            LinkEvent::Closed => "closed".to_string(),
        };
        CHECK.with(|c| c.borrow_mut().events.push(word));
    });
}

fn link() -> Result<Link, JsValue> {
    CHECK
        .with(|c| c.borrow().link.clone())
        .ok_or_else(|| JsValue::from_str("no link yet"))
}

fn set(target: &Object, name: &str, value: &JsValue) {
    let _ = Reflect::set(target, &name.into(), value);
}

fn function<F: Fn(String) -> JsValue + 'static>(f: F) -> Function {
    Closure::<dyn Fn(JsValue) -> JsValue>::new(move |arg: JsValue| {
        f(arg.as_string().unwrap_or_default())
    })
    .into_js_value()
    .unchecked_into()
}

/// Puts `window.__net` on the page when it was opened at [`HASH`].
pub fn install_if_asked(hash: &str) {
    if hash != HASH {
        return;
    }
    #[cfg(feature = "split")]
    wasm_bindgen_futures::spawn_local(async {
        if install_split().await.is_err() {
            web_sys::console::error_1(&"net check: its wasm file did not load".into());
        }
    });
    #[cfg(not(feature = "split"))]
    install();
}

/// The check's code (the link, QR drawing and reading) is in a wasm file of
/// its own in the page's split build: players never need it, and the join
/// and play screens load what they use of it themselves.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(net_check, wasm_split_path = ::leptos::wasm_split, fallible)]
fn install_split() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    install();
    Ok(())
}

/// Puts `window.__net` on the page.
fn install() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let net = Object::new();
    set(&net, "buildId", &build::build_id().into());
    set(
        &net,
        "stun",
        &function(|_| stun().map(JsValue::from).unwrap_or(JsValue::NULL)),
    );
    set(
        &net,
        "host",
        &function(|tag| {
            future_to_promise(async move {
                let (link, code) = Link::host(stun(), &tag)
                    .await
                    .map_err(|e| JsValue::from(e.to_string()))?;
                keep(&link);
                Ok(code.into())
            })
            .into()
        }),
    );
    set(
        &net,
        "complete",
        &function(|reply| {
            future_to_promise(async move {
                link()?
                    .complete(&reply)
                    .await
                    .map_err(|e| JsValue::from(e.to_string()))?;
                Ok(JsValue::TRUE)
            })
            .into()
        }),
    );
    set(
        &net,
        "join",
        &function(|code| {
            future_to_promise(async move {
                let (link, reply, tag) = Link::join(&code, stun())
                    .await
                    .map_err(|e| JsValue::from(e.to_string()))?;
                keep(&link);
                Ok(Array::of2(&reply.into(), &tag.into()).into())
            })
            .into()
        }),
    );
    set(
        &net,
        "send",
        &function(|text| {
            match link().and_then(|l| l.send(&text).map_err(|e| e.to_string().into())) {
                Ok(()) => JsValue::TRUE,
                Err(e) => e,
            }
        }),
    );
    set(
        &net,
        "events",
        &function(|_| {
            CHECK
                .with(|c| {
                    c.borrow()
                        .events
                        .iter()
                        .map(JsValue::from)
                        .collect::<Array>()
                })
                .into()
        }),
    );
    set(
        &net,
        "close",
        &function(|_| {
            if let Ok(l) = link() {
                l.close();
            }
            JsValue::TRUE
        }),
    );
    set(
        &net,
        "qr",
        &function(|text| qr::svg(&text).map(JsValue::from).unwrap_or(JsValue::NULL)),
    );
    set(&net, "scan", &function(|_| scan().into()));
    set(&net, "describe", &function(|text| describe(&text)));
    set(&window, "__net", &net);
}

/// The camera on a `<video>` added to the page, until a QR code is read.
fn scan() -> Promise {
    Promise::new(&mut |resolve, reject| {
        let video: Option<HtmlVideoElement> =
            web_sys::window().and_then(|w| w.document()).and_then(|d| {
                let v = d.create_element("video").ok()?;
                d.body()?.append_child(&v).ok()?;
                v.dyn_into().ok()
            });
        let Some(video) = video else {
            let _ = reject.call1(&JsValue::NULL, &"no page".into());
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let found = move |text: String| {
                let _ = resolve.call1(&JsValue::NULL, &text.into());
            };
            match qr::Scanner::start(&video, found).await {
                Ok(scanner) => CHECK.with(|c| c.borrow_mut().scanner = Some(scanner)),
                Err(e) => {
                    let _ = reject.call1(&JsValue::NULL, &e.to_string().into());
                }
            }
        });
    })
}

/// A code's kind, tag and candidates, or its error's words.
fn describe(text: &str) -> JsValue {
    match code::decode(text) {
        Ok(c) => {
            let kind = match c.kind {
                code::Kind::Join => "join",
                code::Kind::Reply => "reply",
            };
            let mut out = vec![kind.to_string(), c.tag];
            out.extend(
                c.essentials
                    .candidates
                    .iter()
                    .map(|k| format!("{} {}:{}", k.found.word(), k.address, k.port)),
            );
            out.into_iter().map(JsValue::from).collect::<Array>().into()
        }
        Err(e) => e.to_string().into(),
    }
}
