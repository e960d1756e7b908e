//! Expansion I (the Great Wall) and expansion II (the ten super events).

use super::*;
use Kind::*;
use boardgame::Game;

fn wall_game(players: u8) -> GameState {
    let mut options = Options::new(players);
    options.great_wall = true;
    let mut state = drafted_with(options);
    clean(&mut state);
    state
}

/// Builds `count` wall sections for `seat` directly.
fn give_sections(state: &mut GameState, seat: usize, count: u8) {
    for _ in 0..count {
        state.wall.push(seat as u8);
        state.players[seat].wall_sections += 1;
    }
}

#[test]
fn each_player_has_six_wall_tiles_and_each_gives_its_bonus() {
    let state = wall_game(2);
    assert!(
        state
            .players()
            .iter()
            .all(|p| p.wall_tiles.iter().count() == 6)
    );
    for bonus in WallBonus::ALL {
        let mut s = state.clone();
        choose_action(
            &mut s,
            0,
            &[&[Card::GreatWall, Card::Taxes], &[Card::Build]],
        );
        let before = s.player(0).clone();
        play(&mut s, take(0, Card::GreatWall));
        assert_eq!(s.pending().unwrap().kind, DecisionKind::ChooseWallTile);
        play(&mut s, Action::BuildWall(bonus));
        if bonus == WallBonus::Floor {
            assert_eq!(
                s.pending().unwrap().kind,
                DecisionKind::BuildFloor { remaining: 1 }
            );
            play(&mut s, Action::Build(Site::NewPalace));
        }
        let after = s.player(0);
        let gained = gains(&before, after);
        let expected = match bonus {
            WallBonus::Rice => (1, 0, 0, 0, 0, 0),
            WallBonus::Rocket => (0, 1, 0, 0, 0, 0),
            WallBonus::Floor => (0, 0, 1, 0, 0, 0),
            WallBonus::Yuan => (0, 0, 0, 2, 0, 0),
            WallBonus::Steps => (0, 0, 0, 0, 3, 0),
            WallBonus::Points => (0, 0, 0, 0, 0, 3),
        };
        assert_eq!(gained, expected, "{bonus:?}");
        assert!(!after.wall_tiles.contains(bonus));
        assert_eq!((s.wall(), after.wall_sections), (&[0u8][..], 1));
    }
}

#[test]
fn a_built_tile_cannot_be_built_again_and_a_full_wall_closes_the_card() {
    let mut state = wall_game(2);
    choose_action(&mut state, 0, &[&[Card::GreatWall], &[Card::Build]]);
    state.players[0].wall_tiles.remove(WallBonus::Yuan);
    play(&mut state, take(0, Card::GreatWall));
    assert!(!state.legal().contains(&Action::BuildWall(WallBonus::Yuan)));

    let mut state = wall_game(2);
    give_sections(&mut state, 1, 12);
    choose_action(&mut state, 0, &[&[Card::GreatWall], &[Card::Build]]);
    assert!(matches!(
        state.apply(Action::Take {
            group: 0,
            card: Card::GreatWall
        }),
        Err(RuleError::Illegal {
            why: Illegal::WallComplete,
            ..
        })
    ));
}

#[test]
fn wall_check_after_a_mongol_invasion_rewards_a_wall_that_reaches_the_month() {
    let mut state = wall_game(3);
    give_sections(&mut state, 0, 3);
    give_sections(&mut state, 1, 1);
    for seat in 0..3 {
        set_palaces(&mut state, seat, &[(2, &[young(Warrior)])]);
    }
    run_event(&mut state, 4, Event::MongolInvasion);
    // All tied on helmets: everyone dismisses for the invasion first.
    all_dismiss_for_the_mongols(&mut state, 3);
    let wall = points_from(&state, VpSource::GreatWall);
    assert_eq!(wall, vec![3, 1, 0]);
}

