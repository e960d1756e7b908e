//! The words every game's engine uses for a refused action, so that the
//! tools print one kind of sentence whatever the game (the app puts a
//! refusal into the player's language itself).

use std::fmt::{self, Debug, Display};

/// "player 2 cannot play Place(3) now (Placement): why", for the seat
/// `player` (0-based) at the pending `decision`.
pub fn write_illegal(
    f: &mut fmt::Formatter<'_>,
    player: usize,
    action: &dyn Debug,
    decision: &dyn Debug,
    why: &dyn Display,
) -> fmt::Result {
    write!(
        f,
        "player {} cannot play {action:?} now ({decision:?}): {why}",
        player + 1
    )
}
