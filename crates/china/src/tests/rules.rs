//! The rules beyond the worked examples, one behaviour per test.

use super::*;
use boardgame::Game;

/// C-1.1, R-1, C-1.7, C-3.1, R-8: 3–5 players; side A for 3, B for 5,
/// either for 4 (default B).
#[test]
fn c1_1_and_c3_1_player_counts_and_sides() {
    for bad in [0, 1, 2, 6] {
        assert!(matches!(
            GameState::new(Options::new(bad), 1),
            Err(RuleError::BadOptions(OptionsError::Players(n))) if n == bad
        ));
    }
    assert_eq!(Options::new(3).side, Side::A);
    assert_eq!(Options::new(4).side, Side::B, "R-8 default B");
    assert_eq!(Options::new(5).side, Side::B);
    assert!(GameState::new(Options::new(4).with_side(Side::A), 1).is_ok());
    for (players, side) in [(3, Side::B), (5, Side::A)] {
        let refused = Options::new(players).with_side(side);
        let why = OptionsError::Side { players, side };
        assert_eq!(refused.validate(), Err(why));
        assert!(matches!(GameState::new(refused, 1), Err(RuleError::BadOptions(w)) if w == why));
        let needed = Options::only_side(players).unwrap();
        assert_ne!(needed, side);
        assert!(GameState::new(refused.with_side(needed), 1).is_ok());
    }
    let mut o = Options::new(4).with_side(Side::A);
    o.set_players(5);
    assert_eq!(o.side, Side::B);
    o.set_players(4);
    assert_eq!(o.side, Side::B, "4 players keep the side");
    o.set_players(3);
    assert_eq!(o.side, Side::A);
    assert!(o.validate().is_ok());
}

/// C-1.2, C-3.4, C-12.1: 20 houses, 8 envoys in the supply, the
/// fortification only with the option; every score starts at 0.
#[test]
fn c1_2_and_c3_4_starting_supply() {
    for fort in [false, true] {
        let s = game_with(Options::new(4).with_fortifications(fort));
        for p in s.players() {
            assert_eq!((p.houses, p.envoys, p.fortification), (20, 8, fort));
            assert_eq!(p.points.total(), 0);
            assert_eq!(p.supply_pieces(), 28 + fort as u8);
        }
    }
}

/// C-1.5, C-3.3, C-4.1, R-26, R-28: seat 0 (the emperor's) starts; turns
/// pass in seat order; after seat P−1 comes seat 0 again.
#[test]
fn c3_3_and_c4_1_seat_order() {
    let mut s = game(3);
    for expected in [0, 1, 2, 0, 1] {
        assert_eq!(s.current_player(), Some(expected));
        let card = s.player(expected).hand.colours().next().unwrap();
        play_all(&mut s, &[Action::Swap, Action::Discard(card), Action::Draw]);
    }
}

/// C-1.6, R-25: scores are plain integers, also past 50 and 100.
#[test]
fn c1_6_scores_are_plain_integers() {
    let mut s = game(3);
    s.players[0].points.houses_in_play = 120;
    s.players[0].points.chains = 9;
    assert_eq!(s.scores()[0], 129);
}

/// the player colours, in seat order.
#[test]
fn r29_player_colours() {
    assert_eq!(PLAYER_COLOURS, ["red", "yellow", "green", "blue", "purple"]);
}

/// C-3.2: without the option no fortification can be placed; with it, it
/// is offered.
#[test]
fn c3_2_fortification_option() {
    let mut off = game(4);
    turn(&mut off, 0, &[Red, Red, Red]);
    play_all(&mut off, &[Action::Placement, pay(Red)]);
    assert_eq!(
        refused(&mut off, Action::Fortify(site("WEI-1"))),
        Illegal::NoFortifications
    );
    let mut on = game_with(Options::new(4).with_fortifications(true));
    turn(&mut on, 0, &[Red, Red, Red]);
    play_all(&mut on, &[Action::Placement, pay(Red)]);
    assert!(legal(&on, Action::Fortify(site("WEI-1"))));
}

