//! The post-game review, around `boardgame::review`: the page asks the bot
//! workers about the human decisions, one decision at a time per worker of
//! the pool ([`Spread`]; each worker replays the game and takes only the
//! mover's view of that position, never the real state), so the review
//! shows its progress and can be cancelled between two decisions; the
//! finished review is kept in storage beside the game (`save::review_key`,
//! the save itself unchanged) and never computed again. The worker computes
//! each decision (`crate::worker::answer_review`) whole, with the review's
//! own seeds: a review's verdicts are the same whatever the pool's size.
//! This module only asks.

use boardgame::Level;
use boardgame::review::{self, Settings};
use serde::{Deserialize, Serialize};

use crate::platform;
use crate::session::{Journaled, Session};
pub use crate::worker::{Ask, Reviewed};
use crate::worker::{Messages, Played, Purpose, Request, Ticket};

/// A finished review, as kept in storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub settings: Settings,
    /// The seats reviewed.
    pub seats: Vec<usize>,
    /// Their decisions with a choice (forced ones are not reviewed).
    pub decisions: Vec<Reviewed>,
    /// Their decisions, forced ones included.
    pub total: usize,
    /// How long the review took (ms).
    pub millis: f64,
}

impl Saved {
    /// The decisions, most win chance lost first.
    pub fn ranked(&self) -> Vec<Reviewed> {
        review::Review {
            settings: self.settings,
            seats: self.seats.clone(),
            decisions: self.decisions.clone(),
        }
        .ranked()
    }

    pub fn load(id: &str) -> Option<Saved> {
        // Through a `Value`, as the saves and the worker's replies are read:
        // one deserializer of the games' actions in the wasm, not two.
        let value: serde_json::Value =
            serde_json::from_str(&platform::storage_get(&crate::save::review_key(id))?).ok()?;
        serde_json::from_value(value).ok()
    }

    /// Keeps it (a storage failure only means it is computed again).
    pub fn store(&self, id: &str) -> bool {
        platform::storage_set(&crate::save::review_key(id), self).is_ok()
    }
}

/// The budget: the default, or `?reviewBudget=N` (N simulations of search
/// and N/2 per estimate: the browser test's small budget).
pub fn settings() -> Settings {
    match platform::query_param("reviewBudget").and_then(|n| n.parse::<u32>().ok()) {
        Some(n) => Settings {
            iterations: n.max(1),
            samples: (n / 2).max(1),
            ..Settings::DEFAULT
        },
        None => Settings::DEFAULT,
    }
}

/// The seats to review: the humans (every seat if nobody was human).
pub fn seats_of<G: Journaled>(session: &Session<G>) -> Vec<usize> {
    let humans: Vec<usize> = (0..session.seats.len())
        .filter(|&s| session.seats[s].is_human())
        .collect();
    if humans.is_empty() {
        (0..session.seats.len()).collect()
    } else {
        humans
    }
}

/// One request of the review.
#[derive(Clone, Debug)]
pub struct Job {
    pub ask: Ask,
    /// The game (the worker replays it up to `ask.step` and takes the
    /// mover's view there).
    pub played: Played,
}

/// The decisions of `seats` that had a choice, each with the game; and how
/// many decisions those seats made in all.
pub fn jobs<G: Journaled + Messages>(
    session: &Session<G>,
    seats: &[usize],
    settings: &Settings,
) -> (Vec<Job>, usize) {
    let record = &session.record;
    let (mut jobs, mut total) = (Vec::new(), 0);
    let Ok(mut state) = G::new(&record.options, record.seed) else {
        return (jobs, total);
    };
    for (step, &action) in record.actions.iter().enumerate() {
        if state.to_move().is_some_and(|s| seats.contains(&s)) {
            total += 1;
            if state.legal().len() > 1 {
                jobs.push(Job {
                    ask: Ask {
                        step,
                        played: G::to_answer(action),
                        settings: *settings,
                    },
                    played: G::to_played(record.clone()),
                });
            }
        }
        if state.apply(action).is_err() {
            break;
        }
    }
    (jobs, total)
}

/// The request for `job` to pool worker `worker`.
pub fn request(job: &Job, ticket: Ticket, worker: u32) -> Request {
    Request {
        ticket,
        purpose: Purpose::Review(job.ask),
        level: Level::Hard,
        seed: job.ask.settings.seed,
        think_ms: 0.0,
        played: job.played.clone(),
        part: Some(worker),
    }
}

/// A review under way, its decisions spread over the pool's workers: each
/// worker has one decision at a time and gets the next one not handed out
/// when it answers; the verdicts are kept in the decisions' order, so the
/// review is the same whatever the pool's size and the order the workers
/// answer in.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Spread {
    /// Per decision, once answered: its verdict (`None` when forced).
    verdicts: Vec<Option<Option<Reviewed>>>,
    /// Decisions handed out so far (the first ones).
    handed: usize,
    /// Decisions answered.
    pub done: usize,
}

impl Spread {
    /// A review of `decisions` decisions, none handed out yet.
    pub fn new(decisions: usize) -> Spread {
        Spread {
            verdicts: vec![None; decisions],
            ..Spread::default()
        }
    }

    pub fn total(&self) -> usize {
        self.verdicts.len()
    }

    /// The first decision for each of `workers` workers (fewer when there
    /// are fewer decisions): (worker, decision).
    pub fn start(&mut self, workers: usize) -> Vec<(u32, usize)> {
        (0..workers.max(1))
            .map_while(|w| Some((w as u32, self.hand_out()?)))
            .collect()
    }

