//! China in the app: our own SVG board drawn from the `china` crate's board
//! data, the hand, display and piles, the players' list, the click map,
//! action labels, log sentences, the setup options and the score table. The
//! rules are the `china` crate's; everything here asks it.

mod game_over;
mod labels;
mod log;
mod map;
mod placement;
mod rules;
mod setup;
mod spot;
mod tableau;
mod text;

use std::ops::RangeInclusive;

use china::{Action, Colour, GameState};
use leptos::prelude::*;

use crate::ui::zoom::Zoomable;

use super::GameUi;
use crate::games::{Board, Mark};
use crate::seats::{ColourName, Seat, SeatColour};
use crate::ui::pass_screen::Curtain;
pub use spot::Spot;
use text::{Msg, tr};

type Log<G> = Vec<crate::session::LogEntry<G>>;

impl GameUi for GameState {
    const TABLE: bool = true;

    /// The action as played (China's actions name no secret; a draw's card is only in `drew`, never worded) and the engine's steps after it.
    fn seat_log(events: &[Self::SeatEvent], first: usize, _: Option<Self::Decision>) -> Log<Self> {
        super::seated::seat_log(events, first, |e| {
            (e.seat, e.decision, e.action, (), &e.happenings)
        })
    }

    const PLAYERS: RangeInclusive<usize> = 3..=5;
    const COLOURS: &'static [SeatColour] = &COLOURS;

    fn default_options(players: usize) -> china::Options {
        china::Options::new(players as u8)
    }

    fn set_players(options: &mut china::Options, players: usize) {
        options.set_players(players as u8);
    }

    fn refusal(error: &china::RuleError) -> String {
        match error {
            china::RuleError::BadOptions(why) => tr(Msg::BadOptions(*why)),
            china::RuleError::GameOver => tr(Msg::GameIsOver),
            china::RuleError::Illegal { why, .. } => tr(Msg::Illegal(*why)),
        }
    }

    fn board(board: Board<GameState>, side: AnyView) -> AnyView {
        let curtain = Curtain::new(board);
        provide_context(Drawn {
            board,
            fortify: RwSignal::new(false),
            curtain,
        });
        let main = || {
            view! {
                <Zoomable class="china-map-wrap"><map::Map /></Zoomable>
                <tableau::Tableau />
            }
            .into_any()
        };
        view! { <div class="china">{curtain.wrap(board, main, side)}</div> }.into_any()
    }

    fn options_form(options: RwSignal<china::Options>) -> AnyView {
        view! { <setup::OptionsForm options=options /> }.into_any()
    }

    fn final_table(state: &GameState, seats: &[Seat]) -> AnyView {
        game_over::final_table(state, seats).into_any()
    }

    /// Players still tied after the tie-break share the victory (C-11.3).
    fn winners(&self) -> Vec<usize> {
        GameState::winners(self).to_vec()
    }
}

/// The board being drawn (provided by [`GameUi::board`]): the position and
/// whether the next click on a site puts the fortification.
#[derive(Clone, Copy)]
struct Drawn {
    board: Board<GameState>,
    fortify: RwSignal<bool>,
    /// Whose hand may be shown; the hand-over screen between two humans.
    curtain: Curtain,
}

fn drawn() -> Drawn {
    expect_context::<Drawn>()
}

/// Reads the position drawn.
fn with_game<T>(f: impl FnOnce(&GameState) -> T) -> T {
    drawn().board.state.with(f)
}

/// The seat colours China offers (its defaults in this order): none of
/// them is a card colour (purple, red, green, orange, yellow), so a house is
/// never mistaken for a province's colour; each piece also carries its
/// owner's letter.
pub const COLOURS: [SeatColour; 5] = [
    SeatColour {
        css: "#1d4fa3",
        name: ColourName::Blue,
    },
    SeatColour {
        css: "#1b1b1b",
        name: ColourName::Black,
    },
    SeatColour {
        css: "#f7f7f2",
        name: ColourName::White,
    },
    SeatColour {
        css: "#7c7c7c",
        name: ColourName::Grey,
    },
    SeatColour {
        css: "#19a7bd",
        name: ColourName::Cyan,
    },
];

