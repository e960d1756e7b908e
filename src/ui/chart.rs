//! The game-over chart: every player's points period by period as inline
//! SVG (no chart library), each line in the player's colour with its own
//! marker shape and dash pattern, a legend with the names, and the same
//! numbers as a table.

use leptos::prelude::*;

use crate::games::periods::{Series, Unit};
use crate::i18n::t;

/// Dash patterns, one per seat: the second cue besides the colour.
pub const DASHES: [&str; 5] = ["none", "8 4", "2 3", "10 3 2 3", "5 2"];

/// A chart's drawing area in SVG units: its size, and the margins that
/// the axes' labels take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub w: f64,
    pub h: f64,
    pub left: f64,
    pub right: f64,
    pub top: f64,
    pub bottom: f64,
}

impl Area {
    /// The x a share `t` (0 to 1) of the way along the x axis.
    pub fn x(self, t: f64) -> f64 {
        self.left + t * (self.w - self.left - self.right)
    }

    /// The y of `v` on a y axis from `lo` (at the x axis) to `hi` (at the
    /// top), `lo < hi`.
    pub fn y(self, v: f64, lo: f64, hi: f64) -> f64 {
        self.top + (hi - v) / (hi - lo) * (self.h - self.top - self.bottom)
    }

    /// Where the x axis ends.
    pub fn right_x(self) -> f64 {
        self.w - self.right
    }

    /// Where the x axis is.
    pub fn bottom_y(self) -> f64 {
        self.h - self.bottom
    }

    pub fn view_box(self) -> String {
        format!("0 0 {} {}", self.w, self.h)
    }
}

/// The score chart's area.
const AREA: Area = Area {
    w: 420.0,
    h: 230.0,
    left: 34.0,
    right: 10.0,
    top: 10.0,
    bottom: 26.0,
};

/// A marker shape centred on (x, y), one per seat.
pub fn marker(seat: usize, x: f64, y: f64, colour: &str) -> AnyView {
    let ink = "#222";
    match seat % 5 {
        0 => view! { <circle cx=x cy=y r="4" fill=colour.to_string() stroke=ink /> }.into_any(),
        1 => view! { <rect x=x - 3.5 y=y - 3.5 width="7" height="7" fill=colour.to_string() stroke=ink /> }
            .into_any(),
        2 => view! { <polygon points=format!("{x:.1},{:.1} {:.1},{:.1} {:.1},{:.1}", y - 5.0, x + 4.5, y + 3.5, x - 4.5, y + 3.5) fill=colour.to_string() stroke=ink /> }
            .into_any(),
        3 => view! { <polygon points=format!("{x:.1},{:.1} {:.1},{y:.1} {x:.1},{:.1} {:.1},{y:.1}", y - 5.0, x + 5.0, y + 5.0, x - 5.0) fill=colour.to_string() stroke=ink /> }
            .into_any(),
        _ => view! { <path d=format!("M {:.1} {y:.1} H {:.1} M {x:.1} {:.1} V {:.1}", x - 5.0, x + 5.0, y - 5.0, y + 5.0) stroke=colour.to_string() stroke-width="3" /> }
            .into_any(),
    }
}

/// A round number of points per grid line.
fn step_for(span: i32) -> i32 {
    [1, 2, 5, 10, 20, 25, 50, 100]
        .into_iter()
        .find(|s| span / s <= 5)
        .unwrap_or(200)
}

fn unit_name(unit: Unit) -> String {
    match unit {
        Unit::Month => t!("chart-month"),
        Unit::Round => t!("chart-round"),
    }
}

