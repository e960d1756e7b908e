//! "Learn to play" (issue 35): the Dragon's lesson script,
//! `data/lesson.json` (the format of [`boardgame::lesson::Script`]), and the
//! ways of scoring it must show, the names of every [`VpSource`].
//!
//! The deal: 2 players, the Great Wall, the lantern festival as month 7's
//! super event (so that every [`VpSource`] can score), seed 20 (months 3-7
//! bring each of the five events once: tribute, Mongols, disease, drought,
//! dragon festival). The learner is seat 0. `examples/dragon_lesson.rs` is
//! the tool the script was written with; `tests/lesson.rs` replays it.

use crate::{GameState, VpSource};

impl boardgame::lesson::Lesson for GameState {
    const SCRIPT: &'static str = include_str!("../data/lesson.json");
    /// Every [`VpSource`] by its Debug name, in [`VpSource::ALL`] order
    /// (a test keeps the two equal).
    const SCORING: &'static [&'static str] = &[
        "Palaces",
        "CourtLadies",
        "Privileges",
        "Research",
        "DragonFestival",
        "MongolInvasion",
        "GreatWall",
        "LanternFestival",
        "Monks",
        "Persons",
        "Money",
    ];
}

/// The names [`boardgame::lesson::Lesson::SCORING`] must list.
pub fn scoring_names() -> Vec<String> {
    VpSource::ALL.iter().map(|s| format!("{s:?}")).collect()
}

#[cfg(test)]
mod tests {
    use boardgame::lesson::Lesson;

    use super::*;

    #[test]
    fn the_scoring_list_names_every_vp_source() {
        assert_eq!(GameState::SCORING, scoring_names());
    }
}
