//! The lesson (issues 35 and 42, `data/lesson.json`) replayed through the
//! rules: the opening's prepared and asked actions legal when they come, the
//! learner's own stretch played many times with random legal choices
//! against the Easy bot to the end, every message id in every language,
//! every way of scoring explained; most of the learner's decisions their
//! own; in their own turns the learner builds walls, crosses the wall and
//! places pieces, and meets a blocked scout (and often a closed loop).

use std::path::Path;

use boardgame::Game;
use boardgame::lesson::{Lesson, OWN_LINES, Script, line_state, newcomer_in, own_line, verified};
use dschingis_khan::{Action, GameState, Resolution, Via};

fn locales() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales")
}

#[test]
fn the_lesson_plays_to_the_end_and_speaks_every_language() {
    verified::<GameState>(&locales());
}

/// What the learner met in their own turns on one line.
#[derive(Default, Debug)]
struct Met {
    built: bool,
    crossed: bool,
    placed: bool,
    blocked: bool,
    closed_loop: bool,
}

#[test]
fn in_their_own_turns_the_learner_builds_crosses_the_wall_places_and_meets_a_blocked_scout_or_a_loop()
 {
    let script: Script<GameState> = GameState::script();
    let from = script.own_from().expect("the lesson has an own stretch");
    let start = line_state(&script, from).expect("the opening is legal");
    let learner = script.learner;
    let mut all = Vec::new();
    for k in 0..4 * OWN_LINES as u64 {
        let mut game = start.clone();
        let mut opponent = GameState::opponent(k);
        let mut met = Met::default();
        let mut last_build = None;
        own_line(&mut game, learner, &mut *opponent, k, |before, action| {
            let mine = before.to_move() == Some(learner);
            match action {
                Action::Build { .. } if mine => met.built = true,
                Action::PlacePieces if mine => met.placed = true,
                Action::Step {
                    via: Via::Wall { .. },
                    ..
                } if mine => met.crossed = true,
                _ => {}
            }
            if (0..2).any(|seat| before.is_blocked(seat)) {
                met.blocked = true;
            }
            if before.last_build() != last_build {
                last_build = before.last_build();
                if let Some(event) = last_build
                    && matches!(
                        event.built.resolution,
                        Resolution::Loop { .. } | Resolution::BranchLoop
                    )
                {
                    met.closed_loop = true;
                }
            }
        });
        all.push(met);
    }
    let share = |f: fn(&Met) -> bool| all.iter().filter(|m| f(m)).count() as f64 / all.len() as f64;
    let (built, crossed, placed) = (
        share(|m| m.built),
        share(|m| m.crossed),
        share(|m| m.placed),
    );
    let met = share(|m| m.blocked || m.closed_loop);
    println!(
        "own lines: built {built:.2}, crossed the wall {crossed:.2}, placed {placed:.2}, blocked scout {:.2}, closed loop {:.2}, either {met:.2}",
        share(|m| m.blocked),
        share(|m| m.closed_loop)
    );
    assert!(built == 1.0 && placed == 1.0, "{all:?}");
    // A random learner crosses in nearly every game (a learner who reads the
    // coach does in every one).
    assert!(crossed >= 0.8, "{all:?}");
    // The opening's last prepared turn closes every wall piece next to the
    // learner's scout: blocked at their first own turn, in every game.
    assert!(met == 1.0, "{all:?}");
}

/// A newcomer's time: every coach line and every tip shown read at 200
/// words a minute, 2 s a click (each "Next", each choice, each tip closed),
/// random legal choices; the opponents' moves at the app's normal pace (1 s
/// each) on top. Printed, not asserted.
#[test]
fn a_newcomers_minutes() {
    println!(
        "{}",
        newcomer_in::<GameState>(&locales()).report("Dschingis Khan")
    );
}
