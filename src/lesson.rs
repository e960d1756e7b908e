//! A "Learn to play" lesson on screen: where the game stands in its script
//! (`boardgame::lesson`), the learner's choices checked against it, and the
//! prepared actions of the opening played in place of the bots; from the
//! script's `Own` step on, every choice is the learner's and the Easy bots
//! play (`bots::drive`, gated by [`Coach::bots_play`]); at the end, the final
//! scoring's lines with the learner's own points. The script is the game
//! crate's data; the place in it follows from the moves played, so a lesson
//! resumes from its save like any game.

use std::time::Duration;

use boardgame::lesson::{Lesson, Place, Script, Step};
use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::{t, text};
use crate::session::Session;

/// What the coach panel shows for the step on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// The step's index in the script and the steps in all (for "3 of 40").
    pub index: usize,
    pub steps: usize,
    /// The coach's words, in the current language (empty for a step
    /// without words).
    pub text: String,
    pub kind: Kind,
}

/// What the learner does at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Read, then "Next".
    Read,
    /// Make the choice asked for (highlighted).
    Ask,
    /// Choose freely.
    Free,
    /// The learner's own game: every choice theirs, the bots play.
    Own,
    /// Watch the prepared moves (or, with `Next`, play a part quickly).
    Watch { next: bool },
    /// The lesson is over.
    Done,
}

/// A lesson's side of a game on screen.
pub struct Coach<G: GameUi> {
    script: StoredValue<Script<G>>,
    /// (moves played, the coach's `Say` steps read at that many moves).
    read: RwSignal<(usize, usize)>,
    /// Why the learner's last choice is not the one asked for now.
    pub why: RwSignal<Option<String>>,
}

impl<G: GameUi> Clone for Coach<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Coach<G> {}

impl<G: GameUi> Coach<G> {
    pub fn new() -> Coach<G> {
        Coach {
            script: StoredValue::new(G::script()),
            read: RwSignal::new((0, 0)),
            why: RwSignal::new(None),
        }
    }

    /// The place in the script after `moves` actions (tracks what was
    /// read); `over`: the game has ended.
    fn place(&self, moves: usize, over: bool) -> Option<Place> {
        let read = self.read.with(|&(at, n)| if at == moves { n } else { 0 });
        self.script.with_value(|s| s.place(moves, read, over))
    }

    /// Whether `moves` actions are into the learner's own game: the bots
    /// play the opponents and no choice is restricted.
    pub fn in_own(&self, moves: usize) -> bool {
        self.script.with_value(|s| s.in_own(moves))
    }

    /// Whether the bots play now in `session`: in the learner's own game,
    /// once the coach's words before it are read (as prepared moves wait
    /// for them).
    pub fn bots_play(&self, session: &Session<G>) -> bool {
        let moves = session.moves();
        let own = self.script.with_value(|s| s.own());
        self.in_own(moves)
            && own.is_some_and(|own| {
                self.place(moves, session.state.is_over())
                    .is_none_or(|p| p.step >= own)
            })
    }

    /// The step on screen in `session`.
    pub fn shown(&self, session: &Session<G>) -> Shown {
        let moves = session.moves();
        let place = self.place(moves, session.state.is_over());
        self.script.with_value(|s| {
            let steps = s.steps.len();
            let Some(place) = place else {
                return Shown {
                    index: steps,
                    steps,
                    text: String::new(),
                    kind: Kind::Done,
                };
            };
            let step = &s.steps[place.step];
            let kind = match step {
                Step::Say { .. } => Kind::Read,
                Step::Ask { .. } => Kind::Ask,
                Step::Free { .. } => Kind::Free,
                Step::Own { .. } => Kind::Own,
                Step::Play { text, quick, .. } => Kind::Watch {
                    next: *quick && text.is_some() && place.done == 0,
                },
            };
            let args = s
                .in_own(moves)
                .then(|| scoring_args(s, step, &session.state));
            Shown {
                index: place.step,
                steps,
                text: step
                    .text()
                    .map(|id| text(id, args.as_ref()))
                    .unwrap_or_default(),
                kind,
            }
        })
    }

    /// The actions whose spots the board highlights now.
    pub fn highlights(&self, moves: usize, over: bool) -> Vec<G::Action> {
        let place = self.place(moves, over);
        self.script.with_value(|s| {
            place
                .map(|p| s.steps[p.step].highlights())
                .unwrap_or_default()
        })
    }

    /// The choices the coach asks for now (empty unless the step on screen
    /// is an `Ask`).
    pub fn asked(&self, moves: usize) -> Vec<G::Action> {
        let place = self.place(moves, false);
        self.script
            .with_value(|s| match place.map(|p| &s.steps[p.step]) {
                Some(Step::Ask { actions, .. }) => actions.clone(),
                _ => Vec::new(),
            })
    }

