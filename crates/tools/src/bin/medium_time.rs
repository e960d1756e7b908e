//! The Medium bot's time per decision over whole all-Medium games: mean,
//! percentiles and the slowest, in CPU time of this thread (so a loaded
//! machine does not inflate it; native: the worker's wasm is about half as
//! fast). Issue 27 asks Medium to answer in under 50 ms in the worker.
//!
//! ```text
//! cargo run --release -p tools --bin medium_time -- --game NAME [--players 2,3,4] [--games 10]
//! ```

use std::process::ExitCode;

use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::{Budget, Clock, GameBots, Level};
use tools::cpu_clock::ThreadCpuClock;
use tools::{for_game, game_name};

const USAGE: &str = "usage: medium_time --game NAME [--players 2,3,4] [--games N]";

fn run<G: GameBots>(mut flags: Flags) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    flags.game_help::<G>(USAGE)?;
    let games: u64 = flags.number("--games")?.unwrap_or(10);
    let players = tools::player_counts(&mut flags)?;
    flags.finish()?;
    let clock = ThreadCpuClock;
    let mut times = Vec::new();
    for &p in &players {
        let options = G::Options::from_flags(p, &mut Flags::new(Vec::new()))?;
        for seed in 0..games {
            let mut game = G::new(&options, seed).map_err(|e| e.to_string())?;
            let mut bots: Vec<_> = (0..p as u64)
                .map(|s| G::bot(Level::Medium, seed * 7 + s, Budget::Iterations(1)))
                .collect();
            while let Some(seat) = game.to_move() {
                let start = clock.now_ms();
                let action = boardgame::bot::choose(bots[seat].as_mut(), &game, seed);
                times.push(clock.now_ms() - start);
                game.apply(action).map_err(|e| e.to_string())?;
            }
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{} {} decisions ({} games each of {players:?} players): mean {:.2} ms, \
         99th percentile {:.1} ms, 99.9th {:.1} ms, slowest {:.1} ms",
        G::NAME,
        times.len(),
        games,
        times.iter().sum::<f64>() / times.len().max(1) as f64,
        at(0.99),
        at(0.999),
        times.last().copied().unwrap_or(0.0)
    );
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    let result = game_name(&mut flags).and_then(|name| for_game!(name.as_str(), run(flags)));
    tools::exit("medium_time", result)
}
