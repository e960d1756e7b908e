//! Writing China's lesson (`data/lesson.json`, issue 35): replays the
//! script's line and shows the position, and lets the bots play on from it,
//! printing their actions as JSON to paste into `Play` steps.
//!
//! ```text
//! cargo run -p china --example china_lesson -- [--script FILE] COMMAND
//!
//! show [MOVES]   the position after the script's line (or its first MOVES
//!                actions): every hand (the author sees them all; the coach
//!                must not name the opponents' cards), display, piles, the
//!                board by province, points, the pending decision and the
//!                legal actions as JSON
//! line           the script's line, one action a row: index, step, seat,
//!                decision, action, what happened automatically
//! check          `boardgame::lesson::check`: does the script play to the
//!                end (the test's first half, without the texts)
//! next [N] [--all] [--level easy|medium|hard] [--seed S]
//!                the bots play on from the line's end: the opponents until
//!                the learner is to move (default), or N actions of every
//!                seat, the learner's too (--all: a fast-forward); prints the
//!                actions as a JSON array (stdout) and each with its seat
//!                and decision (stderr)
//! search FROM TO [--deals] [--level L]
//!                plays on from the line's end to the game's end, every seat
//!                a bot, once for each bot seed FROM..TO, and prints the
//!                scores, the winners and the learner's points by way of
//!                scoring (to pick a continuation where each way happens:
//!                then `next --all --seed S` gives its actions); with
//!                --deals, whole games of the script's options for the deal
//!                seeds FROM..TO instead (to pick the deal)
//! ```
//!
//! The bots are `GameBots::bot(level, seed, Budget::Iterations(200))`
//! (Medium by default, the app's), each seat with its own seed, each
//! decision seen through `boardgame::bot::choose` (the seat's own view), so
//! the same command prints the same actions. A usual round: `show`, write
//! the learner's `Ask` (or a `Say`), then `next` for the opponents' reply as
//! a `Play` step; for "three rounds later…", `next 40 --all` and a quick
//! `Play` step with a text summing it up.

use std::path::PathBuf;

use boardgame::Game;
use boardgame::bot::{Bot, GameBots, Level, choose};
use boardgame::lesson::{Script, Step, line_state};
use boardgame::search::Budget;
use china::{Action, GameState, Happening, Province, ScoringWay, Site};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/lesson.json");
    let mut level = Level::Medium;
    let mut seed = 1;
    let mut all = false;
    let mut all_deals = false;
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--script" => {
                path = PathBuf::from(&args[i + 1]);
                i += 1;
            }
            "--level" => {
                level = Level::ALL
                    .into_iter()
                    .find(|l| l.name() == args[i + 1])
                    .expect("easy, medium or hard");
                i += 1;
            }
            "--seed" => {
                seed = args[i + 1].parse().expect("a seed");
                i += 1;
            }
            "--all" => all = true,
            "--deals" => all_deals = true,
            _ => rest.push(args[i].clone()),
        }
        i += 1;
    }
    args = rest;
    let text = std::fs::read_to_string(&path).expect("the script can be read");
    let script: Script<GameState> = serde_json::from_str(&text).expect("the script parses");
    let number = |i: usize| args.get(i).map(|a| a.parse::<usize>().expect("a number"));
    match args.first().map(String::as_str) {
        Some("show") => {
            let moves = number(1).unwrap_or(usize::MAX);
            let game = line_state(&script, moves.min(script.line().len()))
                .expect("the line plays (else `line` shows where it stops)");
            show(&game, script.learner);
        }
        Some("line") => line(&script),
        Some("check") => match boardgame::lesson::check(&script) {
            Ok(c) => println!(
                "plays: {} steps, {} learner decisions, {} actions, {} lines",
                script.steps.len(),
                c.decisions,
                c.actions,
                c.lines
            ),
            Err(e) => println!("does not play: {e:?}"),
        },
        Some("next") => next(&script, number(1), all, level, seed),
        Some("search") => {
            let (from, to) = (
                number(1).unwrap_or(1) as u64,
                number(2).unwrap_or(50) as u64,
            );
            search(&script, from..to, level, all_deals);
        }
        _ => eprintln!("usage: see the top of examples/china_lesson.rs"),
    }
}

/// A bot per seat, seeded by the seat (and `seed`).
fn bots(players: usize, level: Level, seed: u64) -> Vec<Box<dyn Bot<GameState>>> {
    (0..players)
        .map(|s| GameState::bot(level, seed * 100 + s as u64, Budget::Iterations(200)))
        .collect()
}

fn next(script: &Script<GameState>, n: Option<usize>, all: bool, level: Level, seed: u64) {
    let start = script.line().len();
    let mut game = line_state(script, start).expect("the line plays");
    let mut bots = bots(game.players().len(), level, seed);
    let mut out = Vec::new();
    game.keep_journal();
    while let Some(seat) = game.to_move() {
        if n.is_some_and(|n| out.len() >= n) || (!all && seat == script.learner) {
            break;
        }
        let decision = game.pending().expect("pending");
        let action = choose(bots[seat].as_mut(), &game, (start + out.len()) as u64);
        game.apply(action).expect("a bot's action is legal");
        eprintln!(
            "{:>4} seat {seat} {:?}: {}  {}",
            start + out.len(),
            decision.kind,
            serde_json::to_string(&action).unwrap(),
            happenings(&mut game)
        );
        out.push(action);
    }
    println!("{}", serde_json::to_string(&out).unwrap());
    eprintln!("{} actions; then: {:?}", out.len(), game.pending());
}