    /// Whether the learner may play `action` after `moves` actions: an
    /// asked choice or a free one (the coach's words before it may be
    /// skipped); otherwise the sentence that says why not.
    pub fn allows(&self, moves: usize, action: G::Action) -> Result<(), String> {
        if self.in_own(moves) {
            return Ok(());
        }
        let place = self.place(moves, false);
        self.script.with_value(|s| {
            let Some(place) = place else {
                return Ok(());
            };
            let next = s.steps[place.step..].iter().find(|st| st.actions() > 0);
            match next {
                Some(Step::Ask { actions, why, .. }) if !actions.contains(&action) => {
                    Err(text(why, None))
                }
                Some(Step::Play { .. }) => Err(t!("lesson-wait")),
                _ => Ok(()),
            }
        })
    }

    /// "Next": the coach's words at `moves` are read.
    pub fn next(&self, moves: usize) {
        self.read.update(|r| {
            *r = match r.0 == moves {
                true => (moves, r.1 + 1),
                false => (moves, 1),
            }
        });
    }

    /// The `Say` steps at `moves` actions, all read: the step that plays.
    fn all_read(&self, moves: usize) -> usize {
        self.script.with_value(|s| {
            let starts = s.starts();
            s.steps
                .iter()
                .zip(starts)
                .filter(|(st, start)| st.actions() == 0 && *start == moves)
                .count()
        })
    }

    /// "Back": the coach's words before, or the learner's last choice
    /// taken back (with the prepared moves or the bots' replies after it),
    /// its question shown again.
    pub fn back(&self, session: &mut Session<G>) {
        let moves = session.moves();
        let read = self.read.with(|&(at, n)| if at == moves { n } else { 0 });
        if read > 0 {
            self.read.set((moves, read - 1));
            return;
        }
        // In the learner's own game: their last decision, if it was theirs.
        let (learner, from) = self
            .script
            .with_value(|s| (s.learner, s.own_from().unwrap_or(usize::MAX)));
        let own = session.log.iter().rev().find_map(|e| match e.event {
            crate::session::LogEvent::Action { seat, .. } if seat == learner => Some(e.step - 1),
            _ => None,
        });
        if let Some(keep) = own.filter(|&k| k >= from)
            && session.truncate(keep)
        {
            session.undos += 1;
            self.read.set((keep, 0));
            self.why.set(None);
            return;
        }
        let keep = self.script.with_value(|s| {
            let starts = s.starts();
            s.steps
                .iter()
                .zip(starts)
                .filter(|(st, start)| {
                    matches!(st, Step::Ask { .. } | Step::Free { .. }) && *start < moves
                })
                .map(|(_, start)| start)
                .next_back()
        });
        match keep {
            Some(keep) if session.truncate(keep) => {
                session.undos += 1;
                self.read.set((keep, self.all_read(keep)));
            }
            _ => self.read.set((moves, 0)),
        }
        self.why.set(None);
    }

    /// "Start again": the lesson from its first step.
    pub fn restart(&self, session: &mut Session<G>) {
        session.truncate(0);
        self.read.set((0, 0));
        self.why.set(None);
    }

    /// The prepared actions to play now after `moves` actions, and whether
    /// all at once; empty while the learner is to read or choose.
    fn prepared(&self, moves: usize) -> (Vec<G::Action>, bool) {
        let place = self.place(moves, false);
        self.script
            .with_value(|s| match place.map(|p| (p, &s.steps[p.step])) {
                Some((
                    p,
                    Step::Play {
                        actions,
                        quick,
                        text,
                    },
                )) => {
                    if *quick && text.is_some() && p.done == 0 {
                        return (Vec::new(), true); // waits for "Next"
                    }
                    match quick {
                        true => (actions[p.done..].to_vec(), true),
                        false => (vec![actions[p.done]], false),
                    }
                }
                _ => (Vec::new(), false),
            })
    }

    /// "Next" at a summed-up part of the game: plays it at once.
    pub fn play_part(&self, session: &mut Session<G>) {
        let place = self.place(session.moves(), session.state.is_over());
        let part = self
            .script
            .with_value(|s| match place.map(|p| &s.steps[p.step]) {
                Some(Step::Play { actions, .. }) => actions[place.map_or(0, |p| p.done)..].to_vec(),
                _ => Vec::new(),
            });
        for action in part {
            if session.play(action).is_err() {
                break;
            }
        }
    }
}

