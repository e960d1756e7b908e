//! Building walls (§7) and sides (§9): extension, new end, loops, pruning.

use super::*;
use boardgame::Game;

fn start_line() -> Vec<&'static str> {
    vec![
        "H3-00", "H3-01", "H3-02", "H3-03", "H3-04", "H3-05", "H3-06", "H3-07", "H3-08", "H3-09",
        "H3-10",
    ]
}

/// EX-1, D-2.6, D-9.1: at the start V01–V19 are Mongolia, V20–V38 China.
#[test]
fn ex1_sides_at_start() {
    let m = Wall::start().mongolia();
    for village in Village::all() {
        assert_eq!(m & village.bit() != 0, village.0 < 19, "{village}");
    }
    let g = table(3);
    assert!(g.is_mongolia(v("V19")) && !g.is_mongolia(v("V20")));
}

/// EX-2, D-7.2: the first legal slots are exactly U2-1…U2-5 and U3-1…U3-5.
#[test]
fn ex2_first_legal_slots() {
    let legal = Wall::start().buildable();
    let expected = slots(&[
        "U2-1", "U2-2", "U2-3", "U2-4", "U2-5", "U3-1", "U3-2", "U3-3", "U3-4", "U3-5",
    ]);
    assert_eq!(slot_ids(legal), slot_ids(expected));
    assert!(!Wall::start().can_build(s("H2-00")));
    assert!(!Wall::start().can_build(s("H4-00")));
    assert!(!Wall::start().can_build(s("H3-05")), "taken");
}

/// D-7.2, D-7.1, D-7.3: building through the game API: only legal slots are
/// offered, a slot on the wall or not touching it is refused with its
/// reason, all held walls are built one at a time, and a built piece is open
/// while existing pieces keep their state.
#[test]
fn d7_2_build_through_the_game() {
    let mut g = table(2);
    g.wall.open &= !s("H3-05").bit();
    g.players[0].walls = 2;
    g.general = 15;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    assert_eq!(
        g.pending.unwrap().kind,
        DecisionKind::Build { remaining: 2 }
    );
    assert_eq!(
        why(&g, Action::Build { slot: s("H3-04") }),
        Illegal::SlotTaken(s("H3-04"))
    );
    assert_eq!(
        why(&g, Action::Build { slot: s("H1-00") }),
        Illegal::NotConnected(s("H1-00"))
    );
    let offered: u128 = g
        .legal()
        .iter()
        .map(|a| match a {
            Action::Build { slot } => slot.bit(),
            _ => panic!("{a:?}"),
        })
        .sum();
    assert_eq!(offered, Wall::start().buildable());
    g.apply(Action::Build { slot: s("U3-1") }).unwrap();
    assert_eq!(
        g.pending.unwrap().kind,
        DecisionKind::Build { remaining: 1 }
    );
    // D-7.2: the new piece makes H4-01, H4-02 legal.
    assert!(g.legal().contains(&Action::Build { slot: s("H4-02") }));
    g.apply(Action::Build { slot: s("H4-02") }).unwrap();
    assert!(g.wall.is_open(s("U3-1")) && g.wall.is_open(s("H4-02")));
    assert!(
        !g.wall.is_open(s("H3-05")),
        "D-7.3: states on the board never change by building"
    );
    assert_eq!(g.players[0].walls, 0);
    assert_eq!(g.turn.player, 1, "the turn ended after the last wall");
}

/// D-7.4 extension, R22: a chain of pieces each touching the previous one.
#[test]
fn d7_4_extension_and_r22_chain() {
    let (wall, results) = built(&["U3-5", "H4-10"]);
    assert!(
        results
            .iter()
            .all(|b| b.resolution == Resolution::Extension && b.removed == 0)
    );
    assert_eq!(wall.count(), 13);
    assert_eq!(
        wall.main_line(),
        Wall::start().pieces,
        "branches are not main line (D-7.5)"
    );
}

