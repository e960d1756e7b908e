//! The learned value: each seat's expected reward, from its own view.
//!
//! The weights are data in this crate (`data/value.bin`), written by the
//! `train` tool (README, "Learned value") and read once; nothing learns at
//! run time. A player count without a trained model falls back to the
//! hand-written [estimate](super::estimate).

use std::sync::OnceLock;

use boardgame::learn::{Features, Model, ValueSet};

use super::features::FEATURES;
use crate::state::GameState;

/// The shipped weights (`train --game dschingis-khan`).
pub const WEIGHTS: &[u8] = include_bytes!("../../data/value.bin");

/// The shipped models, parsed on first use.
pub fn shipped() -> &'static ValueSet {
    static SET: OnceLock<ValueSet> = OnceLock::new();
    SET.get_or_init(|| ValueSet::from_bytes(WEIGHTS).expect("data/value.bin is a weights file"))
}

/// The model for this game's player count, if one was trained.
pub fn model_for(game: &GameState) -> Option<&'static Model> {
    shipped().for_players(game.player_count())
}

/// `seat`'s expected reward in `[0, 1]`, judged from its own view.
pub fn value(model: &Model, game: &GameState, seat: usize) -> f64 {
    let mut x = [0f32; FEATURES];
    game.features(seat, &mut x);
    model.value(&x) as f64
}

/// Every seat's value, each from its own view, into `out`.
pub fn values(model: &Model, game: &GameState, out: &mut [f64]) {
    for (seat, slot) in out.iter_mut().enumerate() {
        *slot = value(model, game, seat);
    }
}