#[test]
fn a_short_wall_costs_the_fewest_builders_a_person_each() {
    let mut state = wall_game(3);
    give_sections(&mut state, 0, 2);
    for seat in 0..3 {
        set_palaces(&mut state, seat, &[(2, &[young(Warrior), young(Monk)])]);
    }
    state.players[0].palaces[0].add(young(Warrior));
    state.players[0].palaces[0].floors = 3;
    run_event(&mut state, 5, Event::MongolInvasion);
    // Invasion: seats 1 and 2 have the fewest helmets.
    let mut reasons = vec![];
    while let Some(d) = state.pending() {
        if let DecisionKind::Dismiss { reason, .. } = d.kind {
            reasons.push((d.player, reason));
            play_first_while(&mut state, d.player);
        } else {
            break;
        }
    }
    reasons.sort_by_key(|&(p, r)| (r as u8, p));
    assert_eq!(
        reasons,
        vec![
            (1, Reason::MongolInvasion),
            (2, Reason::MongolInvasion),
            (1, Reason::GreatWall),
            (2, Reason::GreatWall),
        ]
    );
    assert_eq!(state.player(0).person_count(), 3);
    assert!((0..3).all(|s| state.player(s).vp_from(VpSource::GreatWall) == 0));
}

#[test]
fn final_wall_check_after_month_twelve_and_both_checks_on_a_twelfth_month_invasion() {
    let mut state = wall_game(2);
    give_sections(&mut state, 0, 8);
    give_sections(&mut state, 1, 4);
    for p in state.players.iter_mut() {
        p.hand = Hand::from(Vec::new());
    }
    run_event(&mut state, 12, Event::MongolInvasion);
    // Nobody has warriors or persons: no dismissals. Both checks pay: 2 x sections.
    assert!(state.is_over());
    let wall = points_from(&state, VpSource::GreatWall);
    assert_eq!(wall, vec![16, 8]);

    let mut state = wall_game(2);
    give_sections(&mut state, 0, 5);
    set_palaces(&mut state, 1, &[(2, &[young(Monk), young(Monk)])]);
    for p in state.players.iter_mut() {
        p.hand = Hand::from(Vec::new());
    }
    run_event(&mut state, 12, Event::Peace);
    // Wall short of month 12: seat 1 (no sections) dismisses before final scoring.
    let d = state.pending().unwrap();
    assert_eq!(
        (d.player, d.kind),
        (
            1,
            DecisionKind::Dismiss {
                remaining: 1,
                reason: Reason::GreatWall,
                from_palace: 0
            }
        )
    );
    play_first_while(&mut state, 1);
    assert!(state.is_over());
    assert_eq!(state.player(1).vp_from(VpSource::Persons), 2);
}

/// Runs month 7 with `event` and the super event `s`, until the first decision.
fn super_month(state: &mut GameState, s: SuperEvent, event: Event) {
    state.super_event = Some(s);
    run_event(state, SUPER_EVENT_MONTH, event);
}

#[test]
fn lantern_festival_scores_two_per_person() {
    let mut state = with_palaces(2, &[(3, &[young(Monk), young(Farmer), old(Healer)])]);
    super_month(&mut state, SuperEvent::LanternFestival, Event::Peace);
    assert_eq!(state.player(0).vp_from(VpSource::LanternFestival), 6);
    assert_eq!(state.player(1).vp_from(VpSource::LanternFestival), 0);
}

#[test]
fn buddha_scores_the_monks_now() {
    let mut state = with_palaces(2, &[(3, &[old(Monk)]), (2, &[young(Monk)])]);
    super_month(&mut state, SuperEvent::Buddha, Event::Peace);
    assert_eq!(state.player(0).vp_from(VpSource::Monks), 8);
}

