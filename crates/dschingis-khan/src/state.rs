//! Everything on the table, the pending decision and the game's RNG.

use serde::{Deserialize, Serialize};

use crate::board::{Village, village_set};
use crate::decision::Decision;
use crate::options::Options;
use crate::piece::{Kind, Kinds, Piece};
use crate::rng::Rng;
use crate::wall::{Built, Wall};

/// A village's stack, bottom first (inline up to 6 pieces: cheap to clone
/// for the search).
pub type Stack = smallvec::SmallVec<[Piece; 6]>;

/// One seat's supplies and scout.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Passive supply, face down; the top is the last element. Its order is
    /// unknown to everybody, the owner included (D-3.3).
    pub passive: Vec<Kind>,
    /// Pieces in the active supply (seen by the owner only).
    pub pieces: Kinds,
    /// Walls in the active supply.
    pub walls: u8,
    /// Pieces removed from the game by getting stuck (D-6.7), known to the owner.
    pub lost: Kinds,
    /// Where the scout stands; `None` before setup or when taken off (§8).
    pub scout: Option<Village>,
}

/// The state of the turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Seat whose turn (or start placement) it is.
    pub player: u8,
    /// Single draws made this turn (D-5.1).
    pub drawn: u8,
    /// Villages the scout has been on this turn (D-6.3).
    #[serde(with = "village_set")]
    pub visited: u64,
}

/// The end has been announced (D-11.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// The seat that triggered it.
    pub trigger: u8,
    /// Turns still to finish, the current one included: `players + 1` during
    /// the triggering turn, then `players` … 1 during the final round.
    pub turns_left: u8,
}

/// A wall built, with who built it and in which turn (for logs and the
/// board: which arm or arc was removed, and why).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WallEvent {
    pub player: u8,
    /// [`GameState::turns_played`] when it was built (0 = the first turn).
    pub turn: u32,
    pub built: Built,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Finish {
    /// The final round after a trigger was played (D-11.3).
    Trigger,
    /// The safety limit of 60 rounds (D-11.6, R25).
    SafetyLimit,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    pub(crate) players: Vec<Player>,
    pub(crate) start_player: u8,
    pub(crate) wall: Wall,
    /// Mongolia villages (D-9.1), recomputed after every wall resolution.
    #[serde(with = "village_set")]
    pub(crate) mongolia: u64,
    /// Walls in the general supply.
    pub(crate) general: u8,
    /// Walls removed during the final round (out of the game, D-11.4).
    pub(crate) walls_out: u8,
    /// Each village's stack, bottom first.
    pub(crate) stacks: Vec<Stack>,
    pub(crate) pending: Option<Decision>,
    pub(crate) turn: Turn,
    /// Players who finished their start placement.
    pub(crate) setup_done: u8,
    /// Turns completed after setup.
    pub(crate) turns_played: u32,
    pub(crate) end: Option<End>,
    pub(crate) finish: Option<Finish>,
    /// The last wall built and how it resolved (for logs and the board).
    pub(crate) last_build: Option<WallEvent>,
}

impl GameState {
    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn start_player(&self) -> usize {
        self.start_player as usize
    }

    pub fn wall(&self) -> &Wall {
        &self.wall
    }

    /// Walls in the general supply.
    pub fn general_supply(&self) -> u8 {
        self.general
    }

    /// Walls that left the game in the final round (D-11.4).
    pub fn walls_out(&self) -> u8 {
        self.walls_out
    }

    /// The stack on `v`, bottom first. Kinds are only meaningful to a seat
    /// that has seen them ([`Piece::seen_by`]) or once the game is over.
    pub fn stack(&self, v: Village) -> &[Piece] {
        &self.stacks[v.0 as usize]
    }

    pub fn is_mongolia(&self, v: Village) -> bool {
        self.mongolia & v.bit() != 0
    }

    /// The owner of the top piece (D-9.2).
    pub fn controller(&self, v: Village) -> Option<usize> {
        self.stacks[v.0 as usize].last().map(|p| p.owner as usize)
    }

    /// Villages controlled by `seat`.
    pub fn controlled(&self, seat: usize) -> usize {
        Village::all()
            .filter(|&v| self.controller(v) == Some(seat))
            .count()
    }

    pub fn pending(&self) -> Option<Decision> {
        self.pending
    }

    pub fn turn(&self) -> Turn {
        self.turn
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn finish(&self) -> Option<Finish> {
        self.finish
    }

    pub fn is_over(&self) -> bool {
        self.finish.is_some()
    }

    pub fn turns_played(&self) -> u32 {
        self.turns_played
    }

    /// The round in progress, from 1: every player's turn once, from the
    /// start player on (D-3.1, D-4.1); the setup belongs to round 1.
    /// The app charts the standing round by round with it.
    pub fn round(&self) -> u32 {
        self.turns_played / self.players.len() as u32 + 1
    }

    pub fn last_build(&self) -> Option<WallEvent> {
        self.last_build
    }

    /// Whether the turn in progress is in the final round (after the
    /// triggering turn, D-11.4).
    pub fn in_final_round(&self) -> bool {
        self.end
            .is_some_and(|e| (e.turns_left as usize) <= self.players.len())
    }

    /// Whether `v` holds no piece and no scout.
    pub fn is_empty(&self, v: Village) -> bool {
        self.stacks[v.0 as usize].is_empty() && self.scout_on(v).is_none()
    }

    /// The seat whose scout stands on `v`.
    pub fn scout_on(&self, v: Village) -> Option<usize> {
        self.players.iter().position(|p| p.scout == Some(v))
    }

    /// Villages holding the scout of a seat other than `seat`.
    pub(crate) fn other_scouts(&self, seat: usize) -> u64 {
        self.players
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .filter_map(|(_, p)| p.scout)
            .fold(0, |m, v| m | v.bit())
    }

    /// Whether the build `built` (just resolved) may have changed the sides
    /// (D-9.1), so that Mongolia must be recomputed. It cannot if no piece
    /// left the board and the piece built (if it stayed) closes a road
    /// between two China villages: the two villages of an empty slot are on
    /// the same side, and closing a road inside China takes no village from
    /// Mongolia. `tests/invariants.rs` checks the sides after every action.
    pub(crate) fn sides_may_change(&self, built: &crate::wall::Built) -> bool {
        let slot = built.slot;
        if built.removed == slot.bit() {
            return false; // the piece built was removed again, nothing else
        }
        built.removed != 0
            || crate::board::board().masks.slot_villages[slot.0 as usize] & self.mongolia != 0
    }

    /// How many supplies of D-11.1 are empty.
    pub fn empty_supplies(&self) -> usize {
        (self.general == 0) as usize + self.players.iter().filter(|p| p.passive.is_empty()).count()
    }
}

impl GameState {
    /// Every stack's height, village by village (public).
    pub fn stack_heights(&self) -> Vec<usize> {
        self.stacks.iter().map(|s| s.len()).collect()
    }
}
