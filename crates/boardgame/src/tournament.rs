//! Bots against bots, to measure their strength, for any game: the library
//! behind the `tournament` tool (and its smoke test).
//!
//! Game `g` is played with the seat list rotated by `g` (seat `s` gets level
//! `seats[(s + g) % players]`), so every level plays every seat. Games come
//! in *duplicate* sets: the `players` rotations of one set share the deal
//! seed `seed + g / players`, so each level meets the same deals from each
//! seat (as far as the game's random draws do not depend on the players'
//! actions). Each bot sees only its seat's view ([`Game::view_for`]).
//!
//! Winning follows the rules: the first of [`Game::ranking`], ties broken as
//! the rules say, so every game has exactly one winner and a tie on points is
//! not a shared win; such games are counted in `vp_ties`.

use std::collections::BTreeMap;
use std::rc::Rc;

use serde::Serialize;

use crate::baseline::{FlatMonteCarlo, PlainUct};
use crate::bot::{Bot, GameBots, Level, Maker};
use crate::game::Game;
use crate::rng::Rng;
use crate::search::{Budget, Clock};

/// Who can sit at a tournament table: a level the app offers, or one of
/// the game-agnostic baselines ([`crate::baseline`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Contender {
    Level(Level),
    /// Flat Monte Carlo with random playouts.
    Flat,
    /// Plain UCT with random playouts.
    Uct,
    /// One of the game's [variants](GameBots::variants), by name.
    Variant(&'static str),
}

impl Contender {
    /// "easy", "medium", "hard", "flat", "uct".
    pub fn name(self) -> &'static str {
        match self {
            Contender::Level(level) => level.name(),
            Contender::Flat => "flat",
            Contender::Uct => "uct",
            Contender::Variant(name) => name,
        }
    }

    /// Parses a name in any case.
    pub fn parse(text: &str) -> Option<Contender> {
        match text.trim().to_ascii_lowercase().as_str() {
            "flat" => Some(Contender::Flat),
            "uct" => Some(Contender::Uct),
            other => Level::parse(other).map(Contender::Level),
        }
    }

    /// Whether it searches a tree, so that a pool of threads can play it
    /// (`hard@2t`): Hard, `uct` and the variants (a variant that does not
    /// search plays alone, see [`crate::parallel`]).
    pub fn searches(self) -> bool {
        matches!(
            self,
            Contender::Level(Level::Hard) | Contender::Uct | Contender::Variant(_)
        )
    }

    /// How a pool of threads makes this player (`None` if it does not
    /// search, [`Contender::searches`]).
    pub fn maker<G: GameBots>(self) -> Option<Maker<G>> {
        match self {
            Contender::Level(Level::Hard) => Some(|seed, budget| G::bot(Level::Hard, seed, budget)),
            Contender::Uct => Some(|seed, budget| Box::new(PlainUct::<G>::new(seed, budget))),
            Contender::Variant(name) => G::VARIANTS.iter().find(|v| v.name == name).map(|v| v.make),
            _ => None,
        }
    }

    /// Parses a name in any case, the variants of `G` included.
    pub fn parse_for<G: GameBots>(text: &str) -> Option<Contender> {
        Contender::parse(text).or_else(|| {
            G::variants()
                .into_iter()
                .find(|v| v.eq_ignore_ascii_case(text.trim()))
                .map(Contender::Variant)
        })
    }

    /// The player, with its own RNG seeded by `seed`; searching players
    /// (Hard and both baselines) think within `budget`.
    pub fn bot<G: GameBots>(self, seed: u64, budget: Budget) -> Box<dyn Bot<G>> {
        match self {
            Contender::Level(level) => G::bot(level, seed, budget),
            Contender::Flat => Box::new(FlatMonteCarlo::new(seed, budget)),
            Contender::Uct => Box::new(PlainUct::new(seed, budget)),
            Contender::Variant(name) => {
                G::variant(name, seed, budget).expect("a variant the game names")
            }
        }
    }
}