/// C-3.7, C-1.4: the board starts empty, no province scored; sites not on
/// the side in play do not exist.
#[test]
fn c3_7_empty_board_and_only_this_sides_sites() {
    let mut s = game(3);
    assert_eq!(s.houses_mask(), 0);
    assert!(s.fortifications().is_empty());
    assert!(
        Province::ALL
            .iter()
            .all(|&p| s.envoys_in(p) == 0 && !s.is_scored(p))
    );
    turn(&mut s, 0, &[Green, Green, Green]);
    play_all(&mut s, &[Action::Placement, pay(Green)]);
    assert_eq!(
        refused(&mut s, house("ZHAO-6")),
        Illegal::NoSuchSite(site("ZHAO-6"))
    );
    assert!(legal(&s, house("ZHAO-5")));
}

/// C-4.2, C-4.5: a turn starts with the choice of placement or swap; a
/// placement is payment, piece, (payment, piece or stop), refill cards.
#[test]
fn c4_2_and_c4_5_decision_sequence() {
    let mut s = game(4);
    houses(&mut s, 1, &["ZHAO-1"]);
    turn(&mut s, 0, &[Green, Green, Red]);
    assert_eq!(s.legal(), [Action::Placement, Action::Swap]);
    play(&mut s, Action::Placement);
    assert_eq!(kind(&s), DecisionKind::Pay { piece: 0 });
    assert!(
        !legal(&s, Action::Stop),
        "a placement places at least one piece (C-4.3)"
    );
    play(&mut s, pay(Green));
    assert_eq!(
        kind(&s),
        DecisionKind::Put {
            piece: 0,
            payment: Payment::normal(Green)
        }
    );
    play(&mut s, house("ZHAO-2"));
    assert_eq!(kind(&s), DecisionKind::Pay { piece: 1 });
    assert!(legal(&s, Action::Stop));
    play(&mut s, Action::Stop);
    assert_eq!(kind(&s), DecisionKind::Refill { hand: 2 });
    play(&mut s, Action::Draw);
    assert_eq!(s.current_player(), Some(1));
    assert_eq!(kind(&s), DecisionKind::Turn);
}

/// Ruling 2 (README): a step with a single legal action is still asked;
/// only a step with nothing to choose is left out (here the second piece
/// and the refill: no cards in hand, none to take).
#[test]
fn one_option_steps_are_still_asked() {
    let mut s = game(3);
    // Green pays for Zhao and Lu: Lu is full, Zhao has one free site, and
    // seat 0 has no envoy left; no card on display or in the pile.
    let ids = |p: Province| {
        Site::in_mask(p.sites(Side::A))
            .map(|x| x.id())
            .collect::<Vec<_>>()
    };
    houses(&mut s, 1, &ids(Province::LU));
    let zhao = ids(Province::ZHAO);
    houses(&mut s, 2, &zhao[1..]);
    s.players[0].envoys = 0;
    cards_on_table(&mut s, &[], &[]);
    turn(&mut s, 0, &[Green]);
    assert_eq!(s.legal(), [Action::Placement], "no swap: nothing to take");
    assert_eq!(kind(&s), DecisionKind::Turn);
    play(&mut s, Action::Placement);
    assert_eq!(s.legal(), [pay(Green)]);
    assert_eq!(kind(&s), DecisionKind::Pay { piece: 0 });
    play(&mut s, pay(Green));
    assert_eq!(s.legal(), [house(zhao[0])]);
    assert!(matches!(kind(&s), DecisionKind::Put { piece: 0, .. }));
    play(&mut s, house(zhao[0]));
    assert_ne!(
        s.current_player(),
        Some(0),
        "no second piece, no refill: the turn is over"
    );

    // A swap with one colour in hand and only the pile to take from.
    let mut s = game(3);
    cards_on_table(&mut s, &[Yellow], &[]);
    turn(&mut s, 0, &[Red]);
    play(&mut s, Action::Swap);
    assert_eq!(kind(&s), DecisionKind::SwapDiscard);
    assert_eq!(s.legal(), [Action::Discard(Red)]);
    play(&mut s, Action::Discard(Red));
    assert_eq!(kind(&s), DecisionKind::SwapTake);
    assert_eq!(s.legal(), [Action::Draw]);
}

