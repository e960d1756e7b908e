//! The checks every game's table tests run: seeded random games whose game
//! and record are the caller's (as an app's session holds them), refereed
//! and posted by a [`Host`] that follows each action, with a [`Guest`] at
//! every seat but the host's own (seat 0), every message through JSON.
//!
//! At every step:
//! - every seat's view is unchanged by [`Game::determinize`] for that seat
//!   (two states that differ only in what the seat cannot know give equal
//!   views: the view holds no other seat's secret), and the game's own
//!   field-by-field checks against the full state (`view` closure);
//! - the action's log entry for every seat, checked by the game (`event`
//!   closure), and [`Seated::seen_by`] agrees with [`Seated::seen_by_all`];
//! - refusals, each leaving the game, the record and the logs unchanged: a
//!   decision for a seat the sender does not hold, one off turn, a stale
//!   one, one for a seat the table does not have, illegal actions from the
//!   universe, a hello from another build (its text quoted only as an
//!   excerpt), a decision before the hello;
//! - the action in a world re-sampled for each seat that did not play it:
//!   how often the decision after it differs ([`TableReport::flow_differs`],
//!   counted for the game's test to judge);
//! - the guests' views and logs equal what the host would send now, after a
//!   JSON round trip of every message (which must give an equal message).
//!
//! At the end: the record replays to the game, a host resumed from the
//! record holds the same logs, and every guest's log is its seat's.
//!
//! [`stand_in_check`]: a game's [`StandIn`] gives back the view it was made
//! from, at every step and for every seat.

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::game::Game;
use crate::record::Record;
use crate::rng::Rng;

use super::{
    EXCERPT, Guest, GuestMessage, Host, HostMessage, Refusal, Seated, StandIn, View, check_decision,
};

/// The build string the checks host and greet with.
pub const BUILD: &str = "table-check";

/// What to play.
#[derive(Clone, Debug)]
pub struct TableCheck<G: Game> {
    pub options: G::Options,
    /// Games with seeds `seed`, `seed + 1`, …
    pub games: u64,
    pub seed: u64,
    pub max_decisions: usize,
    /// Actions to try as illegal ones (those not legal at the step).
    pub universe: Vec<G::Action>,
    /// How many of the universe each step tries.
    pub illegal_sample: usize,
}

/// What the checks did, so a test can assert they were not vacuous.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableReport {
    pub games: u64,
    pub decisions: u64,
    /// Seat views compared with determinized states.
    pub views: u64,
    /// Of those, worlds in which another seat's secret was re-sampled (its
    /// own view there differs), yet this seat's view was the same: what
    /// makes the comparison more than a formality. The RNG is in no view,
    /// so a re-seeded RNG alone does not count.
    pub worlds_differing: u64,
    pub events: u64,
    pub refusals: u64,
    /// Actions played in a world re-sampled for a seat that did not play
    /// them (when legal there), and how often the decision that followed
    /// differed from the real one: a flow that follows a secret, which
    /// every seat sees in the pending decision. Counted, not failed: each
    /// game's test says what it expects (its README's known leaks).
    pub flow_checks: u64,
    pub flow_differs: u64,
}

impl TableReport {
    /// What a game with secrets expects of the checks of `games` games:
    /// more than 50 decisions a game, more than half the views compared in
    /// worlds where another seat's secret differed, more refusals than
    /// decisions, the flow checked, and no decision that follows a secret.
    pub fn assert_thorough_with_secrets(&self, games: u64) {
        assert!(self.decisions > games * 50, "{self:?}");
        assert!(self.worlds_differing > self.views / 2, "{self:?}");
        assert!(self.refusals > self.decisions, "{self:?}");
        assert!(self.flow_checks > 0, "{self:?}");
        assert_eq!(self.flow_differs, 0, "the secret changes nothing in play");
    }
}

