//! Replays a game record and prints the resulting scores as JSON: used by the
//! browser tests to check the app's scores against the rules crate's own.
//!
//! ```text
//! cargo run --release -p tools --bin replay -- [--game dragon] [FILE]   (or the JSON on stdin)
//! ```
//!
//! FILE holds a record (`{"options", "seed", "actions"}`), or any JSON object
//! with one under the key `record` (such as the app's saved or exported game,
//! whose `game` key then names the game unless `--game` does).

use std::io::Read;
use std::process::ExitCode;

use boardgame::cli::Flags;
use boardgame::{Game, Record};
use serde_json::{Value, json};
use tools::for_game;

fn run<G: Game>(value: Value) -> Result<(), String> {
    let record = value.get("record").cloned().unwrap_or(value);
    let record: Record<G> =
        serde_json::from_value(record).map_err(|e| format!("not a game record: {e}"))?;
    let state = record.replay().map_err(|e| e.to_string())?;
    let out = json!({
        "game": G::NAME,
        "actions": record.actions.len(),
        "over": state.is_over(),
        "scores": state.scores(),
        "ranking": state.ranking(),
        "winner": state.winner(),
    });
    println!("{out}");
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    let result = (|| {
        let game = flags.value("--game")?;
        let mut text = String::new();
        match flags.rest().as_slice() {
            [] => {
                std::io::stdin()
                    .read_to_string(&mut text)
                    .map_err(|e| format!("cannot read the record: {e}"))?;
            }
            [path] => {
                text = std::fs::read_to_string(path)
                    .map_err(|e| format!("cannot read {path}: {e}"))?;
            }
            _ => return Err("usage: replay [--game NAME] [FILE]".to_string()),
        }
        let value: Value = serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))?;
        let name = game
            .or_else(|| value.get("game").and_then(|g| g.as_str()).map(String::from))
            .unwrap_or_else(|| tools::GAMES[0].to_string());
        for_game!(name.as_str(), run(value))
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("replay: {message}");
            ExitCode::FAILURE
        }
    }
}
