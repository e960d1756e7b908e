//! Bots against bots: measures the levels' strength. Prints one line per
//! game to stderr and, as the last line of stdout, a JSON summary per level.
//!
//! ```text
//! cargo run --release -p engine --bin tournament -- --games N --seats hard,medium,medium,medium
//!     [--budget-ms B] [--iterations I] [--seed S] [--great-wall]
//!     [--super-events random|none|<name>] [--privilege 6|7]
//! ```
//!
//! See `engine/README.md` for the rotation of seats, the duplicate deals and
//! the fields of the JSON summary.

use std::process::ExitCode;

use engine::bot::tournament::{self, Tournament};
use engine::bot::{Budget, Level, StdClock};
use engine::{Options, SuperEvent, SuperEvents};

const USAGE: &str = "usage: tournament --games N --seats LEVEL,LEVEL[,...] [--budget-ms B] \
     [--iterations I] [--seed S] [--great-wall] [--super-events none|random|<name>] \
     [--privilege 6|7]   (LEVEL: easy, medium or hard)";

fn parse_args() -> Result<Tournament, String> {
    let mut games = None;
    let mut seats = vec![Level::Hard, Level::Medium, Level::Medium, Level::Medium];
    let mut options = Options::new(4);
    let mut seed = 1;
    let mut budget_ms = 1000.0;
    let mut iterations = None;
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => games = Some(number(&value()?)?),
            "--seats" => {
                seats = value()?
                    .split(',')
                    .map(|s| Level::parse(s).ok_or(format!("unknown level {s:?}")))
                    .collect::<Result<_, _>>()?;
            }
            "--budget-ms" => budget_ms = number(&value()?)?,
            "--iterations" => iterations = Some(number(&value()?)?),
            "--seed" => seed = number(&value()?)?,
            "--privilege" => options.large_privilege_price = number(&value()?)?,
            "--great-wall" => options.great_wall = true,
            "--super-events" => {
                let v = value()?;
                options.super_events = match v.as_str() {
                    "none" | "off" => SuperEvents::Off,
                    "random" => SuperEvents::Random,
                    name => SuperEvents::Chosen(
                        SuperEvent::parse(name).ok_or(format!("unknown super event {name:?}"))?,
                    ),
                };
            }
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown argument {other:?} (try --help)")),
        }
    }
    options.players = seats.len() as u8;
    options.validate()?;
    let budget = match iterations {
        Some(n) => Budget::Iterations(n),
        None => Budget::millis(budget_ms),
    };
    Ok(Tournament {
        games: games.unwrap_or(seats.len() as u32),
        seats,
        options,
        seed,
        budget,
    })
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{text:?} is not a valid number"))
}

fn main() -> ExitCode {
    let t = match parse_args() {
        Ok(t) => t,
        Err(message) => {
            eprintln!("tournament: {message}");
            return ExitCode::from(2);
        }
    };
    let clock = StdClock::new();
    let mut wins = std::collections::BTreeMap::<&str, u32>::new();
    let summary = tournament::run(&t, &clock, |game| {
        *wins.entry(game.levels[game.winner].name()).or_default() += 1;
        let seats: Vec<String> = game
            .levels
            .iter()
            .zip(&game.scores)
            .map(|(level, vp)| format!("{} {vp}", level.name()))
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
    ExitCode::SUCCESS
}
