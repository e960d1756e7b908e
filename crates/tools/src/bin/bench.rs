//! The Hard bot's simulations per second, and Medium's time per decision,
//! on fixed positions
//! (`boardgame::bench`): early, mid and late in a seeded game of Easy bots,
//! four seats, each game's default options. The browser test
//! `tests/e2e/bench.mjs` runs the same positions in the app's bot worker and
//! prints both rates and their ratio.
//!
//! ```text
//! cargo run --release -p tools --bin bench -- [--game NAME] [--iterations I]
//!     [--budget-ms B] [--seed S] [--json] [--threads N]
//! ```
//!
//! With `--threads N` (native only) it measures root-parallel search
//! instead: on each position, decisions of Hard played by a pool of N
//! threads (`boardgame::parallel::Parallel`, each thread `I` simulations)
//! and by a pool of one, repeated for at least a second each; it prints
//! the simulations per wall-clock second of both and their ratio (the
//! speed-up, at most N on N idle cores), and the simulations per CPU
//! second of the process (how much each thread loses to the others).
//!
//! Each position is searched by fresh Hard bots: for exactly `I`
//! simulations (the same work on every target; the clock is not read
//! during the search), repeated until 200 ms have passed, then once for `B`
//! milliseconds as in the app (the clock is read after every simulation). Without `--game`, every game. Prints a
//! line per position, or with `--json` one JSON object per game (the
//! format the browser test reads).

use std::process::ExitCode;

use boardgame::bench::{self, MIN_MS, PLAYERS, Position, Sample};
use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::{Budget, GameBots, StdClock};
use serde_json::json;
use tools::{GAMES, for_game};

const USAGE: &str =
    "usage: bench [--game NAME] [--iterations I] [--budget-ms B] [--seed S] [--json] [--threads N]";

/// What to run, shared by every game.
struct Plan {
    iterations: u32,
    budget_ms: f64,
    seed: u64,
    json: bool,
    /// Measure a pool of this many threads against one.
    threads: Option<u32>,
}

/// Decisions of Hard played by pools of `threads` (each thread
/// `iterations` simulations) on the seat's view of `position`, fresh pools
/// with new seeds until `min_ms` of wall clock have passed: simulations,
/// wall-clock and process CPU milliseconds.
#[cfg(unix)]
fn pool_sample<G: GameBots>(
    position: &Position<G>,
    seed: u64,
    iterations: u32,
    threads: u32,
    min_ms: f64,
) -> (u64, f64, f64) {
    use boardgame::parallel::Parallel;
    use boardgame::{Bot, Clock, Level, Rng};
    use tools::cpu_clock::ProcessCpuClock;
    let seat = position.state.to_move().expect("a seat to move");
    let view = position.state.view_for(seat, &mut Rng::seeded(seed));
    let (wall, cpu) = (StdClock::new(), ProcessCpuClock);
    let (mut simulations, mut wall_ms, mut cpu_ms) = (0, 0.0, 0.0);
    let mut round = 0;
    while wall_ms < min_ms {
        let mut pool = Parallel::new(
            seed ^ round,
            threads,
            Budget::Iterations(iterations),
            |seed, budget| G::bot(Level::Hard, seed, budget),
        )
        .expect("an iteration budget");
        let (wall0, cpu0) = (wall.now_ms(), cpu.now_ms());
        pool.choose(&view);
        wall_ms += wall.now_ms() - wall0;
        cpu_ms += cpu.now_ms() - cpu0;
        simulations += pool.simulations();
        round += 1;
    }
    (simulations, wall_ms, cpu_ms)
}

