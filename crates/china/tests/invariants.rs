//! Invariants over thousands of seeded random games, through the shared
//! [`boardgame::testing::Harness`] (every legal action accepted, a sample of
//! the action universe refused unless legal and then without changing the
//! state, views keep the decision and legal actions, replays and serde round
//! trips), for every player count, board side and with and without
//! fortifications. The check closure adds China's own invariants:
//! - piece conservation: supply + board = 20 houses, 8 envoys and the
//!   fortification (if the option is on) per player;
//! - card conservation: hands + display + discard + draw pile = the deck;
//!   hands hold at most 3 cards, the display at most 4; what is known of a
//!   hand is part of it;
//! - no site holds two houses, every house and fortification is on a site
//!   of the side in play, envoys never outnumber H(X) (C-5.7);
//! - scores and each source of points never decrease; points during play
//!   only come from province scorings, final points only at the end;
//! - the exhaustion counter only grows, at most to 2; while it is below 2
//!   the draw pile is not empty; a scored province stays scored and full;
//! - a turn places at most 2 pieces, in one province, at most 1 if the
//!   province was empty at the start of the turn (C-5.1, C-5.2).

use std::collections::BTreeMap;

use boardgame::testing::Harness;
use china::{
    Action, Cards, DecisionKind, ENVOYS, GameState, HAND_SIZE, HOUSES, Options, Province, Side,
};

const GAMES: u64 = if cfg!(debug_assertions) { 60 } else { 1500 };

fn configurations() -> Vec<Options> {
    let mut out = Vec::new();
    for fort in [false, true] {
        out.push(Options::new(3).with_fortifications(fort));
        out.push(Options::new(4).with_side(Side::A).with_fortifications(fort));
        out.push(Options::new(4).with_side(Side::B).with_fortifications(fort));
        out.push(Options::new(5).with_fortifications(fort));
    }
    out
}

fn check(before: &GameState, action: Action, after: &GameState) {
    let n = after.players().len();
    let opts = after.options();
    let side = board_side(after);
    // Pieces.
    let mut all_houses = 0u64;
    for (seat, p) in after.players().iter().enumerate() {
        assert_eq!(p.sites.0 & all_houses, 0, "two houses on one site");
        all_houses |= p.sites.0;
        assert_eq!(p.sites.0 & !side, 0, "a house off the board side");
        assert_eq!(p.houses as u32 + p.sites.len(), HOUSES as u32, "houses");
        let envoys: u8 = Province::ALL
            .iter()
            .map(|&x| after.envoys_of(seat, x))
            .sum();
        assert_eq!(p.envoys + envoys, ENVOYS, "envoys");
        assert!(p.hand.total() <= HAND_SIZE, "hand over 3");
        assert!(p.hand.contains(&p.known), "known cards not in hand");
    }
    let forts_placed = after.fortifications().len() as usize;
    let forts_supply = after.players().iter().filter(|p| p.fortification).count();
    let forts = if opts.fortifications { n } else { 0 };
    assert_eq!(forts_placed + forts_supply, forts, "fortifications");
    assert_eq!(after.fortifications().0 & !side, 0);
    for x in Province::ALL {
        assert!(
            after.envoys_in(x) <= after.max_houses(x),
            "C-5.7 envoy limit"
        );
        if before.is_scored(x) {
            assert!(after.is_scored(x) && after.is_full(x));
        }
    }
    // Cards.
    let mut cards = after.display().plus(&after.discard_pile());
    cards = cards.plus(&Cards::from_colours(after.pile().iter().copied()));
    for p in after.players() {
        cards = cards.plus(&p.hand);
    }
    assert_eq!(cards, after.deck(), "card conservation");
    assert!(after.display().total() <= 4);
    assert!(after.exhaustions() >= before.exhaustions() && after.exhaustions() <= 2);
    if after.exhaustions() < 2 {
        assert!(after.pile_len() > 0, "an empty pile is used up at once");
    }
    // Points.
    for (b, a) in before.players().iter().zip(after.players()) {
        assert!(a.points.houses_in_play >= b.points.houses_in_play);
        assert!(a.points.houses_at_end >= b.points.houses_at_end);
        assert!(a.points.alliances >= b.points.alliances);
        assert!(a.points.chains >= b.points.chains);
        if !after.is_over() {
            assert_eq!(
                a.points.houses_at_end + a.points.alliances + a.points.chains,
                0
            );
        }
        if a.points.houses_in_play > b.points.houses_in_play {
            assert!(matches!(action, Action::House(_)));
        }
    }
    // Turn limits.
    if let Some(d) = after.pending()
        && matches!(d.kind, DecisionKind::Pay { .. } | DecisionKind::Put { .. })
    {
        let turn = after.turn();
        assert!(turn.pieces <= 1 || !matches!(d.kind, DecisionKind::Pay { .. }));
        assert!(turn.pieces < 2);
        if turn.pieces == 1 {
            assert!(
                turn.second_allowed,
                "C-5.2: a second piece only if the province was occupied"
            );
        }
    }
    if let (Some(x), Action::House(s) | Action::Fortify(s)) = (before.turn().province, action) {
        assert_eq!(s.province(), x, "C-5.1 one province");
    }
    if let (Some(x), Action::Envoy(y)) = (before.turn().province, action) {
        assert_eq!(x, y, "C-5.1 one province");
    }
}

