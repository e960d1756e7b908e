//! The spec's worked examples EX-1 … EX-31 (§16), one test each.

use super::*;

/// EX-1 (C-3.5, C-3.6): deck sizes and what is left in the draw pile after
/// dealing 3 cards to each player and 4 to the display.
#[test]
fn ex1_deck_and_draw_pile_sizes() {
    for (players, deck, per_colour, pile) in [
        (3, 47, [8, 11, 10, 9, 9], 34),
        (4, 52, [9, 12, 11, 10, 10], 36),
        (5, 57, [10, 13, 12, 11, 11], 38),
    ] {
        let s = game(players);
        assert_eq!(s.deck().total(), deck);
        assert_eq!(s.deck().0, per_colour);
        assert_eq!(s.pile_len(), pile);
        assert_eq!(s.display().total(), 4);
        assert!(s.players().iter().all(|p| p.hand.total() == 3));
        assert!(s.discard_pile().is_empty());
        assert_eq!(s.exhaustions(), 0);
    }
}

/// EX-2 (C-7.1, C-7.2, R-13): the refill goes card by card among the
/// display cards left; only a full hand refills the display.
#[test]
fn ex2_refill_card_by_card_then_the_display() {
    let mut s = game(4);
    houses(&mut s, 1, &["WEI-1"]);
    turn(&mut s, 0, &[Red, Red, Green]);
    cards_on_table(
        &mut s,
        &[Purple, Orange, Yellow],
        &[Red, Green, Yellow, Purple],
    );
    two_red_houses_in_wei(&mut s);
    assert_eq!(kind(&s), DecisionKind::Refill { hand: 1 });
    play(&mut s, Action::Take(Purple));
    assert_eq!(kind(&s), DecisionKind::Refill { hand: 2 });
    assert_eq!(
        s.display(),
        Cards::from_colours([Red, Green, Yellow]),
        "not refilled yet"
    );
    play(&mut s, Action::Draw);
    assert_eq!(
        s.player(0).hand,
        Cards::from_colours([Green, Purple, Yellow])
    );
    assert_eq!(
        s.display(),
        Cards::from_colours([Red, Green, Yellow, Orange]),
        "refilled with one card from the pile once the hand is full"
    );
    assert_eq!(s.pile(), &[Purple]);
    assert_eq!(s.current_player(), Some(1));
}

/// EX-3 (C-7.5, R-14): the last card of the pile is drawn; the discard pile
/// becomes the new draw pile at once, the display untouched; the refill
/// goes on from the new pile, and the display is refilled after.
#[test]
fn ex3_first_exhaustion_reshuffles_the_discard_pile() {
    let mut s = game(4);
    houses(&mut s, 1, &["WEI-1"]);
    turn(&mut s, 0, &[Red, Red, Green]);
    cards_on_table(&mut s, &[Yellow], &[Red, Green, Orange, Purple]);
    s.discard = Cards([2, 4, 4, 4, 4]); // 18 + the 2 red cards played = 20
    two_red_houses_in_wei(&mut s);
    assert_eq!(s.discard_pile().total(), 20);
    play(&mut s, Action::Draw);
    assert_eq!(s.exhaustions(), 1);
    assert_eq!(s.pile_len(), 20);
    assert!(s.discard_pile().is_empty());
    assert_eq!(
        s.display(),
        Cards::from_colours([Red, Green, Orange, Purple])
    );
    assert_eq!(kind(&s), DecisionKind::Refill { hand: 2 });
    play(&mut s, Action::Draw);
    assert_eq!(s.player(0).hand.total(), 3);
    assert_eq!(s.pile_len(), 19);
    assert_eq!(s.display().total(), 4);
}

