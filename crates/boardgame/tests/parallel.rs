//! Root-parallel search on the toy pile game of `common/mod.rs`: workers'
//! root statistics added up in any order, a pool of threads
//! (`boardgame::parallel::Parallel`) and its tournament seats (`hard@2t`).
//! Iteration budgets only: every figure here is exact.

mod common;

use std::sync::atomic::{AtomicU32, Ordering};

use boardgame::baseline::PlainUct;
use boardgame::parallel::Parallel;
use boardgame::search::{Mcts, RandomPlayout, Tuning, worker_seed};
use boardgame::tournament::{self, Contender, Entrant, Tournament};
use boardgame::{
    Bot, Budget, Clock, Game, GameBots, Level, Rng, RootStats, SearchSettings, Searcher, StdClock,
};
use common::{Pile, PileOptions, Random};

/// The pile's Hard here: the core's search with the default tuning (early
/// stop and move averages included) and random playouts.
#[derive(Clone, Copy, Debug, Default)]
struct PileHard;

impl SearchSettings<Pile> for PileHard {
    type Playout = RandomPlayout;

    fn mcts(&self) -> Mcts<Pile> {
        Tuning::default().mcts()
    }

    fn playout(&self) -> RandomPlayout {
        RandomPlayout
    }
}

type Hard = Searcher<Pile, PileHard>;

impl GameBots for Pile {
    const RATINGS: [f64; 3] = [1000.0, 1500.0, 2000.0];

    fn bot(level: Level, seed: u64, budget: Budget) -> Box<dyn Bot<Pile>> {
        match level {
            Level::Hard => Box::new(Hard::new(seed, budget)),
            _ => Box::new(Random(Rng::seeded(seed))),
        }
    }
}

fn pile(counters: u32) -> Pile {
    Pile::new(&PileOptions { counters }, 1).unwrap()
}

/// One worker's answer: plain UCT (no early stop, so every simulation is
/// spent) seeded as worker `worker` of a pool asked with `seed`.
fn worker(seed: u64, worker: u32, iterations: u32, view: &Pile) -> RootStats<u32> {
    PlainUct::<Pile>::new(worker_seed(seed, worker), Budget::Iterations(iterations))
        .root_stats(view)
        .expect("a searching bot answers")
}

fn uct(seed: u64, budget: Budget) -> Box<dyn Bot<Pile>> {
    Box::new(PlainUct::<Pile>::new(seed, budget))
}

#[test]
fn two_workers_added_in_either_order_give_the_same_sum_and_choice() {
    for (counters, winning) in [(10, 2), (7, 3), (5, 1)] {
        let view = pile(counters);
        let (a, b) = (worker(5, 0, 1500, &view), worker(5, 1, 1500, &view));
        assert_ne!(a, b, "two seeds, two searches");
        let ab = RootStats::sum([a.clone(), b.clone()]).unwrap().unwrap();
        let ba = RootStats::sum([b.clone(), a.clone()]).unwrap().unwrap();
        assert_eq!(ab, ba);
        assert_eq!(ab.choose(), ba.choose());
        assert_eq!(ab.choose(), Some(winning), "pile of {counters}");
        // Through JSON text, as a browser worker would send them.
        let a_json: RootStats<u32> =
            serde_json::from_str(&serde_json::to_string(&a).unwrap()).unwrap();
        let mut merged = b.clone();
        merged.merge(&a_json).unwrap();
        assert_eq!(merged, ab);
    }
}

#[test]
fn two_workers_of_n_simulations_add_up_to_2n_visits_at_the_root() {
    let view = pile(11);
    let n = 500;
    let sum = RootStats::sum([worker(9, 0, n, &view), worker(9, 1, n, &view)])
        .unwrap()
        .unwrap();
    assert_eq!(sum.workers, 2);
    assert_eq!(sum.simulations, 2 * n as u64);
    assert_eq!(
        sum.actions.iter().map(|a| a.visits).sum::<u64>(),
        2 * n as u64
    );
    assert_eq!(
        sum.actions.iter().map(|a| a.action).collect::<Vec<_>>(),
        [1, 2, 3],
        "every legal action, in the legal list's order"
    );
    for row in &sum.actions {
        assert!(
            0.0 <= row.value && row.value <= row.visits as f64,
            "{row:?}"
        );
    }
}

