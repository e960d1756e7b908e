//! End of game (§11): trigger, final round, walls in the final round, the
//! safety limit; rulings R23, R24, R25.

use super::*;
use boardgame::Game;

/// Three players on harmless villages, seat 1's passive supply empty and one
/// wall left in the general supply.
fn ex24() -> GameState {
    let mut g = table(3);
    scout(&mut g, 0, "V01");
    scout(&mut g, 1, "V06");
    scout(&mut g, 2, "V33");
    g.players[1].passive.clear();
    g.general = 1;
    g.players[2].pieces = kinds("CCMF");
    g.players[1].walls = 1;
    g
}

/// Plays first legal actions until the game is over; returns the sequence of
/// seats whose turns were played.
fn turns_until_over(g: &mut GameState) -> Vec<u8> {
    let mut order = vec![g.turn.player];
    let mut steps = 0;
    while !g.is_over() {
        let a = g.legal()[0];
        g.apply(a).unwrap();
        if !g.is_over() && order.last() != Some(&g.turn.player) {
            order.push(g.turn.player);
        }
        steps += 1;
        assert!(steps < 500);
    }
    order
}

/// EX-24, D-11.1, D-11.2, D-11.3, D-5.6, R23: seat 3 (index 2) draws the
/// last wall while seat 2's passive supply is empty: two supplies are empty,
/// seat 3 triggers, finishes his turn, then seats 1, 2 and 3 take one more
/// turn each, and the game is scored.
#[test]
fn ex24_trigger_and_final_round() {
    let mut g = ex24();
    assert_eq!(g.empty_supplies(), 1);
    at_turn_start(&mut g, 2);
    assert_eq!(g.general, 0);
    assert_eq!(g.empty_supplies(), 2);
    assert_eq!(
        g.end,
        Some(End {
            trigger: 2,
            turns_left: 4
        })
    );
    assert!(!g.in_final_round());
    let order = turns_until_over(&mut g);
    assert_eq!(order, [2, 0, 1, 2]);
    assert_eq!(g.finish, Some(Finish::Trigger));
    assert!(g.pending.is_none());
}

/// D-11.2: no trigger with one empty supply; the check happens after the
/// draw step (not before); once announced, the end is never re-announced.
#[test]
fn d11_2_trigger_only_after_the_draw_step() {
    let mut g = two_scouts("V01", "V38");
    g.general = 0;
    g.players[1].passive = vec![Kind::Farmer];
    g.players[1].pieces = kinds("C");
    at_turn_start(&mut g, 0);
    assert_eq!(g.end, None, "one supply empty is not enough");
    g.apply(Action::PlacePieces).ok();
    while g.turn.player == 0 {
        let a = g.legal()[0];
        g.apply(a).unwrap();
    }
    // Seat 1 draws his last piece: general + his passive are empty.
    assert_eq!(g.end.map(|e| e.trigger), Some(1));
    let first = g.end;
    while g.turn.player == 1 && !g.is_over() {
        let a = g.legal()[0];
        g.apply(a).unwrap();
    }
    assert_eq!(g.end.map(|e| e.trigger), first.map(|e| e.trigger));
}

/// EX-25, D-11.4, D-7.9, R24: a loop in a final-round turn removes pieces
/// from the game; the same loop in the triggering turn returns them to the
/// general supply.
#[test]
fn ex25_final_round_walls_leave_the_game() {
    let position = |turns_left: u8, seat: usize| {
        let mut g = table(3);
        scout(&mut g, 0, "V01");
        scout(&mut g, 1, "V06");
        scout(&mut g, 2, "V33");
        for id in ["U3-1", "H4-02", "H4-03"] {
            g.wall.build(s(id));
        }
        g.general = 0;
        g.end = Some(End {
            trigger: 2,
            turns_left,
        });
        g.players[seat].walls = 1;
        at_deploy(&mut g, seat);
        g.apply(Action::BuildWalls).unwrap();
        g.apply(Action::Build { slot: s("U3-2") }).unwrap();
        g
    };
    let final_round = position(3, 0);
    assert_eq!(final_round.general, 0);
    assert_eq!(final_round.walls_out, 2);
    let trigger_turn = position(4, 2);
    assert_eq!(trigger_turn.walls_out, 0);
    assert!(
        trigger_turn.general >= 1,
        "returned to the general supply (then drawn from)"
    );
    assert_eq!(
        trigger_turn.general + trigger_turn.players[0].walls,
        2,
        "both pieces came back"
    );
}

/// D-11.6, R25: 60 full rounds without a trigger end the game after that
/// turn; with a trigger the final round is played out.
#[test]
fn d11_6_safety_limit() {
    let mut g = two_scouts("V01", "V38");
    g.turns_played = SAFETY_ROUNDS * 2 - 1;
    g.players[0].walls = 1;
    at_deploy(&mut g, 0);
    g.apply(Action::BuildWalls).unwrap();
    g.apply(Action::Build { slot: s("U2-1") }).unwrap();
    assert_eq!(g.finish, Some(Finish::SafetyLimit));
    assert!(g.pending.is_none());
    let mut h = table(2);
    scout(&mut h, 0, "V01");
    scout(&mut h, 1, "V38");
    h.turns_played = SAFETY_ROUNDS * 2 - 1;
    h.end = Some(End {
        trigger: 0,
        turns_left: 3,
    });
    h.players[0].walls = 1;
    at_deploy(&mut h, 0);
    h.apply(Action::BuildWalls).unwrap();
    h.apply(Action::Build { slot: s("U2-1") }).unwrap();
    assert!(!h.is_over());
    assert_eq!(h.end.unwrap().turns_left, 2);
}

/// D-11.5: a player who cannot draw two items draws as many as possible.
#[test]
fn d11_5_draw_as_many_as_possible() {
    let mut g = two_scouts("V01", "V38");
    g.general = 0;
    g.players[0].passive = vec![Kind::Herb];
    at_turn_start(&mut g, 0);
    assert_eq!(g.players[0].pieces, kinds("H"));
    assert_eq!(g.turn.drawn, 1);
}

/// D-3.1, D-4.1: a round is one turn of every player from the start
/// player on; `round()` is 1 through the setup and the first P turns and
/// goes up when the start player's turn comes again.
#[test]
fn d4_1_round_goes_up_when_the_start_player_moves_again() {
    for (players, seed) in [(3, 4), (4, 5)] {
        let mut g = GameState::new(Options::new(players), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        let start = g.start_player();
        assert_eq!(g.round(), 1);
        let mut starts = 0;
        let mut last_turn = g.turns_played();
        while !g.is_over() {
            let legal = g.legal();
            g.apply(legal[rng.below(legal.len())]).unwrap();
            if g.is_over() || g.turns_played() == last_turn {
                continue;
            }
            last_turn = g.turns_played();
            if g.turn().player as usize == start {
                starts += 1;
            }
            assert_eq!(g.round(), starts + 1, "turn {last_turn}");
        }
        assert!(starts > 2, "several rounds are played");
    }
}
