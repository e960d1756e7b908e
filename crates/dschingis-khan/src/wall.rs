//! The wall on the board (§7): which slots hold a piece, which of those are
//! open, and the two ends. Building a piece resolves extension, new end and
//! loop (D-7.4–D-7.8) at once, so the wall is always a tree between one
//! west and one east border tower (D-7.5), and the sides of the villages
//! (D-9.1) follow from it.

use serde::{Deserialize, Serialize};

use crate::board::{Edge, SLOTS, Slot, TOWERS, Tower, board, slot_set, slots_in};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wall {
    /// Slots holding a piece.
    #[serde(with = "slot_set")]
    pub pieces: u128,
    /// Slots holding an open piece (a subset of `pieces`).
    #[serde(with = "slot_set")]
    pub open: u128,
    pub west: Tower,
    pub east: Tower,
}

/// The wall as a tree hung from one tower ([`Wall::rooted`]).
struct Rooted {
    root: Tower,
    /// Per tower: the slot towards the root (`u8::MAX`: the root, or not
    /// reached).
    via: [u8; TOWERS],
}

impl Rooted {
    /// The pieces from `from` to the root, as a slot set.
    fn to_root(&self, from: Tower) -> u128 {
        let m = &board().masks;
        let mut mask = 0u128;
        let mut t = from.0;
        while t != self.root.0 {
            let s = self.via[t as usize];
            if s == u8::MAX {
                return mask; // not connected: only a broken wall gets here
            }
            mask |= 1 << s;
            let [x, y] = m.slot_tower_pair[s as usize];
            t = if x == t { y } else { x };
        }
        mask
    }
}

/// What building one piece did (D-7.4), for logs and the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resolution {
    /// One tower on the wall, the other an inner tower: nothing else.
    Extension,
    /// The piece reached a border tower (D-7.6). `moved`: the new arm was
    /// longer and the end moved there (the old arm was removed); otherwise
    /// the new arm was removed. `new_arm`/`old_arm`: their lengths.
    NewEnd {
        moved: bool,
        new_arm: u8,
        old_arm: u8,
    },
    /// The piece closed a loop through the main line (D-7.7). `rerouted`:
    /// the new arc was longer and the old arc was removed; otherwise the
    /// new arc was removed.
    Loop {
        rerouted: bool,
        new_arc: u8,
        old_arc: u8,
    },
    /// A loop of branch pieces only (R19): the piece just built is removed.
    BranchLoop,
}

/// The result of one build: what happened and which pieces left the board
/// (the arm or arc removed, plus what pruning took).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Built {
    pub slot: Slot,
    pub resolution: Resolution,
    #[serde(with = "slot_set")]
    pub removed: u128,
}

impl Wall {
    /// The start wall (D-2.6): open pieces between the red towers.
    pub fn start() -> Wall {
        let b = board();
        let pieces = b.start_wall.iter().fold(0u128, |m, s| m | s.bit());
        Wall {
            pieces,
            open: pieces,
            west: b.red_towers[0],
            east: b.red_towers[1],
        }
    }

    pub fn count(&self) -> u8 {
        self.pieces.count_ones() as u8
    }

    pub fn has(&self, slot: Slot) -> bool {
        self.pieces & slot.bit() != 0
    }

    pub fn is_open(&self, slot: Slot) -> bool {
        self.open & slot.bit() != 0
    }

    /// Whether a wall piece ends at tower `t`.
    pub fn touches(&self, t: Tower) -> bool {
        board().masks.tower_slots[t.0 as usize] & self.pieces != 0
    }

    /// The neighbours of `v` whose road crosses a wall piece.
    pub(crate) fn walled_neighbours(&self, v: crate::board::Village) -> u64 {
        let m = &board().masks;
        slots_in(m.village_slots[v.0 as usize] & self.pieces)
            .fold(0, |acc, s| acc | m.slot_villages[s.0 as usize])
            & !v.bit()
    }

    /// The villages bordering an open piece.
    pub(crate) fn open_villages(&self) -> u64 {
        let m = &board().masks;
        slots_in(self.open).fold(0, |acc, s| acc | m.slot_villages[s.0 as usize])
    }

