//! Bots against bots, to measure their strength: the library behind the
//! `tournament` binary (and its smoke test).
//!
//! Game `g` is played with the seat list rotated by `g` (seat `s` gets level
//! `seats[(s + g) % players]`), so every level plays every seat. Games come
//! in *duplicate* sets: the `players` rotations of one set share the deal
//! seed `seed + g / players`, so each level meets the same event row, super
//! event and action-card groupings from each seat (the game's RNG is only
//! drawn at setup and at each month's deal, never by the players' actions).
//!
//! Winning follows the rules: most VP, ties broken by the person track
//! (`GameState::winner`), so every game has exactly one winner and a tie on
//! VP is not a shared win; such games are counted in `vp_ties`.

use std::collections::BTreeMap;

use serde::Serialize;

use super::{Budget, Clock, Level, bot};
use crate::options::Options;
use crate::state::GameState;

/// What to play.
#[derive(Clone, Debug)]
pub struct Tournament {
    pub games: u32,
    /// Level of each seat in game 0; `options.players` must equal its length.
    pub seats: Vec<Level>,
    pub options: Options,
    pub seed: u64,
    /// The Hard bots' budget per decision.
    pub budget: Budget,
}

/// One finished game.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    pub game: u32,
    pub deal_seed: u64,
    /// Level by seat.
    pub levels: Vec<Level>,
    /// VP by seat.
    pub scores: Vec<u16>,
    pub winner: usize,
    /// Whether the winner's VP was shared (the person track decided).
    pub vp_tie: bool,
    /// Per seat: decisions taken and milliseconds spent choosing.
    pub decisions: Vec<u64>,
    pub millis: Vec<f64>,
    pub simulations: Vec<u64>,
}

/// Results of one level over all its seats and games.
#[derive(Clone, Debug, Default, Serialize)]
pub struct LevelStats {
    /// Games times seats played by this level.
    pub seat_games: u64,
    pub wins: u64,
    /// `wins / seat_games`; parity is `1 / players`.
    pub win_share: f64,
    /// 95% Wilson score interval of `win_share`.
    pub win_share_ci95: [f64; 2],
    pub mean_vp: f64,
    /// 95% normal-approximation interval of `mean_vp`.
    pub mean_vp_ci95: [f64; 2],
    /// Mean place, 1 = winner.
    pub mean_rank: f64,
    pub decisions: u64,
    pub mean_ms_per_decision: f64,
    /// Search simulations (Hard only) and their rate while deciding.
    pub simulations: u64,
    pub simulations_per_second: f64,
    #[serde(skip)]
    sums: Sums,
}

#[derive(Clone, Copy, Debug, Default)]
struct Sums {
    vp: f64,
    vp_squares: f64,
    rank: f64,
    millis: f64,
}

/// The whole run, printed as the binary's last line.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub games: u32,
    pub players: u8,
    pub seats: Vec<Level>,
    pub options: Options,
    pub seed: u64,
    /// The Hard budget: milliseconds per decision, or simulations.
    pub budget_ms: Option<f64>,
    pub iterations: Option<u32>,
    /// Per level, keyed by its name.
    pub levels: BTreeMap<String, LevelStats>,
    /// Games whose top VP was shared (decided by the person track).
    pub vp_ties: u32,
    pub seconds: f64,
}

