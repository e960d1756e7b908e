//! Placing pieces: the scout's journey (§6), taking the scout off and
//! re-entry (§8), rulings R9–R15.

use super::*;
use boardgame::Game;

/// The ways over the wall of the legal steps to `village`.
fn ways_to(g: &GameState, village: &str) -> Vec<Via> {
    steps(g)
        .into_iter()
        .filter(|(t, _)| *t == v(village))
        .map(|(_, via)| via)
        .collect()
}

/// Every crossing from one of `ups` to one of `downs`, in that order.
fn crossings(ups: &[&str], downs: &[&str]) -> Vec<Via> {
    let mut all = Vec::new();
    for up in ups {
        for down in downs {
            all.push(Via::Wall {
                up: s(up),
                down: s(down),
            });
        }
    }
    all
}

fn wall_step(to: &str, up: &str, down: &str) -> Action {
    Action::Step {
        to: v(to),
        via: Via::Wall {
            up: s(up),
            down: s(down),
        },
    }
}

fn road(to: &str) -> Action {
    Action::Step {
        to: v(to),
        via: Via::Road,
    }
}

/// EX-7's position: Red (seat 0) has pieces in V23 (Red's scout there) and
/// V24 (a `C`); Green (seat 1) has its scout on V09 and holds P, M, C, and
/// has chosen to place pieces.
fn ex7() -> GameState {
    let mut g = table(3);
    put(&mut g, "V23", 0, 'F');
    put(&mut g, "V24", 0, 'C');
    scout(&mut g, 0, "V23");
    scout(&mut g, 1, "V09");
    scout(&mut g, 2, "V33");
    g.players[1].pieces = kinds("PMC");
    at_deploy(&mut g, 1);
    g.apply(Action::PlacePieces).unwrap();
    g
}

/// EX-7, D-6.3, D-6.4, D-6.5, R10, R12: Green's journey.
#[test]
fn ex7_greens_journey() {
    let mut g = ex7();
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Step { remaining: 3 });
    g.apply(road("V16")).unwrap();
    assert_eq!(
        g.pending.unwrap().kind,
        DecisionKind::Place { village: v("V16") }
    );
    g.apply(Action::Place { kind: kind('P') }).unwrap();
    g.apply(road("V17")).unwrap();
    g.apply(Action::Place { kind: kind('M') }).unwrap();
    assert_eq!(g.turn.visited, villages(&["V09", "V16", "V17"]));
    let road_targets: u64 = steps(&g)
        .iter()
        .filter(|(_, via)| *via == Via::Road)
        .fold(0, |m, (t, _)| m | t.bit());
    assert_eq!(ids(road_targets), ["V10", "V11", "V18"]);
    let wall_targets: u64 = steps(&g)
        .iter()
        .filter(|(_, via)| *via != Via::Road)
        .fold(0, |m, (t, _)| m | t.bit());
    assert_eq!(
        ids(wall_targets),
        [
            "V14", "V15", "V18", "V19", "V20", "V21", "V22", "V24", "V25"
        ]
    );
    assert_eq!(
        why(&g, wall_step("V23", "H3-06", "H3-07")),
        Illegal::OtherScout(v("V23"))
    );
    assert_eq!(why(&g, road("V16")), Illegal::Visited(v("V16")));
    assert_eq!(
        why(&g, wall_step("V09", "H3-06", "H3-04")),
        Illegal::Visited(v("V09"))
    );
    let pairs = ways_to(&g, "V24");
    let expected = crossings(&["H3-05", "H3-06"], &["H3-08", "H3-09"]);
    assert_eq!(pairs, expected);
    g.apply(wall_step("V24", "H3-06", "H3-09")).unwrap();
    // The last piece (C) is placed automatically: only one kind is left.
    assert!(!g.wall.is_open(s("H3-06")) && !g.wall.is_open(s("H3-09")));
    assert_eq!(g.wall.open.count_ones(), 9);
    assert_eq!(g.players[1].scout, Some(v("V24")));
    assert_eq!(g.controller(v("V24")), Some(1));
    assert!(g.knows(1, v("V24"), 0), "Green sees Red's C");
    assert_eq!(g.stack(v("V24"))[0].kind, Kind::Chinese);
    assert_eq!(g.players[1].pieces.total(), 0);
    assert_eq!(
        g.turn.player, 2,
        "the turn is over once all pieces are placed"
    );
    // EX-8 on this very position: V24 in China, C(red) C(green) → Green +6.
    assert_eq!(points_at(&g, "V24"), 6);
}