#[test]
fn earthquake_removes_two_floors_of_choice_and_dismisses_the_excess() {
    let mut state = with_palaces(
        2,
        &[(2, &[young(Monk), old(Farmer)]), (1, &[young(Healer)])],
    );
    set_palaces(&mut state, 1, &[(1, &[])]);
    super_month(&mut state, SuperEvent::Earthquake, Event::Peace);
    let d = state.pending().unwrap();
    assert_eq!(
        (d.player, d.kind),
        (0, DecisionKind::RemoveFloor { remaining: 2 })
    );
    play(&mut state, Action::RemoveFloor(0));
    // Palace 0 is now 1 floor with 2 persons: the owner picks who leaves.
    assert_eq!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss {
            remaining: 1,
            reason: Reason::Earthquake,
            from_palace: 0
        }
    );
    assert!(
        state
            .apply(Action::Dismiss {
                palace: 1,
                person: young(Healer)
            })
            .is_err()
    );
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: old(Farmer),
        },
    );
    play(&mut state, Action::RemoveFloor(1));
    play(
        &mut state,
        Action::Dismiss {
            palace: 1,
            person: young(Healer),
        },
    );
    // Palace 1 reached 0 floors and is gone.
    let p = state.player(0);
    assert_eq!(p.palaces.len(), 1);
    assert_eq!((p.palaces[0].floors, p.person_count()), (1, 1));
    // Seat 1 had a single floor: it loses it (and then its palace).
    let d = state.pending();
    assert_eq!(
        d.map(|d| (d.player, d.kind)),
        Some((1, DecisionKind::RemoveFloor { remaining: 1 }))
    );
    play(&mut state, Action::RemoveFloor(0));
    assert_eq!(state.player(1).palaces.len(), 0);
    assert_eq!(state.month(), 8);
}

#[test]
fn flood_returns_half_of_yuan_rice_and_rockets_in_any_mix() {
    let mut state = cleaned(2);
    let p = &mut state.players[0];
    (p.yuan, p.rice, p.rockets) = (3, 2, 2);
    state.players[1].yuan = 1;
    super_month(&mut state, SuperEvent::Flood, Event::Peace);
    assert_eq!(
        state.pending().unwrap().kind,
        DecisionKind::ReturnGoods { remaining: 3 }
    );
    play(&mut state, Action::Return(Good::Yuan));
    play(&mut state, Action::Return(Good::Yuan));
    play(&mut state, Action::Return(Good::Rockets));
    let p = state.player(0);
    assert_eq!((p.yuan, p.rice, p.rockets), (1, 2, 1));
    // Seat 1 holds 1 good: half rounded down is 0, nothing to return.
    assert_eq!(state.player(1).yuan, 1);
    assert_eq!(state.month(), 8);
}

#[test]
fn solar_eclipse_resolves_the_event_again_with_halved_rockets() {
    let mut state = with_rockets(&[4, 3, 0]);
    super_month(&mut state, SuperEvent::SolarEclipse, Event::DragonFestival);
    // First: 4 -> 6 VP (keeps 2), 3 -> 3 VP (keeps 1). Second: 2 -> 6 (keeps 1), 1 -> 3.
    let points = points_from(&state, VpSource::DragonFestival);
    assert_eq!(points, vec![12, 6, 0]);
    let rockets: Vec<u16> = (0..3).map(|s| state.player(s).rockets).collect();
    assert_eq!(rockets, vec![1, 0, 0]);
}

#[test]
fn solar_eclipse_repeats_dismissals_too() {
    let mut state = with_palaces(2, &[(3, &[young(Monk), young(Monk), young(Monk)])]);
    state.players[1].yuan = 8;
    state.players[0].yuan = 3;
    super_month(&mut state, SuperEvent::SolarEclipse, Event::ImperialTribute);
    // First tribute: pays 3, one short.
    assert!(matches!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss { remaining: 1, .. }
    ));
    play(
        &mut state,
        Action::Dismiss {
            palace: 0,
            person: young(Monk),
        },
    );
    // Second tribute: 4 short, capped at the 2 persons left.
    assert_eq!(state.player(0).person_count(), 2);
    assert!(matches!(
        state.pending().unwrap().kind,
        DecisionKind::Dismiss { remaining: 2, .. }
    ));
    play_first_while(&mut state, 0);
    assert_eq!(state.player(0).person_count(), 0);
    assert_eq!(state.player(1).yuan, 0);
}

