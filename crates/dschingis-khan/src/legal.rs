//! Which actions are legal: [`GameState::why_illegal`] is the single source
//! of truth for one action; [`GameState::legal_actions_into`] lists the
//! legal ones with the same predicates (the invariant harness checks that
//! both agree on a large universe of actions).

use crate::action::{Action, Via};
use crate::board::{Road, Slot, Village, board, slots_in, villages_in};
use crate::decision::DecisionKind;
use crate::error::Illegal;
use crate::piece::Kind;
use crate::state::GameState;

/// Deploy options (D-4.2) in the order they are offered.
pub(crate) const DEPLOY_ACTIONS: [Action; 4] = [
    Action::PlacePieces,
    Action::BuildWalls,
    Action::TakeScoutOff,
    Action::Pass,
];

impl GameState {
    /// Why `action` cannot answer the pending decision (`Ok` if it can).
    /// Assumes a decision is pending.
    pub fn why_illegal(&self, action: Action) -> Result<(), Illegal> {
        let Some(decision) = self.pending else {
            return Err(Illegal::WrongKindOfAction);
        };
        let seat = decision.player;
        let player = &self.players[seat];
        match (decision.kind, action) {
            (DecisionKind::SetupPiece { first }, Action::Setup { village, kind }) => {
                if player.pieces.get(kind) == 0 {
                    return Err(Illegal::KindNotHeld(kind));
                }
                if !self.is_empty(village) {
                    return Err(Illegal::VillageNotEmpty(village));
                }
                match first {
                    None => {
                        if self.setup_partner(village).is_none() {
                            return Err(Illegal::NoPartner(village));
                        }
                    }
                    Some(first) => self.free_road(first, village)?,
                }
                Ok(())
            }
            (DecisionKind::SetupScout { a, b }, Action::Scout { village }) => {
                if village == a || village == b {
                    Ok(())
                } else {
                    Err(Illegal::ScoutNotOnStartVillages)
                }
            }
            (DecisionKind::Draw { .. }, Action::DrawWall) => self.can_draw_wall(seat),
            (DecisionKind::Draw { .. }, Action::DrawPiece) => self.can_draw_piece(seat),
            (DecisionKind::Deploy, a) if DEPLOY_ACTIONS.contains(&a) => self.can_deploy(seat, a),
            (DecisionKind::Reenter, Action::Scout { village }) => {
                let (tier, allowed) = self.reentry(seat);
                if allowed & village.bit() != 0 {
                    Ok(())
                } else if self.other_scouts(seat) & village.bit() != 0 {
                    Err(Illegal::OtherScout(village))
                } else {
                    Err(Illegal::ReentryTier { tier })
                }
            }
            (DecisionKind::Step { .. }, Action::Step { to, via }) => {
                let from = player.scout.ok_or(Illegal::ScoutOffBoard)?;
                self.check_step(seat, from, self.turn.visited, to, via)
            }
            (DecisionKind::Place { .. }, Action::Place { kind }) => {
                if player.pieces.get(kind) > 0 {
                    Ok(())
                } else {
                    Err(Illegal::KindNotHeld(kind))
                }
            }
            (DecisionKind::Build { .. }, Action::Build { slot }) => {
                if self.wall.has(slot) {
                    Err(Illegal::SlotTaken(slot))
                } else if !self.wall.can_build(slot) {
                    Err(Illegal::NotConnected(slot))
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::WrongKindOfAction),
        }
    }

    /// The legal actions now, into `out` (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = self.pending else {
            return;
        };
        let seat = decision.player;
        let player = &self.players[seat];
        match decision.kind {
            DecisionKind::SetupPiece { first } => {
                let empty = self.empty_villages();
                for village in villages_in(empty) {
                    let ok = match first {
                        None => self.partners(village, empty) != 0,
                        Some(f) => self.free_road(f, village).is_ok(),
                    };
                    if ok {
                        for kind in player.pieces.distinct() {
                            out.push(Action::Setup { village, kind });
                        }
                    }
                }
            }
            DecisionKind::SetupScout { a, b } => {
                out.push(Action::Scout { village: a });
                out.push(Action::Scout { village: b });
            }
            DecisionKind::Draw { .. } => {
                if self.can_draw_wall(seat).is_ok() {
                    out.push(Action::DrawWall);
                }
                if self.can_draw_piece(seat).is_ok() {
                    out.push(Action::DrawPiece);
                }
            }
            DecisionKind::Deploy => {
                let options = self.deploy_options(seat);
                for (i, a) in DEPLOY_ACTIONS.into_iter().enumerate() {
                    if options & 1 << i != 0 {
                        out.push(a);
                    }
                }
            }
            DecisionKind::Reenter => {
                let (_, allowed) = self.reentry(seat);
                out.extend(villages_in(allowed).map(|village| Action::Scout { village }));
            }
            DecisionKind::Step { .. } => {
                if let Some(from) = player.scout {
                    self.for_each_step(seat, from, self.turn.visited, |to, via| {
                        out.push(Action::Step { to, via });
                        true
                    });
                }
            }
            DecisionKind::Place { .. } => {
                out.extend(player.pieces.distinct().map(|kind| Action::Place { kind }));
            }
            DecisionKind::Build { .. } => {
                out.extend(slots_in(self.wall.buildable()).map(|slot| Action::Build { slot }));
            }
        }
    }

    /// D-3.4: two villages joined by a road whose slot holds no wall piece.
    pub(crate) fn free_road(&self, a: Village, b: Village) -> Result<(), Illegal> {
        match board().road(a, b) {
            Road::None => Err(Illegal::NotNeighbours(a, b)),
            Road::Free => Ok(()),
            Road::Across(s) if self.wall.has(s) => Err(Illegal::RoadWalled(s)),
            Road::Across(_) => Ok(()),
        }
    }

    /// D-3.4: an empty neighbour of `v` joined by a free road.
    pub(crate) fn setup_partner(&self, v: Village) -> Option<Village> {
        villages_in(self.partners(v, self.empty_villages())).next()
    }

    /// The neighbours of `v` in `empty` joined to it by a free road.
    fn partners(&self, v: Village, empty: u64) -> u64 {
        board().masks.neighbours[v.0 as usize] & empty & !self.wall.walled_neighbours(v)
    }

    /// The villages holding no piece and no scout.
    pub(crate) fn empty_villages(&self) -> u64 {
        let stacked = self
            .stacks
            .iter()
            .enumerate()
            .fold(0u64, |m, (v, s)| m | ((!s.is_empty() as u64) << v));
        let scouts = self
            .players
            .iter()
            .filter_map(|p| p.scout)
            .fold(0, |m, v| m | v.bit());
        crate::board::ALL_VILLAGES & !stacked & !scouts
    }

    /// D-5.2 for a wall.
    pub(crate) fn can_draw_wall(&self, seat: usize) -> Result<(), Illegal> {
        if self.general == 0 {
            Err(Illegal::GeneralSupplyEmpty)
        } else if self.players[seat].walls >= 4 {
            Err(Illegal::FourHeld)
        } else {
            Ok(())
        }
    }

    /// D-5.2 for a piece.
    pub(crate) fn can_draw_piece(&self, seat: usize) -> Result<(), Illegal> {
        let p = &self.players[seat];
        if p.passive.is_empty() {
            Err(Illegal::PassiveSupplyEmpty)
        } else if p.pieces.total() >= 4 {
            Err(Illegal::FourHeld)
        } else {
            Ok(())
        }
    }

    /// D-4.2 for one of the four deploy options.
    pub(crate) fn can_deploy(&self, seat: usize, action: Action) -> Result<(), Illegal> {
        let p = &self.players[seat];
        match action {
            Action::PlacePieces if p.pieces.total() == 0 => Err(Illegal::NoPiecesHeld),
            Action::PlacePieces => Ok(()),
            Action::BuildWalls if p.walls == 0 => Err(Illegal::NoWallsHeld),
            Action::BuildWalls => Ok(()),
            Action::TakeScoutOff => match p.scout {
                None => Err(Illegal::ScoutOffBoard),
                Some(v) if self.has_step(seat, v, v.bit()) => Err(Illegal::ScoutNotBlocked),
                Some(_) => Ok(()),
            },
            Action::Pass => {
                let any = [
                    Action::PlacePieces,
                    Action::BuildWalls,
                    Action::TakeScoutOff,
                ]
                .into_iter()
                .any(|a| self.can_deploy(seat, a).is_ok());
                if any {
                    Err(Illegal::MustDeploy)
                } else {
                    Ok(())
                }
            }
            _ => Err(Illegal::WrongKindOfAction),
        }
    }

    /// D-4.2: the possible deploy options as bits, in the order of
    /// [`DEPLOY_ACTIONS`] (bit `i` for `DEPLOY_ACTIONS[i]`): what
    /// [`GameState::can_deploy`] accepts, with one search for a step.
    pub(crate) fn deploy_options(&self, seat: usize) -> u8 {
        let p = &self.players[seat];
        let mut bits = 0;
        if p.pieces.total() > 0 {
            bits |= 1;
        }
        if p.walls > 0 {
            bits |= 2;
        }
        if let Some(v) = p.scout
            && !self.has_step(seat, v, v.bit())
        {
            bits |= 4;
        }
        if bits == 0 { 8 } else { bits }
    }

    /// D-8.1: the scout of `seat` on `v` is blocked.
    pub fn is_blocked(&self, seat: usize) -> bool {
        match self.players[seat].scout {
            Some(v) => !self.has_step(seat, v, v.bit()),
            None => false,
        }
    }

    /// D-8.3 (with our ruling that a village with another player's scout is
    /// never a re-entry village): the priority tier that applies (1–3, or 4
    /// for the last fallback) and its villages.
    pub fn reentry(&self, seat: usize) -> (u8, u64) {
        let others = self.other_scouts(seat);
        let open_villages = self.wall.open_villages();
        let mut own_step = 0u64;
        let mut empty_step = 0u64;
        let mut own_or_empty = 0u64;
        let mut free = 0u64;
        for v in Village::all() {
            if others & v.bit() != 0 {
                continue;
            }
            free |= v.bit();
            let own = self.controller(v) == Some(seat);
            let empty = self.stacks[v.0 as usize].is_empty();
            if !(own || empty) {
                continue;
            }
            own_or_empty |= v.bit();
            if self.step_exists(v, others | v.bit(), || open_villages) {
                if own {
                    own_step |= v.bit();
                } else {
                    empty_step |= v.bit();
                }
            }
        }
        if own_step != 0 {
            (1, own_step)
        } else if empty_step != 0 {
            (2, empty_step)
        } else if own_or_empty != 0 {
            (3, own_or_empty)
        } else {
            (4, free)
        }
    }

    /// D-6.3/D-6.4: whether `seat`'s scout on `from` may step to `to` by
    /// `via`, having visited `visited` this turn.
    pub(crate) fn check_step(
        &self,
        seat: usize,
        from: Village,
        visited: u64,
        to: Village,
        via: Via,
    ) -> Result<(), Illegal> {
        if visited & to.bit() != 0 || to == from {
            return Err(Illegal::Visited(to));
        }
        if self.other_scouts(seat) & to.bit() != 0 {
            return Err(Illegal::OtherScout(to));
        }
        match via {
            Via::Road => match board().road(from, to) {
                Road::None => Err(Illegal::NoRoad(from, to)),
                Road::Free => Ok(()),
                Road::Across(s) if self.wall.has(s) => Err(Illegal::RoadCrossesWall(s)),
                Road::Across(_) => Ok(()),
            },
            Via::Wall { up, down } => {
                self.climbable(up, from)?;
                self.climbable(down, to)
            }
        }
    }

    /// An open wall piece on `slot` bordering `v`.
    fn climbable(&self, slot: Slot, v: Village) -> Result<(), Illegal> {
        if slot.0 as usize >= crate::board::SLOTS {
            return Err(Illegal::NoWallPiece(slot));
        }
        if board().village(v).slot_mask & slot.bit() == 0 {
            Err(Illegal::NotBordering(slot, v))
        } else if !self.wall.has(slot) {
            Err(Illegal::NoWallPiece(slot))
        } else if !self.wall.is_open(slot) {
            Err(Illegal::Closed(slot))
        } else {
            Ok(())
        }
    }

    /// Calls `f(to, via)` for every legal step (road steps first, then wall
    /// steps by target, entry and exit piece) until it returns `false`.
    /// Each (target, closed pieces) appears once (D-6.6): the gate through
    /// `p` is the wall step `p`→`p`.
    pub(crate) fn for_each_step(
        &self,
        seat: usize,
        from: Village,
        visited: u64,
        mut f: impl FnMut(Village, Via) -> bool,
    ) {
        let m = &board().masks;
        let blocked = visited | self.other_scouts(seat) | from.bit();
        // Neighbour sets iterate lowest first: the order of the board's
        // neighbour lists (sorted by id, test `d2_4_neighbours_sorted`).
        let roads = m.neighbours[from.0 as usize] & !blocked & !self.wall.walled_neighbours(from);
        for to in villages_in(roads) {
            if !f(to, Via::Road) {
                return;
            }
        }
        let open = self.wall.open;
        let ups = m.village_slots[from.0 as usize] & open;
        if ups == 0 {
            return;
        }
        // Targets: villages bordering an open piece.
        for to in villages_in(self.wall.open_villages() & !blocked) {
            let downs = m.village_slots[to.0 as usize] & open;
            for up in slots_in(ups) {
                for down in slots_in(downs) {
                    if !f(to, Via::Wall { up, down }) {
                        return;
                    }
                }
            }
        }
    }

    /// Whether any legal step exists (D-6.7, D-8.1).
    pub(crate) fn has_step(&self, seat: usize, from: Village, visited: u64) -> bool {
        let blocked = visited | self.other_scouts(seat) | from.bit();
        self.step_exists(from, blocked, || self.wall.open_villages())
    }

    /// Whether a scout on `from` has a step to a village outside `blocked`
    /// (which holds `from`), given the villages bordering an open piece:
    /// [`GameState::for_each_step`] without listing the steps.
    fn step_exists(
        &self,
        from: Village,
        blocked: u64,
        open_villages: impl FnOnce() -> u64,
    ) -> bool {
        let m = &board().masks;
        let roads = m.neighbours[from.0 as usize] & !blocked;
        (roads != 0 && roads & !self.wall.walled_neighbours(from) != 0)
            || (m.village_slots[from.0 as usize] & self.wall.open != 0
                && open_villages() & !blocked != 0)
    }

    /// Kinds held by the player to move (for the `Place` decision).
    pub fn held_kinds(&self, seat: usize) -> impl Iterator<Item = Kind> + '_ {
        self.players[seat].pieces.distinct()
    }
}
