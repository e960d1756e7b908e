//! Lesson scripts (`boardgame::lesson`) on the toy pile game: a script plays
//! only if every prepared action is legal when it comes, every asked choice
//! is the learner's, every free option keeps the rest legal, and the game
//! ends with it; an `Own` stretch is played many times to the end with
//! random legal choices against the game's opponent.

mod common;

use boardgame::lesson::{Lesson, LessonError, OWN_LINES, Place, Script, Step, check, line_state};
use boardgame::{Bot, Game, Rng};
use common::{Pile, PileOptions, Random};

impl Lesson for Pile {
    const SCRIPT: &'static str = r#"{"options":{"counters":5},"seed":1,"learner":0,"steps":[
        {"Say":{"text":"pile-goal"}},
        {"Ask":{"text":"pile-take-one","actions":[1],"why":"pile-why"}},
        {"Play":{"actions":[1]}},
        {"Ask":{"text":"pile-take-three","actions":[3],"why":"pile-why"}},
        {"Say":{"text":"pile-end","scoring":["last-counter"]}}]}"#;
    const SCORING: &'static [&'static str] = &["last-counter"];

    fn scored(&self, seat: usize) -> Vec<i32> {
        vec![self.scores()[seat]]
    }

    fn opponent(seed: u64) -> Box<dyn Bot<Pile>> {
        Box::new(Random(Rng::seeded(seed)))
    }
}

fn say(text: &str) -> Step<Pile> {
    Step::Say {
        text: text.into(),
        show: vec![],
        scoring: vec![],
    }
}

fn ask(actions: Vec<u32>) -> Step<Pile> {
    Step::Ask {
        text: "ask".into(),
        actions,
        why: "why".into(),
        show: vec![],
    }
}

fn play(actions: Vec<u32>) -> Step<Pile> {
    Step::Play {
        text: None,
        quick: false,
        actions,
    }
}

fn script(counters: u32, steps: Vec<Step<Pile>>) -> Script<Pile> {
    Script {
        options: PileOptions { counters },
        seed: 1,
        learner: 0,
        steps,
    }
}

/// A pile of 7: the learner takes 3 (asked), the opponent 1, the learner
/// takes 3 and wins.
fn seven() -> Script<Pile> {
    script(
        7,
        vec![
            say("goal"),
            say("turns"),
            ask(vec![3]),
            play(vec![1]),
            ask(vec![3]),
            say("end"),
        ],
    )
}

#[test]
fn a_script_that_plays_to_the_end_is_accepted_with_its_texts() {
    let checked = check(&seven()).unwrap();
    assert_eq!(checked.lines, 1);
    assert_eq!(checked.decisions, 2);
    assert_eq!(checked.actions, 3);
    assert_eq!(
        checked.texts,
        ["goal", "turns", "ask", "why", "ask", "why", "end"]
    );
    assert!(line_state(&seven(), 3).unwrap().winner == Some(0));
}

#[test]
fn an_illegal_prepared_action_is_named_with_its_step() {
    let mut s = seven();
    s.steps[3] = play(vec![4]);
    assert_eq!(
        check(&s),
        Err(LessonError::Illegal {
            step: 3,
            action: "4".into(),
            path: vec!["step 2: 3".into()],
        })
    );
}

#[test]
fn an_ask_must_come_at_the_learners_turn() {
    let s = script(7, vec![play(vec![1]), ask(vec![2])]);
    assert_eq!(
        check(&s),
        Err(LessonError::NotLearner {
            step: 1,
            to_move: Some(1)
        })
    );
}

