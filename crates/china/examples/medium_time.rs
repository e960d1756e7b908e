//! The learned Medium's time per decision over whole games: mean,
//! percentiles and the slowest, in CPU time of this thread (Linux:
//! `/proc/thread-self/schedstat`, so a loaded machine does not inflate it;
//! native, and the worker's wasm is about half as fast).
use boardgame::{Budget, Game, GameBots, Level};
use china::{GameState, Options};

/// CPU time of this thread in milliseconds.
fn cpu_ms() -> f64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux");
    let ns: f64 = text.split_whitespace().next().unwrap().parse().unwrap();
    ns / 1e6
}

fn main() {
    let mut worst = 0f64;
    let mut times = Vec::new();
    let (mut total, mut n) = (0f64, 0u32);
    for players in 3..=5u8 {
        for seed in 0..10 {
            let mut game = GameState::new(Options::new(players), seed).unwrap();
            let mut bots: Vec<_> = (0..players)
                .map(|s| GameState::bot(Level::Medium, seed * 7 + s as u64, Budget::Iterations(1)))
                .collect();
            while let Some(seat) = Game::to_move(&game) {
                let t = cpu_ms();
                let a = boardgame::bot::choose(bots[seat].as_mut(), &game, seed);
                let ms = cpu_ms() - t;
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
        "{n} decisions: mean {:.2} ms, 99th percentile {:.1} ms, 99.9th {:.1} ms, slowest {:.1} ms",
        total / n as f64,
        at(0.99),
        at(0.999),
        worst
    );
}
