//! China's lesson (issues 35 and 42): the script (`data/lesson.json`) plays
//! through the rules, its own stretch many times with random legal choices
//! against the Easy bots to the end; every text exists in every language,
//! every way of scoring of the default options is explained with the
//! learner's points, and most of the learner's decisions are their own.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, verify};
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

/// A newcomer's time: every coach line and every tip shown read at 200
/// words a minute, 2 s a click (each "Next", each choice, each tip closed),
/// random legal choices; the opponents' moves at the app's normal pace (1 s
/// each) on top. Printed, not asserted.
#[test]
fn a_newcomers_minutes() {
    let read =
        |file: &str| std::fs::read_to_string(locales().join("en").join(file)).unwrap_or_default();
    let n = boardgame::lesson::newcomer::<GameState>(&read("china.ftl"), &read("china-tips.ftl"));
    println!("{}", n.report("China"));
}
