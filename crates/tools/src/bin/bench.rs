//! The Hard bot's simulations per second, and Medium's time per decision,
//! on fixed positions
//! (`boardgame::bench`): early, mid and late in a seeded game of Easy bots,
//! four seats, each game's default options. The browser test
//! `tests/e2e/bench.mjs` runs the same positions in the app's bot worker and
//! prints both rates and their ratio.
//!
//! ```text
//! cargo run --release -p tools --bin bench -- [--game NAME] [--iterations I]
//!     [--budget-ms B] [--seed S] [--json]
//! ```
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
    "usage: bench [--game NAME] [--iterations I] [--budget-ms B] [--seed S] [--json]";

/// What to run, shared by every game.
struct Plan {
    iterations: u32,
    budget_ms: f64,
    seed: u64,
    json: bool,
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
        };
        flags.finish()?;
        for name in &games {
            for_game!(name.as_str(), run(&plan))?;
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
