//! Medium: the core's learned one-ply bot ([`boardgame::learn::Judge`]) on
//! this game's [value](super::value). What it needs of China:
//!
//! - Where a "turn" ends for the completion of a candidate
//!   ([`Judged::turn_mark`]): a placement is played to its last piece and
//!   judged when the refill begins; the refill (C-7.1) is judged on its
//!   own, each pick completed to the full hand; a swap's two cards together.
//!   Playing a placement on through the refill before judging it won 89 of
//!   300 games against two hand-written Mediums, stopping at the refill 141
//!   (README, "Learned value").
//! - A blind draw ([`Action::Draw`]) is a chance action
//!   ([`Judged::is_chance`]): judged over several re-deals of what the seat
//!   cannot see, not on the one card its view happens to put on top.
//! - A player count without a model plays as the hand-written [`Medium`].

use boardgame::Bot;
use boardgame::learn::{Judged, ValueSet};

use super::medium::Medium;
use crate::action::Action;
use crate::decision::DecisionKind;
use crate::state::GameState;

/// The learned Medium bot.
pub type Judge = boardgame::learn::Judge<GameState>;

impl Judged for GameState {
    fn value_set() -> &'static ValueSet {
        super::value::shipped()
    }

    /// Twice the turns played (rounds and seat), plus one while refilling.
    fn turn_mark(&self) -> usize {
        let turn = self.rounds_done as usize * self.players().len() + self.seat as usize;
        let refilling = matches!(
            self.pending().map(|d| d.kind),
            Some(DecisionKind::Refill { .. })
        );
        2 * turn + refilling as usize
    }

    fn is_chance(&self, action: Action) -> bool {
        action == Action::Draw
    }

    fn untrained(seed: u64) -> Box<dyn Bot<GameState>> {
        Box::new(Medium::new(seed))
    }
}
