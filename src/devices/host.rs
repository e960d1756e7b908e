//! The host's page at a table of devices: beside the session, which owns
//! the game, the rules' [`Host`] as referee and postman (it checks a
//! guest's decision against the session's game, which then plays it like
//! a local one, and makes each seat's view and log entries from the
//! session's states as it plays: [`Live::follow`]); one link per guest
//! seat (`crate::net`), each behind a [`Gate`] (a few messages a second,
//! none over the size limit; the rest dropped unread and counted). Every
//! change of the session goes to every connected guest as its seat's view
//! and the log entries it lacks.

use std::rc::Rc;

use boardgame::table::{Gate, GuestMessage, Host, HostMessage, Let};
use leptos::prelude::*;

use super::tag::Tag;
use super::wire::{ToGuest, ToHost, read_from_guest, write};
use crate::games::{GameKind, GameUi, OfKind};
use crate::live::{Follow, Live};
use crate::net::{Link, LinkError, LinkEvent};
use crate::seats::Controller;
use crate::session::Session;

/// A guest seat as the host's table panel shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SeatLink {
    /// No join code yet (being made).
    Making,
    /// The join code is out; waiting for the guest's reply code.
    /// `mistyped`: why the last reply code typed could not be used (the
    /// join code stays: the host types the reply again).
    Waiting {
        join: String,
        mistyped: Option<LinkError>,
    },
    /// The reply code is in; the channel is opening.
    Opening { join: String },
    /// The guest is connected (and said hello).
    Connected,
    /// The guest was connected and is gone: a new code pair brings it back.
    Away,
    /// The connection could not be made (why, worded by the screen).
    Failed { why: LinkError },
}

impl SeatLink {
    pub fn is_connected(&self) -> bool {
        *self == SeatLink::Connected
    }
}

/// What the host did not take from a seat's guest, for its row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unheard {
    /// Read and refused (garbled, another seat's decision, off turn, …).
    pub refused: u64,
    /// Dropped unread (too many a second, too long).
    pub dropped: u64,
}

/// A table being hosted.
pub struct Hosting<G: GameUi> {
    live: Live<G>,
    host: StoredValue<Host<G>, LocalStorage>,
    links: StoredValue<Vec<Option<Rc<Link>>>, LocalStorage>,
    gates: StoredValue<Vec<Gate>>,
    /// Per seat: its guest's link (guest seats only).
    pub state: RwSignal<Vec<Option<SeatLink>>>,
    /// Per seat: the messages of its guest refused or dropped.
    pub unheard: RwSignal<Vec<Unheard>>,
}

impl<G: GameUi> Clone for Hosting<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Hosting<G> {}

/// The guest seats of a session.
pub fn guest_seats<G: GameUi>(session: &Session<G>) -> Vec<usize> {
    (0..session.seats.len())
        .filter(|&s| session.seats[s].guest)
        .collect()
}

impl<G: GameUi> Hosting<G> {
    /// Hosts the guest seats of `live`'s game (none: `None`): a join code
    /// for each, and the guests' views after every change. Lives as long as
    /// the calling component.
    pub fn new(live: Live<G>) -> Option<Hosting<G>> {
        let session = live.session;
        let (record, seats) = session.with_untracked(|s| (s.record.clone(), guest_seats(s)));
        if seats.is_empty() {
            return None;
        }
        // The logs of a game already under way, once.
        let host = Host::resume(&record, crate::net::build::build_id()).ok()?;
        let players = session.with_untracked(|s| s.seats.len());
        let hosting = Hosting {
            live,
            host: StoredValue::new_local(host),
            links: StoredValue::new_local(vec![None; players]),
            gates: StoredValue::new(vec![Gate::default(); players]),
            state: RwSignal::new(vec![None; players]),
            unheard: RwSignal::new(vec![Unheard::default(); players]),
        };
        for seat in seats {
            hosting.offer(seat);
        }
        live.follow(move |event| hosting.follow(event));
        // Every change of the game or the seats goes to the guests.
        Effect::new(move |_| {
            session.with(|s| (s.moves(), s.seats.clone()));
            hosting.broadcast();
        });
        crate::platform::keep_awake(true);
        on_cleanup(move || {
            crate::platform::keep_awake(false);
            hosting.links.with_value(|links| {
                for link in links.iter().flatten() {
                    link.close();
                }
            })
        });
        Some(hosting)
    }

