//! The final scores: every player's points by source, winner first.

use dragon::{GameState, VpSource};
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;
use crate::ui::points_table::{Place, PointsTable, points_table};

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let mut rows = state.breakdown();
    boardgame::sort::sort_by_key(&mut rows, |b| b.rank);
    let name = |seat: usize| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    // The sources anybody scored from.
    let sources = VpSource::ALL
        .into_iter()
        .filter(|&s| rows.iter().any(|b| b.by_source[s as usize].1 > 0))
        .map(|s| {
            let points = rows.iter().map(|b| b.by_source[s as usize].1).collect();
            (tr(Msg::VpSource(s)), points)
        })
        .collect();
    points_table(PointsTable {
        rank: tr(Msg::Rank),
        places: rows
            .iter()
            .map(|b| Place {
                rank: b.rank,
                seat: b.seat,
                name: name(b.seat),
            })
            .collect(),
        sources,
        totals: (tr(Msg::Total), rows.iter().map(|b| b.total).collect()),
        tie_break: None,
    })
}
