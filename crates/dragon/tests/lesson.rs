//! The "Learn to play" script (`data/lesson.json`) replayed through the
//! rules (`boardgame::lesson::verify`): the opening's prepared and asked
//! actions legal when they come, the learner's own game played many times
//! with random legal choices against the Easy bot to the end, every base-game
//! way of scoring explained with the learner's points, every text in every
//! language, most decisions the learner's own, the base game's options.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, verify};
use dragon::GameState;

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_lesson_plays_to_the_end_and_speaks_every_language() {
    let checked = verify::<GameState>(&locales(), &["en", "de", "nl", "fr"])
        .unwrap_or_else(|problems| panic!("{problems}"));
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
        dragon::Options::new(2),
        "the base game, as the real game after the lesson"
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
    let n = boardgame::lesson::newcomer::<GameState>(&read("dragon.ftl"), &read("dragon-tips.ftl"));
    println!("{}", n.report("Dragon"));
}
