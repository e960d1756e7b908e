//! Tips (issue 42): China's rules explained at the moment they first matter
//! for one seat, worded from that seat's view only ([`Coached`]).
//!
//! A tip fires from the seat's own pending decision, its own action, or
//! what the engine did for everybody (a scoring, the reshuffle, the end).
//! Keys a tip points at (`at`), marked `data-tip` in `src/games/china/`:
//! - `decision`: the decision panel;
//! - `hand`: the seat's hand (table.rs, `china-hand`);
//! - `display`: the display and piles (table.rs, `china-display`);
//! - `draw-pile`: the draw pile button (table.rs);
//! - `map`: the whole board (map.rs, the svg);
//! - `province-<i>`: a province, `i` = [`Province::index`] (map.rs polygon);
//! - `score-<seat>`: a player's row with his score (table.rs, `china-player`).

use boardgame::tips::{Coached, Tip, TipInfo, tip};

use crate::action::Action;
use crate::board::Province;
use crate::decision::DecisionKind;
use crate::journal::Happening;
use crate::state::GameState;
use crate::table::SeatEvent;

/// The option the fortification tips need (its name in [`crate::Options`]).
const FORTIFICATIONS: Option<&str> = Some("fortifications");

impl Coached for GameState {
    const TIPS: &'static [TipInfo] = &[
        tip("china-turn", &["C-4.1", "C-4.2", "C-4.4", "C-4.5"]),
        tip("china-pay", &["C-5.1", "C-5.3", "C-5.4", "C-5.5"]),
        tip("china-joker", &["C-5.3"]),
        tip("china-house", &["C-5.6", "C-5.9"]),
        tip("china-envoy", &["C-5.7", "C-5.12"]),
        tip("china-second-piece", &["C-5.2", "C-5.10"]),
        tip("china-refill", &["C-7.1", "C-7.2", "C-7.3"]),
        tip("china-swap", &["C-6.1", "C-6.2", "C-6.3"]),
        tip(
            "china-province-full",
            &["C-5.11", "C-8.1", "C-8.3", "C-8.5"],
        ),
        tip("china-second-place", &["C-8.2", "C-8.3"]),
        tip("china-tied-second", &["C-8.2", "C-8.3"]),
        tip("china-reshuffle", &["C-7.4", "C-7.5", "C-7.6", "C-6.4"]),
        tip("china-pile-used-up", &["C-9.1", "C-9.2", "C-9.3", "C-4.3"]),
        tip("china-game-end", &["C-9.4", "C-9.5", "C-10.1"]),
        tip("china-final-houses", &["C-10.2"]),
        tip("china-alliances", &["C-10.3"]),
        tip("china-chains", &["C-10.4"]),
        tip("china-winner", &["C-11.1", "C-11.2", "C-11.3", "C-10.5"]),
        TipInfo {
            id: "china-fortification",
            rules: &["C-5.8", "C-12.1", "C-12.2", "C-12.4", "C-12.6"],
            option: FORTIFICATIONS,
        },
        TipInfo {
            id: "china-house-on-fortification",
            rules: &["C-12.3", "C-12.5", "C-8.4"],
            option: FORTIFICATIONS,
        },
    ];

    fn tips(seat: usize, before: &Self, event: &SeatEvent, after: &Self, out: &mut Vec<Tip>) {
        let own = event.seat as usize == seat;
        decision(seat, after, out);
        // The seat's own action.
        if own {
            match event.action {
                Action::Pay(p) if p.joker => out.push(Tip::new("china-joker", "hand")),
                Action::House(site) => out.push(Tip::new(
                    "china-house",
                    format!("province-{}", site.province().index()),
                )),
                Action::Envoy(p) => {
                    out.push(Tip::new("china-envoy", format!("province-{}", p.index())))
                }
                Action::Swap => out.push(Tip::new("china-swap", "display")),
                _ => {}
            }
        }
        // A house on a fortification, by anyone: its owner scores double.
        if let Action::House(site) = event.action
            && before.fortifications().contains(site)
        {
            out.push(
                Tip::new(
                    "china-house-on-fortification",
                    format!("province-{}", site.province().index()),
                )
                .seat("player", event.seat as usize),
            );
        }
        // What the engine did for everybody.
        let mut alliances = false;
        for h in &event.happenings {
            match *h {
                Happening::ProvinceScored {
                    province,
                    during_play,
                    ..
                } => scored(after, province, during_play, out),
                Happening::PileReshuffled { cards } => {
                    out.push(Tip::new("china-reshuffle", "draw-pile").number("cards", cards as i64))
                }
                Happening::PileUsedUp => out.push(Tip::new("china-pile-used-up", "draw-pile")),
                Happening::GameEnded(_) => out.push(Tip::new("china-game-end", "map")),
                // Once, at the first alliance that scores.
                Happening::AllianceScored { .. } if !alliances => {
                    alliances = true;
                    out.push(Tip::new("china-alliances", "map"))
                }
                Happening::ChainsScored { .. } => out.push(Tip::new("china-chains", "map")),
                _ => {}
            }
        }
        if after.is_over() && !before.is_over() {
            // First place, and how many share it (same points and pieces
            // left, C-11.3).
            let winner = after.ranking()[0];
            let key = |s: usize| (after.scores()[s], after.player(s).supply_pieces());
            let shared = (0..after.players().len())
                .filter(|&s| key(s) == key(winner))
                .count();
            out.push(
                Tip::new("china-winner", format!("score-{winner}"))
                    .seat("winner", winner)
                    .number("shared", shared as i64),
            );
        }
    }

    /// The first turn's tip, for the seat that starts.
    fn opening(seat: usize, start: &GameState, out: &mut Vec<Tip>) {
        decision(seat, start, out);
    }
}

/// What `seat` must decide now, if it is to move.
fn decision(seat: usize, after: &GameState, out: &mut Vec<Tip>) {
    let Some(d) = after.pending().filter(|d| d.player == seat) else {
        return;
    };
    match d.kind {
        DecisionKind::Turn => out.push(Tip::new("china-turn", "decision")),
        DecisionKind::Pay { piece: 0 } => out.push(Tip::new("china-pay", "hand")),
        DecisionKind::Pay { .. } => out.push(Tip::new("china-second-piece", "decision")),
        DecisionKind::Put { .. }
            if after.options().fortifications && after.player(seat).fortification =>
        {
            out.push(Tip::new("china-fortification", "decision"))
        }
        DecisionKind::Refill { hand } => {
            out.push(Tip::new("china-refill", "display").number("hand", hand as i64))
        }
        _ => {}
    }
}

/// The tips of one province's house scoring (§8): during play or at the
/// end, and a second place, shared or not (dense ranking, C-8.2).
fn scored(after: &GameState, province: Province, during_play: bool, out: &mut Vec<Tip>) {
    let at = format!("province-{}", province.index());
    let counts = after.house_counts(province);
    let total: u8 = counts.iter().sum();
    let first = after.max_houses(province);
    let second = counts.iter().copied().filter(|&c| c > 0 && c < first).max();
    let id = if during_play {
        "china-province-full"
    } else {
        "china-final-houses"
    };
    out.push(Tip::new(id, at.clone()).number("houses", total as i64));
    if let Some(second) = second {
        let tied = counts.iter().filter(|&&c| c == second).count();
        let id = if tied > 1 {
            "china-tied-second"
        } else {
            "china-second-place"
        };
        out.push(
            Tip::new(id, at)
                .number("first", first as i64)
                .number("second", second as i64),
        );
    }
}
