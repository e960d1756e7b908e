//! The guest's side of a table: one seat's view and log, and its decisions.

use super::{GuestMessage, HostMessage, Refusal, Seated, View};

/// A guest at a table: holds one seat, knows only what the host sent it.
#[derive(Clone, Debug)]
pub struct Guest<G: Seated> {
    seat: usize,
    build: String,
    view: Option<View<G>>,
    log: Vec<G::SeatEvent>,
}

impl<G: Seated> Guest<G> {
    pub fn new(seat: usize, build: impl Into<String>) -> Guest<G> {
        Guest {
            seat,
            build: build.into(),
            view: None,
            log: Vec::new(),
        }
    }

    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The first message to the host.
    pub fn hello(&self) -> GuestMessage<G> {
        GuestMessage::Hello {
            build: self.build.clone(),
        }
    }

    /// The last view received.
    pub fn view(&self) -> Option<&View<G>> {
        self.view.as_ref()
    }

    /// The seat's log so far: entry `i` is action `i`.
    pub fn log(&self) -> &[G::SeatEvent] {
        &self.log
    }

    /// How many log entries the guest holds: what to ask the host for
    /// next (`since`).
    pub fn events_seen(&self) -> usize {
        self.log.len()
    }

    /// Takes in a message of the host. A view for another seat, from
    /// another build or whose log leaves a gap is refused (and nothing
    /// changes); a refusal of the host is handed back.
    pub fn receive(&mut self, message: HostMessage<G>) -> Result<(), Refusal<G>> {
        match message {
            HostMessage::View {
                view,
                since,
                events,
                build,
            } => {
                if build != self.build {
                    return Err(Refusal::Build {
                        host: build,
                        guest: self.build.clone(),
                    });
                }
                if view.seat != self.seat {
                    return Err(Refusal::NotYourSeat {
                        from: self.seat,
                        seat: view.seat,
                    });
                }
                if since > self.log.len() || since + events.len() != view.moves {
                    return Err(Refusal::Stale {
                        moves_seen: self.log.len(),
                        moves: view.moves,
                    });
                }
                self.log.truncate(since);
                self.log.extend(events);
                self.view = Some(view);
                Ok(())
            }
            HostMessage::Refused { reason } => Err(reason),
        }
    }

    /// The message deciding `action` on the last view, if the seat is to
    /// move there and `action` is one of its legal actions.
    pub fn decide(&self, action: G::Action) -> Option<GuestMessage<G>> {
        let view = self.view.as_ref()?;
        (view.is_my_turn() && view.legal.contains(&action)).then_some(GuestMessage::Decide {
            seat: self.seat,
            moves_seen: view.moves,
            action,
        })
    }
}