    /// The next decision not handed out yet.
    fn hand_out(&mut self) -> Option<usize> {
        (self.handed < self.total()).then(|| {
            self.handed += 1;
            self.handed - 1
        })
    }

    /// Decision `index` answered with `verdict`: the next decision for the
    /// worker that answered (`None` when all are handed out). An answer to
    /// a decision not handed out or already answered changes nothing.
    pub fn answered(&mut self, index: usize, verdict: Option<Reviewed>) -> Option<usize> {
        if index >= self.handed || self.verdicts[index].is_some() {
            return None;
        }
        self.verdicts[index] = Some(verdict);
        self.done += 1;
        self.hand_out()
    }

    /// Every decision answered.
    pub fn finished(&self) -> bool {
        self.done == self.total()
    }

    /// The verdicts so far, in the decisions' order.
    pub fn verdicts(&self) -> Vec<Reviewed> {
        self.verdicts.iter().flatten().flatten().cloned().collect()
    }
}

/// A whole review computed here, without the worker (tests), spread over
/// `workers` workers that answer in turn, the most recently asked first
/// (the worst order for a review that depended on it).
#[cfg(test)]
pub fn review_here<G: Journaled + Messages>(
    session: &Session<G>,
    settings: &Settings,
    workers: usize,
) -> Saved {
    let seats = seats_of(session);
    let (jobs, total) = jobs(session, &seats, settings);
    let mut spread = Spread::new(jobs.len());
    let mut busy = spread.start(workers);
    while let Some((worker, index)) = busy.pop() {
        let ticket = Ticket {
            game: session.id.clone(),
            moves: index,
            generation: 0,
        };
        let reply =
            crate::worker::answer_review(&request(&jobs[index], ticket, worker), jobs[index].ask)
                .expect("the record replays");
        assert_eq!(reply.worker, worker, "the answer names its worker");
        if let Some(next) = spread.answered(reply.ticket.moves, reply.review) {
            busy.insert(0, (reply.worker, next));
        }
    }
    assert!(spread.finished());
    Saved {
        settings: *settings,
        seats,
        decisions: spread.verdicts(),
        total,
        millis: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::Seat;
    use crate::worker::Answer;
    use boardgame::Game;

    /// A short Dragon game: seat 0 human, the others Medium; every seat
    /// played by Medium here.
    fn finished(players: usize, seed: u64) -> Session<dragon::GameState> {
        let seats = (0..players).map(Seat::default_for).collect();
        let options = <dragon::GameState as crate::games::GameUi>::default_options(players);
        let mut s = Session::<dragon::GameState>::start("t".into(), seats, 200, options, seed, 0.0)
            .unwrap();
        let mut bot = dragon::bot::Medium::new(seed);
        while let Some(seat) = s.state.to_move() {
            let view = s.state.view_for(seat, &mut boardgame::Rng::seeded(seed));
            let action = boardgame::Bot::choose(&mut bot, &view);
            s.play(action).unwrap();
        }
        s
    }

    const SMALL: Settings = Settings {
        iterations: 30,
        samples: 20,
        seed: 9,
    };

    #[test]
    fn the_review_covers_the_humans_decisions_and_travels_through_json() {
        let session = finished(2, 4);
        let saved = review_here(&session, &SMALL, 1);
        assert_eq!(saved.seats, vec![0]);
        assert!(!saved.decisions.is_empty());
        assert!(saved.decisions.len() <= saved.total);
        assert!(saved.decisions.iter().all(|d| d.seat == 0));
        for d in &saved.decisions {
            let state = session.state_at(d.step).unwrap();
            assert_eq!(state.to_move(), Some(0));
            assert_eq!(Answer::Dragon(session.record.actions[d.step]), d.played);
        }
        let json = serde_json::to_string(&saved).unwrap();
        assert_eq!(serde_json::from_str::<Saved>(&json).unwrap(), saved);
        assert_eq!(review_here(&session, &SMALL, 1), saved, "deterministic");
    }

    /// Spread over two or three workers answering out of turn, a review
    /// gives the same verdicts, in the same order, as on one worker.
    #[test]
    fn the_verdicts_do_not_depend_on_the_pools_size() {
        let session = finished(3, 7);
        let one = review_here(&session, &SMALL, 1);
        assert!(one.decisions.len() > 3);
        assert_eq!(review_here(&session, &SMALL, 2), one);
        assert_eq!(review_here(&session, &SMALL, 3), one);
    }

    /// Each worker has one decision at a time; an answer hands its worker
    /// the next; a repeated or unasked answer changes nothing.
    #[test]
    fn the_decisions_are_handed_out_one_a_worker() {
        let mut spread = Spread::new(3);
        assert_eq!(spread.start(2), vec![(0, 0), (1, 1)]);
        assert_eq!(spread.answered(2, None), None, "not handed out");
        assert_eq!(spread.answered(1, None), Some(2));
        assert_eq!(spread.answered(1, None), None, "answered twice");
        assert_eq!(spread.done, 1);
        assert_eq!(spread.answered(0, None), None, "none left");
        assert!(!spread.finished());
        assert_eq!(spread.answered(2, None), None);
        assert!(spread.finished());
        assert_eq!(
            Spread::new(1).start(4),
            vec![(0, 0)],
            "fewer decisions than workers"
        );
        assert_eq!(Spread::new(0).start(2), vec![]);
        assert!(Spread::new(0).finished());
    }
}
