//! A guest's stand-in state (`dschingis_khan::stand_in`): the position a
//! seat's view describes, which the guest's device draws and asks for its
//! legal actions. On seeded random games, at every step and for every
//! seat, the common checks (`stand_in_check`: the view, pending decision
//! and legal actions given back), and every piece the seat has seen is the
//! real piece.

use boardgame::table::check::stand_in_check;
use dschingis_khan::{GameState, Options, Village};

#[test]
fn a_stand_in_gives_back_the_view_it_was_made_from() {
    let mut steps = 0u64;
    let mut placeholders = 0u64;
    for (players, seed) in [(2u8, 21u64), (3, 22), (4, 23)] {
        let game = GameState::new(Options::new(players), seed).unwrap();
        steps += stand_in_check(
            game,
            seed,
            |game, shown, seat| {
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
                placeholders += (shown.players() != game.players()) as u64;
            },
            |_, _, _| {},
        );
    }
    assert!(steps > 100, "{steps} steps");
    assert!(placeholders > steps, "{placeholders} stand-ins differed");
}
