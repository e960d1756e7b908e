//! "Learn to play": a guided game as data. A lesson is a script of steps over
//! a prepared deal (options and seed): the coach's words, the choices the
//! learner is asked to make, the few made freely, and the prepared actions of
//! the opponents (and of the learner's own turns, where the coach sums a part
//! of the game up). The engine plays every action, so no rule is changed;
//! [`check`] replays a script through the rules, so an engine change that
//! breaks a lesson fails a test.
//!
//! A script is JSON, one file per game (`crates/<game>/data/lesson.json`):
//!
//! ```json
//! { "options": {…}, "seed": 7, "learner": 0,
//!   "steps": [
//!     { "Say":  { "text": "lesson-goal" } },
//!     { "Ask":  { "text": "lesson-first-draw", "actions": ["DrawPiece"], "why": "lesson-why-piece" } },
//!     { "Play": { "actions": ["DrawWall", "PlacePieces"] } },
//!     { "Free": { "text": "lesson-your-choice" } },
//!     { "Play": { "text": "lesson-rounds-later", "quick": true, "actions": […] } },
//!     { "Say":  { "text": "lesson-final-scoring", "scoring": ["Herb"] } } ] }
//! ```
//!
//! The texts are message ids in the app's language files; `show` lists
//! actions whose spots the board highlights while the step is on screen (an
//! `Ask` highlights its own actions); `scoring` names the ways of scoring a
//! step explains (the game's own list, [`Lesson::SCORING`]).

use serde::{Deserialize, Serialize};

use crate::game::Game;

/// A game that has a lesson: its script and the ways of scoring it must
/// show.
pub trait Lesson: Game {
    /// The script's JSON text (`include_str!`).
    const SCRIPT: &'static str;
    /// Every way of scoring the engine knows, by the names the script's
    /// `scoring` lists use (the Dragon's `VpSource`, …).
    const SCORING: &'static [&'static str];

    /// The parsed script (a broken one is a bug the tests catch). Read
    /// through a `serde_json::Value`, as the app reads saves: the game's
    /// actions and options then need one deserializer in the wasm, not two.
    fn script() -> Script<Self> {
        let value: serde_json::Value =
            serde_json::from_str(Self::SCRIPT).expect("the lesson script is JSON (tested)");
        let script: Script<Self> =
            serde_json::from_value(value).expect("the lesson script parses (tested)");
        script.migrated()
    }
}

/// A lesson: the prepared deal and the steps over it.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Script<G: Game> {
    pub options: G::Options,
    pub seed: u64,
    /// The learner's seat; every other seat plays prepared actions.
    pub learner: usize,
    pub steps: Vec<Step<G>>,
}

/// One step of a lesson.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Step<G: Game> {
    /// The coach says something; the learner reads it and goes on.
    Say {
        text: String,
        #[serde(default)]
        show: Vec<G::Action>,
        #[serde(default)]
        scoring: Vec<String>,
    },
    /// The learner must take one of `actions` (the first is the lesson's
    /// line); any other legal action is answered with `why`, one sentence on
    /// why this one is asked for now.
    Ask {
        text: String,
        actions: Vec<G::Action>,
        why: String,
        #[serde(default)]
        show: Vec<G::Action>,
    },
    /// The learner chooses freely: every legal action keeps the rest of the
    /// script legal ([`check`] plays each one).
    Free {
        text: String,
        #[serde(default)]
        show: Vec<G::Action>,
    },
    /// Prepared actions, for whoever is to move: the opponents, or (with a
    /// `text` summing them up) a part of the game played quickly. `quick`
    /// plays them at once instead of at the bots' pace.
    Play {
        #[serde(default)]
        text: Option<String>,
        #[serde(default)]
        quick: bool,
        actions: Vec<G::Action>,
    },
}

impl<G: Game> Step<G> {
    /// The coach's words for this step, if it has any.
    pub fn text(&self) -> Option<&str> {
        match self {
            Step::Say { text, .. } | Step::Ask { text, .. } | Step::Free { text, .. } => Some(text),
            Step::Play { text, .. } => text.as_deref(),
        }
    }

    /// Every message id the step uses.
    pub fn texts(&self) -> Vec<&str> {
        let mut out: Vec<&str> = self.text().into_iter().collect();
        if let Step::Ask { why, .. } = self {
            out.push(why);
        }
        out
    }

    /// How many actions the step plays.
    pub fn actions(&self) -> usize {
        match self {
            Step::Say { .. } => 0,
            Step::Ask { .. } | Step::Free { .. } => 1,
            Step::Play { actions, .. } => actions.len(),
        }
    }

    /// The actions whose spots the board highlights during the step.
    pub fn highlights(&self) -> Vec<G::Action> {
        match self {
            Step::Say { show, .. } | Step::Free { show, .. } => show.clone(),
            Step::Ask { actions, show, .. } => actions.iter().chain(show).copied().collect(),
            Step::Play { .. } => Vec::new(),
        }
    }
}