/// EX-4 (C-6.1): a swap discards one card, takes a display card, the
/// display is refilled from the pile and the turn ends with 3 cards.
#[test]
fn ex4_swap_one_card() {
    let mut s = game(4);
    turn(&mut s, 0, &[Orange, Green, Green]);
    cards_on_table(&mut s, &[Yellow, Purple], &[Red, Green, Yellow, Purple]);
    play_all(
        &mut s,
        &[Action::Swap, Action::Discard(Orange), Action::Take(Red)],
    );
    assert_eq!(s.player(0).hand, Cards::from_colours([Red, Green, Green]));
    assert_eq!(s.discard_pile(), Cards::from_colours([Orange]));
    assert_eq!(
        s.display(),
        Cards::from_colours([Green, Yellow, Purple, Purple])
    );
    assert_eq!(s.pile(), &[Yellow]);
    assert_eq!(s.current_player(), Some(1));
}

/// EX-5 (rulebook, Herman; C-5.2): one piece only in an empty province,
/// and no envoy where there are no houses.
#[test]
fn ex5_herman_one_piece_in_empty_wei() {
    let mut s = game(4);
    turn(&mut s, 0, &[Purple, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Red)]);
    assert!(!legal(&s, Action::Envoy(Province::WEI)));
    play(&mut s, house("WEI-1"));
    assert_eq!(
        kind(&s),
        DecisionKind::Refill { hand: 2 },
        "the turn goes on to the refill: no second piece"
    );
    assert_eq!(s.player(0).hand, Cards::from_colours([Purple, Red]));
}

/// EX-6 (rulebook, Anne; C-5.3): red pays piece 1, a green pair pays piece
/// 2, both in Wei; two houses or house then envoy.
#[test]
fn ex6_anne_red_and_a_green_joker_in_wei() {
    let mut s = game(4);
    houses(&mut s, 0, &["WEI-1"]);
    turn(&mut s, 1, &[Red, Green, Green]);
    play_all(&mut s, &[Action::Placement, pay(Red), house("WEI-2")]);
    assert_eq!(kind(&s), DecisionKind::Pay { piece: 1 });
    play(&mut s, joker(Green));
    let mut two_houses = s.clone();
    play(&mut two_houses, house("WEI-3"));
    assert_eq!(two_houses.houses_of(1, Province::WEI), 2);
    assert!(legal(&s, Action::Envoy(Province::WEI)), "H = 1, E = 0");
    play(&mut s, Action::Envoy(Province::WEI));
    assert_eq!(s.envoys_of(1, Province::WEI), 1);
    assert!(s.player(1).hand.is_empty() || kind(&s) == DecisionKind::Refill { hand: 0 });
}

/// EX-7 (rulebook, Marc; C-5.1 … C-5.4): yellow × 3.
#[test]
fn ex7_marc_three_yellow_cards() {
    let mut s = game(4);
    houses(&mut s, 1, &["QI-1"]);
    turn(&mut s, 0, &[Yellow, Yellow, Yellow]);
    // Two pieces in Qi.
    let mut qi = s.clone();
    play_all(
        &mut qi,
        &[
            Action::Placement,
            pay(Yellow),
            house("QI-2"),
            pay(Yellow),
            house("QI-3"),
        ],
    );
    assert_eq!(qi.houses_of(0, Province::QI), 2);
    assert_eq!(
        kind(&qi),
        DecisionKind::Refill { hand: 1 },
        "never a third piece"
    );
    // Ch'in empty: 1 piece only.
    let mut qin = s.clone();
    play_all(&mut qin, &[Action::Placement, pay(Yellow), house("QIN-1")]);
    assert_eq!(kind(&qin), DecisionKind::Refill { hand: 2 });
    // Ch'in with a piece: 2.
    let mut qin2 = s.clone();
    houses(&mut qin2, 2, &["QIN-5"]);
    play_all(
        &mut qin2,
        &[
            Action::Placement,
            pay(Yellow),
            house("QIN-1"),
            pay(Yellow),
            house("QIN-2"),
        ],
    );
    assert_eq!(qin2.houses_of(0, Province::QIN), 2);
    // Two provinces: refused.
    let mut two = s.clone();
    play_all(
        &mut two,
        &[Action::Placement, pay(Yellow), house("QI-2"), pay(Yellow)],
    );
    assert_eq!(
        refused(&mut two, house("QIN-1")),
        Illegal::OtherProvince {
            chosen: Province::QI
        }
    );
    // A yellow joker: any non-yellow province, never Qi or Ch'in.
    let mut j = s.clone();
    play_all(&mut j, &[Action::Placement, joker(Yellow)]);
    assert!(legal(&j, house("CHU-1")) && legal(&j, house("WEI-1")));
    assert_eq!(
        refused(&mut j, house("QI-2")),
        Illegal::JokerOwnColour {
            province: Province::QI,
            card: Yellow
        }
    );
    assert!(matches!(
        refused(&mut j, house("QIN-1")),
        Illegal::JokerOwnColour { .. }
    ));
}

