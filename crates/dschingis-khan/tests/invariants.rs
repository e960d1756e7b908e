//! Invariants over thousands of seeded random games through the shared
//! harness (`boardgame::testing::Harness`), for 2, 3 and 4 players.
//!
//! Checked after EVERY action (the `check` closure):
//! - the wall invariant D-7.5: one tree on the towers, exactly two border
//!   towers, the west end on the west edge and the east end on the east
//!   edge; open pieces are pieces; the stored sides equal D-9.1 recomputed
//!   (by the engine's `Wall::mongolia` and by an independent search over
//!   the board's road lists), so skipping the recomputation after a build
//!   that cannot change them is checked too;
//! - piece conservation: per colour and kind, passive + active + stacks +
//!   lost = 5/5/5/1/1 (17 in all); walls: board + general supply + held +
//!   out of the game = 28;
//! - at most 4 walls and 4 pieces held after a draw step (D-5.2); supplies
//!   only shrink by draws; the end, once announced, is never withdrawn;
//! - the turn counter never passes the safety limit (D-11.6);
//! - every wall built is resolved as an independent reference computes it
//!   (D-7.4, D-7.6–D-7.8: cycles and main lines found by stripping leaf
//!   towers, not by tree paths), and no other piece changes state (D-7.3);
//! - every stack piece is seen by its owner, and by every later controller
//!   that placed on top of it (D-10.2);
//! - during a journey the scout stands on a visited village, and a pending
//!   `Place` names the scout's village; a `Step` is pending only while
//!   pieces are held.
//!
//! Checked by the harness at a sample of decisions: every legal action
//! applies to a clone and is listed once; a sample of the universe below is
//! accepted exactly when listed, and a refused action leaves the state
//! unchanged; the seat's view keeps the decision, legal actions and scores;
//! serde round trips; replays.

mod common;

use boardgame::testing::Harness;
use common::universe;
use dschingis_khan::{
    Action, DecisionKind, Edge, GameState, Kind, Options, PIECES_PER_COLOUR, SAFETY_ROUNDS, Slot,
    Tower, Village, Wall, board,
};

const GAMES: u64 = if cfg!(debug_assertions) { 40 } else { 2000 };

/// The pieces left after repeatedly removing pieces at a tower of degree 1
/// that is not in `keep`: a tree minus its dead ends (the path between the
/// kept towers), or the cycle of a graph with one cycle (`keep` empty).
fn strip_leaves(mut pieces: u128, keep: &[Tower]) -> u128 {
    let b = board();
    loop {
        let mut degree = [0u8; 64];
        for s in Slot::all().filter(|s| pieces & s.bit() != 0) {
            for t in b.slot(s).towers {
                degree[t.0 as usize] += 1;
            }
        }
        let leaves: u128 = Slot::all()
            .filter(|s| pieces & s.bit() != 0)
            .filter(|s| {
                b.slot(*s)
                    .towers
                    .iter()
                    .any(|t| degree[t.0 as usize] == 1 && !keep.contains(t))
            })
            .fold(0, |m, s| m | s.bit());
        if leaves == 0 {
            return pieces;
        }
        pieces &= !leaves;
    }
}

/// D-9.1 from the board's lists: the villages reachable from the top row
/// by roads whose slot holds no piece.
fn reference_mongolia(pieces: u128) -> u64 {
    let b = board();
    let mut reached: u64 = Village::all()
        .filter(|&v| b.village(v).row == 0)
        .fold(0, |m, v| m | v.bit());
    loop {
        let before = reached;
        for v in Village::all().filter(|v| before & v.bit() != 0) {
            for &(n, slot) in &b.village(v).neighbours {
                if slot.is_none_or(|s| pieces & s.bit() == 0) {
                    reached |= n.bit();
                }
            }
        }
        if reached == before {
            return reached;
        }
    }
}

/// The pieces connected to tower `from`.
fn connected(pieces: u128, from: Tower) -> u128 {
    let b = board();
    let mut towers = 1u64 << from.0;
    let mut reached = 0u128;
    loop {
        let before = reached;
        for s in Slot::all() {
            if pieces & s.bit() == 0 || reached & s.bit() != 0 {
                continue;
            }
            let [x, y] = b.slot(s).towers;
            if towers & (1 << x.0 | 1 << y.0) != 0 {
                reached |= s.bit();
                towers |= 1 << x.0 | 1 << y.0;
            }
        }
        if reached == before {
            return reached;
        }
    }
}