#[test]
fn volcano_puts_every_disc_on_zero_keeping_the_order() {
    let mut state = with_tracks(&[5, 20, 9]);
    let order = state.turn_order();
    super_month(&mut state, SuperEvent::Volcano, Event::Peace);
    assert!(state.players().iter().all(|p| p.track == 0));
    assert_eq!(state.turn_order(), order);
    assert_eq!(&order[..], &[1, 2, 0]);
}

#[test]
fn typhoon_discards_two_cards_leaving_person_phases_in_months_eight_and_nine() {
    let mut state = cleaned(2);
    for p in state.players.iter_mut() {
        p.hand = Hand::from(vec![
            HandCard::Person(Monk),
            HandCard::Person(Farmer),
            HandCard::Wild,
            HandCard::Person(Healer),
        ]);
    }
    super_month(&mut state, SuperEvent::Typhoon, Event::Peace);
    for _ in 0..2 {
        let d = state.pending().unwrap();
        assert_eq!(d.kind, DecisionKind::DiscardCard { remaining: 2 });
        play(&mut state, Action::Discard(HandCard::Person(Monk)));
        play(&mut state, Action::Discard(HandCard::Wild));
    }
    assert!(state.players().iter().all(|p| p.hand.len() == 2));
    let mut rng = Rng::seeded(4);
    let mut person_months = std::collections::BTreeSet::new();
    while let Some(d) = state.pending() {
        if d.kind == DecisionKind::PlayCard {
            person_months.insert(state.month());
        }
        let legal = state.legal();
        play(&mut state, legal[rng.below(legal.len())]);
    }
    assert_eq!(person_months.into_iter().collect::<Vec<_>>(), vec![8, 9]);
}

#[test]
fn sunrise_gives_each_player_a_young_person_of_a_type_nobody_took() {
    let mut state = cleaned(3);
    state.players[2].track = 3;
    let hand = state.player(2).hand;
    super_month(&mut state, SuperEvent::Sunrise, Event::Peace);
    let d = state.pending().unwrap();
    assert_eq!(
        (d.player, d.kind),
        (2, DecisionKind::Recruit { card: None })
    );
    assert!(state.apply(Action::Recruit(old(Monk))).is_err());
    play(&mut state, Action::Recruit(young(Monk)));
    play(&mut state, Action::Place(0));
    assert_eq!(state.player(2).track, 9);
    assert_eq!(state.player(2).hand, hand, "no card is played");
    let next = state.current_player().unwrap();
    assert!(matches!(
        state.apply(Action::Recruit(young(Monk))),
        Err(RuleError::Illegal {
            why: Illegal::TakenThisSunrise(Monk),
            ..
        })
    ));
    assert!(!state.legal().contains(&Action::Recruit(young(Monk))));
    play(&mut state, Action::Recruit(young(Healer)));
    play_first_while(&mut state, next);
}

#[test]
fn assassination_returns_all_privileges_before_scoring() {
    let mut state = cleaned(2);
    state.players[0].large_privileges = 2;
    state.players[1].small_privileges = 1;
    super_month(&mut state, SuperEvent::Assassination, Event::Peace);
    assert!(state.players().iter().all(|p| p.privilege_dragons() == 0));
    assert!(
        state
            .players()
            .iter()
            .all(|p| p.vp_from(VpSource::Privileges) == 0)
    );
}