/// C-4.3, R-12, C-9.3: nobody passes while he can act; a player who can
/// neither place nor swap (last round, empty hand and display) passes
/// automatically.
#[test]
fn c4_3_automatic_pass_only_when_nothing_is_possible() {
    let mut s = game(4);
    assert!(!s.legal().is_empty());
    // Last round: pile used up twice, display empty, seat 2 without cards.
    s.exhaustions = 2;
    s.ending = true;
    s.pile.clear();
    s.display = Cards::EMPTY;
    s.players[2].hand = Cards::EMPTY;
    s.players[2].known = Cards::EMPTY;
    houses(&mut s, 0, &["WEI-1"]);
    turn(&mut s, 1, &[Red, Red, Red]);
    two_red_houses_in_wei(&mut s);
    // No refill possible: the turn ends; seat 2 passes; seat 3 is asked.
    assert_eq!(s.current_player(), Some(3));
    assert!(s.player(2).hand.is_empty());
}

/// C-4.4, C-9.5, C-11.1: the end checks run after every turn; at the end
/// the final scoring follows at once and the highest score wins.
#[test]
fn c4_4_and_c9_5_game_over_scores_at_once() {
    let mut s = game(4);
    s.exhaustions = 2;
    s.ending = true;
    s.pile.clear();
    houses(&mut s, 2, &["HAN-1", "HAN-2"]);
    houses(&mut s, 0, &["HAN-3"]);
    turn(&mut s, 3, &[Purple, Red, Red]);
    let card = Purple;
    play_all(&mut s, &[Action::Swap, Action::Discard(card)]);
    let c = s.display().colours().next().unwrap();
    play(&mut s, Action::Take(c));
    assert!(s.is_over());
    assert_eq!(s.pending(), None);
    assert_eq!(s.player(2).points.houses_at_end, 3);
    assert_eq!(s.winner(), Some(2));
    assert_eq!(s.apply(Action::Placement), Err(RuleError::GameOver));
}

/// C-5.1: a card naming two provinces pays in either, never both in one turn.
#[test]
fn c5_1_one_province_per_turn() {
    let mut s = game(4);
    houses(&mut s, 1, &["WEI-1", "SHU-1"]);
    turn(&mut s, 0, &[Red, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Red)]);
    assert!(legal(&s, house("WEI-2")) && legal(&s, house("SHU-2")));
    play_all(&mut s, &[house("SHU-2"), pay(Red)]);
    assert_eq!(
        refused(&mut s, house("WEI-2")),
        Illegal::OtherProvince {
            chosen: Province::SHU
        }
    );
    assert_eq!(
        refused(&mut s, Action::Envoy(Province::WEI)),
        Illegal::OtherProvince {
            chosen: Province::SHU
        }
    );
}

/// C-5.2, R-9, C-12.4: the limit is judged at the start of the turn; any
/// piece counts, a neutral fortification too.
#[test]
fn c5_2_and_r9_limit_judged_at_the_start_of_the_turn() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    fortify(&mut s, 3, "CHU-1");
    turn(&mut s, 0, &[Purple, Purple, Red]);
    play_all(&mut s, &[Action::Placement, pay(Purple), house("CHU-2")]);
    assert_eq!(
        kind(&s),
        DecisionKind::Pay { piece: 1 },
        "a fortification is a piece"
    );
    let mut e = game(4);
    houses(&mut e, 1, &["SHU-1"]);
    turn(&mut e, 0, &[Red, Red, Red]);
    play_all(&mut e, &[Action::Placement, pay(Red), house("WEI-1")]);
    assert_eq!(
        kind(&e),
        DecisionKind::Refill { hand: 2 },
        "placing a first piece does not raise the limit"
    );
}

/// C-5.3, C-5.4, R-10: the legal payments of a hand of 3; a joker is two
/// cards of one colour for one piece; no card is played without a piece.
#[test]
fn c5_3_and_c5_4_payments() {
    let mut s = game(4);
    houses(&mut s, 1, &["WEI-1"]);
    turn(&mut s, 0, &[Red, Green, Green]);
    play(&mut s, Action::Placement);
    let mut pays: Vec<Action> = s.legal();
    pays.sort_by_key(|a| format!("{a:?}"));
    let mut expected = vec![pay(Red), pay(Green), joker(Green)];
    expected.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(pays, expected);
    assert_eq!(
        refused(&mut s, joker(Red)),
        Illegal::MissingCards(Payment::joker(Red))
    );
    assert_eq!(
        refused(&mut s, pay(Yellow)),
        Illegal::MissingCards(Payment::normal(Yellow))
    );
    // {c, y, y}: red then the green pair, two pieces, all three cards.
    play_all(
        &mut s,
        &[pay(Red), house("WEI-2"), joker(Green), house("WEI-3")],
    );
    assert!(s.player(0).hand.is_empty());
    assert!(!legal(&s, Action::Stop));
}