/// The wall after building `slot` on `before`, computed from the rules'
/// text (D-7.4–D-7.8) independently of the engine: `(pieces, west, east)`.
fn reference_build(before: &Wall, slot: Slot) -> (u128, Tower, Tower) {
    let b = board();
    let on = |t: Tower| {
        b.tower(t)
            .slots
            .iter()
            .any(|s| before.pieces & s.bit() != 0)
    };
    let [x, y] = b.slot(slot).towers;
    let with = before.pieces | slot.bit();
    let (mut west, mut east) = (before.west, before.east);
    let main = strip_leaves(before.pieces, &[west, east]);
    let removed = if on(x) && on(y) {
        let cycle = strip_leaves(with, &[]);
        let (old, new) = (cycle & main, cycle & !main);
        if old == 0 {
            slot.bit()
        } else if new.count_ones() > old.count_ones() {
            old
        } else {
            new
        }
    } else {
        let n = if on(x) { y } else { x };
        match b.tower(n).edge {
            None => 0,
            Some(edge) => {
                let other = if edge == Edge::West { east } else { west };
                let new_line = strip_leaves(with, &[n, other]);
                let (new_arm, old_arm) = (new_line & !main, main & !new_line);
                if new_arm.count_ones() > old_arm.count_ones() {
                    if edge == Edge::West {
                        west = n;
                    } else {
                        east = n;
                    }
                    old_arm
                } else {
                    new_arm
                }
            }
        }
    };
    (connected(with & !removed, west), west, east)
}

fn check(before: &GameState, action: Action, after: &GameState) {
    if let Action::Build { slot } = action {
        let (pieces, west, east) = reference_build(before.wall(), slot);
        let wall = after.wall();
        assert_eq!(
            (wall.pieces, wall.west, wall.east),
            (pieces, west, east),
            "building {slot:?} on {:?}",
            before.wall()
        );
        let kept_open = (before.wall().open | slot.bit()) & wall.pieces;
        assert_eq!(
            wall.open, kept_open,
            "D-7.3: states never change by building"
        );
    }
    let wall = after.wall();
    if let Err(e) = wall.check() {
        panic!("after {action:?}: wall invariant D-7.5 broken: {e}");
    }
    let mongolia = wall.mongolia();
    assert_eq!(
        mongolia,
        reference_mongolia(wall.pieces),
        "D-9.1 after {action:?}"
    );
    for v in Village::all() {
        assert_eq!(
            after.is_mongolia(v),
            mongolia & v.bit() != 0,
            "sides out of date after {action:?}"
        );
    }
    let n = after.player_count();
    let mut walls = wall.count() as u32 + after.general_supply() as u32 + after.walls_out() as u32;
    for (seat, p) in after.players().iter().enumerate() {
        walls += p.walls as u32;
        let mut count = [0u8; 5];
        for k in &p.passive {
            count[k.index()] += 1;
        }
        for k in Kind::ALL {
            count[k.index()] += p.pieces.get(k) + p.lost.get(k);
        }
        for v in Village::all() {
            for piece in after.stack(v) {
                if piece.owner as usize == seat {
                    count[piece.kind.index()] += 1;
                    assert!(piece.seen_by(seat), "owner has not seen own piece");
                }
            }
        }
        for k in Kind::ALL {
            assert_eq!(count[k.index()], k.per_colour(), "seat {seat} kind {k:?}");
        }
        assert_eq!(count.iter().sum::<u8>(), PIECES_PER_COLOUR);
        assert!(p.walls <= 4 && p.pieces.total() <= 4, "more than 4 held");
        assert!(p.passive.len() <= before.players()[seat].passive.len());
    }
    assert_eq!(walls, 28, "wall pieces not conserved after {action:?}");
    for v in Village::all() {
        let stack = after.stack(v);
        if let Some(top) = stack.last() {
            let seat = top.owner as usize;
            assert!(
                stack.iter().all(|p| p.seen_by(seat)),
                "controller has not seen its stack"
            );
        }
    }
    if let Some(d) = after.pending() {
        let p = &after.players()[d.player];
        match d.kind {
            DecisionKind::Step { remaining } => {
                let at = p.scout.expect("a journey needs the scout on the board");
                assert!(after.turn().visited & at.bit() != 0);
                assert_eq!(remaining, p.pieces.total());
                assert!(remaining > 0);
            }
            DecisionKind::Place { village } => {
                assert_eq!(p.scout, Some(village));
                assert!(
                    p.pieces.total() > 1,
                    "asked with two pieces or more held, even of one kind; one is placed by itself"
                );
            }
            DecisionKind::Build { remaining } => assert_eq!(remaining, p.walls),
            _ => {}
        }
    }
    if before.end().is_some() {
        assert!(after.end().is_some() || after.is_over());
    }
    assert!(after.turns_played() <= SAFETY_ROUNDS * n as u32);
    if before.stack_heights() != after.stack_heights() {
        assert!(matches!(
            action,
            Action::Place { .. } | Action::Step { .. } | Action::Setup { .. }
        ));
    }
}

fn run(players: u8, seed: u64) {
    let report = Harness::<GameState>::new(Options::new(players), GAMES, seed)
        .universe(universe())
        .run(check);
    assert_eq!(report.games, GAMES);
}

#[test]
fn invariants_two_players() {
    run(2, 1000);
}

#[test]
fn invariants_three_players() {
    run(3, 2000);
}

#[test]
fn invariants_four_players() {
    run(4, 3000);
}

#[test]
fn invariants_fixed_start_player() {
    let mut options = Options::new(3);
    options.start_player = Some(2);
    Harness::<GameState>::new(options, GAMES / 4, 4000)
        .universe(universe())
        .run(check);
}
