//! In the Year of the Dragon in the app: the board, the click map, action
//! labels, log sentences, the setup options and the score table. The rules
//! are the `dragon` crate's; everything here asks it.

mod board;
mod game_over;
mod groups;
mod labels;
mod log;
mod months;
mod names;
mod player_area;
mod refusal;
mod rules;
mod setup;
mod spot;
mod supply;
mod text;
mod tokens;
mod tracks;

use std::ops::RangeInclusive;

use dragon::{Action, GameState};
use leptos::prelude::*;

use super::GameUi;
use crate::games::Board;
use crate::seats::Seat;
pub use spot::Spot;

type Log<G> = Vec<crate::session::LogEntry<G>>;

impl GameUi for GameState {
    const TABLE: bool = true;

    /// The action as played (with its outcome as the host worked it out) and the engine's steps after it.
    fn seat_log(events: &[Self::SeatEvent], first: usize, _: Option<Self::Decision>) -> Log<Self> {
        super::seated::seat_log(events, first, |e| {
            (e.seat, e.decision, e.action, e.outcome, &e.happenings)
        })
    }

    const PLAYERS: RangeInclusive<usize> = 2..=5;

    fn default_options(players: usize) -> dragon::Options {
        dragon::Options::new(players as u8)
    }

    fn set_players(options: &mut dragon::Options, players: usize) {
        options.players = players as u8;
    }

    fn refusal(error: &dragon::RuleError) -> String {
        refusal::refusal(error)
    }

    fn board(board: Board<GameState>, side: AnyView) -> AnyView {
        provide_context(board);
        view! { <board::DragonBoard side=side /> }.into_any()
    }

    fn options_form(options: RwSignal<dragon::Options>) -> AnyView {
        view! { <setup::OptionsForm options=options /> }.into_any()
    }

    fn final_table(state: &GameState, seats: &[Seat]) -> AnyView {
        game_over::final_table(state, seats).into_any()
    }
}

/// The board being drawn (provided by [`GameUi::board`]).
fn board() -> Board<GameState> {
    expect_context::<Board<GameState>>()
}

/// Reads the position drawn.
pub fn with_game<T>(f: impl FnOnce(&GameState) -> T) -> Option<T> {
    Some(board().state.with(f))
}

/// Seat colour as a CSS value.
pub fn seat_colour(seat: usize) -> String {
    board().seat_colour(seat)
}

pub fn seat_name(seat: usize) -> String {
    board().seat_name(seat)
}

/// The action a click on `spot` plays for the human to move, if any.
pub fn clickable(spot: Spot) -> Option<Action> {
    let board = board();
    board.human_to_move()?;
    board.state.with(|s| spot::action_at(s, spot))
}

/// Click handler for a spot: plays its action if there is one.
pub fn on_spot(spot: Spot) -> impl Fn(leptos::ev::MouseEvent) + Copy + 'static {
    move |ev: leptos::ev::MouseEvent| {
        // A person inside a palace must not also click the palace.
        ev.stop_propagation();
        if let (Some(action), Some(live)) = (clickable(spot), board().live) {
            live.act(action);
        }
    }
}

/// Whether the last move, a bot's, touched `spot` (see `crate::pace`).
fn bot_moved(spot: Spot) -> bool {
    let board = board();
    crate::pace::last_bot_move(&board).is_some_and(|(seat, action)| {
        board
            .state
            .with(|s| spot::touched_by(s, seat, action).contains(&spot))
    })
}

/// The review's marks on `spot` (a replay at a judged decision): the moves
/// a click there would play in the position shown (the click map).
fn marks(spot: Spot) -> String {
    let board = board();
    if board.marks.with(Vec::is_empty) {
        return String::new();
    }
    let here = board.state.with(|s| spot::action_at(s, spot));
    board.mark_classes(|a| here == Some(a))
}

/// `class` for a spot: marks it when clicking it plays an action, when a
/// bot's last move touched it, and with the review's marks.
pub fn spot_class(base: impl Into<String>, spot: Spot) -> impl Fn() -> String {
    let base = base.into();
    move || {
        let action = clickable(spot);
        let hint = board().live.and_then(|l| l.current_hint());
        let class = match action {
            Some(a) if hint == Some(a) => format!("{base} can-click hinted"),
            Some(_) => format!("{base} can-click"),
            None => base.clone(),
        };
        let class = class + &marks(spot);
        if bot_moved(spot) {
            class + " bot-moved"
        } else {
            class
        }
    }
}

impl super::periods::Periods for GameState {
    const UNIT: super::periods::Unit = super::periods::Unit::Month;
    fn period(&self) -> u32 {
        self.month() as u32
    }
}
