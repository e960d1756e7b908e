//! The tips of this game (issue 42): a placeholder with no tips, until the
//! game's list lands (`boardgame::tips`).

use boardgame::tips::{Coached, Tip, TipInfo};

use crate::GameState;

impl Coached for GameState {
    const TIPS: &'static [TipInfo] = &[];

    fn tips(
        _seat: usize,
        _before: &GameState,
        _event: &Self::SeatEvent,
        _after: &GameState,
        _out: &mut Vec<Tip>,
    ) {
    }
}