/// D-6.1, D-6.2: every piece held is placed, one per step, in the order the
/// player chooses; the start village gets none.
#[test]
fn d6_1_all_pieces_one_per_step_and_d6_2_start_gets_none() {
    let mut g = ex7();
    assert_eq!(
        why(&g, Action::Place { kind: kind('P') }),
        Illegal::WrongKindOfAction
    );
    g.apply(road("V10")).unwrap();
    let offered: Vec<Action> = g.legal();
    assert_eq!(
        offered,
        [kind('C'), kind('M'), kind('P')].map(|kind| Action::Place { kind })
    );
    assert_eq!(
        why(&g, Action::Place { kind: kind('F') }),
        Illegal::KindNotHeld(kind('F'))
    );
    g.apply(Action::Place { kind: kind('C') }).unwrap();
    assert!(
        g.stack(v("V09")).is_empty(),
        "D-6.2: nothing on the start village"
    );
    assert_eq!(g.stack(v("V10")).len(), 1);
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Step { remaining: 2 });
}

/// D-6.3: villages holding pieces (anyone's) are allowed targets; no village
/// twice; no village with another scout.
#[test]
fn d6_3_visited_and_scouts() {
    let mut g = two_scouts("V01", "V07");
    put(&mut g, "V02", 1, 'M');
    g.players[0].pieces = kinds("FF");
    at_deploy(&mut g, 0);
    g.apply(Action::PlacePieces).unwrap();
    assert_eq!(ids(targets(&g)), ["V02", "V08"]);
    assert_eq!(why(&g, road("V07")), Illegal::OtherScout(v("V07")));
    g.apply(road("V02")).unwrap();
    // Two pieces of one kind held: asked all the same, one option (the
    // flow shows nobody that they are of one kind).
    assert_eq!(g.legal(), [Action::Place { kind: kind('F') }]);
    g.apply(Action::Place { kind: kind('F') }).unwrap();
    assert_eq!(g.controller(v("V02")), Some(0));
    assert!(targets(&g) & v("V01").bit() == 0, "no return to the start");
}

/// D-6.4, R9: a road across a closed piece cannot be used at all; across an
/// open piece only as a gate, which closes it.
#[test]
fn d6_4_roads_across_walls_and_r9_gates() {
    let mut g = two_scouts("V15", "V01");
    g.players[0].pieces = kinds("F");
    g.wall.open &= !s("H3-01").bit();
    at_deploy(&mut g, 0);
    g.apply(Action::PlacePieces).unwrap();
    assert_eq!(why(&g, road("V20")), Illegal::RoadCrossesWall(s("H3-01")));
    assert_eq!(why(&g, road("V21")), Illegal::RoadCrossesWall(s("H3-02")));
    assert_eq!(
        why(&g, wall_step("V20", "H3-01", "H3-01")),
        Illegal::Closed(s("H3-01"))
    );
    assert_eq!(why(&g, road("V27")), Illegal::NoRoad(v("V15"), v("V27")));
    assert_eq!(
        why(&g, wall_step("V21", "H3-00", "H3-02")),
        Illegal::NotBordering(s("H3-00"), v("V15"))
    );
    assert_eq!(
        why(&g, wall_step("V21", "H3-02", "U3-1")),
        Illegal::NoWallPiece(s("U3-1"))
    );
    // The gate H3-02 (p = q): to the other village of the piece.
    g.apply(wall_step("V21", "H3-02", "H3-02")).unwrap();
    assert!(!g.wall.is_open(s("H3-02")));
    assert_eq!(g.players[0].scout, Some(v("V21")));
}