/// Written as its name: `"hard"`, `"flat"`, …
impl Serialize for Contender {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl From<Level> for Contender {
    fn from(level: Level) -> Contender {
        Contender::Level(level)
    }
}

/// A contender in one seat of the list, with its own time per decision when
/// it should think longer or shorter than the others: `hard@4000` is Hard
/// with 4 s per decision, so that Hard at 4 s can meet Hard at 1 s; and
/// played by a pool of threads when asked: `hard@2t` is Hard searched by
/// two threads at once, each with the whole budget, their root statistics
/// added up ([`crate::parallel`]). Written and keyed in the summary by that
/// name (`hard@4000@2t` with both).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Entrant {
    pub who: Contender,
    /// Milliseconds per decision in place of the tournament's budget.
    pub budget_ms: Option<u32>,
    /// Searching threads (`None`: the lone bot; `Some(1)`, a pool of one,
    /// plays the same moves as the lone bot). Only for contenders that
    /// [search](Contender::searches).
    pub threads: Option<u32>,
}

impl Entrant {
    /// `"hard"`, `"hard@4000"` with a budget of its own, `"hard@2t"` with
    /// two threads, `"hard@4000@2t"`.
    pub fn name(self) -> String {
        let mut name = self.who.name().to_string();
        if let Some(ms) = self.budget_ms {
            name += &format!("@{ms}");
        }
        if let Some(threads) = self.threads {
            name += &format!("@{threads}t");
        }
        name
    }

    /// Parses `level`, then optionally `@milliseconds` and `@Nt` (threads),
    /// each a whole number above 0 (`hard@250@2t`); threads only for a
    /// contender that [searches](Contender::searches).
    pub fn parse(text: &str) -> Option<Entrant> {
        Entrant::parse_with(text, Contender::parse)
    }

    /// [`Entrant::parse`], the variants of `G` included (`medium-old@250`).
    pub fn parse_for<G: GameBots>(text: &str) -> Option<Entrant> {
        Entrant::parse_with(text, Contender::parse_for::<G>)
    }

    fn parse_with(text: &str, who: impl Fn(&str) -> Option<Contender>) -> Option<Entrant> {
        let mut parts = text.split('@');
        let mut entrant = Entrant::from(who(parts.next()?)?);
        let positive = |n: &str| n.parse::<u32>().ok().filter(|&n| n > 0);
        for part in parts {
            let part = part.trim();
            match part.strip_suffix('t') {
                Some(n) if entrant.threads.is_none() && entrant.who.searches() => {
                    entrant.threads = Some(positive(n)?)
                }
                None if entrant.budget_ms.is_none() && entrant.threads.is_none() => {
                    entrant.budget_ms = Some(positive(part)?)
                }
                _ => return None,
            }
        }
        Some(entrant)
    }

    /// This seat's budget: its own milliseconds on the tournament's clock,
    /// else the tournament's budget.
    fn budget(self, shared: &Budget, clock: &Rc<dyn Clock>) -> Budget {
        match self.budget_ms {
            Some(ms) => Budget::Millis(ms as f64, clock.clone()),
            None => shared.clone(),
        }
    }

    /// The player of this seat, seeded with `seed`, thinking within
    /// `budget` (per thread, for a pool).
    pub fn bot<G: GameBots>(self, seed: u64, budget: Budget) -> Box<dyn Bot<G>> {
        #[cfg(not(target_arch = "wasm32"))]
        if let (Some(threads), Some(make)) = (self.threads, self.who.maker::<G>()) {
            return Box::new(
                crate::parallel::Parallel::new(seed, threads, budget, make)
                    .expect("the tournament's clocks can be made in other threads"),
            );
        }
        self.who.bot::<G>(seed, budget)
    }
}

impl Serialize for Entrant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.name())
    }
}

impl From<Contender> for Entrant {
    fn from(who: Contender) -> Entrant {
        Entrant {
            who,
            budget_ms: None,
            threads: None,
        }
    }
}

impl From<Level> for Entrant {
    fn from(level: Level) -> Entrant {
        Contender::Level(level).into()
    }
}

