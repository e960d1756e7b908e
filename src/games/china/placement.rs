//! Where a province's name goes on the map: above its dragon field where
//! that is clear, else the nearest spot inside the province that covers no
//! house site (of either board side), no dragon field and no alliance
//! number; and where the envoy tokens go around the field, clear of the
//! houses so their counts stay readable. Drawing only: the board data
//! stays as the spec gives it.

use china::{Province, board};

/// Half the height of a name's plate (the scoring marker drawn behind it).
const HALF_HEIGHT: f64 = 13.0;
/// How far from a site's centre the plate must stay: a house or a
/// fortification and a little air.
const SITE_CLEAR: f64 = 20.0;
const FIELD_CLEAR: f64 = 24.0;
const ALLIANCE_CLEAR: f64 = 15.0;
/// Where the name sits by default, from the field's centre.
const ABOVE: f64 = -38.0;
/// Where envoy tokens would sit around a field (see `map::DragonField`),
/// in the order players' tokens take them; `token_spots` moves one that a
/// house would cover. A name avoids them when it can (a cost, not a wall).
const TOKEN_ANGLES: [f64; 5] = [0.0, 1.2, 2.25, 3.3, -0.75];
const TOKEN_RADIUS: f64 = 34.0;
/// Farther out, where a crowded field has no room at `TOKEN_RADIUS`.
const FAR_RADII: [f64; 3] = [44.0, 54.0, 64.0];
/// Half the width and height of a token (a diamond), and where its count
/// ("×2", `map::DragonField`) lies from the token's centre.
const TOKEN_HALF: (f64, f64) = (12.0, 13.0);
const COUNT_BOX: [f64; 4] = [12.0, 5.0, 31.0, 18.0];
/// Half the side of the square a house or a fortification covers, and an
/// alliance number's disc (`map::Map`).
const SITE_HALF: f64 = 19.0;
const ALLIANCE_HALF: f64 = 13.0;
const TOKEN_CLEAR: f64 = 13.0;
/// A covered token weighs like this many units of distance moved.
const TOKEN_COST: f64 = 30.0;

/// The width of the plate behind a name of `chars` characters.
pub fn plate_width(chars: usize) -> f64 {
    12.0 * chars as f64 + 34.0
}

/// Whether the box centred at (`cx`, `cy`) with half-width `hw` comes
/// closer than `r` to the point (`px`, `py`).
fn touches(cx: f64, cy: f64, hw: f64, (px, py): (f64, f64), r: f64) -> bool {
    let qx = px.clamp(cx - hw, cx + hw);
    let qy = py.clamp(cy - HALF_HEIGHT, cy + HALF_HEIGHT);
    (qx - px).powi(2) + (qy - py).powi(2) < r * r
}

fn inside((x, y): (f64, f64), polygon: &[[f64; 2]]) -> bool {
    let mut inside = false;
    for (i, &[x1, y1]) in polygon.iter().enumerate() {
        let [x2, y2] = polygon[(i + 1) % polygon.len()];
        if (y1 > y) != (y2 > y) && x < (x2 - x1) * (y - y1) / (y2 - y1) + x1 {
            inside = !inside;
        }
    }
    inside
}

/// The hard obstacles a name must keep clear of: (point, distance).
fn obstacles() -> Vec<((f64, f64), f64)> {
    let data = &board().data;
    let sites = data.sites.iter().map(|s| ((s.x, s.y), SITE_CLEAR));
    let fields = data
        .provinces
        .iter()
        .map(|p| ((p.dragon[0], p.dragon[1]), FIELD_CLEAR));
    let alliances = data
        .alliances
        .iter()
        .map(|a| ((a.label[0], a.label[1]), ALLIANCE_CLEAR));
    sites.chain(fields).chain(alliances).collect()
}

