//! The host's side of a table of devices, on the host's page: the rules'
//! [`Host`] (each guest's seat view and log, and the checks on a guest's
//! decision) kept in step with the game on screen, and one link per guest
//! seat (`crate::net`). A guest's accepted decision is played into the
//! session like a local one (so the page saves it and the bots answer);
//! every change of the session goes to every connected guest as its seat's
//! view.

use std::rc::Rc;

use boardgame::table::{GuestMessage, Host, HostMessage};
use leptos::prelude::*;

use crate::games::{GameKind, GameUi, OfKind};
use crate::net::{Link, LinkEvent};
use crate::seats::Controller;
use crate::session::Session;
use crate::table::{SeatLink, Tag, ToGuest, ToHost, read, write};

/// A table being hosted.
pub struct Hosting<G: GameUi> {
    session: RwSignal<Session<G>>,
    host: StoredValue<Host<G>, LocalStorage>,
    links: StoredValue<Vec<Option<Rc<Link>>>, LocalStorage>,
    /// Per seat, how many log entries its guest holds.
    sent: StoredValue<Vec<usize>>,
    /// Per seat: its guest's link (guest seats only).
    pub state: RwSignal<Vec<Option<SeatLink>>>,
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
    /// Hosts the session's guest seats (none: `None`): a join code for
    /// each, and the guests' views after every change. Lives as long as the
    /// calling component.
    pub fn new(session: RwSignal<Session<G>>) -> Option<Hosting<G>> {
        let (record, seats) = session.with_untracked(|s| (s.record.clone(), guest_seats(s)));
        if seats.is_empty() {
            return None;
        }
        let host = Host::resume(&record, crate::net::build::build_id()).ok()?;
        let players = session.with_untracked(|s| s.seats.len());
        let hosting = Hosting {
            session,
            host: StoredValue::new_local(host),
            links: StoredValue::new_local(vec![None; players]),
            sent: StoredValue::new(vec![0; players]),
            state: RwSignal::new(vec![None; players]),
        };
        for seat in seats {
            hosting.offer(seat);
        }
        // Every change of the game or the seats goes to the guests.
        Effect::new(move |_| {
            session.with(|s| (s.moves(), s.seats.clone()));
            hosting.follow();
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
        self.session
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
        self.set(seat, SeatLink::Making);
        let id = self.session.with_untracked(|s| s.id.clone());
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
                    this.set(seat, SeatLink::Waiting { join });
                }
                Err(e) => this.set(seat, SeatLink::Failed { why: e.to_string() }),
            }
        });
    }

    /// The guest's reply code for `seat`.
    pub fn complete(&self, seat: usize, reply: String) {
        let this = *self;
        let Some(link) = self.links.with_value(|l| l.get(seat).cloned().flatten()) else {
            return;
        };
        let join = match self
            .state
            .with_untracked(|s| s.get(seat).cloned().flatten())
        {
            Some(SeatLink::Waiting { join }) | Some(SeatLink::Opening { join }) => join,
            _ => String::new(),
        };
        self.set(seat, SeatLink::Opening { join: join.clone() });
        wasm_bindgen_futures::spawn_local(async move {
            if let Err(e) = link.complete(reply.trim()).await {
                this.set(seat, SeatLink::Failed { why: e.to_string() });
            }
        });
    }

    fn on_event(&self, seat: usize, event: LinkEvent) {
        match event {
            LinkEvent::Open => {}
            LinkEvent::Message(text) => self.on_message(seat, &text),
            LinkEvent::Closed => {
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
        let seats = self.session.with_untracked(|s| s.seats.clone());
        let text = write(&ToGuest { seats, message });
        if let Some(link) = self.links.with_value(|l| l.get(seat).cloned().flatten()) {
            let _ = link.send(&text);
        }
    }

    /// A guest's message: a hello (the seat is connected once accepted) or
    /// a decision, which the rules' host checks before the session plays it.
    fn on_message(&self, seat: usize, text: &str) {
        let Some(ToHost::<G> { since, message }) = read(text) else {
            return;
        };
        self.follow();
        let hello = matches!(message, GuestMessage::Hello { .. });
        let mut played = None;
        let answer = self.host.try_update_value(|host| {
            let before = host.moves();
            let answer = host.answer(seat, message, since);
            if host.moves() > before {
                played = host.record().actions.last().copied();
            }
            answer
        });
        let Some(answer) = answer else { return };
        let accepted = matches!(answer, HostMessage::View { .. });
        if let Some(action) = played {
            // The game on screen plays it (and saves it); the host is
            // already there.
            self.session.update(|s| {
                let _ = s.play(action);
            });
        }
        if accepted {
            self.sent
                .update_value(|s| s[seat] = self.host.with_value(|h| h.moves()));
            if hello {
                self.set(seat, SeatLink::Connected);
            }
        }
        self.send(seat, answer);
    }

    /// The rules' host plays what the session played since (or, after an
    /// undo, starts again from the session's record, keeping the guests'
    /// hellos).
    fn follow(&self) {
        let record = self.session.with_untracked(|s| s.record.clone());
        let build = crate::net::build::build_id();
        self.host.update_value(|host| {
            let ours = &host.record().actions;
            if record.actions.starts_with(ours) {
                for &action in &record.actions[ours.len()..] {
                    if host.play(action).is_err() {
                        break;
                    }
                }
            } else if let Ok(mut again) = Host::resume(&record, build) {
                for seat in 0..again.game().players() {
                    if host.greeted(seat) {
                        let _ = again.accept(
                            seat,
                            GuestMessage::Hello {
                                build: build.to_string(),
                            },
                        );
                    }
                }
                *host = again;
            }
        });
    }

    /// Every connected guest's view and new log entries.
    fn broadcast(&self) {
        let players = self.state.with_untracked(|s| s.len());
        for seat in 0..players {
            let connected = self
                .state
                .with_untracked(|s| s[seat].as_ref().is_some_and(SeatLink::is_connected));
            if !connected {
                continue;
            }
            let since = self.sent.with_value(|s| s[seat]);
            let (message, moves) = self.host.with_value(|h| (h.view(seat, since), h.moves()));
            self.sent.update_value(|s| s[seat] = moves);
            self.send(seat, message);
        }
    }

    /// Hands an away guest's seat to a bot, or back to its guest.
    pub fn hand_to_bot(&self, seat: usize, bot: bool) {
        self.session.update(|s| {
            if let Some(seat) = s.seats.get_mut(seat) {
                seat.controller = match bot {
                    true => Controller::Bot,
                    false => Controller::Human,
                };
            }
        });
    }
}
