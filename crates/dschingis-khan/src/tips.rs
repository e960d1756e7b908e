//! Tips (issue 42): each rule explained to a seat at the moment it first
//! matters, in any game ([`boardgame::tips`]). Every trigger reads the
//! stand-ins of the seat's views before and after an action and the seat's
//! own log entry of it, never the real game: a face-down piece the seat has
//! not seen is a placeholder there, so no trigger may ask its kind (only
//! the seat's own pieces, the wall, the scouts, stacks' colours and, once
//! the game is over, every piece, D-10.4).
//!
//! Where a tip points (`Tip::at`), keys the board view marks with
//! `data-tip` (`src/games/dschingis_khan/`):
//! - `decision`: the decision panel;
//! - `board`: the whole board; `wall`: the wall pieces on it;
//! - `village-V24`: a village (its field); `slot-H3-08`: a wall slot;
//! - `scout-<seat>`: a seat's scout on the board;
//! - `general-supply`: the general supply of walls;
//! - `supplies-<seat>`: a seat's card with its active and passive supply;
//! - `score-<seat>`: a seat's total in the final table; `score-V24`: a
//!   village's line of the final breakdown.

use boardgame::tips::{Coached, Tip, TipInfo, tip};

use crate::action::Via;
use crate::board::{Slot, Village, board};
use crate::decision::DecisionKind;
use crate::piece::Kind;
use crate::scoring::ScoringWay;
use crate::state::GameState;
use crate::table::{SeatEvent, SeenAction};
use crate::wall::Resolution;

impl Coached for GameState {
    const TIPS: &'static [TipInfo] = &[
        // Start placement.
        tip("dk-setup", &["D-3.4"]),
        tip("dk-sides", &["D-2.6", "D-2.7", "D-9.1"]),
        tip("dk-pieces", &["D-1.2", "D-3.3", "D-10.1"]),
        tip("dk-supplies", &["D-3.5", "D-1.3"]),
        // The draw step.
        tip("dk-draw", &["D-4.1", "D-5.1", "D-5.5"]),
        tip("dk-draw-look", &["D-5.3"]),
        tip("dk-draw-limit", &["D-5.2"]),
        tip("dk-draw-forced", &["D-5.4", "D-11.5"]),
        tip("dk-plague", &["D-12.1"]),
        tip("dk-herb", &["D-12.1"]),
        // Deploying.
        tip("dk-deploy", &["D-4.2", "D-4.3"]),
        tip("dk-pass", &["D-4.2"]),
        // The scout's journey.
        tip("dk-journey", &["D-6.1", "D-6.2", "D-6.4", "D-2.4"]),
        tip("dk-place-kind", &["D-6.1", "D-6.5"]),
        tip("dk-no-return", &["D-6.3"]),
        tip("dk-other-scout", &["D-6.3"]),
        tip("dk-gate", &["D-6.4", "D-6.5"]),
        tip("dk-over-wall", &["D-6.4", "D-6.5"]),
        tip("dk-closed", &["D-6.4"]),
        tip("dk-branch-road", &["D-6.4"]),
        tip("dk-placed", &["D-6.5", "D-9.2"]),
        tip("dk-capture", &["D-6.5", "D-9.2", "D-10.2"]),
        tip("dk-lost-control", &["D-9.2"]),
        tip("dk-stuck", &["D-6.7", "D-6.8"]),
        tip("dk-scout-stays", &["D-6.9", "D-6.10"]),
        // A blocked scout.
        tip("dk-blocked", &["D-8.1", "D-8.2", "D-8.4"]),
        tip("dk-reenter", &["D-8.3", "D-6.2"]),
        // Building walls.
        tip("dk-build", &["D-7.1", "D-7.2", "D-7.3", "D-2.3"]),
        tip("dk-branch", &["D-7.4", "D-7.5"]),
        tip("dk-new-end", &["D-7.4", "D-7.6", "D-7.9"]),
        tip("dk-new-end-kept", &["D-7.6", "D-7.10"]),
        tip("dk-loop", &["D-7.4", "D-7.7", "D-7.9"]),
        tip("dk-loop-kept", &["D-7.7", "D-7.10"]),
        tip("dk-branch-loop", &["D-7.7"]),
        tip("dk-pruned", &["D-7.8"]),
        tip("dk-side-change", &["D-9.1", "D-7.12", "D-9.3"]),
        // The end.
        tip("dk-end", &["D-11.1", "D-11.2", "D-11.3", "D-5.6"]),
        tip("dk-walls-out", &["D-11.4", "D-7.9"]),
        tip("dk-final", &["D-1.4", "D-10.4", "D-12.2", "D-12.4"]),
        tip("dk-score-china", &["D-12.1"]),
        tip("dk-score-mongolia", &["D-12.1"]),
        tip("dk-score-plague", &["D-12.1"]),
        tip("dk-score-herb", &["D-12.1"]),
        tip("dk-score-both", &["D-12.1"]),
        tip("dk-winner", &["D-12.3"]),
        tip("dk-tie-break", &["D-12.3"]),
    ];

    fn tips(
        seat: usize,
        before: &GameState,
        event: &SeatEvent,
        after: &GameState,
        out: &mut Vec<Tip>,
    ) {
        let seen = Seen {
            seat,
            before,
            event,
            after,
        };
        // In the order things happened: the action and what it did, the
        // automatic steps after it (the next turns' passes and forced
        // draws, the end announced), then what the seat must decide now;
        // the final scoring last.
        seen.setup_done(out);
        seen.placement(out);
        seen.journey_over(out);
        seen.wall_built(out);
        seen.scout_taken_off(out);
        seen.passed(out);
        seen.draws(out);
        seen.end(out);
        seen.decision(out);
        seen.final_scoring(out);
    }

    /// The first placement's tips, for the seat that places first.
    fn opening(seat: usize, start: &GameState, out: &mut Vec<Tip>) {
        if let Some(DecisionKind::SetupPiece { .. }) = mine(start, seat) {
            setup_piece(out);
        }
    }
}

