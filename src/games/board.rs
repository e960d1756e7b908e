//! What a board draws ([`Board`]: the live position, or a replay's), the
//! marks on it, and the live game as a board sees it ([`Playing`]). Here,
//! beside the trait that names it (`GameUi::board`); the game on screen
//! (`crate::live`) makes them.

use leptos::prelude::*;

use super::GameUi;
use crate::seats::Seat;
use crate::session::Session;

/// How a move is marked on a board: the post-game review's replay draws the
/// move played and the one Hard prefers on the board itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Played,
    Preferred,
    /// What a lesson's coach talks about now.
    Coach,
}

impl Mark {
    pub const ALL: [Mark; 2] = [Mark::Played, Mark::Preferred];

    /// The class a marked spot carries (the style sheet draws it, tests
    /// find it).
    pub fn class(self) -> &'static str {
        match self {
            Mark::Played => "mark-played",
            Mark::Preferred => "mark-preferred",
            Mark::Coach => "mark-coach",
        }
    }

    /// The mark's stable name (`data-mark` of the badges drawn in SVG).
    pub fn key(self) -> &'static str {
        match self {
            Mark::Played => "played",
            Mark::Preferred => "preferred",
            Mark::Coach => "coach",
        }
    }
}

/// What a board draws: a position, the seats, (when it is the live game)
/// the game to send clicks to, and moves to mark on it.
pub struct Board<G: GameUi> {
    pub state: Memo<G>,
    pub seats: Signal<Vec<Seat>>,
    pub live: Option<Playing<G>>,
    /// Moves drawn on the board with their mark: empty except in a replay
    /// at a decision the review judged. Each game finds a move's spot with
    /// its own click map.
    pub marks: Signal<Vec<(G::Action, Mark)>>,
}

impl<G: GameUi> Clone for Board<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Board<G> {}

impl<G: GameUi> Board<G> {
    /// The marks of the moves `here` accepts (a spot's own mapping).
    pub fn marks_where(&self, here: impl Fn(G::Action) -> bool) -> Vec<Mark> {
        self.marks.with(|marks| {
            marks
                .iter()
                .filter(|&&(action, _)| here(action))
                .map(|&(_, mark)| mark)
                .collect()
        })
    }

    /// `" mark-played"` and so on, to add to the class of the spot whose
    /// moves `here` accepts; empty (and `here` never asked) without marks.
    pub fn mark_classes(&self, here: impl Fn(G::Action) -> bool) -> String {
        if self.marks.with(Vec::is_empty) {
            return String::new();
        }
        self.marks_where(here)
            .into_iter()
            .map(|m| format!(" {}", m.class()))
            .collect()
    }

    /// The seat that may click now: a human to move in the live game.
    pub fn human_to_move(&self) -> Option<usize> {
        self.live?.session.with(|s| s.human_to_move())
    }

    pub fn seat_name(&self, seat: usize) -> String {
        self.seats
            .with(|s| s.get(seat).map(|s| s.name.clone()))
            .unwrap_or_default()
    }

    pub fn seat_colour(&self, seat: usize) -> String {
        self.seats
            .with(|s| s.get(seat).map(|s| s.colour.clone()))
            .unwrap_or_default()
    }
}

/// The live game as its board sees it: the session, where a human's click
/// goes and Hard's hint. Made by the game on screen (`crate::live::Live`).
pub struct Playing<G: GameUi> {
    pub session: ReadSignal<Session<G>>,
    /// Plays a human's choice (`Live::act`: a refusal is shown, a lesson
    /// checks it first).
    pub on_act: Callback<G::Action>,
    /// Hard's suggestion for the human to move: (moves played, action).
    pub hint: ReadSignal<Option<(usize, G::Action)>>,
}

impl<G: GameUi> Clone for Playing<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Playing<G> {}

impl<G: GameUi> Playing<G> {
    /// Plays an action chosen by a human.
    pub fn act(&self, action: G::Action) {
        self.on_act.run(action);
    }

    /// The hint for the current position, if one arrived.
    pub fn current_hint(&self) -> Option<G::Action> {
        let moves = self.session.with(|s| s.moves());
        self.hint.get().filter(|&(m, _)| m == moves).map(|(_, a)| a)
    }
}