    pub fn session(&self) -> RwSignal<Session<G>> {
        self.live.session
    }

    /// The postman follows the session: each action's log entries from the
    /// position before it; an undo cuts the logs (the guests get the new
    /// position with the next broadcast, no new hello).
    fn follow(&self, event: Follow<'_, G>) {
        self.host.try_update_value(|host| match event {
            Follow::Played(played) => {
                let _ = host.played(&played.before, played.action);
            }
            Follow::WentBack(moves) => host.went_back(moves),
            Follow::Replaced(session) => {
                // Another window's game: its logs made once, every guest
                // greeted as before and sent its whole log again.
                let build = host.build().to_string();
                if let Ok(mut again) = Host::resume(&session.record, build) {
                    for seat in 0..again.players() {
                        if host.greeted(seat) {
                            let hello = GuestMessage::Hello {
                                build: again.build().to_string(),
                            };
                            let _ = again.accept(&session.state, session.moves(), seat, hello, 0);
                        }
                    }
                    *host = again;
                }
            }
        });
    }

    fn set(&self, seat: usize, state: SeatLink) {
        self.state.update(|s| {
            if let Some(slot) = s.get_mut(seat) {
                *slot = Some(state);
            }
        });
    }

    /// A new join code for `seat` (its old link, if any, closed).
    pub fn offer(&self, seat: usize) {
        let this = *self;
        if let Some(old) = self.links.with_value(|l| l.get(seat).cloned().flatten()) {
            old.close();
        }
        self.links.update_value(|l| l[seat] = None);
        self.host.update_value(|h| h.connected(seat));
        self.set(seat, SeatLink::Making);
        let id = self.session().with_untracked(|s| s.id.clone());
        let game = GameKind::ALL
            .iter()
            .position(|&k| k == <G as OfKind>::KIND)
            .unwrap_or(0);
        let tag = Tag::new(game, seat, &id).text();
        wasm_bindgen_futures::spawn_local(async move {
            match Link::host(crate::net::stun(), &tag).await {
                Ok((link, join)) => {
                    let link = Rc::new(link);
                    let weak = Rc::downgrade(&link);
                    link.on_event(move |event| {
                        // A link replaced since speaks no more.
                        let current = this.links.try_with_value(|l| {
                            l.get(seat)
                                .cloned()
                                .flatten()
                                .is_some_and(|c| weak.upgrade().is_some_and(|w| Rc::ptr_eq(&c, &w)))
                        });
                        if current == Some(true) {
                            this.on_event(seat, event);
                        }
                    });
                    this.links.update_value(|l| l[seat] = Some(link));
                    this.set(
                        seat,
                        SeatLink::Waiting {
                            join,
                            mistyped: None,
                        },
                    );
                }
                Err(why) => this.set(seat, SeatLink::Failed { why }),
            }
        });
    }

    /// The guest's reply code for `seat`. An empty, mistyped or wrong code
    /// keeps the join code: the row says why and the host types it again.
    pub fn complete(&self, seat: usize, reply: String) {
        let this = *self;
        let Some(link) = self.links.with_value(|l| l.get(seat).cloned().flatten()) else {
            return;
        };
        let join = match self
            .state
            .with_untracked(|s| s.get(seat).cloned().flatten())
        {
            Some(SeatLink::Waiting { join, .. }) | Some(SeatLink::Opening { join }) => join,
            _ => String::new(),
        };
        let reply = reply.trim().to_string();
        if reply.is_empty() {
            let mistyped = Some(LinkError::Code(crate::net::code::CodeError::Empty));
            self.set(seat, SeatLink::Waiting { join, mistyped });
            return;
        }
        self.set(seat, SeatLink::Opening { join: join.clone() });
        wasm_bindgen_futures::spawn_local(async move {
            match link.complete(&reply).await {
                Ok(()) => {}
                // The code was not taken: the link still waits for one.
                Err(why @ LinkError::Code(_)) => this.set(
                    seat,
                    SeatLink::Waiting {
                        join,
                        mistyped: Some(why),
                    },
                ),
                Err(why) => this.set(seat, SeatLink::Failed { why }),
            }
        });
    }

    fn on_event(&self, seat: usize, event: LinkEvent) {
        match event {
            LinkEvent::Open => {}
            LinkEvent::Message(text) => self.on_message(seat, &text),
            LinkEvent::Closed => {
                self.host.update_value(|h| h.connected(seat));
                let was = self
                    .state
                    .with_untracked(|s| s.get(seat).cloned().flatten());
                if was.is_some_and(|s| s.is_connected()) {
                    self.set(seat, SeatLink::Away);
                }
            }
        }
    }

