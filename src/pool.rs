//! Hard on every core: a Hard decision (a bot's move or a hint) is searched
//! by a pool of bot workers at once, each with its own seed
//! (`boardgame::search::root::worker_seed`), so on its own determinizations
//! of the seat's view; their root statistics are added up and the choice is
//! made from the sum (`boardgame::search::RootStats`, whose sums do not
//! depend on the order the answers come in). A worker that has not answered
//! by the deadline is left out. No `SharedArrayBuffer`: each worker gets the
//! record as a message, as one worker did, so a plain static host serves it.
//!
//! The pool's size: the cores the browser reports less one for the page,
//! never fewer than one worker; the player can choose it ("cores for the
//! bots", remembered); `?cores=N` in the address (tests) wins over both.
//!
//! What the pool did is tallied ([`Tally`]) and shown on the page's body
//! as `data-pool-*` attributes, which the browser tests and the benchmark
//! read: how many workers a decision was asked of and answered by, its time
//! seen from the page and inside each worker, and the replies dropped as
//! stale (an undo, a new game, leaving, a cancelled review).

use std::cell::{Cell, RefCell};

use boardgame::search::RootStats;

use crate::platform;
use crate::worker::{Answer, Ticket};

/// Where the chosen size is kept.
const KEY: &str = "boardgames/settings/cores";

thread_local! {
    static CHOSEN: Cell<Option<usize>> = const { Cell::new(None) };
    static TALLY: RefCell<Tally> = RefCell::new(Tally::default());
}

/// The pool's size when the player has not chosen one: every core but one,
/// at least one.
pub fn default_size(reported: usize) -> usize {
    reported.saturating_sub(1).max(1)
}

/// The sizes offered: 1 to the cores the browser reports (at least 1).
pub fn offered() -> std::ops::RangeInclusive<usize> {
    1..=platform::hardware_concurrency().max(1)
}

/// How many workers search a Hard decision now.
pub fn size() -> usize {
    if let Some(n) = platform::query_param("cores").and_then(|n| n.parse::<usize>().ok()) {
        return n.clamp(1, 64);
    }
    CHOSEN.with(|c| {
        c.get().unwrap_or_else(|| {
            let n = platform::storage_get(KEY)
                .and_then(|raw| serde_json::from_str::<usize>(&raw).ok())
                .filter(|&n| n >= 1)
                .unwrap_or_else(|| default_size(platform::hardware_concurrency()));
            c.set(Some(n));
            n
        })
    })
}

/// Chooses the pool's size and remembers it (in memory only when storage
/// refuses).
pub fn set_size(n: usize) {
    let n = n.max(1);
    CHOSEN.with(|c| c.set(Some(n)));
    let _ = platform::storage_set(KEY, &n);
}

/// The answers of one pooled decision as they come.
#[derive(Clone, Debug, Default)]
pub struct Gather {
    /// The decision gathered for, and how many workers were asked.
    pub ticket: Option<Ticket>,
    pub asked: usize,
    /// Which workers answered (each counts once).
    pub from: Vec<u32>,
    pub answers: Vec<RootStats<Answer>>,
    /// The choice was made (all answered, or the deadline passed).
    pub done: bool,
    /// The deadline passed with no answer: the first one decides.
    pub overdue: bool,
    /// When it was asked (the page's clock, ms).
    pub asked_at: f64,
    /// Each answer's time inside its worker (ms), as `answers`.
    pub millis: Vec<f64>,
}

impl Gather {
    /// A new decision asked of `asked` workers at `now` (ms).
    pub fn start(ticket: Ticket, asked: usize, now: f64) -> Gather {
        Gather {
            ticket: Some(ticket),
            asked,
            asked_at: now,
            ..Gather::default()
        }
    }

    /// Adds worker `worker`'s answer for `ticket`, which took it `millis`;
    /// the choice once every worker asked has answered (`None` before, or
    /// for another decision).
    pub fn add(
        &mut self,
        ticket: &Ticket,
        worker: u32,
        stats: RootStats<Answer>,
        millis: f64,
    ) -> Option<Answer> {
        if self.done || self.ticket.as_ref() != Some(ticket) || self.from.contains(&worker) {
            return None;
        }
        self.from.push(worker);
        self.answers.push(stats);
        self.millis.push(millis);
        match self.answers.len() >= self.asked || self.overdue {
            true => self.finish(),
            false => None,
        }
    }

    /// The choice from the answers so far (the deadline passed): `None` if
    /// none came yet (then the first one to come decides) or it was made.
    pub fn finish(&mut self) -> Option<Answer> {
        if self.done {
            return None;
        }
        if self.answers.is_empty() {
            self.overdue = true;
            return None;
        }
        self.done = true;
        let sum = RootStats::sum(self.answers.iter().cloned()).ok()??;
        sum.choose()
    }
}

/// What the pool did so far in this page.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Pooled decisions asked for, and made (moves and hints).
    pub asks: u64,
    pub decisions: u64,
    /// The last one: the workers it was asked of, and those whose answers
    /// it was made from.
    pub asked: usize,
    pub answered: usize,
    /// The last one's time from asking to choosing, seen from the page
    /// (ms), and each counted answer's time inside its worker.
    pub page_ms: f64,
    pub worker_ms: Vec<f64>,
    /// Bot replies dropped because what they answered was gone (an undo, a
    /// new game, leaving, a cancelled review): one a worker.
    pub stale: u64,
    /// The workers that reviewed decisions of a post-game review.
    pub reviewers: Vec<u32>,
}

