//! The board data (§2, §17, R-2 … R-7) checked against its own invariants.

use std::collections::BTreeSet;

use crate::board::{ALLIANCE_PAIRS, BOARD_JSON, Named, Province, SITE_RECORDS, Side, Site, board};
use crate::card::Colour;

fn sides() -> [Side; 2] {
    [Side::A, Side::B]
}

fn on(sides: &[&str], side: Side) -> bool {
    sides.contains(&side.name())
}

/// §17: the JSON file in the crate is the spec's block (when the spec is at
/// hand, as in the project's checkout).
#[test]
fn board_json_is_the_specs_section_17() {
    let Some(text) = super::spec() else {
        return;
    };
    let start = text.find("## 17.").expect("section 17");
    let block = &text[start..];
    let open = block.find("```json").expect("json block") + "```json".len();
    let close = block[open..].find("```").expect("end of block") + open;
    let from_spec: serde_json::Value = serde_json::from_str(&block[open..close]).unwrap();
    let ours: serde_json::Value = serde_json::from_str(BOARD_JSON).unwrap();
    assert_eq!(from_spec, ours);
}

/// The statics `build.rs` writes are the JSON, every field of it: written
/// back as JSON they equal the file.
#[test]
fn board_statics_are_the_json() {
    use serde_json::{Map, Value, json};
    fn named<T>(n: &Named<T>, value: impl Fn(&T) -> Value) -> Value {
        Value::Object(
            n.0.iter()
                .map(|(k, v)| (k.to_string(), value(v)))
                .collect::<Map<_, _>>(),
        )
    }
    let d = board().data;
    let statics = json!({
        "game": d.game,
        "board_version": d.board_version,
        "note": d.note,
        "viewBox": d.view_box,
        "map_rect": d.map_rect,
        "card_colours": named(&d.card_colours, |c| json!({
            "provinces": c.provinces, "cards": c.cards, "hex": c.hex,
        })),
        "sides": named(&d.sides, |s| json!({
            "name": s.name, "players": s.players, "site_count": s.site_count,
            "road_count": s.road_count,
            "sites_per_province": named(&s.sites_per_province, |n| json!(n)),
        })),
        "provinces": d.provinces.iter().map(|p| json!({
            "id": p.id, "name": p.name, "colour": p.colour,
            "size": named(&p.size, |n| json!(n)),
            "sites": named(&p.sites, |s| json!(s)),
            "neighbours": p.neighbours, "dragon": p.dragon, "centroid": p.centroid,
            "polygon": p.polygon,
        })).collect::<Vec<_>>(),
        "alliances": d.alliances.iter().map(|a| json!({
            "number": a.number, "provinces": a.provinces, "border": a.border, "label": a.label,
        })).collect::<Vec<_>>(),
        "sites": d.sites.iter().map(|s| json!({
            "id": s.id, "province": s.province, "x": s.x, "y": s.y, "sides": s.sides,
        })).collect::<Vec<_>>(),
        "roads": d.roads.iter().map(|r| json!({
            "id": r.id, "a": r.a, "b": r.b, "sides": r.sides, "cross_border": r.cross_border,
        })).collect::<Vec<_>>(),
        "counts": json!({
            "provinces": d.counts.provinces, "alliances": d.counts.alliances,
            "house_sites": named(&d.counts.house_sites, |n| json!(n)),
            "roads": named(&d.counts.roads, |n| json!(n)),
            "road_records": d.counts.road_records, "site_records": d.counts.site_records,
        }),
    });
    let file: Value = serde_json::from_str(BOARD_JSON).unwrap();
    // The file writes whole numbers without a decimal point; compare as numbers.
    assert_eq!(as_floats(statics), as_floats(file));
}

/// Every number as an `f64`, so 130 and 130.0 compare equal.
fn as_floats(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Number(n) => serde_json::json!(n.as_f64().unwrap()),
        Value::Array(items) => Value::Array(items.into_iter().map(as_floats).collect()),
        Value::Object(m) => Value::Object(m.into_iter().map(|(k, x)| (k, as_floats(x))).collect()),
        other => other,
    }
}

