//! Writing the lesson (`data/lesson.json`, issue 35): replays the script's
//! line so far and prints the position, the pending decision and the legal
//! actions as JSON, and plays on with the bots to make the opponents' and
//! the fast-forward actions to paste into `Play` steps.
//!
//! ```sh
//! # the position after the whole line (or after its first MOVES actions):
//! cargo run --release -p dschingis-khan --example khan_lesson -- show [MOVES]
//! # from the end of the line, Medium bots play for everyone until the
//! # learner is to move (`learner`), the game is over (`end`) or N actions
//! # are played; prints the actions as JSON, then the position reached:
//! cargo run --release -p dschingis-khan --example khan_lesson -- bots learner|end|N [SEED]
//! # the same, but the learner's seat is played too until the turns of
//! # seat `SEAT` number TURNS more (a fast-forward of whole rounds):
//! cargo run --release -p dschingis-khan --example khan_lesson -- rounds TURNS [SEED]
//! # bot seeds FROM..TO played to the end from the end of the line: the
//! # scoring ways of each final breakdown and the actions it took:
//! cargo run --release -p dschingis-khan --example khan_lesson -- ends FROM TO
//! # the same with each action's seat, decision and the turns played after it
//! # (JSON lines), to split the stretch into steps:
//! cargo run --release -p dschingis-khan --example khan_lesson -- trace SEED
//! # deals: each seat's passive supply (top first) for seeds FROM..TO:
//! cargo run --release -p dschingis-khan --example khan_lesson -- deals PLAYERS FROM TO
//! ```
//!
//! `--script PATH` (first) reads another script than `data/lesson.json`.
//! The script need not reach the end of the game, only parse; the line must
//! be legal (the tool says where it stops otherwise).
//!
//! Workflow: write the steps so far, `show` the position, add an `Ask` (or
//! the learner's prepared actions) from the legal actions printed, `bots
//! learner` for the opponents' reply as a `Play` step, repeat; `rounds` for
//! a fast-forward (a `quick` `Play` with a text summing it up), `ends` to pick
//! the bots' seed of the last stretch so the final scoring shows every way.

use std::path::PathBuf;

use boardgame::Game;
use boardgame::bot::{GameBots, Level, choose};
use boardgame::lesson::{Script, line_state};
use boardgame::search::Budget;
use dschingis_khan::{Action, GameState, Kind, Options, ScoringWay, Village};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/lesson.json");
    if args.first().is_some_and(|a| a == "--script") {
        path = PathBuf::from(&args[1]);
        args.drain(..2);
    }
    let arg = |i: usize| args.get(i).map(String::as_str);
    let num = |i: usize, default: u64| arg(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    if arg(0) == Some("deals") {
        deals(num(1, 2) as u8, num(2, 0), num(3, 20));
        return;
    }
    let text = std::fs::read_to_string(&path).expect("the script can be read");
    let script: Script<GameState> = serde_json::from_str(&text).expect("the script parses");
    let line = script.line();
    let (mut game, played) = replay(&script, line.len());
    if played < line.len() {
        println!(
            "THE LINE STOPS at action {played} ({:?} is illegal: {:?})",
            line[played],
            game.clone().apply(line[played]).err()
        );
    }
    match arg(0).unwrap_or("show") {
        "show" => {
            let moves = arg(1).and_then(|a| a.parse().ok()).unwrap_or(played);
            let (g, _) = replay(&script, moves.min(played));
            println!("actions on the line: {played} (shown after {moves})");
            print(&g, script.learner);
        }
        "bots" => {
            let seed = num(2, 1);
            let until = arg(1).unwrap_or("learner");
            let limit: usize = until.parse().unwrap_or(usize::MAX);
            let out = play_bots(&mut game, seed, |_, seat, n| {
                n >= limit || (until == "learner" && seat == script.learner)
            });
            print_played(&out, &game, script.learner);
        }
        "rounds" => {
            let turns = num(1, 1) as u32;
            let seed = num(2, 1);
            let target = game.turns_played() + turns;
            let out = play_bots(&mut game, seed, |g, _, _| g.turns_played() >= target);
            print_played(&out, &game, script.learner);
        }
        "trace" => {
            let seed = num(1, 1);
            let mut bots = bots(game.player_count(), seed);
            let mut n = 0u64;
            while let Some(seat) = game.to_move() {
                let action = choose(&mut *bots[seat], &game, seed ^ n << 8);
                let decision = game.pending().unwrap().kind;
                game.apply(action).unwrap();
                n += 1;
                println!(
                    "{}",
                    serde_json::json!({"seat": seat, "decision": decision, "action": action,
                        "turns": game.turns_played(), "end": game.end(), "over": game.is_over()})
                );
            }
            print(&game, script.learner);
        }
        "ends" => {
            for seed in num(1, 0)..num(2, 20) {
                let mut g = game.clone();
                let n = play_bots(&mut g, seed, |_, _, _| false).len();
                let ways: Vec<&str> = ScoringWay::ALL
                    .into_iter()
                    .filter(|w| Village::all().any(|v| g.scoring_way(v) == Some(*w)))
                    .map(ScoringWay::name)
                    .collect();
                println!(
                    "seed {seed}: {n} actions, totals {:?}, ways {}{}",
                    g.totals(),
                    ways.join(" "),
                    if ways.len() == ScoringWay::ALL.len() {
                        "  <== all"
                    } else {
                        ""
                    }
                );
            }
        }
        other => panic!("unknown command {other}"),
    }
}

