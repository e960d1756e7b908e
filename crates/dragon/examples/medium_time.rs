//! The learned Medium's time per decision over whole games (base game and
//! both expansions, 2-5 players): mean, percentiles and the slowest, in
//! wall-clock time, an upper bound of its CPU time (here the kernel counts
//! a thread's CPU time in 4 ms ticks, too coarse for decisions this
//! short; the tournament's `--clock cpu` gives the mean in CPU time).
//! Native; the worker's wasm is about half as fast.
use std::time::Instant;

use boardgame::{Budget, Game, GameBots, Level};
use dragon::{GameState, Options, SuperEvents};

fn main() {
    let mut worst = 0f64;
    let mut times = Vec::new();
    let (mut total, mut n) = (0f64, 0u32);
    for players in 2..=5u8 {
        for seed in 0..10 {
            let options = Options {
                great_wall: seed % 2 == 1,
                super_events: if seed % 2 == 1 {
                    SuperEvents::Random
                } else {
                    SuperEvents::Off
                },
                ..Options::new(players)
            };
            let mut game = GameState::new(options, seed).unwrap();
            let mut bots: Vec<_> = (0..players)
                .map(|s| GameState::bot(Level::Medium, seed * 7 + s as u64, Budget::Iterations(1)))
                .collect();
            while let Some(seat) = Game::to_move(&game) {
                let t = Instant::now();
                let a = boardgame::bot::choose(bots[seat].as_mut(), &game, seed);
                let ms = t.elapsed().as_secs_f64() * 1e3;
                worst = worst.max(ms);
                times.push(ms);
                total += ms;
                n += 1;
                Game::apply(&mut game, a).unwrap();
            }
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{n} decisions: mean {:.2} ms, 99th percentile {:.2} ms, 99.9th {:.2} ms, slowest {:.2} ms",
        total / n as f64,
        at(0.99),
        at(0.999),
        worst
    );
}
