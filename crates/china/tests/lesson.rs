//! China's lesson (issues 35 and 42): the script (`data/lesson.json`) plays
//! through the rules, its own stretch many times with random legal choices
//! against the Easy bots to the end; every text exists in every language,
//! every way of scoring of the default options is explained with the
//! learner's points, and most of the learner's decisions are their own.

use std::path::Path;

use boardgame::lesson::{Lesson, newcomer_in, verified};
use china::GameState;

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_lesson_plays_to_the_end_in_every_language() {
    verified::<GameState>(&locales());
    assert_eq!(
        GameState::script().options,
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
    println!("{}", newcomer_in::<GameState>(&locales()).report("China"));
}