/// One action as a seat saw it.
struct Seen<'a> {
    seat: usize,
    before: &'a GameState,
    event: &'a SeatEvent,
    after: &'a GameState,
}

/// A start placement to make (D-3.4): how, and the two sides of the wall.
fn setup_piece(out: &mut Vec<Tip>) {
    out.push(Tip::new("dk-setup", "decision"));
    out.push(Tip::new("dk-sides", "board"));
}

fn village_key(v: Village) -> String {
    format!("village-{}", v.id())
}

fn slot_key(s: Slot) -> String {
    format!("slot-{}", s.id())
}

/// The decision `g` waits for from `seat`, if it is that seat's.
fn mine(g: &GameState, seat: usize) -> Option<DecisionKind> {
    g.pending().filter(|d| d.player == seat).map(|d| d.kind)
}

impl Seen<'_> {
    fn own_action(&self) -> bool {
        self.event.seat as usize == self.seat
    }

    fn scout_key(&self) -> String {
        format!("scout-{}", self.seat)
    }

    fn supplies_key(&self) -> String {
        format!("supplies-{}", self.seat)
    }

    /// D-3.5: the last start placement is done; everyone took 2 walls and
    /// drew 2 pieces.
    fn setup_done(&self, out: &mut Vec<Tip>) {
        if matches!(self.event.decision, DecisionKind::SetupScout { .. })
            && self.before.turns_played() == 0
            && self.event.supplies.iter().any(|s| s.walls_drawn == 2)
        {
            out.push(
                Tip::new("dk-supplies", self.supplies_key())
                    .number("walls", self.after.general_supply() as i64)
                    .number(
                        "passive",
                        self.after.players()[self.seat].passive.len() as i64,
                    ),
            );
        }
    }

    /// The seat's draws this action: forced ones (D-5.4) and the cap of 4
    /// (D-5.2).
    fn draws(&self, out: &mut Vec<Tip>) {
        if matches!(self.event.decision, DecisionKind::SetupScout { .. }) {
            return; // D-3.5, not a draw step
        }
        let Some(mine) = self
            .event
            .supplies
            .iter()
            .find(|s| s.seat as usize == self.seat)
        else {
            return;
        };
        let drawn = mine.walls_drawn + mine.pieces_drawn;
        if drawn == 0 {
            return;
        }
        let chosen = (self.own_action()
            && matches!(
                self.event.action,
                SeenAction::DrawWall | SeenAction::DrawPiece
            )) as u8;
        let key = self.supplies_key();
        if drawn > chosen {
            out.push(Tip::new("dk-draw-forced", key.clone()));
        }
        let p = &self.after.players()[self.seat];
        if p.walls >= 4 || p.pieces.total() >= 4 {
            out.push(
                Tip::new("dk-draw-limit", key)
                    .number("walls", p.walls as i64)
                    .number("pieces", p.pieces.total() as i64),
            );
        }
    }

    /// A piece put on a village: the seat's own (control, D-9.2; a capture,
    /// D-10.2), or another seat's on top of the seat's village.
    fn placement(&self, out: &mut Vec<Tip>) {
        let village = match (self.event.action, self.event.placed) {
            (SeenAction::Place { village, .. }, _) => village,
            (_, Some(placed)) => placed.village,
            _ => return,
        };
        let actor = self.event.seat as usize;
        let was = self.before.controller(village);
        if actor == self.seat {
            match was {
                None => out.push(Tip::new("dk-placed", village_key(village))),
                Some(owner) if owner != self.seat => {
                    out.push(Tip::new("dk-capture", village_key(village)))
                }
                Some(_) => {}
            }
        } else if was == Some(self.seat) {
            out.push(Tip::new("dk-lost-control", village_key(village)).seat("player", actor));
        }
    }

    /// The seat's journey ended: stuck with pieces left (D-6.7), or every
    /// piece placed and the scout stays (D-6.9).
    fn journey_over(&self, out: &mut Vec<Tip>) {
        let lost = self
            .event
            .supplies
            .iter()
            .find(|s| s.seat as usize == self.seat)
            .map_or(0, |s| s.lost_count);
        if lost > 0 {
            out.push(Tip::new("dk-stuck", self.scout_key()).number("pieces", lost as i64));
            return;
        }
        let journeying = matches!(
            self.event.action,
            SeenAction::Step { .. } | SeenAction::Place { .. }
        );
        let still = matches!(
            mine(self.after, self.seat),
            Some(DecisionKind::Step { .. } | DecisionKind::Place { .. })
        );
        if self.own_action() && journeying && !still {
            out.push(Tip::new("dk-scout-stays", self.scout_key()));
        }
    }

    /// D-4.2 (d): a turn of the seat went by in this action with nothing to
    /// deploy (no piece, no wall, the scout not blocked).
    fn passed(&self, out: &mut Vec<Tip>) {
        if self.own_action() {
            return; // a seat that answered something had something to do
        }
        let n = self.before.player_count() as u32;
        let start = self.before.start_player() as u32;
        let ended = self.before.turns_played()..self.after.turns_played();
        let had_turn = ended
            .into_iter()
            .any(|t| (start + t) % n == self.seat as u32);
        let (b, a) = (
            &self.before.players()[self.seat],
            &self.after.players()[self.seat],
        );
        if had_turn && a.walls == 0 && a.pieces.total() == 0 && a.scout == b.scout {
            out.push(Tip::new("dk-pass", self.supplies_key()));
        }
    }

    /// D-8.2: the seat's scout left the board (taken off, by choice or as
    /// the only option).
    fn scout_taken_off(&self, out: &mut Vec<Tip>) {
        let (b, a) = (
            &self.before.players()[self.seat],
            &self.after.players()[self.seat],
        );
        if b.scout.is_some() && a.scout.is_none() {
            out.push(Tip::new("dk-blocked", self.supplies_key()));
        }
    }

    /// A wall piece was built (by anyone): how it resolved (D-7.4–D-7.8),
    /// what it did to the sides (D-9.1) and to the general supply (D-11.4).
    fn wall_built(&self, out: &mut Vec<Tip>) {
        let Some(e) = self.event.built else {
            return;
        };
        let built = e.built;
        let at = slot_key(built.slot);
        let player = e.player as usize;
        let removed = built.removed.count_ones() as i64;
        // The pieces the resolution itself removed (before pruning).
        let (id, new, old, resolved) = match built.resolution {
            Resolution::Extension => ("dk-branch", 0, 0, 0),
            Resolution::NewEnd {
                moved: true,
                new_arm,
                old_arm,
            } => ("dk-new-end", new_arm, old_arm, old_arm),
            Resolution::NewEnd {
                moved: false,
                new_arm,
                old_arm,
            } => ("dk-new-end-kept", new_arm, old_arm, new_arm),
            Resolution::Loop {
                rerouted: true,
                new_arc,
                old_arc,
            } => ("dk-loop", new_arc, old_arc, old_arc),
            Resolution::Loop {
                rerouted: false,
                new_arc,
                old_arc,
            } => ("dk-loop-kept", new_arc, old_arc, new_arc),
            Resolution::BranchLoop => ("dk-branch-loop", 0, 0, 1),
        };
        let mut tip = Tip::new(id, at.clone()).seat("player", player);
        if new + old > 0 {
            tip = tip.number("new", new as i64).number("old", old as i64);
        }
        out.push(tip);
        if removed > resolved as i64 {
            out.push(Tip::new("dk-pruned", at).number("pieces", removed - resolved as i64));
        }
        if self.after.walls_out() > self.before.walls_out() {
            out.push(Tip::new("dk-walls-out", "general-supply").number(
                "pieces",
                (self.after.walls_out() - self.before.walls_out()) as i64,
            ));
        }
        // A village with pieces changed side: the seat's own first.
        let changed: Vec<Village> = Village::all()
            .filter(|&v| !self.after.stack(v).is_empty())
            .filter(|&v| self.before.is_mongolia(v) != self.after.is_mongolia(v))
            .collect();
        let shown = changed
            .iter()
            .find(|&&v| self.after.controller(v) == Some(self.seat))
            .or(changed.first());
        if let Some(&v) = shown {
            out.push(
                Tip::new("dk-side-change", village_key(v))
                    .number("mongolia", self.after.is_mongolia(v) as i64),
            );
        }
    }

    /// D-11.2: a seat announced the end.
    fn end(&self, out: &mut Vec<Tip>) {
        if let Some(trigger) = self.event.trigger {
            out.push(Tip::new("dk-end", "general-supply").seat("player", trigger as usize));
        }
    }

    /// The decision the seat faces now.
    fn decision(&self, out: &mut Vec<Tip>) {
        let Some(kind) = mine(self.after, self.seat) else {
            return;
        };
        let g = self.after;
        let held = g.players()[self.seat].pieces;
        match kind {
            DecisionKind::SetupPiece { .. } => setup_piece(out),
            DecisionKind::SetupScout { .. } => out.push(Tip::new("dk-pieces", self.supplies_key())),
            DecisionKind::Draw { drawn: 0 } => out.push(Tip::new("dk-draw", "decision")),
            DecisionKind::Draw { .. } => {
                if self.own_action() && self.event.action == SeenAction::DrawPiece {
                    out.push(Tip::new("dk-draw-look", "decision"));
                }
            }
            DecisionKind::Deploy => {
                out.push(Tip::new("dk-deploy", "decision"));
                if g.is_blocked(self.seat) {
                    out.push(Tip::new("dk-blocked", self.scout_key()));
                }
            }
            // D-8.3's order: an own village with a step (tier 1), else an
            // empty one with a step (2), else any own or empty one (3, 4).
            DecisionKind::Reenter => out.push(
                Tip::new("dk-reenter", "decision").number("tier", g.reentry(self.seat).0 as i64),
            ),
            DecisionKind::Step { .. } => self.step_decision(out),
            DecisionKind::Place { .. } => out.push(Tip::new("dk-place-kind", "decision")),
            DecisionKind::Build { .. } => out.push(Tip::new("dk-build", "wall")),
        }
        // The seat holds its plague or herb: where it goes matters (D-12.1).
        if held.get(Kind::Plague) > 0 {
            out.push(Tip::new("dk-plague", self.supplies_key()));
        }
        if held.get(Kind::Herb) > 0 {
            out.push(Tip::new("dk-herb", self.supplies_key()));
        }
    }

    /// The next step of the seat's journey (§6): what its scout may and may
    /// not do from where it stands.
    fn step_decision(&self, out: &mut Vec<Tip>) {
        let g = self.after;
        let Some(from) = g.players()[self.seat].scout else {
            return;
        };
        let visited = g.turn().visited;
        let info = board().village(from);
        let wall = g.wall();
        if visited == from.bit() {
            out.push(Tip::new("dk-journey", self.scout_key()));
        }
        // A neighbour already visited this turn (D-6.3).
        if visited != from.bit() && info.neighbours.iter().any(|&(n, _)| visited & n.bit() != 0) {
            out.push(Tip::new("dk-no-return", self.scout_key()));
        }
        // Another scout on a neighbour the road would reach (D-6.3).
        let others = g.other_scouts(self.seat);
        if let Some(&(n, _)) = info
            .neighbours
            .iter()
            .find(|&&(n, s)| others & n.bit() != 0 && s.is_none_or(|s| !wall.has(s)))
            && let Some(owner) = g.scout_on(n)
        {
            out.push(Tip::new("dk-other-scout", format!("scout-{owner}")));
        }
        let legal = boardgame::Game::legal(g);
        let wall_steps = || {
            legal.iter().filter_map(|a| match *a {
                crate::action::Action::Step {
                    via: Via::Wall { up, down },
                    ..
                } => Some((up, down)),
                _ => None,
            })
        };
        if let Some((gate, _)) = wall_steps().find(|(up, down)| up == down) {
            out.push(Tip::new("dk-gate", slot_key(gate)));
        }
        if let Some((up, _)) = wall_steps().find(|(up, down)| up != down) {
            out.push(Tip::new("dk-over-wall", slot_key(up)));
        }
        // The wall pieces on the village's border: closed, or a branch.
        let main = wall.main_line();
        if let Some(&closed) = info
            .slots
            .iter()
            .find(|&&s| wall.has(s) && !wall.is_open(s))
        {
            out.push(Tip::new("dk-closed", slot_key(closed)));
        }
        if let Some(&branch) = info
            .slots
            .iter()
            .find(|&&s| wall.has(s) && main & s.bit() == 0)
        {
            out.push(Tip::new("dk-branch-road", slot_key(branch)));
        }
    }

    /// The game is over (D-10.4): the seat's total, one line of each way a
    /// village scored (D-12.1), and the winner (D-12.3).
    fn final_scoring(&self, out: &mut Vec<Tip>) {
        if self.event.finish.is_none() {
            return;
        }
        let g = self.after;
        let totals = g.totals();
        let villages = g.controlled(self.seat);
        out.push(
            Tip::new("dk-final", format!("score-{}", self.seat))
                .number("points", totals[self.seat] as i64)
                .number("villages", villages as i64),
        );
        let lines = g.breakdown();
        for way in ScoringWay::ALL {
            let of_way: Vec<_> = lines
                .iter()
                .filter(|l| ScoringWay::of(g.stack(l.village), l.mongolia) == way)
                .collect();
            let Some(line) = of_way
                .iter()
                .find(|l| l.controller == self.seat)
                .or(of_way.first())
            else {
                continue;
            };
            let id = match way {
                ScoringWay::China => "dk-score-china",
                ScoringWay::Mongolia => "dk-score-mongolia",
                ScoringWay::Plague => "dk-score-plague",
                ScoringWay::Herb => "dk-score-herb",
                ScoringWay::PlagueAndHerb => "dk-score-both",
            };
            out.push(
                Tip::new(id, format!("score-{}", line.village.id()))
                    .seat("player", line.controller)
                    .number("points", line.points as i64),
            );
        }
        let best = totals.iter().copied().max().unwrap_or(0);
        let tied: Vec<usize> = (0..totals.len()).filter(|&s| totals[s] == best).collect();
        let winners = g.winners();
        if tied.len() > 1 {
            out.push(
                Tip::new("dk-tie-break", format!("score-{}", winners[0]))
                    .number("shared", (winners.len() > 1) as i64),
            );
        }
        if winners.len() == 1 {
            out.push(
                Tip::new("dk-winner", format!("score-{}", winners[0]))
                    .seat("player", winners[0])
                    .number("points", best as i64)
                    .number("villages", g.controlled(winners[0]) as i64),
            );
        }
    }
}
