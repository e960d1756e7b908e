//! The worked examples of the spec's §6, one test each.

use super::*;
use Kind::*;
use boardgame::Game;

#[test]
fn draft_example_pairs_track_and_stacking() {
    let mut state = GameState::new(Options::new(4), 1).unwrap();
    let draft = |state: &mut GameState, a: Kind, b: Kind| {
        play(state, Action::Recruit(young(a)));
        play(state, Action::Place(0));
        play(state, Action::Recruit(young(b)));
        play(state, Action::Place(1));
    };
    draft(&mut state, TaxCollector, Scholar);
    assert_eq!(state.player(0).track, 7);
    draft(&mut state, TaxCollector, Farmer);
    assert_eq!(state.player(1).track, 7);
    // B arrived later on the same space: B is ahead of A.
    assert_eq!(&state.turn_order()[..2], &[1, 0]);
    draft(&mut state, Scholar, Farmer);
    assert_eq!(state.player(2).track, 8);
    assert_eq!(&state.turn_order()[..3], &[2, 1, 0]);

    // D may not take any of the three pairs, in either order.
    for (a, b) in [
        (TaxCollector, Scholar),
        (TaxCollector, Farmer),
        (Scholar, Farmer),
    ] {
        for (first, second) in [(a, b), (b, a)] {
            let mut trial = state.clone();
            play(&mut trial, Action::Recruit(young(first)));
            play(&mut trial, Action::Place(0));
            let err = trial.apply(Action::Recruit(young(second))).unwrap_err();
            assert!(matches!(
                err,
                RuleError::Illegal {
                    why: Illegal::PairTaken(..),
                    ..
                }
            ));
            assert!(!trial.legal().contains(&Action::Recruit(young(second))));
        }
    }
}

#[test]
fn taxes_without_collectors_give_two_yuan() {
    let mut state = acting(&[&[Card::Taxes], &[Card::Build], &[Card::Research]]);
    play(&mut state, take(0, Card::Taxes));
    assert_eq!(state.player(0).yuan, 6 + 2);
}

#[test]
fn taxes_with_two_collectors_on_an_occupied_group() {
    let mut state = acting(&[&[Card::Taxes], &[Card::Build], &[Card::Research]]);
    set_palaces(
        &mut state,
        0,
        &[(2, &[young(TaxCollector), young(TaxCollector)])],
    );
    state.groups[0].dragons = 1;
    state.players[0].yuan = 3;
    play(&mut state, take(0, Card::Taxes));
    // Pays 3 of its 3 yuan, then gains 2 + 3 + 3.
    assert_eq!(state.player(0).yuan, 8);
}

#[test]
fn build_with_two_craftsmen_places_three_floors() {
    let mut state = after_taking(
        &[&[Card::Build], &[Card::Taxes], &[Card::Research]],
        &[(2, &[young(Craftsman), young(Craftsman)]), (1, &[])],
    );
    assert_eq!(
        state.pending().unwrap().kind,
        DecisionKind::BuildFloor { remaining: 3 }
    );
    play(&mut state, Action::Build(Site::Palace(1)));
    play(&mut state, Action::Build(Site::Palace(1)));
    play(&mut state, Action::Build(Site::NewPalace));
    let floors: Vec<u8> = state.player(0).palaces.iter().map(|p| p.floors).collect();
    assert_eq!(floors, vec![2, 3, 1]);
    assert_ne!(
        state.current_player(),
        Some(0),
        "all three floors were placed"
    );
}

/// What a card gives with the persons who work it: a young and an old
/// farmer harvest four rice, two old warriors parade five steps, a young and
/// an old scholar research six VP.
#[test]
fn harvest_parade_and_research_count_their_workers() {
    type Gained = fn(&Player) -> u16;
    let gains: [(Card, [Person; 2], Gained, u16); 3] = [
        (Card::Harvest, [young(Farmer), old(Farmer)], |p| p.rice, 4),
        (
            Card::MilitaryParade,
            [old(Warrior), old(Warrior)],
            |p| p.track,
            5,
        ),
        (Card::Research, [young(Scholar), old(Scholar)], |p| p.vp, 6),
    ];
    for (card, workers, gained, expected) in gains {
        let other = if card == Card::Research {
            Card::Build
        } else {
            Card::Research
        };
        let state = after_taking(&[&[card], &[Card::Taxes], &[other]], &[(2, &workers)]);
        assert_eq!(gained(state.player(0)), expected, "{card:?}");
    }
}

