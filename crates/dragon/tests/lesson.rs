//! The "Learn to play" script (`data/lesson.json`) replayed through the
//! rules (`boardgame::lesson::verify`): the opening's prepared and asked
//! actions legal when they come, the learner's own game played many times
//! with random legal choices against the Easy bot to the end, every base-game
//! way of scoring explained with the learner's points, every text in every
//! language, most decisions the learner's own, the base game's options.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, Step, message, verify, words};
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

/// A newcomer's time: every coach line read at 200 words a minute, 2 s a
/// click (each "Next" and each choice), random legal choices. Printed, not
/// asserted; the tips' words and the opponents' pace come on top.
#[test]
fn a_newcomers_minutes() {
    let script: Script<GameState> = GameState::script();
    let checked = boardgame::lesson::check(&script).unwrap();
    let source = std::fs::read_to_string(locales().join("en/dragon.ftl")).unwrap();
    let nexts = script
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Say { .. }))
        .count();
    let count = |id: &str| words(&message(&source, id).unwrap_or_default());
    let lengths: Vec<usize> = checked.shown.iter().map(|id| count(id)).collect();
    println!(
        "Dragon lesson: {:.1} minutes ({} coach lines, {} words, longest {}, {nexts} Next clicks, {:.0} choices)",
        checked.minutes(count, 200.0, 2.0, nexts),
        lengths.len(),
        lengths.iter().sum::<usize>(),
        lengths.iter().max().unwrap_or(&0),
        checked.learner_actions as f64 / checked.lines as f64
    );
}
