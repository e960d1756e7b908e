//! The translations are complete and exact: every language parses, has
//! exactly the messages the app uses (no missing one, no left-over one),
//! and uses the same arguments as English.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::bundle::{AREAS, format_in, sources};
use super::lang::Lang;

/// Message id → the `$arguments` it uses, for one area of one language.
fn messages(lang: Lang, area: usize) -> BTreeMap<String, BTreeSet<String>> {
    let source = sources(lang)[area].to_string();
    let resource = match FluentResource::try_new(source) {
        Ok(r) => r,
        Err((_, errors)) => panic!(
            "locales/{}/{}.ftl does not parse: {errors:?}",
            lang.code(),
            AREAS[area]
        ),
    };
    let mut found = BTreeMap::new();
    for entry in resource.entries() {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for attr in &m.attributes {
                pattern_vars(&attr.value, &mut vars);
            }
            let id = m.id.name.to_string();
            assert!(
                found.insert(id.clone(), vars).is_none(),
                "locales/{}/{}.ftl has `{id}` twice",
                lang.code(),
                AREAS[area]
            );
        }
    }
    found
}

fn pattern_vars(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out);
            }
        }
        _ => {}
    }
}

/// Every id the code names through `t!("…"`, read from the sources.
fn ids_used_by_the_app() -> BTreeSet<String> {
    fn walk(dir: &std::path::Path, out: &mut BTreeSet<String>) {
        for entry in std::fs::read_dir(dir).expect("src/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs")
                && !path.ends_with("i18n/tests.rs")
            {
                let code = std::fs::read_to_string(&path).expect("a source file");
                // Comment lines dropped; `t!(` not preceded by a name character
                // (`format!(` is not it), then the id literal, which rustfmt
                // may have moved to the next line.
                let code: String = code
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                for (at, _) in code.match_indices("t!(") {
                    let before = code[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let Some(rest) = code[at + 3..].trim_start().strip_prefix('"') else {
                        continue;
                    };
                    out.insert(rest[..rest.find('"').unwrap_or(0)].to_string());
                }
            }
        }
    }
    let mut used = BTreeSet::new();
    // Every game's title and blurb, named by the registry
    // (`GameKind::title`, `GameKind::blurb`).
    for kind in crate::games::GameKind::ALL {
        used.insert(format!("game-title-{}", kind.name()));
        used.insert(format!("game-blurb-{}", kind.name()));
    }
    // A lesson's words are named by its script, data of each game's crate
    // (`crates/<game>/data/lesson.json`, `boardgame::lesson`).
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    for entry in std::fs::read_dir(&crates).expect("crates/ is readable") {
        let script = entry
            .expect("a directory entry")
            .path()
            .join("data/lesson.json");
        let Ok(text) = std::fs::read_to_string(&script) else {
            continue;
        };
        let json: serde_json::Value = serde_json::from_str(&text).expect("a lesson script is JSON");
        for step in json["steps"].as_array().expect("a script has steps") {
            let body = step
                .as_object()
                .and_then(|o| o.values().next())
                .expect("a step");
            for key in ["text", "why"] {
                if let Some(id) = body[key].as_str() {
                    used.insert(id.to_string());
                }
            }
        }
    }
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut used,
    );
    // A tip's words are named by its game's list (`crate::tips`).
    for (_, ids) in tip_lists() {
        used.extend(ids.iter().map(|id| format!("tip-{id}")));
    }
    used
}

/// Each game's tips area (`<name>-tips`) and the ids of its list.
fn tip_lists() -> Vec<(String, Vec<&'static str>)> {
    macro_rules! lists {
        ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
            vec![$((
                format!("{}-tips", $name),
                <$state as boardgame::tips::Coached>::TIPS.iter().map(|t| t.id).collect(),
            )),*]
        };
    }
    crate::registry::games!(lists)
}

/// The areas whose messages no code names yet: a game's tips file while
/// its list is empty holds placeholders until the list lands.
fn awaiting_their_list() -> BTreeSet<String> {
    tip_lists()
        .into_iter()
        .filter(|(_, ids)| ids.is_empty())
        .map(|(area, _)| area)
        .collect()
}

