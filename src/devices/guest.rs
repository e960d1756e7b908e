//! A guest's page at a table of devices: joining with the host's code
//! ([`join`]), then its seat ([`Guesting`]): its link to the host, its
//! seat's view and log as the host sent them (the rules' [`Guest`]), the
//! position its screen draws from them (`GameUi::stand_in`, its log worded
//! from its seat's entries) and its decisions. A reload keeps the seat
//! ([`Kept`]) to offer joining again with a new code.

use std::rc::Rc;

use boardgame::table::{Guest, GuestMessage, Pace, Refusal, View};
use leptos::prelude::*;

use super::tag::Tag;
use super::wire::{ToGuest, ToHost, read, write};
use crate::games::{GameKind, GameUi};
use crate::live::Live;
use crate::net::{Link, LinkError, LinkEvent};
use crate::seats::Seat;
use crate::session::Session;

/// Where a guest keeps its seat, so a reload offers "Join again".
pub const GUEST_KEY: &str = "boardgames/table/guest";

/// What a guest keeps of its table: the tag, and the seats as last heard
/// (to name the host's seat it asks to rejoin).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Kept {
    pub tag: Tag,
    pub seats: Vec<Seat>,
}

/// The seat this device last held, if it is kept.
pub fn kept() -> Option<Kept> {
    crate::platform::storage_get(GUEST_KEY).and_then(|raw| read(&raw))
}

/// Where the turn notice setting is kept.
pub const NOTICE_KEY: &str = "boardgames/settings/turn-notice";

/// Whether the turn notice (sound, vibration) is on: on unless turned off.
pub fn notice_on() -> bool {
    crate::platform::storage_get(NOTICE_KEY).is_none_or(|v| v != "false")
}

/// Turns the turn notice on or off, remembered.
pub fn set_notice(on: bool) {
    let _ = crate::platform::storage_set(NOTICE_KEY, &on.to_string());
}

/// Why a join code did not lead to a seat. Data, worded by the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum JoinError {
    /// Nothing but spaces was given.
    Empty,
    /// The code or the connection failed.
    Link(LinkError),
    /// A code of this app, but not of a table it knows.
    NotATable,
}

/// A join code answered: the link (opening once the host has the reply
/// code), the reply code to show the host, and what the code said.
#[derive(Clone)]
pub struct Joined {
    link: Rc<Link>,
    pub reply: String,
    tag: Tag,
}

impl Joined {
    /// The game of the table.
    pub fn game(&self) -> GameKind {
        GameKind::ALL[self.tag.game]
    }
}

/// Answers the host's join code `code`.
pub async fn join(code: &str) -> Result<Joined, JoinError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(JoinError::Empty);
    }
    let (link, reply, tag) = Link::join(code, crate::net::stun())
        .await
        .map_err(JoinError::Link)?;
    match Tag::parse(&tag).filter(|t| t.game < GameKind::ALL.len()) {
        Some(tag) => Ok(Joined {
            link: Rc::new(link),
            reply,
            tag,
        }),
        None => {
            link.close();
            Err(JoinError::NotATable)
        }
    }
}

/// What went wrong at the seat, for the screen to word.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatProblem<G: GameUi> {
    /// The host refused the last message (the game is unchanged there).
    Refused(Refusal<G>),
    /// A decision on a position that is no longer the last one received.
    Stale,
}

/// One message of the host as the guest took it in: its seat's view
/// before and after it, and the log entries it brought (the seat's log
/// from the message's `since`; after an undo at the host they replace some it had).
/// What the tips follow on a guest's device ([`Guesting::on_view`]).
pub struct Received<'a, G: GameUi> {
    pub before: Option<&'a View<G>>,
    pub after: &'a View<G>,
    /// The log entries the message brought: what the tips on a guest's
    /// device follow (`boardgame::tips::tips_seen`).
    pub events: &'a [G::SeatEvent],
}

