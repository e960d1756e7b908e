//! Random games: every seat plays uniformly random legal actions. The speed
//! benchmark of a game's rules and a soak test (a panic, a refused legal
//! action or a stuck game shows at once). The `simulate` tool prints the
//! [`Summary`] as its last line.

use std::io::Write;

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::game::Game;
use crate::rng::Rng;
use crate::search::Clock;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Simulation<G: Game> {
    pub games: u64,
    pub options: G::Options,
    /// Game `g` is set up with seed `seed + g`.
    pub seed: u64,
}

/// The figures of a run (printed as one JSON object: the options' fields
/// are spread into it, so each game's options appear as top-level keys).
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: u64,
    pub players: usize,
    pub seed: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_game: f64,
    pub mean_winner_vp: f64,
    pub mean_vp: f64,
    /// The game's options, spread into the JSON object.
    #[serde(skip)]
    pub options: Value,
}

impl Summary {
    /// One JSON object: the options' fields, then the figures.
    pub fn to_json(&self) -> Value {
        let mut map = match &self.options {
            Value::Object(map) => map.clone(),
            _ => Map::new(),
        };
        if let Value::Object(figures) = serde_json::to_value(self).expect("figures serialize") {
            map.extend(figures);
        }
        Value::Object(map)
    }
}

/// Plays the games with random actions. If `trace` is given, the first game
/// is written to it as JSON Lines: a header `{"options", "seed"}`, then per
/// action `{"player", "decision", "action", "state"}` (the whole state after
/// the action, every hidden part included).
pub fn run<G: Game>(
    sim: &Simulation<G>,
    clock: &dyn Clock,
    mut trace: Option<&mut dyn Write>,
) -> Result<Summary, String> {
    let started = clock.now_ms();
    let mut chooser = Rng::seeded(sim.seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut legal = Vec::with_capacity(64);
    let mut decisions = 0u64;
    let mut winner_vp = 0i64;
    let mut total_vp = 0i64;
    let mut players = 0;
    for game in 0..sim.games {
        let seed = sim.seed.wrapping_add(game);
        let mut state = G::new(&sim.options, seed).map_err(|e| e.to_string())?;
        players = state.players();
        let mut writer = if game == 0 { trace.as_mut() } else { None };
        if let Some(w) = writer.as_mut() {
            let header = json!({ "game": G::NAME, "options": sim.options, "seed": seed });
            writeln!(w, "{header}").map_err(|e| e.to_string())?;
        }
        while let Some(decision) = state.pending() {
            let player = state.to_move().expect("a pending decision has a player");
            state.legal_actions(&mut legal);
            let action = legal[chooser.below(legal.len())];
            state.apply(action).map_err(|e| {
                format!("game {game} (seed {seed}): a legal action was refused: {e}")
            })?;
            decisions += 1;
            if let Some(w) = writer.as_mut() {
                let line = json!({
                    "player": player,
                    "decision": decision,
                    "action": action,
                    "state": state,
                });
                writeln!(w, "{line}").map_err(|e| e.to_string())?;
            }
        }
        let scores = state.scores();
        let winner = state.winner().expect("the game is over");
        winner_vp += scores[winner] as i64;
        total_vp += scores.iter().map(|&v| v as i64).sum::<i64>();
    }
    if let Some(w) = trace {
        w.flush().map_err(|e| e.to_string())?;
    }
    let seconds = (clock.now_ms() - started) / 1000.0;
    let games = sim.games.max(1) as f64;
    Ok(Summary {
        game: G::NAME,
        games: sim.games,
        players,
        seed: sim.seed,
        seconds,
        games_per_second: sim.games as f64 / seconds,
        decisions_per_game: decisions as f64 / games,
        mean_winner_vp: winner_vp as f64 / games,
        mean_vp: total_vp as f64 / games / players.max(1) as f64,
        options: serde_json::to_value(&sim.options).expect("options serialize"),
    })
}
