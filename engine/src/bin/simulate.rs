//! Plays games with uniformly random legal actions: the engine's benchmark
//! and a soak test. Prints a JSON summary as its last line.
//!
//! ```text
//! cargo run --release -p engine --bin simulate -- --games N --players P --seed S
//!     [--great-wall] [--super-events none|random|<name>] [--privilege 6|7] [--trace FILE]
//! ```

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use engine::{GameState, Options, Rng, SuperEvent, SuperEvents};
use serde_json::json;

struct Args {
    games: u64,
    options: Options,
    seed: u64,
    trace: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 1000,
        options: Options::new(4),
        seed: 1,
        trace: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => args.games = number(&value()?)?,
            "--players" => args.options.players = number(&value()?)?,
            "--seed" => args.seed = number(&value()?)?,
            "--privilege" => args.options.large_privilege_price = number(&value()?)?,
            "--great-wall" => args.options.great_wall = true,
            "--super-events" => {
                let v = value()?;
                args.options.super_events = match v.as_str() {
                    "none" | "off" => SuperEvents::Off,
                    "random" => SuperEvents::Random,
                    name => SuperEvents::Chosen(
                        SuperEvent::parse(name).ok_or(format!("unknown super event {name:?}"))?,
                    ),
                };
            }
            "--trace" => args.trace = Some(value()?),
            "--help" | "-h" => {
                return Err(
                    "usage: simulate --games N --players P --seed S [--great-wall] \
                     [--super-events none|random|<name>] [--privilege 6|7] [--trace FILE]"
                        .into(),
                );
            }
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
    }
    args.options.validate()?;
    Ok(args)
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a valid number"))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) => {
            eprintln!("simulate: {message}");
            return ExitCode::from(2);
        }
    };
    let mut trace = match &args.trace {
        Some(path) => match std::fs::File::create(path) {
            Ok(file) => Some(std::io::BufWriter::new(file)),
            Err(e) => {
                eprintln!("simulate: cannot write {path}: {e}");
                return ExitCode::FAILURE;
            }
        },
        None => None,
    };

    let start = Instant::now();
    let mut chooser = Rng::seeded(args.seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut legal = Vec::with_capacity(64);
    let mut decisions = 0u64;
    let mut winner_vp = 0u64;
    let mut total_vp = 0u64;
    for game in 0..args.games {
        let seed = args.seed.wrapping_add(game);
        let mut state = GameState::new(args.options, seed).expect("options were validated");
        let mut writer = if game == 0 { trace.as_mut() } else { None };
        if let Some(w) = writer.as_mut() {
            let header = json!({ "options": args.options, "seed": seed });
            writeln!(w, "{header}").expect("trace write");
        }
        while let Some(decision) = state.pending() {
            state.legal_actions_into(&mut legal);
            let action = legal[chooser.below(legal.len())];
            state.apply(action).expect("a legal action applies");
            decisions += 1;
            if let Some(w) = writer.as_mut() {
                let line = json!({
                    "player": decision.player,
                    "decision": decision.kind,
                    "action": action,
                    "state": state,
                });
                writeln!(w, "{line}").expect("trace write");
            }
        }
        let scores = state.scores();
        winner_vp += scores[state.winner().expect("game over")] as u64;
        total_vp += scores.iter().map(|&v| v as u64).sum::<u64>();
    }
    if let Some(mut w) = trace {
        w.flush().expect("trace write");
    }
    let seconds = start.elapsed().as_secs_f64();
    let games = args.games.max(1) as f64;
    let summary = json!({
        "games": args.games,
        "players": args.options.players,
        "great_wall": args.options.great_wall,
        "super_events": args.options.super_events,
        "large_privilege_price": args.options.large_privilege_price,
        "seed": args.seed,
        "seconds": seconds,
        "games_per_second": args.games as f64 / seconds,
        "decisions_per_game": decisions as f64 / games,
        "mean_winner_vp": winner_vp as f64 / games,
        "mean_vp": total_vp as f64 / games / args.options.players as f64,
    });
    println!("{summary}");
    ExitCode::SUCCESS
}