fn happenings(game: &mut GameState) -> String {
    game.take_journal()
        .iter()
        .filter(|h| !matches!(h, Happening::DisplayRefilled(_)))
        .map(|h| format!("{h:?}"))
        .collect::<Vec<_>>()
        .join("; ")
}

fn line(script: &Script<GameState>) {
    let mut game = GameState::new(script.options, script.seed).expect("options");
    game.keep_journal();
    let mut index = 0;
    for (i, step) in script.steps.iter().enumerate() {
        let actions: Vec<Action> = match step {
            Step::Say { text, .. } => {
                println!("     step {i} Say {text}");
                continue;
            }
            Step::Free { text, .. } => {
                println!("     step {i} Free {text} (the line has no action here)");
                continue;
            }
            Step::Own { text, .. } => {
                println!("     step {i} Own {text}: the learner's own game to the end");
                return;
            }
            Step::Ask { text, actions, .. } => {
                println!("     step {i} Ask {text}");
                actions.first().copied().into_iter().collect()
            }
            Step::Play { text, quick, .. } => {
                println!("     step {i} Play {text:?} quick {quick}");
                match step {
                    Step::Play { actions, .. } => actions.clone(),
                    _ => unreachable!(),
                }
            }
        };
        for action in actions {
            let Some(decision) = game.pending() else {
                println!("!!! the game is over before {action:?}");
                return;
            };
            if let Err(e) = game.apply(action) {
                println!("!!! {index}: {e}");
                return;
            }
            println!(
                "{index:>4} seat {} {:?}: {}  {}",
                decision.player,
                decision.kind,
                serde_json::to_string(&action).unwrap(),
                happenings(&mut game)
            );
            index += 1;
        }
    }
    println!("then: {:?}; over: {}", game.pending(), game.is_over());
}

fn show(game: &GameState, learner: usize) {
    println!(
        "round {}, seat {} to move: {:?}; pile {}, used up {} times{}; display {}; discard {}",
        game.round(),
        game.seat(),
        game.pending().map(|d| d.kind),
        game.pile_len(),
        game.exhaustions(),
        if game.is_ending() {
            " (last round)"
        } else {
            ""
        },
        cards(game.display()),
        cards(game.discard_pile()),
    );
    for (seat, p) in game.players().iter().enumerate() {
        println!(
            "seat {seat}{}: hand {} (known {}), {} houses, {} envoys, fortification {}; {} points {:?}",
            if seat == learner { " (learner)" } else { "" },
            cards(p.hand),
            cards(p.known),
            p.houses,
            p.envoys,
            p.fortification,
            p.points.total(),
            p.points,
        );
    }
    let side = game.options().side;
    for province in Province::ALL {
        let sites: Vec<String> = Site::in_mask(province.sites(side))
            .map(|s| {
                let owner = game.house_owner(s).map_or("-".into(), |o| o.to_string());
                let fort = if game.fortifications().contains(s) {
                    "F"
                } else {
                    ""
                };
                format!("{}:{owner}{fort}", s.id())
            })
            .collect();
        let envoys: Vec<u8> = (0..game.players().len())
            .map(|s| game.envoys_of(s, province))
            .collect();
        println!(
            "{:5} {:7} {} envoys {envoys:?}{} now {:?}",
            province.id(),
            format!("{:?}", province.colour()),
            sites.join(" "),
            if game.is_scored(province) {
                " SCORED"
            } else {
                ""
            },
            &game.province_points(province)[..game.players().len()],
        );
    }
    let chains: Vec<u16> = (0..game.players().len())
        .map(|s| game.chain_points(s))
        .collect();
    let alliances: Vec<String> = (1..=15)
        .filter_map(|n| {
            let p = game.alliance_points(n);
            p.iter()
                .any(|&v| v > 0)
                .then(|| format!("{n}:{:?}", &p[..game.players().len()]))
        })
        .collect();
    println!(
        "chains now {chains:?}; alliances now {}",
        alliances.join(" ")
    );
    println!("legal: {}", serde_json::to_string(&game.legal()).unwrap());
}

fn cards(c: china::Cards) -> String {
    let parts: Vec<String> = c
        .colours()
        .map(|colour| format!("{}{:?}", c.of(colour), colour))
        .collect();
    if parts.is_empty() {
        "-".into()
    } else {
        parts.join(" ")
    }
}

fn search(script: &Script<GameState>, seeds: std::ops::Range<u64>, level: Level, deals: bool) {
    let learner = script.learner;
    let start = if deals { 0 } else { script.line().len() };
    for seed in seeds {
        let (deal, bot_seed) = if deals {
            (seed, seed)
        } else {
            (script.seed, seed)
        };
        let mut game = GameState::new(script.options, deal).expect("options");
        if !deals {
            game = line_state(script, start).expect("the line plays");
        }
        let hand = cards(game.player(learner).hand);
        let mut bots = bots(game.players().len(), level, bot_seed);
        let mut moves = start;
        while let Some(seat) = game.to_move() {
            let action = choose(bots[seat].as_mut(), &game, moves as u64);
            game.apply(action).expect("legal");
            moves += 1;
        }
        let ways: Vec<String> = ScoringWay::ALL
            .into_iter()
            .map(|w| format!("{} {}", w.name(), game.points_from(learner, w)))
            .collect();
        println!(
            "seed {seed}: hand {hand}, {moves} moves, scores {:?}, winners {:?}; learner: {}",
            game.scores(),
            game.winners(),
            ways.join(", ")
        );
    }
}