#[test]
fn every_free_option_must_keep_the_script_legal() {
    let free = || Step::Free {
        text: "free".into(),
        show: vec![],
    };
    // From 3, taking 3 ends the game, but a free take of 1 does not: the
    // check names the choice that breaks the lesson.
    assert_eq!(
        check(&script(3, vec![free()])),
        Err(LessonError::NotOver {
            path: vec!["step 0: 1".into()]
        })
    );
    // From 5, a free take of 1, 2 or 3 leaves 4, 3 or 2; the prepared 1 then
    // leaves 3, 2 or 1, which the asked 1 does not finish.
    assert!(matches!(
        check(&script(5, vec![free(), play(vec![1]), ask(vec![1])])),
        Err(LessonError::NotOver { .. })
    ));
    // An ask that accepts several actions is checked on each of them.
    let s = script(6, vec![ask(vec![2, 1]), play(vec![1]), ask(vec![3])]);
    assert!(matches!(
        check(&s),
        Err(LessonError::Illegal { step: 2, .. }) | Err(LessonError::NotOver { .. })
    ));
    // A free choice whose every option is played to the end is accepted:
    // from 2, the learner's 1 or 2 ... only 2 ends; from 1 the one option.
    // (A choice of one option is not counted as a decision.)
    let checked = check(&script(1, vec![say("goal"), free(), say("end")])).unwrap();
    assert_eq!((checked.lines, checked.decisions), (1, 0));
    assert_eq!(checked.learner_actions, 1);
    let checked = check(&script(2, vec![free(), say("end")])).unwrap_err();
    assert!(matches!(checked, LessonError::NotOver { .. }));
    // Two accepted asks that both end the game: two lines.
    let s = script(5, vec![play(vec![1]), play(vec![1]), ask(vec![3])]);
    assert_eq!(check(&s).unwrap().lines, 1);
}

#[test]
fn a_script_that_stops_before_the_end_or_plays_past_it_is_refused() {
    let short = script(7, vec![ask(vec![3])]);
    assert!(matches!(check(&short), Err(LessonError::NotOver { .. })));
    let long = script(3, vec![ask(vec![3]), play(vec![1])]);
    assert_eq!(check(&long), Err(LessonError::OverEarly { step: 1 }));
}

#[test]
fn the_place_in_a_script_follows_the_moves_and_the_steps_read() {
    let s = seven();
    assert_eq!(s.starts(), [0, 0, 0, 1, 2, 3]);
    assert_eq!(s.place(0, 0, false), Some(Place { step: 0, done: 0 }));
    assert_eq!(s.place(0, 1, false), Some(Place { step: 1, done: 0 }));
    assert_eq!(s.place(0, 2, false), Some(Place { step: 2, done: 0 }));
    assert_eq!(s.place(1, 0, false), Some(Place { step: 3, done: 0 }));
    assert_eq!(s.place(2, 0, false), Some(Place { step: 4, done: 0 }));
    assert_eq!(s.place(3, 0, true), Some(Place { step: 5, done: 0 }));
    assert_eq!(s.place(3, 1, true), None);
    assert_eq!(s.prepared(1), Some(1));
    assert_eq!(s.prepared(0), None);
    assert_eq!(s.line(), [3, 1, 3]);
}