/// C-1.7, C-2.3, C-2.5: 9 provinces, 43 sites on side A and 51 on side B,
/// the per-province counts of the table, ids `<PROVINCE>-<n>` numbered from
/// 1, side B adding site k+1 everywhere but Ch'in.
#[test]
fn c2_3_and_c2_5_provinces_and_site_counts() {
    let b = board();
    assert_eq!(b.data.provinces.len(), 9);
    assert_eq!(b.data.counts.provinces, 9);
    let a_sizes = [5, 5, 4, 6, 4, 4, 7, 4, 4];
    let b_sizes = [5, 6, 5, 7, 5, 5, 8, 5, 5];
    for (i, p) in Province::ALL.into_iter().enumerate() {
        let data = &b.data.provinces[i];
        assert_eq!(data.id, p.id());
        assert_eq!(data.name, p.name());
        assert_eq!(data.colour, p.colour().name(), "R-4 colour of {}", p.id());
        assert_eq!(p.sites(Side::A).count_ones(), a_sizes[i]);
        assert_eq!(p.sites(Side::B).count_ones(), b_sizes[i]);
        for side in sides() {
            let listed: BTreeSet<Site> = data.sites[side.name()]
                .iter()
                .map(|id| Site::parse(id).unwrap())
                .collect();
            let ours: BTreeSet<Site> = Site::in_mask(p.sites(side)).collect();
            assert_eq!(listed, ours, "{} side {}", p.id(), side.name());
            assert_eq!(data.size[side.name()], ours.len());
            for (k, site) in ours.iter().enumerate() {
                assert_eq!(site.id(), format!("{}-{}", p.id(), k + 1));
            }
        }
        // Side B adds exactly one site, numbered k + 1, except in Ch'in.
        let extra = p.sites(Side::B) & !p.sites(Side::A);
        assert_eq!(p.sites(Side::A) & !p.sites(Side::B), 0);
        if p == Province::QIN {
            assert_eq!(extra, 0);
        } else {
            assert_eq!(extra.count_ones(), 1);
            let site = Site::in_mask(extra).next().unwrap();
            assert_eq!(site.id(), format!("{}-{}", p.id(), a_sizes[i] + 1));
        }
    }
    assert_eq!(b.side(Side::A).sites.count_ones(), 43);
    assert_eq!(b.side(Side::B).sites.count_ones(), 51);
    assert_eq!(b.data.counts.house_sites["A"], 43);
    assert_eq!(b.data.counts.house_sites["B"], 51);
    assert_eq!(b.data.sites.len(), SITE_RECORDS);
    // Chu is the largest province.
    for p in Province::ALL {
        assert!(p.sites(Side::A).count_ones() <= Province::CHU.sites(Side::A).count_ones());
    }
}

/// Every site lies in its province: by id, by record and geometrically
/// inside the province's polygon (C-2.2).
#[test]
fn every_site_lies_in_its_province() {
    let b = board();
    for (i, s) in b.data.sites.iter().enumerate() {
        let site = Site::from_index(i).unwrap();
        assert_eq!(s.province, site.province().id());
        assert!(s.id.starts_with(&format!("{}-", s.province)));
        let polygon = &b.data.provinces[site.province().index()].polygon;
        assert!(inside(polygon, [s.x, s.y]), "{} outside its polygon", s.id);
        for other in Province::ALL.into_iter().filter(|&o| o != site.province()) {
            let poly = &b.data.provinces[other.index()].polygon;
            assert!(!inside(poly, [s.x, s.y]), "{} inside {}", s.id, other.id());
        }
    }
}