/// C-5.5: played cards go face up onto the discard pile.
#[test]
fn c5_5_played_cards_are_discarded() {
    let mut s = game(4);
    let before = s.discard_pile();
    houses(&mut s, 1, &["CHU-1"]);
    turn(&mut s, 0, &[Purple, Orange, Orange]);
    play_all(
        &mut s,
        &[
            Action::Placement,
            pay(Purple),
            house("CHU-2"),
            joker(Orange),
        ],
    );
    assert_eq!(
        s.discard_pile(),
        before.plus(&Cards::from_colours([Purple, Orange, Orange]))
    );
}

/// C-5.6, C-12.3, C-12.4: a house needs a site without a house; a site
/// with only a fortification is free for a house; a full province takes
/// no house.
#[test]
fn c5_6_house_sites() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    houses(&mut s, 1, &["YAN-1", "YAN-2", "YAN-3", "YAN-4"]);
    fortify(&mut s, 2, "YAN-5");
    turn(&mut s, 0, &[Orange, Orange, Red]);
    play_all(&mut s, &[Action::Placement, pay(Orange)]);
    assert_eq!(
        refused(&mut s, house("YAN-1")),
        Illegal::SiteHasHouse(site("YAN-1"))
    );
    assert!(
        !s.is_full(Province::YAN),
        "a fortification does not fill a province"
    );
    play(&mut s, house("YAN-5"));
    assert!(s.is_full(Province::YAN));
    assert_eq!(s.house_owner(site("YAN-5")), Some(0));
    assert!(
        s.fortifications().contains(site("YAN-5")),
        "C-12.6 it stays"
    );
    // A full province takes no more houses.
    let mut t = s.clone();
    turn(&mut t, 2, &[Orange, Orange, Orange]);
    play_all(&mut t, &[Action::Placement, pay(Orange)]);
    assert!(
        t.legal()
            .iter()
            .all(|a| !matches!(a, Action::House(x) if x.province() == Province::YAN))
    );
}

/// C-5.7: an envoy needs E(X) < H(X); none without houses; a player may
/// place envoys where he has no house.
#[test]
fn c5_7_envoy_limit() {
    let mut s = game(4);
    houses(&mut s, 1, &["QI-1"]);
    turn(&mut s, 0, &[Yellow, Yellow, Red]);
    play_all(&mut s, &[Action::Placement, pay(Yellow)]);
    assert_eq!(
        refused(&mut s, Action::Envoy(Province::QIN)),
        Illegal::EnvoyLimit {
            province: Province::QIN,
            envoys: 0,
            houses: 0
        }
    );
    play(&mut s, Action::Envoy(Province::QI));
    assert_eq!(s.envoys_of(0, Province::QI), 1);
    assert_eq!(s.houses_of(0, Province::QI), 0);
}

/// C-5.8, C-12.2, R-19, R-20: a fortification is paid like any piece,
/// counts for the limit, goes on a site with neither house nor
/// fortification, is allowed in an empty province as the only piece.
#[test]
fn c5_8_and_c12_2_fortifications() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    houses(&mut s, 1, &["LU-1"]);
    fortify(&mut s, 2, "LU-2");
    turn(&mut s, 0, &[Green, Green, Green]);
    play_all(&mut s, &[Action::Placement, pay(Green)]);
    assert_eq!(
        refused(&mut s, Action::Fortify(site("LU-1"))),
        Illegal::SiteNotFree(site("LU-1"))
    );
    assert_eq!(
        refused(&mut s, Action::Fortify(site("LU-2"))),
        Illegal::SiteNotFree(site("LU-2"))
    );
    play_all(&mut s, &[Action::Fortify(site("LU-3")), pay(Green)]);
    assert!(!s.player(0).fortification);
    assert_eq!(
        refused(&mut s, Action::Fortify(site("LU-4"))),
        Illegal::NoneLeft(Piece::Fortification)
    );
    // C-12.3: anyone may build on it, also in the same turn.
    play(&mut s, house("LU-3"));
    assert!(s.fortified_in(0, Province::LU));
    // in an empty province, as the only piece of the turn.
    let mut e = game_with(Options::new(4).with_fortifications(true));
    turn(&mut e, 0, &[Red, Red, Red]);
    play_all(
        &mut e,
        &[Action::Placement, pay(Red), Action::Fortify(site("SHU-1"))],
    );
    assert_eq!(kind(&e), DecisionKind::Refill { hand: 2 });
}

