//! The post-game review, around `boardgame::review`: the page asks the bot
//! worker about one human decision at a time (handing it only the mover's
//! view of that position, never the real state), so the review shows its
//! progress and can be cancelled between two decisions; the finished review
//! is kept in storage beside the game (`save::review_key`, the save
//! itself unchanged) and never computed again. The worker computes each
//! decision (`crate::worker::answer_review`); this module only asks.

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

/// The worker's request for `job`.
pub fn request(job: &Job, ticket: Ticket) -> Request {
    Request {
        ticket,
        purpose: Purpose::Review(job.ask),
        level: Level::Hard,
        seed: job.ask.settings.seed,
        think_ms: 0.0,
        played: job.played.clone(),
        part: None,
    }
}

/// A whole review computed here, without the worker (tests).
#[cfg(test)]
pub fn review_here<G: Journaled + Messages>(session: &Session<G>, settings: &Settings) -> Saved {
    let seats = seats_of(session);
    let (jobs, total) = jobs(session, &seats, settings);
    let ticket = Ticket {
        game: session.id.clone(),
        moves: 0,
        generation: 0,
    };
    let decisions = jobs
        .iter()
        .filter_map(|job| {
            crate::worker::answer_review(&request(job, ticket.clone()), job.ask)?.review
        })
        .collect();
    Saved {
        settings: *settings,
        seats,
        decisions,
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
        let saved = review_here(&session, &SMALL);
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
        assert_eq!(review_here(&session, &SMALL), saved, "deterministic");
    }
}
