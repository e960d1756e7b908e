//! Plays games with uniformly random legal actions: a game's speed benchmark
//! and a soak test. Prints a JSON summary as its last line.
//!
//! ```text
//! cargo run --release -p tools --bin simulate -- [--game dragon] --games N --players P --seed S
//!     [--trace FILE] [the game's own flags, see --help]
//! ```

use std::process::ExitCode;

use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::simulate::{self, Simulation};
use boardgame::{Game, StdClock};
use tools::{for_game, game_name};

const USAGE: &str = "usage: simulate [--game NAME] --games N --players P --seed S [--trace FILE] \
                     [game flags]   (simulate --list-games names the games)";

fn run<G: Game>(mut flags: Flags) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    flags.game_help::<G>(USAGE)?;
    let games = flags.number("--games")?.unwrap_or(1000);
    let players = flags.number("--players")?.unwrap_or(4);
    let seed = flags.number("--seed")?.unwrap_or(1);
    let trace = flags.value("--trace")?;
    let options = G::Options::from_flags(players, &mut flags)?;
    flags.finish()?;
    let mut file = match &trace {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path).map_err(|e| format!("cannot write {path}: {e}"))?,
        )),
        None => None,
    };
    let sim = Simulation::<G> {
        games,
        options,
        seed,
    };
    let trace = file.as_mut().map(|f| f as &mut dyn std::io::Write);
    let summary = simulate::run(&sim, &StdClock::new(), trace)?;
    println!("{}", summary.to_json());
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    if flags.switch("--list-games") {
        println!("{}", tools::GAMES.join("\n"));
        return ExitCode::SUCCESS;
    }
    let result = game_name(&mut flags).and_then(|name| for_game!(name.as_str(), run(flags)));
    tools::exit("simulate", result)
}
