//! The learned value: each seat's expected reward, from its own view.
//!
//! The weights are data in this crate (`data/value.bin`), written by the
//! `train` tool (README, "Learned value (issue 27)") and read once; nothing
//! learns at run time. A player count without a trained model plays as the
//! hand-written Medium ([`super::judge`]).

use std::sync::OnceLock;

use boardgame::learn::ValueSet;

/// The shipped weights (`train --game dragon`).
pub const WEIGHTS: &[u8] = include_bytes!("../../data/value.bin");

/// The shipped models, parsed on first use.
pub fn shipped() -> &'static ValueSet {
    static SET: OnceLock<ValueSet> = OnceLock::new();
    SET.get_or_init(|| ValueSet::from_bytes(WEIGHTS).expect("data/value.bin is a weights file"))
}
