//! A guest's stand-in state (`china::stand_in`): the position a seat's view
//! describes, which the guest's device draws and asks for its legal
//! actions. On seeded random games, at every step and for every seat: the
//! stand-in's view for that seat is the view, its pending decision the
//! real one, its legal actions the real ones when the seat is to move, and
//! the seat's own hand (the only hand a board shows) is the real hand.

use boardgame::table::Seated;
use boardgame::{Game, Rng};
use china::{GameState, Options, stand_in};

#[test]
fn a_stand_in_gives_back_the_view_it_was_made_from() {
    let mut steps = 0u64;
    let mut placeholders = 0u64;
    for (players, seed) in [(3u8, 11u64), (4, 12), (5, 13)] {
        let mut game = GameState::new(Options::new(players), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            for seat in 0..Game::players(&game) {
                let view = game.seat_view(seat);
                let shown = stand_in(&view, game.pending());
                assert_eq!(shown.seat_view(seat), view, "seed {seed}, seat {seat}");
                assert_eq!(shown.pending(), game.pending());
                assert_eq!(shown.to_move(), game.to_move());
                assert_eq!(shown.players()[seat].hand, game.players()[seat].hand);
                if game.to_move() == Some(seat) {
                    assert_eq!(shown.legal(), game.legal(), "seed {seed}, seat {seat}");
                }
                placeholders += (shown.players() != game.players()) as u64;
            }
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
            steps += 1;
        }
        let view = game.seat_view(0);
        assert_eq!(stand_in(&view, game.pending()).seat_view(0), view);
    }
    assert!(steps > 100, "{steps} steps");
    // Other hands were filled in, not copied: the check was not vacuous.
    assert!(placeholders > steps, "{placeholders} stand-ins differed");
}