#[test]
fn refill_holding_one_yuan_gives_three() {
    let mut state = acting(&[&[Card::Research], &[Card::Taxes], &[Card::Build]]);
    state.players[0].yuan = 1;
    play(&mut state, Action::Refill);
    assert_eq!(state.player(0).yuan, 3);
}

#[test]
fn tribute_holding_two_yuan_pays_two_and_dismisses_two() {
    let mut state = with_palaces(2, &[(3, &[young(Monk), old(Farmer), young(Healer)])]);
    state.players[0].yuan = 2;
    state.players[1].yuan = 9;
    run_event(&mut state, 5, Event::ImperialTribute);
    assert_eq!(state.player(0).yuan, 0);
    assert_eq!(state.player(1).yuan, 5);
    let decision = state.pending().unwrap();
    assert_eq!(decision.player, 0);
    assert!(matches!(
        decision.kind,
        DecisionKind::Dismiss { remaining: 2, .. }
    ));
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: old(Farmer),
        },
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: young(Healer),
        },
    );
    assert_eq!(
        state.player(0).persons().collect::<Vec<_>>(),
        vec![young(Monk)]
    );
    assert_eq!(state.dismissed(), 2);
}

#[test]
fn drought_with_four_rice_feeds_three_inhabited_palaces() {
    let mut state = cleaned(2);
    let f = young(Farmer);
    set_palaces(&mut state, 0, &[(1, &[f]), (1, &[f]), (1, &[f]), (2, &[])]);
    state.players[0].rice = 4;
    run_event(&mut state, 4, Event::Drought);
    assert_eq!(state.player(0).rice, 1);
    assert_eq!(state.player(0).person_count(), 3);
}

#[test]
fn drought_without_rice_dismisses_one_from_each_inhabited_palace() {
    let mut state = cleaned(2);
    let (m, h) = (young(Monk), young(Healer));
    set_palaces(&mut state, 0, &[(2, &[m, h]), (2, &[m, h]), (2, &[m])]);
    state.players[1].rice = 5;
    run_event(&mut state, 4, Event::Drought);
    assert!(matches!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss {
            remaining: 3,
            reason: Reason::Drought,
            ..
        }
    ));
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: h,
        },
    );
    // Palace 0 is done: a second dismissal there is refused.
    assert!(
        state
            .apply(Action::Dismiss {
                palace: 0,
                person: m
            })
            .is_err()
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 1,
            person: m,
        },
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 2,
            person: m,
        },
    );
    let left: Vec<usize> = state.player(0).palaces.iter().map(|p| p.len()).collect();
    assert_eq!(left, vec![1, 1, 0]);
    // The emptied palace decayed from 2 floors to 1.
    let floors: Vec<u8> = state.player(0).palaces.iter().map(|p| p.floors).collect();
    assert_eq!(floors, vec![2, 2, 1]);
}

#[test]
fn festival_rockets_three_three_two_one() {
    let mut state = with_rockets(&[3, 3, 2, 1]);
    run_event(&mut state, 6, Event::DragonFestival);
    let points = points_from(&state, VpSource::DragonFestival);
    assert_eq!(points, vec![6, 6, 3, 0]);
    let rockets: Vec<u16> = (0..4).map(|s| state.player(s).rockets).collect();
    assert_eq!(rockets, vec![1, 1, 1, 1]);
}