/// A serde JSON round trip that must give an equal value.
pub fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> T {
    let text = serde_json::to_string(value).expect("serializes");
    let back: T =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("does not read back ({e}): {text}"));
    assert_eq!(&back, value, "JSON round trip changed the message: {text}");
    back
}

impl<G: Seated> TableCheck<G> {
    pub fn new(options: G::Options, games: u64, seed: u64) -> TableCheck<G> {
        TableCheck {
            options,
            games,
            seed,
            max_decisions: 2000,
            universe: Vec::new(),
            illegal_sample: 8,
        }
    }

    pub fn universe(mut self, universe: Vec<G::Action>) -> TableCheck<G> {
        self.universe = universe;
        self
    }

    /// Plays every game. `view(game, seat, seat_view)`: the game's checks
    /// of a seat's view against the full state; `event(before, action,
    /// seat, entry)`: of a seat's log entry.
    pub fn run(
        &self,
        mut view: impl FnMut(&G, usize, &G::SeatView),
        mut event: impl FnMut(&G, G::Action, usize, &G::SeatEvent),
    ) -> TableReport {
        let mut report = TableReport::default();
        for g in 0..self.games {
            self.play(
                self.seed.wrapping_add(g),
                &mut view,
                &mut event,
                &mut report,
            );
            report.games += 1;
        }
        report
    }

