//! China's lesson (issues 35 and 42): the script (`data/lesson.json`) plays
//! through the rules, its own stretch many times with random legal choices
//! against the Easy bots to the end; every text exists in every language,
//! every way of scoring of the default options is explained with the
//! learner's points, and most of the learner's decisions are their own.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, Step, message, verify, words};
use china::GameState;

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_lesson_plays_to_the_end_in_every_language() {
    let checked = verify::<GameState>(&locales(), &["en", "de", "nl", "fr"])
        .unwrap_or_else(|problems| panic!("the lesson does not verify:\n{problems}"));
    println!(
        "lesson: {} lines played, {} decisions, {:.0}% own (least on a line {:.0}%), {:.1} learner actions a line",
        checked.lines,
        checked.decisions,
        100.0 * checked.own_share(),
        100.0 * checked.least_own,
        checked.learner_actions as f64 / checked.lines as f64
    );
    assert!(
        checked.own_share() >= 0.8,
        "{:.2} of the learner's decisions are their own",
        checked.own_share()
    );
    let script: Script<GameState> = GameState::script();
    assert_eq!(
        script.options,
        china::Options::new(3),
        "the lesson plays the default options, as the real game after it"
    );
}

/// A newcomer's time: every coach line read at 200 words a minute, 2 s a
/// click (each "Next" and each choice), random legal choices. Printed, not
/// asserted; the tips' words and the opponents' pace come on top.
#[test]
fn a_newcomers_minutes() {
    let script: Script<GameState> = GameState::script();
    let checked = boardgame::lesson::check(&script).unwrap();
    let source = std::fs::read_to_string(locales().join("en/china.ftl")).unwrap();
    let nexts = script
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Say { .. }))
        .count();
    let count = |id: &str| words(&message(&source, id).unwrap_or_default());
    let lengths: Vec<usize> = checked.shown.iter().map(|id| count(id)).collect();
    println!(
        "China lesson: {:.1} minutes ({} coach lines, {} words, longest {}, {nexts} Next clicks, {:.0} choices)",
        checked.minutes(count, 200.0, 2.0, nexts),
        lengths.len(),
        lengths.iter().sum::<usize>(),
        lengths.iter().max().unwrap_or(&0),
        checked.learner_actions as f64 / checked.lines as f64
    );
}