#[test]
fn a_workers_statistics_come_from_the_same_search_as_its_choice() {
    for counters in [6, 9, 14, 19] {
        let view = pile(counters);
        let mut choosing = Hard::new(3, Budget::Iterations(400));
        let mut answering = Hard::new(3, Budget::Iterations(400));
        let chosen = choosing.choose(&view);
        let stats = answering.root_stats(&view).unwrap();
        assert_eq!(stats.choose(), Some(chosen), "pile of {counters}");
        assert_eq!(answering.simulations(), choosing.simulations());
        assert_eq!(stats.simulations, choosing.simulations());
    }
    // A forced move is answered without searching.
    let stats = Hard::new(3, Budget::Iterations(400))
        .root_stats(&pile(1))
        .unwrap();
    assert_eq!((stats.simulations, stats.choose()), (0, Some(1)));
}

#[test]
fn a_pool_with_a_fixed_seed_and_iterations_chooses_the_same_every_run() {
    let run = || {
        let mut pool = Parallel::new(17, 3, Budget::Iterations(1000), uct).unwrap();
        let choices: Vec<u32> = [21, 10, 7, 5, 6, 9]
            .into_iter()
            .map(|n| pool.choose(&pile(n)))
            .collect();
        let stats = pool.root_stats(&pile(15)).unwrap();
        (choices, stats, pool.simulations(), pool.missing())
    };
    let first = run();
    assert_eq!(first.0[1..4], [2, 3, 1], "the winning moves");
    assert_eq!(first.1.workers, 3);
    assert_eq!(first.1.simulations, 3000);
    assert_eq!(first.2, 7 * 3000, "three threads of 1000 at each decision");
    assert_eq!(first.3, 0);
    for _ in 0..4 {
        assert_eq!(run(), first);
    }
}

/// Worker 0 (made first) searches; every worker made after it does not.
static MADE: AtomicU32 = AtomicU32::new(0);

fn first_searches(seed: u64, budget: Budget) -> Box<dyn Bot<Pile>> {
    if MADE.fetch_add(1, Ordering::SeqCst) == 0 {
        uct(seed, budget)
    } else {
        Box::new(Random(Rng::seeded(seed)))
    }
}

/// A worker that panics.
struct Crashing;

impl Bot<Pile> for Crashing {
    fn choose(&mut self, _: &Pile) -> u32 {
        panic!("a worker that crashes (on purpose)")
    }

    fn root_stats(&mut self, _: &Pile) -> Option<RootStats<u32>> {
        panic!("a worker that crashes (on purpose)")
    }
}

/// Odd seeds search, even seeds crash.
fn half_crash(seed: u64, budget: Budget) -> Box<dyn Bot<Pile>> {
    if seed % 2 == 1 {
        uct(seed, budget)
    } else {
        Box::new(Crashing)
    }
}

/// A worker that answers after a minute.
struct Late;

impl Bot<Pile> for Late {
    fn choose(&mut self, _: &Pile) -> u32 {
        1
    }

    fn root_stats(&mut self, _: &Pile) -> Option<RootStats<u32>> {
        std::thread::sleep(std::time::Duration::from_secs(60));
        None
    }
}

/// Worker 0 (seed 1) searches; the others are late.
fn late_helpers(seed: u64, budget: Budget) -> Box<dyn Bot<Pile>> {
    if seed == 1 {
        uct(seed, budget)
    } else {
        Box::new(Late)
    }
}

#[test]
fn a_worker_that_fails_or_is_late_is_left_out_and_the_decision_still_comes() {
    // Helpers that do not search: only worker 0's statistics count.
    let mut pool = Parallel::new(1, 3, Budget::Iterations(800), first_searches).unwrap();
    assert_eq!(pool.choose(&pile(10)), 2);
    assert_eq!((pool.simulations(), pool.missing()), (800, 2));

    // Helpers that panic (the panic is printed; the pool goes on). Seed 1
    // (odd) makes worker 0; some helpers of each decision crash.
    let mut pool = Parallel::new(1, 4, Budget::Iterations(800), half_crash).unwrap();
    for (counters, winning) in [(10, 2), (7, 3), (5, 1)] {
        assert_eq!(pool.choose(&pile(counters)), winning);
    }
    assert!(pool.missing() > 0);
    assert_eq!(pool.simulations() % 800, 0);
    assert_eq!(pool.simulations() / 800 + pool.missing(), 3 * 4);

    // Helpers that would answer a minute later: left out after the
    // pool's patience.
    let mut pool = Parallel::new(1, 3, Budget::Iterations(800), late_helpers)
        .unwrap()
        .with_patience(20.0);
    assert_eq!(pool.choose(&pile(7)), 3);
    assert_eq!((pool.simulations(), pool.missing()), (800, 2));

    // Nobody searches: worker 0 chooses alone.
    let mut pool = Parallel::new(1, 2, Budget::Iterations(10), |seed, _| {
        Box::new(Random(Rng::seeded(seed)))
    })
    .unwrap();
    assert!(pool.choose(&pile(10)) <= 3);
    assert_eq!(pool.missing(), 2);
}