    fn play(
        &self,
        seed: u64,
        view: &mut impl FnMut(&G, usize, &G::SeatView),
        event: &mut impl FnMut(&G, G::Action, usize, &G::SeatEvent),
        report: &mut TableReport,
    ) {
        // The game and its record are the caller's (an app's session); the
        // host follows them.
        let mut table = Table {
            game: G::new(&self.options, seed)
                .unwrap_or_else(|e| panic!("options {:?} refused: {e}", self.options)),
            record: Record::new(self.options.clone(), seed),
            host: Host::new(0, BUILD),
        };
        let players = table.game.players();
        table.host = Host::new(players, BUILD);
        let mut rng = Rng::seeded(seed ^ 0x7AB1_E5EA_7000_0001);
        // Seat 0 is the host's own; a guest at every other seat.
        let mut guests: Vec<Guest<G>> = (1..players).map(|s| Guest::new(s, BUILD)).collect();

        // A hello from another build (a long one: only an excerpt comes
        // back), a decision before the hello.
        if players > 1 {
            let long = "another build ".repeat(1000);
            let stranger = Guest::<G>::new(1, long.clone());
            let decide = GuestMessage::Decide {
                seat: 1,
                moves_seen: 0,
                action: table.game.legal()[0],
            };
            for (message, want) in [
                (
                    stranger.hello(),
                    Refusal::Build {
                        host: BUILD.into(),
                        guest: super::excerpt(&long),
                    },
                ),
                (decide, Refusal::NoHello),
            ] {
                let got = expect_refusal(&mut table, 1, message, &want, "before the hellos");
                assert!(
                    format!("{got:?}").len() < 2 * EXCERPT + 200,
                    "a refusal echoes the guest: {got:?}"
                );
                report.refusals += 1;
            }
            assert!(!table.host.greeted(1));
        }
        for guest in &mut guests {
            let hello = round_trip(&guest.hello());
            let answer = round_trip(&table.answer(guest.seat(), hello, 0));
            guest.receive(answer).expect("the host's first view");
        }

        while let Some(to_move) = table.game.to_move() {
            let step = table.moves();
            let at = |what: &str| format!("seed {seed}, step {step}: {what}");
            assert!(step < self.max_decisions, "{}", at("the game does not end"));
            assert_eq!(table.host.moves(), step, "{}", at("the host follows"));
            let game = table.game.clone();

            let legal = game.legal();
            let action = legal[rng.below(legal.len())];
            let mut after = game.clone();
            after.apply(action).expect("a legal action");

            // Every seat's view: the game's checks, and the same in worlds
            // that differ only in what the seat cannot know.
            for seat in 0..players {
                let mine = game.seat_view(seat);
                view(&game, seat, &mine);
                for i in 0..2 {
                    let world = game.view_for(seat, &mut rng);
                    if i == 0 && seat != to_move {
                        let mut there = world.clone();
                        if there.apply(action).is_ok() {
                            report.flow_checks += 1;
                            report.flow_differs += (there.pending() != after.pending()) as u64;
                        }
                    }
                    assert_eq!(
                        world.seat_view(seat),
                        mine,
                        "{}",
                        at(&format!(
                            "seat {seat}'s view changed when what it cannot know was re-sampled"
                        ))
                    );
                    report.views += 1;
                    report.worlds_differing += (0..players)
                        .any(|other| world.seat_view(other) != game.seat_view(other))
                        as u64;
                }
            }

            let events = game
                .seen_by_all(action)
                .unwrap_or_else(|e| panic!("{}", at(&format!("legal {action:?} refused: {e}"))));
            assert_eq!(events.len(), players, "{}", at("one log entry per seat"));
            for (seat, entry) in events.iter().enumerate() {
                event(&game, action, seat, entry);
                assert_eq!(
                    game.seen_by(action, seat).ok().as_ref(),
                    Some(entry),
                    "{}",
                    at("seen_by and seen_by_all disagree")
                );
                round_trip(entry);
                report.events += 1;
            }

            report.refusals += self.refusals(&mut table, to_move, &legal, &mut rng, &at);

            // The decision: the host's own seat plays at once, a guest's
            // goes through its message.
            if to_move == 0 {
                table
                    .play(action)
                    .unwrap_or_else(|e| panic!("{}", at(&format!("the host refused {e}"))));
            } else {
                let guest = &guests[to_move - 1];
                let message = guest
                    .decide(action)
                    .unwrap_or_else(|| panic!("{}", at("the guest cannot decide a legal action")));
                let message = round_trip(&message);
                let since = guest.events_seen();
                let answer = round_trip(&table.answer(to_move, message, since));
                assert!(
                    matches!(answer, HostMessage::View { .. }),
                    "{}",
                    at(&format!("the host refused a legal decision: {answer:?}"))
                );
                guests[to_move - 1]
                    .receive(answer)
                    .unwrap_or_else(|r| panic!("{}", at(&format!("a guest refused a view: {r}"))));
            }
            assert_eq!(table.game, after, "{}", at("the caller's game played it"));
            report.decisions += 1;

            // Every guest gets its view and its new log entries only.
            for guest in &mut guests {
                let message = round_trip(&table.host.view(&table.game, guest.seat()));
                if let HostMessage::View { since, .. } = &message {
                    assert_eq!(
                        *since,
                        guest.events_seen(),
                        "{}",
                        at("only what is new is sent")
                    );
                }
                guest
                    .receive(message)
                    .unwrap_or_else(|r| panic!("{}", at(&format!("a guest refused a view: {r}"))));
                assert_eq!(
                    guest.view(),
                    Some(&View::of(&table.game, guest.seat(), table.moves())),
                    "{}",
                    at("a guest's view is not its seat's")
                );
                assert_eq!(
                    guest.log(),
                    table.host.events(guest.seat()),
                    "{}",
                    at("log")
                );
            }
        }

        // The game replays from its record; a resumed host has the same
        // logs; every guest saw the end.
        let replayed = table.record.replay().expect("the record replays");
        assert_eq!(replayed, table.game, "seed {seed}: the replay differs");
        let resumed = Host::<G>::resume(&table.record, BUILD).expect("the record resumes");
        for seat in 0..players {
            assert_eq!(resumed.events(seat), table.host.events(seat));
            assert_eq!(table.host.events(seat).len(), table.moves());
        }
        for guest in &guests {
            let view = guest.view().expect("a view");
            assert!(view.to_move.is_none() && view.ranking.is_some());
            assert!(view.legal.is_empty());
        }
        // Nothing more is accepted once the game is over.
        if let Some(guest) = guests.first() {
            let message = GuestMessage::Decide {
                seat: guest.seat(),
                moves_seen: table.moves(),
                action: self
                    .universe
                    .first()
                    .copied()
                    .unwrap_or_else(|| *table.record.actions.last().expect("an action")),
            };
            let want = Refusal::NotYourTurn {
                seat: guest.seat(),
                to_move: None,
            };
            expect_refusal(&mut table, guest.seat(), message, &want, "after the end");
            report.refusals += 1;
        }
    }

