//! The Hard bot's speed on fixed positions, and how long Medium (the app's
//! instant bot) takes to answer there, the same natively and in the
//! browser's worker: the `bench` tool and the worker's benchmark mode both
//! call [`positions`] and [`measure`], so their simulations per second can be
//! compared position by position.
//!
//! The positions are reached by a seeded game of Easy bots (no floating
//! point in their choices, so the same on every target); each carries a
//! [`fingerprint`] that both sides print, proving they searched the same
//! position.

use crate::bot::{self, GameBots, Level};
use crate::game::Game;
use crate::rng::Rng;
use crate::search::{Budget, Clock};

/// Seats at the table of every benchmark position.
pub const PLAYERS: usize = 4;

/// Where in the game the positions lie: a name and the share of the Easy
/// game's decisions played before it.
pub const STAGES: [(&str, f64); 3] = [("early", 0.1), ("mid", 0.5), ("late", 0.85)];

/// A position to search from.
#[derive(Clone, Debug)]
pub struct Position<G> {
    /// One of [`STAGES`].
    pub stage: &'static str,
    /// Decisions played before it.
    pub ply: usize,
    pub state: G,
}

/// The positions of [`STAGES`] in the game of Easy bots set up with
/// `options` and `seed`: each the first one at or after its share of the
/// game where the seat to move has more than one legal action (a single
/// action is answered without searching).
pub fn positions<G: GameBots>(options: &G::Options, seed: u64) -> Result<Vec<Position<G>>, String> {
    let mut state = G::new(options, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<_> = (0..state.players())
        .map(|seat| G::bot(Level::Easy, seed ^ (seat as u64 + 1), Budget::Iterations(1)))
        .collect();
    let mut game = vec![state.clone()];
    let mut ply = 0u64;
    while let Some(seat) = state.to_move() {
        let action = bot::choose(bots[seat].as_mut(), &state, seed.rotate_left(29) ^ ply);
        state.apply(action).map_err(|e| e.to_string())?;
        game.push(state.clone());
        ply += 1;
    }
    let mut legal = Vec::new();
    let mut found = Vec::new();
    for (stage, share) in STAGES {
        let start = (share * game.len() as f64) as usize;
        let ply = (start..game.len())
            .find(|&ply| {
                game[ply].legal_actions(&mut legal);
                legal.len() > 1
            })
            .ok_or(format!("no choice left after decision {start}"))?;
        found.push(Position {
            stage,
            ply,
            state: game[ply].clone(),
        });
    }
    Ok(found)
}

/// A short digest of what the search sees (decisions played, seat to move,
/// scores, legal actions), printed by both sides to show they searched the
/// same position.
pub fn fingerprint<G: Game>(position: &Position<G>) -> u64 {
    // FNV-1a: the same on every target.
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    let mut eat = |word: u64| {
        for byte in word.to_le_bytes() {
            hash = (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        }
    };
    let state = &position.state;
    eat(position.ply as u64);
    eat(state.to_move().map_or(u64::MAX, |seat| seat as u64));
    for score in state.scores() {
        eat(score as u64);
    }
    let legal = state.legal();
    eat(legal.len() as u64);
    hash
}

/// A search for a fixed number of simulations is repeated until this many
/// milliseconds have passed ([`measure_for`]).
pub const MIN_MS: f64 = 200.0;

/// What one search did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Simulations run.
    pub simulations: u64,
    /// Milliseconds the search took, by `clock`.
    pub ms: f64,
}

impl Sample {
    pub fn per_second(&self) -> f64 {
        if self.ms > 0.0 {
            self.simulations as f64 * 1000.0 / self.ms
        } else {
            0.0
        }
    }
}

/// Like [`measure`], repeated with fresh bots until `min_ms` have passed
/// (a cheap position's search takes a few milliseconds, too short to time
/// alone): the simulations and milliseconds of every run added up.
pub fn measure_for<G: GameBots>(
    position: &Position<G>,
    seed: u64,
    budget: &Budget,
    clock: &dyn Clock,
    min_ms: f64,
) -> Sample {
    let mut total = Sample {
        simulations: 0,
        ms: 0.0,
    };
    while total.ms < min_ms || total.simulations == 0 {
        let run = measure(position, seed, budget.clone(), clock);
        total.simulations += run.simulations;
        total.ms += run.ms;
    }
    total
}

/// One decision of a Hard bot (seeded by `seed`) in `position`, from its
/// seat's view, within `budget`, timed by `clock`.
pub fn measure<G: GameBots>(
    position: &Position<G>,
    seed: u64,
    budget: Budget,
    clock: &dyn Clock,
) -> Sample {
    let view = seat_view(position, seed);
    let mut hard = G::bot(Level::Hard, seed, budget);
    let started = clock.now_ms();
    hard.choose(&view);
    Sample {
        simulations: hard.simulations(),
        ms: clock.now_ms() - started,
    }
}

/// The position as its seat to move sees it (what a bot is handed).
fn seat_view<G: Game>(position: &Position<G>, seed: u64) -> G {
    let seat = position
        .state
        .to_move()
        .expect("a position has a seat to move");
    position.state.view_for(seat, &mut Rng::seeded(seed))
}

/// How long Medium takes to decide in `position` (from its seat's view):
/// decisions of fresh Medium bots repeated until `min_ms` have passed, as
/// a [`Sample`] whose `simulations` counts the decisions.
pub fn measure_medium<G: GameBots>(
    position: &Position<G>,
    seed: u64,
    clock: &dyn Clock,
    min_ms: f64,
) -> Sample {
    let view = seat_view(position, seed);
    let mut total = Sample {
        simulations: 0,
        ms: 0.0,
    };
    while total.ms < min_ms || total.simulations == 0 {
        let mut medium = G::bot(
            Level::Medium,
            seed ^ total.simulations,
            Budget::Iterations(1),
        );
        let started = clock.now_ms();
        medium.choose(&view);
        total.ms += clock.now_ms() - started;
        total.simulations += 1;
    }
    total
}
