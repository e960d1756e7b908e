//! "Learn to play" (issue 35): China's lesson, a guided 3-player game as
//! data (`data/lesson.json`, the format of [`boardgame::lesson`]), and the
//! ways of scoring it must show ([`ScoringWay`]). Its test
//! (`tests/lesson.rs`) replays the script through the rules; the tool that
//! helps write it is `examples/china_lesson.rs`.

use boardgame::lesson::Lesson;

use crate::scoring::ScoringWay;
use crate::state::GameState;

impl Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    const SCORING: &'static [&'static str] = &ScoringWay::NAMES;
}