/// EX-8 (C-5.2, C-5.3): red, red, green with Wei empty.
#[test]
fn ex8_red_red_green_with_wei_empty() {
    let mut s = game(4);
    turn(&mut s, 0, &[Red, Red, Green]);
    play(&mut s, Action::Placement);
    assert!(legal(&s, pay(Red)) && legal(&s, joker(Red)) && legal(&s, pay(Green)));
    let mut wei = s.clone();
    play_all(&mut wei, &[pay(Red), house("WEI-1")]);
    assert_eq!(
        kind(&wei),
        DecisionKind::Refill { hand: 2 },
        "limit 1 in empty Wei"
    );
    let mut jk = s.clone();
    play(&mut jk, joker(Red));
    assert!(matches!(
        refused(&mut jk, house("WEI-1")),
        Illegal::JokerOwnColour { .. }
    ));
    assert!(legal(&jk, house("ZHAO-1")) && legal(&jk, house("CHU-1")));
    let mut g = s.clone();
    play(&mut g, pay(Green));
    assert!(legal(&g, house("ZHAO-1")) && legal(&g, house("LU-1")));
    assert_eq!(
        refused(&mut g, house("WEI-1")),
        Illegal::WrongColour {
            province: Province::WEI,
            card: Green
        }
    );
}

/// EX-9 (rulebook, Chu; C-5.7): envoys up to the most houses one player has.
#[test]
fn ex9_chu_envoys_up_to_the_house_majority() {
    let mut s = game(4);
    houses(&mut s, 1, &["CHU-1", "CHU-2", "CHU-3", "CHU-4"]);
    envoys(&mut s, 1, Province::CHU, 2);
    turn(&mut s, 0, &[Purple, Orange, Orange]);
    play_all(
        &mut s,
        &[
            Action::Placement,
            pay(Purple),
            Action::Envoy(Province::CHU),
            joker(Orange),
            Action::Envoy(Province::CHU),
        ],
    );
    assert_eq!(s.envoys_in(Province::CHU), 4);
    let mut next = s.clone();
    turn(&mut next, 2, &[Purple, Purple, Purple]);
    play(&mut next, Action::Placement);
    play(&mut next, pay(Purple));
    assert_eq!(
        refused(&mut next, Action::Envoy(Province::CHU)),
        Illegal::EnvoyLimit {
            province: Province::CHU,
            envoys: 4,
            houses: 4
        }
    );
}

/// EX-10 (rulebook, Ch'in; C-5.7, R-11): H = 2 allows 2 envoys; in one
/// turn 2 envoys, or a house and an envoy in either order. (Two houses need
/// two free sites; our Ch'in has 5 sites, so 4 houses leave one: the rule
/// itself is shown by EX-7.)
#[test]
fn ex10_qin_two_envoys_or_house_and_envoy() {
    let mut s = game(4);
    houses(&mut s, 1, &["QIN-1", "QIN-2"]);
    houses(&mut s, 2, &["QIN-3", "QIN-4"]);
    turn(&mut s, 0, &[Yellow, Yellow, Red]);
    play(&mut s, Action::Placement);
    let envoy = Action::Envoy(Province::QIN);
    for (first, second) in [
        (envoy, envoy),
        (house("QIN-5"), envoy),
        (envoy, house("QIN-5")),
    ] {
        let mut t = s.clone();
        play_all(&mut t, &[pay(Yellow), first, pay(Yellow), second]);
        assert_eq!(kind(&t), DecisionKind::Refill { hand: 1 });
        assert_eq!(t.player(0).houses + t.player(0).envoys, 20 + 8 - 2);
    }
    let mut t = s.clone();
    play_all(&mut t, &[pay(Yellow), envoy, pay(Yellow), envoy]);
    assert_eq!(t.envoys_in(Province::QIN), 2);
    turn(&mut t, 3, &[Yellow, Yellow, Yellow]);
    play_all(&mut t, &[Action::Placement, pay(Yellow)]);
    assert!(
        matches!(refused(&mut t, envoy), Illegal::EnvoyLimit { .. }),
        "a third exceeds H = 2"
    );
}