/// EX-9, D-7.7, R17: Red's loop after Green's journey (H3-06, H3-09 closed).
#[test]
fn ex9_reds_loop() {
    let mut start = Wall::start();
    start.open &= !(s("H3-06").bit() | s("H3-09").bit());
    let (wall, res) = build_on(start, &["U3-4", "H4-08", "H4-09", "U3-5"]);
    for r in &res[..3] {
        assert_eq!(r.resolution, Resolution::Extension);
    }
    assert_eq!(
        res[3].resolution,
        Resolution::Loop {
            rerouted: true,
            new_arc: 4,
            old_arc: 2
        }
    );
    assert_eq!(slot_ids(res[3].removed), ["H3-08", "H3-09"]);
    let mut main = start_line();
    main.retain(|x| !["H3-08", "H3-09"].contains(x));
    main.extend(["U3-4", "H4-08", "H4-09", "U3-5"]);
    assert_eq!(slot_ids(wall.main_line()), slot_ids(slots(&main)));
    assert_eq!(wall.count(), 13);
    assert!(wall.mongolia() & v("V24").bit() != 0, "V24 is now Mongolia");
    assert!(!wall.is_open(s("H3-06")), "closed pieces stay closed");
}

/// EX-9 through the game: the two pieces return to the general supply
/// (D-7.9) and Green's V24 (`C` red, `C` green) now scores −6.
#[test]
fn ex9_reds_loop_returns_pieces_and_flips_v24() {
    let mut g = table(3);
    put(&mut g, "V24", 0, 'C');
    put(&mut g, "V24", 1, 'C');
    g.players[0].walls = 4;
    g.general = 13;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    for id in ["U3-4", "H4-08", "H4-09", "U3-5"] {
        g.apply(Action::Build { slot: s(id) }).unwrap();
    }
    assert_eq!(g.general, 15);
    assert!(g.is_mongolia(v("V24")));
    assert_eq!(points_at(&g, "V24"), -6);
}

/// EX-10: a loop flipping V21 only.
#[test]
fn ex10_loop_flipping_v21() {
    let (wall, res) = built(&["U3-1", "H4-02", "H4-03", "U3-2"]);
    assert_eq!(slot_ids(res[3].removed), ["H3-02", "H3-03"]);
    assert_eq!(
        wall.mongolia() ^ Wall::start().mongolia(),
        v("V21").bit(),
        "only V21 changes side"
    );
    let main = [
        "H3-00", "H3-01", "U3-1", "H4-02", "H4-03", "U3-2", "H3-04", "H3-05", "H3-06", "H3-07",
        "H3-08", "H3-09", "H3-10",
    ];
    assert_eq!(slot_ids(wall.main_line()), slot_ids(slots(&main)));
    assert_eq!(wall.count(), 13);
}

/// EX-11: a loop northwards: V17 becomes China.
#[test]
fn ex11_loop_northwards() {
    let (wall, res) = built(&["U2-3", "H2-06", "H2-07", "U2-4"]);
    assert_eq!(slot_ids(res[3].removed), ["H3-05", "H3-06"]);
    assert_eq!(wall.mongolia() ^ Wall::start().mongolia(), v("V17").bit());
    assert!(wall.mongolia() & v("V17").bit() == 0);
}

/// EX-12, D-7.6, R20: Blue's new end at T5-12 removes H3-10; V25 and V32
/// become Mongolia (Blue's two `M` now score +3 each), V31 stays China.
#[test]
fn ex12_blues_new_end() {
    let (wall, res) = built(&["U3-5", "H4-10", "U4-6", "H5-11"]);
    assert_eq!(
        res[3].resolution,
        Resolution::NewEnd {
            moved: true,
            new_arm: 4,
            old_arm: 1
        }
    );
    assert_eq!(slot_ids(res[3].removed), ["H3-10"]);
    assert_eq!(wall.east, Tower::of("T5-12"));
    assert_eq!(wall.west, Tower::of("T3-00"));
    let m = wall.mongolia();
    assert!(m & v("V25").bit() != 0 && m & v("V32").bit() != 0);
    assert!(m & v("V31").bit() == 0);
    assert_eq!(m ^ Wall::start().mongolia(), villages(&["V25", "V32"]));
    let mut g = table(4);
    put(&mut g, "V25", 2, 'M');
    put(&mut g, "V32", 2, 'M');
    assert_eq!(g.totals()[2], -6);
    g.wall = wall;
    g.mongolia = g.wall.mongolia();
    assert_eq!(g.totals()[2], 6);
}

