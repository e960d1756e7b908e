//! "Learn to play" (issues 35 and 42): China's lesson, a 3-player game of
//! the default options as data (`data/lesson.json`, the format of
//! [`boardgame::lesson`]): a first placement asked, the rules of a turn,
//! then the learner's own game against Easy to the end, and the final
//! scoring explained way by way with the learner's own points. Its test
//! (`tests/lesson.rs`) replays the script through the rules; the tool that
//! helps write it is `examples/china_lesson.rs`.

use boardgame::Budget;
use boardgame::bot::{Bot, GameBots, Level};
use boardgame::lesson::Lesson;

use crate::scoring::ScoringWay;
use crate::state::GameState;

/// The ways of scoring of the default options: the fortifications are an
/// option the lesson does not play, so their doubling never scores.
const WAYS: [ScoringWay; 4] = [
    ScoringWay::HousesInPlay,
    ScoringWay::HousesAtEnd,
    ScoringWay::Alliances,
    ScoringWay::Chains,
];

impl Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    const SCORING: &'static [&'static str] = &[
        WAYS[0].name(),
        WAYS[1].name(),
        WAYS[2].name(),
        WAYS[3].name(),
    ];

    /// C-11.3's breakdown for `seat` (the four ways add up to the score).
    fn scored(&self, seat: usize) -> Vec<i32> {
        WAYS.iter()
            .map(|&way| self.points_from(seat, way) as i32)
            .collect()
    }

    fn opponent(seed: u64) -> Box<dyn Bot<GameState>> {
        <GameState as GameBots>::bot(Level::Easy, seed, Budget::Iterations(1))
    }
}