/// `--threads N`: a pool of N threads against a pool of one, per position.
#[cfg(unix)]
fn run_pools<G: GameBots>(plan: &Plan, threads: u32) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    let options = G::Options::from_flags(PLAYERS, &mut Flags::new(Vec::new()))?;
    for position in &bench::positions::<G>(&options, plan.seed)? {
        let rate = |threads| {
            let (sims, wall, cpu) =
                pool_sample(position, plan.seed, plan.iterations, threads, 1000.0);
            (sims as f64 * 1000.0 / wall, sims as f64 * 1000.0 / cpu)
        };
        let (one, one_cpu) = rate(1);
        let (many, many_cpu) = rate(threads);
        println!(
            "{:<15} {:<5} ply {:>3}: 1 thread {:>7.0} sims/s, {threads} threads {:>7.0} sims/s = {:.2}x \
             (per CPU second {:>7.0} and {:>7.0} = {:.2})",
            G::NAME,
            position.stage,
            position.ply,
            one,
            many,
            many / one,
            one_cpu,
            many_cpu,
            many_cpu / one_cpu,
        );
    }
    Ok(())
}

#[cfg(not(unix))]
fn run_pools<G: GameBots>(_plan: &Plan, _threads: u32) -> Result<(), String> {
    Err("--threads needs a Unix system".into())
}

fn sample_json(sample: &Sample) -> serde_json::Value {
    json!({
        "simulations": sample.simulations,
        "micros": (sample.ms * 1000.0).round() as u64,
        "per_second": sample.per_second(),
    })
}

fn run<G: GameBots>(plan: &Plan) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    let options = G::Options::from_flags(PLAYERS, &mut Flags::new(Vec::new()))?;
    let positions: Vec<Position<G>> = bench::positions(&options, plan.seed)?;
    let clock = StdClock::new();
    let mut rows = Vec::new();
    for position in &positions {
        let fixed = bench::measure_for(
            position,
            plan.seed,
            &Budget::Iterations(plan.iterations),
            &clock,
            MIN_MS,
        );
        let timed = bench::measure(position, plan.seed, Budget::millis(plan.budget_ms), &clock);
        let medium = bench::measure_medium(position, plan.seed, &clock, MIN_MS);
        let fingerprint = format!("{:016x}", bench::fingerprint(position));
        if !plan.json {
            println!(
                "{:<15} {:<5} ply {:>3} [{fingerprint}]: {:>6} sims in {:>7.1} ms = {:>7.0} sims/s; \
                 {:>6} sims in {:>4.0} ms = {:>7.0} sims/s; Medium {:.2} ms a decision",
                G::NAME,
                position.stage,
                position.ply,
                fixed.simulations,
                fixed.ms,
                fixed.per_second(),
                timed.simulations,
                timed.ms,
                timed.per_second(),
                medium.ms / medium.simulations as f64,
            );
        }
        rows.push(json!({
            "stage": position.stage,
            "ply": position.ply,
            "fingerprint": fingerprint,
            "iterations": sample_json(&fixed),
            "time": sample_json(&timed),
            "medium": sample_json(&medium),
        }));
    }
    if plan.json {
        let line = json!({
            "game": G::NAME,
            "seed": plan.seed,
            "iterations": plan.iterations,
            "budget_ms": plan.budget_ms,
            "positions": rows,
        });
        println!("{line}");
    }
    Ok(())
}

fn main() -> ExitCode {
    let result = (|| {
        let mut flags = Flags::new(std::env::args().skip(1));
        if flags.help() {
            return Err(USAGE.to_string());
        }
        let games = match flags.value("--game")? {
            Some(name) => vec![name],
            None => GAMES.iter().map(|g| g.to_string()).collect(),
        };
        let plan = Plan {
            iterations: flags.number("--iterations")?.unwrap_or(1000),
            budget_ms: flags.number("--budget-ms")?.unwrap_or(500.0),
            seed: flags.number("--seed")?.unwrap_or(1),
            json: flags.switch("--json"),
            threads: flags.number("--threads")?,
        };
        flags.finish()?;
        for name in &games {
            match plan.threads {
                Some(threads) => for_game!(name.as_str(), run_pools(&plan, threads))?,
                None => for_game!(name.as_str(), run(&plan))?,
            }
        }
        Ok(())
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("bench: {message}");
            ExitCode::from(2)
        }
    }
}
