//! The "Learn to play" script (`data/lesson.json`) replayed through the
//! rules (`boardgame::lesson::verify`): every prepared action legal when it
//! comes, every asked choice the learner's and legal, the game over with the
//! script, every way of scoring explained at a step, every text in every
//! language. And the lesson's line really scores every way.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, Step, line_state};
use dragon::{GameState, VpSource};

fn script() -> Script<GameState> {
    GameState::script()
}

#[test]
fn the_lesson_plays_to_the_end_and_speaks_every_language() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    let checked = boardgame::lesson::verify::<GameState>(&locales, &["en", "de", "nl", "fr"])
        .unwrap_or_else(|problems| panic!("{problems}"));
    let script = script();
    let asks = script
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Ask { .. }))
        .count();
    let frees = script
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Free { .. }))
        .count();
    let says = script
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Say { .. }))
        .count();
    let prepared: usize = script
        .steps
        .iter()
        .map(|s| match s {
            Step::Play { actions, .. } => actions.len(),
            _ => 0,
        })
        .sum();
    let game = line_state(&script, checked.actions).expect("the line plays");
    println!(
        "{} steps ({says} said, {asks} asked, {frees} free), {} decisions, {prepared} prepared actions, {} actions, {} lines; final VP {:?}",
        script.steps.len(),
        checked.decisions,
        checked.actions,
        checked.lines,
        game.scores(),
    );
    assert!(game.is_over(), "the lesson's line ends the game");
    assert_eq!(checked.decisions, asks + frees);
    assert!(
        (15..=35).contains(&checked.decisions),
        "{} decisions",
        checked.decisions
    );
    assert_eq!(script.learner, 0);
}

/// Every `VpSource` scores for someone in the lesson's game, and the
/// learner wins it (narrowly).
#[test]
fn every_way_of_scoring_scores_in_the_lessons_game() {
    let script = script();
    let game = line_state(&script, script.line().len()).expect("the line plays");
    assert!(game.is_over());
    let scoring: Vec<VpSource> = VpSource::ALL
        .into_iter()
        .filter(|&s| game.players().iter().any(|p| p.vp_from(s) > 0))
        .collect();
    for b in game.breakdown() {
        println!(
            "seat {} rank {} total {}: {:?}",
            b.seat, b.rank, b.total, b.by_source
        );
    }
    assert_eq!(scoring, VpSource::ALL);
    assert_eq!(game.winner(), Some(script.learner));
}

#[test]
fn the_scoring_names_are_the_vp_sources() {
    assert_eq!(GameState::SCORING, dragon::lesson::scoring_names());
}
