//! China's lesson (issue 35): the script (`data/lesson.json`) plays through
//! the rules to the game's end, every text exists in every language, every
//! way of scoring is explained at a step and actually happens in the
//! lesson's game, to the learner.

use std::path::Path;

use boardgame::lesson::{Lesson, Step, line_state, verify};
use china::{GameState, ScoringWay};

#[test]
fn the_lesson_plays_to_the_end_in_every_language() {
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    let checked = match verify::<GameState>(&locales, &["en", "de", "nl", "fr"]) {
        Ok(checked) => checked,
        Err(problems) => panic!("the lesson does not verify:\n{problems}"),
    };
    let script = GameState::script();
    let (mut asks, mut frees, mut says, mut plays, mut prepared) = (0, 0, 0, 0, 0);
    for step in &script.steps {
        match step {
            Step::Say { .. } => says += 1,
            Step::Ask { .. } => asks += 1,
            Step::Free { .. } => frees += 1,
            Step::Play { actions, .. } => {
                plays += 1;
                prepared += actions.len();
            }
        }
    }
    let game = line_state(&script, checked.actions).expect("the line plays");
    assert!(game.is_over(), "the lesson's line ends with the game over");
    println!(
        "China lesson: seed {}, {} players; {} steps ({says} say, {asks} ask, {frees} free, \
         {plays} play with {prepared} prepared actions); {} learner decisions, {} actions, \
         {} lines checked; scores {:?}, winners {:?}",
        script.seed,
        script.options.players,
        script.steps.len(),
        checked.decisions,
        checked.actions,
        checked.lines,
        game.scores(),
        game.winners(),
    );
    assert!(
        (15..=35).contains(&checked.decisions),
        "about 15 to 35 learner decisions, not {}",
        checked.decisions
    );
}

#[test]
fn every_way_of_scoring_happens_to_the_learner() {
    let script = GameState::script();
    let game = line_state(&script, script.line().len()).expect("the line plays");
    for way in ScoringWay::ALL {
        let points = game.points_from(script.learner, way);
        println!("{}: {points}", way.name());
        assert!(points > 0, "the learner scores no points by {}", way.name());
    }
    assert_eq!(
        game.winners().as_slice(),
        [script.learner],
        "the learner wins the lesson's game"
    );
}
