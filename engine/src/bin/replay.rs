//! Replays a game record and prints the resulting scores as JSON: used by the
//! browser tests to check the app's scores against the engine's own.
//!
//! cargo run --release -p engine --bin replay -- FILE   (or the JSON on stdin)
//!
//! FILE holds a `GameRecord` (`{"options", "seed", "actions"}`), or any JSON
//! object with one under the key `record` (such as the app's saved game).

use std::io::Read;
use std::process::ExitCode;

use engine::GameRecord;
use serde_json::{Value, json};

fn main() -> ExitCode {
    let mut text = String::new();
    let read = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(&path).map(|t| text = t),
        None => std::io::stdin().read_to_string(&mut text).map(|_| ()),
    };
    if let Err(e) = read {
        eprintln!("replay: cannot read the record: {e}");
        return ExitCode::FAILURE;
    }
    let record = serde_json::from_str::<Value>(&text)
        .map(|v| v.get("record").cloned().unwrap_or(v))
        .and_then(serde_json::from_value::<GameRecord>);
    let record = match record {
        Ok(record) => record,
        Err(e) => {
            eprintln!("replay: not a game record: {e}");
            return ExitCode::FAILURE;
        }
    };
    match record.replay() {
        Ok(state) => {
            let out = json!({
                "actions": record.actions.len(),
                "month": state.month(),
                "over": state.is_over(),
                "scores": state.scores().to_vec(),
                "winner": state.winner(),
                "breakdown": state.breakdown(),
            });
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("replay: {e}");
            ExitCode::FAILURE
        }
    }
}
