//! A guest's device at a table words its log from its seat's entries
//! (`GameUi::seat_log`) and draws its seat from the stand-in of its view
//! (`GameUi::stand_in`): on seeded random games, the guest's log lines are
//! the host's (the shared log never words a secret), and the stand-in is
//! the view's own position.

use boardgame::table::{Host, View};

use super::GameUi;
use crate::session::Session;
use crate::session::tests::{play_random, start};

/// Plays a random game of `G` hosted for a guest at every seat, and
/// compares what each seat's guest would show with the host's own.
fn guest_sees_the_hosts_log<G: GameUi>(players: usize, seed: u64) -> usize {
    let mut seats = Vec::new();
    crate::seats::resize_in(&mut seats, players, G::COLOURS);
    let mut session: Session<G> = start(seats, G::default_options(players), seed);
    play_random(&mut session, usize::MAX, seed);
    // The host's logs, made from the session's record.
    let host = Host::<G>::resume(&session.record, "b").unwrap();
    let names = session.names();
    // The host's lines, less the setup's (step 0: no action, no entry).
    let hosts: Vec<_> = G::log_lines(&session.log, &names)
        .into_iter()
        .filter(|l| l.step > 0)
        .collect();
    let mut compared = 0;
    for seat in 0..players {
        let pending = boardgame::Game::pending(&session.state);
        let guest = G::log_lines(&G::seat_log(host.events(seat), 0, pending), &names);
        assert_eq!(guest, hosts, "seat {seat}'s log, seed {seed}");
        let view = View::of(&session.state, seat, host.moves());
        let shown = G::stand_in(&view);
        assert_eq!(shown.seat_view(seat), view.position);
        assert_eq!(shown.status(), session.state.status());
        compared += guest.len();
    }
    compared
}

#[test]
fn a_chinese_guest_words_the_same_log_as_the_host() {
    let lines = guest_sees_the_hosts_log::<::china::GameState>(3, 5)
        + guest_sees_the_hosts_log::<::china::GameState>(5, 6);
    assert!(lines > 100, "{lines}");
}

#[test]
fn a_dschingis_khan_guest_words_the_same_log_as_the_host() {
    let lines = guest_sees_the_hosts_log::<::dschingis_khan::GameState>(2, 7)
        + guest_sees_the_hosts_log::<::dschingis_khan::GameState>(4, 8);
    assert!(lines > 100, "{lines}");
}

#[test]
fn a_dragon_guest_words_the_same_log_as_the_host() {
    let lines = guest_sees_the_hosts_log::<::dragon::GameState>(2, 9)
        + guest_sees_the_hosts_log::<::dragon::GameState>(5, 10);
    assert!(lines > 100, "{lines}");
}