/// D-6.6: a gate is listed once (as the wall step p→p), and no two listed
/// steps have the same target and the same closed pieces.
#[test]
fn d6_6_no_duplicate_steps() {
    let mut g = ex7();
    g.apply(road("V16")).unwrap();
    g.apply(Action::Place { kind: kind('P') }).unwrap();
    let all = steps(&g);
    let mut keys: Vec<(Village, u128)> = all
        .iter()
        .map(|&(t, via)| match via {
            Via::Road => (t, 0),
            Via::Wall { up, down } => (t, up.bit() | down.bit()),
        })
        .collect();
    let n = keys.len();
    keys.sort_unstable_by_key(|&(t, m)| (t, m));
    keys.dedup();
    assert_eq!(keys.len(), n);
    let gates: Vec<_> = all
        .iter()
        .filter(|(t, via)| {
            *t == v("V21")
                && *via
                    == Via::Wall {
                        up: s("H3-03"),
                        down: s("H3-03"),
                    }
        })
        .collect();
    assert_eq!(gates.len(), 1);
}

/// R11: a wall step to a road neighbour is allowed (and closes two pieces).
#[test]
fn r11_wall_step_to_road_neighbour() {
    let mut g2 = ex7();
    g2.players[1].scout = Some(v("V16"));
    g2.turn.visited = v("V16").bit();
    // V16 → V17 are road neighbours; a wall step H3-04 → H3-05 is offered too.
    assert!(g2.legal().contains(&road("V17")));
    g2.apply(wall_step("V17", "H3-04", "H3-05")).unwrap();
    assert!(!g2.wall.is_open(s("H3-04")) && !g2.wall.is_open(s("H3-05")));
}

/// R12: when several open pieces border the villages, the player chooses the
/// entry and exit pieces, and exactly those close.
#[test]
fn r12_which_gates_close() {
    let mut g = ex7();
    g.players[1].scout = Some(v("V16"));
    g.turn.visited = v("V16").bit();
    let before = g.wall.open;
    g.apply(wall_step("V22", "H3-03", "H3-05")).unwrap();
    assert_eq!(before ^ g.wall.open, slots(&["H3-03", "H3-05"]));
}

/// EX-17, R9, R10: a branch piece between two Mongolia villages is a gate
/// too; the walk may use branch pieces.
#[test]
fn ex17_branch_gate() {
    let mut g = table(2);
    g.wall.build(s("U2-3"));
    scout(&mut g, 0, "V16");
    scout(&mut g, 1, "V01");
    g.players[0].pieces = kinds("F");
    at_deploy(&mut g, 0);
    g.apply(Action::PlacePieces).unwrap();
    let road_targets: u64 = steps(&g)
        .iter()
        .filter(|(_, via)| *via == Via::Road)
        .fold(0, |m, (t, _)| m | t.bit());
    assert_eq!(ids(road_targets), ["V09", "V10", "V15"]);
    let to_v17 = ways_to(&g, "V17");
    assert!(to_v17.contains(&Via::Wall {
        up: s("U2-3"),
        down: s("U2-3")
    }));
    for up in ["H3-03", "H3-04"] {
        for down in ["H3-05", "H3-06", "U2-3"] {
            assert!(to_v17.contains(&Via::Wall {
                up: s(up),
                down: s(down)
            }));
        }
    }
    assert!(!to_v17.contains(&Via::Road));
    // Once U2-3 is closed: only (H3-03|H3-04) × (H3-05|H3-06).
    g.wall.open &= !s("U2-3").bit();
    let to_v17 = ways_to(&g, "V17");
    let expected = crossings(&["H3-03", "H3-04"], &["H3-05", "H3-06"]);
    assert_eq!(to_v17, expected);
}

/// EX-18 position: Yellow (seat 3) on V01, the others on V02, V07, V08.
fn ex18() -> GameState {
    let mut g = table(4);
    scout(&mut g, 3, "V01");
    scout(&mut g, 0, "V02");
    scout(&mut g, 1, "V07");
    scout(&mut g, 2, "V08");
    put(&mut g, "V01", 3, 'F');
    g
}

