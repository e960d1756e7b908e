//! The fast playout policy of the Hard bot: a sensible move for each kind of
//! decision without copying the game (a simulation makes dozens of moves, so
//! each must cost microseconds):
//! - a step goes where the best held piece gains most now (own points won
//!   plus points taken from the village's controller), by road if possible;
//! - a piece goes where it scores best for the placer;
//! - a wall goes where the new sides give the placer the best margin over
//!   the best opponent;
//! - draws and deploy options follow simple rules.

use crate::action::{Action, Via};
use crate::board::{VILLAGES, Village};
use crate::decision::DecisionKind;
use crate::piece::{Kind, Piece};
use crate::rng::Rng;
use crate::scoring::stack_value;
use crate::state::GameState;

use super::medium::deploy_rule;

/// The policy's move for the player to move, one of `legal`: the best by
/// [`scores`], ties broken at random.
pub fn fast_pick(game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
    if legal.len() == 1 {
        return legal[0];
    }
    let mut values = Vec::with_capacity(legal.len());
    scores(game, legal, &mut values);
    let mut best = 0;
    let mut best_value = f64::NEG_INFINITY;
    for (i, v) in values.iter().enumerate() {
        let v = v + 0.25 * rng.below(1024) as f64 / 1024.0;
        if v > best_value {
            best_value = v;
            best = i;
        }
    }
    legal[best]
}

/// How good each of `legal` looks to the player to move, in points (higher
/// is better), into `out`. Steps: the gain of the best held piece on the
/// target, half a point more by road; pieces: their value on the village;
/// walls: the placer's margin over the best opponent with the new sides;
/// draws and deploy options: 1 for the rule's choice, 0 otherwise.
pub fn scores(game: &GameState, legal: &[Action], out: &mut Vec<f64>) {
    out.clear();
    let Some(decision) = game.pending() else {
        return;
    };
    let seat = decision.player;
    match decision.kind {
        DecisionKind::Deploy => {
            let pick = deploy_rule(game, seat, legal);
            out.extend(legal.iter().map(|&a| if a == pick { 1.0 } else { 0.0 }));
        }
        DecisionKind::Draw { .. } => {
            let p = &game.players()[seat];
            let piece = p.pieces.total() < 3 || p.walls >= 2;
            let want = if piece {
                Action::DrawPiece
            } else {
                Action::DrawWall
            };
            out.extend(legal.iter().map(|&a| if a == want { 1.0 } else { 0.0 }));
        }
        DecisionKind::Step { .. } => {
            let mut gains = [i32::MIN; 38];
            for &a in legal {
                let Action::Step { to, via } = a else {
                    out.push(0.0);
                    continue;
                };
                let g = &mut gains[to.0 as usize];
                if *g == i32::MIN {
                    *g = step_gain(game, seat, to);
                }
                out.push(*g as f64 + if via == Via::Road { 0.5 } else { 0.0 });
            }
        }
        DecisionKind::Place { village } => {
            out.extend(legal.iter().map(|&a| match a {
                Action::Place { kind } => placed_value(game, seat, village, kind) as f64,
                _ => 0.0,
            }));
        }
        DecisionKind::Build { .. } => {
            let sides = SideValues::new(game);
            for &a in legal {
                out.push(match a {
                    Action::Build { slot } => sides.build_margin(game, seat, slot) as f64,
                    _ => 0.0,
                });
            }
        }
        _ => out.extend(legal.iter().map(|_| 0.0)),
    }
}

/// The value of `village` for `seat` after putting a `kind` on top.
fn placed_value(game: &GameState, seat: usize, village: Village, kind: Kind) -> i32 {
    let mut stack: crate::state::Stack = game.stack(village).into();
    stack.push(Piece {
        owner: seat as u8,
        kind,
        seen: 0,
    });
    stack_value(&stack, game.is_mongolia(village)).1
}

/// What taking `village` with the best held piece gains `seat`.
fn step_gain(game: &GameState, seat: usize, village: Village) -> i32 {
    let mongolia = game.is_mongolia(village);
    let now = stack_value(game.stack(village), mongolia).1;
    let lost_by_controller = match game.controller(village) {
        Some(c) if c == seat => -now,
        Some(_) => now,
        None => 0,
    };
    let best = game.players()[seat]
        .pieces
        .distinct()
        .map(|k| placed_value(game, seat, village, k))
        .max()
        .unwrap_or(0);
    best + lost_by_controller
}

/// Each controlled village's value on either side (D-12.1), found once for
/// all the slots of a `Build` decision.
struct SideValues {
    /// Per village: its controller, or `u8::MAX`.
    controller: [u8; VILLAGES],
    /// Per village: its value for the controller in Mongolia and in China.
    value: [[i32; 2]; VILLAGES],
}

impl SideValues {
    fn new(game: &GameState) -> SideValues {
        let mut sides = SideValues {
            controller: [u8::MAX; VILLAGES],
            value: [[0; 2]; VILLAGES],
        };
        for v in Village::all() {
            if let Some(c) = game.controller(v) {
                let stack = game.stack(v);
                sides.controller[v.0 as usize] = c as u8;
                sides.value[v.0 as usize] =
                    [stack_value(stack, true).1, stack_value(stack, false).1];
            }
        }
        sides
    }

    /// `seat`'s points minus the best opponent's with the sides after
    /// building on `slot`.
    fn build_margin(&self, game: &GameState, seat: usize, slot: crate::board::Slot) -> i32 {
        let mut wall = game.wall().clone();
        let built = wall.build(slot);
        let mongolia = if game.sides_may_change(&built) {
            wall.mongolia()
        } else {
            game.mongolia
        };
        let mut totals = [0i32; 4];
        for (v, &c) in self.controller.iter().enumerate() {
            if c != u8::MAX {
                let side = if mongolia & 1 << v != 0 { 0 } else { 1 };
                totals[c as usize] += self.value[v][side];
            }
        }
        let best_other = (0..game.player_count())
            .filter(|&o| o != seat)
            .map(|o| totals[o])
            .max()
            .unwrap_or(0);
        totals[seat] - best_other
    }
}
