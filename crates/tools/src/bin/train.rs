//! Trains a game's learned value by self-play and writes its weights into
//! the game crate (`crates/<game>/data/value.bin`), printing the progress
//! curve (held-out loss per epoch) as it goes.
//!
//! ```text
//! cargo run --release -p tools --bin train -- --game dschingis-khan --seed 1
//!     [--games N] [--players 2,3,4] [--hidden H] [--epochs E]
//!     [--sample-rate R] [--epsilon E] [--threads T] [--samples DIR]
//!     [--out FILE | --no-write]
//! ```
//!
//! Deterministic from its flags: the same weights bit for bit, whatever
//! `--threads` (see `boardgame::learn::train`).

use std::process::ExitCode;
use std::time::Instant;

use boardgame::cli::{Flags, OptionsFromFlags};
use boardgame::learn::train::{self, Fit, SelfPlay};
use boardgame::learn::{Features, ValueSet};
use tools::game_name;

const USAGE: &str = "usage: train --game NAME [--seed S] [--games N] [--players 2,3,4] \
     [--hidden H] [--epochs E] [--sample-rate R] [--epsilon E] [--threads T] [--samples DIR] [--out FILE | --no-write]";

fn run<G: Features>(mut flags: Flags) -> Result<(), String>
where
    G::Options: OptionsFromFlags + Sync,
{
    if flags.help() {
        return Err(USAGE.to_string());
    }
    let seed: u64 = flags.number("--seed")?.unwrap_or(1);
    let games = flags.number("--games")?.unwrap_or(4000);
    let players = tools::player_counts(&mut flags)?;
    let defaults = Fit::default();
    let fit = Fit {
        hidden: flags.number("--hidden")?.unwrap_or(defaults.hidden),
        epochs: flags.number("--epochs")?.unwrap_or(defaults.epochs),
        seed,
        ..defaults
    };
    let sample_rate = flags.number("--sample-rate")?.unwrap_or(0.1);
    let epsilon = flags.number("--epsilon")?.unwrap_or(0.05);
    let threads = flags.number("--threads")?.unwrap_or(1);
    let no_write = flags.switch("--no-write");
    let keep = flags.value("--samples")?;
    let out = flags.value("--out")?.unwrap_or(format!(
        "{}/../{}/data/value.bin",
        env!("CARGO_MANIFEST_DIR"),
        G::NAME
    ));
    flags.finish()?;
    let mut set = ValueSet::default();
    for &p in &players {
        let options = G::Options::from_flags(p, &mut Flags::new(Vec::new()))?;
        let plan = SelfPlay {
            games,
            seed: seed.wrapping_mul(1000).wrapping_add(p as u64 * 1_000_000),
            sample_rate,
            epsilon,
            threads,
        };
        let start = Instant::now();
        // With --samples DIR, a player count's self-play is kept there and
        // read back by the next run with the same flags.
        let kept = keep.as_ref().map(|dir| {
            format!(
                "{dir}/{}-{p}p-seed{seed}-{games}-{sample_rate}-{epsilon}.samples",
                G::NAME
            )
        });
        let cached = kept
            .as_ref()
            .and_then(|f| std::fs::read(f).ok())
            .and_then(|b| train::Samples::from_bytes(&b));
        let samples = match cached {
            Some(s) if s.inputs == G::FEATURES => s,
            _ => {
                let s = train::self_play::<G>(&options, &plan);
                if let Some(f) = &kept {
                    std::fs::write(f, s.to_bytes())
                        .map_err(|e| format!("cannot write {f}: {e}"))?;
                }
                s
            }
        };
        println!(
            "{} {p}p: {games} self-play games, {} samples of {} features, {:.0} s",
            G::NAME,
            samples.len(),
            samples.inputs,
            start.elapsed().as_secs_f64()
        );
        println!(
            "{p}p held-out loss of the constant: {:.4}",
            train::constant_loss(&samples, fit.holdout_every)
        );
        let start = Instant::now();
        let model = train::fit(&samples, &fit, |e| {
            println!(
                "{p}p epoch {:>3}: train {:.4}  held-out {:.4}",
                e.epoch, e.train_loss, e.held_out_loss
            );
        });
        println!(
            "{p}p fitted ({} hidden units) in {:.0} s",
            fit.hidden,
            start.elapsed().as_secs_f64()
        );
        set.insert(p as u8, model);
    }
    let bytes = set.to_bytes();
    if no_write {
        println!("{} bytes of weights (not written)", bytes.len());
    } else {
        std::fs::write(&out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
        println!("wrote {} bytes to {out}", bytes.len());
    }
    Ok(())
}

fn main() -> ExitCode {
    let mut flags = Flags::new(std::env::args().skip(1));
    // Every game of `tools::for_game!` is trainable: its state has features.
    let result = game_name(&mut flags).and_then(|name| tools::for_game!(name.as_str(), run(flags)));
    tools::exit("train", result)
}
