//! Dschingis Khan in the app: the board drawn as SVG from the crate's board
//! data, the click map, action labels, log sentences, the setup options and
//! the per-village score table. The rules are the `dschingis-khan` crate's;
//! everything here asks it. Hidden kinds are drawn only for the seat whose
//! knowledge is on screen (see `crate::ui::pass_screen`).

mod board;
mod game_over;
mod labels;
mod log;
mod players;
mod refusal;
mod rules;
mod seated;
mod setup;
mod spot;
mod text;
#[cfg(test)]
mod words_tests;

use std::ops::RangeInclusive;

use dschingis_khan::GameState;
use leptos::prelude::*;

use super::GameUi;
use crate::games::Board;
use crate::seats::Seat;
use crate::ui::pass_screen::Curtain;

pub use spot::Spot;

impl GameUi for GameState {
    const TABLE: bool = true;

    fn seat_log(
        events: &[Self::SeatEvent],
        first: usize,
        pending: Option<Self::Decision>,
    ) -> Vec<crate::session::LogEntry<Self>> {
        seated::seat_log(events, first, pending)
    }

    const PLAYERS: RangeInclusive<usize> = 2..=4;

    fn default_options(players: usize) -> dschingis_khan::Options {
        dschingis_khan::Options::new(players as u8)
    }

    fn set_players(options: &mut dschingis_khan::Options, players: usize) {
        options.players = players as u8;
        if options.start_player.is_some_and(|s| s as usize >= players) {
            options.start_player = None;
        }
    }

    fn refusal(error: &dschingis_khan::RuleError) -> String {
        refusal::refusal(error)
    }

    fn board(board: Board<GameState>, side: AnyView) -> AnyView {
        provide_context(board);
        let curtain = Curtain::new(board);
        provide_context(curtain);
        let selection = RwSignal::new(Vec::<Spot>::new());
        provide_context(Selection(selection));
        // A new position forgets a half-made selection.
        Effect::new(move |_| {
            board.state.track();
            selection.set(Vec::new());
        });
        curtain.wrap(board, || view! { <board::KhanBoard /> }.into_any(), side)
    }

    fn options_form(options: RwSignal<dschingis_khan::Options>) -> AnyView {
        view! { <setup::OptionsForm options=options /> }.into_any()
    }

    fn final_table(state: &GameState, seats: &[Seat]) -> AnyView {
        game_over::final_table(state, seats).into_any()
    }

    /// Players still tied after the tie-break share the victory (D-12.3).
    fn winners(&self) -> Vec<usize> {
        if boardgame::Game::is_over(self) {
            GameState::winners(self)
        } else {
            Vec::new()
        }
    }
}

/// The clicks made so far towards an action (see `spot`).
#[derive(Clone, Copy)]
pub struct Selection(pub RwSignal<Vec<Spot>>);

/// The board being drawn (provided by [`GameUi::board`]).
fn board() -> Board<GameState> {
    expect_context::<Board<GameState>>()
}

/// Whose knowledge is drawn: `None` = only what is public. Once the game is
/// over every piece on the board is revealed by the engine (D-10.4).
pub fn viewer() -> Option<usize> {
    expect_context::<Curtain>().viewer.get()
}

/// Reads the position drawn.
pub fn with_game<T>(f: impl FnOnce(&GameState) -> T) -> T {
    board().state.with(f)
}

pub fn seat_colour(seat: usize) -> String {
    board().seat_colour(seat)
}

pub fn seat_name(seat: usize) -> String {
    board().seat_name(seat)
}

/// The seat's letter: the first letter of its name (the second cue beside
/// its colour).
pub fn seat_letter(seat: usize) -> String {
    crate::seats::letter(&seat_name(seat), seat)
}

/// The human to move in the live game.
pub fn human_to_move() -> Option<usize> {
    board().human_to_move()
}

fn selection() -> RwSignal<Vec<Spot>> {
    expect_context::<Selection>().0
}