/// The boxes (x0, y0, x1, y1) a token at (`tx`, `ty`) and its count cover.
fn token_boxes(tx: f64, ty: f64) -> [[f64; 4]; 2] {
    let (hw, hh) = TOKEN_HALF;
    let [x0, y0, x1, y1] = COUNT_BOX;
    [
        [tx - hw, ty - hh, tx + hw, ty + hh],
        [tx + x0, ty + y0, tx + x1, ty + y1],
    ]
}

/// The box (x0, y0, x1, y1) of the square of half-side `half` at (`x`, `y`).
fn square(x: f64, y: f64, half: f64) -> [f64; 4] {
    [x - half, y - half, x + half, y + half]
}

fn overlap(a: &[f64; 4], b: &[f64; 4]) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// Where the envoy tokens of `province`'s dragon field go, from the
/// field's centre, in the order players' tokens take them: each at its
/// usual angle unless a house site (of either board side) or an alliance
/// number would cover it or its count; then at the nearest angle around
/// the field that is clear of those and of the tokens placed before it
/// (farther out on a crowded field).
pub fn token_spots(province: Province) -> [(f64, f64); 5] {
    let data = &board().data;
    let [fx, fy] = data.provinces[province.index()].dragon;
    let sites = data.sites.iter().map(|s| (s.x, s.y, SITE_HALF));
    let alliances = data
        .alliances
        .iter()
        .map(|a| (a.label[0], a.label[1], ALLIANCE_HALF));
    let blocks: Vec<[f64; 4]> = sites
        .chain(alliances)
        .map(|(x, y, half)| square(x - fx, y - fy, half))
        .collect();
    let at = |(r, angle): (f64, f64)| {
        let (x, y) = crate::platform::unit_circle(angle);
        (r * x, r * y)
    };
    let mut placed: Vec<[f64; 4]> = Vec::new();
    let mut spots = [(0.0, 0.0); 5];
    for (slot, &usual) in TOKEN_ANGLES.iter().enumerate() {
        // The usual angle first, then every 7.5 degrees out from it; then
        // the same farther out.
        let radii = std::iter::once(TOKEN_RADIUS).chain(FAR_RADII);
        let tries = radii.flat_map(|r| {
            (0..48).map(move |k| {
                let step = (k + 1) / 2 * if k % 2 == 1 { 1 } else { -1 };
                (r, usual + f64::from(step) * std::f64::consts::PI / 24.0)
            })
        });
        let clear = |(tx, ty): (f64, f64)| {
            token_boxes(tx, ty)
                .iter()
                .all(|b| !blocks.iter().chain(&placed).any(|o| overlap(b, o)))
        };
        let spot = tries
            .map(at)
            .find(|&t| clear(t))
            .unwrap_or(at((TOKEN_RADIUS, usual)));
        placed.extend(token_boxes(spot.0, spot.1));
        spots[slot] = spot;
    }
    spots
}

