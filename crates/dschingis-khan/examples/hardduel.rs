//! Hard (with settings from the command line) against two Medium bots, the
//! Hard seat rotated over each deal: a quick way to tune the search.
//! `cargo run --release -p dschingis-khan --example hardduel -- DEALS ITERATIONS [FIELD=VALUE…]`
//! (fields: horizon, epsilon, exploration, fast, ordered, bias, widening, early).

use boardgame::{Bot, Budget, Game};
use dschingis_khan::bot::{Hard, HardSettings, Medium};
use dschingis_khan::{GameState, Options};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deals: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let iterations: u32 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(300);
    let mut settings = HardSettings::default();
    for change in args.iter().skip(3) {
        let (field, value) = change.split_once('=').expect("FIELD=VALUE");
        match field {
            "horizon" => settings.horizon_turns = value.parse().unwrap(),
            "epsilon" => settings.epsilon = value.parse().unwrap(),
            "exploration" => settings.tree.search.exploration = value.parse().unwrap(),
            "fast" => settings.fast_policy = value == "1",
            "ordered" => settings.tree.guidance.ordered = value == "1",
            "bias" => settings.tree.guidance.bias = value.parse().unwrap(),
            "widening" => settings.tree.guidance.widening = value.parse().unwrap(),
            "early" => {
                settings.tree.early_stop = (value == "1").then(Default::default);
            }
            other => panic!("unknown field {other}"),
        }
    }
    let mut wins = 0.0;
    let mut games = 0;
    for deal in 0..deals {
        for hard_seat in 0..3usize {
            let mut g = GameState::new(Options::new(3), 1000 + deal).unwrap();
            let mut bots: Vec<Box<dyn Bot<GameState>>> = (0..3)
                .map(|s| -> Box<dyn Bot<GameState>> {
                    if s == hard_seat {
                        Box::new(Hard::with_settings(
                            deal * 7 + s as u64,
                            Budget::Iterations(iterations),
                            settings,
                        ))
                    } else {
                        Box::new(Medium::new(deal * 7 + s as u64))
                    }
                })
                .collect();
            let mut n = 0;
            while let Some(seat) = Game::to_move(&g) {
                let view = g.view_for_seat(seat, deal ^ (n << 8));
                let action = bots[seat].choose(&view);
                g.apply(action).unwrap();
                n += 1;
            }
            let winners = g.winners();
            if winners.contains(&hard_seat) {
                wins += 1.0 / winners.len() as f64;
            }
            games += 1;
        }
    }
    println!(
        "{settings:?}: Hard won {wins:.1} of {games} ({:.0}%)",
        100.0 * wins / games as f64
    );
}