#[test]
fn a_script_round_trips_as_json() {
    let json = serde_json::to_string(&seven()).unwrap();
    assert!(json.contains(r#"{"Ask":{"text":"ask","actions":[3],"why":"why","show":[]}}"#));
    let back: Script<Pile> = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
}

fn own() -> Step<Pile> {
    Step::Own {
        text: "own".into(),
        show: vec![],
    }
}

/// A pile of 20: the learner asked for 3, the opponent's prepared 1, then
/// the learner's own stretch against a random opponent to the end, then
/// the scoring line.
fn twenty() -> Script<Pile> {
    script(
        20,
        vec![
            say("goal"),
            ask(vec![3]),
            play(vec![1]),
            say("yours"),
            own(),
            say("score"),
            say("winner"),
        ],
    )
}

#[test]
fn the_own_stretch_is_played_many_times_to_the_end_with_the_learners_own_decisions() {
    let checked = check(&twenty()).unwrap();
    assert_eq!(checked.lines, OWN_LINES);
    assert_eq!(
        checked.actions, 2,
        "the line stops where the learner's own starts"
    );
    // Each line: the asked decision (three options, not own), then the own
    // ones; every own decision from a pile of 3 or more has options.
    assert!(checked.decisions > checked.lines * 3, "{checked:?}");
    assert_eq!(
        checked.decisions - checked.own,
        checked.lines,
        "one asked a line"
    );
    assert!(checked.own_share() > 0.6 && checked.least_own < 1.0);
    assert_eq!(
        checked.shown,
        ["goal", "ask", "yours", "own", "score", "winner"]
    );
}

#[test]
fn the_own_stretch_shows_its_step_until_the_end_then_the_lines_after_it() {
    let s = twenty();
    assert_eq!(s.own_from(), Some(2));
    assert!(!s.in_own(1) && s.in_own(2) && s.in_own(9));
    assert_eq!(s.place(2, 0, false), Some(Place { step: 3, done: 0 }));
    assert_eq!(s.place(2, 1, false), Some(Place { step: 4, done: 0 }));
    assert_eq!(s.place(7, 0, false), Some(Place { step: 4, done: 5 }));
    assert_eq!(s.place(7, 0, true), Some(Place { step: 5, done: 0 }));
    assert_eq!(s.place(7, 1, true), Some(Place { step: 6, done: 0 }));
    assert_eq!(s.place(7, 2, true), None);
    assert_eq!(s.prepared(1), Some(1));
    assert_eq!(s.prepared(2), None);
}

#[test]
fn only_the_coachs_words_may_follow_the_own_stretch_and_the_end_must_add_up() {
    let mut s = twenty();
    s.steps.push(play(vec![1]));
    assert_eq!(check(&s), Err(LessonError::AfterOwn { step: 7 }));
    let s = twenty();
    let refused = boardgame::lesson::check_with(&s, &Pile::opponent, |_| Err("no".into()));
    assert!(
        matches!(refused, Err(LessonError::End { .. })),
        "{refused:?}"
    );
}

#[test]
fn a_fluent_message_is_read_with_its_continuation_lines_and_its_words_counted() {
    use boardgame::lesson::{message, words};
    let source = "a = One two.\nb = Three\n    four { $n } five.\n\nc = x\n";
    assert_eq!(message(source, "b").unwrap(), "Three four { $n } five.");
    assert_eq!(
        words(&message(source, "b").unwrap()),
        3 + 1,
        "a placeable is one"
    );
    assert_eq!(message(source, "d"), None);
}

#[test]
fn a_newcomers_minutes_are_the_words_read_and_the_clicks_made() {
    let newcomer = boardgame::lesson::Newcomer {
        coach_words: 300,
        nexts: 10,
        choices: 20.0,
        tips: 4.0,
        tip_words: 100.0,
        opponent_moves: 50.0,
    };
    // 300 words at 200 a minute, 30 clicks at 3 s; 100 words and 4 clicks.
    let coach = newcomer.coach_minutes(200.0, 3.0);
    assert!((coach - (1.5 + 1.5)).abs() < 1e-9, "{coach}");
    let tips = newcomer.tip_minutes(200.0, 3.0);
    assert!((tips - (0.5 + 0.2)).abs() < 1e-9, "{tips}");
}

mod verified {
    use super::*;
    use boardgame::lesson::verify;

    /// A lesson whose every text is defined in both languages' files passes;
    /// a missing message is named with its file.
    #[test]
    fn verify_names_every_missing_message_by_file() {
        let dir = std::env::temp_dir().join(format!("lesson-verify-{}", std::process::id()));
        for lang in ["en", "de"] {
            std::fs::create_dir_all(dir.join(lang)).unwrap();
        }
        let all = "pile-goal = Take the last counter.\npile-take-one = Take one.\npile-why = Because.\npile-end = You took the last.\npile-take-three = Take three.\n";
        std::fs::write(dir.join("en/pile.ftl"), all).unwrap();
        std::fs::write(
            dir.join("de/pile.ftl"),
            &all[..all.find("pile-take-three").unwrap()],
        )
        .unwrap();
        let problems = verify::<Pile>(&dir, &["en", "de"]).unwrap_err();
        assert_eq!(
            problems,
            format!(
                "{} lacks `pile-take-three`",
                dir.join("de/pile.ftl").display()
            )
        );
        let checked = verify::<Pile>(&dir, &["en"]).unwrap();
        assert_eq!(checked.scoring, ["last-counter"]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
