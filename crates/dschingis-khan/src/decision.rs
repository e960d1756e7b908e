//! The pending decision: who must choose, and what kind of choice.

use serde::{Deserialize, Serialize};

use crate::board::Village;

/// Which seat must choose, and a [`DecisionKind`] of this game.
pub type Decision = boardgame::Decision<DecisionKind>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Start placement (D-3.4): place a drawn piece; `first` is the village
    /// of the first one once it is placed. Answered by `Action::Setup`.
    SetupPiece { first: Option<Village> },
    /// Start placement: put the scout on `a` or `b`. `Action::Scout`.
    SetupScout { a: Village, b: Village },
    /// The draw step, when both kinds of single draw are possible
    /// (`drawn` draws made so far this turn). `DrawWall` / `DrawPiece`;
    /// a forced draw is made automatically.
    Draw { drawn: u8 },
    /// Choose the deploy option (D-4.2), when more than one is possible.
    Deploy,
    /// Put the scout back on the board (D-8.3). `Action::Scout`.
    Reenter,
    /// The next step of the scout's journey; `remaining` pieces are held.
    Step { remaining: u8 },
    /// Which piece to put on `village`, just reached. `Action::Place`;
    /// asked whenever two pieces or more are held, even all of one kind
    /// (one option then), so the flow shows nothing of the kinds.
    Place { village: Village },
    /// Build the next wall; `remaining` counts this one. `Action::Build`.
    Build { remaining: u8 },
}
