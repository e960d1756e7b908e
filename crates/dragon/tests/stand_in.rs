//! A guest's stand-in state (`dragon::stand_in`): the position a seat's
//! view describes, which the guest's device draws and asks for its legal
//! actions. On seeded random games, at every step and for every seat: the
//! stand-in's view for that seat is the view, its pending decision the
//! real one, its legal actions the real ones, and the seat's outcome of an
//! action, worked out on stand-ins, the one the host sends.

use boardgame::table::Seated;
use boardgame::{Game, Rng};
use dragon::{GameState, Options, Outcome, SuperEvents, stand_in};

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
        let mut game = GameState::new(options, seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            for seat in 0..Game::players(&game) {
                let view = game.seat_view(seat);
                let shown = stand_in(&view, game.pending());
                assert_eq!(shown.seat_view(seat), view, "seed {seed}, seat {seat}");
                assert_eq!(shown.pending(), game.pending());
                assert_eq!(shown.to_move(), game.to_move());
                assert_eq!(shown.legal(), game.legal(), "seed {seed}, seat {seat}");
            }
            let legal = game.legal();
            let action = legal[rng.below(legal.len())];
            let sent = game.seen_by_all(action).unwrap();
            let mut after = game.clone();
            after.apply(action).unwrap();
            // The outcome sent is what the log of a hot-seat game says.
            let outcome = Outcome::of(&game, &after, action);
            assert!(sent.iter().all(|e| e.outcome == outcome));
            outcomes += (outcome != Outcome::default()) as u64;
            game = after;
            steps += 1;
        }
        let view = game.seat_view(0);
        assert_eq!(stand_in(&view, game.pending()).seat_view(0), view);
    }
    assert!(steps > 100, "{steps} steps");
    // Costs and gains were sent, not only empty outcomes.
    assert!(outcomes > steps / 10, "{outcomes} of {steps}");
}