/// EX-11 (rulebook, Zhao): 3 red and 2 yellow houses allow 3 envoys.
#[test]
fn ex11_zhao_at_most_three_envoys() {
    let mut s = game(4);
    houses(&mut s, 0, &["ZHAO-1", "ZHAO-2", "ZHAO-3"]);
    houses(&mut s, 1, &["ZHAO-4", "ZHAO-5"]);
    envoys(&mut s, 2, Province::ZHAO, 2);
    turn(&mut s, 3, &[Green, Green, Green]);
    play_all(
        &mut s,
        &[
            Action::Placement,
            pay(Green),
            Action::Envoy(Province::ZHAO),
            pay(Green),
        ],
    );
    assert_eq!(
        refused(&mut s, Action::Envoy(Province::ZHAO)),
        Illegal::EnvoyLimit {
            province: Province::ZHAO,
            envoys: 3,
            houses: 3
        }
    );
}

/// EX-12 (C-5.9, R-11): each piece is checked in the state the previous
/// one left.
#[test]
fn ex12_each_piece_checked_after_the_previous() {
    let mut s = game(4);
    houses(&mut s, 0, &["HAN-1"]);
    houses(&mut s, 1, &["HAN-2"]);
    envoys(&mut s, 1, Province::HAN, 1);
    let mut c = s.clone();
    turn(&mut c, 2, &[Orange, Orange, Red]);
    play_all(
        &mut c,
        &[Action::Placement, pay(Orange), house("HAN-3"), pay(Orange)],
    );
    assert!(matches!(
        refused(&mut c, Action::Envoy(Province::HAN)),
        Illegal::EnvoyLimit { .. }
    ));
    let mut a = s.clone();
    turn(&mut a, 0, &[Orange, Orange, Red]);
    play_all(
        &mut a,
        &[
            Action::Placement,
            pay(Orange),
            house("HAN-3"),
            pay(Orange),
            Action::Envoy(Province::HAN),
        ],
    );
    assert_eq!(a.envoys_in(Province::HAN), 2);
}

/// EX-13 (C-5.11, C-5.12, C-1.4): a full province is scored at once,
/// marked, and the turn goes on with an envoy there.
#[test]
fn ex13_lu_fills_up_and_is_scored_mid_turn() {
    let mut s = ex13();
    play_all(&mut s, &[Action::Placement, pay(Green), house("LU-5")]);
    assert!(s.is_full(Province::LU) && s.is_scored(Province::LU));
    let pts: Vec<u16> = s
        .players()
        .iter()
        .map(|p| p.points.houses_in_play)
        .collect();
    assert_eq!(pts, [5, 5, 2, 0]);
    assert_eq!(s.scorings().len(), 1);
    play_all(&mut s, &[pay(Green), Action::Envoy(Province::LU)]);
    assert_eq!(s.envoys_of(1, Province::LU), 1);
}

/// EX-14 (rulebook, Wei; C-8.2, C-8.3): 4, 2, 1 houses → 7, 4, 2.
#[test]
fn ex14_wei_house_scoring() {
    assert_eq!(house_points(&[4, 2, 1], &[false; 3]), [7, 4, 2, 0, 0]);
}