/// What a click on `spot` would do for the human to move now.
fn click_of(spot: Spot) -> spot::Click {
    let board = board();
    if board.live.is_none() || board.human_to_move().is_none() {
        return spot::Click::Nothing;
    }
    let chosen = selection().get();
    board.state.with(|s| spot::click(s, &chosen, spot))
}

/// Click handler for a spot: plays its action, or keeps the selection.
pub fn on_spot(spot: Spot) -> impl Fn(leptos::ev::MouseEvent) + Copy + 'static {
    move |ev: leptos::ev::MouseEvent| {
        ev.stop_propagation();
        match click_of(spot) {
            spot::Click::Play(action) => {
                selection().set(Vec::new());
                if let Some(live) = board().live {
                    live.act(action);
                }
            }
            spot::Click::Select(s) => selection().set(s),
            spot::Click::Nothing => selection().set(Vec::new()),
        }
    }
}

/// `class` for a spot: marks it when a click there does something, when it
/// is part of the selection, and when it is Hard's hint.
pub fn spot_class(base: impl Into<String>, spot: Spot) -> impl Fn() -> String {
    let base = base.into();
    move || {
        let mut class = base.clone();
        if selection().with(|s| s.contains(&spot)) {
            class.push_str(" selected");
        }
        match click_of(spot) {
            spot::Click::Nothing => {}
            spot::Click::Play(a) => {
                class.push_str(" can-click");
                if board().live.and_then(|l| l.current_hint()) == Some(a) {
                    class.push_str(" hinted");
                }
            }
            spot::Click::Select(_) => class.push_str(" can-click"),
        }
        if crate::pace::last_bot_move(&board())
            .is_some_and(|(_, a)| spot::touched_by(a) == Some(spot))
        {
            class.push_str(" bot-moved");
        }
        class.push_str(&board().mark_classes(|a| spot::marked_at(a) == Some(spot)));
        class
    }
}

impl super::periods::Periods for GameState {
    const UNIT: super::periods::Unit = super::periods::Unit::Round;
    /// The game scores once, at the end (D-12); before that its score is 0.
    /// The chart shows the engine's D-12.2 totals as the stacks stood at the
    /// end of each round (every piece is revealed by then).
    const PROVISIONAL: bool = true;
    fn period(&self) -> u32 {
        self.round()
    }
    fn standing(&self) -> Vec<i32> {
        self.totals()
    }
}

#[cfg(test)]
mod tests {
    use boardgame::Game;
    use boardgame::{Budget, Level};

    use super::*;
    use crate::bots::request;
    use crate::seats::tests::seats;
    use crate::session::tests::{play_random, start};
    use crate::worker::Answer;
    use crate::worker::{Purpose, Ticket, answer_with};

    /// D-10.3: the worker gets the seat's view (hidden kinds re-sampled),
    /// never the real state, and answers with a legal action.
    #[test]
    fn a_bot_gets_only_its_seats_view_and_answers_legally() {
        let mut s = start::<GameState>(seats(3, &[]), dschingis_khan::Options::new(3), 5);
        play_random(&mut s, 40, 2);
        let seat = s.state.pending().unwrap().player;
        for level in Level::ALL {
            let ticket = Ticket {
                game: "k".into(),
                moves: s.moves(),
                generation: 1,
            };
            let req = request(&s, ticket, Purpose::Move, level);
            let Some(crate::worker::View::DschingisKhan(view)) = req.view() else {
                panic!("a Dschingis Khan view")
            };
            assert_ne!(
                view, s.state,
                "the RNG and the hidden parts were re-sampled"
            );
            assert_eq!(view.players()[seat].pieces, s.state.players()[seat].pieces);
            assert_eq!(view.legal(), s.state.legal());
            let reply = answer_with(&req, Budget::Iterations(30)).unwrap();
            let Answer::DschingisKhan(action) = reply.answer else {
                panic!("a Dschingis Khan answer")
            };
            assert!(s.state.legal().contains(&action));
        }
    }
}