/// C-5.10: no piece of a type in the supply, none of it placed; without
/// any pieces only a swap is left.
#[test]
fn c5_10_empty_supply() {
    let mut s = game(4);
    houses(&mut s, 1, &["WEI-1"]);
    s.players[0].houses = 0;
    turn(&mut s, 0, &[Red, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Red)]);
    assert_eq!(
        refused(&mut s, house("WEI-2")),
        Illegal::NoneLeft(Piece::House)
    );
    assert!(legal(&s, Action::Envoy(Province::WEI)));
    let mut t = game(4);
    houses(&mut t, 1, &["WEI-1"]);
    t.players[0].houses = 0;
    t.players[0].envoys = 0;
    turn(&mut t, 0, &[Red, Red, Red]);
    assert_eq!(t.legal(), [Action::Swap]);
    assert_eq!(
        refused(&mut t, Action::Placement),
        Illegal::NoPlacementPossible
    );
}

/// C-5.11, C-5.12, C-8.1: a scored province is not scored again at the
/// end; envoys may still go there.
#[test]
fn c5_12_and_c8_1_each_province_scored_once() {
    let mut s = game(4);
    houses(&mut s, 0, &["SHU-1", "SHU-2", "SHU-3", "SHU-4"]);
    turn(&mut s, 0, &[Red, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Red), house("SHU-5")]);
    assert_eq!(s.player(0).points.houses_in_play, 5);
    play_all(&mut s, &[pay(Red), Action::Envoy(Province::SHU)]);
    s.final_scoring();
    assert_eq!(s.player(0).points.houses_at_end, 0);
    assert_eq!(s.scorings().len(), 1);
}

/// C-6.2, C-6.3: a swap is allowed even when a placement is possible; it
/// needs a card in hand and one to take.
#[test]
fn c6_2_and_c6_3_swap_conditions() {
    let mut s = game(4);
    turn(&mut s, 0, &[Red, Red, Red]);
    assert!(legal(&s, Action::Placement) && legal(&s, Action::Swap));
    let mut empty = game(4);
    turn(&mut empty, 0, &[]);
    assert_eq!(refused(&mut empty, Action::Swap), Illegal::NoCardToSwap);
    let mut none = game(4);
    none.pile.clear();
    none.display = Cards::EMPTY;
    none.exhaustions = 2;
    turn(&mut none, 0, &[Red]);
    assert_eq!(refused(&mut none, Action::Swap), Illegal::NothingToTake);
    play(&mut s, Action::Swap);
    assert_eq!(
        refused(&mut s, Action::Discard(Green)),
        Illegal::NotInHand(Green)
    );
    play(&mut s, Action::Discard(Red));
    assert!(!legal(&s, Action::Discard(Red)));
}

/// C-6.4, C-7.5: the pile used up by a swap's draw is replaced at once.
#[test]
fn c6_4_exhaustion_during_a_swap() {
    let mut s = game(4);
    turn(&mut s, 0, &[Red, Green, Green]);
    cards_on_table(&mut s, &[Orange], &[Red, Green, Yellow, Purple]);
    s.discard = Cards::from_colours([Yellow, Yellow]);
    play_all(&mut s, &[Action::Swap, Action::Discard(Red), Action::Draw]);
    assert_eq!(s.exhaustions(), 1);
    assert_eq!(s.pile_len(), 3, "the discarded red is reshuffled too");
    assert!(s.discard_pile().is_empty());
}