/// The chart of `series`, with the seats' names and CSS colours.
pub fn score_chart(series: Series, names: Vec<String>, colours: Vec<String>) -> impl IntoView {
    let seats = series.seats();
    let first = series.rows.first().map_or(1, |r| r.0) as f64;
    let last = series.rows.last().map_or(1, |r| r.0) as f64;
    let values = series.rows.iter().flat_map(|r| r.1.iter().copied());
    let lo = values.clone().min().unwrap_or(0).min(0);
    let hi = values.max().unwrap_or(0).max(1);
    let step = step_for(hi - lo);
    let lo = lo.div_euclid(step) * step;
    let hi = (hi + step - 1).div_euclid(step) * step;
    let x = move |p: u32| match last > first {
        true => AREA.x((p as f64 - first) / (last - first)),
        false => AREA.x(0.5),
    };
    // `hi > lo`: the span holds 0 and 1.
    let y = move |v: i32| AREA.y(v as f64, lo as f64, hi as f64);
    let grid = (0..)
        .map(|i| lo + i * step)
        .take_while(|&v| v <= hi)
        .map(|v| {
            let gy = y(v);
            view! {
                <line class="grid" class:zero=v == 0 x1=AREA.left x2=AREA.right_x() y1=gy y2=gy />
                <text class="tick" x=AREA.left - 5.0 y=gy + 4.0 text-anchor="end">{v}</text>
            }
        })
        .collect_view();
    // Every period labelled while they fit, else every few.
    let every = (series.rows.len() / 12).max(1);
    let ticks = series
        .rows
        .iter()
        .enumerate()
        .filter(|(i, _)| i % every == 0 || *i + 1 == series.rows.len())
        .map(|(_, (p, _))| {
            view! { <text class="tick" x=x(*p) y=AREA.bottom_y() + 16.0 text-anchor="middle">{*p}</text> }
        })
        .collect_view();
    let lines = (0..seats)
        .map(|seat| {
            let colour = colours.get(seat).cloned().unwrap_or_default();
            let points: Vec<(f64, f64)> = series
                .rows
                .iter()
                .map(|(p, v)| (x(*p), y(v[seat])))
                .collect();
            let path = polyline(&points);
            let markers = points
                .iter()
                .map(|&(px, py)| marker(seat, px, py, &colour))
                .collect_view();
            view! {
                <g class="series" data-testid="chart-line" data-seat=seat>
                    <polyline class="halo" points=path.clone() stroke-dasharray=DASHES[seat % 5] />
                    <polyline class="line" points=path stroke=colour.clone() stroke-dasharray=DASHES[seat % 5] />
                    {markers}
                </g>
            }
        })
        .collect_view();
    let legend = (0..seats)
        .map(|seat| {
            let colour = colours.get(seat).cloned().unwrap_or_default();
            view! {
                <li>
                    <svg width="34" height="14" viewBox="0 0 34 14" aria-hidden="true">
                        <line class="halo" x1="2" x2="32" y1="7" y2="7" stroke-dasharray=DASHES[seat % 5] />
                        <line class="line" x1="2" x2="32" y1="7" y2="7" stroke=colour.clone() stroke-dasharray=DASHES[seat % 5] />
                        {marker(seat, 17.0, 7.0, &colour)}
                    </svg>
                    {names.get(seat).cloned().unwrap_or_default()}
                </li>
            }
        })
        .collect_view();
    let unit = unit_name(series.unit);
    let table_rows = series
        .rows
        .iter()
        .enumerate()
        .map(|(i, (p, v))| {
            let final_row = i + 1 == series.rows.len();
            view! {
                <tr>
                    <th scope="row">{*p}</th>
                    {v.iter().enumerate().map(|(seat, points)| view! {
                        <td data-testid=final_row.then_some("chart-final") data-seat=seat data-total=*points>{*points}</td>
                    }).collect_view()}
                </tr>
            }
        })
        .collect_view();
    let title = t!("chart-title");
    view! {
        <figure class="score-chart" data-testid="score-chart">
            <figcaption>{title.clone()}</figcaption>
            <svg class="chart" viewBox=AREA.view_box() role="img" aria-label=title>
                {grid}
                <line class="axis" x1=AREA.left x2=AREA.right_x() y1=AREA.bottom_y() y2=AREA.bottom_y() />
                {ticks}
                {lines}
            </svg>
            <p class="chart-axis">{format!("→ {unit}  ·  ↑ {}", t!("chart-points"))}</p>
            <ul class="chart-legend">{legend}</ul>
            {series.provisional.then(|| view! { <p class="chart-note">{t!("chart-provisional")}</p> })}
            <details class="chart-table">
                <summary>{t!("chart-as-table")}</summary>
                <div class="table-scroll">
                    <table class="chart-data" data-testid="chart-table">
                        <thead>
                            <tr>
                                <th scope="col">{unit.clone()}</th>
                                {names.iter().map(|n| view! { <th scope="col">{n.clone()}</th> }).collect_view()}
                            </tr>
                        </thead>
                        <tbody>{table_rows}</tbody>
                    </table>
                </div>
            </details>
        </figure>
    }
}

/// An SVG polyline's `points`: each point to a tenth of a unit (the record
/// screen's chart draws its line with it too).
pub fn polyline(points: &[(f64, f64)]) -> String {
    points
        .iter()
        .map(|(px, py)| format!("{px:.1},{py:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_steps_are_round_and_at_most_five_lines() {
        assert_eq!(step_for(4), 1);
        assert_eq!(step_for(9), 2);
        assert_eq!(step_for(23), 5);
        assert_eq!(step_for(60), 20);
        for span in 1..400 {
            assert!(span / step_for(span) <= 5);
        }
    }
}