    /// D-7.2: an empty slot with at least one tower on the wall.
    pub fn can_build(&self, slot: Slot) -> bool {
        !self.has(slot) && board().masks.slot_adjacent[slot.0 as usize] & self.pieces != 0
    }

    /// Every legal slot for building now (D-7.2): the empty slots sharing a
    /// tower with a piece.
    pub fn buildable(&self) -> u128 {
        let m = &board().masks;
        slots_in(self.pieces).fold(0, |acc, s| acc | m.slot_adjacent[s.0 as usize]) & !self.pieces
    }

    /// Whether any slot is buildable now (`buildable() != 0`, stopping at
    /// the first piece with an empty neighbouring slot).
    pub(crate) fn any_buildable(&self) -> bool {
        let m = &board().masks;
        slots_in(self.pieces).any(|s| m.slot_adjacent[s.0 as usize] & !self.pieces != 0)
    }

    /// The pieces on the tree path between towers `from` and `to` (both on
    /// the wall), as a slot set.
    pub fn path(&self, from: Tower, to: Tower) -> u128 {
        self.rooted(from).to_root(to)
    }

    /// The tree rooted at tower `root`: for each tower reached, the slot
    /// towards the root. Paths read from it are the tree paths (the wall
    /// is a tree, so each is unique).
    fn rooted(&self, root: Tower) -> Rooted {
        let m = &board().masks;
        let mut via = [u8::MAX; TOWERS];
        let mut seen = 1u64 << root.0;
        let mut stack = [0u8; TOWERS];
        let mut top = 1;
        stack[0] = root.0;
        while top > 0 {
            top -= 1;
            let t = stack[top];
            for s in slots_in(m.tower_slots[t as usize] & self.pieces) {
                let [x, y] = m.slot_tower_pair[s.0 as usize];
                let other = if x == t { y } else { x };
                if seen & (1 << other) == 0 {
                    seen |= 1 << other;
                    via[other as usize] = s.0;
                    stack[top] = other;
                    top += 1;
                }
            }
        }
        Rooted { root, via }
    }

    /// The main line: the pieces from the west end to the east end.
    pub fn main_line(&self) -> u128 {
        self.path(self.west, self.east)
    }

    /// The pieces connected (through towers) to tower `from`.
    fn component(&self, from: Tower) -> u128 {
        let m = &board().masks;
        let mut towers = 1u64 << from.0;
        let mut frontier = towers;
        let mut reached = 0u128;
        while frontier != 0 {
            let t = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = m.tower_slots[t] & self.pieces & !reached;
            reached |= new;
            for s in slots_in(new) {
                let ends = m.slot_towers[s.0 as usize] & !towers;
                towers |= ends;
                frontier |= ends;
            }
        }
        reached
    }

    fn remove(&mut self, mask: u128) {
        self.pieces &= !mask;
        self.open &= !mask;
    }

    /// D-7.8: removes every piece not connected to the main line; returns them.
    fn prune(&mut self) -> u128 {
        let keep = self.component(self.west);
        let gone = self.pieces & !keep;
        self.remove(gone);
        gone
    }

    /// Builds an open piece on `slot` (which must be legal, D-7.2) and
    /// resolves it completely (D-7.4).
    pub fn build(&mut self, slot: Slot) -> Built {
        let b = board();
        let [ta, tb] = b.slot(slot).towers;
        let (on_a, on_b) = (self.touches(ta), self.touches(tb));
        debug_assert!(!self.has(slot) && (on_a || on_b), "illegal build on {slot}");
        if on_a && on_b {
            return self.close_loop(slot, ta, tb);
        }
        let new = if on_a { tb } else { ta };
        self.pieces |= slot.bit();
        self.open |= slot.bit();
        match b.tower(new).edge {
            None => Built {
                slot,
                resolution: Resolution::Extension,
                removed: 0,
            },
            Some(edge) => self.new_end(slot, new, edge),
        }
    }

