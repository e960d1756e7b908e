//! The base game's rules beyond the worked examples, one behaviour per test.

use super::*;
use Kind::*;
use boardgame::Game;

#[test]
fn setup_gives_every_player_the_starting_material() {
    for players in 2..=5 {
        let state = GameState::new(Options::new(players), 3).unwrap();
        assert_eq!(state.players().len(), players as usize);
        for p in state.players() {
            let floors: Vec<u8> = p.palaces.iter().map(|x| x.floors).collect();
            assert_eq!(floors, vec![2, 2]);
            assert_eq!((p.yuan, p.rice, p.rockets, p.vp, p.track), (6, 0, 0, 0, 0));
            assert_eq!(p.hand.len(), 11);
            assert_eq!(p.hand.wild_count(), 2);
        }
        let n = players;
        for kind in Kind::ALL {
            let (y, o) = (
                state.supply().young[kind.index()],
                state.supply().old[kind.index()],
            );
            if kind.is_single() {
                assert_eq!((y, o), (2 * n, 0));
            } else {
                assert_eq!((y, o), (n + 1, n - 1));
            }
        }
        assert_eq!(state.supply().total(), 18 * players as u32);
        assert_eq!(
            state.pending().unwrap(),
            Decision {
                player: 0,
                kind: DecisionKind::Draft { first: None }
            }
        );
    }
}

#[test]
fn draft_takes_two_different_young_persons_and_no_card() {
    let mut state = GameState::new(Options::new(3), 5).unwrap();
    assert!(state.apply(Action::Recruit(old(Monk))).is_err());
    play(&mut state, Action::Recruit(young(Monk)));
    play(&mut state, Action::Place(0));
    assert!(!state.legal().contains(&Action::Recruit(young(Monk))));
    assert!(matches!(
        state.apply(Action::Recruit(young(Monk))),
        Err(RuleError::Illegal {
            why: Illegal::SameTypeTwice,
            ..
        })
    ));
    play(&mut state, Action::Recruit(young(Healer)));
    play(&mut state, Action::Place(0));
    assert_eq!(state.player(0).hand.len(), 11);
    assert_eq!(state.player(0).track, 10);
    assert_eq!(state.current_player(), Some(1), "then the next seat drafts");
}

#[test]
fn an_occupied_group_costs_three_yuan_and_is_closed_to_those_who_cannot_pay() {
    let mut state = acting(&[
        &[Card::Taxes, Card::Harvest],
        &[Card::Build],
        &[Card::Research],
    ]);
    play(&mut state, take(0, Card::Harvest));
    assert_eq!(state.player(0).yuan, 6, "the first dragon pays nothing");
    let next = state.current_player().unwrap();
    state.players[next].yuan = 2;
    let legal = state.legal();
    assert!(!legal.contains(&take(0, Card::Taxes)));
    assert!(!legal.contains(&take(0, Card::Harvest)));
    assert!(matches!(
        state.apply(take(0, Card::Harvest)),
        Err(RuleError::Illegal {
            why: Illegal::CannotAffordGroup { cost: 3, yuan: 2 },
            ..
        })
    ));
    state.players[next].yuan = 3;
    // Several players may perform the same card.
    play(&mut state, take(0, Card::Harvest));
    assert_eq!(state.player(next).yuan, 0);
    assert_eq!(state.player(next).rice, 1);
    assert_eq!(state.groups()[0].dragons, 2);
}

#[test]
fn refill_is_always_legal_and_never_lowers_yuan() {
    let mut state = acting(&[&[Card::Taxes], &[Card::Build], &[Card::Research]]);
    state.players[0].yuan = 5;
    assert!(state.legal().contains(&Action::Refill));
    play(&mut state, Action::Refill);
    assert_eq!(state.player(0).yuan, 5);
}

#[test]
fn privileges_cost_two_or_the_large_price_one_per_action() {
    for price in [6u8, 7] {
        let mut options = Options::new(3);
        options.large_privilege_price = price;
        let mut state = drafted_with(options);
        clean(&mut state);
        choose_action(
            &mut state,
            0,
            &[&[Card::Privilege], &[Card::Build], &[Card::Research]],
        );
        state.players[0].yuan = price as u16 - 1;
        play(&mut state, take(0, Card::Privilege));
        assert_eq!(state.legal(), vec![Action::Privilege(PrivilegeSize::Small)]);
        let mut large = state.clone();
        large.players[0].yuan = price as u16;
        assert!(
            large
                .legal()
                .contains(&Action::Privilege(PrivilegeSize::Large))
        );
        play(&mut large, Action::Privilege(PrivilegeSize::Large));
        assert_eq!(
            (large.player(0).yuan, large.player(0).large_privileges),
            (0, 1)
        );
        assert_ne!(large.current_player(), Some(0), "one privilege per action");
        play(&mut state, Action::Privilege(PrivilegeSize::Small));
        assert_eq!(state.player(0).yuan, price as u16 - 3);
        assert_eq!(state.player(0).small_privileges, 1);
    }
}