#[test]
fn mongols_helmets_three_three_two_one_one() {
    let mut state = cleaned(5);
    let helmets: [&[Person]; 5] = [
        &[old(Warrior), young(Warrior)],
        &[young(Warrior), young(Warrior), young(Warrior)],
        &[old(Warrior)],
        &[young(Warrior), young(Monk)],
        &[young(Warrior)],
    ];
    for (seat, persons) in helmets.into_iter().enumerate() {
        set_palaces(&mut state, seat, &[(3, persons)]);
    }
    run_event(&mut state, 3, Event::MongolInvasion);
    let points = points_from(&state, VpSource::MongolInvasion);
    assert_eq!(points, vec![3, 3, 2, 1, 1]);
    let mut dismissing = vec![];
    while let Some(d) = state.pending() {
        if !matches!(d.kind, DecisionKind::Dismiss { .. }) {
            break;
        }
        assert!(matches!(
            d.kind,
            DecisionKind::Dismiss {
                remaining: 1,
                reason: Reason::MongolInvasion,
                ..
            }
        ));
        dismissing.push(d.player);
        play_first_while(&mut state, d.player);
    }
    dismissing.sort();
    assert_eq!(dismissing, vec![3, 4]);
    assert_eq!(state.player(3).person_count(), 1);
    assert_eq!(state.player(4).person_count(), 0);
}

#[test]
fn disease_with_two_young_healers_dismisses_one() {
    let mut state = with_palaces(2, &[(3, &[young(Healer), young(Healer), young(Monk)])]);
    set_palaces(
        &mut state,
        1,
        &[(3, &[old(Healer), young(Healer), young(Monk)])],
    );
    run_event(&mut state, 7, Event::Disease);
    let d = state.pending().unwrap();
    assert_eq!(d.player, 0);
    assert!(matches!(
        d.kind,
        DecisionKind::Dismiss {
            remaining: 1,
            reason: Reason::Disease,
            ..
        }
    ));
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: young(Monk),
        },
    );
    // Player 1 has 3 mortars: nothing to dismiss; the month moves on.
    assert_eq!(state.player(1).person_count(), 3);
    assert_eq!(state.month(), 8);
}

#[test]
fn monthly_scoring_three_palaces_two_ladies_one_large_privilege() {
    let mut state = cleaned(2);
    let lady = young(CourtLady);
    set_palaces(&mut state, 0, &[(1, &[lady]), (2, &[lady]), (3, &[])]);
    state.players[0].large_privileges = 1;
    state.monthly_scoring();
    assert_eq!(state.player(0).vp, 7);
}

#[test]
fn final_scoring_example_is_twenty_five() {
    let mut state = cleaned(2);
    let f = young(Farmer);
    set_palaces(
        &mut state,
        0,
        &[
            (2, &[young(Monk), f]),
            (3, &[old(Monk), f, f]),
            (2, &[f, f]),
        ],
    );
    state.players[0].rice = 1;
    state.players[0].rockets = 2;
    state.players[0].yuan = 4;
    state.score_final();
    let p = state.player(0);
    assert_eq!(p.vp_from(VpSource::Persons), 14);
    assert_eq!(p.vp_from(VpSource::Monks), 8);
    assert_eq!(p.vp_from(VpSource::Money), 3);
    assert_eq!(p.vp, 25);
}

#[test]
fn ruling_drought_dismissals_are_offered_once_per_set_of_palaces() {
    let mut state = cleaned(2);
    let m = young(Monk);
    set_palaces(&mut state, 0, &[(1, &[m]), (1, &[m]), (1, &[m])]);
    state.players[0].rice = 1;
    run_event(&mut state, 4, Event::Drought);
    // Two of three palaces go unsupplied: the first choice must leave a later palace.
    assert_eq!(
        state.legal(),
        vec![
            Action::Dismiss {
                palace: 0,
                person: m
            },
            Action::Dismiss {
                palace: 1,
                person: m
            },
        ]
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 1,
            person: m,
        },
    );
    assert_eq!(
        state.legal(),
        vec![Action::Dismiss {
            palace: 2,
            person: m
        }]
    );
}
