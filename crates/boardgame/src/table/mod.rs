//! Tables: one game played on several devices. The host's device holds the
//! game (state, record, seed: the caller's, an app's session); each guest's
//! device holds one seat and sees only what that seat may see.
//!
//! - [`Seated`]: what a game adds for it: a seat's view ([`Seated::SeatView`]:
//!   everything public and that seat's own secrets, the other seats' secrets
//!   **absent**, never re-sampled) and a seat's log entry for an action
//!   ([`Seated::SeatEvent`]: an action that carries a secret in its public
//!   form for every seat but the one that played it).
//! - [`View`]: a seat's view with what a guest needs to act (the pending
//!   decision, whose turn, its legal actions when it is to move, the scores).
//! - [`HostMessage`], [`GuestMessage`]: what the two sides send each other,
//!   plain serde data (JSON on the wire). No message holds the record, the
//!   seed, the game's RNG or an action that carries a secret.
//! - [`Host`]: the host's side, a referee and a postman with no game of its
//!   own: it checks a guest's message against the caller's game (its own
//!   seat, its turn, the current position, legal by the engine: a
//!   [`Refusal`] otherwise, the game untouched), follows every action the
//!   caller plays into each seat's log, and makes each guest's message (a
//!   whole log at most once per connection, then only what is new).
//!   [`Guest`]: the guest's side.
//! - [`Gate`]: what the host lets through from one guest: a few messages a
//!   second, none over [`MAX_MESSAGE`] bytes; the rest dropped unread and
//!   counted.
//! - [`StandIn`]: the position a seat's view describes, which a guest's
//!   device draws.
//! - [`check`]: the checks every game's tests run on seeded random games.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::game::Game;

pub mod check;
mod gate;
mod guest;
mod host;

pub use gate::{Gate, Let, MAX_MESSAGE, Pace};
pub use guest::Guest;
pub use host::Host;

/// A game that can be played at a table of devices: what one seat may see.
pub trait Seated: Game {
    /// The position as one seat may see it: everything public, that seat's
    /// own secrets, and of the other seats' secrets only what is public
    /// about them (how many cards, how many pieces), never their content.
    /// No RNG, no seed, no order of a deck or supply nobody may see. Two
    /// states that differ only in what the seat cannot know give equal
    /// views ([`check`] tests it against [`Game::determinize`]).
    type SeatView: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;

    /// One entry of a seat's log: an action, and what the engine did on its
    /// own after it, as that seat may see them. The seat that played an
    /// action with a secret in it sees its own action; every other seat
    /// sees its public form. Data, worded by the guest's device.
    type SeatEvent: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;

    /// What `seat` may see of the position.
    fn seat_view(&self, seat: usize) -> Self::SeatView;

    /// `action`, played in this state (the one before it) by the seat to
    /// move, as `seat` may see it: one entry per seat and action. An action
    /// the engine refuses is its error.
    fn seen_by(&self, action: Self::Action, seat: usize) -> Result<Self::SeatEvent, Self::Error> {
        let mut all = self.seen_by_all(action)?;
        Ok(all.swap_remove(seat))
    }

    /// `action` as every seat may see it, in seat order (one apply for all
    /// seats; the host calls this once per action).
    fn seen_by_all(&self, action: Self::Action) -> Result<Vec<Self::SeatEvent>, Self::Error>;
}

/// A game a guest's device can draw from its seat's view alone: the
/// position the view describes, each game's own (what the seat cannot see
/// is a placeholder no board shows that seat). The guest's board, its
/// decision panel and its hint (which determinizes it first) start from it;
/// [`check::stand_in_check`] tests it.
pub trait StandIn: Seated {
    /// The position `view` describes, `pending` the decision the host sent
    /// beside it. Its `seat_view` for the view's seat is `view` again.
    fn stand_in(view: &Self::SeatView, pending: Option<Self::Decision>) -> Self;
}

/// A seat's view with what its guest needs to act: the message a guest
/// shows its board and decision panel from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct View<G: Seated> {
    /// The seat this view is for.
    pub seat: usize,
    pub players: usize,
    /// Actions played so far: what a decision answering this view names as
    /// its `moves_seen`.
    pub moves: usize,
    /// The pending decision (public), `None` once the game is over.
    pub pending: Option<G::Decision>,
    /// The seat that must decide now.
    pub to_move: Option<usize>,
    /// This seat's legal actions when it is to move, else empty.
    pub legal: Vec<G::Action>,
    /// Every seat's points as the game shows them ([`Game::scores`]).
    pub scores: Vec<i32>,
    /// Seats from first to last once the game is over.
    pub ranking: Option<Vec<usize>>,
    /// The position as this seat may see it.
    pub position: G::SeatView,
}

impl<G: Seated> View<G> {
    /// `seat`'s view of `game` after `moves` actions.
    pub fn of(game: &G, seat: usize, moves: usize) -> View<G> {
        let to_move = game.to_move();
        View {
            seat,
            players: game.players(),
            moves,
            pending: game.pending(),
            to_move,
            legal: if to_move == Some(seat) {
                game.legal()
            } else {
                Vec::new()
            },
            scores: game.scores(),
            ranking: game.is_over().then(|| game.ranking()),
            position: game.seat_view(seat),
        }
    }

