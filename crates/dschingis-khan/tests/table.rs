//! Dschingis Khan at a table of devices (`boardgame::table`): every seat's
//! view against the full state (unseen kinds, the others' supplies and
//! every passive supply absent), the log entries (a placement names its
//! kind to the placer only, a draw to the drawer only), the messages, the
//! host's refusals and its record (`TableCheck`).

mod common;

use std::cell::Cell;

use boardgame::table::Seated;
use boardgame::table::check::TableCheck;
use boardgame::{Game, Rng};
use dschingis_khan::{Action, GameState, Options, SeatEvent, SeenAction, Village};

const GAMES: u64 = if cfg!(debug_assertions) { 2 } else { 12 };

/// `event` with the viewing seat's own drawn kinds left out: they come from
/// its passive supply, whose order it does not know either.
fn without_own_draws(event: &SeatEvent, seat: usize) -> SeatEvent {
    let mut out = event.clone();
    for s in &mut out.supplies {
        if s.seat as usize == seat {
            s.drawn = None;
        }
    }
    out
}

#[test]
fn a_seat_sees_only_the_pieces_it_has_seen() {
    let face_down = Cell::new(0u64);
    let hidden_placements = Cell::new(0u64);
    let worlds = Cell::new(0u64);
    let others_draws = Cell::new(0u64);
    let mut rng = Rng::seeded(99);
    for players in 2..=4u8 {
        let report =
            TableCheck::<GameState>::new(Options::new(players), GAMES, 700 + players as u64)
                .universe(common::universe())
                .run(
                    |game, seat, view| {
                        // Field by field against the full state.
                        for (s, (seen, real)) in view.players.iter().zip(game.players()).enumerate()
                        {
                            let own = s == seat;
                            assert_eq!(seen.passive as usize, real.passive.len(), "a count only");
                            assert_eq!(seen.held, real.pieces.total());
                            assert_eq!(
                                seen.pieces,
                                own.then_some(real.pieces),
                                "seat {s}'s pieces"
                            );
                            assert_eq!(seen.lost_count, real.lost.total());
                            assert_eq!(seen.lost, own.then_some(real.lost), "seat {s}'s lost");
                            assert_eq!((seen.walls, seen.scout), (real.walls, real.scout));
                        }
                        for v in Village::all() {
                            let (stack, real) = (&view.stacks[v.0 as usize], game.stack(v));
                            assert_eq!(stack.len(), real.len());
                            for (piece, r) in stack.iter().zip(real) {
                                assert_eq!((piece.owner, piece.seen), (r.owner, r.seen));
                                assert_eq!(piece.kind, r.seen_by(seat).then_some(r.kind));
                                if piece.kind.is_none() {
                                    face_down.set(face_down.get() + 1);
                                    assert!(!game.is_over(), "all is revealed at the end");
                                }
                            }
                        }
                        assert_eq!(view.wall, *game.wall());
                        assert_eq!(view.general, game.general_supply());
                        assert_eq!(view.turn, game.turn());
                        assert_eq!(view.end, game.end());
                        assert_eq!(view.finish, game.finish());
                        assert_eq!(view.last_build, game.last_build());
                        let json = serde_json::to_value(view).unwrap();
                        assert!(json.get("rng").is_none());
                        assert!(json["players"][0]["passive"].is_u64(), "no passive order");
                    },
                    |game, action, seat, event| {
                        let decision = game.pending().unwrap();
                        let actor = decision.player;
                        let own = seat == actor;
                        assert_eq!(event.seat as usize, actor);
                        match (action, event.action) {
                            (Action::Setup { kind, .. }, SeenAction::Setup { kind: seen, .. })
                            | (Action::Place { kind }, SeenAction::Place { kind: seen, .. }) => {
                                assert_eq!(seen, own.then_some(kind), "seat {seat}");
                                hidden_placements.set(hidden_placements.get() + !own as u64);
                            }
                            (Action::Setup { .. } | Action::Place { .. }, other) => {
                                panic!("{action:?} seen as {other:?}")
                            }
                            _ => {}
                        }
                        if let Some(placed) = event.placed {
                            assert_eq!(placed.kind.is_some(), own);
                        }
                        for s in &event.supplies {
                            let mine = s.seat as usize == seat;
                            assert_eq!(s.drawn.is_some(), mine);
                            assert_eq!(s.lost.is_some(), mine);
                            if let Some(drawn) = s.drawn {
                                assert_eq!(drawn.total(), s.pieces_drawn);
                            }
                            others_draws
                                .set(others_draws.get() + (!mine && s.pieces_drawn > 0) as u64);
                        }
                        if own {
                            return;
                        }
                        // A placement with another kind looks the same to the
                        // other seats.
                        for other in game.legal() {
                            let same_but_kind = match (action, other) {
                                (
                                    Action::Setup { village: a, .. },
                                    Action::Setup { village: b, .. },
                                ) => a == b,
                                (Action::Place { .. }, Action::Place { .. }) => true,
                                _ => false,
                            };
                            if same_but_kind {
                                assert_eq!(&game.seen_by(other, seat).unwrap(), event);
                            }
                        }
                        // In a world where what this seat cannot know is
                        // re-sampled, the same action looks the same (but for
                        // the kinds it draws itself: chance): the flow
                        // follows no secret (a step asks for the piece even
                        // when the pieces held are all of one kind).
                        let world = game.view_for(seat, &mut rng);
                        if world.legal().contains(&action) {
                            let there = world.seen_by(action, seat).unwrap();
                            assert_eq!(
                                without_own_draws(&there, seat),
                                without_own_draws(event, seat)
                            );
                            worlds.set(worlds.get() + 1);
                        }
                    },
                );
        report.assert_thorough_with_secrets(GAMES);
    }
    assert!(face_down.get() > 0 && hidden_placements.get() > 0 && others_draws.get() > 0);
    assert!(worlds.get() > 0);
}

/// The JSON a guest gets for a placement by another seat names no kind.
#[test]
fn another_seats_placement_names_no_kind() {
    let mut game = GameState::new(Options::new(3), 5).unwrap();
    let actor = game.to_move().unwrap();
    let action = game.legal()[0];
    let Action::Setup { village, kind } = action else {
        panic!("the game starts with a start placement: {action:?}")
    };
    let events = game.seen_by_all(action).unwrap();
    let other = (actor + 1) % 3;
    assert_eq!(
        events[other].action,
        SeenAction::Setup {
            village,
            kind: None
        }
    );
    assert_eq!(
        events[actor].action,
        SeenAction::Setup {
            village,
            kind: Some(kind)
        }
    );
    let json = serde_json::to_string(&events[other]).unwrap();
    assert!(json.contains("\"kind\":null"), "{json}");
    game.apply(action).unwrap();
    let view = game.seat_view(other);
    let top = view.stacks[village.0 as usize].last().unwrap();
    assert_eq!(top.kind, None, "face down for seat {other}");
}

/// A record from before the engine asked what it once made by itself reads
/// as the same game (`Record::migrated`, what the app does with a save of
/// format 2).
#[test]
fn an_old_record_is_migrated() {
    let options = [2u8, 3, 4].map(Options::new);
    let left_out = boardgame::testing::old_records_migrate::<GameState>(&options, GAMES, 40);
    assert!(left_out > 0, "no old record differs: nothing was migrated");
}
