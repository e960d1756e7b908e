//! Tables on the toy pile game: a seat's view, the messages, the host's
//! refusals and its record.

mod common;

use boardgame::table::check::{BUILD, TableCheck, round_trip};
use boardgame::table::{Guest, GuestMessage, Host, HostMessage, Refusal, Seated, View};
use boardgame::{Game, Rng};
use common::{Pile, PileOptions};
use serde::{Deserialize, Serialize};

/// The pile as one seat sees it: the secret only for seat 0.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PileView {
    pub counters: u32,
    pub winner: Option<usize>,
    pub secret: Option<u64>,
}

/// A take, by whom (public: the pile has no secret action).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Took {
    pub seat: usize,
    pub counters: u32,
}

impl Seated for Pile {
    type SeatView = PileView;
    type SeatEvent = Took;

    fn seat_view(&self, seat: usize) -> PileView {
        PileView {
            counters: self.counters,
            winner: self.winner,
            secret: (seat == 0).then_some(self.secret),
        }
    }

    fn seen_by_all(&self, action: u32) -> Result<Vec<Took>, String> {
        self.clone().apply(action)?;
        Ok((0..2)
            .map(|_| Took {
                seat: self.to_move,
                counters: action,
            })
            .collect())
    }
}

#[test]
fn the_checks_pass_on_the_pile() {
    let report = TableCheck::<Pile>::new(PileOptions { counters: 21 }, 8, 5)
        .universe(vec![0, 1, 2, 3, 4, 99])
        .run(
            |game, seat, view| {
                assert_eq!(view.counters, game.counters);
                assert_eq!(view.secret.is_some(), seat == 0);
            },
            |game, action, _, event| {
                assert_eq!(event.seat, game.to_move);
                assert_eq!(event.counters, action);
            },
        );
    assert_eq!(report.games, 8);
    assert!(report.decisions > 8 * 5);
    assert!(
        report.worlds_differing > 0,
        "seat 1's worlds re-sample the secret"
    );
    assert!(report.refusals > report.decisions);
    assert!(report.flow_checks > 0);
    assert_eq!(report.flow_differs, 0, "the secret changes nothing in play");
}

/// A view that leaked the secret to seat 1 is caught.
#[test]
#[should_panic(expected = "re-sampled")]
fn a_leaking_view_is_caught() {
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct Leaky(Pile);
    impl Game for Leaky {
        type Options = PileOptions;
        type Action = u32;
        type Decision = usize;
        type Error = String;
        const NAME: &'static str = "leaky";
        fn new(options: &PileOptions, seed: u64) -> Result<Self, String> {
            Pile::new(options, seed).map(Leaky)
        }
        fn options(&self) -> &PileOptions {
            self.0.options()
        }
        fn players(&self) -> usize {
            2
        }
        fn pending(&self) -> Option<usize> {
            self.0.pending()
        }
        fn to_move(&self) -> Option<usize> {
            self.0.to_move()
        }
        fn legal_actions(&self, out: &mut Vec<u32>) {
            self.0.legal_actions(out)
        }
        fn apply(&mut self, action: u32) -> Result<(), String> {
            self.0.apply(action)
        }
        fn scores(&self) -> Vec<i32> {
            self.0.scores()
        }
        fn ranking(&self) -> Vec<usize> {
            self.0.ranking()
        }
        fn determinize(&mut self, seat: usize, rng: &mut Rng) {
            self.0.determinize(seat, rng)
        }
    }
    impl Seated for Leaky {
        type SeatView = PileView;
        type SeatEvent = Took;
        fn seat_view(&self, _seat: usize) -> PileView {
            self.0.seat_view(0)
        }
        fn seen_by_all(&self, action: u32) -> Result<Vec<Took>, String> {
            self.0.seen_by_all(action)
        }
    }
    TableCheck::<Leaky>::new(PileOptions { counters: 9 }, 1, 1).run(|_, _, _| {}, |_, _, _, _| {});
}

