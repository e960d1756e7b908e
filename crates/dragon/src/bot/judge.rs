//! Medium: the core's learned one-ply bot ([`boardgame::learn::Judge`]) on
//! this game's [value](super::value). What it needs of the Dragon: a turn
//! ends when the next player is asked (or the phase or month moves on), so
//! the floors of a Build, the size of a privilege, and the tile and palace
//! after a person card are chosen before the position is judged; a player
//! count without a model plays as the hand-written [`Medium`].

use boardgame::Bot;
use boardgame::learn::{Judged, ValueSet};

use super::medium::Medium;
use crate::state::{GameState, Phase};

/// The learned Medium bot.
pub type Judge = boardgame::learn::Judge<GameState>;

impl Judged for GameState {
    fn value_set() -> &'static ValueSet {
        super::value::shipped()
    }

    /// The month, the phase and who in it has been asked: the phase records
    /// a seat as done when it is asked, so this moves on when the next
    /// player's turn starts, not between the parts of one turn.
    fn turn_mark(&self) -> usize {
        let (phase, who) = match self.phase() {
            Phase::Draft { seat, .. } => (0, seat as usize),
            Phase::Actions { done } => (1, done as usize),
            Phase::Persons { done } => (2, done as usize),
            Phase::Event { repeat, done, .. } => (3 + repeat as usize, done as usize),
            Phase::WallCheck { last, done, .. } => (5 + last as usize, done as usize),
            Phase::SuperEvent { done, .. } => (7, done as usize),
            Phase::GameOver => (8, 0),
        };
        (self.month() as usize) << 16 | phase << 8 | who
    }

    fn untrained(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}
