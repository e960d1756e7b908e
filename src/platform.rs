//! The one place that knows whether it runs in a browser: storage, the
//! clock, random seeds, the URL, files, dates and numbers. It imports
//! nothing of the app (the bottom layer; the bot worker's bridge is
//! `crate::worker`'s). Natively (unit tests) storage is
//! absent, the worker is silent and the clock is zero, so everything above
//! this file is plain Rust that the native tests exercise.

/// Why a write to the browser's storage failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser offers no storage (private mode, blocked, or not a browser).
    Unavailable,
    /// The storage is full.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Full,
    /// Any other refusal, with the browser's words.
    Other(String),
}

/// Why a chosen file could not be read.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub enum ReadError {
    NotText,
    /// The browser's words.
    Refused(String),
}

/// A fresh seed for a new game: system entropy, below 2^53 so it survives
/// being shown and typed back in (JavaScript numbers).
pub fn random_seed() -> u64 {
    use rand::TryRng;
    match rand::rngs::SysRng.try_next_u64() {
        Ok(x) => x >> 11,
        Err(_) => now_ms() as u64,
    }
}

/// Milliseconds a bot waits before its move shows: `?botDelay=N` in the
/// address (tests) wins over `setting` (the player's pace).
pub fn bot_delay_ms(setting: f64) -> f64 {
    query_param("botDelay")
        .and_then(|v| v.parse().ok())
        .unwrap_or(setting)
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::cell::RefCell;

    use gloo_storage::{LocalStorage, Storage};

    use super::StorageError;

    pub fn now_ms() -> f64 {
        js_sys::Date::now()
    }

    /// `gloo_storage::LocalStorage` throws when the page has no storage at
    /// all (blocked by the browser); ask first so that never happens.
    fn available() -> bool {
        web_sys::window().is_some_and(|w| matches!(w.local_storage(), Ok(Some(_))))
    }

    /// Every key, in storage order.
    pub fn storage_keys() -> Result<Vec<String>, StorageError> {
        if !available() {
            return Err(StorageError::Unavailable);
        }
        let raw = LocalStorage::raw();
        Ok((0..LocalStorage::length())
            .filter_map(|i| raw.key(i).ok().flatten())
            .collect())
    }

    /// The text under `key` exactly as stored (it may not be JSON).
    pub fn storage_get(key: &str) -> Option<String> {
        available()
            .then(|| LocalStorage::raw().get_item(key).ok().flatten())
            .flatten()
    }

    /// Stores a value as JSON.
    pub fn storage_set<T: serde::Serialize>(key: &str, value: &T) -> Result<(), StorageError> {
        if !available() {
            return Err(StorageError::Unavailable);
        }
        LocalStorage::set(key, value).map_err(|e| {
            let text = e.to_string();
            if text.contains("Quota") || text.contains("quota") {
                StorageError::Full
            } else {
                StorageError::Other(text)
            }
        })
    }

    pub fn storage_delete(key: &str) {
        if available() {
            LocalStorage::delete(key);
        }
    }

    /// Calls `f` with the key whenever another page of this origin changes
    /// the storage (`None`: it was cleared), for as long as the calling
    /// component lives. The `storage` event rather than a
    /// `BroadcastChannel`: the browser sends it for every change of the data
    /// itself, whoever made it, so no page can forget to announce one.
    pub fn on_storage_change(f: impl Fn(Option<String>) + 'static) {
        let handle = leptos::prelude::window_event_listener(
            leptos::ev::storage,
            move |e: web_sys::StorageEvent| f(e.key()),
        );
        leptos::prelude::on_cleanup(move || handle.remove());
    }

    /// `navigator.storage`, where the browser has it (secure pages).
    fn storage_manager() -> Option<js_sys::Object> {
        let navigator = web_sys::window()?.navigator();
        let manager = js_sys::Reflect::get(&navigator, &"storage".into()).ok()?;
        use wasm_bindgen::JsCast;
        manager.dyn_into::<js_sys::Object>().ok()
    }

    /// Calls the promise-returning method `name` of the storage manager and
    /// hands its answer (true or false) to `done`; `None` where the browser
    /// cannot say.
    fn ask_manager(name: &'static str, done: impl FnOnce(Option<bool>) + 'static) {
        use wasm_bindgen::JsCast;
        let promise = storage_manager().and_then(|manager| {
            let method = js_sys::Reflect::get(&manager, &name.into()).ok()?;
            let method = method.dyn_into::<js_sys::Function>().ok()?;
            method
                .call0(&manager)
                .ok()?
                .dyn_into::<js_sys::Promise>()
                .ok()
        });
        let Some(promise) = promise else {
            return done(None);
        };
        wasm_bindgen_futures::spawn_local(async move {
            let answer = wasm_bindgen_futures::JsFuture::from(promise).await;
            done(answer.ok().and_then(|v| v.as_bool()));
        });
    }

    /// Asks the browser to keep this origin's storage when it clears sites'
    /// data on its own (`navigator.storage.persist()`).
    pub fn keep_storage() {
        ask_manager("persist", |_| ());
    }

    /// Whether the browser has promised to keep this origin's storage
    /// (`navigator.storage.persisted()`).
    pub fn storage_kept(done: impl FnOnce(Option<bool>) + 'static) {
        ask_manager("persisted", done);
    }

    /// The cores the browser reports (`navigator.hardwareConcurrency`), at
    /// least 1.
    pub fn hardware_concurrency() -> usize {
        web_sys::window()
            .map(|w| w.navigator().hardware_concurrency())
            .filter(|n| n.is_finite() && *n >= 1.0)
            .map_or(1, |n| n as usize)
    }

    pub fn query_param(name: &str) -> Option<String> {
        let search = web_sys::window()?.location().search().ok()?;
        search
            .trim_start_matches('?')
            .split('&')
            .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
            .map(String::from)
    }

    /// Runs a little script of the page's own (browser features web-sys
    /// would need a feature each for); a failure is ignored.
    fn run_js(body: &str) {
        let _ = js_sys::Function::new_no_args(body).call0(&wasm_bindgen::JsValue::NULL);
    }

    /// Tells the player it is their turn: a short vibration and a short
    /// tone, where the browser has them (ignored where not).
    pub fn turn_notice() {
        run_js(
            "try { navigator.vibrate && navigator.vibrate(200); } catch (e) {}
             try {
               const A = window.AudioContext || window.webkitAudioContext;
               if (A) {
                 const ctx = window.__turnAudio || (window.__turnAudio = new A());
                 const osc = ctx.createOscillator(), gain = ctx.createGain();
                 osc.frequency.value = 660; gain.gain.value = 0.08;
                 osc.connect(gain); gain.connect(ctx.destination);
                 osc.start(); osc.stop(ctx.currentTime + 0.15);
               }
             } catch (e) {}",
        );
    }

    /// Keeps the screen awake while a table plays (`on`), or lets it sleep
    /// again; where the browser has no Wake Lock, or refuses, nothing.
    pub fn keep_awake(on: bool) {
        run_js(if on {
            "try {
               if (navigator.wakeLock && !window.__wakeLock) {
                 window.__wakeLockWanted = true;
                 const take = () => navigator.wakeLock.request('screen')
                   .then(l => { window.__wakeLock = l; l.addEventListener('release', () => { window.__wakeLock = null; }); })
                   .catch(() => {});
                 take();
                 if (!window.__wakeLockListener) {
                   window.__wakeLockListener = true;
                   document.addEventListener('visibilitychange', () => {
                     if (window.__wakeLockWanted && document.visibilityState === 'visible' && !window.__wakeLock) take();
                   });
                 }
               }
             } catch (e) {}"
        } else {
            "try { window.__wakeLockWanted = false; if (window.__wakeLock) { window.__wakeLock.release(); window.__wakeLock = null; } } catch (e) {}"
        });
    }

    /// The part after `#` in the address.
    pub fn hash() -> String {
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .map(|h| h.trim_start_matches('#').to_string())
            .unwrap_or_default()
    }

    /// Shows `hash` in the address without a new history entry, so a reload
    /// comes back to the same screen.
    pub fn set_hash(hash: &str) {
        let Some(window) = web_sys::window() else {
            return;
        };
        if let Ok(history) = window.history() {
            let url = if hash.is_empty() {
                let loc = window.location();
                format!(
                    "{}{}",
                    loc.pathname().unwrap_or_default(),
                    loc.search().unwrap_or_default()
                )
            } else {
                format!("#{hash}")
            };
            let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }

    /// The text of the file chosen in a file input, read asynchronously.
    pub fn read_chosen_file(
        input: &web_sys::HtmlInputElement,
        done: impl FnOnce(Result<String, super::ReadError>) + 'static,
    ) {
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        let promise = file.text();
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(promise).await;
            done(match text {
                Ok(value) => value.as_string().ok_or(super::ReadError::NotText),
                Err(e) => Err(super::ReadError::Refused(format!("{e:?}"))),
            });
        });
    }

    /// `encodeURIComponent`, for a `data:` download link.
    pub fn uri_component(text: &str) -> String {
        js_sys::encode_uri_component(text).into()
    }

    /// `toUpperCase`: the same Unicode mapping as `str::to_uppercase`,
    /// without its tables in the wasm.
    pub fn upper_case(text: &str) -> String {
        js_sys::JsString::from(text).to_upper_case().into()
    }

    /// The point at `angle` (radians) on the unit circle, by the browser's
    /// `Math.cos` and `Math.sin`: `f64::cos` and `f64::sin` would bring
    /// libm's trigonometry into the wasm (7 KB, 2.7 KB gzipped) for a
    /// drawing.
    pub fn unit_circle(angle: f64) -> (f64, f64) {
        (js_sys::Math::cos(angle), js_sys::Math::sin(angle))
    }

    /// A date and time in the language `code`; empty for "unknown" (0).
    pub fn format_date(ms: f64, code: &str) -> String {
        if ms <= 0.0 {
            return String::new();
        }
        let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
        let options = js_sys::Object::new();
        for (key, value) in [("dateStyle", "medium"), ("timeStyle", "short")] {
            let _ = js_sys::Reflect::set(&options, &key.into(), &value.into());
        }
        date.to_locale_string(code, &options).into()
    }

    /// A number in the language `code` ("0.5" in English, "0,5" in German).
    pub fn format_number(value: f64, code: &str) -> String {
        js_sys::Number::from(value).to_locale_string(code).into()
    }

    thread_local! {
        /// The service worker's registration, once it is known.
        static REGISTRATION: RefCell<Option<web_sys::ServiceWorkerRegistration>> = const { RefCell::new(None) };
        /// The player asked for the new version: reload when it takes over.
        static RELOAD_ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// Registers the service worker that keeps the app playable offline
    /// (`service-worker.js`, written at build time by scripts/pwa/precache),
    /// and calls `on_update` when a newer build has been installed and waits
    /// to take over. Without service workers (an insecure address) the app
    /// simply works online.
    ///
    /// Registered once the bot worker has loaded its wasm (which follows
    /// the play screen's, `crate::start`), or after [`BOTS_WAIT_MS`]: on a
    /// first visit the service worker's install fetches every file of the
    /// build, and on a slow line what the first game needs would otherwise
    /// share the line with all of them.
    pub fn watch_for_updates(on_update: impl Fn() + 'static) {
        when_bots_say(&["loaded", "failed"], BOTS_WAIT_MS, move || {
            register_service_worker(on_update)
        });
    }

    /// The longest the service worker waits for the bot worker's wasm.
    const BOTS_WAIT_MS: i32 = 30_000;

    /// Calls `f` once: when a bot worker posts one of `says` on the
    /// `boardgames/bots` broadcast channel (scripts/pwa/bot-worker.js:
    /// "loaded" once its wasm is in, "failed" if it could not load it), or
    /// after `wait_ms`, whichever comes first.
    fn when_bots_say(says: &'static [&'static str], wait_ms: i32, f: impl FnOnce() + 'static) {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::closure::Closure;
        let Some(window) = web_sys::window() else {
            return;
        };
        let f = std::rc::Rc::new(std::cell::Cell::new(Some(f)));
        let channel = web_sys::BroadcastChannel::new("boardgames/bots").ok();
        let once = {
            let channel = channel.clone();
            std::rc::Rc::new(move || {
                if let Some(channel) = &channel {
                    channel.close();
                }
                if let Some(f) = f.take() {
                    f();
                }
            })
        };
        let on_message = {
            let once = once.clone();
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                if e.data()
                    .as_string()
                    .is_some_and(|said| says.contains(&said.as_str()))
                {
                    once();
                }
            })
        };
        if let Some(channel) = &channel {
            channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        }
        let timeout = Closure::<dyn Fn()>::new(move || once());
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            timeout.as_ref().unchecked_ref(),
            wait_ms,
        );
        on_message.forget();
        timeout.forget();
    }

    fn register_service_worker(on_update: impl Fn() + 'static) {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::closure::Closure;
        let Some(window) = web_sys::window() else {
            return;
        };
        let navigator = window.navigator();
        if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
            return;
        }
        let container = navigator.service_worker();
        let on_update = std::rc::Rc::new(on_update);
        let reload = Closure::<dyn Fn()>::new(|| {
            if RELOAD_ASKED.with(|r| r.get())
                && let Some(w) = web_sys::window()
            {
                let _ = w.location().reload();
            }
        });
        container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
        reload.forget();
        let promise = container.register("./service-worker.js");
        wasm_bindgen_futures::spawn_local(async move {
            let Ok(registration) = wasm_bindgen_futures::JsFuture::from(promise).await else {
                return;
            };
            let registration: web_sys::ServiceWorkerRegistration = registration.unchecked_into();
            REGISTRATION.with(|r| *r.borrow_mut() = Some(registration.clone()));
            // Only an update replaces a worker that controls this page; the
            // first install just starts controlling it.
            let controlled = || {
                web_sys::window()
                    .is_some_and(|w| w.navigator().service_worker().controller().is_some())
            };
            if registration.waiting().is_some() && controlled() {
                on_update();
            }
            let found = {
                let registration = registration.clone();
                Closure::<dyn Fn()>::new(move || {
                    let Some(installing) = registration.installing() else {
                        return;
                    };
                    let on_update = on_update.clone();
                    let watched = installing.clone();
                    let changed = Closure::<dyn Fn()>::new(move || {
                        if watched.state() == web_sys::ServiceWorkerState::Installed && controlled()
                        {
                            on_update();
                        }
                    });
                    installing.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
                    changed.forget();
                })
            };
            registration.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
            found.forget();
        });
    }

    /// Lets the waiting new version take over; the page reloads when it has.
    pub fn apply_update() {
        RELOAD_ASKED.with(|r| r.set(true));
        let waiting = REGISTRATION.with(|r| r.borrow().as_ref().and_then(|r| r.waiting()));
        match waiting {
            Some(worker) => {
                let _ = worker.post_message(&"skip-waiting".into());
            }
            None => {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            }
        }
    }

    /// The browser's preferred languages, best first.
    pub fn browser_languages() -> Vec<String> {
        web_sys::window()
            .map(|w| {
                w.navigator()
                    .languages()
                    .iter()
                    .filter_map(|v| v.as_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// `<html lang>`, so screen readers speak the page in its language.
    pub fn set_document_lang(code: &str) {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", code);
        }
    }

    pub fn set_title(title: &str) {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            doc.set_title(title);
        }
    }

    /// An attribute of `<body>` (the pool's tally, `crate::pool`, for the
    /// tests and the benchmark to read).
    pub fn set_body_attribute(name: &str, value: &str) {
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.set_attribute(name, value);
        }
    }

    /// Focuses the first element matching `selector` when the keyboard
    /// focus was lost (the focused button was redrawn away): keyboard play
    /// goes on where the next decision is.
    /// The page back at its top (a new screen).
    pub fn scroll_to_top() {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    pub fn refocus(selector: &str) {
        use wasm_bindgen::JsCast;
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let lost = match doc.active_element() {
            None => true,
            Some(el) => doc.body().is_some_and(|b| el == *b.as_ref()),
        };
        if !lost {
            return;
        }
        let Some(el) = doc.query_selector(selector).ok().flatten() else {
            return;
        };
        // Without scrolling (a mouse player's page stays put); brought into
        // view only when the focus is shown, i.e. for keyboard players.
        let call = |method: &str, options: &js_sys::Object| {
            if let Ok(f) = js_sys::Reflect::get(&el, &method.into())
                .and_then(|f| f.dyn_into::<js_sys::Function>())
            {
                let _ = f.call1(&el, options);
            }
        };
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
        call("focus", &options);
        if el.matches(":focus-visible").unwrap_or(false) {
            let options = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&options, &"block".into(), &"nearest".into());
            call("scrollIntoView", &options);
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::cell::RefCell;
    use std::collections::BTreeMap;

    use super::StorageError;

    pub fn now_ms() -> f64 {
        0.0
    }

    thread_local! {
        /// Natively there is no browser storage, unless a test asks for an
        /// in-memory one (`memory_storage`): its own, for its thread.
        static MEMORY: RefCell<Option<BTreeMap<String, String>>> = const { RefCell::new(None) };
    }

    /// Gives this thread an empty in-memory storage (tests of the store).
    #[cfg(test)]
    pub fn memory_storage() {
        MEMORY.with(|m| *m.borrow_mut() = Some(BTreeMap::new()));
    }

    /// Writes `raw` under `key` as another page would (tests of the store).
    #[cfg(test)]
    pub fn memory_storage_set_raw(key: &str, raw: &str) {
        MEMORY.with(|m| {
            if let Some(m) = m.borrow_mut().as_mut() {
                m.insert(key.to_string(), raw.to_string());
            }
        });
    }

    pub fn storage_keys() -> Result<Vec<String>, StorageError> {
        MEMORY.with(|m| {
            m.borrow()
                .as_ref()
                .map(|m| m.keys().cloned().collect())
                .ok_or(StorageError::Unavailable)
        })
    }
    pub fn storage_get(key: &str) -> Option<String> {
        MEMORY.with(|m| m.borrow().as_ref()?.get(key).cloned())
    }
    pub fn storage_set<T: serde::Serialize>(key: &str, value: &T) -> Result<(), StorageError> {
        let text = serde_json::to_string(value).map_err(|e| StorageError::Other(e.to_string()))?;
        MEMORY.with(|m| match m.borrow_mut().as_mut() {
            Some(m) => {
                m.insert(key.to_string(), text);
                Ok(())
            }
            None => Err(StorageError::Unavailable),
        })
    }
    pub fn storage_delete(key: &str) {
        MEMORY.with(|m| {
            if let Some(m) = m.borrow_mut().as_mut() {
                m.remove(key);
            }
        });
    }
    pub fn on_storage_change(_f: impl Fn(Option<String>) + 'static) {}
    pub fn keep_storage() {}
    pub fn storage_kept(done: impl FnOnce(Option<bool>) + 'static) {
        done(None)
    }
    pub fn query_param(_name: &str) -> Option<String> {
        None
    }
    pub fn hardware_concurrency() -> usize {
        1
    }
    pub fn hash() -> String {
        String::new()
    }
    pub fn set_hash(_hash: &str) {}
    pub fn turn_notice() {}
    pub fn keep_awake(_on: bool) {}
    pub fn uri_component(text: &str) -> String {
        text.to_string()
    }
    pub fn upper_case(text: &str) -> String {
        text.to_uppercase()
    }
    pub fn unit_circle(angle: f64) -> (f64, f64) {
        (angle.cos(), angle.sin())
    }
    pub fn format_date(_ms: f64, _code: &str) -> String {
        String::new()
    }
    pub fn format_number(value: f64, _code: &str) -> String {
        value.to_string()
    }
    pub fn browser_languages() -> Vec<String> {
        Vec::new()
    }
    pub fn set_document_lang(_code: &str) {}
    pub fn set_title(_title: &str) {}
    pub fn set_body_attribute(_name: &str, _value: &str) {}
    pub fn scroll_to_top() {}
    pub fn refocus(_selector: &str) {}
    pub fn watch_for_updates(_on_update: impl Fn() + 'static) {}
    pub fn apply_update() {}
    pub fn read_chosen_file(
        _input: &web_sys::HtmlInputElement,
        _done: impl FnOnce(Result<String, super::ReadError>) + 'static,
    ) {
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::*;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;