    /// The refusals of one step; how many were tried.
    fn refusals(
        &self,
        table: &mut Table<G>,
        to_move: usize,
        legal: &[G::Action],
        rng: &mut Rng,
        at: &dyn Fn(&str) -> String,
    ) -> u64 {
        let players = table.game.players();
        let moves = table.moves();
        let action = legal[0];
        let decide = |seat, moves_seen, action| GuestMessage::Decide {
            seat,
            moves_seen,
            action,
        };
        let mut tried = 0;
        // Guests (seats 1..) who are not to move.
        for other in (1..players).filter(|&s| s != to_move) {
            let cases = [
                (
                    decide(to_move, moves, action),
                    Refusal::NotYourSeat {
                        from: other,
                        seat: to_move,
                    },
                ),
                (
                    decide(other, moves, action),
                    Refusal::NotYourTurn {
                        seat: other,
                        to_move: Some(to_move),
                    },
                ),
            ];
            for (message, want) in cases {
                expect_refusal(table, other, message, &want, &at("another seat's guest"));
                tried += 1;
            }
        }
        // The seat to move: stale decisions, decisions for seats the table
        // does not have, illegal actions. By its guest, or (the host's own
        // seat) by `check_decision`.
        let mut cases = vec![
            (
                decide(to_move, moves + 1, action),
                Refusal::Stale {
                    moves_seen: moves + 1,
                    moves,
                },
            ),
            (
                decide(players, moves, action),
                Refusal::NoSuchSeat { players },
            ),
            (
                decide(usize::MAX, moves, action),
                Refusal::NoSuchSeat { players },
            ),
        ];
        if moves > 0 {
            cases.push((
                decide(to_move, moves - 1, action),
                Refusal::Stale {
                    moves_seen: moves - 1,
                    moves,
                },
            ));
        }
        if !self.universe.is_empty() {
            for _ in 0..self.illegal_sample {
                let a = self.universe[rng.below(self.universe.len())];
                if legal.contains(&a) {
                    continue;
                }
                let mut copy = table.game.clone();
                let why = copy
                    .apply(a)
                    .expect_err("an action not listed as legal is refused")
                    .to_string();
                cases.push((
                    decide(to_move, moves, a),
                    Refusal::Illegal { action: a, why },
                ));
            }
        }
        for (message, want) in cases {
            if to_move == 0 {
                let GuestMessage::Decide {
                    seat,
                    moves_seen,
                    action,
                } = message
                else {
                    unreachable!()
                };
                let got = check_decision(&table.game, moves, to_move, seat, moves_seen, action);
                assert_eq!(got, Err(want), "{}", at("the host's check"));
            } else {
                expect_refusal(table, to_move, message, &want, &at("the seat to move"));
            }
            tried += 1;
        }
        // A guest holding a seat the table does not have.
        expect_refusal(
            table,
            players,
            decide(players, moves, action),
            &Refusal::NoSuchSeat { players },
            &at("a seat the table does not have"),
        );
        tried + 1
    }
}

/// The caller's side of a checked table: the game and its record (what an
/// app's session owns), and the host that follows them.
struct Table<G: Seated> {
    game: G,
    record: Record<G>,
    host: Host<G>,
}

impl<G: Seated> Table<G> {
    fn moves(&self) -> usize {
        self.record.actions.len()
    }

