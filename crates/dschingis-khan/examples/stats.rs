//! Random-game statistics: how games end, their length, piece use.
//! `cargo run --release -p dschingis-khan --example stats -- PLAYERS GAMES [medium]`
//! (`medium`: every seat played by the Medium bot instead of random moves).

use boardgame::{Bot, Game, Rng};
use dschingis_khan::bot::Medium;
use dschingis_khan::{Finish, GameState, Options};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let medium = args.get(3).is_some_and(|a| a == "medium");
    let mut chooser = Rng::seeded(7);
    let (mut safety, mut decisions, mut turns, mut lost, mut wall_len) =
        (0, 0u64, 0u64, 0u64, 0u64);
    let mut legal = Vec::new();
    let started = std::time::Instant::now();
    for seed in 0..games {
        let mut g = GameState::new(Options::new(players), seed).unwrap();
        let mut bots: Vec<Medium> = (0..players as u64)
            .map(|s| Medium::new(seed * 8 + s))
            .collect();
        while let Some(d) = g.pending() {
            let a = if medium {
                let view = g.view_for_seat(d.player, seed ^ decisions);
                bots[d.player].choose(&view)
            } else {
                Game::legal_actions(&g, &mut legal);
                legal[chooser.below(legal.len())]
            };
            g.apply(a).unwrap();
            decisions += 1;
        }
        if g.finish() == Some(Finish::SafetyLimit) {
            safety += 1;
        }
        turns += g.turns_played() as u64;
        lost += g
            .players()
            .iter()
            .map(|p| p.lost.total() as u64)
            .sum::<u64>();
        wall_len += g.wall().count() as u64;
    }
    let secs = started.elapsed().as_secs_f64();
    let n = games as f64;
    println!(
        "players {players} games {games} games/s {:.0} safety-limit {safety} decisions/game {:.1} turns/game {:.1} lost/game {:.2} final wall {:.1}",
        n / secs,
        decisions as f64 / n,
        turns as f64 / n,
        lost as f64 / n,
        wall_len as f64 / n
    );
}
