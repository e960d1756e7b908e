//! An optional journal of what the automatic steps did, for a readable game
//! log ("Shu is full: Anna 6, Ben 3"). Off by default and then free: the
//! simulator and the bots never pay for it. Player choices are not
//! journaled: the log describes those from the actions themselves.

use serde::{Deserialize, Serialize};

use crate::board::Province;
use crate::card::Cards;
use crate::state::GameState;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    /// The draw pile was used up twice and the round is over (C-9.1).
    PileUsedUpTwice,
    /// Nobody could place any piece any more (C-9.4).
    NothingToPlace,
}

/// One automatic step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Happening {
    /// A province's houses were scored (during play when it filled up, or
    /// in the final scoring); points by seat.
    ProvinceScored {
        province: Province,
        during_play: bool,
        points: [u16; 5],
    },
    /// These cards were turned up to refill the display.
    DisplayRefilled(Cards),
    /// The draw pile was used up for the first time: the discard pile of
    /// `cards` cards became the new draw pile (C-7.5).
    PileReshuffled { cards: u8 },
    /// The draw pile was used up for the second time: the round is played
    /// out with the display only (C-9.1).
    PileUsedUp,
    /// This seat could neither place nor swap (C-4.3).
    Passed { seat: u8 },
    /// The game ended; the final scoring follows.
    GameEnded(EndReason),
    /// Final scoring: alliance `number` (1…15); points by seat.
    AllianceScored { number: u8, points: [u16; 5] },
    /// Final scoring: chains; points by seat.
    ChainsScored { points: [u16; 5] },
}

/// The journal kept inside a game state: the core's, of this game's
/// happenings.
pub(crate) type Journal = boardgame::journal::Journal<Happening>;

impl GameState {
    /// Starts recording automatic steps (see [`GameState::take_journal`]).
    pub fn keep_journal(&mut self) {
        self.journal.keep(true);
    }

    /// The steps recorded since the last call.
    pub fn take_journal(&mut self) -> Vec<Happening> {
        self.journal.take()
    }

    pub(crate) fn note(&mut self, happening: impl FnOnce() -> Happening) {
        self.journal.note(happening);
    }
}
