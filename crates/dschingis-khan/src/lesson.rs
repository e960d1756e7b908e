//! "Learn to play" (issues 35 and 42): the lesson's script,
//! `data/lesson.json`, a two-player game from a prepared deal (see
//! `boardgame::lesson` for the format): the start placement and a first
//! wall-building turn asked, then the learner's own game against the Easy
//! bot to the end, and the final scoring explained way by way with the
//! learner's own points. The test `tests/lesson.rs` replays it through the
//! rules; `examples/khan_lesson.rs` helps to write it.

use boardgame::Budget;
use boardgame::bot::{Bot, GameBots, Level};

use crate::scoring::ScoringWay;
use crate::state::GameState;

impl boardgame::lesson::Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    /// The ways a village scores (D-12.1): [`ScoringWay::NAMES`].
    const SCORING: &'static [&'static str] = &ScoringWay::NAMES;

    /// D-12.2 split by [`ScoringWay`]: the villages `seat` controls that
    /// score each way.
    fn scored(&self, seat: usize) -> Vec<i32> {
        let mut points = vec![0; ScoringWay::ALL.len()];
        for score in self.breakdown() {
            if score.controller == seat {
                let way = self.scoring_way(score.village).expect("controlled");
                points[way as usize] += score.points;
            }
        }
        points
    }

    fn opponent(seed: u64) -> Box<dyn Bot<GameState>> {
        <GameState as GameBots>::bot(Level::Easy, seed, Budget::Iterations(1))
    }
}

#[cfg(test)]
mod tests {
    use boardgame::Game;
    use boardgame::lesson::Lesson;

    use super::*;

    #[test]
    fn the_ways_of_scoring_add_up_to_each_seats_total() {
        let mut game = <GameState as Game>::new(&crate::Options::new(3), 5).unwrap();
        let mut rng = boardgame::Rng::seeded(5);
        while !game.is_over() {
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
        }
        for seat in 0..3 {
            let scored = game.scored(seat);
            assert_eq!(scored.iter().sum::<i32>(), game.scores()[seat]);
        }
    }
}