/// C-2.4, R-2: 15 alliances, exactly the neighbour pairs; alliance 3 is
/// Wei–Ch'in and 4 Ch'in–Shu; neighbours share a border; no two provinces
/// of one colour are neighbours (R-4).
#[test]
fn c2_4_alliances_are_exactly_the_neighbour_pairs() {
    let b = board();
    assert_eq!(b.data.alliances.len(), 15);
    assert_eq!(b.data.counts.alliances, 15);
    let mut pairs = BTreeSet::new();
    for (i, a) in b.data.alliances.iter().enumerate() {
        assert_eq!(a.number as usize, i + 1);
        let (x, y) = ALLIANCE_PAIRS[i];
        let listed = [
            Province::parse(a.provinces[0]).unwrap(),
            Province::parse(a.provinces[1]).unwrap(),
        ];
        assert_eq!(
            listed.iter().collect::<BTreeSet<_>>(),
            [x, y].iter().collect()
        );
        assert!(
            pairs.insert((x.min(y), x.max(y))),
            "alliance {} twice",
            i + 1
        );
        assert_ne!(x.colour(), y.colour(), "R-4 same-coloured neighbours");
        // The border polyline lies on both polygons' boundaries.
        for point in a.border {
            for p in [x, y] {
                assert!(on_boundary(b.data.provinces[p.index()].polygon, *point));
            }
        }
    }
    let mut neighbour_pairs = BTreeSet::new();
    for (i, p) in b.data.provinces.iter().enumerate() {
        for n in p.neighbours {
            let (x, y) = (
                Province::from_index(i).unwrap(),
                Province::parse(n).unwrap(),
            );
            neighbour_pairs.insert((x.min(y), x.max(y)));
        }
    }
    assert_eq!(pairs, neighbour_pairs);
    assert_eq!(ALLIANCE_PAIRS[2], (Province::WEI, Province::QIN));
    assert_eq!(ALLIANCE_PAIRS[3], (Province::QIN, Province::SHU));
}

/// C-2.6 … C-2.8, R-7: roads join distinct existing sites, at most one
/// per pair, cross only neighbouring borders (15 per side), degrees 1–3,
/// each side connected with 7 independent cycles, 49 / 57 roads, and the
/// roads only on side A are the five listed.
#[test]
fn c2_6_roads_connected_as_the_spec_says() {
    let b = board();
    assert_eq!(b.data.roads.len(), 62);
    for (i, r) in b.data.roads.iter().enumerate() {
        assert_eq!(r.id, format!("R{:02}", i + 1));
        let (sa, sb) = (Site::parse(r.a).unwrap(), Site::parse(r.b).unwrap());
        assert_ne!(sa, sb);
        assert_eq!(r.cross_border, sa.province() != sb.province(), "{}", r.id);
        if r.cross_border {
            let pair = (
                sa.province().min(sb.province()),
                sa.province().max(sb.province()),
            );
            assert!(
                ALLIANCE_PAIRS
                    .iter()
                    .any(|&(x, y)| (x.min(y), x.max(y)) == pair),
                "{} crosses a border between non-neighbours",
                r.id
            );
        }
        for side in sides() {
            if on(r.sides, side) {
                let sites = b.side(side).sites;
                assert!(sites & sa.bit() != 0 && sites & sb.bit() != 0, "{}", r.id);
            }
        }
    }
    let only_a: Vec<&str> = b
        .data
        .roads
        .iter()
        .filter(|r| !on(r.sides, Side::B))
        .map(|r| r.id)
        .collect();
    assert_eq!(only_a, ["R14", "R21", "R33", "R40", "R51"]);
    for (side, count) in [(Side::A, 49), (Side::B, 57)] {
        let t = b.side(side);
        assert_eq!(t.roads.len(), count);
        assert_eq!(b.data.counts.roads[side.name()], count);
        let pairs: BTreeSet<(Site, Site)> =
            t.roads.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        assert_eq!(pairs.len(), count, "at most one road per pair");
        let crossing = t
            .roads
            .iter()
            .filter(|(a, b)| a.province() != b.province())
            .count();
        assert_eq!(crossing, 15);
        for site in Site::in_mask(t.sites) {
            let degree = t.adjacency[site.index()].count_ones();
            assert!((1..=3).contains(&degree), "{site} has {degree} roads");
        }
        // Connected: a search from any site reaches all.
        let start = t.sites.trailing_zeros();
        let mut reached = 1u64 << start;
        loop {
            let next = Site::in_mask(reached).fold(reached, |m, s| m | t.adjacency[s.index()]);
            if next == reached {
                break;
            }
            reached = next;
        }
        assert_eq!(reached, t.sites, "side {} connected", side.name());
        let cycles = count as i32 - t.sites.count_ones() as i32 + 1;
        assert_eq!(cycles, 7, "R-7 seven independent cycles");
    }
    // The example needs a road from Ch'in into Shu (EX-23).
    let qin4 = Site::parse("QIN-4").unwrap();
    let shu1 = Site::parse("SHU-1").unwrap();
    assert!(b.side(Side::A).adjacency[qin4.index()] & shu1.bit() != 0);
}

