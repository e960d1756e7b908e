//! The pending decision of any game: which seat must choose, and what kind
//! of choice. Each game names its kinds; who decides is the same everywhere.

use serde::{Deserialize, Serialize};

/// What a game waits for: seat `player` must answer a decision of `kind`.
/// A decision never carries hidden information.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision<K> {
    /// Seat index of the player who must decide.
    pub player: usize,
    pub kind: K,
}