impl Tally {
    /// The page's attributes for it (`data-pool-*`).
    fn attributes(&self) -> [(&'static str, String); 8] {
        let ms = |x: f64| format!("{x:.1}");
        [
            ("data-pool-asks", self.asks.to_string()),
            ("data-pool-decisions", self.decisions.to_string()),
            ("data-pool-asked", self.asked.to_string()),
            ("data-pool-answered", self.answered.to_string()),
            ("data-pool-page-ms", ms(self.page_ms)),
            (
                "data-pool-worker-ms",
                self.worker_ms
                    .iter()
                    .map(|&x| ms(x))
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            ("data-pool-stale", self.stale.to_string()),
            ("data-pool-reviewers", self.reviewers.len().to_string()),
        ]
    }
}

/// The tally so far.
#[cfg(test)]
pub fn tally() -> Tally {
    TALLY.with(|t| t.borrow().clone())
}

/// Changes the tally and shows it on the page.
fn record(change: impl FnOnce(&mut Tally)) {
    let tally = TALLY.with(|t| {
        change(&mut t.borrow_mut());
        t.borrow().clone()
    });
    for (name, value) in tally.attributes() {
        platform::set_body_attribute(name, &value);
    }
}

/// A pooled decision was asked for.
pub fn asking() {
    record(|t| t.asks += 1);
}

/// A pooled decision was made from `gather` at `now` (ms).
pub fn decided(gather: &Gather, now: f64) {
    record(|t| {
        t.decisions += 1;
        t.asked = gather.asked;
        t.answered = gather.answers.len();
        t.page_ms = now - gather.asked_at;
        t.worker_ms = gather.millis.clone();
    });
}

/// A worker's reply was dropped as stale.
pub fn dropped() {
    record(|t| t.stale += 1);
}

/// Worker `worker` reviewed a decision.
pub fn reviewed(worker: u32) {
    record(|t| {
        if !t.reviewers.contains(&worker) {
            t.reviewers.push(worker);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardgame::search::ActionStats;

    /// A worker's answer over two actions (Release, then Refill).
    fn stats(visits: &[(u64, f64)]) -> RootStats<Answer> {
        let actions = [dragon::Action::Release, dragon::Action::Refill];
        RootStats {
            simulations: visits.iter().map(|v| v.0).sum(),
            workers: 1,
            actions: visits
                .iter()
                .zip(actions)
                .enumerate()
                .map(|(i, (&(visits, value), action))| ActionStats {
                    index: i as u32,
                    action: Answer::Dragon(action),
                    visits,
                    value,
                })
                .collect(),
        }
    }

    fn ticket(moves: usize) -> Ticket {
        Ticket {
            game: "g".into(),
            moves,
            generation: 1,
        }
    }

    /// The page with one reported core still has one worker; otherwise
    /// every core but one.
    #[test]
    fn the_pool_leaves_a_core_for_the_page_but_never_falls_to_none() {
        assert_eq!(default_size(1), 1);
        assert_eq!(default_size(0), 1);
        assert_eq!(default_size(2), 1);
        assert_eq!(default_size(8), 7);
        // Natively the browser reports one core: one worker.
        assert_eq!(size(), 1);
        set_size(3);
        assert_eq!(size(), 3);
        set_size(0);
        assert_eq!(size(), 1);
    }

    /// Two workers' answers give the same choice in either order, from
    /// their sum (here the second action: 70 + 20 visits against 30 + 80).
    #[test]
    fn the_choice_comes_from_the_sum_whatever_order_the_answers_come_in() {
        let a = stats(&[(30, 10.0), (70, 50.0)]);
        let b = stats(&[(80, 40.0), (20, 5.0)]);
        let mut one = Gather::start(ticket(5), 2, 0.0);
        assert_eq!(one.add(&ticket(5), 0, a.clone(), 1.0), None);
        let first = one.add(&ticket(5), 1, b.clone(), 1.0);
        let mut two = Gather::start(ticket(5), 2, 0.0);
        assert_eq!(two.add(&ticket(5), 1, b, 1.0), None);
        let second = two.add(&ticket(5), 0, a, 1.0);
        assert_eq!(first, second);
        assert_eq!(first, Some(Answer::Dragon(dragon::Action::Release)));
    }

    /// An answer for another position, or a worker answering twice, is not
    /// counted; past the deadline the answers that came decide, and a late
    /// one changes nothing.
    #[test]
    fn stale_and_repeated_answers_are_left_out_and_the_deadline_decides() {
        let a = stats(&[(10, 1.0), (90, 60.0)]);
        let mut g = Gather::start(ticket(7), 3, 0.0);
        assert_eq!(g.add(&ticket(6), 0, a.clone(), 1.0), None);
        assert!(g.answers.is_empty());
        assert_eq!(g.add(&ticket(7), 0, a.clone(), 1.0), None);
        assert_eq!(g.add(&ticket(7), 0, a.clone(), 1.0), None);
        assert_eq!(g.answers.len(), 1);
        // The deadline: one of three answered; its choice is played.
        assert_eq!(g.finish(), Some(Answer::Dragon(dragon::Action::Refill)));
        assert_eq!(g.add(&ticket(7), 1, a, 1.0), None, "too late");
        // No answer by the deadline: nothing yet, the first to come decides.
        let mut empty = Gather::start(ticket(8), 2, 0.0);
        assert_eq!(empty.finish(), None);
        assert!(!empty.done);
        let b = stats(&[(60, 30.0), (40, 30.0)]);
        assert_eq!(
            empty.add(&ticket(8), 1, b, 1.0),
            Some(Answer::Dragon(dragon::Action::Release))
        );
    }
}