/// EX-18, D-8.1, D-8.2, R14: a blocked scout may be taken off after the draw;
/// the active supply is kept.
#[test]
fn ex18_blocked_scout_taken_off() {
    let mut g = ex18();
    assert!(g.is_blocked(3));
    assert!(!g.is_blocked(0));
    g.players[3].pieces = kinds("CM");
    at_turn_start(&mut g, 3);
    // D-8.2 / R14: the draw step happens as usual first.
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Draw { drawn: 0 });
    g.apply(Action::DrawPiece).unwrap();
    g.apply(Action::DrawWall).unwrap();
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Deploy);
    assert!(g.legal().contains(&Action::TakeScoutOff));
    let held = g.players[3].pieces;
    g.apply(Action::TakeScoutOff).unwrap();
    assert_eq!(g.players[3].scout, None);
    assert_eq!(g.players[3].pieces, held);
    assert_eq!(g.players[3].walls, 1);
    assert_eq!(g.turn.player, 0);
}

/// D-8.1, D-4.2 (c): a scout that can step may not be taken off; one off the
/// board neither.
#[test]
fn d8_1_only_a_blocked_scout_comes_off() {
    let mut g = ex18();
    g.players[0].walls = 1;
    at_deploy(&mut g, 0);
    assert_eq!(why(&g, Action::TakeScoutOff), Illegal::ScoutNotBlocked);
    g.players[0].scout = None;
    assert_eq!(why(&g, Action::TakeScoutOff), Illegal::ScoutOffBoard);
}

/// EX-18, D-8.3 tier 1, R15: Yellow re-enters on a village it controls with a
/// legal step (V05 or V30), and no piece goes there.
#[test]
fn ex18_reentry_on_own_village() {
    let mut g = ex18();
    g.players[3].scout = None;
    g.stacks[v("V01").0 as usize].clear();
    put(&mut g, "V05", 3, 'F');
    put(&mut g, "V30", 3, 'C');
    g.players[3].pieces = kinds("M");
    at_deploy(&mut g, 3);
    g.apply(Action::PlacePieces).unwrap();
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Reenter);
    assert_eq!(g.reentry(3), (1, villages(&["V05", "V30"])));
    assert_eq!(
        g.legal(),
        [
            Action::Scout { village: v("V05") },
            Action::Scout { village: v("V30") }
        ]
    );
    assert_eq!(
        why(&g, Action::Scout { village: v("V20") }),
        Illegal::ReentryTier { tier: 1 }
    );
    assert_eq!(
        why(&g, Action::Scout { village: v("V02") }),
        Illegal::OtherScout(v("V02"))
    );
    g.apply(Action::Scout { village: v("V30") }).unwrap();
    assert_eq!(
        g.stack(v("V30")).len(),
        1,
        "no piece on the re-entry village"
    );
    assert_eq!(g.turn.visited, v("V30").bit());
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Step { remaining: 1 });
}

/// D-8.3 tiers 2 and 3: without an own village with a step, an empty village
/// with a step; without those, any own or empty village; without those, any
/// village without a scout.
#[test]
fn d8_3_reentry_tiers() {
    let mut g = ex18();
    g.players[3].scout = None;
    g.stacks[v("V01").0 as usize].clear();
    // Tier 2: Yellow controls nothing.
    let (tier, set) = g.reentry(3);
    assert_eq!(tier, 2);
    assert!(set & v("V20").bit() != 0 && set & v("V02").bit() == 0);
    // Own village, but no step from it: V01 is still tier 2's loser.
    put(&mut g, "V01", 3, 'F');
    assert_eq!(g.reentry(3).0, 2);
    assert!(g.reentry(3).1 & v("V01").bit() == 0);
    // Tier 3: every village holds someone else's piece except V01 (own, no step).
    for village in Village::all() {
        if village != v("V01") && g.stacks[village.0 as usize].is_empty() {
            g.stacks[village.0 as usize].push(Piece {
                owner: 0,
                kind: Kind::Farmer,
                seen: 1,
            });
        }
    }
    assert_eq!(g.reentry(3), (3, v("V01").bit()));
    // Tier 4: no own or empty village at all.
    g.stacks[v("V01").0 as usize][0].owner = 0;
    let (tier, set) = g.reentry(3);
    assert_eq!(tier, 4);
    assert_eq!(set.count_ones(), 38 - 3, "every village without a scout");
}

