//! Where a province's name goes on the map: above its dragon field where
//! that is clear, else the nearest spot inside the province that covers no
//! house site (of either board side), no dragon field and no alliance
//! number. Drawing only: the board data stays as the spec gives it.

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
/// Where envoy tokens sit around a field (see `map::DragonField`); a name
/// avoids them when it can (a cost, not a wall).
pub const TOKEN_ANGLES: [f64; 5] = [0.0, 1.2, 2.25, 3.3, -0.75];
pub const TOKEN_RADIUS: f64 = 34.0;
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

/// The centre of `province`'s name of `chars` characters.
pub fn name_spot(province: Province, chars: usize) -> (f64, f64) {
    let data = &board().data.provinces[province.index()];
    let [fx, fy] = data.dragon;
    let hw = plate_width(chars) / 2.0;
    let obstacles = obstacles();
    let tokens: Vec<(f64, f64)> = TOKEN_ANGLES
        .iter()
        .map(|a| (fx + TOKEN_RADIUS * a.cos(), fy + TOKEN_RADIUS * a.sin()))
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
            if corners.iter().all(|&c| inside(c, &data.polygon))
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
            for s in &data.sites {
                assert!(
                    !touches(cx, cy, hw, (s.x, s.y), SITE_CLEAR),
                    "{} covers {}",
                    p.id(),
                    s.id
                );
            }
            assert!(inside((cx, cy), &data.provinces[p.index()].polygon));
        }
        // Where it was clear, the name stays above the field.
        let [x, y] = data.provinces[Province::ALL[0].index()].dragon;
        let (qx, qy) = name_spot(Province::ALL[0], chars(Province::ALL[0]));
        assert!((qx - x).abs() < 30.0 && qy < y, "{qx} {qy}");
    }
}
