//! The Hard bot's post-game review ([`boardgame::review`]) of one seat of a
//! seeded bot game (or of a record), with the time it took: the figure
//! behind the app's default review budget.
//!
//! ```text
//! cargo run --release -p tools --bin review -- [--game dragon] [--players 4] [--seed 1]
//!     [--level medium] [--seat 0] [--iterations N] [--samples N] [--review-seed S]
//!     [--record-out FILE] [game flags] [FILE]
//! ```
//!
//! Without FILE every seat is played by a bot of `--level` (Medium by
//! default: fast, and it makes mistakes to find); FILE holds a record (or a
//! saved game with one under `record`). Prints one line per reviewed
//! decision, most win chance lost first, then a JSON summary with the time.
//! `--record-out` also writes the game's record as JSON (the browser test
//! makes its finished game that way).

use std::process::ExitCode;
use std::time::Instant;

use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::review::{self, HardSearch, Settings};
use boardgame::{Budget, GameBots, Level, Record, Rng};
use serde_json::{Value, json};
use tools::{for_game, game_name};

const USAGE: &str = "usage: review [--game NAME] [--players P] [--seed S] [--level L] [--seat N] \
                     [--iterations N] [--samples N] [--review-seed S] [--record-out FILE] [game flags] [FILE]";

/// A game of bots of `level` on every seat.
fn play<G: GameBots>(options: &G::Options, seed: u64, level: Level) -> Result<Record<G>, String> {
    let mut state = G::new(options, seed).map_err(|e| e.to_string())?;
    let mut record = Record::new(options.clone(), seed);
    let mut bots: Vec<_> = (0..state.players())
        .map(|s| {
            G::bot(
                level,
                seed ^ ((s as u64 + 1) * 7919),
                Budget::Iterations(200),
            )
        })
        .collect();
    let mut rng = Rng::seeded(seed);
    while let Some(seat) = state.to_move() {
        let action = boardgame::bot::choose(bots[seat].as_mut(), &state, rng.next_u64());
        state.apply(action).map_err(|e| e.to_string())?;
        record.actions.push(action);
    }
    Ok(record)
}

fn run<G: GameBots + HardSearch>(mut flags: Flags) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    flags.game_help::<G>(USAGE)?;
    let players = flags.number("--players")?.unwrap_or(4);
    let seed = flags.number("--seed")?.unwrap_or(1);
    let level = match flags.value("--level")? {
        Some(name) => Level::parse(&name).ok_or(format!("unknown level {name:?}"))?,
        None => Level::Medium,
    };
    let seat: usize = flags.number("--seat")?.unwrap_or(0);
    let defaults = Settings::DEFAULT;
    let settings = Settings {
        iterations: flags.number("--iterations")?.unwrap_or(defaults.iterations),
        samples: flags.number("--samples")?.unwrap_or(defaults.samples),
        seed: flags.number("--review-seed")?.unwrap_or(defaults.seed),
    };
    let record_out = flags.value("--record-out")?;
    let options = G::Options::from_flags(players, &mut flags)?;
    let rest = flags.rest();
    let record: Record<G> = match rest.as_slice() {
        [] => play(&options, seed, level)?,
        [path] => {
            let text =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            let value: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
            let value = value.get("record").cloned().unwrap_or(value);
            serde_json::from_value(value).map_err(|e| format!("not a game record: {e}"))?
        }
        _ => return Err(USAGE.to_string()),
    };
    if let Some(path) = record_out {
        let json = serde_json::to_string(&record).map_err(|e| e.to_string())?;
        std::fs::write(&path, json).map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    let decisions = review::steps_of(&record, &[seat])
        .map_err(|e| e.to_string())?
        .len();
    let started = Instant::now();
    let review = review::review(&record, &[seat], &settings, |done, total| {
        if done % 10 == 0 || done == total {
            eprint!("\r{done}/{total} decisions");
        }
        true
    })
    .map_err(|e| e.to_string())?
    .expect("never cancelled");
    let seconds = started.elapsed().as_secs_f64();
    eprintln!();
    for d in review.ranked() {
        println!(
            "step {:4}  {:>5.1}% lost  played {:?} {:.0}% ({} sims)  Hard {:?} {:.0}% ({} sims){}",
            d.step,
            d.loss() * 100.0,
            d.played,
            d.after_played.chance * 100.0,
            d.after_played.samples,
            d.best,
            d.after_best.chance * 100.0,
            d.after_best.samples,
            if d.mistake { "  MISTAKE" } else { "" }
        );
    }
    let out = json!({
        "game": G::NAME,
        "players": record.replay().map_err(|e| e.to_string())?.players(),
        "seat": seat,
        "actions": record.actions.len(),
        "decisions": decisions,
        "reviewed": review.decisions.len(),
        "mistakes": review.decisions.iter().filter(|d| d.mistake).count(),
        "iterations": settings.iterations,
        "samples": settings.samples,
        "seconds": (seconds * 100.0).round() / 100.0,
    });
    println!("{out}");
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    let result = game_name(&mut flags).and_then(|name| for_game!(name.as_str(), run(flags)));
    tools::exit("review", result)
}
