//! Adds up tournament runs from the progress lines they printed (their
//! stderr, saved to files): wins, win share with its 95% Wilson interval and
//! mean VP per level, over the whole deals of every file together.
//!
//! ```text
//! tournament --game dragon --seats hard,flat --seed 11 … 2> a.log
//! tournament --game dragon --seats hard,flat --seed 111 … 2> b.log
//! cargo run --release -p tools --bin tally -- a.log b.log
//! ```

use std::process::ExitCode;

use tools::tally::{parse_line, tally};

fn run(files: Vec<String>) -> Result<(), String> {
    if files.is_empty() || files.iter().any(|f| f == "--help") {
        return Err("usage: tally LOG [LOG ...]   (the stderr of tournament runs)".into());
    }
    let mut runs = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        runs.push(text.lines().filter_map(parse_line).collect::<Vec<_>>());
    }
    let (levels, counted, left_out) = tally(&runs)?;
    println!(
        "{counted} games in whole deals from {} runs ({left_out} of unfinished deals left out)",
        files.len()
    );
    for (level, t) in &levels {
        let [low, high] = t.win_share_ci95();
        println!(
            "{level:10} {:4}/{:<4} = {:5.1}% [{:.1}, {:.1}]  mean VP {:.1}",
            t.wins,
            t.seat_games,
            100.0 * t.win_share(),
            100.0 * low,
            100.0 * high,
            t.mean_vp()
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    tools::exit("tally", run(std::env::args().skip(1).collect()))
}
