//! A guest's stand-in state (`china::stand_in`): the position a seat's view
//! describes, which the guest's device draws and asks for its legal
//! actions. On seeded random games, at every step and for every seat, the
//! common checks (`stand_in_check`: the view, pending decision and legal
//! actions given back), and the seat's own hand (the only hand a board
//! shows) is the real hand.

use boardgame::table::check::stand_in_check;
use china::{GameState, Options};

#[test]
fn a_stand_in_gives_back_the_view_it_was_made_from() {
    let mut steps = 0u64;
    let mut placeholders = 0u64;
    for (players, seed) in [(3u8, 11u64), (4, 12), (5, 13)] {
        let game = GameState::new(Options::new(players), seed).unwrap();
        steps += stand_in_check(
            game,
            seed,
            |game, shown, seat| {
                assert_eq!(shown.players()[seat].hand, game.players()[seat].hand);
                placeholders += (shown.players() != game.players()) as u64;
            },
            |_, _, _| {},
        );
    }
    assert!(steps > 100, "{steps} steps");
    // Other hands were filled in, not copied: the check was not vacuous.
    assert!(placeholders > steps, "{placeholders} stand-ins differed");
}
