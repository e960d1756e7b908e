//! The final scores (C-11.3): every player's points by source and the
//! tie-break (pieces left in the supply), winner first; players sharing the
//! victory all rank first.

use china::GameState;
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;
use crate::ui::points_table::{Place, PointsTable, points_table};

/// A row of the table: its label and the points of that source.
type Source = (Msg<'static>, fn(&china::Points) -> u16);

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let order = state.ranking();
    let winners = state.winners();
    let name = |seat: usize| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    let points = |seat: usize| state.player(seat).points;
    let sources: [Source; 4] = [
        (Msg::HousesInPlay, |p| p.houses_in_play),
        (Msg::HousesAtEnd, |p| p.houses_at_end),
        (Msg::Alliances, |p| p.alliances),
        (Msg::Chains, |p| p.chains),
    ];
    let row = |label: Msg, figure: &dyn Fn(usize) -> u16| {
        (tr(label), order.iter().map(|&s| figure(s)).collect())
    };
    points_table(PointsTable {
        rank: tr(Msg::Rank),
        places: order
            .iter()
            .enumerate()
            .map(|(i, &seat)| Place {
                // Players sharing the victory share the first place.
                rank: if winners.contains(&seat) { 1 } else { i + 1 },
                seat,
                name: name(seat),
            })
            .collect(),
        sources: sources
            .into_iter()
            .map(|(label, get)| row(label, &|s| get(&points(s))))
            .collect(),
        totals: row(Msg::Total, &|s| points(s).total()),
        tie_break: Some(row(Msg::SupplyPieces, &|s| {
            state.player(s).supply_pieces().into()
        })),
    })
}
