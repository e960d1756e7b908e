//! Rule tests on constructed positions, each naming the spec's rule ids
//! (C-x.y), rulings (R-n) and worked examples (EX-n) in its name or doc
//! comment. They live inside the crate so they can set up a position
//! directly, then drive it through the public `apply` / `legal_actions`.
//! `coverage.rs` checks that every id of the spec is named by some test.

mod board;
mod coverage;
mod examples;
mod hidden;
mod journal;
mod rules;

use crate::*;
use boardgame::Game;

pub(crate) use Colour::{Green, Orange, Purple, Red, Yellow};

/// The rules spec (`shared/rules/china.md` beside the repository), or
/// `None` where the checkout has no `shared` folder (the tests that read
/// it then pass without it).
pub(crate) fn spec() -> Option<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/rules/china.md"
    );
    let text = std::fs::read_to_string(path);
    if text.is_err() {
        eprintln!("spec not found at {path}; skipped");
    }
    text.ok()
}

pub(crate) fn site(id: &str) -> Site {
    Site::parse(id).unwrap_or_else(|| panic!("no site {id}"))
}

/// A game with the default side for `players`, no fortifications.
pub(crate) fn game(players: u8) -> GameState {
    game_with(Options::new(players))
}

/// A game with an empty board: nothing placed, full supplies.
pub(crate) fn game_with(options: Options) -> GameState {
    GameState::new(options, 7).unwrap()
}

/// Puts houses of `seat` on these sites (taken from his supply).
pub(crate) fn houses(s: &mut GameState, seat: usize, ids: &[&str]) {
    for id in ids {
        let site = site(id);
        assert!(s.house_owner(site).is_none(), "{id} already has a house");
        s.players[seat].sites.0 |= site.bit();
        s.players[seat].houses -= 1;
    }
}

/// Puts `n` envoys of `seat` into `province` (taken from his supply).
pub(crate) fn envoys(s: &mut GameState, seat: usize, province: Province, n: u8) {
    s.envoys[province.index()][seat] += n;
    s.players[seat].envoys -= n;
}

/// Puts a fortification on `id`, taken from `seat`'s supply.
pub(crate) fn fortify(s: &mut GameState, seat: usize, id: &str) {
    assert!(s.players[seat].fortification);
    s.players[seat].fortification = false;
    s.fortifications.0 |= site(id).bit();
}

/// Makes it `seat`'s turn, at its first decision, holding exactly `hand`.
pub(crate) fn turn(s: &mut GameState, seat: usize, hand: &[Colour]) {
    s.seat = seat as u8;
    s.turn = Turn::default();
    s.players[seat].hand = Cards::from_colours(hand.iter().copied());
    s.players[seat].known = Cards::EMPTY;
    s.pending = Some(Decision {
        player: seat,
        kind: DecisionKind::Turn,
    });
}

pub(crate) fn play(s: &mut GameState, action: Action) {
    if let Err(e) = s.apply(action) {
        panic!("{action:?} refused: {e}");
    }
}

pub(crate) fn play_all(s: &mut GameState, actions: &[Action]) {
    for &a in actions {
        play(s, a);
    }
}

/// The reason `action` is refused; also checks that the refusal changed
/// nothing and that the action is not listed as legal.
/// The turn's player places two houses in Wei (WEI-2, WEI-3), each paid
/// with a red card: a placement that ends in the refill.
pub(crate) fn two_red_houses_in_wei(s: &mut GameState) {
    play_all(
        s,
        &[
            Action::Placement,
            pay(Red),
            house("WEI-2"),
            pay(Red),
            house("WEI-3"),
        ],
    );
}

/// EX-13's position: Lu one house short of full (seat 0 has two houses
/// there, seats 1 and 2 one each), seat 1 to place with two green cards.
pub(crate) fn ex13() -> GameState {
    let mut s = game(4);
    houses(&mut s, 0, &["LU-1", "LU-2"]);
    houses(&mut s, 1, &["LU-3"]);
    houses(&mut s, 2, &["LU-4"]);
    turn(&mut s, 1, &[Green, Green, Red]);
    s
}

pub(crate) fn refused(s: &mut GameState, action: Action) -> Illegal {
    let before = s.clone();
    assert!(!s.legal().contains(&action), "{action:?} is listed");
    let why = match s.apply(action) {
        Err(RuleError::Illegal { why, .. }) => why,
        other => panic!("{action:?} was not refused as illegal: {other:?}"),
    };
    assert!(*s == before, "a refused action changed the state");
    why
}

pub(crate) fn legal(s: &GameState, action: Action) -> bool {
    s.legal().contains(&action)
}

pub(crate) fn pay(c: Colour) -> Action {
    Action::Pay(Payment::normal(c))
}

pub(crate) fn joker(c: Colour) -> Action {
    Action::Pay(Payment::joker(c))
}

pub(crate) fn house(id: &str) -> Action {
    Action::House(site(id))
}

pub(crate) fn kind(s: &GameState) -> DecisionKind {
    s.pending().expect("a decision is pending").kind
}

/// Sets the draw pile (top card last) and the display.
pub(crate) fn cards_on_table(s: &mut GameState, pile: &[Colour], display: &[Colour]) {
    s.pile = pile.iter().copied().collect();
    s.display = Cards::from_colours(display.iter().copied());
}
