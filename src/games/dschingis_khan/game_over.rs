//! The final scores: every player's total and villages, winner first, then
//! every controlled village: side, stack, which formula applied and points
//! (D-12.4); each player's points by the side of his villages. All from
//! the engine (`breakdown`, `totals`, `ranking`).

use dschingis_khan::{GameState, VillageScore};
use leptos::prelude::*;

use super::text::{Msg, tr};
use crate::seats::Seat;
use crate::ui::points_table::ScrollTable;

pub fn final_table(state: &GameState, seats: &[Seat]) -> impl IntoView {
    let name = |seat: usize| seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
    let colour = |seat: usize| {
        seats
            .get(seat)
            .map(|s| s.colour.clone())
            .unwrap_or_default()
    };
    let letter = |seat: usize| crate::seats::letter(&name(seat), seat);
    let totals = state.totals();
    let ranking = state.ranking();
    // Players sharing the victory (D-12.3) share the first place.
    let winners = state.winners();
    // Points by source: the engine's village scores, summed by side.
    let by_side = |seat: usize, mongolia: bool| -> i32 {
        state
            .breakdown()
            .iter()
            .filter(|r| r.controller == seat && r.mongolia == mongolia)
            .map(|r| r.points)
            .sum()
    };
    let rows = ranking
        .iter()
        .enumerate()
        .map(|(rank, &seat)| {
            let place = if winners.contains(&seat) { 1 } else { rank + 1 };
            view! {
                <tr data-tip=format!("score-{seat}")>
                    <td data-rank=place>{place}</td>
                    <th scope="row"><span class="seat-letter" style:background-color=colour(seat) style:color=crate::seats::ink_on(&colour(seat))>{letter(seat)}</span>" "{name(seat)}</th>
                    <td data-testid="source-points" data-source="mongolia">{by_side(seat, true)}</td>
                    <td data-testid="source-points" data-source="china">{by_side(seat, false)}</td>
                    <td data-testid="final-score" data-seat=seat data-total=totals[seat]>{totals[seat]}</td>
                    <td>{state.controlled(seat)}</td>
                </tr>
            }
        })
        .collect_view();
    let breakdown = state.breakdown();
    let village_row = |row: &VillageScore| {
        let stack = state
            .stack(row.village)
            .iter()
            .map(|p| {
                let owner = p.owner as usize;
                view! {
                    <span class="mini-piece" style:background-color=colour(owner) style:color=crate::seats::ink_on(&colour(owner)) title=tr(Msg::Kind(p.kind))>
                        {letter(owner)}":"{tr(Msg::KindCode(p.kind))}
                    </span>
                }
            })
            .collect_view();
        view! {
            <tr data-testid="village-score" data-village=row.village.to_string() data-points=row.points data-tip=format!("score-{}", row.village)>
                // The id, as small as the board's corner shows it, keeps the
                // table within the side panel; its name is the title.
                <th scope="row" title=tr(Msg::VillageTitle(row.village))>{row.village.to_string()}</th>
                <td class="stack-cell">{stack}</td>
                <td class="case">{tr(Msg::Case(row.case))}</td>
                <td>{row.points}</td>
                <td data-controller=row.controller title=name(row.controller)>
                    <span class="seat-letter" style:background-color=colour(row.controller) style:color=crate::seats::ink_on(&colour(row.controller))>{letter(row.controller)}</span>
                </td>
            </tr>
        }
    };
    // The villages by the side they lie on at the end (the wall has moved
    // during the game): a heading row for each side instead of a column,
    // so the table fits the side panel in every language.
    let side = |mongolia: bool| {
        let rows: Vec<_> = breakdown
            .iter()
            .filter(|r| r.mongolia == mongolia)
            .map(village_row)
            .collect();
        let title = if mongolia {
            tr(Msg::Mongolia)
        } else {
            tr(Msg::China)
        };
        (!rows.is_empty()).then(|| {
            view! {
                <tbody>
                    <tr class="side-row"><th scope="rowgroup" colspan="5">{title}</th></tr>
                    {rows}
                </tbody>
            }
        })
    };
    let villages = (side(true), side(false));
    view! {
        <ScrollTable class="breakdown khan-scores">
            {head(&[Some(Msg::Rank), None, Some(Msg::Mongolia), Some(Msg::China), Some(Msg::Total), Some(Msg::VillagesHeld)])}
            <tbody>{rows}</tbody>
        </ScrollTable>
        <details class="village-breakdown" open>
            <summary>{tr(Msg::Breakdown)}</summary>
            <ScrollTable class="breakdown villages khan-scores">
                {head(&[Some(Msg::Village), Some(Msg::Stack), Some(Msg::Formula), Some(Msg::Points), Some(Msg::Controller)])}
                {villages}
            </ScrollTable>
            <p class="case-legend">{tr(Msg::CaseLegend)}</p>
        </details>
    }
}

/// A table's head: a heading per column (`None`: an empty one).
fn head(columns: &[Option<Msg<'static>>]) -> impl IntoView {
    let cells = columns
        .iter()
        .map(|m| view! { <th scope="col">{m.clone().map(tr)}</th> })
        .collect_view();
    view! {
        <thead>
            <tr>{cells}</tr>
        </thead>
    }
}
