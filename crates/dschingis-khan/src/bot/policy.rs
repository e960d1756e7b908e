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
use crate::board::Village;
use crate::decision::DecisionKind;
use crate::piece::{Kind, Piece};
use crate::rng::Rng;
use crate::scoring::stack_value;
use crate::state::GameState;

use super::medium::deploy_rule;

/// The policy's move for the player to move, one of `legal`.
pub fn fast_pick(game: &GameState, legal: &[Action], rng: &mut Rng) -> Action {
    if legal.len() == 1 {
        return legal[0];
    }
    let decision = game.pending().expect("a player is to move");
    let seat = decision.player;
    match decision.kind {
        DecisionKind::Deploy => deploy_rule(game, seat, legal),
        DecisionKind::Draw { .. } => {
            let p = &game.players()[seat];
            let piece = p.pieces.total() < 3 || p.walls >= 2;
            let want = if piece {
                Action::DrawPiece
            } else {
                Action::DrawWall
            };
            if legal.contains(&want) {
                want
            } else {
                legal[0]
            }
        }
        DecisionKind::Step { .. } => best_step(game, seat, legal, rng),
        DecisionKind::Place { village } => {
            let mut best = legal[0];
            let mut best_value = i32::MIN;
            for &a in legal {
                if let Action::Place { kind } = a {
                    let v = placed_value(game, seat, village, kind);
                    if v > best_value {
                        best_value = v;
                        best = a;
                    }
                }
            }
            best
        }
        DecisionKind::Build { .. } => best_build(game, seat, legal, rng),
        _ => legal[rng.below(legal.len())],
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

fn best_step(game: &GameState, seat: usize, legal: &[Action], rng: &mut Rng) -> Action {
    let mut gains = [i32::MIN; 38];
    let mut best_target = None;
    let mut best_value = i32::MIN;
    for &a in legal {
        if let Action::Step { to, .. } = a {
            let g = &mut gains[to.0 as usize];
            if *g == i32::MIN {
                *g = step_gain(game, seat, to) * 16 + rng.below(16) as i32;
            }
            if *g > best_value {
                best_value = *g;
                best_target = Some(to);
            }
        }
    }
    let target = best_target.expect("steps are offered");
    let mut fallback = None;
    for &a in legal {
        if let Action::Step { to, via } = a
            && to == target
        {
            if via == Via::Road {
                return a;
            }
            fallback.get_or_insert(a);
        }
    }
    fallback.expect("the target came from the list")
}

fn best_build(game: &GameState, seat: usize, legal: &[Action], rng: &mut Rng) -> Action {
    let n = game.player_count();
    let mut best = legal[0];
    let mut best_value = i32::MIN;
    for &a in legal {
        let Action::Build { slot } = a else {
            continue;
        };
        let mut wall = game.wall().clone();
        wall.build(slot);
        let mongolia = wall.mongolia();
        let mut totals = [0i32; 4];
        for v in Village::all() {
            if let Some(c) = game.controller(v) {
                totals[c] += stack_value(game.stack(v), mongolia & v.bit() != 0).1;
            }
        }
        let best_other = (0..n)
            .filter(|&o| o != seat)
            .map(|o| totals[o])
            .max()
            .unwrap_or(0);
        let value = (totals[seat] - best_other) * 16 + rng.below(16) as i32;
        if value > best_value {
            best_value = value;
            best = a;
        }
    }
    best
}
