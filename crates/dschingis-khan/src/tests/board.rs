//! The board data (§2, §16): counts, the start wall, symmetry.

use crate::board::*;
use crate::wall::Wall;

/// D-2 summary table, D-2.5, D-2.8, R1: the numbers of our board.
#[test]
fn d2_board_counts() {
    let b = board();
    assert_eq!(b.villages.len(), 38);
    assert_eq!(b.towers.len(), 64);
    assert_eq!(b.slots.len(), 81);
    assert_eq!(b.roads.len(), 91);
    assert_eq!(b.roads.iter().filter(|r| r.slot.is_none()).count(), 10);
    assert_eq!(b.slots.iter().filter(|s| s.vertical).count(), 22);
    let border: Vec<_> = b.towers.iter().filter(|t| t.edge.is_some()).collect();
    assert_eq!(border.len(), 10);
    assert_eq!(
        border.iter().filter(|t| t.edge == Some(Edge::West)).count(),
        5
    );
    // D-2.5: border towers one slot, inner towers two or three.
    for t in &b.towers {
        match t.edge {
            Some(_) => assert_eq!(t.slots.len(), 1, "{}", t.id),
            None => assert!((2..=3).contains(&t.slots.len()), "{}", t.id),
        }
    }
    assert_eq!(
        b.towers
            .iter()
            .filter(|t| t.edge.is_none() && t.slots.len() == 2)
            .count(),
        10
    );
    // D-2.8: ids in reading order.
    for (i, v) in b.villages.iter().enumerate() {
        assert_eq!(v.id, format!("V{:02}", i + 1));
    }
    let rows: Vec<usize> = (0..6)
        .map(|r| b.villages.iter().filter(|v| v.row == r).count())
        .collect();
    assert_eq!(rows, [6, 7, 6, 6, 7, 6]);
}

/// D-2.6, R4: the start wall is the path of 11 pieces (17 left for the supply) from red tower to red tower
/// and splits the villages 19/19 (EX-1 checks which).
#[test]
fn d2_6_start_wall_red_to_red() {
    let b = board();
    assert_eq!(b.red_towers, [Tower::of("T3-00"), Tower::of("T3-11")]);
    assert!(b.towers.iter().filter(|t| t.red).count() == 2);
    let ids: Vec<String> = b.start_wall.iter().map(|s| s.id().to_string()).collect();
    let expected: Vec<String> = (0..11).map(|i| format!("H3-{i:02}")).collect();
    assert_eq!(ids, expected);
    let wall = Wall::start();
    wall.check().unwrap();
    assert_eq!(wall.main_line(), wall.pieces);
    assert_eq!(wall.count(), 11);
    assert_eq!(wall.west, b.red_towers[0]);
    assert_eq!(wall.east, b.red_towers[1]);
    // Consecutive pieces share a tower: a path.
    for pair in b.start_wall.windows(2) {
        let [a, c] = b.slot(pair[0]).towers;
        let [d, e] = b.slot(pair[1]).towers;
        assert!(c == d && a != e);
    }
    assert_eq!(wall.mongolia().count_ones(), 19);
    for s in &b.slots {
        assert_eq!(s.initial_wall, b.start_wall.iter().any(|w| w.id() == s.id));
    }
}

/// D-2.4: each village's neighbour list is sorted by id, so the engine's
/// neighbour sets (iterated lowest first) list steps in the board's order.
#[test]
fn d2_4_neighbours_sorted() {
    for v in Village::all() {
        let list: Vec<Village> = board()
            .village(v)
            .neighbours
            .iter()
            .map(|&(n, _)| n)
            .collect();
        assert!(list.windows(2).all(|w| w[0] < w[1]), "{v}: {list:?}");
        assert_eq!(
            list.iter().fold(0, |m, n| m | n.bit()),
            board().masks.neighbours[v.0 as usize]
        );
    }
}

/// D-2.4, R3, §16: every neighbour pair has one road; neighbour lists are symmetric and equal to the road list;
/// each slot separates two neighbours whose road crosses it; slot lists of
/// villages and towers agree with the slots.
#[test]
fn d2_4_neighbours_symmetric_and_roads() {
    let b = board();
    let mut pairs = 0;
    for a in Village::all() {
        for &(n, slot) in &b.village(a).neighbours {
            pairs += 1;
            assert!(
                b.village(n)
                    .neighbours
                    .iter()
                    .any(|&(m, s)| m == a && s == slot),
                "{a} -> {n} not symmetric"
            );
            match slot {
                Some(s) => assert_eq!(b.road(a, n), Road::Across(s)),
                None => assert_eq!(b.road(a, n), Road::Free),
            }
        }
    }
    assert_eq!(pairs, 2 * 91);
    for s in Slot::all() {
        let info = b.slot(s);
        let [v, w] = info.villages;
        assert_eq!(b.road(v, w), Road::Across(s));
        assert!(b.village(v).slots.contains(&s) && b.village(w).slots.contains(&s));
        for t in info.towers {
            assert!(b.tower(t).slots.contains(&s));
        }
    }
    for t in &b.towers {
        for &s in &t.slots {
            assert!(b.slot(s).towers.iter().any(|x| x.id() == t.id));
        }
    }
    // D-2.3: no slot inside rows 0 and 5.
    for r in &b.roads {
        let [x, y] = r.villages;
        let same_edge_row = b.village(x).row == b.village(y).row
            && (b.village(x).row == 0 || b.village(x).row == 5);
        assert_eq!(r.slot.is_none(), same_edge_row);
    }
}

