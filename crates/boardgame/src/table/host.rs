//! The host's side of a table: the game, its record and every seat's log.

use crate::record::{Record, ReplayError};

use super::{GuestMessage, HostMessage, Refusal, Seated, View, check_decision};

/// The host of a table: the only holder of the game, its record and seed.
/// It plays its own seats' (and bots') actions with [`Host::play`],
/// accepts a guest's with [`Host::accept`], and sends each guest
/// [`Host::view`]: its seat's view and log, nothing more.
#[derive(Clone, Debug)]
pub struct Host<G: Seated> {
    build: String,
    game: G,
    record: Record<G>,
    /// Per seat, one entry per action played.
    logs: Vec<Vec<G::SeatEvent>>,
    /// Per seat, whether its guest said hello with the host's build.
    hello: Vec<bool>,
}

impl<G: Seated> Host<G> {
    /// A new game from `options` and `seed`, hosted by `build`.
    pub fn new(options: G::Options, seed: u64, build: impl Into<String>) -> Result<Self, G::Error> {
        let game = G::new(&options, seed)?;
        let players = game.players();
        Ok(Host {
            build: build.into(),
            game,
            record: Record::new(options, seed),
            logs: vec![Vec::new(); players],
            hello: vec![false; players],
        })
    }

    /// A game resumed from its record (every seat's log rebuilt).
    pub fn resume(
        record: &Record<G>,
        build: impl Into<String>,
    ) -> Result<Self, ReplayError<G::Error>> {
        let mut host = Host::new(record.options.clone(), record.seed, build)
            .map_err(|error| ReplayError { index: None, error })?;
        for (i, &action) in record.actions.iter().enumerate() {
            host.play(action).map_err(|error| ReplayError {
                index: Some(i),
                error,
            })?;
        }
        Ok(host)
    }

    pub fn build(&self) -> &str {
        &self.build
    }

    /// The game. Never sent to a guest.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The record (options, seed, actions). Never sent to a guest.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// Actions played so far.
    pub fn moves(&self) -> usize {
        self.record.actions.len()
    }

    /// `seat`'s log: entry `i` is action `i` as the seat may see it.
    pub fn events(&self, seat: usize) -> &[G::SeatEvent] {
        &self.logs[seat]
    }

    /// Whether `seat`'s guest said hello with the host's build.
    pub fn greeted(&self, seat: usize) -> bool {
        self.hello.get(seat).copied().unwrap_or(false)
    }

    /// Plays `action` for whoever is to move (the host's own seats, its
    /// bots); a refused action changes nothing.
    pub fn play(&mut self, action: G::Action) -> Result<(), G::Error> {
        let events = self.game.seen_by_all(action)?;
        self.game.apply(action)?;
        self.record.actions.push(action);
        for (log, event) in self.logs.iter_mut().zip(events) {
            log.push(event);
        }
        Ok(())
    }

    /// A guest's message, from the guest holding seat `from`: a hello with
    /// the host's build, or a decision of that seat, on its turn, on the
    /// current position, that the engine accepts. Anything else is refused
    /// and changes nothing.
    pub fn accept(&mut self, from: usize, message: GuestMessage<G>) -> Result<(), Refusal<G>> {
        match message {
            GuestMessage::Hello { build } => {
                if from >= self.game.players() {
                    return Err(Refusal::NotYourSeat { from, seat: from });
                }
                if build != self.build {
                    return Err(Refusal::Build {
                        host: self.build.clone(),
                        guest: build,
                    });
                }
                self.hello[from] = true;
                Ok(())
            }
            GuestMessage::Decide {
                seat,
                moves_seen,
                action,
            } => {
                if !self.greeted(from) {
                    return Err(Refusal::NoHello);
                }
                // What `accept` checks before the engine; then the engine
                // (`play` changes nothing when it refuses).
                check_decision(&self.game, self.moves(), from, seat, moves_seen)?;
                self.play(action).map_err(|e| Refusal::Illegal {
                    action,
                    why: e.to_string(),
                })
            }
        }
    }

    /// What to send seat `seat`'s guest: its view, and its log from action
    /// `since` on.
    pub fn view(&self, seat: usize, since: usize) -> HostMessage<G> {
        let since = since.min(self.moves());
        HostMessage::View {
            view: View::of(&self.game, seat, self.moves()),
            since,
            events: self.logs[seat][since..].to_vec(),
            build: self.build.clone(),
        }
    }

    /// Answers a guest's message: the refusal, or (after a hello or an
    /// accepted decision) the guest's view with its log from action `since`.
    pub fn answer(
        &mut self,
        from: usize,
        message: GuestMessage<G>,
        since: usize,
    ) -> HostMessage<G> {
        match self.accept(from, message) {
            Ok(()) => self.view(from, since),
            Err(reason) => HostMessage::Refused { reason },
        }
    }
}
