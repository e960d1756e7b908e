//! "Learn to play": a guided game as data. A lesson is a script of steps over
//! a prepared deal (options and seed): a short opening of the coach's words,
//! the first choices the learner is asked to make (or makes freely) and the
//! prepared actions of the opponents; then an `Own` step, from which the
//! learner makes every decision of their own to the end of the game against
//! the game's Easy bots; then, at the game's end, the final scoring
//! explained one line per way of scoring with the learner's actual points
//! ([`Lesson::scored`]). The engine plays every action, so no rule is
//! changed; [`check`] replays a script through the rules, the own stretch
//! many times with random legal choices, so an engine change that breaks a
//! lesson fails a test.
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
//!     { "Own":  { "text": "lesson-your-game" } },
//!     { "Say":  { "text": "lesson-score-herb", "scoring": ["Herb"] } } ] }
//! ```
//!
//! The texts are message ids in the app's language files; `show` lists
//! actions whose spots the board highlights while the step is on screen (an
//! `Ask` highlights its own actions); `scoring` names the ways of scoring a
//! step explains (the game's own list, [`Lesson::SCORING`]); a step after
//! `Own` is shown once the game is over, and its words get the learner's
//! `points` from that way of scoring (and every such step gets `total`, the
//! learner's score, `best`, the winner's, and `place`, the learner's rank).

use serde::{Deserialize, Serialize};

use crate::bot::Bot;
use crate::game::Game;
use crate::rng::Rng;

