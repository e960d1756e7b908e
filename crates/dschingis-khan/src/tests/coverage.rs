//! Every rule id, ruling and worked example of the spec is named by at least
//! one test in `src/tests/` (in its name, e.g. `ex7_…`, `d6_4_…`, `r9_…`, or
//! in its doc comment, e.g. `D-6.4`, `R9`, `EX-7`).

const SOURCES: [&str; 8] = [
    include_str!("board.rs"),
    include_str!("draw.rs"),
    include_str!("end.rs"),
    include_str!("hidden.rs"),
    include_str!("scoring.rs"),
    include_str!("setup.rs"),
    include_str!("steps.rs"),
    include_str!("walls.rs"),
];

const RULES: &[&str] = &[
    "D-1.1", "D-1.2", "D-1.3", "D-1.4", "D-2.1", "D-2.2", "D-2.3", "D-2.4", "D-2.5", "D-2.6",
    "D-2.7", "D-2.8", "D-3.1", "D-3.2", "D-3.3", "D-3.4", "D-3.5", "D-3.6", "D-4.1", "D-4.2",
    "D-4.3", "D-5.1", "D-5.2", "D-5.3", "D-5.4", "D-5.5", "D-5.6", "D-6.1", "D-6.2", "D-6.3",
    "D-6.4", "D-6.5", "D-6.6", "D-6.7", "D-6.8", "D-6.9", "D-6.10", "D-7.1", "D-7.2", "D-7.3",
    "D-7.4", "D-7.5", "D-7.6", "D-7.7", "D-7.8", "D-7.9", "D-7.10", "D-7.11", "D-7.12", "D-8.1",
    "D-8.2", "D-8.3", "D-8.4", "D-9.1", "D-9.2", "D-9.3", "D-10.1", "D-10.2", "D-10.3", "D-10.4",
    "D-11.1", "D-11.2", "D-11.3", "D-11.4", "D-11.5", "D-11.6", "D-12.1", "D-12.2", "D-12.3",
    "D-12.4",
];

/// Whether `id` occurs in a doc comment (`///`) not followed by a digit.
fn named(id: &str) -> bool {
    SOURCES.iter().any(|src| {
        src.lines()
            .filter(|l| l.trim_start().starts_with("///"))
            .any(|line| {
                line.match_indices(id).any(|(i, _)| {
                    let after = line[i + id.len()..].chars().next();
                    let before = line[..i].chars().last();
                    !after.is_some_and(|c| c.is_ascii_digit())
                        && !before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
                })
            })
    })
}

/// D-1.1 … D-12.4, R1 … R31, EX-1 … EX-26: each is named in a test's doc comment.
#[test]
fn every_rule_ruling_and_example_is_named_by_a_test() {
    let mut missing: Vec<String> = RULES
        .iter()
        .filter(|id| !named(id))
        .map(|s| s.to_string())
        .collect();
    missing.extend((1..=31).map(|n| format!("R{n}")).filter(|id| !named(id)));
    missing.extend((1..=26).map(|n| format!("EX-{n}")).filter(|id| !named(id)));
    assert!(missing.is_empty(), "not named by any test: {missing:?}");
}