/// The game after the first `moves` actions of the line, and how many of
/// them were legal.
fn replay(script: &Script<GameState>, moves: usize) -> (GameState, usize) {
    let mut game = line_state(script, 0).expect("the deal is legal");
    let mut played = 0;
    for action in script.line().into_iter().take(moves) {
        if game.apply(action).is_err() {
            break;
        }
        played += 1;
    }
    (game, played)
}

fn bots(players: usize, seed: u64) -> Vec<Box<dyn boardgame::Bot<GameState>>> {
    (0..players as u64)
        .map(|s| GameState::bot(Level::Medium, seed * 10 + s, Budget::Iterations(200)))
        .collect()
}

/// Plays the Medium bots (drawn from `seed`) for every seat from `game`
/// until it is over or `stop(game, seat to move, actions played)`; returns
/// the actions played. Action `n` is chosen with seed `seed ^ n << 8`.
fn play_bots(
    game: &mut GameState,
    seed: u64,
    mut stop: impl FnMut(&GameState, usize, usize) -> bool,
) -> Vec<Action> {
    let mut out = Vec::new();
    let mut bots = bots(game.player_count(), seed);
    while let Some(seat) = game.to_move() {
        if stop(game, seat, out.len()) {
            break;
        }
        let action = choose(&mut *bots[seat], game, seed ^ (out.len() as u64) << 8);
        game.apply(action).unwrap();
        out.push(action);
    }
    out
}

/// The actions played as JSON to paste into a `Play` step, their number,
/// then the position reached.
fn print_played(out: &[Action], game: &GameState, learner: usize) {
    println!("{}", serde_json::to_string(out).unwrap());
    println!("{} actions", out.len());
    print(game, learner);
}

fn code(kind: Kind) -> char {
    match kind {
        Kind::Chinese => 'C',
        Kind::Mongol => 'M',
        Kind::Farmer => 'F',
        Kind::Plague => 'P',
        Kind::Herb => 'H',
    }
}

fn deals(players: u8, from: u64, to: u64) {
    for seed in from..to {
        let options = Options {
            players,
            start_player: Some(0),
        };
        let g = GameState::new(options, seed).unwrap();
        let supplies: Vec<String> = g
            .players()
            .iter()
            .map(|p| {
                let held: String = p.pieces.iter().map(code).collect();
                let passive: String = p.passive.iter().rev().map(|k| code(*k)).collect();
                format!("{held}|{passive}")
            })
            .collect();
        println!("seed {seed}: {}", supplies.join("  "));
    }
}

/// The position in a few lines: every seat's supplies, the stacks, the wall,
/// the pending decision and the legal actions as JSON.
fn print(g: &GameState, learner: usize) {
    println!(
        "turns played {}, round {}, general supply {}, walls out {}, end {:?}, finish {:?}",
        g.turns_played(),
        g.round(),
        g.general_supply(),
        g.walls_out(),
        g.end(),
        g.finish()
    );
    for (seat, p) in g.players().iter().enumerate() {
        let held: String = p.pieces.iter().map(code).collect();
        let passive: String = p.passive.iter().rev().map(|k| code(*k)).collect();
        println!(
            "seat {seat}{}: scout {:?}, holds [{held}] + {} walls, lost {}, passive (top first) {passive}",
            if seat == learner { " (learner)" } else { "" },
            p.scout.map(|v| v.to_string()),
            p.walls,
            p.lost.total(),
        );
    }
    for v in Village::all() {
        let stack = g.stack(v);
        if stack.is_empty() {
            continue;
        }
        let pieces: Vec<String> = stack
            .iter()
            .map(|p| format!("{}{}", p.owner, code(p.kind)))
            .collect();
        println!(
            "  {v} {} [{}] -> {:?} {:?}",
            if g.is_mongolia(v) {
                "Mongolia"
            } else {
                "China"
            },
            pieces.join(" "),
            g.scoring_way(v).map(ScoringWay::name),
            dschingis_khan::stack_value(stack, g.is_mongolia(v)).1,
        );
    }
    let wall = g.wall();
    let mut open: Vec<String> = dschingis_khan::board::slots_in(wall.open)
        .map(|s| s.to_string())
        .collect();
    open.sort();
    let mut all: Vec<String> = dschingis_khan::board::slots_in(wall.pieces)
        .map(|s| s.to_string())
        .collect();
    all.sort();
    println!("wall: {}\nopen: {}", all.join(" "), open.join(" "));
    println!("last build: {:?}", g.last_build());
    let mongolia: Vec<String> = Village::all()
        .filter(|v| g.is_mongolia(*v))
        .map(|v| v.to_string())
        .collect();
    println!("mongolia: {}", mongolia.join(" "));
    if g.is_over() {
        println!(
            "GAME OVER: totals {:?}, winners {:?}",
            g.totals(),
            g.winners()
        );
        for s in g.breakdown() {
            println!("  {:?} way {:?}", s, g.scoring_way(s.village));
        }
        return;
    }
    println!("pending: {:?}", g.pending());
    let legal: Vec<Action> = g.legal();
    println!("legal ({}):", legal.len());
    for a in legal {
        println!("  {}", serde_json::to_string(&a).unwrap());
    }
}