/// The centre of `province`'s name of `chars` characters.
pub fn name_spot(province: Province, chars: usize) -> (f64, f64) {
    let data = &board().data.provinces[province.index()];
    let [fx, fy] = data.dragon;
    let hw = plate_width(chars) / 2.0;
    let obstacles = obstacles();
    let tokens: Vec<(f64, f64)> = token_spots(province)
        .iter()
        .map(|(dx, dy)| (fx + dx, fy + dy))
        .collect();
    // A token and its count ("×2", below right of it).
    let covers = |cx: f64, cy: f64, &(tx, ty): &(f64, f64)| {
        touches(cx, cy, hw, (tx, ty), TOKEN_CLEAR)
            || touches(cx, cy, hw, (tx + 24.0, ty + 11.0), 9.0)
    };
    let mut best: Option<(f64, (f64, f64))> = None;
    for dy in (-50..=50).map(|k| f64::from(k) * 2.0) {
        for dx in (-50..=50).map(|k| f64::from(k) * 2.0) {
            let (cx, cy) = (fx + dx, fy + dy);
            let cost = dx.hypot(dy - ABOVE)
                + TOKEN_COST * tokens.iter().filter(|t| covers(cx, cy, t)).count() as f64;
            if best.is_some_and(|(c, _)| c <= cost) {
                continue;
            }
            let corners = [
                (cx - hw, cy - HALF_HEIGHT),
                (cx + hw, cy - HALF_HEIGHT),
                (cx - hw, cy + HALF_HEIGHT),
                (cx + hw, cy + HALF_HEIGHT),
            ];
            if corners.iter().all(|&c| inside(c, data.polygon))
                && !obstacles.iter().any(|&(p, r)| touches(cx, cy, hw, p, r))
            {
                best = Some((cost, (cx, cy)));
            }
        }
    }
    best.map_or((fx, fy + ABOVE), |(_, spot)| spot)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(p: Province) -> usize {
        use super::super::text::{Msg, tr};
        tr(Msg::Province(p)).chars().count()
    }

    /// The names used to cover sites ZHAO-2 and CHU-7: now no name covers a
    /// house site of either side, a dragon field or an alliance number, and
    /// each lies inside its province.
    #[test]
    fn province_names_cover_no_site() {
        let data = &board().data;
        for p in Province::ALL {
            let n = chars(p);
            assert!(n >= 2, "{p:?}");
            let (cx, cy) = name_spot(p, n);
            let hw = plate_width(n) / 2.0;
            for s in data.sites {
                assert!(
                    !touches(cx, cy, hw, (s.x, s.y), SITE_CLEAR),
                    "{} covers {}",
                    p.id(),
                    s.id
                );
            }
            assert!(inside((cx, cy), data.provinces[p.index()].polygon));
        }
        // Where it was clear, the name stays above the field.
        let [x, y] = data.provinces[Province::ALL[0].index()].dragon;
        let (qx, qy) = name_spot(Province::ALL[0], chars(Province::ALL[0]));
        assert!((qx - x).abs() < 30.0 && qy < y, "{qx} {qy}");
    }

    /// An envoy token or its count hidden under a house (China over at
    /// 1366 px: "×2" in Chu and "×1" in Qi were covered): now every token
    /// spot of every field keeps the token and its count clear of every
    /// house site of either side, of the alliance numbers and of each other.
    #[test]
    fn envoy_tokens_and_counts_are_clear_of_houses() {
        let data = &board().data;
        for p in Province::ALL {
            let [fx, fy] = data.provinces[p.index()].dragon;
            let spots = token_spots(p);
            let boxes: Vec<[f64; 4]> = spots
                .iter()
                .flat_map(|&(dx, dy)| token_boxes(fx + dx, fy + dy))
                .collect();
            for s in data.sites {
                let site = square(s.x, s.y, SITE_HALF);
                for b in &boxes {
                    assert!(!overlap(b, &site), "{}: a token covers {}", p.id(), s.id);
                }
            }
            for a in data.alliances {
                let number = square(a.label[0], a.label[1], ALLIANCE_HALF);
                for b in &boxes {
                    assert!(
                        !overlap(b, &number),
                        "{}: a token covers {}",
                        p.id(),
                        a.number
                    );
                }
            }
            for (i, a) in boxes.iter().enumerate() {
                for b in &boxes[i + 1..] {
                    assert!(!overlap(a, b), "{}: two tokens overlap", p.id());
                }
            }
            // Where nothing is in the way, a token keeps its usual place.
            let usual = (TOKEN_RADIUS, 0.0);
            let clear = data.sites.iter().all(|s| {
                let site = square(s.x, s.y, SITE_HALF);
                token_boxes(fx + usual.0, fy)
                    .iter()
                    .all(|b| !overlap(b, &site))
            });
            if clear {
                assert!((spots[0].0 - usual.0).abs() < 1e-9 && spots[0].1.abs() < 1e-9);
            }
        }
    }
}
