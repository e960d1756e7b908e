//! "Learn to play" (issues 35 and 42): the Dragon's lesson script,
//! `data/lesson.json` (the format of [`boardgame::lesson::Script`]), and the
//! ways of scoring it explains, the base game's [`VpSource`]s.
//!
//! The deal: 2 players, the base game (no Great Wall, no super events: the
//! options the real game after it starts with), seed 20. The learner drafts
//! the two first persons as asked, reads how a month goes (the Military
//! Parade included), then plays their own game against Easy to the end of
//! month 12; the final scoring is explained source by source with the
//! learner's points. `examples/dragon_lesson.rs` is the tool the script was
//! written with; `tests/lesson.rs` replays it.

use boardgame::Budget;
use boardgame::bot::{Bot, GameBots, Level};

use crate::{GameState, VpSource};

/// The sources of the base game, in [`VpSource::ALL`] order: the Great Wall
/// and the lantern festival are options the lesson does not play.
pub const BASE_SOURCES: [VpSource; 9] = {
    // [`VpSource::ALL`] without the two, so the order is written once.
    let mut out = [VpSource::Palaces; 9];
    let (mut i, mut n) = (0, 0);
    while i < VpSource::ALL.len() {
        let source = VpSource::ALL[i];
        if !matches!(source, VpSource::GreatWall | VpSource::LanternFestival) {
            out[n] = source;
            n += 1;
        }
        i += 1;
    }
    out
};

impl boardgame::lesson::Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    /// [`BASE_SOURCES`] by their Debug names (a test keeps the two equal).
    const SCORING: &'static [&'static str] = &[
        "Palaces",
        "CourtLadies",
        "Privileges",
        "Research",
        "DragonFestival",
        "MongolInvasion",
        "Monks",
        "Persons",
        "Money",
    ];

    fn scored(&self, seat: usize) -> Vec<i32> {
        BASE_SOURCES
            .iter()
            .map(|&s| self.player(seat).vp_from(s) as i32)
            .collect()
    }

    fn opponent(seed: u64) -> Box<dyn Bot<GameState>> {
        <GameState as GameBots>::bot(Level::Easy, seed, Budget::Iterations(1))
    }
}

/// The names [`boardgame::lesson::Lesson::SCORING`] must list.
pub fn scoring_names() -> Vec<String> {
    BASE_SOURCES.iter().map(|s| format!("{s:?}")).collect()
}

#[cfg(test)]
mod tests {
    use boardgame::lesson::Lesson;

    use super::*;

    #[test]
    fn the_scoring_list_names_every_base_game_source_in_order() {
        assert_eq!(GameState::SCORING, scoring_names());
        let all: Vec<VpSource> = VpSource::ALL
            .into_iter()
            .filter(|s| !matches!(s, VpSource::GreatWall | VpSource::LanternFestival))
            .collect();
        assert_eq!(all, BASE_SOURCES);
    }
}