/// A game that has a lesson: its script and the ways of scoring it must
/// show.
pub trait Lesson: Game {
    /// The script's JSON text (`include_str!`).
    const SCRIPT: &'static str;
    /// Every way of scoring the engine knows, by the names the script's
    /// `scoring` lists use (the Dragon's `VpSource`, …).
    const SCORING: &'static [&'static str];

    /// `seat`'s points from each way of [`Lesson::SCORING`], in that order;
    /// at the game's end they add up to the seat's score (the check tests
    /// it), so the coach explains the real result line by line.
    fn scored(&self, seat: usize) -> Vec<i32>;

    /// The opponents of the learner's own stretch: the game's Easy bot,
    /// seeded (the app plays the same level).
    fn opponent(seed: u64) -> Box<dyn Bot<Self>>;

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
    /// From here on the learner decides every move of their own and every
    /// other seat is played by the game's Easy bot, to the end of the game.
    /// Only `Say` steps may follow: the final scoring, shown at the end.
    Own {
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
            Step::Say { text, .. }
            | Step::Ask { text, .. }
            | Step::Free { text, .. }
            | Step::Own { text, .. } => Some(text),
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

    /// How many actions the step plays (none counted for `Own`: it plays
    /// to the end).
    pub fn actions(&self) -> usize {
        match self {
            Step::Say { .. } | Step::Own { .. } => 0,
            Step::Ask { .. } | Step::Free { .. } => 1,
            Step::Play { actions, .. } => actions.len(),
        }
    }

    /// The actions whose spots the board highlights during the step.
    pub fn highlights(&self) -> Vec<G::Action> {
        match self {
            Step::Say { show, .. } | Step::Free { show, .. } | Step::Own { show, .. } => {
                show.clone()
            }
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
                Step::Say { .. } | Step::Free { .. } | Step::Own { .. } => {}
                Step::Ask { actions, .. } => out.extend(actions.first()),
                Step::Play { actions, .. } => out.extend(actions),
            }
        }
        out
    }

    /// The index of the `Own` step, if the script has one.
    pub fn own(&self) -> Option<usize> {
        self.steps
            .iter()
            .position(|s| matches!(s, Step::Own { .. }))
    }

    /// The actions played before the learner's own stretch (`None`: the
    /// script has none).
    pub fn own_from(&self) -> Option<usize> {
        self.own().map(|i| self.starts()[i])
    }

    /// Whether `moves` actions are into the learner's own stretch: the
    /// opponents are the bots' and every legal choice is the learner's.
    pub fn in_own(&self, moves: usize) -> bool {
        self.own_from().is_some_and(|from| moves >= from)
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
                Step::Free { .. } | Step::Own { .. } => {
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
    /// steps; `None` once every step is done. `over`: the game has ended
    /// (the steps after `Own` are shown then, one per `read`).
    pub fn place(&self, moves: usize, read: usize, over: bool) -> Option<Place> {
        let starts = self.starts();
        if let Some(own) = self.own()
            && (moves > starts[own] || (moves == starts[own] && over))
        {
            if !over {
                return Some(Place {
                    step: own,
                    done: moves - starts[own],
                });
            }
            return (own + 1 + read < self.steps.len()).then_some(Place {
                step: own + 1 + read,
                done: 0,
            });
        }
        let mut skipped = 0;
        for (i, step) in self.steps.iter().enumerate() {
            let (start, len) = (starts[i], step.actions());
            if start + len < moves || (start + len == moves && len > 0) {
                continue;
            }
            if matches!(step, Step::Own { .. }) && start == moves {
                return Some(Place { step: i, done: 0 });
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
    /// Step `step` comes after `Own` but is not a `Say` (or a second `Own`).
    AfterOwn { step: usize },
    /// A line of the own stretch (played from `seed`) ends in a state the
    /// game's check refuses (`why`: the learner's points do not add up).
    End { seed: u64, why: String },
}

/// How many times [`check`] plays the learner's own stretch (from each
/// line through the opening's free choices) with random legal choices.
pub const OWN_LINES: usize = 24;

/// What a script that plays shows: its message ids, the ways of scoring its
/// steps explain, and the learner's decisions over the lines played.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Checked {
    /// Every message id the script uses (the `why`s included).
    pub texts: Vec<String>,
    /// The coach's words a learner who follows the script sees, in order.
    pub shown: Vec<String>,
    pub scoring: Vec<String>,
    /// How many lines were played to the end (through the opening's free
    /// choices, and each of those [`OWN_LINES`] times through the own
    /// stretch).
    pub lines: usize,
    /// The learner's decisions with more than one legal option, summed over
    /// the lines.
    pub decisions: usize,
    /// Of those, the learner's own: no option marked as the coach's and
    /// every legal option accepted (a `Free` step, the own stretch).
    pub own: usize,
    /// The smallest share of own decisions on one line.
    pub least_own: f64,
    /// The learner's actions (clicks on a choice), summed over the lines.
    pub learner_actions: usize,
    /// Actions on the lesson's line before the own stretch.
    pub actions: usize,
}

impl Checked {
    /// The share of the learner's decisions that were their own.
    pub fn own_share(&self) -> f64 {
        self.own as f64 / self.decisions.max(1) as f64
    }
}

/// The learner's decisions on one line.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// With more than one legal option.
    pub decisions: usize,
    /// Of those, the learner's own.
    pub own: usize,
    /// Every learner action (forced ones too).
    pub actions: usize,
}

/// Plays `game` to its end as the learner's own stretch: the learner
/// (`learner`) a random legal action drawn from `seed`, every other seat
/// `opponent`'s choice on its own view; `seen` gets each position before
/// its action. Returns the learner's tally.
pub fn own_line<G: Game>(
    game: &mut G,
    learner: usize,
    opponent: &mut dyn Bot<G>,
    seed: u64,
    mut seen: impl FnMut(&G, G::Action),
) -> Tally {
    let mut rng = Rng::seeded(seed);
    let mut tally = Tally::default();
    let mut legal = Vec::new();
    while let Some(seat) = game.to_move() {
        let action = if seat == learner {
            game.legal_actions(&mut legal);
            tally.actions += 1;
            if legal.len() > 1 {
                tally.decisions += 1;
                tally.own += 1;
            }
            legal[rng.below(legal.len())]
        } else {
            let view_seed = rng.below(1 << 30) as u64;
            crate::bot::choose(opponent, game, view_seed)
        };
        seen(game, action);
        game.apply(action).expect("a legal action is accepted");
    }
    tally
}

/// Replays `script` through the rules: every prepared action is legal when
/// it comes, every asked choice is the learner's and legal at its step, every
/// legal option of every free choice (and every accepted option of an ask)
/// keeps the rest of the script legal, and the game ends with the script or
/// in its own stretch, which is played [`OWN_LINES`] times with random legal
/// choices against [`Lesson::opponent`]; `end` checks each final position.
pub fn check<G: Lesson>(script: &Script<G>) -> Result<Checked, LessonError> {
    check_with(script, &G::opponent, |end: &G| {
        let scored: i32 = end.scored(script.learner).iter().sum();
        let score = end.scores()[script.learner];
        (scored == score).then_some(()).ok_or(format!(
            "the ways of scoring add up to {scored}, the score is {score}"
        ))
    })
}

/// [`check`] with the own stretch's `opponent` and final `end` check given.
pub fn check_with<G: Game>(
    script: &Script<G>,
    opponent: &dyn Fn(u64) -> Box<dyn Bot<G>>,
    end: impl Fn(&G) -> Result<(), String>,
) -> Result<Checked, LessonError> {
    let game =
        G::new(&script.options, script.seed).map_err(|e| LessonError::Setup(e.to_string()))?;
    let mut checked = Checked {
        least_own: 1.0,
        ..Checked::default()
    };
    let own = script.own();
    for (i, step) in script.steps.iter().enumerate() {
        checked
            .texts
            .extend(step.texts().into_iter().map(String::from));
        checked.shown.extend(step.text().map(String::from));
        if let Step::Say { scoring, .. } = step {
            checked.scoring.extend(scoring.iter().cloned());
        }
        if let Some(own) = own
            && i > own
            && !matches!(step, Step::Say { .. })
        {
            return Err(LessonError::AfterOwn { step: i });
        }
    }
    checked.actions = script.line().len();
    let mut walk = Walk {
        script,
        opponent,
        end: &end,
        checked,
    };
    walk.from(0, game, &mut Vec::new(), Tally::default())?;
    Ok(walk.checked)
}

/// The state of a [`check`]: the script and what it found so far.
struct Walk<'a, G: Game, E> {
    script: &'a Script<G>,
    opponent: &'a dyn Fn(u64) -> Box<dyn Bot<G>>,
    end: &'a E,
    checked: Checked,
}

impl<G: Game, E: Fn(&G) -> Result<(), String>> Walk<'_, G, E> {
    /// Plays the steps from `from` on `game`, branching at every choice the
    /// learner may make; `tally` counts the learner's decisions so far.
    fn from(
        &mut self,
        from: usize,
        mut game: G,
        path: &mut Vec<String>,
        tally: Tally,
    ) -> Result<(), LessonError> {
        let script = self.script;
        let illegal = |step: usize, action: &G::Action, path: &[String]| LessonError::Illegal {
            step,
            action: format!("{action:?}"),
            path: path.to_vec(),
        };
        for (i, step) in script.steps.iter().enumerate().skip(from) {
            if (step.actions() > 0 || matches!(step, Step::Own { .. })) && game.is_over() {
                return Err(LessonError::OverEarly { step: i });
            }
            let (options, own) = match step {
                Step::Say { .. } => continue,
                Step::Own { .. } => return self.own(game, path, tally),
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
                    (actions.clone(), false)
                }
                Step::Free { .. } => (game.legal(), true),
            };
            if game.to_move() != Some(script.learner) {
                return Err(LessonError::NotLearner {
                    step: i,
                    to_move: game.to_move(),
                });
            }
            let choice = game.legal().len() > 1;
            let tally = Tally {
                decisions: tally.decisions + choice as usize,
                own: tally.own + (choice && own) as usize,
                actions: tally.actions + 1,
            };
            for action in &options {
                let mut next = game.clone();
                next.apply(*action).map_err(|_| illegal(i, action, path))?;
                path.push(format!("step {i}: {action:?}"));
                self.from(i + 1, next, path, tally)?;
                path.pop();
            }
            return Ok(());
        }
        if !game.is_over() {
            return Err(LessonError::NotOver { path: path.clone() });
        }
        self.count(tally);
        (self.end)(&game).map_err(|why| LessonError::End { seed: 0, why })
    }

    /// The own stretch from `game`, [`OWN_LINES`] times.
    fn own(&mut self, game: G, path: &[String], tally: Tally) -> Result<(), LessonError> {
        for k in 0..OWN_LINES {
            let seed = self.script.seed ^ ((path.len() as u64) << 32) ^ (k as u64 + 1);
            let mut line = game.clone();
            let mut opponent = (self.opponent)(seed);
            let own = own_line(
                &mut line,
                self.script.learner,
                &mut *opponent,
                seed,
                |_, _| {},
            );
            self.count(Tally {
                decisions: tally.decisions + own.decisions,
                own: tally.own + own.own,
                actions: tally.actions + own.actions,
            });
            (self.end)(&line).map_err(|why| LessonError::End { seed, why })?;
        }
        Ok(())
    }

    /// One more line played to the end, with its learner's tally.
    fn count(&mut self, tally: Tally) {
        let checked = &mut self.checked;
        checked.lines += 1;
        checked.decisions += tally.decisions;
        checked.own += tally.own;
        checked.learner_actions += tally.actions;
        let share = tally.own as f64 / tally.decisions.max(1) as f64;
        checked.least_own = checked.least_own.min(share);
    }
}