    /// Whether this seat must decide now.
    pub fn is_my_turn(&self) -> bool {
        self.to_move == Some(self.seat)
    }
}

/// What the host sends a guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum HostMessage<G: Seated> {
    /// The guest's seat's view now, and its log entries from action `since`
    /// on (entry `i` is action `i`'s, so `since + events.len() ==
    /// view.moves`). `build`: the host's build, which the guest's must equal.
    View {
        view: View<G>,
        since: usize,
        events: Vec<G::SeatEvent>,
        build: String,
    },
    /// The guest's last message was refused; the game is unchanged.
    Refused { reason: Refusal<G> },
}

/// What a guest sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum GuestMessage<G: Seated> {
    /// The guest's build: the host plays only with its own.
    Hello { build: String },
    /// `seat`'s decision, made on the view after `moves_seen` actions.
    Decide {
        seat: usize,
        moves_seen: usize,
        action: G::Action,
    },
}

/// Why the host refused a guest's message. Data: the guest words it in its
/// own language. A refused message changes nothing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Refusal<G: Game> {
    /// The guest runs another build than the host: the two could disagree
    /// on the rules. `guest` is what the guest sent, cut to an
    /// [`excerpt`]: nothing a guest sends comes back longer.
    Build { host: String, guest: String },
    /// A decision before a hello with the host's build.
    NoHello,
    /// A decision for another seat of the table than the sender's.
    NotYourSeat { from: usize, seat: usize },
    /// A message naming a seat the table does not have (`players` seats):
    /// no refusal names a seat that does not exist.
    NoSuchSeat { players: usize },
    /// Not the seat's turn: `to_move` must decide (`None`: the game is over).
    NotYourTurn { seat: usize, to_move: Option<usize> },
    /// The decision was made on an older (or unknown) position: the host has
    /// played `moves` actions, the guest had seen `moves_seen`.
    Stale { moves_seen: usize, moves: usize },
    /// The engine refused the action; `why` is its sentence (English, for
    /// logs), the guest words its own.
    Illegal { action: G::Action, why: String },
    /// The host handed the seat to a bot (its guest was away): the bot
    /// decides for it until the host hands it back.
    WithBot { seat: usize },
}

impl<G: Game> std::fmt::Display for Refusal<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Build { host, guest } => {
                write!(f, "the guest runs build {guest:?}, the host {host:?}")
            }
            Refusal::NoHello => write!(f, "a decision before the hello"),
            Refusal::NotYourSeat { from, seat } => {
                write!(f, "seat {} decided for seat {}", from + 1, seat + 1)
            }
            Refusal::NoSuchSeat { players } => {
                write!(
                    f,
                    "a decision for a seat the table of {players} does not have"
                )
            }
            Refusal::NotYourTurn { seat, to_move } => match to_move {
                Some(s) => write!(f, "seat {} decided on seat {}'s turn", seat + 1, s + 1),
                None => write!(f, "seat {} decided after the end of the game", seat + 1),
            },
            Refusal::Stale { moves_seen, moves } => write!(
                f,
                "a decision on the position after {moves_seen} actions; {moves} were played"
            ),
            Refusal::Illegal { why, .. } => write!(f, "{why}"),
            Refusal::WithBot { seat } => {
                write!(f, "seat {} is played by a bot for now", seat + 1)
            }
        }
    }
}

/// At most this many characters of what a guest sent come back in a
/// refusal ([`excerpt`]).
pub const EXCERPT: usize = 24;

/// `text` as a refusal may quote it: whole when short, else its first
/// [`EXCERPT`] characters and a marked cut ("…[cut]").
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT) {
        None => text.to_string(),
        Some((end, _)) => format!("{}…[cut]", &text[..end]),
    }
}

/// Checks `seat`'s decision `action`, sent by the guest holding seat
/// `from` after seeing `moves_seen` of the `moves` actions `game` has
/// played, against `game` (which it never changes): refused unless `from
/// == seat`, the seat exists and is to move, `moves_seen == moves` and the
/// engine lists the action as legal (its sentence says why not).
pub fn check_decision<G: Game>(
    game: &G,
    moves: usize,
    from: usize,
    seat: usize,
    moves_seen: usize,
    action: G::Action,
) -> Result<(), Refusal<G>> {
    let players = game.players();
    if seat >= players || from >= players {
        return Err(Refusal::NoSuchSeat { players });
    }
    if from != seat {
        return Err(Refusal::NotYourSeat { from, seat });
    }
    let to_move = game.to_move();
    if to_move != Some(seat) {
        return Err(Refusal::NotYourTurn { seat, to_move });
    }
    if moves_seen != moves {
        return Err(Refusal::Stale { moves_seen, moves });
    }
    if game.legal().contains(&action) {
        return Ok(());
    }
    // Only a refused action is tried, on a copy: the engine's own words.
    let why = match game.clone().apply(action) {
        Err(e) => e.to_string(),
        Ok(()) => "not among the legal actions".to_string(),
    };
    Err(Refusal::Illegal { action, why })
}