/// Where a game of `moves` actions stands in a script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The first step not finished: the coach's `Say` steps at this point
    /// come first, then the step that plays the next action.
    pub step: usize,
    /// Actions of that step already played (within a `Play`).
    pub done: usize,
}

impl<G: Game> Script<G> {
    /// The actions played before each step.
    pub fn starts(&self) -> Vec<usize> {
        let mut at = 0;
        self.steps
            .iter()
            .map(|s| {
                let start = at;
                at += s.actions();
                start
            })
            .collect()
    }

    /// All the actions of the lesson's line (each `Ask`'s first).
    pub fn line(&self) -> Vec<G::Action> {
        let mut out = Vec::new();
        for step in &self.steps {
            match step {
                Step::Say { .. } | Step::Free { .. } => {}
                Step::Ask { actions, .. } => out.extend(actions.first()),
                Step::Play { actions, .. } => out.extend(actions),
            }
        }
        out
    }

    /// This script with the actions its game once made by itself
    /// ([`Game::made_by_itself`]) put in as prepared ones where its line
    /// would otherwise be illegal, so that a script written before still
    /// plays (the learner's own ones in a quick `Play` before the `Ask`);
    /// a script written since is unchanged. Unchanged past a `Free` step,
    /// where the line is the learner's.
    pub fn migrated(mut self) -> Script<G> {
        let Ok(mut game) = G::new(&self.options, self.seed) else {
            return self;
        };
        // Plays `action`, first what the game once made by itself if the
        // action is illegal without it; returns those.
        let play = |game: &mut G, action: G::Action| {
            let mut made = Vec::new();
            let mut tried = game.clone();
            if tried.apply(action).is_ok() {
                *game = tried;
                return made;
            }
            while let Some(forced) = game.made_by_itself() {
                if game.apply(forced).is_err() {
                    break;
                }
                made.push(forced);
            }
            let _ = game.apply(action);
            made
        };
        let mut steps = Vec::with_capacity(self.steps.len());
        let mut rest = std::mem::take(&mut self.steps).into_iter();
        for step in rest.by_ref() {
            match step {
                Step::Play {
                    text,
                    quick,
                    actions,
                } => {
                    let mut all = Vec::with_capacity(actions.len());
                    for action in actions {
                        all.extend(play(&mut game, action));
                        all.push(action);
                    }
                    steps.push(Step::Play {
                        text,
                        quick,
                        actions: all,
                    });
                }
                Step::Ask { ref actions, .. } => {
                    let made = match actions.first() {
                        Some(&action) => play(&mut game, action),
                        None => Vec::new(),
                    };
                    if !made.is_empty() {
                        steps.push(Step::Play {
                            text: None,
                            quick: true,
                            actions: made,
                        });
                    }
                    steps.push(step);
                }
                Step::Free { .. } => {
                    steps.push(step);
                    break;
                }
                other => steps.push(other),
            }
        }
        steps.extend(rest);
        self.steps = steps;
        self
    }

    /// The first step at `moves` actions played, after `read` of its `Say`
    /// steps; `None` once every step is done.
    pub fn place(&self, moves: usize, read: usize) -> Option<Place> {
        let starts = self.starts();
        let mut skipped = 0;
        for (i, step) in self.steps.iter().enumerate() {
            let (start, len) = (starts[i], step.actions());
            if start + len < moves || (start + len == moves && len > 0) {
                continue;
            }
            if len == 0 {
                if start < moves {
                    continue;
                }
                if skipped < read {
                    skipped += 1;
                    continue;
                }
            }
            return Some(Place {
                step: i,
                done: moves - start,
            });
        }
        None
    }

    /// The action the script plays at `moves` actions, if a `Play` step
    /// (or the lesson's line for the learner's steps) has one there.
    pub fn prepared(&self, moves: usize) -> Option<G::Action> {
        let starts = self.starts();
        self.steps
            .iter()
            .zip(starts)
            .find_map(|(step, start)| match step {
                Step::Play { actions, .. } if start <= moves && moves < start + actions.len() => {
                    Some(actions[moves - start])
                }
                _ => None,
            })
    }
}

/// Why a script does not play.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonError {
    /// The options or seed are refused.
    Setup(String),
    /// Step `step` plays an action that is illegal (`action`, in Debug
    /// words) after `path` (the free choices made to get there).
    Illegal {
        step: usize,
        action: String,
        path: Vec<String>,
    },
    /// An `Ask` or `Free` step comes when the learner is not to move.
    NotLearner { step: usize, to_move: Option<usize> },
    /// An `Ask` without actions.
    EmptyAsk { step: usize },
    /// The script ends before the game does.
    NotOver { path: Vec<String> },
    /// The game ends before the script does.
    OverEarly { step: usize },
}

/// What a script that plays shows: its message ids and the ways of scoring
/// its steps explain.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Checked {
    pub texts: Vec<String>,
    pub scoring: Vec<String>,
    /// How many lines through the free choices were played to the end.
    pub lines: usize,
    /// The learner's decisions on the lesson's line (asked or free).
    pub decisions: usize,
    /// Actions on the lesson's line.
    pub actions: usize,
}