/// A seed for the bot in `seat` of game `game` (SplitMix64 of the three).
fn bot_seed(seed: u64, game: u32, seat: usize) -> u64 {
    let mut z = seed
        .wrapping_add((game as u64) << 8 | seat as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays game `game` of the tournament; `clock` times the decisions.
pub fn play_game(t: &Tournament, game: u32, clock: &dyn Clock) -> GameResult {
    let n = t.seats.len();
    assert_eq!(n, t.options.players as usize, "one level per seat");
    let deal_seed = t.seed.wrapping_add((game / n as u32) as u64);
    let levels: Vec<Level> = (0..n).map(|s| t.seats[(s + game as usize) % n]).collect();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(seat, &level)| bot(level, bot_seed(t.seed, game, seat), t.budget.clone()))
        .collect();
    let mut state = GameState::new(t.options, deal_seed).expect("valid options");
    let mut decisions = vec![0u64; n];
    let mut millis = vec![0f64; n];
    while let Some(decision) = state.pending() {
        let seat = decision.player;
        let started = clock.now_ms();
        let action = bots[seat].choose(&state);
        millis[seat] += clock.now_ms() - started;
        decisions[seat] += 1;
        state
            .apply_for(seat, action)
            .expect("bots choose legal actions");
    }
    let scores = state.scores().to_vec();
    let winner = state.winner().expect("the game is over");
    let vp_tie = scores
        .iter()
        .enumerate()
        .any(|(s, &v)| s != winner && v == scores[winner]);
    GameResult {
        game,
        deal_seed,
        levels,
        scores,
        winner,
        vp_tie,
        decisions,
        millis,
        simulations: bots.iter().map(|b| b.simulations()).collect(),
    }
}

/// Plays every game, calling `progress` after each, and sums up per level.
pub fn run(t: &Tournament, clock: &dyn Clock, mut progress: impl FnMut(&GameResult)) -> Summary {
    let started = clock.now_ms();
    let mut levels: BTreeMap<String, LevelStats> = BTreeMap::new();
    let mut vp_ties = 0;
    for game in 0..t.games {
        let result = play_game(t, game, clock);
        progress(&result);
        vp_ties += result.vp_tie as u32;
        let mut order: Vec<usize> = (0..result.scores.len()).collect();
        // Rank by the engine's ranking: the winner first, then by VP.
        order.sort_by_key(|&s| (s != result.winner, std::cmp::Reverse(result.scores[s])));
        for (seat, &level) in result.levels.iter().enumerate() {
            let stats = levels.entry(level.name().to_string()).or_default();
            let vp = result.scores[seat] as f64;
            stats.seat_games += 1;
            stats.wins += (seat == result.winner) as u64;
            stats.sums.vp += vp;
            stats.sums.vp_squares += vp * vp;
            stats.sums.rank += (order.iter().position(|&s| s == seat).unwrap() + 1) as f64;
            stats.decisions += result.decisions[seat];
            stats.sums.millis += result.millis[seat];
            stats.simulations += result.simulations[seat];
        }
    }
    for stats in levels.values_mut() {
        finish(stats);
    }
    Summary {
        games: t.games,
        players: t.options.players,
        seats: t.seats.clone(),
        options: t.options,
        seed: t.seed,
        budget_ms: match &t.budget {
            Budget::Millis(ms, _) => Some(*ms),
            Budget::Iterations(_) => None,
        },
        iterations: match &t.budget {
            Budget::Iterations(n) => Some(*n),
            Budget::Millis(..) => None,
        },
        levels,
        vp_ties,
        seconds: (clock.now_ms() - started) / 1000.0,
    }
}

/// Means and 95% intervals from the sums.
fn finish(stats: &mut LevelStats) {
    let n = stats.seat_games.max(1) as f64;
    let p = stats.wins as f64 / n;
    stats.win_share = p;
    stats.win_share_ci95 = wilson(p, n);
    let mean = stats.sums.vp / n;
    let variance = (stats.sums.vp_squares / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
    let half = 1.96 * (variance / n).sqrt();
    stats.mean_vp = mean;
    stats.mean_vp_ci95 = [mean - half, mean + half];
    stats.mean_rank = stats.sums.rank / n;
    stats.mean_ms_per_decision = stats.sums.millis / stats.decisions.max(1) as f64;
    stats.simulations_per_second = if stats.sums.millis > 0.0 {
        stats.simulations as f64 / (stats.sums.millis / 1000.0)
    } else {
        0.0
    };
}

/// 95% Wilson score interval for a proportion `p` out of `n` trials.
fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.96f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}