#[test]
fn every_language_has_exactly_the_english_messages_with_the_same_arguments() {
    for (area, name) in AREAS.iter().enumerate() {
        let english = messages(Lang::En, area);
        for lang in Lang::ALL {
            let theirs = messages(lang, area);
            let file = format!("locales/{}/{name}.ftl", lang.code());
            let missing: Vec<_> = english
                .keys()
                .filter(|k| !theirs.contains_key(*k))
                .collect();
            let extra: Vec<_> = theirs
                .keys()
                .filter(|k| !english.contains_key(*k))
                .collect();
            assert!(missing.is_empty(), "{file} lacks {missing:?}");
            assert!(
                extra.is_empty(),
                "{file} has messages English lacks: {extra:?}"
            );
            for (id, vars) in &english {
                assert_eq!(
                    &theirs[id], vars,
                    "{file}: `{id}` must use the same arguments as English"
                );
            }
        }
    }
}

#[test]
fn the_app_uses_every_message_and_every_message_it_uses_exists() {
    let used = ids_used_by_the_app();
    let awaiting = awaiting_their_list();
    let mut defined = BTreeSet::new();
    let mut placeholders = BTreeSet::new();
    for (area, name) in AREAS.iter().enumerate() {
        for id in messages(Lang::En, area).into_keys() {
            if awaiting.contains(*name) {
                placeholders.insert(id.clone());
            }
            assert!(defined.insert(id.clone()), "`{id}` is in two areas");
        }
    }
    let missing: Vec<_> = used.difference(&defined).collect();
    let unused: Vec<_> = defined
        .difference(&used)
        .filter(|id| !placeholders.contains(*id))
        .collect();
    assert!(
        missing.is_empty(),
        "the app uses messages no file has: {missing:?}"
    );
    assert!(
        unused.is_empty(),
        "messages the app no longer uses: {unused:?}"
    );
}

#[test]
fn every_message_formats_without_errors_in_every_language() {
    use fluent_bundle::FluentArgs;
    for area in 0..AREAS.len() {
        for (id, vars) in messages(Lang::En, area) {
            let mut args = FluentArgs::new();
            for v in &vars {
                args.set(v.as_str(), 2);
            }
            for lang in Lang::ALL {
                let text = format_in(lang, &id, Some(&args))
                    .unwrap_or_else(|| panic!("`{id}` has no value in {}", lang.code()));
                assert!(
                    !text.trim().is_empty(),
                    "`{id}` is empty in {}",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn english_plurals_follow_the_count() {
    let moves = |n: usize| {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("n", n);
        format_in(Lang::En, "moves", Some(&args)).unwrap()
    };
    assert_eq!(moves(1), "1 decision");
    assert_eq!(moves(2), "2 decisions");
    assert_eq!(moves(0), "0 decisions");
}

#[test]
fn the_browser_preference_picks_the_language() {
    let pick =
        |prefs: &[&str]| Lang::negotiate(&prefs.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(pick(&["de-AT", "en"]), Lang::De);
    assert_eq!(pick(&["nl-BE"]), Lang::Nl);
    assert_eq!(pick(&["fr-CA", "de"]), Lang::Fr);
    assert_eq!(pick(&["ja", "nl"]), Lang::Nl);
    assert_eq!(pick(&["ja"]), Lang::En);
    assert_eq!(pick(&[]), Lang::En);
}

/// Every game's tips file has, in every language, each tip of the game's
/// list, short enough (`boardgame::tips::verify_messages`), and is one of
/// the areas the app loads.
#[test]
fn every_tip_of_every_game_has_its_words_in_every_language() {
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let langs: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    let mut problems = Vec::new();
    macro_rules! verify {
        ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
            $(
                if let Err(e) = boardgame::tips::verify_messages::<$state>(&locales, &langs) {
                    problems.push(e);
                }
            )*
        };
    }
    crate::registry::games!(verify);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for (area, _) in tip_lists() {
        assert!(AREAS.contains(&area.as_str()), "{area} is not loaded");
    }
}

/// index.html's frame shows the home's first line before the wasm arrives
/// (the page's largest text, painted at once): word for word the app's own
/// `app-tagline` in each language, so the app's home replaces it unchanged.
#[test]
fn index_html_frame_carries_the_home_tagline_in_every_language() {
    let index = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/index.html"))
        .expect("index.html");
    for lang in Lang::ALL {
        let tagline = format_in(lang, "app-tagline", None).expect("app-tagline");
        let line = index
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{}: [", lang.code())))
            .unwrap_or_else(|| panic!("index.html: no frame texts for {}", lang.code()));
        assert!(
            line.contains(&format!("\"{tagline}\"")),
            "index.html's frame for {} lacks the tagline {tagline:?}: {line}",
            lang.code()
        );
    }
}