/// C-7.3: a hand never holds more than 3 cards: the refill stops at 3.
#[test]
fn c7_3_refill_stops_at_three() {
    let mut s = game(4);
    turn(&mut s, 0, &[Red, Green, Green]);
    play_all(&mut s, &[Action::Placement, pay(Red), house("WEI-1")]);
    play(&mut s, Action::Draw);
    assert_eq!(s.player(0).hand.total(), 3);
    assert_eq!(s.current_player(), Some(1));
}

/// C-7.6, R-14: an empty discard pile at the first exhaustion counts as
/// the second at once.
#[test]
fn c7_6_empty_discard_pile_at_first_exhaustion() {
    let mut s = game(4);
    turn(&mut s, 0, &[Red, Green, Green]);
    cards_on_table(&mut s, &[Orange], &[Red, Green, Yellow, Purple]);
    s.discard = Cards::EMPTY;
    play_all(&mut s, &[Action::Swap, Action::Discard(Red)]);
    s.discard = Cards::EMPTY; // as if nothing were on it
    play(&mut s, Action::Draw);
    assert_eq!(s.exhaustions(), 2);
    assert!(s.is_ending());
}

/// C-8.5, C-10.5: points are added at once and never decrease.
#[test]
fn c8_5_and_c10_5_points_added_at_once() {
    let mut s = game(4);
    houses(&mut s, 1, &["HAN-1", "HAN-2", "HAN-3", "HAN-4"]);
    s.players[1].points.chains = 3;
    turn(&mut s, 0, &[Orange, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Orange), house("HAN-5")]);
    assert_eq!(s.player(1).points.houses_in_play, 5);
    assert_eq!(s.player(0).points.houses_in_play, 4);
    assert_eq!(s.scores()[1], 8);
}

/// C-12.5, C-12.6, R-18: the doubling goes to the owner of the house on the
/// fortification, also for his chain; the fortification stays for good.
#[test]
fn c12_5_doubling_for_province_and_chain() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    houses(&mut s, 0, &["QIN-1", "QIN-2", "QIN-3", "QIN-4"]);
    fortify(&mut s, 1, "QIN-5");
    houses(&mut s, 2, &["QIN-5"]);
    assert_eq!(s.province_points(Province::QIN)[..3], [5, 0, 8]);
    s.final_scoring();
    assert_eq!(s.player(0).points.chains, 4);
    assert_eq!(
        s.player(2).points.houses_at_end,
        8,
        "place 2 scores 4, doubled"
    );
    assert_eq!(s.player(1).points.total(), 0, "the builder gains nothing");
    let mut c = game_with(Options::new(4).with_fortifications(true));
    houses(&mut c, 0, &["QIN-1", "QIN-2", "QIN-3", "QIN-4"]);
    fortify(&mut c, 0, "QIN-2");
    assert_eq!(c.chain_points(0), 8, "a fortified chain counts double");
}

/// C-11.3, C-8.4, C-12.5: the ways of scoring by name (the lesson's list):
/// the breakdown's four parts, and what a fortification added to a
/// province's houses and to a chain.
#[test]
fn c11_3_scoring_ways_and_the_fortifications_part() {
    let names: Vec<&str> = ScoringWay::ALL.iter().map(|w| w.name()).collect();
    assert_eq!(names, ScoringWay::NAMES);
    let mut s = game_with(Options::new(4).with_fortifications(true));
    fortify(&mut s, 1, "QIN-4");
    houses(&mut s, 0, &["QIN-1", "QIN-2", "QIN-3", "QIN-4"]);
    houses(&mut s, 2, &["QIN-5"]);
    envoys(&mut s, 0, Province::QIN, 1);
    envoys(&mut s, 0, Province::ZHAO, 1);
    houses(&mut s, 1, &["ZHAO-1"]);
    s.final_scoring();
    let ways = |seat| ScoringWay::ALL.map(|w| s.points_from(seat, w));
    // Ch'in: 5 houses, first place 5, doubled; the chain of 4, doubled;
    // alliance 1 (Ch'in–Zhao): 2 envoys.
    assert_eq!(ways(0), [0, 10, 5 + 4, 2, 8]);
    assert_eq!(ways(1), [0, 1, 0, 0, 0], "the builder gains nothing");
    assert_eq!(ways(2), [0, 4, 0, 0, 0]);
}

