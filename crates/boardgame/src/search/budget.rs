//! How long a search may think: a number of simulations, or a time limit read
//! from a [`Clock`].
//!
//! The engine reads no clock itself (and `std::time::Instant` panics on
//! `wasm32-unknown-unknown`), so a time budget takes a clock from outside:
//! [`StdClock`] on native targets, a `performance.now()` clock in the browser.

use std::cell::Cell;
use std::fmt;
use std::rc::Rc;
use std::time::Instant;

/// A source of the current time in milliseconds, from any fixed origin.
pub trait Clock {
    fn now_ms(&self) -> f64;

    /// How another thread makes a clock of the same kind for itself (a
    /// clock of the thread's own CPU time counts that thread's), for a
    /// pool of searching threads; `None` (the default): this clock is not
    /// for threads.
    fn maker(&self) -> Option<ClockMaker> {
        None
    }
}

/// Makes a clock, in the thread that will read it ([`Clock::maker`]).
pub type ClockMaker = fn() -> Rc<dyn Clock>;

/// The native clock (`std::time::Instant`). Do not create one on
/// `wasm32-unknown-unknown`, where `Instant::now` panics; pass a clock built
/// on `performance.now()` there instead.
#[derive(Clone, Copy, Debug)]
pub struct StdClock {
    origin: Instant,
}

impl StdClock {
    pub fn new() -> StdClock {
        StdClock {
            origin: Instant::now(),
        }
    }
}

impl Default for StdClock {
    fn default() -> StdClock {
        StdClock::new()
    }
}

impl Clock for StdClock {
    fn now_ms(&self) -> f64 {
        self.origin.elapsed().as_secs_f64() * 1000.0
    }

    fn maker(&self) -> Option<ClockMaker> {
        Some(|| Rc::new(StdClock::new()))
    }
}

/// How much a search may do per decision.
#[derive(Clone)]
pub enum Budget {
    /// Exactly this many simulations (at least one): reproducible, and the
    /// choice for tests.
    Iterations(u32),
    /// Simulate until this many milliseconds have passed on the clock.
    Millis(f64, Rc<dyn Clock>),
}

impl Budget {
    /// A time budget on the native clock.
    pub fn millis(ms: f64) -> Budget {
        Budget::Millis(ms, Rc::new(StdClock::new()))
    }

    /// Starts counting: the returned meter says when the budget is spent.
    pub(crate) fn start(&self) -> Meter<'_> {
        let started = match self {
            Budget::Iterations(_) => 0.0,
            Budget::Millis(_, clock) => clock.now_ms(),
        };
        Meter {
            budget: self,
            started,
            last: Cell::new(started),
            longest: Cell::new(0.0),
        }
    }
}

/// A budget another thread can make for itself: the same number of
/// simulations, or the same milliseconds on a clock of the same kind made
/// in that thread ([`Budget::allowance`], [`Allowance::budget`]). A pool of
/// searching threads gives each thread this, so that each thinks as long
/// as a lone search would.
#[derive(Clone, Copy)]
pub enum Allowance {
    Iterations(u32),
    Millis(f64, ClockMaker),
}

impl Allowance {
    /// The budget, with a clock made in the calling thread.
    pub fn budget(self) -> Budget {
        match self {
            Allowance::Iterations(n) => Budget::Iterations(n),
            Allowance::Millis(ms, make) => Budget::Millis(ms, make()),
        }
    }
}

impl fmt::Debug for Allowance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Allowance::Iterations(n) => write!(f, "Iterations({n})"),
            Allowance::Millis(ms, _) => write!(f, "Millis({ms})"),
        }
    }
}

impl Budget {
    /// This budget for another thread: `None` for a time budget whose
    /// clock has no [`Clock::maker`].
    pub fn allowance(&self) -> Option<Allowance> {
        match self {
            Budget::Iterations(n) => Some(Allowance::Iterations(*n)),
            Budget::Millis(ms, clock) => Some(Allowance::Millis(*ms, clock.maker()?)),
        }
    }
}