/// EX-13, D-7.6: a new end that loses removes the piece just built at once.
#[test]
fn ex13_new_end_that_loses() {
    let (wall, res) = built(&["U3-5", "H4-10", "H4-11"]);
    assert_eq!(slot_ids(res[2].removed), ["H3-10"]);
    assert_eq!(wall.east, Tower::of("T4-12"));
    assert!(wall.mongolia() & v("V25").bit() != 0);
    let (after, res) = build_on(wall.clone(), &["H3-10"]);
    assert_eq!(
        res[0].resolution,
        Resolution::NewEnd {
            moved: false,
            new_arm: 1,
            old_arm: 3
        }
    );
    assert_eq!(slot_ids(res[0].removed), ["H3-10"]);
    assert_eq!(after, wall, "nothing changes");
}

/// Builds `ids` on `wall`, the last of them a tie resolved as `tie` that
/// takes back every piece just built; the wall after.
fn build_tie(wall: Wall, ids: &[&str], tie: Resolution) -> Wall {
    let (after, res) = build_on(wall, ids);
    let last = res.last().unwrap();
    assert_eq!(last.resolution, tie);
    assert_eq!(slot_ids(last.removed), slot_ids(slots(ids)));
    after
}

/// EX-14, D-7.10, R18: a tie between new and old arm removes the new arm.
#[test]
fn ex14_new_end_tie() {
    let (wall, res) = built(&["U2-1", "H2-01", "H2-00"]);
    assert_eq!(slot_ids(res[2].removed), ["H3-00"]);
    assert_eq!(wall.west, Tower::of("T2-00"));
    assert!(wall.mongolia() & v("V14").bit() == 0, "V14 becomes China");
    let sides = wall.mongolia();
    let tie = Resolution::NewEnd {
        moved: false,
        new_arm: 4,
        old_arm: 4,
    };
    let after = build_tie(wall.clone(), &["U3-1", "H4-01", "U4-1", "H5-00"], tie);
    assert_eq!(after, wall);
    assert_eq!(after.mongolia(), sides);
}

/// EX-15, D-7.7, D-7.8, R21: a tie in a loop removes the new arc, and the
/// branch piece left isolated is pruned; 4 pieces return.
#[test]
fn ex15_tie_with_pruning() {
    let (ex10, _) = built(&["U3-1", "H4-02", "H4-03", "U3-2"]);
    let tie = Resolution::Loop {
        rerouted: false,
        new_arc: 3,
        old_arc: 3,
    };
    let wall = build_tie(ex10.clone(), &["H4-04", "H4-05", "H4-06", "U3-3"], tie);
    assert_eq!(wall, ex10);
}

/// EX-16, R19: a loop of branch pieces only removes just the new piece.
#[test]
fn ex16_loop_of_branch_pieces_only() {
    let (before, res) = built(&["U2-3", "H2-06", "U1-4", "H1-06", "H1-05", "U1-3"]);
    assert!(res.iter().all(|r| r.resolution == Resolution::Extension));
    let (after, res) = build_on(before.clone(), &["H2-05"]);
    assert_eq!(res[0].resolution, Resolution::BranchLoop);
    assert_eq!(slot_ids(res[0].removed), ["H2-05"]);
    assert_eq!(after, before);
    assert_eq!(
        after.mongolia(),
        Wall::start().mongolia(),
        "no side changes"
    );
}

