//! A guest's stand-in state (`dschingis_khan::stand_in`): the position a
//! seat's view describes, which the guest's device draws and asks for its
//! legal actions. On seeded random games, at every step and for every
//! seat: the stand-in's view for that seat is the view, its pending
//! decision the real one, its legal actions the real ones when the seat is
//! to move, and every piece the seat has seen is the real piece.

use boardgame::table::Seated;
use boardgame::{Game, Rng};
use dschingis_khan::{GameState, Options, Village, stand_in};

#[test]
fn a_stand_in_gives_back_the_view_it_was_made_from() {
    let mut steps = 0u64;
    let mut placeholders = 0u64;
    for (players, seed) in [(2u8, 21u64), (3, 22), (4, 23)] {
        let mut game = GameState::new(Options::new(players), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        while !game.is_over() {
            for seat in 0..Game::players(&game) {
                let view = game.seat_view(seat);
                let shown = stand_in(&view, game.pending());
                assert_eq!(shown.seat_view(seat), view, "seed {seed}, seat {seat}");
                assert_eq!(shown.pending(), game.pending());
                assert_eq!(shown.to_move(), game.to_move());
                let (mine, real) = (&shown.players()[seat], &game.players()[seat]);
                assert_eq!(
                    (mine.pieces, mine.walls, mine.lost),
                    (real.pieces, real.walls, real.lost)
                );
                assert_eq!(mine.passive.len(), real.passive.len());
                for v in Village::all() {
                    for (a, b) in shown.stack(v).iter().zip(game.stack(v)) {
                        assert_eq!((a.owner, a.seen), (b.owner, b.seen));
                        if b.seen_by(seat) {
                            assert_eq!(a.kind, b.kind, "a piece the seat has seen");
                        }
                    }
                }
                if game.to_move() == Some(seat) {
                    assert_eq!(shown.legal(), game.legal(), "seed {seed}, seat {seat}");
                }
                placeholders += (shown.players() != game.players()) as u64;
            }
            let legal = game.legal();
            game.apply(legal[rng.below(legal.len())]).unwrap();
            steps += 1;
        }
        let view = game.seat_view(1);
        assert_eq!(stand_in(&view, game.pending()).seat_view(1), view);
    }
    assert!(steps > 100, "{steps} steps");
    assert!(placeholders > steps, "{placeholders} stand-ins differed");
}