/// EX-15 (rulebook, Qi; C-8.2, R-17): 2, 2, 1 → 5, 5, 2 (dense places).
#[test]
fn ex15_qi_tied_places() {
    assert_eq!(house_points(&[2, 2, 1], &[false; 3]), [5, 5, 2, 0, 0]);
}

/// EX-16: Chu 3, 2, 2, 1 → 8, 3, 3, 2.
#[test]
fn ex16_chu_four_players() {
    assert_eq!(house_points(&[3, 2, 2, 1], &[false; 4]), [8, 3, 3, 2, 0]);
}

/// EX-17 (C-8.4, C-12.5, R-18): only the owner of the house on the
/// fortification scores double; the player who built it gains nothing.
#[test]
fn ex17_house_on_a_fortification_doubles_its_owner() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    houses(&mut s, 0, &["QI-1", "QI-2"]);
    houses(&mut s, 1, &["QI-3", "QI-4"]);
    fortify(&mut s, 1, "QI-5");
    turn(&mut s, 0, &[Yellow, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Yellow), house("QI-5")]);
    assert!(s.is_scored(Province::QI));
    assert_eq!(s.player(0).points.houses_in_play, 10);
    assert_eq!(s.player(1).points.houses_in_play, 3);
}

/// EX-18 (R-22, C-10.2): at the end T is the houses present.
#[test]
fn ex18_partial_province_at_the_end() {
    let mut s = game(4);
    houses(&mut s, 0, &["HAN-1", "HAN-2"]);
    houses(&mut s, 1, &["HAN-3"]);
    s.final_scoring();
    assert_eq!(s.player(0).points.houses_at_end, 3);
    assert_eq!(s.player(1).points.houses_at_end, 2);
}

/// EX-19 (C-12.4): a province with only a fortification scores nothing.
#[test]
fn ex19_a_lone_fortification_scores_nothing() {
    let mut s = game_with(Options::new(4).with_fortifications(true));
    fortify(&mut s, 0, "YAN-1");
    assert_eq!(s.province_points(Province::YAN), [0; 5]);
    s.final_scoring();
    assert!(s.players().iter().all(|p| p.points.total() == 0));
}

/// EX-20 (rulebook; C-10.3, R-23): blue has the majority in Wei (tied) and
/// Ch'in → 6; alliance 4 scores nothing.
#[test]
fn ex20_rulebook_alliances() {
    // Seats: 0 red, 1 yellow, 2 green, 3 blue, 4 purple.
    let mut s = game(5);
    envoys(&mut s, 3, Province::WEI, 1);
    envoys(&mut s, 0, Province::WEI, 1);
    envoys(&mut s, 3, Province::QIN, 2);
    envoys(&mut s, 2, Province::QIN, 1);
    envoys(&mut s, 0, Province::QIN, 1);
    envoys(&mut s, 4, Province::SHU, 2);
    envoys(&mut s, 3, Province::SHU, 1);
    assert_eq!(s.alliance_points(3), [0, 0, 0, 6, 0]);
    assert_eq!(s.alliance_points(4), [0; 5]);
}

/// EX-21 (C-10.3): tied majorities each score the full amount.
#[test]
fn ex21_tied_majorities_all_score() {
    assert_eq!(alliance_points(&[1, 1, 0], &[2, 2, 1]), [7, 7, 0, 0, 0]);
}

/// EX-22: no envoys in Wei: nobody has its majority.
#[test]
fn ex22_no_envoys_no_majority() {
    let mut s = game(4);
    envoys(&mut s, 0, Province::ZHAO, 2);
    assert_eq!(s.alliance_points(2), [0; 5]);
}

fn chains_of(side: Side, ids: &[&str], fortified: &[&str]) -> u16 {
    let mask = |ids: &[&str]| ids.iter().fold(0u64, |m, id| m | site(id).bit());
    chain_points(&board().side(side).adjacency, mask(ids), mask(fortified))
}

