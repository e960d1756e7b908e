//! The reactive side of a game on screen: the session in a signal, the
//! commands the board and panels call (play, undo, hint), and what a board
//! draws ([`Board`]: the live position, or a replay's).

use leptos::prelude::*;

use crate::bots;
use crate::games::GameUi;
use crate::seats::Seat;
use crate::session::Session;
use crate::store::Store;
use crate::worker::{Purpose, Ticket};

/// A game being played.
pub struct Live<G: GameUi> {
    pub session: RwSignal<Session<G>>,
    /// The engine's refusal of the last action, shown in the decision panel.
    pub refusal: RwSignal<Option<G::Error>>,
    /// Hard's suggestion for the human to move: (moves played, action).
    pub hint: RwSignal<Option<(usize, G::Action)>>,
    /// A hint is being computed.
    pub hint_pending: RwSignal<bool>,
    /// Bot answers for another generation are stale (see `bots`).
    pub generation: RwSignal<u64>,
    /// What another window did to this game, when the player must hear of
    /// it (see `sync`).
    pub elsewhere: RwSignal<Option<crate::sync::Elsewhere>>,
    /// The save this page last read or wrote (see `sync`).
    pub(crate) known: StoredValue<crate::sync::Known>,
    /// The player here has decided since the position was read: a newer
    /// position from elsewhere then waits to be asked for.
    pub(crate) touched: StoredValue<bool>,
    /// The coach of a "Learn to play" lesson (`crate::lesson`).
    pub coach: Option<crate::lesson::Coach<G>>,
}

impl<G: GameUi> Clone for Live<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Live<G> {}

impl<G: GameUi> Live<G> {
    /// Puts a session on screen: saves it after every change, follows what
    /// other windows do to it (`sync`) and lets the bot seats play. Lives as
    /// long as the calling component.
    pub fn new(session: Session<G>, store: Store) -> Live<G> {
        let known = crate::sync::Known::read(&session, store);
        let live = Live {
            session: RwSignal::new(session),
            refusal: RwSignal::new(None),
            hint: RwSignal::new(None),
            hint_pending: RwSignal::new(false),
            generation: RwSignal::new(bots::next_generation()),
            elsewhere: RwSignal::new(None),
            known: StoredValue::new(known),
            touched: StoredValue::new(false),
            coach: None,
        };
        let live = match live.session.with_untracked(|s| s.lesson) {
            true => Live {
                coach: Some(crate::lesson::Coach::new()),
                ..live
            },
            false => live,
        };
        crate::sync::keep(live, store);
        match live.coach {
            Some(coach) => crate::lesson::drive(live, coach),
            None => bots::drive(live),
        }
        on_cleanup(bots::leave);
        live
    }

    /// The position bot answers must be for.
    pub fn ticket(&self) -> Option<Ticket> {
        let generation = self.generation.try_get_untracked()?;
        self.session.try_with_untracked(|s| Ticket {
            game: s.id.clone(),
            moves: s.moves(),
            generation,
        })
    }

    /// Plays an action chosen by a human; a refusal is shown, never lost.
    pub fn act(&self, action: G::Action) {
        if let Some(coach) = self.coach {
            let moves = self.session.with_untracked(|s| s.moves());
            let allowed = coach.allows(moves, action);
            coach.why.set(allowed.clone().err());
            if allowed.is_err() {
                return;
            }
        }
        let mut result = Ok(());
        self.touched.set_value(true);
        self.session.update(|s| result = s.play(action));
        self.refusal.set(result.err());
    }

    /// Takes back the humans' last decision (and the bots' replies).
    pub fn undo(&self) {
        let mut done = false;
        self.session.update(|s| done = s.undo());
        if done {
            self.generation.set(bots::next_generation());
            self.refusal.set(None);
            self.hint.set(None);
            self.hint_pending.set(false);
        }
    }

    /// Asks the worker what Hard would do for the human to move.
    pub fn ask_hint(&self) {
        if let Some(ticket) = self.ticket() {
            let request = self.session.with_untracked(|s| {
                s.human_to_move()?;
                Some(bots::request(
                    s,
                    ticket,
                    Purpose::Hint,
                    boardgame::Level::Hard,
                ))
            });
            if let Some(request) = request {
                self.hint_pending.set(true);
                // Counted (and saved) for the record against the bots.
                self.session.update(|s| s.hints += 1);
                bots::dispatch(request);
            }
        }
    }

    /// The hint for the current position, if one arrived.
    pub fn current_hint(&self) -> Option<G::Action> {
        let moves = self.session.with(|s| s.moves());
        self.hint.get().filter(|&(m, _)| m == moves).map(|(_, a)| a)
    }
}

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
    pub live: Option<Live<G>>,
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
    /// The board of the live game.
    pub fn live(live: Live<G>) -> Board<G> {
        Board {
            state: Memo::new(move |_| live.session.with(|s| s.state.clone())),
            seats: Signal::derive(move || live.session.with(|s| s.seats.clone())),
            live: Some(live),
            // A lesson's board shows what the coach talks about.
            marks: Signal::derive(move || match live.coach {
                Some(coach) => {
                    let moves = live.session.with(|s| s.moves());
                    coach
                        .highlights(moves)
                        .into_iter()
                        .map(|a| (a, Mark::Coach))
                        .collect()
                }
                None => Vec::new(),
            }),
        }
    }

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
