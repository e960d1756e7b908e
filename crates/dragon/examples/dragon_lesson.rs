//! Authoring the Dragon's "Learn to play" script (`data/lesson.json`, the
//! format of `boardgame::lesson::Script`): replays the script's line so far
//! and shows the position, and lets the bots play on to give the JSON of the
//! opponents' replies and of the fast-forwards to paste into `Play` steps.
//!
//! ```text
//! cargo run -p dragon --example dragon_lesson -- show        # the position at the end of the line
//! cargo run -p dragon --example dragon_lesson -- show 42     # ... after the line's first 42 actions
//! cargo run -p dragon --example dragon_lesson -- bots opponents   # bots play until the learner is to move
//! cargo run -p dragon --example dragon_lesson -- bots 12          # bots play 12 actions (any seat)
//! cargo run -p dragon --example dragon_lesson -- bots month=8     # ... until month 8 begins (or the end)
//! cargo run -p dragon --example dragon_lesson -- bots end         # ... to the end of the game
//! cargo run -p dragon --example dragon_lesson -- score       # replay the whole line: scores by source
//! cargo run -p dragon --example dragon_lesson -- events 0 50 # event rows of seeds 0..50 (script's options)
//! cargo run -p dragon --example dragon_lesson -- check       # boardgame::lesson::check on the script
//! ```
//!
//! `--script PATH` (first) reads another script than `data/lesson.json`,
//! `--level easy|medium|hard` picks the bots (Medium by default; a list
//! such as `medium,easy` gives each seat its own, the last for the rest) and
//! `--seed N` their seeds (1000 by default: another seed, other replies). The script
//! may stop anywhere before the game's end (`check` then says `NotOver`):
//! write the next steps, run `show`, and go on. `bots` prints the actions as
//! a JSON array (one action a line, with the seat and decision as a `//`
//! comment on stderr), ready for `{"Play": {"actions": [...]}}`. The bots'
//! seeds are fixed, so the same line gives the same replies.

use std::path::PathBuf;

use boardgame::bot::choose;
use boardgame::lesson::{Script, check, line_state};
use boardgame::search::Budget;
use boardgame::{Game, GameBots, Level};
use dragon::{GameState, VpSource};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/lesson.json");
    let mut levels = vec![Level::Medium];
    let mut bot_seed = 1000;
    loop {
        match args.first().map(String::as_str) {
            Some("--script") => {
                path = PathBuf::from(&args[1]);
                args.drain(..2);
            }
            Some("--seed") => {
                bot_seed = args[1].parse().expect("a seed for the bots");
                args.drain(..2);
            }
            Some("--level") => {
                levels = args[1]
                    .split(',')
                    .map(|l| Level::parse(l).expect("easy, medium or hard"))
                    .collect();
                args.drain(..2);
            }
            _ => break,
        }
    }
    let text = std::fs::read_to_string(&path).expect("the script can be read");
    let script: Script<GameState> = serde_json::from_str(&text).expect("the script parses");
    let line = script.line();
    match args.first().map(String::as_str) {
        Some("show") | None => {
            let moves = args
                .get(1)
                .map_or(line.len(), |n| n.parse().expect("a count"));
            show(&script, moves.min(line.len()));
        }
        Some("bots") => {
            let until = args.get(1).map(String::as_str).unwrap_or("opponents");
            bots(&script, &levels, bot_seed, until);
        }
        Some("score") => {
            let game = line_state(&script, line.len()).expect("the line plays");
            println!("over: {}, month {}", game.is_over(), game.month());
            for b in game.breakdown() {
                let parts: Vec<String> = b
                    .by_source
                    .iter()
                    .map(|(s, p)| format!("{s:?} {p}"))
                    .collect();
                println!(
                    "seat {} rank {} total {}: {}",
                    b.seat,
                    b.rank,
                    b.total,
                    parts.join(", ")
                );
            }
            for source in VpSource::ALL {
                let any = game.players().iter().any(|p| p.vp_from(source) > 0);
                println!("{source:?}: {}", if any { "scores" } else { "NONE" });
            }
        }
        Some("events") => {
            let from: u64 = args.get(1).map_or(0, |n| n.parse().expect("a seed"));
            let to: u64 = args
                .get(2)
                .map_or(from + 20, |n| n.parse().expect("a seed"));
            for seed in from..to {
                let game = GameState::new(script.options, seed).expect("the options");
                let row: Vec<String> = game.events().iter().map(|e| format!("{e:?}")).collect();
                println!("{seed}: {}", row.join(" "));
            }
        }
        Some("check") => match check(&script) {
            Ok(c) => println!(
                "ok: {} decisions, {} actions, {} lines",
                c.decisions, c.actions, c.lines
            ),
            Err(e) => println!("{e:?}"),
        },
        Some(other) => panic!("unknown command {other} (show, bots, score, events, check)"),
    }
}

