//! "Learn to play" (issue 35): the lesson's script, `data/lesson.json`, a
//! guided two-player game from a prepared deal (see `boardgame::lesson` for
//! the format). The test `tests/lesson.rs` replays it through the rules;
//! `examples/khan_lesson.rs` helps to write it.

use crate::scoring::ScoringWay;
use crate::state::GameState;

impl boardgame::lesson::Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    /// The ways a village scores (D-12.1): [`ScoringWay::NAMES`].
    const SCORING: &'static [&'static str] = &ScoringWay::NAMES;
}
