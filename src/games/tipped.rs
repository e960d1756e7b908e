//! What the app asks of a game's tips (`boardgame::tips::Coached`), as a
//! trait of its own: `GameUi` requires it without taking `Coached`'s
//! supertrait `StandIn` into its own (whose `stand_in` would then be
//! ambiguous beside `GameUi::stand_in`). Every game with a tips list has
//! it.

use boardgame::table::Seated;
#[cfg(test)]
use boardgame::tips::TipInfo;
use boardgame::tips::{Coached, Tip};

pub trait Tipped: Seated {
    /// The game's list (the tests').
    #[cfg(test)]
    fn tip_list() -> &'static [TipInfo];
    /// `boardgame::tips::tips_after`: the real game's positions.
    fn tips_after(before: &Self, action: Self::Action, after: &Self, seat: usize) -> Vec<Tip>;
    /// `boardgame::tips::tips_at_start`: the real game, before any action.
    fn tips_at_start(game: &Self, seat: usize) -> Vec<Tip>;
    /// `boardgame::tips::tips_at_start_seen`: a guest's first view.
    fn tips_at_start_seen(
        seat: usize,
        start: (&Self::SeatView, Option<Self::Decision>),
    ) -> Vec<Tip>;
    /// `boardgame::tips::tips_seen`: a guest's views.
    fn tips_seen(
        seat: usize,
        before: (&Self::SeatView, Option<Self::Decision>),
        event: &Self::SeatEvent,
        after: (&Self::SeatView, Option<Self::Decision>),
    ) -> Vec<Tip>;
}

impl<G: Coached> Tipped for G {
    #[cfg(test)]
    fn tip_list() -> &'static [TipInfo] {
        G::TIPS
    }
    fn tips_after(before: &G, action: G::Action, after: &G, seat: usize) -> Vec<Tip> {
        boardgame::tips::tips_after(before, action, after, seat)
    }
    fn tips_at_start(game: &G, seat: usize) -> Vec<Tip> {
        boardgame::tips::tips_at_start(game, seat)
    }
    fn tips_at_start_seen(seat: usize, start: (&G::SeatView, Option<G::Decision>)) -> Vec<Tip> {
        boardgame::tips::tips_at_start_seen::<G>(seat, start)
    }
    fn tips_seen(
        seat: usize,
        before: (&G::SeatView, Option<G::Decision>),
        event: &G::SeatEvent,
        after: (&G::SeatView, Option<G::Decision>),
    ) -> Vec<Tip> {
        boardgame::tips::tips_seen::<G>(seat, before, event, after)
    }
}