/// A newcomer's way through a lesson, averaged over [`OWN_LINES`] games
/// (the opening's line, then the own stretch with random legal choices
/// against [`Lesson::opponent`]): what they read and click.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Newcomer {
    /// Words of every coach line shown (the `why`s are not: a newcomer who
    /// follows the coach never sees one).
    pub coach_words: usize,
    /// "Next" clicks on the coach's words.
    pub nexts: usize,
    /// The learner's choices (clicks) a game.
    pub choices: f64,
    /// Tips shown to the learner a game (each once, each closed with a
    /// click), and their words.
    pub tips: f64,
    pub tip_words: f64,
    /// The opponents' moves a game (the bots' pace: about a second each at
    /// the app's normal pace, none at the instant one).
    pub opponent_moves: f64,
}

impl Newcomer {
    /// Minutes reading the coach and clicking through the lesson, at
    /// `words_per_minute` and `seconds_per_click`.
    pub fn coach_minutes(&self, words_per_minute: f64, seconds_per_click: f64) -> f64 {
        self.coach_words as f64 / words_per_minute
            + (self.nexts as f64 + self.choices) * seconds_per_click / 60.0
    }

    /// Minutes reading the tips and closing them.
    pub fn tip_minutes(&self, words_per_minute: f64, seconds_per_click: f64) -> f64 {
        self.tip_words / words_per_minute + self.tips * seconds_per_click / 60.0
    }