/// C-2.2, C-2.9: the map's shape: names, same geometry
/// on both sides, Wei reaches the north edge, Han and Qi's neighbours.
#[test]
fn r2_and_c2_9_map_shape() {
    let b = board();
    let names: Vec<&str> = Province::ALL.iter().map(|p| p.name()).collect();
    assert_eq!(
        names,
        [
            "Ch'in", "Zhao", "Yan", "Wei", "Qi", "Lu", "Chu", "Han", "Shu"
        ]
    );
    let wei = &b.data.provinces[Province::WEI.index()];
    assert!(
        wei.polygon.iter().any(|&[_, y]| y == 60.0),
        "Wei's neck reaches the north edge"
    );
    let neighbours = |p: Province| {
        let mut n: Vec<Province> = ALLIANCE_PAIRS
            .iter()
            .filter_map(|&(x, y)| {
                if x == p {
                    Some(y)
                } else if y == p {
                    Some(x)
                } else {
                    None
                }
            })
            .collect();
        n.sort();
        n
    };
    assert_eq!(
        neighbours(Province::HAN),
        [Province::QIN, Province::WEI, Province::CHU, Province::SHU]
    );
    assert_eq!(
        neighbours(Province::QI),
        [Province::YAN, Province::WEI, Province::LU, Province::CHU]
    );
    for p in b.data.provinces {
        assert_eq!(p.size["A"] + usize::from(p.id != "QIN"), p.size["B"], "R-6");
    }
}

/// C-2.7, C-2.8: the road lists of the spec, side by side.
#[test]
fn c2_7_and_c2_8_road_lists() {
    let inner_b = "QIN 1-2 2-3 3-4 4-5|ZHAO 1-2 2-3 2-5 3-4 5-6|YAN 1-2 1-5 2-3 3-4|WEI 1-7 2-3 2-7 3-4 4-5 5-6|QI 1-4 1-5 2-3 2-5|LU 1-2 2-3 3-4 4-5|CHU 1-2 2-3 3-4 4-8 5-6 5-8 6-7|HAN 1-2 2-3 3-5 4-5|SHU 1-2 2-3 3-4 4-5";
    let inner_a = "QIN 1-2 2-3 3-4 4-5|ZHAO 1-2 2-3 2-5 3-4|YAN 1-2 2-3 3-4|WEI 1-2 2-3 3-4 4-5 5-6|QI 1-2 1-4 2-3|LU 1-2 2-3 3-4|CHU 1-2 2-3 3-4 4-5 5-6 6-7|HAN 1-2 2-3 3-4|SHU 1-2 2-3 3-4";
    let cross = "QIN-1 ZHAO-1|QIN-3 WEI-5|QIN-4 SHU-1|ZHAO-4 WEI-1|YAN-1 WEI-1|YAN-4 QI-1|WEI-2 QI-2|WEI-3 CHU-7|WEI-4 HAN-1|QI-3 CHU-1|QI-4 LU-1|LU-3 CHU-2|CHU-5 HAN-4|HAN-3 SHU-3";
    let roads = |inner: &str, extra: &str| {
        let mut out = std::collections::BTreeSet::new();
        for part in inner.split('|') {
            let mut words = part.split(' ');
            let p = words.next().unwrap();
            for r in words {
                let (a, b) = r.split_once('-').unwrap();
                let (a, b) = (site(&format!("{p}-{a}")), site(&format!("{p}-{b}")));
                out.insert((a.min(b), a.max(b)));
            }
        }
        for pair in cross.split('|').chain([extra]) {
            let (a, b) = pair.split_once(' ').unwrap();
            let (a, b) = (site(a), site(b));
            out.insert((a.min(b), a.max(b)));
        }
        out
    };
    for (side, inner, extra) in [
        (Side::B, inner_b, "ZHAO-6 WEI-6"),
        (Side::A, inner_a, "ZHAO-5 WEI-6"),
    ] {
        let ours: std::collections::BTreeSet<(Site, Site)> = board()
            .side(side)
            .roads
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect();
        assert_eq!(ours, roads(inner, extra), "side {}", side.name());
    }
}