/// A clock no other thread can make.
struct Local;

impl Clock for Local {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

#[test]
fn a_pool_needs_a_budget_each_thread_can_make() {
    let local = Budget::Millis(10.0, std::rc::Rc::new(Local));
    assert!(Parallel::new(1, 2, local, uct).is_none());
    assert!(Parallel::new(1, 2, Budget::millis(10.0), uct).is_some());
}

#[test]
fn seats_with_threads_parse_and_name_themselves() {
    let two = Entrant::parse("hard@2t").unwrap();
    assert_eq!(
        (two.who, two.budget_ms, two.threads),
        (Contender::Level(Level::Hard), None, Some(2))
    );
    assert_eq!(two.name(), "hard@2t");
    let both = Entrant::parse("Hard@250@4t").unwrap();
    assert_eq!((both.budget_ms, both.threads), (Some(250), Some(4)));
    assert_eq!(both.name(), "hard@250@4t");
    assert_eq!(Entrant::parse("uct@3t").unwrap().name(), "uct@3t");
    for bad in [
        "hard@0t",
        "hard@t",
        "hard@2t@250",
        "hard@2t@3t",
        "easy@2t",
        "medium@2t",
        "flat@2t",
        "hard@1.5t",
        "hard@-2t",
    ] {
        assert_eq!(Entrant::parse(bad), None, "{bad}");
    }
}

fn table(seats: &[&str], games: u32, iterations: u32) -> Tournament<Pile> {
    Tournament {
        games,
        seats: seats.iter().map(|s| Entrant::parse(s).unwrap()).collect(),
        options: PileOptions { counters: 19 },
        seed: 4,
        budget: Budget::Iterations(iterations),
        clock: std::rc::Rc::new(StdClock::new()),
    }
}

/// What decides a game: who sat where, the scores, the winner, the
/// simulations by seat (not the timings).
type Outcome = (Vec<String>, Vec<i32>, usize, Vec<u64>);

fn outcomes(t: &Tournament<Pile>) -> Vec<Outcome> {
    (0..t.games)
        .map(|g| {
            let r = tournament::play_game(t, g);
            let names = r.levels.iter().map(|e| e.name()).collect();
            (names, r.scores, r.winner, r.simulations)
        })
        .collect()
}

#[test]
fn a_pool_of_one_thread_plays_as_todays_hard() {
    let lone = outcomes(&table(&["hard", "uct"], 8, 60));
    let pool = outcomes(&table(&["hard@1t", "uct"], 8, 60));
    assert_eq!(lone.len(), pool.len());
    for (lone, pool) in lone.iter().zip(&pool) {
        let renamed: Vec<String> = pool.0.iter().map(|n| n.replace("@1t", "")).collect();
        assert_eq!(renamed, lone.0);
        assert_eq!((&pool.1, pool.2, &pool.3), (&lone.1, lone.2, &lone.3));
    }
}

#[test]
fn a_tournament_with_a_pool_is_reproducible_and_counts_every_threads_simulations() {
    let t = table(&["hard@2t", "hard"], 6, 50);
    let first = outcomes(&t);
    assert_eq!(outcomes(&t), first);
    let summary = tournament::run(&t, |_| {});
    let (pool, lone) = (&summary.levels["hard@2t"], &summary.levels["hard"]);
    assert_eq!(pool.seat_games, 6);
    // Hard stops early once its choice is settled, so the pool's two
    // threads show as more simulations per decision, not exactly twice.
    assert!(pool.simulations > lone.simulations, "{pool:?} {lone:?}");
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["seats"], serde_json::json!(["hard@2t", "hard"]));
}
