//! What the tools share: the list of games they know.
//!
//! - `simulate --game NAME …`: random games (speed benchmark and soak test).
//! - `tournament --game NAME …`: bots against bots, with duplicate deals.
//! - `replay --game NAME FILE`: a record's final scores.
//! - `review --game NAME …`: the Hard bot's post-game review of one seat, timed.
//! - `tally LOG…`: adds up tournament runs from their progress lines.
//!
//! The flags, output lines and JSON summaries are documented in README.md.

#[cfg(unix)]
pub mod cpu_clock;
pub mod tally;

/// Names accepted by `--game`; the first is the default.
pub const GAMES: &[&str] = &["dragon", "dschingis-khan", "china"];

/// Runs `$run::<G>($args…)` with `G` the state type of the game named
/// `$name`, or gives an error naming the games there are.
#[macro_export]
macro_rules! for_game {
    ($name:expr, $run:ident($($arg:expr),*)) => {
        match $name {
            "dragon" => $run::<dragon::GameState>($($arg),*),
            "dschingis-khan" => $run::<dschingis_khan::GameState>($($arg),*),
            "china" => $run::<china::GameState>($($arg),*),
            other => Err(format!(
                "unknown game {other:?} (games: {})",
                $crate::GAMES.join(", ")
            )),
        }
    };
}

/// Takes `--game NAME` from the flags (default: the first game).
pub fn game_name(flags: &mut boardgame::cli::Flags) -> Result<String, String> {
    Ok(flags
        .value("--game")?
        .unwrap_or_else(|| GAMES[0].to_string()))
}

/// `--players 2,3,4`: the player counts a tool plays in turn (default 2, 3
/// and 4).
pub fn player_counts(flags: &mut boardgame::cli::Flags) -> Result<Vec<usize>, String> {
    match flags.value("--players")? {
        Some(list) => list.split(',').map(boardgame::cli::number).collect(),
        None => Ok(vec![2, 3, 4]),
    }
}

/// The process's exit: success, or the tool's name and the message on
/// stderr with status 2 (bad arguments or input), as every tool does.
pub fn exit(tool: &str, result: Result<(), String>) -> std::process::ExitCode {
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{tool}: {message}");
            std::process::ExitCode::from(2)
        }
    }
}