/// §16: ids round-trip through parse and serde.
#[test]
fn d2_8_ids_round_trip() {
    for v in Village::all() {
        assert_eq!(Village::parse(v.id()), Some(v));
        let text = serde_json::to_string(&v).unwrap();
        assert_eq!(serde_json::from_str::<Village>(&text).unwrap(), v);
    }
    for s in Slot::all() {
        assert_eq!(Slot::parse(s.id()), Some(s));
    }
    assert_eq!(Village::parse("V39"), None);
    assert_eq!(Slot::parse("V01"), None);
}

/// D-2.1, D-2.2, R2: the geometry: the viewBox and board rectangle, towers on
/// the five horizontal lines y = 150…550 (13, 13, 12, 13, 13 of them), border
/// towers only on the west (x = 20) and east (x = 980) edges, none on the
/// north and south edges; every slot's towers lie on both of its villages'
/// outlines.
#[test]
fn d2_1_geometry_and_d2_2_lines_and_r2_border_towers() {
    let b = board();
    assert_eq!(b.view_box, [0.0, 0.0, 1000.0, 700.0]);
    let mut per_line = [0; 6];
    for t in &b.towers {
        assert!(
            [150.0, 250.0, 350.0, 450.0, 550.0].contains(&t.y),
            "{}",
            t.id
        );
        let line = ((t.y - 50.0) / 100.0) as usize;
        assert_eq!(t.id[1..2].parse::<usize>().unwrap(), line);
        per_line[line] += 1;
        match t.edge {
            Some(Edge::West) => assert_eq!(t.x, 20.0),
            Some(Edge::East) => assert_eq!(t.x, 980.0),
            None => assert!(t.x > 20.0 && t.x < 980.0),
        }
    }
    assert_eq!(per_line[1..], [13, 13, 12, 13, 13]);
    for v in &b.villages {
        for &(x, y) in &v.polygon {
            assert!((20.0..=980.0).contains(&x) && (50.0..=650.0).contains(&y));
        }
        let (r0, r1) = (50.0 + 100.0 * v.row as f32, 150.0 + 100.0 * v.row as f32);
        assert!(
            v.y > r0 && v.y < r1,
            "D-2.1: row {} spans y {r0}..{r1}",
            v.row
        );
    }
    for s in Slot::all() {
        let info = b.slot(s);
        for village in info.villages {
            for t in info.towers {
                let p = (b.tower(t).x, b.tower(t).y);
                let poly = &b.village(village).polygon;
                let on_outline = poly.iter().zip(poly.iter().cycle().skip(1)).any(|(a, c)| {
                    let cross = (c.0 - a.0) * (p.1 - a.1) - (c.1 - a.1) * (p.0 - a.0);
                    cross.abs() < 1e-3
                        && p.0 >= a.0.min(c.0)
                        && p.0 <= a.0.max(c.0)
                        && p.1 >= a.1.min(c.1)
                        && p.1 <= a.1.max(c.1)
                });
                assert!(on_outline, "{} not on {}", b.tower(t).id, village);
            }
        }
    }
}

/// D-2.3: `Hk-ii` joins `Tk-ii` and `Tk-(ii+1)` on line k; `Ur-j` is the
/// j-th vertical border of row r (rows 1–4 only) and joins a tower of line r
/// to one of line r+1; no slot lies inside rows 0 and 5.
#[test]
fn d2_3_slot_naming() {
    let b = board();
    for s in Slot::all() {
        let info = b.slot(s);
        let id = s.id();
        let [a, c] = info.towers.map(|t| b.tower(t).id.clone());
        if let Some(rest) = id.strip_prefix('H') {
            let (k, ii) = rest.split_once('-').unwrap();
            let ii: usize = ii.parse().unwrap();
            assert_eq!(a, format!("T{k}-{ii:02}"));
            assert_eq!(c, format!("T{k}-{:02}", ii + 1));
            assert!(!info.vertical);
        } else {
            let (r, _) = id[1..].split_once('-').unwrap();
            let r: u8 = r.parse().unwrap();
            assert!((1..=4).contains(&r), "{id}");
            assert!(info.vertical);
            assert_eq!(a[1..2].parse::<u8>().unwrap(), r);
            assert_eq!(c[1..2].parse::<u8>().unwrap(), r + 1);
            for v in info.villages {
                assert_eq!(b.village(v).row, r);
            }
        }
    }
}