#[test]
fn a_privilege_needs_the_group_cost_plus_two() {
    let mut state = acting(&[
        &[Card::Privilege, Card::Taxes],
        &[Card::Build],
        &[Card::Research],
    ]);
    state.groups[0].dragons = 1;
    state.players[0].yuan = 4;
    assert!(!state.legal().contains(&take(0, Card::Privilege)));
    assert!(state.legal().contains(&take(0, Card::Taxes)));
    state.players[0].yuan = 5;
    assert!(state.legal().contains(&take(0, Card::Privilege)));
}

#[test]
fn dragons_return_after_the_action_phase() {
    let mut state = drafted(2);
    while matches!(state.phase(), Phase::Actions { .. }) {
        let d = state.pending().unwrap();
        let action = if d.kind == DecisionKind::ChooseAction {
            take(0, state.groups()[0].cards().next().unwrap())
        } else {
            state.legal()[0]
        };
        if state.apply(action).is_err() {
            play(&mut state, Action::Refill);
        }
    }
    assert!(state.groups().iter().all(|g| g.dragons == 0));
}

#[test]
fn a_palace_never_exceeds_three_floors_and_every_floor_is_placed() {
    let mut state = after_taking(
        &[&[Card::Build], &[Card::Taxes], &[Card::Research]],
        &[(3, &[young(Craftsman), young(Craftsman)]), (2, &[])],
    );
    assert!(!state.legal().contains(&Action::Build(Site::Palace(0))));
    assert!(matches!(
        state.apply(Action::Build(Site::Palace(0))),
        Err(RuleError::Illegal {
            why: Illegal::PalaceAtThreeFloors,
            ..
        })
    ));
    play(&mut state, Action::Build(Site::NewPalace));
    // A floor may go onto the palace started by this same action.
    play(&mut state, Action::Build(Site::Palace(2)));
    assert_eq!(
        state.pending().unwrap().kind,
        DecisionKind::BuildFloor { remaining: 1 }
    );
    play(&mut state, Action::Build(Site::Palace(1)));
    let floors: Vec<u8> = state.player(0).palaces.iter().map(|p| p.floors).collect();
    assert_eq!(floors, vec![3, 3, 2]);
}

/// Puts the game at `seat`'s person-phase turn.
fn person_turn(state: &mut GameState, seat: usize) {
    state.phase = Phase::Persons { done: 1 << seat };
    state.pending = Some(Decision {
        player: seat,
        kind: DecisionKind::PlayCard,
    });
}

#[test]
fn a_card_takes_young_or_old_of_its_type_and_the_disc_advances() {
    let mut state = cleaned(3);
    person_turn(&mut state, 0);
    play(&mut state, Action::PlayCard(HandCard::Person(Monk)));
    assert!(!state.player(0).hand.contains(HandCard::Person(Monk)));
    let mut legal = state.legal();
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        legal,
        vec![Action::Recruit(old(Monk)), Action::Recruit(young(Monk))]
    );
    let before = state.supply().count(old(Monk));
    play(&mut state, Action::Recruit(old(Monk)));
    assert_eq!(state.supply().count(old(Monk)), before - 1);
    play(&mut state, Action::Place(1));
    assert_eq!(state.player(0).track, 2);
    assert!(state.player(0).palaces[1].contains(old(Monk)));
}

#[test]
fn a_wild_card_takes_any_type() {
    let mut state = cleaned(3);
    person_turn(&mut state, 0);
    play(&mut state, Action::PlayCard(HandCard::Wild));
    assert_eq!(state.player(0).hand.wild_count(), 1);
    let legal = state.legal();
    let available = Person::all().filter(|&p| state.supply().has(p)).count();
    assert_eq!(legal.len(), available);
    play(&mut state, Action::Recruit(young(Scholar)));
}

