//! Every rule id (C-x.y), ruling (R-n) and worked example (EX-n) of the
//! spec is named by at least one test.

/// The ids of the spec (`china.md`), as of this crate's version.
const IDS: &[&str] = &[
    "C-1.1", "C-1.2", "C-1.3", "C-1.4", "C-1.5", "C-1.6", "C-1.7", "C-2.1", "C-2.2", "C-2.3",
    "C-2.4", "C-2.5", "C-2.6", "C-2.7", "C-2.8", "C-2.9", "C-3.1", "C-3.2", "C-3.3", "C-3.4",
    "C-3.5", "C-3.6", "C-3.7", "C-4.1", "C-4.2", "C-4.3", "C-4.4", "C-4.5", "C-5.1", "C-5.2",
    "C-5.3", "C-5.4", "C-5.5", "C-5.6", "C-5.7", "C-5.8", "C-5.9", "C-5.10", "C-5.11", "C-5.12",
    "C-6.1", "C-6.2", "C-6.3", "C-6.4", "C-7.1", "C-7.2", "C-7.3", "C-7.4", "C-7.5", "C-7.6",
    "C-8.1", "C-8.2", "C-8.3", "C-8.4", "C-8.5", "C-9.1", "C-9.2", "C-9.3", "C-9.4", "C-9.5",
    "C-10.1", "C-10.2", "C-10.3", "C-10.4", "C-10.5", "C-11.1", "C-11.2", "C-11.3", "C-12.1",
    "C-12.2", "C-12.3", "C-12.4", "C-12.5", "C-12.6", "C-14.1", "C-14.2", "C-14.3", "R-1", "R-2",
    "R-3", "R-4", "R-5", "R-6", "R-7", "R-8", "R-9", "R-10", "R-11", "R-12", "R-13", "R-14",
    "R-15", "R-16", "R-17", "R-18", "R-19", "R-20", "R-21", "R-22", "R-23", "R-24", "R-25", "R-26",
    "R-27", "R-28", "R-29", "EX-1", "EX-2", "EX-3", "EX-4", "EX-5", "EX-6", "EX-7", "EX-8", "EX-9",
    "EX-10", "EX-11", "EX-12", "EX-13", "EX-14", "EX-15", "EX-16", "EX-17", "EX-18", "EX-19",
    "EX-20", "EX-21", "EX-22", "EX-23", "EX-24", "EX-25", "EX-26", "EX-27", "EX-28", "EX-29",
    "EX-30", "EX-31",
];

/// The rule tests (`src/tests/*.rs`), where the ids must be named.
const SOURCES: &[&str] = &[
    include_str!("board.rs"),
    include_str!("examples.rs"),
    include_str!("hidden.rs"),
    include_str!("rules.rs"),
];

/// An id is named when it appears as a word (`C-5.1` is not `C-5.10`) or
/// in a test name (`c5_1_…`, `ex12_…`, `r9_…`).
fn named(id: &str) -> bool {
    let fn_name = id
        .to_lowercase()
        .replace(['-', '.'], "_")
        .replacen("c_", "c", 1)
        .replacen("ex_", "ex", 1)
        .replacen("r_", "r", 1);
    SOURCES.iter().any(|src| {
        word(src, id)
            || src.contains(&format!("fn {fn_name}_"))
            || src.contains(&format!("_and_{fn_name}_"))
    })
}

fn word(text: &str, id: &str) -> bool {
    text.match_indices(id).any(|(i, _)| {
        let next = text[i + id.len()..].chars().next();
        !matches!(next, Some(c) if c.is_ascii_digit() || c == '.' && text[i + id.len() + 1..].starts_with(|d: char| d.is_ascii_digit()))
    })
}

#[test]
fn every_rule_ruling_and_example_has_a_test() {
    assert!(!named("C-99.1") && !named("EX-99"), "the check can fail");
    let missing: Vec<&str> = IDS.iter().copied().filter(|id| !named(id)).collect();
    assert!(missing.is_empty(), "no test names {missing:?}");
}

/// The list above is the spec's (when the spec is at hand).
#[test]
fn the_id_list_is_the_specs() {
    let Some(text) = super::spec() else {
        return;
    };
    for id in IDS {
        assert!(word(&text, id), "{id} is not in the spec");
    }
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("- C-") {
            let id: String = rest
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            assert!(
                IDS.contains(&format!("C-{id}").as_str()),
                "C-{id} missing from the list"
            );
        }
    }
    for prefix in ["**R-", "**EX-"] {
        for (i, _) in text.match_indices(prefix) {
            let digits: String = text[i + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            if digits.is_empty() {
                continue;
            }
            let id = format!("{}{digits}", &prefix[2..]);
            assert!(IDS.contains(&id.as_str()), "{id} missing from the list");
        }
    }
}
