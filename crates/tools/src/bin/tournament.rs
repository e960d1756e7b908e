//! Bots against bots: measures the levels' strength, also against the
//! textbook baselines `flat` and `uct` (`boardgame::baseline`). Prints one line per
//! game to stderr and, as the last line of stdout, a JSON summary per level.
//!
//! ```text
//! cargo run --release -p tools --bin tournament -- [--game dragon] --games N
//!     --seats hard,medium,medium,medium [--budget-ms B] [--clock wall|cpu]
//!     [--iterations I] [--seed S]
//!     [the game's own flags, see --help]
//! ```
//!
//! See `crates/tools/README.md` for the rotation of seats, the duplicate
//! deals and the fields of the JSON summary.

use std::process::ExitCode;

use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::tournament::{self, Entrant, Tournament};
use std::rc::Rc;

use boardgame::{Budget, Clock, GameBots, Level, StdClock};
use tools::{for_game, game_name};

const USAGE: &str = "usage: tournament [--game NAME] --games N --seats LEVEL,LEVEL[,...] \
     [--budget-ms B] [--clock wall|cpu] [--iterations I] [--seed S] [game flags]   (LEVEL: easy, medium, hard, the baselines flat and uct, or a variant of the game such as medium-old; LEVEL@MS thinks MS milliseconds per decision instead of B; LEVEL@Nt, for hard, uct and the variants, searches with N threads at once, each with the whole budget, and plays the sum of their root statistics, e.g. hard@2t or hard@250@2t)";

fn run<G: GameBots>(mut flags: Flags) -> Result<(), String>
where
    G::Options: OptionsFromFlags,
{
    flags.game_help::<G>(USAGE)?;
    let seats: Vec<Entrant> = match flags.value("--seats")? {
        Some(list) => list
            .split(',')
            .map(|s| Entrant::parse_for::<G>(s).ok_or(format!("unknown level {s:?}")))
            .collect::<Result<_, _>>()?,
        None => [Level::Hard, Level::Medium, Level::Medium, Level::Medium]
            .map(Entrant::from)
            .to_vec(),
    };
    let games = flags.number("--games")?.unwrap_or(seats.len() as u32);
    let budget_ms = flags.number("--budget-ms")?.unwrap_or(1000.0);
    let iterations = flags.number("--iterations")?;
    let clock: Rc<dyn Clock> = match flags.value("--clock")?.as_deref() {
        None | Some("wall") => Rc::new(StdClock::new()),
        #[cfg(unix)]
        Some("cpu") => Rc::new(tools::cpu_clock::ThreadCpuClock),
        Some(other) => return Err(format!("unknown clock {other:?} (wall or cpu)")),
    };
    let seed = flags.number("--seed")?.unwrap_or(1);
    let options = G::Options::from_flags(seats.len(), &mut flags)?;
    flags.finish()?;
    let budget = match iterations {
        Some(n) => Budget::Iterations(n),
        None => Budget::Millis(budget_ms, clock.clone()),
    };
    let t = Tournament::<G> {
        games,
        seats,
        options,
        seed,
        budget,
        clock: clock.clone(),
    };
    let mut wins = std::collections::BTreeMap::<String, u32>::new();
    let summary = tournament::run(&t, |game| {
        *wins.entry(game.levels[game.winner].name()).or_default() += 1;
        let seats: Vec<String> = game
            .levels
            .iter()
            .zip(&game.scores)
            .map(|(entrant, vp)| format!("{} {vp}", entrant.name()))
            .collect();
        eprintln!(
            "game {}/{} (deal {}): {} -> {} wins; wins so far {:?}",
            game.game + 1,
            t.games,
            game.deal_seed,
            seats.join(", "),
            game.levels[game.winner].name(),
            wins,
        );
    });
    println!(
        "{}",
        serde_json::to_string(&summary).expect("the summary serializes")
    );
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    let result = game_name(&mut flags).and_then(|name| for_game!(name.as_str(), run(flags)));
    tools::exit("tournament", result)
}