    /// Plays `action` (the caller's game, then its record), and the host
    /// follows it from the position before.
    fn play(&mut self, action: G::Action) -> Result<(), G::Error> {
        let before = self.game.clone();
        self.game.apply(action)?;
        self.record.actions.push(action);
        self.host
            .played(&before, action)
            .expect("the host follows an action the game played");
        Ok(())
    }

    /// A guest's message answered: its refusal, or (after a hello or an
    /// accepted decision, played here) the guest's view and new entries.
    fn answer(&mut self, from: usize, message: GuestMessage<G>, since: usize) -> HostMessage<G> {
        let moves = self.moves();
        match self.host.accept(&self.game, moves, from, message, since) {
            Ok(None) => self.host.view(&self.game, from),
            Ok(Some(action)) => match self.play(action) {
                Ok(()) => self.host.view(&self.game, from),
                Err(e) => panic!("the host accepted {action:?}, the game refused it: {e}"),
            },
            Err(reason) => HostMessage::Refused { reason },
        }
    }
}

/// `message` from seat `from`'s guest is refused for `want`, through JSON,
/// and the game, its record and the host's logs are as before. The
/// refusal comes back.
fn expect_refusal<G: Seated>(
    table: &mut Table<G>,
    from: usize,
    message: GuestMessage<G>,
    want: &Refusal<G>,
    context: &str,
) -> Refusal<G> {
    let game = table.game.clone();
    let record = table.record.clone();
    let logs: Vec<usize> = (0..game.players())
        .map(|s| table.host.events(s).len())
        .collect();
    let answer = round_trip(&table.answer(from, round_trip(&message), 0));
    let got = match answer {
        HostMessage::Refused { reason } => reason,
        other => panic!("{context}: {message:?} accepted: {other:?}"),
    };
    assert_eq!(&got, want, "{context}: {message:?}");
    assert_eq!(table.game, game, "{context}: a refusal changed the game");
    assert_eq!(
        table.record, record,
        "{context}: a refusal changed the record"
    );
    for (s, &n) in logs.iter().enumerate() {
        assert_eq!(
            table.host.events(s).len(),
            n,
            "{context}: a refusal changed a log"
        );
    }
    got
}

/// The checks of a game's [`StandIn`] on one seeded random game: at every
/// step and for every seat, the stand-in made from the seat's view gives
/// back that view, the real pending decision and seat to move, and the
/// real legal actions when the seat is to move (what the guest's device
/// draws and offers). `seat(real, shown, seat)`: the game's own checks of
/// a stand-in (what its board shows of the seat's own things);
/// `step(before, action, after)`: of each action played. Returns the steps
/// played.
pub fn stand_in_check<G: StandIn>(
    mut game: G,
    seed: u64,
    mut seat: impl FnMut(&G, &G, usize),
    mut step: impl FnMut(&G, G::Action, &G),
) -> u64 {
    let mut rng = Rng::seeded(seed);
    let mut steps = 0;
    loop {
        for s in 0..game.players() {
            let view = game.seat_view(s);
            let shown = G::stand_in(&view, game.pending());
            assert_eq!(shown.seat_view(s), view, "seed {seed}, seat {s}");
            assert_eq!(shown.pending(), game.pending(), "seed {seed}, seat {s}");
            assert_eq!(shown.to_move(), game.to_move(), "seed {seed}, seat {s}");
            if game.to_move() == Some(s) {
                assert_eq!(shown.legal(), game.legal(), "seed {seed}, seat {s}");
            }
            seat(&game, &shown, s);
        }
        if game.is_over() {
            return steps;
        }
        let legal = game.legal();
        let action = legal[rng.below(legal.len())];
        let mut after = game.clone();
        after
            .apply(action)
            .unwrap_or_else(|e| panic!("seed {seed}: a legal action refused: {e}"));
        step(&game, action, &after);
        game = after;
        steps += 1;
    }
}
