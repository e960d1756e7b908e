//! A guest's stand-in state (`dragon::stand_in`): the position a seat's
//! view describes, which the guest's device draws and asks for its legal
//! actions. On seeded random games, at every step and for every seat, the
//! common checks (`stand_in_check`: the view and pending decision given
//! back), its legal actions the real ones for every seat (the Dragon hides
//! nothing a decision depends on), and the seat's outcome of an action,
//! worked out on stand-ins, the one the host sends.

use boardgame::Game;
use boardgame::table::Seated;
use boardgame::table::check::stand_in_check;
use dragon::{GameState, Options, Outcome, SuperEvents};

#[test]
fn a_stand_in_gives_back_the_view_it_was_made_from() {
    let mut steps = 0u64;
    let mut outcomes = 0u64;
    for (players, seed) in [(2u8, 21u64), (3, 22), (5, 23)] {
        let options = Options {
            great_wall: players != 3,
            super_events: SuperEvents::Random,
            ..Options::new(players)
        };
        let game = GameState::new(options, seed).unwrap();
        steps += stand_in_check(
            game,
            seed,
            |game, shown, seat| assert_eq!(shown.legal(), game.legal(), "seed {seed}, seat {seat}"),
            |before, action, after| {
                // The outcome sent is what the log of a hot-seat game says.
                let sent = before.seen_by_all(action).unwrap();
                let outcome = Outcome::of(before, after, action);
                assert!(sent.iter().all(|e| e.outcome == outcome));
                outcomes += (outcome != Outcome::default()) as u64;
            },
        );
    }
    assert!(steps > 100, "{steps} steps");
    // Costs and gains were sent, not only empty outcomes.
    assert!(outcomes > steps / 10, "{outcomes} of {steps}");
}