/// §16: the board built into the crate (statics written by `build.rs`) is
/// the JSON's, record by record.
#[test]
fn board_statics_match_the_json() {
    let json: serde_json::Value = serde_json::from_str(BOARD_JSON).unwrap();
    let b = board();
    let f = |v: &serde_json::Value| v.as_f64().unwrap() as f32;
    let ids = |v: &serde_json::Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_str().unwrap().to_string())
            .collect()
    };
    // The ids of board items as the JSON lists them at `raw`.
    let same_ids = |raw: &serde_json::Value, ours: Vec<&str>| assert_eq!(ids(raw), ours);
    // The JSON's list `key`, as long as the statics' list.
    let records = |key: &str, len: usize| {
        let list = json[key].as_array().unwrap();
        assert_eq!(list.len(), len, "{key}");
        list
    };
    let villages = records("villages", b.villages.len());
    for (raw, v) in villages.iter().zip(&b.villages) {
        assert_eq!(raw["id"], v.id.as_str());
        assert_eq!((f(&raw["x"]), f(&raw["y"])), (v.x, v.y));
        assert_eq!(raw["row"].as_u64().unwrap(), u64::from(v.row));
        assert_eq!(raw["col"].as_u64().unwrap(), u64::from(v.col));
        let polygon: Vec<(f32, f32)> = raw["polygon"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (f(&p[0]), f(&p[1])))
            .collect();
        assert_eq!(polygon, v.polygon);
        same_ids(
            &raw["neighbours"],
            v.neighbours.iter().map(|(n, _)| n.id()).collect(),
        );
        same_ids(&raw["slots"], v.slots.iter().map(|s| s.id()).collect());
    }
    let towers = records("towers", b.towers.len());
    for (raw, t) in towers.iter().zip(&b.towers) {
        assert_eq!(raw["id"], t.id.as_str());
        assert_eq!((f(&raw["x"]), f(&raw["y"])), (t.x, t.y));
        assert_eq!(raw["red"].as_bool().unwrap(), t.red);
        let edge = raw.get("edge").and_then(|e| e.as_str());
        let ours = t.edge.map(|e| match e {
            Edge::West => "west",
            Edge::East => "east",
        });
        assert_eq!(edge, ours);
        same_ids(&raw["slots"], t.slots.iter().map(|s| s.id()).collect());
    }
    let slots = records("slots", b.slots.len());
    for (raw, s) in slots.iter().zip(&b.slots) {
        assert_eq!(raw["id"], s.id.as_str());
        same_ids(&raw["towers"], s.towers.iter().map(|t| t.id()).collect());
        same_ids(
            &raw["villages"],
            s.villages.iter().map(|v| v.id()).collect(),
        );
        assert_eq!(raw["orientation"] == "vertical", s.vertical);
        assert_eq!(raw["initial_wall"].as_bool().unwrap(), s.initial_wall);
    }
    let roads = records("roads", b.roads.len());
    for (raw, r) in roads.iter().zip(&b.roads) {
        same_ids(
            &raw["villages"],
            r.villages.iter().map(|v| v.id()).collect(),
        );
        assert_eq!(raw["slot"].as_str(), r.slot.map(|s| s.id()));
    }
    assert_eq!(
        ids(&json["red_towers"]),
        b.red_towers.map(|t| t.id().to_string())
    );
    let start: Vec<String> = b.start_wall.iter().map(|s| s.id().into()).collect();
    assert_eq!(ids(&json["great_wall_start"]), start);
    let view_box: Vec<f32> = json["viewBox"].as_array().unwrap().iter().map(f).collect();
    assert_eq!(view_box, b.view_box);
}

/// `Slot::villages`: every slot separates two different villages that are
/// neighbours, its road crosses it, and no two slots separate the same pair
/// (so "between A and B" names one slot).
#[test]
fn every_slot_separates_two_neighbours_and_names_one_slot() {
    let b = board();
    let mut pairs = std::collections::HashSet::new();
    for s in Slot::all() {
        let [x, y] = s.villages();
        assert_ne!(x, y, "{s}");
        assert_eq!(b.road(x, y), Road::Across(s), "{s}");
        assert!(
            pairs.insert((x, y)),
            "{s}: a second slot between {x} and {y}"
        );
    }
    assert_eq!(
        Slot::of("H1-00").villages(),
        [Village::of("V01"), Village::of("V07")]
    );
}