#[test]
fn a_card_of_an_exhausted_type_is_spent_for_nothing() {
    let mut state = cleaned(3);
    state.supply.young[Healer.index()] = 0;
    state.supply.old[Healer.index()] = 0;
    person_turn(&mut state, 0);
    play(&mut state, Action::PlayCard(HandCard::Person(Healer)));
    assert!(!state.player(0).hand.contains(HandCard::Person(Healer)));
    assert_ne!(state.current_player(), Some(0));
    assert_eq!(state.player(0).person_count(), 0);
}

#[test]
fn placement_is_mandatory_while_a_palace_has_room() {
    let mut state = with_palaces(3, &[(1, &[young(Monk)]), (2, &[young(Monk)])]);
    person_turn(&mut state, 0);
    play(&mut state, Action::PlayCard(HandCard::Person(Farmer)));
    play(&mut state, Action::Recruit(young(Farmer)));
    assert_eq!(state.legal(), vec![Action::Place(1)]);
    assert!(matches!(
        state.apply(Action::Release),
        Err(RuleError::Illegal {
            why: Illegal::MustPlaceWhileRoom,
            ..
        })
    ));
    assert!(matches!(
        state.apply(Action::Place(0)),
        Err(RuleError::Illegal {
            why: Illegal::PalaceFull,
            ..
        })
    ));
}

#[test]
fn with_all_palaces_full_replace_a_person_or_return_the_tile() {
    let mut state = with_palaces(3, &[(1, &[old(Farmer)]), (1, &[young(Monk)])]);
    person_turn(&mut state, 0);
    play(&mut state, Action::PlayCard(HandCard::Person(Scholar)));
    play(&mut state, Action::Recruit(young(Scholar)));
    let mut legal = state.legal();
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        legal,
        vec![
            Action::Release,
            Action::Replace {
                palace: 0,
                person: old(Farmer)
            },
            Action::Replace {
                palace: 1,
                person: young(Monk)
            },
        ]
    );
    let mut returned = state.clone();
    let supply = returned.supply().count(young(Scholar));
    play(&mut returned, Action::Release);
    assert_eq!(returned.supply().count(young(Scholar)), supply + 1);
    assert_eq!(
        returned.player(0).track,
        0,
        "a returned tile gives no steps"
    );

    play(
        &mut state,
        Action::Replace {
            palace: 0,
            person: old(Farmer),
        },
    );
    assert_eq!(
        state.player(0).palaces[0].persons().collect::<Vec<_>>(),
        vec![young(Scholar)]
    );
    assert_eq!(state.player(0).track, 4);
    assert_eq!(state.dismissed(), 1);
}

#[test]
fn the_disc_never_moves_back_when_a_person_is_dismissed() {
    let mut state = with_palaces(2, &[(2, &[young(Monk), young(Farmer)])]);
    state.players[0].track = 10;
    state.players[0].yuan = 0;
    run_event(&mut state, 5, Event::ImperialTribute);
    play_first_while(&mut state, 0);
    assert_eq!(state.player(0).track, 10);
}

#[test]
fn month_twelve_has_no_person_phase() {
    let mut state = drafted(2);
    state.month = 12;
    for p in state.players.iter_mut() {
        p.hand = Hand::from(Vec::new());
    }
    state.pending = None;
    state.phase = Phase::Persons { done: 0 };
    state.events[11] = Event::Peace;
    state.advance();
    assert!(
        state.is_over(),
        "no cards: straight to the event, scoring and the end"
    );
}

#[test]
fn turn_order_is_reread_after_a_disc_moves() {
    let mut state = with_tracks(&[10, 8, 6]);
    set_palaces(&mut state, 2, &[(3, &[old(Warrior), old(Warrior)])]);
    state.phase = Phase::Actions { done: 0 };
    state.pending = None;
    state.groups = [Group::default(); 5];
    state.groups[0].cards[0] = Some(Card::MilitaryParade);
    state.groups[1].cards[0] = Some(Card::Taxes);
    state.groups[2].cards[0] = Some(Card::Research);
    state.advance();
    assert_eq!(state.current_player(), Some(0));
    play(&mut state, Action::Refill);
    assert_eq!(state.current_player(), Some(1));
    // Seat 1 passes; seat 2 parades from 6 to 11, past seat 0.
    play(&mut state, Action::Refill);
    play(&mut state, take(0, Card::MilitaryParade));
    assert_eq!(state.player(2).track, 11);
    assert_eq!(&state.turn_order()[..], &[2, 0, 1]);
    // The person phase reads the new order.
    assert_eq!(state.current_player(), Some(2));
}