fn board_side(state: &GameState) -> u64 {
    china::board().side(state.side()).sites
}

/// What random play went through, so the test can show it reached the
/// rules it is meant to exercise.
#[derive(Default, Debug)]
struct Coverage {
    seen: BTreeMap<&'static str, u64>,
}

impl Coverage {
    fn note(&mut self, before: &GameState, action: Action, after: &GameState) {
        let mut see = |what: &'static str| *self.seen.entry(what).or_default() += 1;
        see(match action {
            Action::Placement => "placement",
            Action::Swap => "swap",
            Action::Pay(p) if p.joker => "joker",
            Action::Pay(_) => "pay",
            Action::House(_) => "house",
            Action::Envoy(_) => "envoy",
            Action::Fortify(_) => "fortify",
            Action::Stop => "stop",
            Action::Take(_) => "take",
            Action::Draw => "draw",
            Action::Discard(_) => "discard",
        });
        if after.exhaustions() > before.exhaustions() {
            see(if after.exhaustions() == 1 {
                "first exhaustion"
            } else {
                "second exhaustion"
            });
        }
        if after.scorings().len() > before.scorings().len() && !after.is_over() {
            see("scored during play");
        }
        if matches!(
            before.pending().map(|d| d.kind),
            Some(DecisionKind::Put { piece: 1, .. })
        ) {
            see("second piece");
        }
        if after.is_over() {
            see(if after.is_ending() {
                "ended by exhaustion"
            } else {
                "ended otherwise"
            });
            if after.winners().len() > 1 {
                see("shared victory");
            }
        }
        if !after.is_over()
            && after.current_player().is_some_and(|p| {
                p != before.current_player().unwrap()
                    && p != (before.current_player().unwrap() + 1) % after.players().len()
            })
        {
            see("automatic pass");
        }
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut coverage = Coverage::default();
    for (i, options) in configurations().into_iter().enumerate() {
        let report = Harness::<GameState>::new(options, GAMES, 1000 * i as u64)
            .universe(Action::universe())
            .run(|before, action, after| {
                check(before, action, after);
                coverage.note(before, action, after);
            });
        assert_eq!(report.games, GAMES);
        assert!(report.spot_checks > 0);
    }
    eprintln!("{coverage:?}");
    for what in [
        "placement",
        "swap",
        "joker",
        "pay",
        "house",
        "envoy",
        "fortify",
        "stop",
        "take",
        "draw",
        "discard",
        "first exhaustion",
        "second exhaustion",
        "scored during play",
        "second piece",
        "ended by exhaustion",
    ] {
        assert!(
            coverage.seen.contains_key(what),
            "random play never reached: {what}"
        );
    }
}
