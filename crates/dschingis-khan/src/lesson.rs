//! "Learn to play": the lesson's script (`data/lesson.json`), a placeholder
//! until the guided game is written.

impl boardgame::lesson::Lesson for crate::GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    const SCORING: &'static [&'static str] = &[];
}
