//! The host's side of a table: a referee and a postman. The game is the
//! caller's (the app's session owns it); the host keeps only what it sends.

use crate::record::{Record, ReplayError};

use super::{GuestMessage, HostMessage, Refusal, Seated, View, check_decision, excerpt};

/// The host of a table, with no game of its own: it checks a guest's
/// message against the caller's game ([`Host::accept`]: a decision comes
/// back for the caller to play), follows each action the caller plays
/// ([`Host::played`], from the position before it) into every seat's log,
/// and makes what each guest is sent ([`Host::view`]): its seat's view of
/// the caller's game and the log entries it does not hold yet.
#[derive(Clone, Debug)]
pub struct Host<G: Seated> {
    build: String,
    /// Per seat, one entry per action played.
    logs: Vec<Vec<G::SeatEvent>>,
    /// Per seat, whether its guest said hello (with the host's build) on
    /// its connection.
    hello: Vec<bool>,
    /// Per seat, the log entries its guest holds as far as the host knows:
    /// every message sends only the entries from there on.
    sent: Vec<usize>,
}

impl<G: Seated> Host<G> {
    /// The host of a table of `players` seats, no action played yet.
    pub fn new(players: usize, build: impl Into<String>) -> Host<G> {
        Host {
            build: build.into(),
            logs: vec![Vec::new(); players],
            hello: vec![false; players],
            sent: vec![0; players],
        }
    }

    /// The host of the game `record` holds, every seat's log made from its
    /// actions (once, when a table starts on a game already under way).
    pub fn resume(
        record: &Record<G>,
        build: impl Into<String>,
    ) -> Result<Self, ReplayError<G::Error>> {
        let mut game = G::new(&record.options, record.seed)
            .map_err(|error| ReplayError { index: None, error })?;
        let mut host = Host::new(game.players(), build);
        for (i, &action) in record.actions.iter().enumerate() {
            let index = Some(i);
            host.played(&game, action)
                .map_err(|error| ReplayError { index, error })?;
            game.apply(action)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(host)
    }

    pub fn build(&self) -> &str {
        &self.build
    }

    pub fn players(&self) -> usize {
        self.logs.len()
    }

    /// Actions followed so far.
    pub fn moves(&self) -> usize {
        self.logs.first().map_or(0, Vec::len)
    }

    /// `seat`'s log: entry `i` is action `i` as the seat may see it.
    pub fn events(&self, seat: usize) -> &[G::SeatEvent] {
        &self.logs[seat]
    }

    /// Whether `seat`'s guest said hello with the host's build on its
    /// connection.
    pub fn greeted(&self, seat: usize) -> bool {
        self.hello.get(seat).copied().unwrap_or(false)
    }

    /// `seat` has a new connection (or none): its guest must say hello
    /// again, and may then ask for its whole log once.
    pub fn connected(&mut self, seat: usize) {
        if let Some(hello) = self.hello.get_mut(seat) {
            *hello = false;
        }
    }

    /// Follows `action`, played by the caller's game from `before` (one
    /// entry for every seat's log). An action `before` refuses adds none.
    pub fn played(&mut self, before: &G, action: G::Action) -> Result<(), G::Error> {
        let events = before.seen_by_all(action)?;
        for (log, event) in self.logs.iter_mut().zip(events) {
            log.push(event);
        }
        Ok(())
    }

    /// The caller's game went back to its first `moves` actions (an undo):
    /// every log keeps those, and each guest gets the rest anew with its
    /// next message (no new hello).
    pub fn went_back(&mut self, moves: usize) {
        for log in &mut self.logs {
            log.truncate(moves);
        }
        for sent in &mut self.sent {
            *sent = (*sent).min(moves);
        }
    }

    /// A guest's message, from the guest holding seat `from`, checked
    /// against `game` after `moves` actions (never changed here): a hello
    /// with the host's build (`Ok(None)`; the guest's `since`, what it
    /// holds of its log, is taken only from the first hello of a
    /// connection, so a whole log goes out at most once per connection), or
    /// a decision of that seat, on its turn, on the current position, legal
    /// by the engine (`Ok(Some(action))`: the caller plays it, then
    /// [`Host::played`]). Anything else is refused.
    pub fn accept(
        &mut self,
        game: &G,
        moves: usize,
        from: usize,
        message: GuestMessage<G>,
        since: usize,
    ) -> Result<Option<G::Action>, Refusal<G>> {
        let players = self.players();
        if from >= players {
            return Err(Refusal::NoSuchSeat { players });
        }
        match message {
            GuestMessage::Hello { build } => {
                if build != self.build {
                    return Err(Refusal::Build {
                        host: self.build.clone(),
                        guest: excerpt(&build),
                    });
                }
                if !self.hello[from] {
                    self.hello[from] = true;
                    self.sent[from] = since.min(self.moves());
                }
                Ok(None)
            }
            GuestMessage::Decide {
                seat,
                moves_seen,
                action,
            } => {
                if !self.greeted(from) {
                    return Err(Refusal::NoHello);
                }
                check_decision(game, moves, from, seat, moves_seen, action)?;
                Ok(Some(action))
            }
        }
    }

    /// What to send seat `seat`'s guest now: its view of `game` (after the
    /// `moves` actions followed) and the log entries it does not hold yet.
    pub fn view(&mut self, game: &G, seat: usize) -> HostMessage<G> {
        let moves = self.moves();
        let since = self.sent[seat].min(moves);
        self.sent[seat] = moves;
        HostMessage::View {
            view: View::of(game, seat, moves),
            since,
            events: self.logs[seat][since..].to_vec(),
            build: self.build.clone(),
        }
    }
}