/// The numbers a line of the own game's end speaks of: the learner's
/// `points` from the step's way of scoring (`Lesson::scored`), their
/// `total`, the winner's score `best` and their `place` (1 = first).
fn scoring_args<'a, G: GameUi>(
    script: &Script<G>,
    step: &Step<G>,
    state: &G,
) -> crate::i18n::FluentArgs<'a> {
    let mut args = crate::i18n::FluentArgs::new();
    let learner = script.learner;
    if let Step::Say { scoring, .. } = step
        && let Some(way) = scoring.first()
        && let Some(i) = G::SCORING.iter().position(|w| w == way)
    {
        args.set("points", state.scored(learner).get(i).copied().unwrap_or(0));
    }
    let scores = state.scores();
    args.set("total", scores.get(learner).copied().unwrap_or(0));
    args.set("best", scores.iter().copied().max().unwrap_or(0));
    let place = state
        .ranking()
        .iter()
        .position(|&s| s == learner)
        .unwrap_or(0)
        + 1;
    args.set("place", place);
    args
}

impl<G: GameUi> Default for Coach<G> {
    fn default() -> Self {
        Coach::new()
    }
}

/// The lesson's game as it starts: its deal, the learner and prepared
/// opponents (shown as Easy bots: they play the script's moves).
pub fn session<G: GameUi + Lesson>(id: String, created: f64) -> Result<Session<G>, G::Error> {
    let script = G::script();
    let players = G::new(&script.options, script.seed)?.players();
    let mut seats = Vec::new();
    crate::seats::resize_in(&mut seats, players, G::COLOURS);
    for (i, seat) in seats.iter_mut().enumerate() {
        match i == script.learner {
            true => {
                seat.controller = crate::seats::Controller::Human;
                // A name the log can speak of ("Anna (you) builds …").
                seat.name = t!("lesson-you", name = seat.name.clone());
            }
            false => {
                seat.controller = crate::seats::Controller::Bot;
                seat.level = boardgame::Level::Easy;
            }
        }
    }
    let mut session = Session::start(
        id,
        seats,
        crate::seats::DEFAULT_THINK_MS,
        script.options,
        script.seed,
        created,
    )?;
    session.lesson = true;
    Ok(session)
}

/// Plays the lesson's prepared actions in `session` when they come: one at
/// the bots' pace, or a quick part at once (none once `generation` moved
/// on).
pub fn drive<G: GameUi>(session: RwSignal<Session<G>>, generation: RwSignal<u64>, coach: Coach<G>) {
    Effect::new(move |_| {
        let moves = session.with(|s| s.moves());
        coach.read.track();
        let (actions, quick) = coach.prepared(moves);
        if actions.is_empty() {
            return;
        }
        let asked_in = generation.get_untracked();
        let delay = match quick {
            true => 300.0,
            false => crate::pace::bot_delay_ms(),
        };
        set_timeout(
            move || {
                let same = generation.try_get_untracked() == Some(asked_in)
                    && session.try_with_untracked(|s| s.moves()) == Some(moves);
                if same {
                    session.update(|s| {
                        for action in actions {
                            if s.play(action).is_err() {
                                break;
                            }
                        }
                    });
                }
            },
            Duration::from_millis(delay as u64),
        );
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Visit};

    /// Every game's lesson starts as a game of the app: the learner human,
    /// the others bots, marked as a lesson; its line replays in a session
    /// and ends the game.
    #[test]
    fn every_games_lesson_plays_to_the_end_as_a_session() {
        struct Plays;
        impl Visit for Plays {
            type Out = ();
            fn visit<G: GameUi>(self) -> Self::Out {
                let mut s = session::<G>("l".into(), 0.0).unwrap();
                assert!(s.lesson);
                let script = G::script();
                assert!(s.seats[script.learner].is_human());
                assert_eq!(s.seats.iter().filter(|x| x.is_human()).count(), 1);
                for action in script.line() {
                    s.play(action).unwrap();
                }
                // Then the learner's own game: their first choices and the
                // bots' (here the first legal ones) to the end.
                let coach = Coach::<G>::new();
                assert!(coach.in_own(s.moves()), "{}", G::NAME);
                // The coach's words before it come first, and the bots
                // wait for them.
                while coach.shown(&s).kind == Kind::Read {
                    assert!(!coach.bots_play(&s));
                    coach.next(s.moves());
                }
                assert_eq!(coach.shown(&s).kind, Kind::Own);
                assert!(coach.bots_play(&s));
                while let Some(action) = s.state.legal().first().copied() {
                    assert_eq!(coach.allows(s.moves(), action), Ok(()));
                    s.play(action).unwrap();
                }
                assert!(s.state.is_over(), "{}", G::NAME);
                // The end: the scoring's lines, with the learner's points.
                let shown = coach.shown(&s);
                assert_eq!(shown.kind, Kind::Read);
                assert_eq!(shown.index, script.own().unwrap() + 1, "{}", G::NAME);
            }
        }
        for kind in GameKind::ALL {
            kind.visit(Plays);
        }
    }
}
