//! The lesson (issue 35, `data/lesson.json`) replayed through the rules:
//! every prepared action legal when it comes, every asked choice the
//! learner's and legal, the game over at its end, every message id in every
//! language, every way of scoring explained by a step and scored in the
//! lesson's own final scoring.

use std::path::Path;

use boardgame::lesson::{Lesson, Script, Step, line_state, verify};
use dschingis_khan::{GameState, ScoringWay, Village};

#[test]
fn the_lesson_plays_to_the_end_and_speaks_every_language() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    let checked = verify::<GameState>(&locales, &["en", "de", "nl", "fr"])
        .unwrap_or_else(|problems| panic!("the lesson is broken:\n{problems}"));
    let script: Script<GameState> = GameState::script();
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
    println!(
        "lesson: {} steps, {} learner decisions ({asks} asked, {frees} free), {} actions on its line, {} lines checked",
        script.steps.len(),
        checked.decisions,
        checked.actions,
        checked.lines
    );
    assert!(
        (15..=35).contains(&checked.decisions),
        "{} learner decisions",
        checked.decisions
    );
    let end = line_state(&script, checked.actions).expect("the line is legal");
    assert!(end.is_over(), "the lesson's line ends with the game over");
    println!(
        "final totals {:?}, winners {:?}",
        end.totals(),
        end.winners()
    );
}

#[test]
fn the_lessons_final_scoring_shows_every_way_of_scoring() {
    let script: Script<GameState> = GameState::script();
    let end = line_state(&script, script.line().len()).expect("the line is legal");
    assert!(end.is_over());
    for way in ScoringWay::ALL {
        let villages: Vec<Village> = Village::all()
            .filter(|&v| end.scoring_way(v) == Some(way))
            .collect();
        println!("{}: {villages:?}", way.name());
        assert!(
            !villages.is_empty(),
            "no village scores by {} at the lesson's end",
            way.name()
        );
    }
    assert_eq!(
        <GameState as Lesson>::SCORING,
        ScoringWay::NAMES.as_slice(),
        "the lesson's ways of scoring are the crate's list"
    );
}
