//! The screens and the pieces of the board. Components read the game through
//! the shared [`crate::app::Ctx`] and only call `Match` / `Ctx` methods.

mod board;
mod decision_panel;
mod game_over;
mod groups;
mod log_panel;
mod months;
mod player_area;
mod rules;
mod save_problem;
mod setup_screen;
mod supply;
mod tokens;
mod tracks;

pub use board::GameView;
pub use save_problem::SaveProblem;
pub use setup_screen::SetupScreen;

use leptos::prelude::*;

use crate::app::Ctx;
use crate::game::Spot;

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

/// The action a click on `spot` plays for the human to move, if any.
pub fn clickable(spot: Spot) -> Option<dragon::Action> {
    let ctx = ctx();
    ctx.game.with(|g| {
        let g = g.as_ref()?;
        g.human_to_move()?;
        g.action_at(spot)
    })
}

/// Click handler for a spot: plays its action if there is one.
pub fn on_spot(spot: Spot) -> impl Fn(leptos::ev::MouseEvent) + Copy + 'static {
    move |ev: leptos::ev::MouseEvent| {
        // A person inside a palace must not also click the palace.
        ev.stop_propagation();
        if let Some(action) = clickable(spot) {
            ctx().act(action);
        }
    }
}

/// Reads the game (it is always there while the board is shown).
pub fn with_game<T>(f: impl FnOnce(&crate::game::Match) -> T) -> Option<T> {
    ctx().game.with(|g| g.as_ref().map(f))
}

/// Seat colour as a CSS value.
pub fn seat_colour(seat: usize) -> String {
    with_game(|g| g.setup.seats[seat].colour.clone()).unwrap_or_default()
}

pub fn seat_name(seat: usize) -> String {
    with_game(|g| g.setup.seats[seat].name.clone()).unwrap_or_default()
}

/// `class` for a spot: marks it when clicking it plays an action.
pub fn spot_class(base: impl Into<String>, spot: Spot) -> impl Fn() -> String {
    let base = base.into();
    move || {
        let action = clickable(spot);
        match action {
            Some(a) if ctx().current_hint() == Some(a) => format!("{base} can-click hinted"),
            Some(_) => format!("{base} can-click"),
            None => base.clone(),
        }
    }
}
