//! The draw step (§5) and the choice of deploy option (§4), rulings R7, R8.

use super::*;
use boardgame::Game;

/// EX-5, D-5.2, D-5.3, R7: Anne holds 3 walls + 1 piece, supplies full:
/// piece+piece, piece+wall and wall+piece are possible, wall+wall is not; after
/// seeing a drawn piece she may still choose either.
#[test]
fn ex5_anne() {
    let mut g = table(3);
    g.players[0].walls = 3;
    g.players[0].pieces = kinds("F");
    scout(&mut g, 0, "V01");
    at_turn_start(&mut g, 0);
    assert_eq!(g.legal(), [Action::DrawWall, Action::DrawPiece]);
    let after_piece = {
        let mut h = g.clone();
        h.apply(Action::DrawPiece).unwrap();
        h
    };
    assert_eq!(
        after_piece.players[0].pieces.total(),
        2,
        "D-5.3: the piece is seen at once"
    );
    assert_eq!(after_piece.legal(), [Action::DrawWall, Action::DrawPiece]);
    let mut wall_first = g.clone();
    wall_first.apply(Action::DrawWall).unwrap();
    // The second wall would make 5: the piece is drawn automatically (D-5.4).
    assert_eq!(wall_first.players[0].walls, 4);
    assert_eq!(wall_first.players[0].pieces.total(), 2);
    assert_eq!(wall_first.turn.drawn, 2);
    assert_eq!(wall_first.pending.unwrap().kind, DecisionKind::Deploy);
    let mut both = after_piece.clone();
    both.apply(Action::DrawPiece).unwrap();
    assert_eq!(both.players[0].pieces.total(), 3);
    assert_eq!(both.players[0].walls, 3);
}

/// D-5.2: a draw is refused with its reason: empty supply, or four held.
#[test]
fn d5_2_draw_caps() {
    let mut g = table(2);
    scout(&mut g, 0, "V01");
    at_turn_start(&mut g, 0);
    g.players[0].walls = 4;
    assert_eq!(why(&g, Action::DrawWall), Illegal::FourHeld);
    g.players[0].walls = 0;
    g.general = 0;
    assert_eq!(why(&g, Action::DrawWall), Illegal::GeneralSupplyEmpty);
    g.players[0].passive.clear();
    assert_eq!(why(&g, Action::DrawPiece), Illegal::PassiveSupplyEmpty);
    g.players[0].passive = vec![Kind::Farmer];
    g.players[0].pieces = kinds("CCCC");
    assert_eq!(why(&g, Action::DrawPiece), Illegal::FourHeld);
}

/// EX-6, D-5.4, D-11.5: 4 pieces + 0 walls, one wall left in the general
/// supply: exactly that wall is drawn, ending with 4 pieces + 1 wall.
#[test]
fn ex6_forced_draw() {
    let mut g = table(2);
    g.players[0].pieces = kinds("CCMF");
    g.general = 1;
    scout(&mut g, 0, "V01");
    scout(&mut g, 1, "V38");
    at_turn_start(&mut g, 0);
    assert_eq!(g.players[0].walls, 1);
    assert_eq!(g.players[0].pieces.total(), 4);
    assert_eq!(g.general, 0);
    assert_eq!(g.turn.drawn, 1);
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Deploy);
}

/// D-5.1, D-5.4: with nothing to draw, no draw is made (zero draws).
#[test]
fn d5_4_zero_draws() {
    let mut g = table(2);
    g.general = 0;
    g.players[0].passive.clear();
    g.players[0].walls = 1;
    scout(&mut g, 0, "V01");
    scout(&mut g, 1, "V38");
    at_turn_start(&mut g, 0);
    assert_eq!(g.turn.drawn, 0);
    assert_eq!(g.players[0].walls, 1);
}

/// D-5.5, D-10.1: the kind of each draw is public (the counts change), the
/// identity of a drawn piece private: a view for another seat re-samples it.
#[test]
fn d5_5_draw_kind_public_piece_private() {
    let mut g = two_scouts("V01", "V38");
    at_turn_start(&mut g, 0);
    g.apply(Action::DrawPiece).unwrap();
    g.apply(Action::DrawPiece).unwrap();
    assert_eq!(g.players[0].pieces.total(), 2);
    let mut differs = false;
    for seed in 0..40 {
        let mut view = g.clone();
        view.determinize(1, &mut Rng::seeded(seed));
        assert_eq!(view.players[0].pieces.total(), 2);
        differs |= view.players[0].pieces != g.players[0].pieces;
        let mut own = g.clone();
        own.determinize(0, &mut Rng::seeded(seed));
        assert_eq!(own.players[0].pieces, g.players[0].pieces);
    }
    assert!(differs);
}

/// D-4.2, R8: an option needs at least one item of its kind; (c) needs a
/// blocked scout; (d) "nothing" only when (a)–(c) are all impossible, and
/// then it happens by itself.
#[test]
fn d4_2_deploy_options_and_r8() {
    let mut g = two_scouts("V15", "V38");
    g.players[0].walls = 1;
    at_deploy(&mut g, 0);
    assert_eq!(why(&g, Action::PlacePieces), Illegal::NoPiecesHeld);
    assert_eq!(why(&g, Action::Pass), Illegal::MustDeploy);
    assert_eq!(why(&g, Action::TakeScoutOff), Illegal::ScoutNotBlocked);
    g.players[0].walls = 0;
    g.players[0].pieces = kinds("F");
    assert_eq!(why(&g, Action::BuildWalls), Illegal::NoWallsHeld);
    assert_eq!(g.legal(), [Action::PlacePieces]);
    // Nothing held, scout free, supplies empty: the turn passes by itself.
    let mut h = table(2);
    h.general = 0;
    h.players[0].passive.clear();
    scout(&mut h, 0, "V15");
    scout(&mut h, 1, "V38");
    at_turn_start(&mut h, 0);
    assert_eq!(
        h.turn.player, 1,
        "D-4.2 (d): nothing to do, the turn passed"
    );
}

/// D-4.3: whatever is chosen is done completely; items of the other kind stay.
#[test]
fn d4_3_done_completely() {
    let mut g = two_scouts("V15", "V38");
    g.players[0].walls = 2;
    g.players[0].pieces = kinds("MC");
    at_deploy(&mut g, 0);
    g.apply(Action::PlacePieces).unwrap();
    g.apply(road("V14")).unwrap();
    assert_eq!(g.pending.unwrap().player, 0, "cannot stop after one piece");
    g.apply(Action::Place { kind: kind('M') }).unwrap();
    g.apply(road("V08")).unwrap();
    assert_eq!(g.players[0].pieces.total(), 0);
    assert_eq!(g.players[0].walls, 2);
}