impl fmt::Debug for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "Iterations({n})"),
            Budget::Millis(ms, _) => write!(f, "Millis({ms})"),
        }
    }
}

/// A budget being spent.
pub(crate) struct Meter<'a> {
    budget: &'a Budget,
    started: f64,
    /// The clock at the last check, and the longest time between two
    /// checks so far: one simulation.
    last: Cell<f64>,
    longest: Cell<f64>,
}

impl Meter<'_> {
    /// Whether a search that has run `done` simulations must stop; called
    /// once after every simulation. The first simulation always runs. A
    /// time budget is a ceiling: the search stops when one more simulation,
    /// as long as the longest so far, would end past it. (Stopping once the
    /// time was up let the last simulation run over, and so did one of
    /// average length: playouts differ in length, and the browser's Hard
    /// answered in 1000.1 ms with 1000.)
    pub(crate) fn spent(&self, done: u32) -> bool {
        if done == 0 {
            return false;
        }
        match self.budget {
            Budget::Iterations(n) => done >= *n,
            Budget::Millis(ms, clock) => {
                let now = clock.now_ms();
                let longest = self.longest.get().max(now - self.last.get());
                self.last.set(now);
                self.longest.set(longest);
                now - self.started + longest >= *ms
            }
        }
    }

    /// After `done` simulations: the share of the budget spent (0 to 1) and
    /// how many more simulations fit in the rest of it at the rate so far
    /// (exact for an iteration budget).
    pub(crate) fn progress(&self, done: u32) -> (f64, f64) {
        match self.budget {
            Budget::Iterations(n) => {
                let n = (*n).max(1) as f64;
                let done = done as f64;
                ((done / n).min(1.0), (n - done).max(0.0))
            }
            Budget::Millis(ms, clock) => {
                let elapsed = clock.now_ms() - self.started;
                if *ms <= 0.0 {
                    return (1.0, 0.0);
                }
                let share = (elapsed / ms).clamp(0.0, 1.0);
                let left = (ms - elapsed).max(0.0);
                let rate = if elapsed > 0.0 {
                    done as f64 / elapsed
                } else {
                    f64::INFINITY
                };
                (share, if left == 0.0 { 0.0 } else { rate * left })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    /// A clock the test moves by hand.
    struct Hand(Cell<f64>);

    impl Clock for Hand {
        fn now_ms(&self) -> f64 {
            self.0.get()
        }
    }

    /// In a 1000 ms budget, three simulations ending at `ends` (ms): the
    /// search runs all three and stops after the third (`why`).
    fn three_then_stop(ends: [f64; 3], why: &str) {
        let clock = Rc::new(Hand(Cell::new(0.0)));
        let budget = Budget::Millis(1000.0, clock.clone());
        let meter = budget.start();
        assert!(!meter.spent(0), "the first simulation always runs");
        for (done, now) in [(1, ends[0]), (2, ends[1])] {
            clock.0.set(now);
            assert!(!meter.spent(done), "after {done}: room for one more");
        }
        clock.0.set(ends[2]);
        assert!(meter.spent(3), "{why}");
    }

    /// Simulations of 300 ms in a 1000 ms budget: the third ends at 900 ms
    /// and a fourth would end at 1200, so the search stops after three.
    #[test]
    fn a_time_budget_stops_before_a_simulation_that_would_end_past_it() {
        three_then_stop([300.0, 600.0, 900.0], "a fourth would end at 1200 ms");
    }

    /// Simulations of 100, 100 and 500 ms in a 1000 ms budget: at 700 ms
    /// one more of average length (233 ms) would fit, but one as long as
    /// the longest would end at 1200, so the search stops after three.
    #[test]
    fn a_time_budget_leaves_room_for_the_longest_simulation_so_far() {
        three_then_stop(
            [100.0, 200.0, 700.0],
            "a simulation of 500 ms would end at 1200",
        );
    }

    #[test]
    fn an_iteration_budget_runs_exactly_its_number() {
        let budget = Budget::Iterations(3);
        let meter = budget.start();
        assert!(!meter.spent(2));
        assert!(meter.spent(3));
    }
}