/// Replays `script` through the rules: every prepared action is legal when
/// it comes, every asked choice is the learner's and legal at its step, every
/// legal option of every free choice (and every accepted option of an ask)
/// keeps the rest of the script legal, and the game ends with the script.
pub fn check<G: Game>(script: &Script<G>) -> Result<Checked, LessonError> {
    let game =
        G::new(&script.options, script.seed).map_err(|e| LessonError::Setup(e.to_string()))?;
    let mut checked = Checked::default();
    for step in &script.steps {
        checked
            .texts
            .extend(step.texts().into_iter().map(String::from));
        if let Step::Say { scoring, .. } = step {
            checked.scoring.extend(scoring.iter().cloned());
        }
        if matches!(step, Step::Ask { .. } | Step::Free { .. }) {
            checked.decisions += 1;
        }
    }
    checked.actions = script.line().len();
    walk(script, 0, game, &mut Vec::new(), &mut checked)?;
    Ok(checked)
}

/// Plays the steps from `from` on `game`, branching at every choice the
/// learner may make.
fn walk<G: Game>(
    script: &Script<G>,
    from: usize,
    mut game: G,
    path: &mut Vec<String>,
    checked: &mut Checked,
) -> Result<(), LessonError> {
    let illegal = |step: usize, action: &G::Action, path: &[String]| LessonError::Illegal {
        step,
        action: format!("{action:?}"),
        path: path.to_vec(),
    };
    for (i, step) in script.steps.iter().enumerate().skip(from) {
        if step.actions() > 0 && game.is_over() {
            return Err(LessonError::OverEarly { step: i });
        }
        let options = match step {
            Step::Say { .. } => continue,
            Step::Play { actions, .. } => {
                for action in actions {
                    if game.is_over() {
                        return Err(LessonError::OverEarly { step: i });
                    }
                    game.apply(*action).map_err(|_| illegal(i, action, path))?;
                }
                continue;
            }
            Step::Ask { actions, .. } => {
                if actions.is_empty() {
                    return Err(LessonError::EmptyAsk { step: i });
                }
                actions.clone()
            }
            Step::Free { .. } => game.legal(),
        };
        if game.to_move() != Some(script.learner) {
            return Err(LessonError::NotLearner {
                step: i,
                to_move: game.to_move(),
            });
        }
        for action in &options {
            let mut next = game.clone();
            next.apply(*action).map_err(|_| illegal(i, action, path))?;
            path.push(format!("step {i}: {action:?}"));
            walk(script, i + 1, next, path, checked)?;
            path.pop();
        }
        return Ok(());
    }
    if !game.is_over() {
        return Err(LessonError::NotOver { path: path.clone() });
    }
    checked.lines += 1;
    Ok(())
}

/// The lesson's game at `moves` actions of its line, to author scripts and
/// test them (`None` past its end or where the line is illegal).
pub fn line_state<G: Game>(script: &Script<G>, moves: usize) -> Option<G> {
    let mut game = G::new(&script.options, script.seed).ok()?;
    for action in script.line().into_iter().take(moves) {
        game.apply(action).ok()?;
    }
    Some(game)
}

/// Everything a game's lesson test asks, in one call: the script parses and
/// [`check`]s, its steps explain every way of scoring of
/// [`Lesson::SCORING`] and name no other, and every message id it uses is
/// defined in every language's file for the game (`<locales>/<lang>/<NAME>.ftl`).
/// Returns what was checked, or every problem found, one a line.
pub fn verify<G: Lesson>(locales: &std::path::Path, langs: &[&str]) -> Result<Checked, String> {
    let script: Script<G> =
        serde_json::from_str(G::SCRIPT).map_err(|e| format!("the script does not parse: {e}"))?;
    let script = script.migrated();
    let checked = check(&script).map_err(|e| format!("the script does not play: {e:?}"))?;
    let mut problems = Vec::new();
    for way in G::SCORING {
        if !checked.scoring.iter().any(|s| s == way) {
            problems.push(format!("no step explains the scoring `{way}`"));
        }
    }
    for way in &checked.scoring {
        if !G::SCORING.contains(&way.as_str()) {
            problems.push(format!("`{way}` is not a way of scoring of {}", G::NAME));
        }
    }
    for lang in langs {
        let path = locales.join(lang).join(format!("{}.ftl", G::NAME));
        let source = std::fs::read_to_string(&path)
            .map_err(|e| format!("{} cannot be read: {e}", path.display()))?;
        for id in &checked.texts {
            if !defines(&source, id) {
                problems.push(format!("{} lacks `{id}`", path.display()));
            }
        }
    }
    match problems.is_empty() {
        true => Ok(checked),
        false => Err(problems.join("\n")),
    }
}

/// Whether a Fluent source defines message `id` (a line `id =` at its start).
fn defines(source: &str, id: &str) -> bool {
    source.lines().any(|line| {
        line.strip_prefix(id)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}
