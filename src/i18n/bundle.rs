//! Messages as data: each language's Fluent files (`locales/<code>/`),
//! parsed on first use. In the browser only the languages in use are
//! fetched (`locales/` is copied into the build and precached by the service
//! worker, so offline works too): [`load`] before the page is drawn in a
//! language. Natively (tests) every language is built in. A message missing
//! in a language falls back to English, then to its id, so a gap never
//! breaks a screen (the tests in `tests.rs` make sure there is none).

use std::cell::RefCell;
use std::collections::HashMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

use super::lang::{Lang, current};

/// One language's Fluent files, compiled in (`include_str!` takes only a
/// literal path): the shell's, then each game's of `names`, then each
/// game's tips (`<name>-tips.ftl`, `crate::tips`).
#[cfg(not(target_arch = "wasm32"))]
macro_rules! files_of {
    ($code:literal, $($name:literal),*) => {
        vec![
            include_str!(concat!("../../locales/", $code, "/app.ftl")),
            $(include_str!(concat!("../../locales/", $code, "/", $name, ".ftl")),)*
            $(include_str!(concat!("../../locales/", $code, "/", $name, "-tips.ftl"))),*
        ]
    };
}

macro_rules! areas {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        /// The areas each language's messages are split into, one file
        /// each: the shell's, then one per game (`crate::registry`), then
        /// one per game's tips (`crate::tips`: the tips of a game's list are
        /// its rules crate's, their words the app's).
        #[cfg_attr(all(not(test), not(target_arch = "wasm32")), allow(dead_code))]
        pub const AREAS: &[&str] = &["app", $($name,)* $(concat!($name, "-tips")),*];

        /// The Fluent source of one language, area by area (same order as
        /// `AREAS`).
        #[cfg(not(target_arch = "wasm32"))]
        pub fn sources(lang: Lang) -> Vec<String> {
            let files: Vec<&str> = match lang {
                Lang::En => files_of!("en", $($name),*),
                Lang::De => files_of!("de", $($name),*),
                Lang::Nl => files_of!("nl", $($name),*),
                Lang::Fr => files_of!("fr", $($name),*),
            };
            files.into_iter().map(String::from).collect()
        }
    };
}
crate::registry::games!(areas);

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The Fluent sources fetched so far, per language.
    static FETCHED: RefCell<HashMap<Lang, Vec<String>>> = RefCell::new(HashMap::new());
}

/// The Fluent source of one language as fetched (nothing before [`load`]).
#[cfg(target_arch = "wasm32")]
pub fn sources(lang: Lang) -> Vec<String> {
    FETCHED.with(|f| f.borrow().get(&lang).cloned().unwrap_or_default())
}

/// Fetches the files of `langs` (`locales/<code>/<area>.ftl`, next to the
/// page) not fetched yet, all at once; afterwards their messages can be
/// shown. A file that cannot be had leaves its messages to the English
/// fallback (and the console says why).
#[cfg(target_arch = "wasm32")]
pub async fn load(langs: &[Lang]) {
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    async fn text(url: &str, request: js_sys::Promise) -> Result<String, JsValue> {
        let response: web_sys::Response = JsFuture::from(request).await?.dyn_into()?;
        if !response.ok() {
            return Err(format!("{url}: HTTP {}", response.status()).into());
        }
        let text = JsFuture::from(response.text()?).await?;
        text.as_string().ok_or_else(|| "not text".into())
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let mut wanted: Vec<Lang> = Vec::new();
    for &lang in langs {
        if !wanted.contains(&lang) && !FETCHED.with(|f| f.borrow().contains_key(&lang)) {
            wanted.push(lang);
        }
    }
    // Every request is under way before the first answer is awaited.
    let requests: Vec<(Lang, String, js_sys::Promise)> = wanted
        .iter()
        .flat_map(|&lang| {
            AREAS
                .iter()
                .map(move |area| (lang, format!("./locales/{}/{area}.ftl", lang.code())))
        })
        .map(|(lang, url)| {
            let request = window.fetch_with_str(&url);
            (lang, url, request)
        })
        .collect();
    let mut fetched: HashMap<Lang, Vec<String>> = HashMap::new();
    for (lang, url, request) in requests {
        let source = text(&url, request).await.unwrap_or_else(|e| {
            web_sys::console::error_2(&"messages not loaded:".into(), &e);
            String::new()
        });
        fetched.entry(lang).or_default().push(source);
    }
    for (lang, sources) in fetched {
        FETCHED.with(|f| f.borrow_mut().insert(lang, sources));
        // A bundle built before its files arrived is built again.
        BUNDLES.with(|b| b.borrow_mut().remove(&lang));
    }
}

/// Natively every language is built in.
#[cfg(not(target_arch = "wasm32"))]
#[allow(dead_code)]
pub async fn load(_langs: &[Lang]) {}

/// A language's messages, ready to format.
pub fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.id()]);
    // No Unicode isolation marks around arguments: names are short and
    // the marks would show up in copied text and in tests.
    bundle.set_use_isolating(false);
    for source in sources(lang) {
        // A syntax error drops only the broken entries (the tests refuse any).
        let resource = FluentResource::try_new(source).unwrap_or_else(|(res, _)| res);
        // A duplicate id keeps the first (the tests refuse duplicates).
        let _ = bundle.add_resource(resource);
    }
    bundle
}

thread_local! {
    static BUNDLES: RefCell<HashMap<Lang, FluentBundle<FluentResource>>> = RefCell::new(HashMap::new());
}

/// The text of message `id` in the current language, with its arguments.
/// Call it through `t!`, which the unused-message test reads.
pub fn text(id: &str, args: Option<&FluentArgs>) -> String {
    let lang = current();
    format_in(lang, id, args)
        .or_else(|| {
            (lang != Lang::En)
                .then(|| format_in(Lang::En, id, args))
                .flatten()
        })
        .unwrap_or_else(|| id.to_string())
}

/// `id` formatted in `lang`, or `None` when that language lacks it.
pub fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        let bundle = bundles.entry(lang).or_insert_with(|| build(lang));
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
}
