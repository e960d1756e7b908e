//! The "Learn to play" script (`data/lesson.json`) replayed through the
//! rules (`boardgame::lesson::verify`): the opening's prepared and asked
//! actions legal when they come, the learner's own game played many times
//! with random legal choices against the Easy bot to the end, every base-game
//! way of scoring explained with the learner's points, every text in every
//! language, most decisions the learner's own, the base game's options.

use std::path::Path;

use boardgame::lesson::{Lesson, newcomer_in, verified};
use dragon::GameState;

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_lesson_plays_to_the_end_and_speaks_every_language() {
    verified::<GameState>(&locales());
    assert_eq!(
        GameState::script().options,
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
    println!("{}", newcomer_in::<GameState>(&locales()).report("Dragon"));
}
