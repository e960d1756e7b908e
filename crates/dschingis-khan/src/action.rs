//! The atomic decisions a player makes. A turn of several parts (each draw,
//! each scout step, each piece, each wall piece) is a sequence of these.

use serde::{Deserialize, Serialize};

use crate::board::{Slot, Village};
use crate::piece::Kind;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Start placement (D-3.4): put one of the two drawn pieces on a village.
    Setup { village: Village, kind: Kind },
    /// Put the scout on a village: at the end of the start placement
    /// (D-3.4), or on re-entry before placing pieces (D-8.3).
    Scout { village: Village },
    /// A single draw (D-5.1): one wall from the general supply.
    DrawWall,
    /// A single draw (D-5.1): the top piece of one's passive supply.
    DrawPiece,
    /// Deploy option (a): place every piece held (§6).
    PlacePieces,
    /// Deploy option (b): build every wall held (§7).
    BuildWalls,
    /// Deploy option (c): take the blocked scout off the board (§8).
    TakeScoutOff,
    /// Deploy option (d): nothing (only when (a)–(c) are all impossible).
    Pass,
    /// One step of the scout's journey (D-6.4).
    Step { to: Village, via: Via },
    /// The piece put on the village just reached (D-6.5).
    Place { kind: Kind },
    /// Build one wall piece on this slot (D-7.1).
    Build { slot: Slot },
}

/// How the scout makes a step (D-6.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Via {
    /// A road whose slot holds no wall piece.
    Road,
    /// Climb up on open piece `up` (bordering the current village) and down
    /// on open piece `down` (bordering the target); both close. `up == down`
    /// is passing through that gate.
    Wall { up: Slot, down: Slot },
}