    fn send(&self, seat: usize, message: HostMessage<G>) {
        let seats = self.session().with_untracked(|s| s.seats.clone());
        let text = write(&ToGuest { seats, message });
        if let Some(link) = self.links.with_value(|l| l.get(seat).cloned().flatten()) {
            let _ = link.send(&text);
        }
    }

    /// Counts a message of `seat`'s guest that was not taken.
    fn unheard(&self, seat: usize) {
        let gate = self.gates.with_value(|g| g[seat].clone());
        self.unheard.update(|u| {
            u[seat] = Unheard {
                refused: gate.refused,
                dropped: gate.dropped,
            }
        });
    }

    /// A guest's message, past its gate: a hello (the seat is connected
    /// once accepted) or a decision, which the referee checks against the
    /// session's game before the session plays it. A garbled or refused
    /// message is counted; a refusal goes back (quoting nothing long).
    fn on_message(&self, seat: usize, text: &str) {
        let now = crate::platform::now_ms();
        let admitted = self
            .gates
            .try_update_value(|g| g[seat].admit(now, text.len()));
        if admitted != Some(Let::In) {
            self.unheard(seat);
            return;
        }
        let Some(ToHost::<G> { since, message }) = read_from_guest(text) else {
            self.gates.update_value(|g| g[seat].refuse());
            self.unheard(seat);
            return;
        };
        let hello = matches!(message, GuestMessage::Hello { .. });
        // A seat the host handed to a bot is the bot's to play: its guest
        // (back, or never gone) cannot decide for it beside the bot.
        let with_bot = self.session().with_untracked(|s| {
            s.seats
                .get(seat)
                .is_some_and(|s| s.controller == Controller::Bot)
        });
        if with_bot && !hello {
            self.refused(seat, boardgame::table::Refusal::WithBot { seat });
            return;
        }
        let verdict = self.session().with_untracked(|s| {
            self.host
                .try_update_value(|h| h.accept(&s.state, s.moves(), seat, message, since))
        });
        match verdict {
            None => {}
            Some(Ok(None)) => {
                if hello {
                    self.set(seat, SeatLink::Connected);
                }
                self.send_view(seat);
            }
            // The session plays it (saves it, its bots answer); the guests
            // hear of it from the broadcast that follows.
            Some(Ok(Some(action))) => {
                if let Err(e) = self.live.play(action) {
                    let reason = boardgame::table::Refusal::Illegal {
                        action,
                        why: e.to_string(),
                    };
                    self.refused(seat, reason);
                }
            }
            Some(Err(reason)) => self.refused(seat, reason),
        }
    }

    fn refused(&self, seat: usize, reason: boardgame::table::Refusal<G>) {
        self.gates.update_value(|g| g[seat].refuse());
        self.unheard(seat);
        self.send(seat, HostMessage::Refused { reason });
    }

    /// `seat`'s view of the session's game and the log entries its guest
    /// lacks.
    fn send_view(&self, seat: usize) {
        self.session().with_untracked(|s| {
            // A session the postman did not follow (it should not happen):
            // its logs made again from the record.
            if self.host.with_value(|h| h.moves()) != s.moves() {
                self.follow(Follow::Replaced(s));
            }
        });
        let message = self
            .session()
            .with_untracked(|s| self.host.try_update_value(|h| h.view(&s.state, seat)));
        if let Some(message) = message {
            self.send(seat, message);
        }
    }

    /// Every connected guest's view and new log entries.
    fn broadcast(&self) {
        let players = self.state.with_untracked(|s| s.len());
        for seat in 0..players {
            let greeted = self.host.with_value(|h| h.greeted(seat));
            let connected = self
                .state
                .with_untracked(|s| s[seat].as_ref().is_some_and(SeatLink::is_connected));
            if connected && greeted {
                self.send_view(seat);
            }
        }
    }

    /// Hands an away guest's seat to a bot, or back to its guest.
    pub fn hand_to_bot(&self, seat: usize, bot: bool) {
        self.session().update(|s| {
            if let Some(seat) = s.seats.get_mut(seat) {
                seat.controller = match bot {
                    true => Controller::Bot,
                    false => Controller::Human,
                };
            }
        });
    }
}
