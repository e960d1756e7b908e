//! Medium with two sets of weights against each other (seats rotated, the
//! same deals): a quick way to tune the evaluation.
//! `cargo run --release -p dschingis-khan --example khan_duel -- PLAYERS GAMES [FIELD=VALUE…]`
//! (the changes make set B; set A is the default).

use boardgame::{Bot, Game};
use dschingis_khan::GameState;
use dschingis_khan::Options;
use dschingis_khan::bot::estimate::Weights;
use dschingis_khan::bot::{Greedy, Medium};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(2);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(100);
    let a = Weights::default();
    let mut b = Weights::default();
    for change in args.iter().skip(3) {
        let (field, value) = change.split_once('=').expect("FIELD=VALUE");
        let x: f64 = value.parse().expect("a number");
        match field {
            "piece" => b.piece = x,
            "herb" => b.herb = x,
            "plague" => b.plague = x,
            "wall" => b.wall = x,
            "exposure" => b.exposure = x,
            "wall_reach" => b.wall_reach = x != 0.0,
            "rivalry" => b.rivalry = x,
            other => panic!("unknown field {other}"),
        }
    }
    let mut wins = [0.0f64; 2];
    for seed in 0..games {
        for first_a in [true, false] {
            let mut g = GameState::new(Options::new(players), seed).unwrap();
            // Seat 0 (and 2) use one set, seats 1 (and 3) the other.
            let mut bots: Vec<Medium> = (0..players as u64)
                .map(|s| {
                    let is_a = (s % 2 == 0) == first_a;
                    Medium::with_policy(seed * 10 + s, Greedy::new(if is_a { a } else { b }, true))
                })
                .collect();
            let mut n = 0;
            while let Some(seat) = Game::to_move(&g) {
                let view = g.view_for_seat(seat, seed ^ n);
                let action = bots[seat].choose(&view);
                g.apply(action).unwrap();
                n += 1;
            }
            let winners = g.winners();
            for w in &winners {
                let is_a = (w % 2 == 0) == first_a;
                wins[if is_a { 0 } else { 1 }] += 1.0 / winners.len() as f64;
            }
        }
    }
    println!("A {:.1}  B {:.1}  of {}", wins[0], wins[1], 2 * games);
}
