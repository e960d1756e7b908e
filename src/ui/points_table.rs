//! The final scores by source, as Dragon and China show them: a column a
//! player (winner first), a row a source of points, then the totals.

use leptos::prelude::*;

/// A player's column: the place (players sharing the victory all first),
/// the seat and its name.
pub struct Place {
    pub rank: usize,
    pub seat: usize,
    pub name: String,
}

/// A row of the table: its heading and a figure per column.
pub type Row = (String, Vec<u16>);

/// The table's words and figures, in the columns' order.
pub struct PointsTable {
    /// The corner heading ("Rank").
    pub rank: String,
    pub places: Vec<Place>,
    /// A row per source of points.
    pub sources: Vec<Row>,
    pub totals: Row,
    /// The tie-break's row, where the game breaks ties by a figure of its
    /// own (China's pieces left in the supply).
    pub tie_break: Option<Row>,
}

/// The table, in a box that scrolls sideways on a phone.
pub fn points_table(table: PointsTable) -> impl IntoView {
    let seats: Vec<usize> = table.places.iter().map(|p| p.seat).collect();
    let (total, totals) = table.totals;
    let figures = |testid: &'static str, values: Vec<u16>, total: bool| {
        seats
            .iter()
            .zip(values)
            .map(|(&s, v)| view! { <td data-testid=testid data-seat=s data-total=total.then_some(v)>{v}</td> })
            .collect_view()
    };
    let totals = figures("final-score", totals, true);
    let tie_break = table.tie_break.map(|(label, values)| {
        let cells = figures("tie-break", values, false);
        view! {
            <tr class="tie-break">
                <th scope="row">{label}</th>
                {cells}
            </tr>
        }
    });
    view! {
        <ScrollTable class="breakdown">
            <thead>
                <tr>
                    <th scope="col">{table.rank}</th>
                    {table.places.into_iter().map(|p| view! { <th scope="col" data-rank=p.rank>{p.rank}". "{p.name}</th> }).collect_view()}
                </tr>
            </thead>
            <tbody>
                {table.sources.into_iter().map(|(label, values)| view! {
                    <tr>
                        <th scope="row">{label}</th>
                        {values.into_iter().map(|v| view! { <td>{v}</td> }).collect_view()}
                    </tr>
                }).collect_view()}
                <tr class="total">
                    <th scope="row">{total}</th>
                    {totals}
                </tr>
                {tie_break}
            </tbody>
        </ScrollTable>
    }
}

/// A table in a box that scrolls sideways where the table is wider than
/// the screen (focusable, so the keyboard scrolls it too).
#[component]
pub fn ScrollTable(class: &'static str, children: Children) -> impl IntoView {
    view! {
        <div class="table-scroll" tabindex="0">
            <table class=class>{children()}</table>
        </div>
    }
}