#[test]
fn charter_gains_the_symbols_of_one_owned_type_without_card_base() {
    let persons = [
        young(Craftsman),
        young(CourtLady),
        young(TaxCollector),
        old(Pyrotechnist),
        old(Warrior),
        old(Monk),
        old(Healer),
        old(Farmer),
        old(Scholar),
    ];
    for kind in Kind::ALL {
        let mut state = with_palaces(
            2,
            &[
                (3, &persons[0..3]),
                (3, &persons[3..6]),
                (3, &persons[6..9]),
            ],
        );
        set_palaces(&mut state, 1, &[(2, &[young(Monk)])]);
        super_month(&mut state, SuperEvent::Charter, Event::Peace);
        assert_eq!(state.pending().unwrap().kind, DecisionKind::Charter);
        let before = state.player(0).clone();
        play(&mut state, Action::Charter(kind));
        if kind == Craftsman {
            assert_eq!(
                state.pending().unwrap().kind,
                DecisionKind::BuildFloor { remaining: 1 }
            );
            play(&mut state, Action::Build(Site::NewPalace));
        }
        let gained = gains(&before, state.player(0));
        let expected = match kind {
            Craftsman => (0, 0, 1, 0, 0, 0),
            CourtLady => (0, 0, 0, 0, 0, 1),
            TaxCollector => (0, 0, 0, 3, 0, 0),
            Pyrotechnist => (0, 2, 0, 0, 0, 0),
            Warrior => (0, 0, 0, 0, 2, 0),
            Monk => (0, 0, 0, 0, 0, 2 * 3),
            Farmer => (2, 0, 0, 0, 0, 0),
            Scholar => (0, 0, 0, 0, 0, 3),
            Healer => (0, 0, 0, 0, 0, 0),
        };
        assert_eq!(gained, expected, "{kind:?}");
        // Then seat 1 chooses (the month is not over yet).
        assert_eq!(
            state.pending(),
            Some(Decision {
                player: 1,
                kind: DecisionKind::Charter
            })
        );
    }
    let mut state = with_palaces(2, &[(3, &[young(Monk)])]);
    super_month(&mut state, SuperEvent::Charter, Event::Peace);
    assert!(matches!(
        state.apply(Action::Charter(Farmer)),
        Err(RuleError::Illegal {
            why: Illegal::TypeNotOwned(Farmer),
            ..
        })
    ));
}

#[test]
fn random_super_events_come_from_the_seed_and_chosen_ones_are_kept() {
    let mut options = Options::new(4);
    options.super_events = SuperEvents::Random;
    let seen: std::collections::BTreeSet<_> = (0..200)
        .map(|seed| {
            GameState::new(options, seed)
                .unwrap()
                .super_event()
                .unwrap()
        })
        .collect();
    assert_eq!(seen.len(), 10);
    assert_eq!(
        GameState::new(options, 5).unwrap().super_event(),
        GameState::new(options, 5).unwrap().super_event()
    );
    options.super_events = SuperEvents::Chosen(SuperEvent::Flood);
    assert_eq!(
        GameState::new(options, 5).unwrap().super_event(),
        Some(SuperEvent::Flood)
    );
    options.super_events = SuperEvents::Off;
    assert_eq!(GameState::new(options, 5).unwrap().super_event(), None);
}

#[test]
fn ruling_the_solar_eclipse_repeats_a_mongol_invasion_but_not_its_wall_check() {
    let mut options = Options::new(2);
    options.great_wall = true;
    let mut state = drafted_with(options);
    clean(&mut state);
    give_sections(&mut state, 0, 7);
    set_palaces(&mut state, 0, &[(2, &[old(Warrior)])]);
    set_palaces(&mut state, 1, &[(2, &[old(Warrior)])]);
    super_month(&mut state, SuperEvent::SolarEclipse, Event::MongolInvasion);
    // Tied on helmets: both dismiss at the first invasion; nobody has persons at the second.
    for _ in 0..2 {
        let seat = state.current_player().unwrap();
        play_first_while(&mut state, seat);
    }
    assert_eq!(state.month(), 8);
    let mongol = points_from(&state, VpSource::MongolInvasion);
    assert_eq!(
        mongol,
        vec![2, 2],
        "helmets score once: the warriors were gone at the repeat"
    );
    assert_eq!(
        state.player(0).vp_from(VpSource::GreatWall),
        7,
        "one wall check only"
    );
}