/// C-2.6: roads never cross each other; they meet only at sites.
#[test]
fn c2_6_roads_never_cross() {
    let b = board();
    let point = |s: Site| {
        let d = &b.data.sites[s.index()];
        [d.x, d.y]
    };
    for side in sides() {
        let roads = &b.side(side).roads;
        for (i, &(a, c)) in roads.iter().enumerate() {
            for &(d, e) in &roads[i + 1..] {
                if [a, c].contains(&d) || [a, c].contains(&e) {
                    continue;
                }
                assert!(
                    !segments_cross(point(a), point(c), point(d), point(e)),
                    "{a}-{c} crosses {d}-{e}"
                );
            }
        }
    }
}

/// C-2.1: the 9 polygons are clockwise on screen and tile the map
/// rectangle (their areas add up to it, and every one touches its edge).
#[test]
fn c2_1_polygons_tile_the_map() {
    let b = board();
    assert_eq!(b.data.view_box, [0.0, 0.0, 1000.0, 700.0]);
    let [x0, y0, x1, y1] = b.data.map_rect;
    let mut total = 0.0;
    for p in b.data.provinces {
        let area = signed_area(p.polygon);
        assert!(area > 0.0, "{} is clockwise on screen", p.id);
        total += area;
        assert!(
            p.polygon
                .iter()
                .any(|&[x, y]| x == x0 || x == x1 || y == y0 || y == y1),
            "{} touches the map edge",
            p.id
        );
        assert!(inside(p.polygon, p.dragon), "{} dragon field", p.id);
    }
    assert!((total - (x1 - x0) * (y1 - y0)).abs() < 1e-6);
}

/// C-1.3, R-5: 57 cards, and the colours of the card table.
#[test]
fn c1_3_card_colours_and_counts() {
    let b = board();
    let mut total = 0;
    for colour in Colour::ALL {
        let data = &b.data.card_colours[colour.name()];
        assert_eq!(data.cards, colour.cards_in_full_deck());
        total += data.cards as u32;
        let provinces: Vec<&str> = Province::ALL
            .iter()
            .filter(|p| p.colour() == colour)
            .map(|p| p.id())
            .collect();
        assert_eq!(data.provinces, provinces);
    }
    assert_eq!(total, 57);
}

/// y grows downwards, so a clockwise polygon on screen has positive area.
fn signed_area(poly: &[[f64; 2]]) -> f64 {
    let n = poly.len();
    (0..n)
        .map(|i| {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum::<f64>()
        / 2.0
}

fn inside(poly: &[[f64; 2]], p: [f64; 2]) -> bool {
    let mut inside = false;
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        if (a[1] > p[1]) != (b[1] > p[1]) {
            let x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1]);
            if p[0] < x {
                inside = !inside;
            }
        }
    }
    inside
}

fn on_boundary(poly: &[[f64; 2]], p: [f64; 2]) -> bool {
    let n = poly.len();
    (0..n).any(|i| {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
        cross.abs() < 1e-9
            && p[0] >= a[0].min(b[0])
            && p[0] <= a[0].max(b[0])
            && p[1] >= a[1].min(b[1])
            && p[1] <= a[1].max(b[1])
    })
}

fn segments_cross(a: [f64; 2], b: [f64; 2], c: [f64; 2], d: [f64; 2]) -> bool {
    let orient = |p: [f64; 2], q: [f64; 2], r: [f64; 2]| {
        let v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
        v.signum()
    };
    orient(a, b, c) * orient(a, b, d) < 0.0 && orient(c, d, a) * orient(c, d, b) < 0.0
}
