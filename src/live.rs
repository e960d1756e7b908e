//! The reactive side of a game on screen: the session in a signal, the
//! commands the board and panels call (play, undo, hint), and the board it
//! draws ([`crate::games::Board`]). The game's owner: it calls down into
//! `bots`, `sync` and `lesson`, which take what they need as parameters (or
//! as [`crate::sync::Page`]) and never name it.

use std::rc::Rc;

use boardgame::table::Guest;
use leptos::prelude::*;

use crate::bots;
use crate::games::{Board, GameUi, Mark, Playing};
use crate::session::{Played, Session};
use crate::store::Store;
use crate::worker::{Purpose, Ticket};

/// What a follower of a live game hears ([`Live::follow`]), in order.
pub enum Follow<'a, G: GameUi> {
    /// An action was played on this page (by its player, a bot, a guest of
    /// its table): what [`Session::play`] returned (the position after it
    /// is the session's).
    Played(&'a Played<G>),
    /// The game went back to its first `moves` actions (an undo).
    WentBack(usize),
    /// Another window's position replaced the one shown: followers start
    /// again from it.
    Replaced(&'a Session<G>),
}

/// Who follows a live game (a table's postman, the tips).
type Follower<G> = Rc<dyn Fn(Follow<'_, G>)>;

/// What [`Live::tell`] does with each follower and the session.
type Telling<'a, G> = &'a dyn Fn(&dyn Fn(Follow<'_, G>), &Session<G>);

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
    /// A guest's seat at a table of devices (`crate::devices::guest`): its
    /// decisions go to the host, which plays them; nothing is played here.
    pub send: Option<Callback<G::Action>>,
    /// That guest's seat as the host last sent it: its hint is searched
    /// from its view (the guest has no record).
    pub guest: Option<StoredValue<Guest<G>, LocalStorage>>,
    /// The rules explained as they come up (`crate::tips`); a guest's
    /// device has its own, fed from its seat's views (`Tips::remote`).
    pub tips: Option<crate::tips::Tips<G>>,
    /// Who hears of every action played here ([`Live::follow`]).
    followers: StoredValue<Vec<Follower<G>>, LocalStorage>,
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
            send: None,
            guest: None,
            tips: None,
            followers: StoredValue::new_local(Vec::new()),
        };
        let live = Live {
            tips: Some(crate::tips::Tips::new(live.session)),
            ..live
        };
        let live = match live.session.with_untracked(|s| s.lesson) {
            true => Live {
                coach: Some(crate::lesson::Coach::new()),
                ..live
            },
            false => live,
        };
        crate::sync::keep(live, store);
        let hinted = move |moves, action| {
            live.hint_pending.set(false);
            live.hint.set(Some((moves, action)));
        };
        match live.coach {
            // A lesson: its prepared moves, then (in the learner's own game)
            // the Easy bots.
            Some(coach) => {
                crate::lesson::drive(live.session, live.generation, coach);
                bots::drive(
                    live.session,
                    live.generation,
                    move |action| {
                        let _ = live.play(action);
                    },
                    hinted,
                    move |s| coach.bots_play(s),
                );
            }
            None => bots::drive(
                live.session,
                live.generation,
                move |action| {
                    let _ = live.play(action);
                },
                hinted,
                |_| true,
            ),
        }
        on_cleanup(bots::leave);
        live
    }

    /// A guest's seat on its own device: `session` is its seat's view
    /// (`GameUi::stand_in`), kept up to date by the caller from `guest`; no
    /// save, no bots, and every decision goes to `send`. Its hint is
    /// searched here, from the seat's view (`bots::seat_request`).
    pub fn remote(
        session: RwSignal<Session<G>>,
        send: Callback<G::Action>,
        guest: StoredValue<Guest<G>, LocalStorage>,
    ) -> Live<G> {
        let live = Live {
            session,
            refusal: RwSignal::new(None),
            hint: RwSignal::new(None),
            hint_pending: RwSignal::new(false),
            generation: RwSignal::new(bots::next_generation()),
            elsewhere: RwSignal::new(None),
            known: StoredValue::new(crate::sync::Known::default()),
            touched: StoredValue::new(false),
            coach: None,
            send: Some(send),
            guest: Some(guest),
            tips: Some(crate::tips::Tips::remote(session)),
            followers: StoredValue::new_local(Vec::new()),
        };
        // The guest's session keeps no record (its moves stay 0): a hint is
        // for the view it was asked on, and goes with it.
        Effect::new(move |last: Option<Option<usize>>| {
            session.track();
            let moves = live.seat_moves();
            if last.is_some_and(|l| l != moves) {
                live.hint.set(None);
                live.hint_pending.set(false);
            }
            moves
        });
        bots::take_hints::<G>(
            move || live.ticket(),
            move |_, action| {
                live.hint_pending.set(false);
                let moves = live.session.with_untracked(|s| s.moves());
                live.hint.set(Some((moves, action)));
            },
        );
        on_cleanup(bots::leave);
        live
    }

    /// A guest's position: the actions played at the host when its seat's
    /// view was sent.
    fn seat_moves(&self) -> Option<usize> {
        self.guest?
            .try_with_value(|g| g.view().map(|v| v.moves))
            .flatten()
    }

    /// The position bot answers must be for (a guest's: its seat's view).
    pub fn ticket(&self) -> Option<Ticket> {
        let ticket = bots::ticket(self.session, self.generation)?;
        match self.guest {
            Some(_) => Some(Ticket {
                moves: self.seat_moves()?,
                ..ticket
            }),
            None => Some(ticket),
        }
    }

    /// Plays an action chosen by a human; a refusal is shown, never lost.
    pub fn act(&self, action: G::Action) {
        if let Some(send) = self.send {
            send.run(action);
            return;
        }
        if let Some(coach) = self.coach {
            let moves = self.session.with_untracked(|s| s.moves());
            let allowed = coach.allows(moves, action);
            coach.why.set(allowed.clone().err());
            if allowed.is_err() {
                return;
            }
        }
        self.touched.set_value(true);
        let result = self.play(action);
        self.refusal.set(result.err());
    }

    /// Plays `action` for whoever must decide (the player here, a bot, a
    /// guest of this page's table), and tells the followers; a refused
    /// action changes nothing.
    pub fn play(&self, action: G::Action) -> Result<(), G::Error> {
        // A page already gone plays nothing (a late bot answer).
        let Some(result) = self.session.try_update(|s| s.play(action)) else {
            return Ok(());
        };
        let played = result?;
        self.tell(&|f, _| f(Follow::Played(&played)));
        Ok(())
    }

    /// Calls `f` for every action played here, every undo and every
    /// position from another window, in order, as long as the page shows
    /// the game: the seam a table's postman and the tips follow the game
    /// by.
    pub fn follow(&self, f: impl Fn(Follow<'_, G>) + 'static) {
        self.followers.update_value(|v| v.push(Rc::new(f)));
    }

    /// Calls `each` with every follower and the session as it is now.
    fn tell(&self, each: Telling<'_, G>) {
        let followers = self.followers.with_value(|v| v.clone());
        if followers.is_empty() {
            return;
        }
        self.session.with_untracked(|s| {
            for f in &followers {
                each(f.as_ref(), s);
            }
        });
    }

    /// Takes back the humans' last decision (and the bots' replies).
    pub fn undo(&self) {
        let mut done = false;
        self.session.update(|s| done = s.undo());
        if done {
            self.forget_position();
            let moves = self.session.with_untracked(|s| s.moves());
            self.tell(&|f, _| f(Follow::WentBack(moves)));
        }
    }

    /// Another position replaced the one shown (an undo, or another
    /// window's): bot answers, a hint and a refusal for it are stale.
    fn forget_position(&self) {
        self.generation.set(bots::next_generation());
        self.refusal.set(None);
        self.hint.set(None);
        self.hint_pending.set(false);
    }

    /// Asks the worker what Hard would do for the human to move (a
    /// guest: for its seat, from its seat's view).
    pub fn ask_hint(&self) {
        if let (Some(guest), Some(ticket)) = (self.guest, self.ticket()) {
            let request = guest
                .try_with_value(|g| {
                    g.view()
                        .and_then(|v| bots::seat_request(v, &ticket.game, ticket.generation))
                })
                .flatten();
            if let Some(request) = request {
                self.hint_pending.set(true);
                bots::dispatch(request);
            }
            return;
        }
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

    /// The board of the live game.
    pub fn board(self) -> Board<G> {
        let live = self;
        Board {
            state: Memo::new(move |_| live.session.with(|s| s.state.clone())),
            seats: Signal::derive(move || live.session.with(|s| s.seats.clone())),
            live: Some(Playing {
                session: live.session.read_only(),
                on_act: Callback::new(move |action| live.act(action)),
                hint: live.hint.read_only(),
            }),
            // A lesson's board shows what the coach talks about.
            marks: Signal::derive(move || match live.coach {
                Some(coach) => {
                    let (moves, over) = live.session.with(|s| (s.moves(), s.state.is_over()));
                    coach
                        .highlights(moves, over)
                        .into_iter()
                        .map(|a| (a, Mark::Coach))
                        .collect()
                }
                None => Vec::new(),
            }),
        }
    }
}

/// What `sync` keeps in step with the save.
impl<G: GameUi> crate::sync::Page<G> for Live<G> {
    fn session(self) -> RwSignal<Session<G>> {
        self.session
    }
    fn known(self) -> StoredValue<crate::sync::Known> {
        self.known
    }
    fn touched(self) -> StoredValue<bool> {
        self.touched
    }
    fn elsewhere(self) -> RwSignal<Option<crate::sync::Elsewhere>> {
        self.elsewhere
    }
    fn replaced(self) {
        self.forget_position();
        self.tell(&|f, s| f(Follow::Replaced(s)));
    }
}