type OnView<G> = Rc<dyn Fn(&Received<'_, G>)>;

/// A guest's seat at a table.
pub struct Guesting<G: GameUi> {
    pub seat: usize,
    guest: StoredValue<Guest<G>, LocalStorage>,
    link: StoredValue<Rc<Link>, LocalStorage>,
    /// What waits to be sent, in order, at the guest's own pace.
    outbox: StoredValue<Outbox<G>, LocalStorage>,
    on_view: StoredValue<Vec<OnView<G>>, LocalStorage>,
    /// The seat's position as this device draws it, from the first view on.
    pub session: RwSignal<Option<RwSignal<Session<G>>>>,
    /// The link is open.
    pub open: RwSignal<bool>,
    /// The link to the host is lost.
    pub gone: RwSignal<bool>,
    pub problem: RwSignal<Option<SeatProblem<G>>>,
    /// The table's seats as the host last sent them.
    pub seats: RwSignal<Vec<Seat>>,
    /// The seat is to decide.
    pub my_turn: RwSignal<bool>,
    /// The reply code to show the host.
    pub reply: StoredValue<String>,
}

/// The guest's messages not sent yet, and its pace.
struct Outbox<G: GameUi> {
    pace: Pace,
    queue: std::collections::VecDeque<GuestMessage<G>>,
    /// A later flush is already set.
    scheduled: bool,
}

/// What the outbox does next.
enum Next<G: GameUi> {
    Send(GuestMessage<G>),
    /// Wait this many ms (a later flush is now set).
    Wait(f64),
    /// Nothing waits, or a later flush is already set.
    Idle,
}

impl<G: GameUi> Outbox<G> {
    fn next(&mut self, now_ms: f64) -> Next<G> {
        if self.queue.is_empty() || self.scheduled {
            return Next::Idle;
        }
        let wait = self.pace.wait_ms(now_ms);
        if wait > 0.0 {
            self.scheduled = true;
            return Next::Wait(wait);
        }
        match self.queue.pop_front() {
            Some(message) => Next::Send(message),
            None => Next::Idle,
        }
    }
}

impl<G: GameUi> Default for Outbox<G> {
    fn default() -> Self {
        Outbox {
            pace: Pace::default(),
            queue: Default::default(),
            scheduled: false,
        }
    }
}

impl<G: GameUi> Clone for Guesting<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: GameUi> Copy for Guesting<G> {}

/// The seats as the guest's screen holds them: its own a human deciding
/// here (unless the host handed it to a bot meanwhile), every other human a
/// guest elsewhere.
fn seats_here(seats: &[Seat], mine: usize) -> Vec<Seat> {
    let mut out = seats.to_vec();
    for (i, seat) in out.iter_mut().enumerate() {
        seat.guest = i != mine && seat.is_human();
    }
    out
}

impl<G: GameUi> Guesting<G> {
    /// Takes the seat `joined` leads to: says hello once the link opens,
    /// then follows the host's messages. Lives as long as the calling
    /// component.
    pub fn new(joined: Joined) -> Guesting<G> {
        let Joined { link, reply, tag } = joined;
        let build = crate::net::build::build_id();
        let this = Guesting {
            seat: tag.seat,
            guest: StoredValue::new_local(Guest::<G>::new(tag.seat, build)),
            link: StoredValue::new_local(link.clone()),
            outbox: StoredValue::new_local(Outbox::default()),
            on_view: StoredValue::new_local(Vec::new()),
            session: RwSignal::new(None),
            open: RwSignal::new(false),
            gone: RwSignal::new(false),
            problem: RwSignal::new(None),
            seats: RwSignal::new(Vec::new()),
            my_turn: RwSignal::new(false),
            reply: StoredValue::new(reply),
        };
        // Told when its turn comes (sound, vibration), unless turned off.
        this.on_view(|received| {
            let was = received.before.is_some_and(View::is_my_turn);
            if received.after.is_my_turn() && !was && notice_on() {
                crate::platform::turn_notice();
            }
        });
        let tag = StoredValue::new(tag);
        link.on_event(move |event| match event {
            LinkEvent::Open => {
                this.open.set(true);
                this.gone.set(false);
                this.send(GuestMessage::Hello {
                    build: build.to_string(),
                });
            }
            LinkEvent::Message(text) => this.on_message(&text, &tag.get_value()),
            LinkEvent::Closed => this.gone.set(true),
        });
        crate::platform::keep_awake(true);
        crate::platform::set_title(&G::KIND.title());
        on_cleanup(move || {
            this.link.try_with_value(|l| l.close());
            crate::platform::keep_awake(false);
        });
        this
    }

    /// Calls `f` with every view the host sends, as taken in: the turn
    /// notice, and the seam the tips on a guest's device follow.
    pub fn on_view(&self, f: impl Fn(&Received<'_, G>) + 'static) {
        self.on_view.update_value(|v| v.push(Rc::new(f)));
    }

    /// Sends `message` once the guest's pace allows ([`Pace`]: under the
    /// host's gate, so none is dropped there), after those before it.
    fn send(&self, message: GuestMessage<G>) {
        self.outbox.update_value(|o| o.queue.push_back(message));
        self.flush();
    }

    /// Sends what the pace allows now; the rest when it allows.
    fn flush(&self) {
        loop {
            let now = crate::platform::now_ms();
            let next = self.outbox.try_update_value(|o| o.next(now));
            match next {
                Some(Next::Send(message)) => {
                    // What the guest has seen when it goes, not when queued.
                    let since = self.guest.with_value(|g| g.events_seen());
                    self.link
                        .with_value(|l| l.send(&write(&ToHost { since, message })))
                        .ok();
                }
                Some(Next::Wait(ms)) => {
                    let this = *self;
                    set_timeout(
                        move || {
                            if this
                                .outbox
                                .try_update_value(|o| o.scheduled = false)
                                .is_some()
                            {
                                this.flush();
                            }
                        },
                        std::time::Duration::from_millis(ms as u64),
                    );
                    return;
                }
                Some(Next::Idle) | None => return,
            }
        }
    }

    /// Sends the seat's decision `action` on the last view (if the seat is
    /// to move there and may take it).
    pub fn decide(&self, action: G::Action) {
        match self.guest.with_value(|g| g.decide(action)) {
            Some(m) => self.send(m),
            None => self.problem.set(Some(SeatProblem::Stale)),
        }
    }

    /// The seat's live game for its screen: its decisions go to the host,
    /// its hint is searched from its view. Call inside the screen that
    /// shows it.
    pub fn live(&self, session: RwSignal<Session<G>>) -> Live<G> {
        let this = *self;
        let live = Live::remote(
            session,
            Callback::new(move |action| this.decide(action)),
            self.guest,
        );
        // The seat's tips, from its views: each log entry the host's
        // message brought, between the views before and after it (a
        // message that brings several entries gives each the same two).
        if let Some(tips) = live.tips {
            let seat = self.seat;
            // A game not begun yet: the first decision's tips at once.
            let player = session.with_untracked(|s| s.names().get(seat).cloned());
            self.guest.with_value(|g| {
                if let (Some(view), Some(player)) = (g.view(), &player)
                    && view.moves == 0
                {
                    tips.seen_at_start(seat, player, (&view.position, view.pending));
                }
            });
            self.on_view(move |r: &Received<'_, G>| {
                let Some(before) = r.before else {
                    return;
                };
                let player = session.with_untracked(|s| s.names().get(seat).cloned());
                let Some(player) = player else {
                    return;
                };
                for event in r.events {
                    tips.seen(
                        seat,
                        &player,
                        (&before.position, before.pending),
                        event,
                        (&r.after.position, r.after.pending),
                    );
                }
            });
        }
        live
    }

    fn on_message(&self, text: &str, tag: &Tag) {
        let Some(ToGuest::<G> {
            seats: all,
            message,
        }) = read(text)
        else {
            return;
        };
        let mine = seats_here(&all, self.seat);
        self.seats.set(all.clone());
        let _ = crate::platform::storage_set(
            GUEST_KEY,
            &Kept {
                tag: tag.clone(),
                seats: all,
            },
        );
        let before = self.guest.with_value(|g| g.view().cloned());
        let since = match &message {
            boardgame::table::HostMessage::View { since, .. } => *since,
            boardgame::table::HostMessage::Refused { .. } => 0,
        };
        let result = self.guest.try_update_value(|g| g.receive(message));
        match result {
            Some(Ok(())) => self.took_view(mine, tag, before, since),
            Some(Err(refusal)) => self.problem.set(Some(SeatProblem::Refused(refusal))),
            None => {}
        }
    }

    /// A view taken in: the position drawn, the log, the turn notice, the
    /// followers.
    fn took_view(&self, mine: Vec<Seat>, tag: &Tag, before: Option<View<G>>, since: usize) {
        self.problem.set(None);
        let Some((state, log, turn, over)) = self.guest.with_value(|g| {
            let view = g.view()?;
            Some((
                G::stand_in(view),
                G::seat_log(g.log(), 0, view.pending),
                view.is_my_turn(),
                view.ranking.is_some(),
            ))
        }) else {
            return;
        };
        match self.session.get_untracked() {
            Some(s) => s.update(|s| {
                s.state = state;
                s.log = log;
                s.seats = mine;
            }),
            None => {
                let options = boardgame::Game::options(&state).clone();
                let s = Session {
                    id: format!("guest-{}", tag.text()),
                    seats: mine,
                    think_ms: crate::seats::DEFAULT_THINK_MS,
                    record: boardgame::Record::new(options, 0),
                    state,
                    log,
                    undos: 0,
                    hints: 0,
                    created: crate::platform::now_ms(),
                    copy_of: None,
                    lesson: false,
                };
                self.session.set(Some(RwSignal::new(s)));
            }
        }
        // A finished game is not offered to join again.
        if over {
            crate::platform::storage_delete(GUEST_KEY);
        }
        self.my_turn.set(turn);
        let followers = self.on_view.with_value(|v| v.clone());
        if !followers.is_empty() {
            self.guest.with_value(|g| {
                if let Some(after) = g.view() {
                    let received = Received {
                        before: before.as_ref(),
                        after,
                        events: &g.log()[since.min(g.log().len())..],
                    };
                    for f in &followers {
                        f(&received);
                    }
                }
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a future that never waits (the empty code is refused at once,
    /// before any browser call).
    fn at_once<T>(future: impl std::future::Future<Output = T>) -> T {
        let mut future = std::pin::pin!(future);
        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
        match future.as_mut().poll(&mut cx) {
            std::task::Poll::Ready(out) => out,
            std::task::Poll::Pending => panic!("the future waited"),
        }
    }

    #[test]
    fn an_empty_or_blank_join_code_is_refused_as_empty() {
        for code in ["", " ", "\n\t  \r\n"] {
            assert!(
                matches!(at_once(join(code)), Err(JoinError::Empty)),
                "{code:?}"
            );
        }
    }

    #[test]
    fn the_guest_holds_every_other_human_as_a_guest_elsewhere() {
        let mut seats: Vec<Seat> = (0..3).map(Seat::default_for).collect();
        for s in &mut seats[..2] {
            s.controller = crate::seats::Controller::Human;
        }
        let here = seats_here(&seats, 1);
        assert_eq!(
            here.iter().map(|s| s.guest).collect::<Vec<_>>(),
            [true, false, false]
        );
    }
}
