//! Messages as data: each language's Fluent files (`locales/<code>/`) are
//! built into the app and parsed on first use. A message missing in a
//! language falls back to English, then to its id, so a gap never breaks a
//! screen (the tests in `tests.rs` make sure there is none).

use std::cell::RefCell;
use std::collections::HashMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};

use super::lang::{Lang, current};

/// The areas each language's messages are split into, one file each.
#[cfg_attr(not(test), allow(dead_code))]
pub const AREAS: [&str; 4] = ["app", "dragon", "china", "dschingis-khan"];

/// The Fluent source of one language, area by area (same order as `AREAS`).
pub fn sources(lang: Lang) -> [&'static str; 4] {
    macro_rules! files {
        ($code:literal) => {
            [
                include_str!(concat!("../../locales/", $code, "/app.ftl")),
                include_str!(concat!("../../locales/", $code, "/dragon.ftl")),
                include_str!(concat!("../../locales/", $code, "/china.ftl")),
                include_str!(concat!("../../locales/", $code, "/dschingis-khan.ftl")),
            ]
        };
    }
    match lang {
        Lang::En => files!("en"),
        Lang::De => files!("de"),
        Lang::Nl => files!("nl"),
        Lang::Fr => files!("fr"),
    }
}

/// A language's messages, ready to format.
pub fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.id()]);
    // No Unicode isolation marks around arguments: names are short and
    // the marks would show up in copied text and in tests.
    bundle.set_use_isolating(false);
    for source in sources(lang) {
        // A syntax error drops only the broken entries (the tests refuse any).
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(res, _)| res);
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
