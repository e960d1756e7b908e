//! China at a table of devices (`boardgame::table`): every seat's view
//! against the full state (others' hands absent, the pile a count), the log
//! entries (a drawn card named to its drawer only), the messages, the
//! host's refusals and its record (`TableCheck`).

use std::cell::Cell;

use boardgame::table::Seated;
use boardgame::table::check::TableCheck;
use boardgame::{Game, Rng};
use china::{Action, GameState, Options, Side};

const GAMES: u64 = if cfg!(debug_assertions) { 2 } else { 12 };

fn configurations() -> Vec<Options> {
    vec![
        Options::new(3),
        Options::new(4).with_side(Side::A).with_fortifications(true),
        Options::new(4).with_side(Side::B),
        Options::new(5).with_fortifications(true),
    ]
}

#[test]
fn a_seat_sees_its_own_hand_and_no_other() {
    let after_reshuffle = Cell::new(0u64);
    let draws_seen_elsewhere = Cell::new(0u64);
    let other_cards = Cell::new(0u64);
    let mut rng = Rng::seeded(77);
    for (i, options) in configurations().into_iter().enumerate() {
        let report = TableCheck::<GameState>::new(options, GAMES, 500 + 10 * i as u64)
            .universe(Action::universe())
            .run(
                |game, seat, view| {
                    // Field by field against the full state.
                    for (s, (seen, real)) in view.players.iter().zip(game.players()).enumerate() {
                        if s == seat {
                            assert_eq!(seen.hand, Some(real.hand), "the own hand");
                        } else {
                            assert_eq!(seen.hand, None, "seat {s}'s hand is absent");
                        }
                        assert_eq!(seen.hand_size, real.hand.total());
                        assert_eq!(seen.known, real.known);
                        assert_eq!(seen.sites, real.sites);
                        assert_eq!(seen.points, real.points);
                        assert_eq!(
                            (seen.houses, seen.envoys, seen.fortification),
                            (real.houses, real.envoys, real.fortification)
                        );
                    }
                    assert_eq!(view.display, game.display());
                    assert_eq!(view.discard, game.discard_pile());
                    assert_eq!(view.pile as usize, game.pile_len(), "the pile: a count");
                    assert_eq!(view.exhaustions, game.exhaustions());
                    assert_eq!(view.fortifications, game.fortifications());
                    assert_eq!(view.scorings, game.scorings());
                    assert_eq!(view.turn, game.turn());
                    assert_eq!(view.seat as usize, game.seat());
                    match (&view.reshuffle, game.reshuffle()) {
                        (None, None) => {}
                        (Some(seen), Some(real)) => {
                            after_reshuffle.set(after_reshuffle.get() + 1);
                            assert_eq!(seen.cards, real.cards);
                            assert_eq!(seen.turned_up, real.turned_up);
                            for (s, (t, r)) in seen.seats.iter().zip(&real.seats).enumerate() {
                                let own = (s == seat).then_some(r.drawn);
                                assert_eq!(t.drawn, own, "seat {s}'s drawn cards");
                                assert_eq!((t.held, t.draws, t.plays), (r.held, r.draws, r.plays));
                                assert_eq!((t.deadlines, t.stages), (r.deadlines, r.stages));
                            }
                        }
                        _ => panic!("the reshuffle record"),
                    }
                    // The others' cards are in no field of what is sent.
                    let json = serde_json::to_value(view).unwrap();
                    assert!(json.get("rng").is_none());
                    assert!(json["pile"].is_u64());
                    if game
                        .players()
                        .iter()
                        .enumerate()
                        .any(|(s, p)| s != seat && p.hand.total() > p.known.total())
                    {
                        other_cards.set(other_cards.get() + 1);
                    }
                },
                |game, action, seat, event| {
                    let actor = game.pending().unwrap().player;
                    assert_eq!(event.seat as usize, actor);
                    assert_eq!(event.action, action);
                    let drawn = action == Action::Draw;
                    assert_eq!(event.drew.is_some(), drawn && seat == actor, "seat {seat}");
                    if let Some(colour) = event.drew {
                        let mut after = game.clone();
                        after.apply(action).unwrap();
                        let gained = after.player(actor).hand.minus(&game.player(actor).hand);
                        assert_eq!(gained.of(colour), 1);
                    }
                    if drawn && seat != actor {
                        // In a world where the pile is re-dealt the card
                        // drawn differs; what this seat sees of it does not.
                        let world = game.view_for(seat, &mut rng);
                        let there = world.seen_by(action, seat).unwrap();
                        assert_eq!(
                            (there.seat, there.decision, there.action, there.drew),
                            (event.seat, event.decision, event.action, event.drew)
                        );
                        draws_seen_elsewhere.set(draws_seen_elsewhere.get() + 1);
                    }
                },
            );
        // Whether a second piece is offered, or a seat that cannot swap
        // passes, follows only what every seat knows.
        report.assert_thorough_with_secrets(GAMES);
    }
    assert!(
        after_reshuffle.get() > 0,
        "no game reached the first exhaustion"
    );
    assert!(draws_seen_elsewhere.get() > 0, "nobody drew from the pile");
    assert!(other_cards.get() > 0);
}

/// A record from before the engine asked what it once made by itself reads
/// as the same game (`Record::migrated`, what the app does with a save of
/// format 2).
#[test]
fn an_old_record_is_migrated() {
    let options = [3u8, 4, 5].map(Options::new);
    let left_out = boardgame::testing::old_records_migrate::<GameState>(&options, GAMES, 40);
    assert!(left_out > 0, "no old record differs: nothing was migrated");
}