#[test]
fn a_player_without_persons_skips_dismissals() {
    let mut state = cleaned(2);
    set_palaces(&mut state, 1, &[(2, &[young(Monk)])]);
    run_event(&mut state, 4, Event::Disease);
    let d = state.pending().unwrap();
    assert_eq!(d.player, 1);
    assert!(
        matches!(d.kind, DecisionKind::Dismiss { remaining: 1, .. }),
        "capped at the persons held"
    );
    play_first_while(&mut state, 1);
    assert_eq!(state.month(), 5);
}

#[test]
fn decay_takes_a_floor_from_each_empty_palace_and_removes_empty_one_floor_palaces() {
    let mut state = with_palaces(2, &[(3, &[]), (1, &[]), (1, &[young(Monk)]), (2, &[])]);
    state.decay();
    let floors: Vec<u8> = state.player(0).palaces.iter().map(|p| p.floors).collect();
    assert_eq!(floors, vec![2, 1, 1]);
}

#[test]
fn symbols_on_persons_never_pay_events() {
    let mut state = with_palaces(
        2,
        &[(3, &[young(TaxCollector), old(Farmer), old(Pyrotechnist)])],
    );
    state.players[0].yuan = 0;
    run_event(&mut state, 5, Event::ImperialTribute);
    assert!(matches!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss { remaining: 3, .. }
    ));

    let mut state = with_palaces(2, &[(3, &[old(Farmer)])]);
    run_event(&mut state, 4, Event::Drought);
    assert!(matches!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss { remaining: 1, .. }
    ));

    let mut state = with_palaces(2, &[(3, &[old(Pyrotechnist)])]);
    state.players[1].rockets = 1;
    run_event(&mut state, 6, Event::DragonFestival);
    assert_eq!(state.player(0).vp_from(VpSource::DragonFestival), 0);
    assert_eq!(state.player(1).vp_from(VpSource::DragonFestival), 6);
}

#[test]
fn festival_zero_rockets_never_score_and_a_tie_for_first_keeps_second_place() {
    let mut state = with_rockets(&[5, 5, 0, 0]);
    run_event(&mut state, 6, Event::DragonFestival);
    let points = points_from(&state, VpSource::DragonFestival);
    assert_eq!(points, vec![6, 6, 0, 0]);
    assert_eq!((state.player(0).rockets, state.player(1).rockets), (2, 2));

    let mut state = with_rockets(&[0, 0, 0]);
    run_event(&mut state, 6, Event::DragonFestival);
    assert!((0..3).all(|s| state.player(s).vp_from(VpSource::DragonFestival) == 0));
}

#[test]
fn mongols_all_tied_all_dismiss() {
    let mut state = cleaned(3);
    for seat in 0..3 {
        set_palaces(&mut state, seat, &[(2, &[young(Monk)])]);
    }
    run_event(&mut state, 3, Event::MongolInvasion);
    all_dismiss_for_the_mongols(&mut state, 3);
    assert!((0..3).all(|s| state.player(s).person_count() == 0));
}

#[test]
fn ties_on_vp_go_to_the_player_ahead_on_the_person_track() {
    let mut state = cleaned(3);
    for p in state.players.iter_mut() {
        p.vp = 40;
    }
    state.players[1].track = 12;
    state.players[2].track = 12;
    state.players[0].track = 3;
    state.players[1].track_arrival = 100; // seat 1 arrived last: on top
    assert_eq!(&state.ranking()[..], &[1, 2, 0]);
}

#[test]
fn the_game_ends_after_month_twelve_with_final_scoring() {
    let mut state = drafted(2);
    let mut rng = Rng::seeded(9);
    let mut months = vec![];
    while state.pending().is_some() {
        months.push(state.month());
        let legal = state.legal();
        play(&mut state, legal[rng.below(legal.len())]);
    }
    assert!(state.is_over());
    assert_eq!(*months.iter().max().unwrap(), 12);
    assert!(
        state.players().iter().all(|p| p.hand.is_empty()),
        "11 cards for months 1-11"
    );
    let persons: Vec<u16> = state
        .players()
        .iter()
        .map(|p| 2 * p.person_count() as u16)
        .collect();
    let scored: Vec<u16> = state
        .players()
        .iter()
        .map(|p| p.vp_from(VpSource::Persons))
        .collect();
    assert_eq!(persons, scored);
    assert_eq!(state.winner(), Some(state.ranking()[0]));
    assert!(matches!(
        state.apply(Action::Refill),
        Err(RuleError::GameOver)
    ));
}