    /// D-7.6, with the piece on `slot` already placed and reaching border
    /// tower `n` on `edge`.
    fn new_end(&mut self, slot: Slot, n: Tower, edge: Edge) -> Built {
        let (old, other) = match edge {
            Edge::West => (self.west, self.east),
            Edge::East => (self.east, self.west),
        };
        let tree = self.rooted(other);
        let from_new = tree.to_root(n);
        let from_old = tree.to_root(old);
        let new_arm = from_new & !from_old;
        let old_arm = from_old & !from_new;
        let (n_new, n_old) = (new_arm.count_ones() as u8, old_arm.count_ones() as u8);
        let moved = n_new > n_old;
        let mut removed = if moved { old_arm } else { new_arm };
        self.remove(removed);
        if moved {
            match edge {
                Edge::West => self.west = n,
                Edge::East => self.east = n,
            }
        }
        removed |= self.prune();
        Built {
            slot,
            resolution: Resolution::NewEnd {
                moved,
                new_arm: n_new,
                old_arm: n_old,
            },
            removed,
        }
    }

    /// D-7.7: `slot` joins two towers already on the wall.
    fn close_loop(&mut self, slot: Slot, a: Tower, b: Tower) -> Built {
        // Both paths from one rooting: a path between two towers is the
        // symmetric difference of their paths to the root.
        let tree = self.rooted(self.west);
        let path = tree.to_root(a) ^ tree.to_root(b);
        let main = tree.to_root(self.east);
        let shared = path & main;
        self.pieces |= slot.bit();
        self.open |= slot.bit();
        if shared == 0 {
            self.remove(slot.bit());
            return Built {
                slot,
                resolution: Resolution::BranchLoop,
                removed: slot.bit(),
            };
        }
        let new_arc = slot.bit() | (path & !main);
        let (n_new, n_old) = (new_arc.count_ones() as u8, shared.count_ones() as u8);
        let rerouted = n_new > n_old;
        let mut removed = if rerouted { shared } else { new_arc };
        self.remove(removed);
        removed |= self.prune();
        Built {
            slot,
            resolution: Resolution::Loop {
                rerouted,
                new_arc: n_new,
                old_arc: n_old,
            },
            removed,
        }
    }

    /// D-7.5: the pieces form one tree containing exactly two border
    /// towers, the west end on the west edge and the east end on the east
    /// edge. `Err` says what is wrong.
    pub fn check(&self) -> Result<(), String> {
        let b = board();
        if self.pieces & !((1u128 << SLOTS) - 1) != 0 {
            return Err("a piece outside the board".into());
        }
        if self.open & !self.pieces != 0 {
            return Err("an open flag without a piece".into());
        }
        if b.tower(self.west).edge != Some(Edge::West)
            || b.tower(self.east).edge != Some(Edge::East)
        {
            return Err(format!(
                "ends {} and {} are not west and east",
                self.west, self.east
            ));
        }
        let reached = self.component(self.west);
        if reached != self.pieces {
            return Err("the wall is not connected".into());
        }
        let mut towers = 0u64;
        for s in slots_in(self.pieces) {
            let [x, y] = b.slot(s).towers;
            towers |= 1 << x.0 | 1 << y.0;
        }
        if towers.count_ones() != self.pieces.count_ones() + 1 {
            return Err("the wall has a cycle".into());
        }
        let borders: Vec<Tower> = (0..TOWERS as u8)
            .map(Tower)
            .filter(|t| towers & (1 << t.0) != 0 && b.tower(*t).edge.is_some())
            .collect();
        if borders.len() != 2 || !borders.contains(&self.west) || !borders.contains(&self.east) {
            return Err(format!("border towers on the wall: {borders:?}"));
        }
        Ok(())
    }

    /// D-9.1: the Mongolia villages (reachable from the top row by roads
    /// whose slot holds no piece) as a village set; all others are China.
    pub fn mongolia(&self) -> u64 {
        let b = board();
        let m = &b.masks;
        // The roads the pieces close: each slot is the road between its
        // two villages (checked when the board is loaded).
        let mut cut = [0u64; crate::board::VILLAGES];
        for s in slots_in(self.pieces) {
            let [x, y] = m.slot_village_pair[s.0 as usize];
            cut[x as usize] |= 1 << y;
            cut[y as usize] |= 1 << x;
        }
        let mut reached = b.top_row;
        let mut frontier = reached;
        while frontier != 0 {
            let v = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = m.neighbours[v] & !cut[v] & !reached;
            reached |= new;
            frontier |= new;
        }
        reached
    }
}