/// Fill and letter colour of a seat's pieces: the seat's colour.
fn piece_colour(seat: usize) -> (String, &'static str) {
    let fill = drawn().board.seat_colour(seat);
    let ink = crate::seats::ink_on(&fill);
    (fill, ink)
}

/// The letter on a seat's pieces: the name's initial, or the seat number
/// when two names share an initial.
fn seat_letter(seat: usize) -> String {
    let board = drawn().board;
    board.seats.with(|seats| letters(seats)[seat].clone())
}

fn letters(seats: &[Seat]) -> Vec<String> {
    let initial = |s: &Seat| crate::seats::initial(&s.name).unwrap_or_default();
    let initials: Vec<String> = seats.iter().map(initial).collect();
    initials
        .iter()
        .enumerate()
        .map(|(i, l)| {
            if l.is_empty() || initials.iter().filter(|o| *o == l).count() > 1 {
                (i + 1).to_string()
            } else {
                l.clone()
            }
        })
        .collect()
}

fn seat_name(seat: usize) -> String {
    drawn().board.seat_name(seat)
}

/// The suggested card colour of the board data.
fn card_hex(colour: Colour) -> &'static str {
    china::board()
        .data
        .card_colours
        .get(colour.name())
        .map_or("", |c| c.hex)
}

/// Whose hand is shown: the shell's hot-seat rule (the only human; with
/// several, the one who took the screen last; nobody's in a replay with
/// several humans). Never another seat's hand.
fn viewer() -> Option<usize> {
    drawn().curtain.viewer.get()
}

/// The action a click on `spot` plays for the human to move, if any.
fn clickable(spot: Spot) -> Option<Action> {
    let t = drawn();
    t.board.human_to_move()?;
    let spot = match spot {
        Spot::Site { site, .. } => Spot::Site {
            site,
            fortify: t.fortify.get(),
        },
        other => other,
    };
    t.board.state.with(|s| spot::action_at(s, spot))
}

/// Plays the action at `spot`, if there is one.
fn click(spot: Spot) {
    let t = drawn();
    if let (Some(action), Some(live)) = (clickable(spot), t.board.live) {
        t.fortify.set(false);
        live.act(action);
    }
}

/// The review's marks on `spot` (a replay at a judged decision).
fn marks(spot: Spot) -> Vec<Mark> {
    drawn()
        .board
        .marks_where(|a| spot::marked_at(a) == Some(spot))
}

/// Whether `spot` carries `mark`.
fn marked(spot: Spot, mark: Mark) -> bool {
    marks(spot).contains(&mark)
}

/// Whether `action` is the hint shown now.
fn hinted(action: Option<Action>) -> bool {
    let hint = drawn().board.live.and_then(|l| l.current_hint());
    action.is_some() && hint == action
}

impl super::periods::Periods for GameState {
    const UNIT: super::periods::Unit = super::periods::Unit::Round;
    fn period(&self) -> u32 {
        self.round() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::tests::seats;

    #[test]
    fn letters_are_initials_unless_two_names_share_one() {
        let mut seats = seats(4, &[0]);
        seats[0].name = "anna".into();
        seats[1].name = "Ben".into();
        seats[2].name = "Bo".into();
        seats[3].name = "Chen".into();
        assert_eq!(letters(&seats), ["A", "2", "3", "C"]);
    }

    #[test]
    fn piece_colours_are_not_card_colours() {
        for fill in COLOURS.map(|c| c.css) {
            for colour in Colour::ALL {
                assert_ne!(fill.to_lowercase(), card_hex(colour).to_lowercase());
            }
        }
    }
}