/// C-10.4, R-21: the chain scorer's shortcuts (component by component, a
/// plain path scored whole) agree with the exhaustive search over every
/// set of disjoint paths, on random sets of up to 20 houses.
#[test]
fn c10_4_chain_scorer_matches_the_exhaustive_search() {
    let mut rng = Rng::seeded(4);
    for side in [Side::A, Side::B] {
        let t = board().side(side);
        let sites: Vec<Site> = Site::in_mask(t.sites).collect();
        for _ in 0..300 {
            let n = 4 + rng.below(17);
            let mut own = 0u64;
            while own.count_ones() < n as u32 {
                own |= sites[rng.below(sites.len())].bit();
            }
            let fortified = if rng.below(2) == 0 {
                sites[rng.below(sites.len())].bit() & own
            } else {
                0
            };
            assert_eq!(
                chain_points(&t.adjacency, own, fortified),
                crate::scoring::chain_points_exhaustive(&t.adjacency, own, fortified)
            );
        }
    }
}

/// C-4.5 ("an illegal move is rejected without changing the state"): every
/// refusal names its rule in a readable sentence, with the player and the
/// decision.
#[test]
fn c4_5_refusals_are_readable_sentences() {
    let p = Province::QIN;
    let s = site("QIN-1");
    let all = [
        Illegal::WrongKindOfAction,
        Illegal::NoPlacementPossible,
        Illegal::NoCardToSwap,
        Illegal::NothingToTake,
        Illegal::MissingCards(Payment::normal(Red)),
        Illegal::MissingCards(Payment::joker(Red)),
        Illegal::PaymentPlacesNothing(Payment::joker(Green)),
        Illegal::WrongColour {
            province: p,
            card: Red,
        },
        Illegal::JokerOwnColour {
            province: p,
            card: Yellow,
        },
        Illegal::OtherProvince { chosen: p },
        Illegal::NoSuchSite(s),
        Illegal::SiteHasHouse(s),
        Illegal::SiteNotFree(s),
        Illegal::NoneLeft(Piece::Envoy),
        Illegal::EnvoyLimit {
            province: p,
            envoys: 1,
            houses: 1,
        },
        Illegal::NoFortifications,
        Illegal::NotOnDisplay(Purple),
        Illegal::PileEmpty,
        Illegal::NotInHand(Orange),
    ];
    for why in all {
        let text = why.to_string();
        assert!(
            text.len() > 15 && !text.contains('{') && !text.contains("::"),
            "{text}"
        );
        assert!(!text.ends_with('.'), "{text}: shown after a colon");
    }
    assert_eq!(
        Illegal::EnvoyLimit {
            province: p,
            envoys: 1,
            houses: 1
        }
        .to_string(),
        "Ch'in holds 1 envoy and the most houses one player has there is 1; envoys may not outnumber that"
    );
    let mut g = game(4);
    turn(&mut g, 2, &[Red, Red, Red]);
    let err = g.apply(Action::Draw).unwrap_err().to_string();
    assert!(err.starts_with("player 3 cannot play Draw now"), "{err}");
}

/// Glossary, C-4.1: a round is one turn of every seat from seat 0 to the
/// last; `round()` starts at 1 and goes up exactly when the turn passes
/// from a later seat back to an earlier one.
#[test]
fn glossary_round_counts_turns_of_every_seat() {
    for (players, seed) in [(3, 1), (4, 2), (5, 3)] {
        let mut s = GameState::new(Options::new(players), seed).unwrap();
        let mut rng = Rng::seeded(seed);
        assert_eq!(s.round(), 1);
        let mut rounds_seen = 1;
        while !s.is_over() {
            let (seat, round) = (s.seat(), s.round());
            let legal = s.legal();
            play(&mut s, legal[rng.below(legal.len())]);
            if s.is_over() {
                break;
            }
            let expected = match s.seat().cmp(&seat) {
                std::cmp::Ordering::Less => round + 1,
                std::cmp::Ordering::Greater => round,
                std::cmp::Ordering::Equal => s.round(),
            };
            assert_eq!(s.round(), expected, "seat {seat} -> {}", s.seat());
            rounds_seen = s.round();
        }
        assert!(rounds_seen > 3, "a whole game has several rounds");
    }
}