/// What to play.
#[derive(Clone)]
pub struct Tournament<G: Game> {
    pub games: u32,
    /// Who sits in each seat in game 0; the options' player count must equal its length.
    pub seats: Vec<Entrant>,
    pub options: G::Options,
    pub seed: u64,
    /// The searching players' budget per decision.
    pub budget: Budget,
    /// Times the decisions and the seats' own budgets ([`Entrant::budget_ms`]).
    pub clock: Rc<dyn Clock>,
}

/// One finished game.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    pub game: u32,
    pub deal_seed: u64,
    /// Who played each seat.
    pub levels: Vec<Entrant>,
    /// VP by seat.
    pub scores: Vec<i32>,
    /// Seats from first to last place.
    pub ranking: Vec<usize>,
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
#[serde(bound = "")]
pub struct Summary<G: Game> {
    pub game: &'static str,
    pub games: u32,
    pub players: usize,
    pub seats: Vec<Entrant>,
    pub options: G::Options,
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

/// Plays game `game` of the tournament, timing the decisions on its clock.
pub fn play_game<G: GameBots>(t: &Tournament<G>, game: u32) -> GameResult {
    let clock = t.clock.as_ref();
    let n = t.seats.len();
    let deal_seed = t.seed.wrapping_add((game / n as u32) as u64);
    let mut state = G::new(&t.options, deal_seed).expect("valid options");
    assert_eq!(n, state.players(), "one level per seat");
    let levels: Vec<Entrant> = (0..n).map(|s| t.seats[(s + game as usize) % n]).collect();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(seat, &entrant)| {
            let budget = entrant.budget(&t.budget, &t.clock);
            entrant.bot::<G>(bot_seed(t.seed, game, seat), budget)
        })
        .collect();
    // Each seat's views are drawn from its own generator.
    let mut viewers: Vec<Rng> = (0..n)
        .map(|seat| Rng::seeded(bot_seed(!t.seed, game, seat)))
        .collect();
    let mut decisions = vec![0u64; n];
    let mut millis = vec![0f64; n];
    while let Some(seat) = state.to_move() {
        let started = clock.now_ms();
        let view = state.view_for(seat, &mut viewers[seat]);
        let action = bots[seat].choose(&view);
        millis[seat] += clock.now_ms() - started;
        decisions[seat] += 1;
        state.apply(action).expect("bots choose legal actions");
    }
    let scores = state.scores();
    let ranking = state.ranking();
    let winner = ranking[0];
    let vp_tie = scores
        .iter()
        .enumerate()
        .any(|(s, &v)| s != winner && v == scores[winner]);
    GameResult {
        game,
        deal_seed,
        levels,
        scores,
        ranking,
        winner,
        vp_tie,
        decisions,
        millis,
        simulations: bots.iter().map(|b| b.simulations()).collect(),
    }
}

/// Plays every game, calling `progress` after each, and sums up per level.
pub fn run<G: GameBots>(t: &Tournament<G>, mut progress: impl FnMut(&GameResult)) -> Summary<G> {
    let clock = t.clock.as_ref();
    let started = clock.now_ms();
    let mut levels: BTreeMap<String, LevelStats> = BTreeMap::new();
    let mut vp_ties = 0;
    for game in 0..t.games {
        let result = play_game(t, game);
        progress(&result);
        vp_ties += result.vp_tie as u32;
        for (seat, &level) in result.levels.iter().enumerate() {
            let stats = levels.entry(level.name()).or_default();
            let vp = result.scores[seat] as f64;
            stats.seat_games += 1;
            stats.wins += (seat == result.winner) as u64;
            stats.sums.vp += vp;
            stats.sums.vp_squares += vp * vp;
            stats.sums.rank += (result.ranking.iter().position(|&s| s == seat).unwrap() + 1) as f64;
            stats.decisions += result.decisions[seat];
            stats.sums.millis += result.millis[seat];
            stats.simulations += result.simulations[seat];
        }
    }
    for stats in levels.values_mut() {
        finish(stats);
    }
    Summary {
        game: G::NAME,
        games: t.games,
        players: t.seats.len(),
        seats: t.seats.clone(),
        options: t.options.clone(),
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
pub fn wilson(p: f64, n: f64) -> [f64; 2] {
    let z = 1.96f64;
    let z2 = z * z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}