/// EX-23 (rulebook, Carl; R-21): a branch is not counted: 5 points.
#[test]
fn ex23_carls_chain_with_a_branch() {
    for side in [Side::A, Side::B] {
        let ids = ["QIN-1", "QIN-2", "QIN-3", "QIN-4", "QIN-5", "SHU-1"];
        assert_eq!(chains_of(side, &ids, &[]), 5);
    }
}

/// EX-24 (C-10.4): two chains at a fork on side B; one on side A.
#[test]
fn ex24_two_chains_at_a_fork() {
    let row = ["QIN-2", "QIN-1", "ZHAO-1", "ZHAO-2", "ZHAO-3", "ZHAO-4"];
    let mut b: Vec<&str> = row.to_vec();
    b.extend(["ZHAO-5", "ZHAO-6", "WEI-6", "WEI-5"]);
    assert_eq!(chains_of(Side::B, &b, &[]), 10);
    let a: Vec<&str> = b.iter().copied().filter(|&s| s != "ZHAO-6").collect();
    assert_eq!(chains_of(Side::A, &a, &[]), 7);
}

/// EX-25 (C-10.4, C-12.5): a junction with three arms; a fortified chain
/// counts double.
#[test]
fn ex25_junction_with_three_arms() {
    let ids = [
        "ZHAO-1", "ZHAO-2", "ZHAO-3", "ZHAO-4", "WEI-1", "YAN-1", "YAN-2", "YAN-3", "WEI-7",
        "WEI-2",
    ];
    assert_eq!(chains_of(Side::B, &ids, &[]), 10);
    assert_eq!(chains_of(Side::B, &ids, &["YAN-3"]), 16);
}

/// EX-26: fewer than 4 houses in a row is no chain.
#[test]
fn ex26_three_houses_are_no_chain() {
    assert_eq!(chains_of(Side::B, &["LU-1", "LU-2", "LU-3"], &[]), 0);
}

/// EX-27: CHU-3, 4, 8, 5 on side B; CHU-8 does not exist on side A.
#[test]
fn ex27_side_b_chain_through_chu_8() {
    assert_eq!(
        chains_of(Side::B, &["CHU-3", "CHU-4", "CHU-8", "CHU-5"], &[]),
        4
    );
    let mut s = game_with(Options::new(4).with_side(Side::A));
    turn(&mut s, 0, &[Purple, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Purple)]);
    assert_eq!(
        refused(&mut s, house("CHU-8")),
        Illegal::NoSuchSite(site("CHU-8"))
    );
}

/// A 4-player game in which the draw pile was used up once and holds one
/// card, seat `seat` about to take it while refilling.
fn last_card_during_refill(seat: usize) -> GameState {
    let mut s = game(4);
    s.exhaustions = 1;
    houses(&mut s, (seat + 1) % 4, &["WEI-1"]);
    turn(&mut s, seat, &[Red, Red, Green]);
    cards_on_table(&mut s, &[Yellow], &[Red, Green, Orange, Purple]);
    two_red_houses_in_wei(&mut s);
    play(&mut s, Action::Draw);
    s
}

/// EX-28 (C-9.1, C-9.2, C-9.3, R-15): the second exhaustion in seat 1's
/// refill: he finishes from the display, seats 2 and 3 play with the
/// display only, then the game ends; in seat 3's turn it ends after it.
#[test]
fn ex28_second_exhaustion_plays_out_the_round() {
    let mut s = last_card_during_refill(1);
    assert_eq!(s.exhaustions(), 2);
    assert!(s.is_ending());
    assert_eq!(s.pile_len(), 0);
    assert_eq!(kind(&s), DecisionKind::Refill { hand: 2 });
    assert_eq!(refused(&mut s, Action::Draw), Illegal::PileEmpty);
    play(&mut s, Action::Take(Purple));
    assert_eq!(s.display().total(), 3, "the display is not refilled");
    for seat in [2, 3] {
        assert_eq!(s.current_player(), Some(seat));
        let card = s.player(seat).hand.colours().next().unwrap();
        play_all(&mut s, &[Action::Swap, Action::Discard(card)]);
        assert!(!legal(&s, Action::Draw));
        let c = s.display().colours().next().unwrap();
        play(&mut s, Action::Take(c));
    }
    assert!(s.is_over(), "the round ends with seat 3");
    assert_eq!(s.display().total(), 1);

    let mut t = last_card_during_refill(3);
    play(&mut t, Action::Take(Purple));
    assert!(t.is_over(), "in seat 3's turn the game ends right after it");
}