/// D-7.5, D-7.8: after any sequence of builds the wall is one tree between
/// a west and an east end (also checked after every action of thousands of
/// random games in `tests/invariants.rs`); here a sequence with every case.
#[test]
fn d7_5_invariant_through_every_case() {
    let seq = [
        "U2-1", "H2-01", "H2-00", // new end west (moves)
        "U3-5", "H4-10", "H4-11", // new end east (moves)
        "U3-1", "H4-01", "U4-1", "H5-00", // tie: new arm removed
        "U2-3", "H2-06", "H2-07", "U2-4", // loop
    ];
    let (wall, _) = built(&seq);
    wall.check().unwrap();
    assert_eq!(wall.west, Tower::of("T2-00"));
    assert_eq!(wall.east, Tower::of("T4-12"));
}

/// D-7.9, D-7.12, R16: removed pieces go back to the general supply; wall
/// changes move no pieces and no scouts, only sides; every piece is resolved
/// before the next (the second loop sees the first one's result).
#[test]
fn d7_9_removed_pieces_return_and_nothing_moves() {
    let mut g = two_scouts("V21", "V15");
    put(&mut g, "V21", 0, 'M');
    g.players[0].walls = 4;
    g.general = 13;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    let stacks = g.stacks.clone();
    for id in ["U3-1", "H4-02", "H4-03", "U3-2"] {
        g.apply(Action::Build { slot: s(id) }).unwrap();
    }
    assert_eq!(g.general, 15);
    assert_eq!(g.stacks, stacks);
    assert_eq!(g.players[0].scout, Some(v("V21")));
    assert_eq!(g.players[1].scout, Some(v("V15")));
    assert!(g.is_mongolia(v("V21")));
    assert_eq!(g.totals()[0], 3, "V21's M now scores in Mongolia");
}

/// D-7.11: a wall with no legal slot returns to the general supply
/// (defensive; cannot happen on this board, so the position is forced).
#[test]
fn d7_11_wall_without_slot_returns() {
    let mut g = table(2);
    // Every slot taken: no legal slot remains.
    g.wall.pieces = (1u128 << crate::board::SLOTS) - 1;
    g.players[0].walls = 2;
    g.general = 5;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    assert_eq!(g.players[0].walls, 0);
    assert_eq!(g.general, 7);
}

/// D-2.7, D-9.1: the top row is always Mongolia and the bottom row always
/// China, whatever is built (random legal builds).
#[test]
fn d2_7_fixed_rows_and_d9_1_sides() {
    let mut rng = Rng::seeded(3);
    for _ in 0..200 {
        let mut wall = Wall::start();
        for _ in 0..30 {
            let legal: Vec<Slot> = crate::board::slots_in(wall.buildable()).collect();
            let slot = legal[rng.below(legal.len())];
            wall.build(slot);
            wall.check().unwrap();
            let m = wall.mongolia();
            assert_eq!(m & board().top_row, board().top_row);
            for id in ["V33", "V34", "V35", "V36", "V37", "V38"] {
                assert!(m & v(id).bit() == 0);
            }
        }
    }
}

/// R16, D-7.1, D-7.4: each piece is resolved before the next is chosen: in
/// one turn, after `U3-5`, `H4-10`, `H4-11` move the east end (EX-13), the
/// slot `H3-10` is empty again and offered for the fourth wall.
#[test]
fn r16_resolution_after_every_piece() {
    let mut g = two_scouts("V01", "V38");
    g.players[0].walls = 4;
    g.general = 13;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    assert!(!g.legal().contains(&Action::Build { slot: s("H3-10") }));
    for id in ["U3-5", "H4-10", "H4-11"] {
        g.apply(Action::Build { slot: s(id) }).unwrap();
    }
    assert_eq!(g.wall.east, Tower::of("T4-12"));
    assert!(
        g.is_mongolia(v("V25")),
        "sides are recomputed at once (D-9.1)"
    );
    assert!(g.legal().contains(&Action::Build { slot: s("H3-10") }));
    g.apply(Action::Build { slot: s("H3-10") }).unwrap();
    assert!(
        !g.wall.has(s("H3-10")),
        "EX-13: the losing new end is removed at once"
    );
    assert_eq!(g.general, 13 + 2);
}