/// D-8.4: a scout off the board blocks nothing; building walls does not bring
/// it back.
#[test]
fn d8_4_off_board_blocks_nothing() {
    let mut g = ex18();
    g.players[1].scout = None;
    g.players[2].walls = 1;
    at_deploy(&mut g, 2);
    g.players[2].scout = Some(v("V09"));
    g.players[0].pieces = kinds("F");
    let mut h = g.clone();
    at_deploy(&mut h, 0);
    h.apply(Action::PlacePieces).unwrap();
    assert!(!h.legal().contains(&road("V01")), "V01: Yellow's scout");
    h.players[3].scout = None;
    assert!(
        h.legal().contains(&road("V01")),
        "an off-board scout blocks nothing"
    );
    g.apply(Action::BuildWalls).unwrap();
    g.apply(Action::Build { slot: s("U2-1") }).unwrap();
    assert_eq!(g.players[1].scout, None);
}

/// EX-19, D-6.7, R13: stuck mid-turn: the remaining piece leaves the game
/// face down (known to its owner only).
#[test]
fn ex19_stuck_mid_turn() {
    let mut g = table(4);
    scout(&mut g, 0, "V12");
    scout(&mut g, 2, "V19");
    scout(&mut g, 3, "V05");
    scout(&mut g, 1, "V13");
    g.players[1].pieces = kinds("CF");
    at_deploy(&mut g, 1);
    g.apply(Action::PlacePieces).unwrap();
    assert_eq!(g.legal(), [road("V06")]);
    g.apply(road("V06")).unwrap();
    g.apply(Action::Place { kind: kind('C') }).unwrap();
    assert_eq!(g.players[1].lost, kinds("F"));
    assert_eq!(g.players[1].pieces.total(), 0);
    assert_eq!(
        g.players[1].scout,
        Some(v("V06")),
        "D-6.9: on the last village"
    );
    assert_eq!(g.turn.player, 2);
}

/// R13, D-6.8: a player may choose to place pieces with a blocked scout and
/// lose them all; while a step exists there is no way to stop.
#[test]
fn r13_placing_with_a_blocked_scout_loses_everything() {
    let mut g = ex18();
    g.players[3].pieces = kinds("CM");
    at_deploy(&mut g, 3);
    assert!(g.legal().contains(&Action::PlacePieces));
    g.apply(Action::PlacePieces).unwrap();
    assert_eq!(g.players[3].lost, kinds("CM"));
    assert_eq!(
        g.players[3].scout,
        Some(v("V01")),
        "D-6.9: no step, the scout stays"
    );
    let g = ex7();
    assert!(
        g.legal().iter().all(|a| matches!(a, Action::Step { .. })),
        "D-6.8: only steps while a step exists"
    );
}

/// D-6.10: a player who builds walls does not move his scout; D-6.9: after
/// placing, the scout stands on the last village.
#[test]
fn d6_10_scout_stays_when_not_placing() {
    let mut g = ex7();
    g.apply(road("V16")).unwrap();
    g.apply(Action::Place { kind: kind('P') }).unwrap();
    g.apply(road("V10")).unwrap();
    g.apply(Action::Place { kind: kind('M') }).unwrap();
    g.apply(road("V11")).unwrap();
    assert_eq!(g.players[1].scout, Some(v("V11")));
    let mut h = table(2);
    scout(&mut h, 0, "V16");
    h.players[0].walls = 1;
    h.players[0].pieces = kinds("C");
    at_deploy(&mut h, 0);
    h.apply(Action::BuildWalls).unwrap();
    h.apply(Action::Build { slot: s("U2-3") }).unwrap();
    assert_eq!(h.players[0].scout, Some(v("V16")));
    assert_eq!(
        h.players[0].pieces,
        kinds("C"),
        "D-4.3: the pieces stay held"
    );
}