/// EX-29 (C-9.4, R-16): nobody can place any piece: the game ends at once,
/// mid-round.
#[test]
fn ex29_no_piece_can_be_placed_any_more() {
    let mut s = game(4);
    // Every site gets a house, dealt round-robin per province, except LU-5
    // which seat 1 fills; every province then gets E = H envoys.
    for p in Province::ALL {
        for (k, site) in Site::in_mask(p.sites(Side::B)).enumerate() {
            if site.id() != "LU-5" {
                houses(&mut s, k % 4, &[site.id()]);
            }
        }
    }
    let mut next = 0;
    for p in Province::ALL {
        let h = if p == Province::LU {
            2
        } else {
            s.max_houses(p)
        };
        for _ in 0..h {
            envoys(&mut s, next % 4, p, 1);
            next += 1;
        }
    }
    assert!(s.anyone_can_place());
    turn(&mut s, 1, &[Green, Red, Red]);
    play_all(&mut s, &[Action::Placement, pay(Green), house("LU-5")]);
    assert!(!s.anyone_can_place());
    assert_eq!(
        kind(&s),
        DecisionKind::Refill { hand: 2 },
        "his turn ends after the refill"
    );
    play(&mut s, Action::Draw);
    assert!(
        s.is_over(),
        "ended after seat 1's turn, not at the end of the round"
    );
}

/// EX-30 (C-11.2, C-11.3, R-24): ties go to the most pieces in supply, then
/// the victory is shared.
#[test]
fn ex30_tie_break_by_pieces_in_supply() {
    let mut s = game_with(Options::new(3).with_fortifications(true));
    s.over = true;
    s.pending = None;
    for (seat, (houses, envoys, fort)) in [(3, 1, false), (2, 0, true), (0, 0, false)]
        .into_iter()
        .enumerate()
    {
        let p = &mut s.players[seat];
        p.points.houses_in_play = if seat < 2 { 61 } else { 70 - 20 };
        (p.houses, p.envoys, p.fortification) = (houses, envoys, fort);
    }
    assert_eq!(s.ranking().as_slice(), &[0, 1, 2]);
    assert_eq!(s.winners().as_slice(), &[0]);
    s.players[1].houses = 3;
    assert_eq!(s.winners().as_slice(), &[0, 1], "both 4 pieces: shared win");
}

/// EX-31 (C-10.1 … C-10.4): full final scoring, 3 players, side A.
#[test]
fn ex31_full_final_scoring() {
    let mut s = game(3);
    assert_eq!(s.side(), Side::A);
    houses(&mut s, 0, &["QIN-1", "QIN-2", "ZHAO-1", "ZHAO-2", "ZHAO-3"]);
    houses(&mut s, 1, &["QIN-3", "QIN-4", "ZHAO-5"]);
    houses(&mut s, 2, &["QIN-5"]);
    s.scored |= 1 << Province::QIN.index();
    envoys(&mut s, 0, Province::ZHAO, 1);
    envoys(&mut s, 0, Province::QIN, 1);
    envoys(&mut s, 1, Province::QIN, 1);
    s.final_scoring();
    let p = |seat: usize| s.player(seat).points;
    assert_eq!((p(0).houses_at_end, p(0).alliances, p(0).chains), (4, 3, 5));
    assert_eq!((p(1).houses_at_end, p(1).alliances, p(1).chains), (3, 0, 0));
    assert_eq!(p(2).total(), 0, "Ch'in was scored during play: skipped");
    assert_eq!(s.scores().as_slice(), &[12, 3, 0]);
}
