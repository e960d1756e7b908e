//! Rule tests on constructed positions, naming the spec's rule ids (D-x.y),
//! rulings (Rn) and worked examples (EX-n). They live inside the crate so
//! they can set up a position directly and then drive it through the public
//! `apply` / `legal_actions` API.

mod board;
mod coverage;
mod draw;
mod end;
mod hidden;
mod scoring;
mod setup;
mod steps;
mod walls;

use crate::*;
use boardgame::Game;

pub(crate) fn v(id: &str) -> Village {
    Village::of(id)
}

pub(crate) fn s(id: &str) -> Slot {
    Slot::of(id)
}

pub(crate) fn kind(code: char) -> Kind {
    Kind::from_code(code).unwrap()
}

/// Kinds from codes, e.g. `"PMC"`.
pub(crate) fn kinds(codes: &str) -> Kinds {
    let mut k = Kinds::default();
    for c in codes.chars() {
        k.add(kind(c));
    }
    k
}

/// A game whose setup is done, start player seat 0, then cleared: start
/// wall only, no pieces or scouts on the board, nothing held, full passive
/// supplies, 17 walls in the general supply. Nothing is pending; tests
/// arrange the position and then call [`at_deploy`] or set `pending`.
pub(crate) fn table(players: u8) -> GameState {
    let mut options = Options::new(players);
    options.start_player = Some(0);
    let mut g = GameState::new(options, 5).unwrap();
    while g.setup_done < players {
        let a = g.legal()[0];
        g.apply(a).unwrap();
    }
    for p in &mut g.players {
        p.passive = crate::piece::full_set();
        p.pieces = Kinds::default();
        p.walls = 0;
        p.lost = Kinds::default();
        p.scout = None;
    }
    for stack in &mut g.stacks {
        stack.clear();
    }
    g.wall = Wall::start();
    g.mongolia = g.wall.mongolia();
    g.general = 17;
    g.pending = None;
    g
}

/// A [`table`] of two, seat 0's scout on `first`, seat 1's on `second`.
pub(crate) fn two_scouts(first: &str, second: &str) -> GameState {
    let mut g = table(2);
    scout(&mut g, 0, first);
    scout(&mut g, 1, second);
    g
}

/// A step along a road to `to`.
pub(crate) fn road(to: &str) -> Action {
    Action::Step {
        to: v(to),
        via: Via::Road,
    }
}

/// Puts a piece of `owner` on top of `village` (seen by its owner), taken
/// from his passive supply if one of that kind is left there.
pub(crate) fn put(g: &mut GameState, village: &str, owner: usize, code: char) {
    let passive = &mut g.players[owner].passive;
    if let Some(i) = passive.iter().position(|&k| k == kind(code)) {
        passive.remove(i);
    }
    g.stacks[v(village).0 as usize].push(Piece {
        owner: owner as u8,
        kind: kind(code),
        seen: 1 << owner,
    });
}

/// Gives `seat` these pieces in his active supply, taken from his passive supply.
pub(crate) fn hold(g: &mut GameState, seat: usize, codes: &str) {
    for c in codes.chars() {
        let passive = &mut g.players[seat].passive;
        let i = passive
            .iter()
            .position(|&k| k == kind(c))
            .expect("in the passive supply");
        passive.remove(i);
        g.players[seat].pieces.add(kind(c));
    }
}

pub(crate) fn scout(g: &mut GameState, seat: usize, village: &str) {
    g.players[seat].scout = Some(v(village));
}

/// Makes `seat` choose a deploy option now (its draw step done).
pub(crate) fn at_deploy(g: &mut GameState, seat: usize) {
    g.turn = Turn {
        player: seat as u8,
        drawn: 2,
        visited: 0,
    };
    g.pending = Some(Decision {
        player: seat,
        kind: DecisionKind::Deploy,
    });
}

/// Starts `seat`'s turn (its draw step).
pub(crate) fn at_turn_start(g: &mut GameState, seat: usize) {
    g.turn = Turn {
        player: seat as u8,
        drawn: 0,
        visited: 0,
    };
    g.pending = None;
    g.continue_draw();
}

/// The wall after building `ids` one after another from the start wall.
pub(crate) fn built(ids: &[&str]) -> (Wall, Vec<Built>) {
    build_on(Wall::start(), ids)
}

pub(crate) fn build_on(mut wall: Wall, ids: &[&str]) -> (Wall, Vec<Built>) {
    let mut out = Vec::new();
    for id in ids {
        assert!(wall.can_build(s(id)), "{id} is not a legal slot");
        out.push(wall.build(s(id)));
        wall.check().unwrap();
    }
    (wall, out)
}

/// Slot set from ids.
pub(crate) fn slots(ids: &[&str]) -> u128 {
    ids.iter().fold(0, |m, id| m | s(id).bit())
}

/// Village set from ids.
pub(crate) fn villages(ids: &[&str]) -> u64 {
    ids.iter().fold(0, |m, id| m | v(id).bit())
}

/// The legal step targets (with the ways to get there).
pub(crate) fn steps(g: &GameState) -> Vec<(Village, Via)> {
    g.legal()
        .into_iter()
        .filter_map(|a| match a {
            Action::Step { to, via } => Some((to, via)),
            _ => None,
        })
        .collect()
}

pub(crate) fn targets(g: &GameState) -> u64 {
    steps(g).iter().fold(0, |m, (t, _)| m | t.bit())
}

pub(crate) fn ids(mask: u64) -> Vec<&'static str> {
    crate::board::villages_in(mask).map(|v| v.id()).collect()
}

pub(crate) fn slot_ids(mask: u128) -> Vec<&'static str> {
    crate::board::slots_in(mask).map(|s| s.id()).collect()
}

/// The reason `action` is refused now.
/// The points the end scoring's breakdown gives `village` (its line).
pub(crate) fn points_at(g: &GameState, village: &str) -> i32 {
    g.breakdown()
        .iter()
        .find(|l| l.village == v(village))
        .unwrap()
        .points
}

pub(crate) fn why(g: &GameState, action: Action) -> Illegal {
    let before = g.clone();
    let mut copy = g.clone();
    match copy.apply(action) {
        Err(RuleError::Illegal { why, .. }) => {
            assert_eq!(copy, before, "a refused action changed the state");
            why
        }
        other => panic!("{action:?} was not refused as illegal: {other:?}"),
    }
}