/// The position after `moves` actions of the line: month, phase, the table,
/// the pending decision and the legal actions as JSON.
fn show(script: &Script<GameState>, moves: usize) {
    let Some(game) = line_state(script, moves) else {
        println!("the line does not play: {:?}", check(script));
        return;
    };
    let events: Vec<String> = game.events().iter().map(|e| format!("{e:?}")).collect();
    println!(
        "after {moves} actions: month {}, {:?}",
        game.month(),
        game.phase()
    );
    println!("events: {}", events.join(" "));
    println!(
        "super event: {:?}; wall {:?}",
        game.super_event(),
        game.wall()
    );
    for (seat, p) in game.players().iter().enumerate() {
        println!(
            "seat {seat}: vp {} track {} yuan {} rice {} rockets {} privileges {}+{} wall {} tiles {:?}",
            p.vp,
            p.track,
            p.yuan,
            p.rice,
            p.rockets,
            p.small_privileges,
            p.large_privileges,
            p.wall_sections,
            p.wall_tiles
        );
        for (i, palace) in p.palaces.iter().enumerate() {
            println!("   palace {i}: {palace:?}");
        }
        println!("   hand {:?}", p.hand);
    }
    for (i, g) in game.groups().iter().enumerate() {
        println!("group {i}: {g:?}");
    }
    println!("pending: {:?}", game.pending());
    for action in game.legal() {
        println!(
            "  {}",
            serde_json::to_string(&action).expect("an action serializes")
        );
    }
}

/// Bots play on from the end of the line and print their actions as JSON.
fn bots(script: &Script<GameState>, levels: &[Level], bot_seed: u64, until: &str) {
    let line = script.line();
    let Some(mut game) = line_state(script, line.len()) else {
        println!("the line does not play: {:?}", check(script));
        return;
    };
    let mut bots: Vec<_> = (0..game.players().len())
        .map(|seat| {
            let level = levels[seat.min(levels.len() - 1)];
            GameState::bot(level, bot_seed + seat as u64, Budget::Iterations(200))
        })
        .collect();
    let month = game.month();
    let mut played = Vec::new();
    while let Some(seat) = Game::to_move(&game) {
        let stop = match until {
            "opponents" => seat == script.learner,
            "end" => false,
            u => match u.strip_prefix("month=") {
                Some(m) => game.month() >= m.parse::<u8>().expect("a month") as _,
                None => played.len() >= u.parse::<usize>().expect("a count"),
            },
        };
        if stop {
            break;
        }
        let seed = bot_seed * 1000 + (line.len() + played.len()) as u64;
        let action = choose(bots[seat].as_mut(), &game, seed);
        eprintln!(
            "// seat {seat} {:?}: {action:?}",
            game.pending().map(|d| d.kind)
        );
        played.push(serde_json::to_string(&action).expect("an action serializes"));
        Game::apply(&mut game, action).expect("a bot plays legal actions");
    }
    println!("[{}]", played.join(",\n "));
    eprintln!(
        "// {} actions, month {} -> {}, over: {}",
        played.len(),
        month,
        game.month(),
        game.is_over()
    );
}