#[test]
fn messages_round_trip_and_refusals_leave_the_game_alone() {
    // The game is the caller's; the host referees and posts.
    let mut game = Pile::new(&PileOptions { counters: 10 }, 3).unwrap();
    let mut host = Host::<Pile>::new(2, BUILD);
    let mut guest = Guest::<Pile>::new(1, BUILD);
    // A decision before the hello, a hello from another build.
    let early = GuestMessage::Decide {
        seat: 1,
        moves_seen: 0,
        action: 1,
    };
    assert_eq!(host.accept(&game, 0, 1, early, 0), Err(Refusal::NoHello));
    assert_eq!(
        host.accept(&game, 0, 1, Guest::<Pile>::new(1, "v2").hello(), 0),
        Err(Refusal::Build {
            host: BUILD.into(),
            guest: "v2".into()
        })
    );
    let hello = round_trip(&guest.hello());
    assert_eq!(host.accept(&game, 0, 1, hello, 0), Ok(None));
    guest.receive(round_trip(&host.view(&game, 1))).unwrap();
    // Seat 0 (the host's) is to move: the guest may not decide.
    assert_eq!(guest.decide(1), None);
    let not_yours = GuestMessage::Decide {
        seat: 0,
        moves_seen: 0,
        action: 1,
    };
    let before = game.clone();
    assert_eq!(
        host.accept(&game, 0, 1, not_yours, 0),
        Err(Refusal::NotYourSeat { from: 1, seat: 0 })
    );
    // A seat the table does not have is never named.
    for seat in [2, 7, usize::MAX] {
        let nowhere = GuestMessage::Decide {
            seat,
            moves_seen: 0,
            action: 1,
        };
        assert_eq!(
            host.accept(&game, 0, 1, nowhere, 0),
            Err(Refusal::NoSuchSeat { players: 2 })
        );
    }
    assert_eq!(game, before);
    host.played(&game, 2).unwrap();
    game.apply(2).unwrap();
    guest.receive(round_trip(&host.view(&game, 1))).unwrap();
    let view = guest.view().unwrap();
    assert_eq!(view, &View::of(&game, 1, 1));
    assert_eq!(view.legal, vec![1, 2, 3]);
    assert_eq!(view.position.secret, None, "seat 0's secret is absent");
    assert_eq!(
        guest.log(),
        &[Took {
            seat: 0,
            counters: 2
        }]
    );
    // Illegal (in the engine's words), then stale, then the real decision.
    let illegal = GuestMessage::Decide {
        seat: 1,
        moves_seen: 1,
        action: 4,
    };
    match host.accept(&game, 1, 1, illegal, 1) {
        Err(Refusal::Illegal { action: 4, why }) => assert!(why.contains("cannot take 4"), "{why}"),
        other => panic!("{other:?}"),
    }
    let stale = GuestMessage::Decide {
        seat: 1,
        moves_seen: 0,
        action: 3,
    };
    assert_eq!(
        host.accept(&game, 1, 1, stale, 1),
        Err(Refusal::Stale {
            moves_seen: 0,
            moves: 1
        })
    );
    assert_eq!(host.moves(), 1);
    let decide = round_trip(&guest.decide(3).unwrap());
    assert_eq!(host.accept(&game, 1, 1, decide, 1), Ok(Some(3)));
    host.played(&game, 3).unwrap();
    game.apply(3).unwrap();
    guest.receive(host.view(&game, 1)).unwrap();
    assert_eq!(guest.log().len(), 2);
    // A view for another seat is refused by the guest.
    assert!(guest.receive(host.view(&game, 0)).is_err());
}

/// A whole log goes out at most once per connection: a second hello, or a
/// flood of them claiming an empty log, gets only what is new; a new
/// connection may ask for it all again. After an undo the guest gets the
/// new position with no new hello.
#[test]
fn a_whole_log_is_sent_once_per_connection_and_an_undo_needs_no_hello() {
    let mut game = Pile::new(&PileOptions { counters: 30 }, 3).unwrap();
    let mut host = Host::<Pile>::new(2, BUILD);
    let mut record = boardgame::Record::<Pile>::new(PileOptions { counters: 30 }, 3);
    for _ in 0..6 {
        let action = game.legal()[0];
        host.played(&game, action).unwrap();
        game.apply(action).unwrap();
        record.actions.push(action);
    }
    let mut guest = Guest::<Pile>::new(1, BUILD);
    let entries = |m: &HostMessage<Pile>| match m {
        HostMessage::View { events, .. } => events.len(),
        HostMessage::Refused { .. } => usize::MAX,
    };
    assert_eq!(host.accept(&game, 6, 1, guest.hello(), 0), Ok(None));
    let first = host.view(&game, 1);
    assert_eq!(entries(&first), 6, "the whole log, once");
    guest.receive(first).unwrap();
    for _ in 0..100 {
        assert_eq!(host.accept(&game, 6, 1, guest.hello(), 0), Ok(None));
        let again = host.view(&game, 1);
        assert_eq!(entries(&again), 0, "only what is new");
        guest.receive(again).unwrap();
    }
    assert_eq!(guest.log(), host.events(1));
    // An undo: back to 4 actions, then another action.
    record.actions.truncate(4);
    game = record.replay().unwrap();
    host.went_back(4);
    let action = game.legal()[1];
    host.played(&game, action).unwrap();
    game.apply(action).unwrap();
    guest.receive(host.view(&game, 1)).unwrap();
    assert_eq!(guest.log(), host.events(1));
    assert_eq!(guest.view().unwrap(), &View::of(&game, 1, 5));
    // A new connection (a reloaded guest holds nothing): the whole log again.
    host.connected(1);
    let mut reloaded = Guest::<Pile>::new(1, BUILD);
    assert_eq!(host.accept(&game, 5, 1, reloaded.hello(), 0), Ok(None));
    let whole = host.view(&game, 1);
    assert_eq!(entries(&whole), 5);
    reloaded.receive(whole).unwrap();
    assert_eq!(reloaded.log(), host.events(1));
}

/// Nothing a guest sent comes back longer than a short, marked excerpt.
#[test]
fn a_refusal_quotes_a_guest_only_in_a_short_marked_excerpt() {
    let game = Pile::new(&PileOptions { counters: 10 }, 3).unwrap();
    let mut host = Host::<Pile>::new(2, BUILD);
    let huge = "x".repeat(200_000);
    let Err(Refusal::Build { guest, .. }) =
        host.accept(&game, 0, 1, Guest::<Pile>::new(1, huge).hello(), 0)
    else {
        panic!("another build is refused")
    };
    assert!(guest.ends_with("…[cut]"), "{guest}");
    assert!(
        guest.chars().count() <= boardgame::table::EXCERPT + 6,
        "{guest}"
    );
    assert_eq!(boardgame::table::excerpt("v2"), "v2");
    // Cut on a character, never inside one.
    let wide = boardgame::table::excerpt(&"é".repeat(100));
    assert!(wide.starts_with(&"é".repeat(boardgame::table::EXCERPT)));
}
