//! The in-app rules reference, folded away until asked for.

use leptos::prelude::*;

use super::text::{Msg, tr};

#[component]
pub fn RulesReference() -> impl IntoView {
    view! {
        <details class="rules card">
            <summary>{tr(Msg::RulesTitle)}</summary>
            <ul>{rules_reference().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
        </details>
    }
}

/// A turn in brief, the scoring, then the rulings this implementation makes
/// where the rulebook leaves a choice open (spec §14).
pub fn rules_reference() -> Vec<String> {
    [
        "Setup: each player draws 2 pieces and puts them face down on two empty neighbouring villages joined by a road without a wall piece, and the scout on one of them. Then everyone takes 2 walls and draws 2 pieces.",
        "A turn: draw two items, one at a time (a wall from the general supply or the top piece of your passive supply; never more than 4 walls or 4 pieces held); drawing is compulsory. Then place all your pieces, or build all your walls, or take a blocked scout off the board.",
        "Placing: the scout makes one step per piece and puts a piece face down on top of the village reached: by road (no wall piece on it), through an open gate, or over the wall (up at an open piece next to its village, down at an open piece next to the target). Used pieces close. Never twice on a village in one turn, never onto another scout. A stuck scout loses the remaining pieces.",
        "The top piece controls a village; its controller may look at the whole stack.",
        "Building: a wall must touch the wall. A loop keeps the longer part and removes the shorter (equal: the new part goes); reaching the west or east edge makes a new end if the new arm is longer than the old one. Pieces cut off are removed too. Villages north of the main line are Mongolia, south of it China.",
        "End: after a draw leaves two supplies (the general wall supply and the passive supplies) empty, the player finishes the turn, everyone plays one more turn, the announcer last. Walls removed in that final round leave the game.",
        "Scoring per controlled village: with plague and no herb −3 per warrior or rider and −1 per farmer; with herb and no plague +3 and +1; otherwise Mongol riders +3 in Mongolia, Chinese warriors +3 in China, the other −3, farmers +1. Ties: more villages wins.",
        "Ruling: every neighbour pair has a road; a road with a wall piece on it can only be passed through that piece's gate while it is open.",
        "Ruling: when several open pieces border a village, you choose where to climb up and down; exactly those close.",
        "Ruling: a village with another player's scout is never a re-entry village; the re-entry village gets no piece.",
        "Ruling: a loop of branch pieces only removes the piece just built.",
        "Ruling: the game ends after 60 rounds without an announced end (safety limit).",
    ]
    .into_iter()
    .map(String::from)
    .collect()
}
