//! Sides and control (§9), scoring and the winner (§12); R26, R27.

use super::*;

fn stack(codes: &str) -> Vec<Piece> {
    codes
        .chars()
        .enumerate()
        .map(|(i, c)| Piece {
            owner: (i % 2) as u8,
            kind: kind(c),
            seen: 3,
        })
        .collect()
}

/// EX-20, D-12.1: `C C F M` in China +4, in Mongolia −2.
#[test]
fn ex20_normal_scoring() {
    assert_eq!(stack_value(&stack("CCFM"), false), (Case::Normal, 4));
    assert_eq!(stack_value(&stack("CCFM"), true), (Case::Normal, -2));
}

/// EX-21, D-12.1: plague −7, herb +7, on either side.
#[test]
fn ex21_plague_and_herb() {
    for side in [false, true] {
        assert_eq!(stack_value(&stack("CMFP"), side), (Case::Plague, -7));
        assert_eq!(stack_value(&stack("CMFH"), side), (Case::Herb, 7));
    }
}

/// EX-22, D-12.1: P and H cancel in any numbers.
#[test]
fn ex22_plague_and_herb_cancel() {
    assert_eq!(stack_value(&stack("CMFPH"), false), (Case::Normal, 1));
    assert_eq!(stack_value(&stack("PPHM"), true), (Case::Normal, 3));
}

/// EX-23, D-12.1: P and H score 0 themselves.
#[test]
fn ex23_only_plague_or_herb() {
    assert_eq!(stack_value(&stack("P"), true).1, 0);
    assert_eq!(stack_value(&stack("H"), false).1, 0);
}

/// D-9.2, R26, D-12.1, D-12.2, D-12.4: the top piece's owner controls the
/// village and scores all pieces in it, whoever owns them; empty villages
/// are uncontrolled; pieces held, in passive supplies or lost score nothing;
/// the breakdown lists village, side, case and points.
#[test]
fn d9_2_control_and_r26_whose_pieces_count() {
    let mut g = table(2);
    put(&mut g, "V20", 0, 'C');
    put(&mut g, "V20", 0, 'C');
    put(&mut g, "V20", 1, 'F');
    put(&mut g, "V02", 0, 'M');
    g.players[0].pieces = kinds("CCCC");
    g.players[1].lost = kinds("MM");
    assert_eq!(g.controller(v("V20")), Some(1));
    assert_eq!(g.controller(v("V21")), None);
    assert_eq!(g.totals(), vec![3, 7]);
    let lines = g.breakdown();
    assert_eq!(lines.len(), 2);
    let v20 = lines.iter().find(|l| l.village == v("V20")).unwrap();
    assert_eq!(
        (v20.mongolia, v20.controller, v20.case, v20.points),
        (false, 1, Case::Normal, 7)
    );
    assert_eq!(g.controlled(0), 1);
}

/// D-9.3: scoring uses the sides at the end: a wall change after placing
/// changes the score of the same stack.
#[test]
fn d9_3_sides_at_the_end() {
    let mut g = table(2);
    put(&mut g, "V21", 0, 'C');
    assert_eq!(g.totals()[0], 3);
    for id in ["U3-1", "H4-02", "H4-03", "U3-2"] {
        g.wall.build(s(id));
    }
    g.mongolia = g.wall.mongolia();
    assert_eq!(g.totals()[0], -3);
}

/// EX-26, D-12.3, R27: 14, 14, 9: the 14 with more villages wins; with equal
/// villages the two share the victory.
#[test]
fn ex26_winner_and_tie_break() {
    let mut g = table(3);
    // Seat 0: 4 × F (+4) and CCCF in China (+10) = 14 in 5 villages.
    for id in ["V01", "V02", "V03", "V04"] {
        put(&mut g, id, 0, 'F');
    }
    for c in "CCCF".chars() {
        put(&mut g, "V33", 0, c);
    }
    // Seat 1: 3 × F (+3) and CCCFF in China (+11) = 14 in 4 villages.
    for id in ["V05", "V06", "V07"] {
        put(&mut g, id, 1, 'F');
    }
    for c in "CCCFF".chars() {
        put(&mut g, "V34", 1, c);
    }
    // Seat 2: CCC in China = 9.
    for c in "CCC".chars() {
        put(&mut g, "V35", 2, c);
    }
    assert_eq!(g.totals(), vec![14, 14, 9]);
    assert_eq!((g.controlled(0), g.controlled(1)), (5, 4));
    assert_eq!(g.ranking(), vec![0, 1, 2]);
    assert_eq!(g.winners(), vec![0]);
    // Seat 1 gets a fifth village worth 0 (only P): they share the win.
    put(&mut g, "V36", 1, 'P');
    assert_eq!(g.totals(), vec![14, 14, 9]);
    assert_eq!(g.winners(), vec![0, 1]);
    let mut rewards = [0.0; 3];
    boardgame::Game::rewards(&g, &mut rewards);
    assert!(
        (rewards[0] - rewards[1]).abs() < 1e-12,
        "a shared win is rewarded alike"
    );
    assert!(rewards[2] < rewards[0]);
    // More points beat more villages.
    put(&mut g, "V37", 2, 'C');
    put(&mut g, "V37", 2, 'C');
    put(&mut g, "V37", 2, 'C');
    assert_eq!(g.totals()[2], 18);
    assert_eq!(g.winners(), vec![2]);
}

/// EX-8, D-12.1: V24 in China holding `C` (red) under `C` (green): Green,
/// the controller, scores +6.
#[test]
fn ex8_score_of_greens_village() {
    let mut g = table(3);
    put(&mut g, "V24", 0, 'C');
    put(&mut g, "V24", 1, 'C');
    assert!(!g.is_mongolia(v("V24")));
    assert_eq!(g.totals(), vec![0, 6, 0]);
}

/// D-12.1: every stack scores in exactly one of the named ways, the one of
/// its formula's case (and, by side, its side); the lesson names them.
#[test]
fn each_stack_scores_in_one_named_way() {
    use crate::ScoringWay;
    let cases = [
        ("CCFM", false, ScoringWay::China),
        ("CCFM", true, ScoringWay::Mongolia),
        ("CMFP", true, ScoringWay::Plague),
        ("CMFH", false, ScoringWay::Herb),
        ("CMFPH", false, ScoringWay::PlagueAndHerb),
        ("PPHM", true, ScoringWay::PlagueAndHerb),
    ];
    for (codes, mongolia, way) in cases {
        let s = stack(codes);
        assert_eq!(ScoringWay::of(&s, mongolia), way, "{codes}");
        let case = stack_value(&s, mongolia).0;
        let expected = match way {
            ScoringWay::Plague => Case::Plague,
            ScoringWay::Herb => Case::Herb,
            _ => Case::Normal,
        };
        assert_eq!(case, expected, "{codes}");
    }
    let names: Vec<&str> = ScoringWay::ALL.iter().map(|w| w.name()).collect();
    assert_eq!(names, ScoringWay::NAMES);
}