    /// The figures in one line, at 200 words a minute and 2 s a click (the
    /// games' lesson tests print it).
    pub fn report(&self, game: &str) -> String {
        let (coach, tips) = (self.coach_minutes(200.0, 2.0), self.tip_minutes(200.0, 2.0));
        format!(
            "{game} lesson: {:.1} minutes = {coach:.1} coach and choices ({} words, {} Next, {:.0} choices) + {tips:.1} tips ({:.1} tips, {:.0} words); the opponents' {:.0} moves add {:.1} at the normal pace",
            coach + tips,
            self.coach_words,
            self.nexts,
            self.choices,
            self.tips,
            self.tip_words,
            self.opponent_moves,
            self.opponent_moves / 60.0
        )
    }
}

/// Measures a newcomer through `G`'s lesson: the coach's words from
/// `lesson_source` (the game's English Fluent file), the tips that fire for
/// the learner's seat ([`crate::tips::tips_after`], each once a game) with
/// their words from `tips_source` (the game's tips file).
pub fn newcomer<G: Lesson + crate::tips::Coached>(
    lesson_source: &str,
    tips_source: &str,
) -> Newcomer {
    let script = G::script();
    let count = |source: &str, id: &str| message(source, id).map_or(0, |m| words(&m));
    let mut out = Newcomer::default();
    for step in &script.steps {
        out.coach_words += step.text().map_or(0, |id| count(lesson_source, id));
        if matches!(step, Step::Say { .. }) {
            out.nexts += 1;
        }
    }
    let learner = script.learner;
    let opening = script.line();
    for k in 0..OWN_LINES as u64 {
        let mut game = G::new(&script.options, script.seed).expect("the lesson's deal (tested)");
        let mut seen = std::collections::BTreeSet::new();
        let mut moved = |before: &G, action: G::Action, out: &mut Newcomer| {
            match before.to_move() == Some(learner) {
                true => out.choices += 1.0,
                false => out.opponent_moves += 1.0,
            }
            let mut after = before.clone();
            if after.apply(action).is_err() {
                return;
            }
            for tip in crate::tips::tips_after(before, action, &after, learner) {
                if seen.insert(tip.id.clone()) {
                    out.tips += 1.0;
                    out.tip_words += count(tips_source, &format!("tip-{}", tip.id)) as f64;
                }
            }
        };
        for &action in &opening {
            moved(&game, action, &mut out);
            game.apply(action)
                .expect("the opening's line is legal (tested)");
        }
        if !game.is_over() {
            let mut opponent = G::opponent(k);
            let mut tallied = Newcomer::default();
            own_line(&mut game, learner, &mut *opponent, k, |before, action| {
                moved(before, action, &mut tallied)
            });
            out.choices += tallied.choices;
            out.opponent_moves += tallied.opponent_moves;
            out.tips += tallied.tips;
            out.tip_words += tallied.tip_words;
        }
    }
    let lines = OWN_LINES as f64;
    out.choices /= lines;
    out.opponent_moves /= lines;
    out.tips /= lines;
    out.tip_words /= lines;
    out
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
/// [`check`]s (the learner's points from each way of scoring add up to
/// their score at the end of every line), its steps explain every way of scoring of
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

/// The languages every game's texts are written in.
pub const LANGS: &[&str] = &["en", "de", "nl", "fr"];

/// A game's lesson test in one call: the script [`verify`]s in every
/// language of [`LANGS`], its figures are printed, and at least 80 % of the
/// learner's decisions are their own. Panics with every problem found.
pub fn verified<G: Lesson>(locales: &std::path::Path) -> Checked {
    let checked = verify::<G>(locales, LANGS)
        .unwrap_or_else(|problems| panic!("the lesson does not verify:\n{problems}"));
    println!(
        "lesson: {} lines played, {} decisions, {:.0}% own (least on a line {:.0}%), {:.1} learner actions a line",
        checked.lines,
        checked.decisions,
        100.0 * checked.own_share(),
        100.0 * checked.least_own,
        checked.learner_actions as f64 / checked.lines.max(1) as f64
    );
    assert!(
        checked.own_share() >= 0.8,
        "{:.2} of the learner's decisions are their own",
        checked.own_share()
    );
    checked
}

/// [`newcomer`] with the game's English files under `locales`
/// (`en/<NAME>.ftl`, `en/<NAME>-tips.ftl`; a missing one reads as empty).
pub fn newcomer_in<G: Lesson + crate::tips::Coached>(locales: &std::path::Path) -> Newcomer {
    let read =
        |file: String| std::fs::read_to_string(locales.join("en").join(file)).unwrap_or_default();
    newcomer::<G>(
        &read(format!("{}.ftl", G::NAME)),
        &read(format!("{}-tips.ftl", G::NAME)),
    )
}

/// Whether a Fluent source defines message `id` (a line `id =` at its start).
fn defines(source: &str, id: &str) -> bool {
    message(source, id).is_some()
}

/// The text of message `id` in a Fluent source: its first line's value and
/// the indented lines that continue it (`None`: not defined).
pub fn message(source: &str, id: &str) -> Option<String> {
    let mut lines = source.lines();
    let first = lines.find_map(|line| {
        line.strip_prefix(id)
            .map(str::trim_start)
            .and_then(|rest| rest.strip_prefix('='))
    })?;
    let mut text = first.trim().to_string();
    for line in lines {
        if !line.starts_with(' ') || line.trim().is_empty() {
            break;
        }
        text.push(' ');
        text.push_str(line.trim());
    }
    Some(text)
}

/// The words a reader reads in a Fluent message's text: its words outside
/// placeables, each placeable (`{ $points }`, a selector) one word.
pub fn words(text: &str) -> usize {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => {
                if depth == 0 {
                    plain.push_str(" X ");
                }
                depth += 1;
            }
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain.split_whitespace().count()
}
