//! Illegal actions are refused with the right [`RuleError`] and leave the
//! state exactly as it was.
//!
//! Positions come from seeded random games: [`find_position`] plays random
//! legal actions until a position with the wanted property turns up, so the
//! tests need no access to the engine's internals.

mod common;

use boardgame::Game;
use std::collections::BTreeMap;

use common::{all_cards, all_hand_cards, universe};

use dragon::{
    Action, Card, DecisionKind, GameRecord, GameState, Good, HandCard, Illegal, Kind, Options,
    Person, PrivilegeSize, Reason, Rng, RuleError, Site, SuperEvent, SuperEvents, WallBonus,
};

/// How many random games [`find_position`] tries before giving up.
const SEARCH_GAMES: u64 = 2000;

fn options(players: u8, great_wall: bool, super_events: SuperEvents) -> Options {
    Options {
        players,
        large_privilege_price: 7,
        great_wall,
        super_events,
    }
}

/// Plays random games (game seeds 0, 1, ...; actions chosen by an RNG seeded
/// per game) and returns the first position at a pending decision that
/// satisfies `wanted`.
fn find_position(options: Options, wanted: impl Fn(&GameState) -> bool) -> GameState {
    find_position_preferring(options, |_| false, wanted)
}

/// Like [`find_position`], but half of the time plays a legal action that
/// `preferred` picks out, if any, to steer the games towards rare positions.
fn find_position_preferring(
    options: Options,
    preferred: impl Fn(Action) -> bool,
    wanted: impl Fn(&GameState) -> bool,
) -> GameState {
    for seed in 0..SEARCH_GAMES {
        let mut state = GameState::new(options, seed).expect("valid options");
        let mut chooser = Rng::seeded(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        while state.pending().is_some() {
            if wanted(&state) {
                return state;
            }
            let legal = state.legal();
            let steer = chooser.below(2) == 0;
            let action = match legal.iter().copied().find(|&a| preferred(a)) {
                Some(action) if steer => action,
                _ => legal[chooser.below(legal.len())],
            };
            state.apply(action).unwrap();
        }
    }
    panic!("no such position in {SEARCH_GAMES} random games with {options:?}");
}

/// A finished random game.
fn finished_game(options: Options, seed: u64) -> GameState {
    let mut state = GameState::new(options, seed).unwrap();
    let mut chooser = Rng::seeded(seed);
    while !state.is_over() {
        let legal = state.legal();
        state.apply(legal[chooser.below(legal.len())]).unwrap();
    }
    state
}

/// `action` is refused for the deciding player with `Illegal { why }`, the
/// error names the action and the decision, its text gives the reason, and
/// the state is unchanged.
#[track_caller]
fn assert_illegal(state: &GameState, action: Action, why: Illegal) {
    let decision = state.pending().expect("a pending decision");
    let mut copy = state.clone();
    let error = copy.apply(action).expect_err("the action must be refused");
    assert_eq!(
        error,
        RuleError::Illegal {
            action,
            decision,
            why
        },
        "{action:?} at {decision:?}"
    );
    assert!(copy == *state, "a refused {action:?} changed the state");
    // The same through apply_for with the right player.
    let error_for = copy
        .apply_for(decision.player, action)
        .expect_err("refused");
    assert_eq!(error_for, error);
    assert!(copy == *state);
    assert_is_sentence(&error, &why.to_string());
}

/// An error's text is a non-empty sentence that contains `reason`.
#[track_caller]
fn assert_is_sentence(error: &RuleError, reason: &str) {
    let text = error.to_string();
    assert!(!reason.trim().is_empty(), "empty reason in {error:?}");
    assert!(text.len() > reason.len(), "{text:?}");
    assert!(text.contains(reason), "{text:?} does not say {reason:?}");
    assert!(!text.ends_with(' ') && !text.contains("  "), "{text:?}");
    let first = text.chars().next().unwrap();
    assert!(first.is_alphanumeric(), "{text:?}");
}

fn answers(kind: DecisionKind, action: Action) -> bool {
    matches!(
        (kind, action),
        (DecisionKind::Draft { .. }, Action::Recruit(_))
            | (
                DecisionKind::ChooseAction,
                Action::Take { .. } | Action::Refill
            )
            | (DecisionKind::ChoosePrivilege, Action::Privilege(_))
            | (DecisionKind::ChooseWallTile, Action::BuildWall(_))
            | (DecisionKind::BuildFloor { .. }, Action::Build(_))
            | (DecisionKind::PlayCard, Action::PlayCard(_))
            | (DecisionKind::Recruit { .. }, Action::Recruit(_))
            | (
                DecisionKind::PlacePerson { .. },
                Action::Place(_) | Action::Replace { .. } | Action::Release
            )
            | (DecisionKind::Dismiss { .. }, Action::Dismiss { .. })
            | (DecisionKind::RemoveFloor { .. }, Action::RemoveFloor(_))
            | (DecisionKind::ReturnGoods { .. }, Action::Return(_))
            | (DecisionKind::DiscardCard { .. }, Action::Discard(_))
            | (DecisionKind::Charter, Action::Charter(_))
    )
}

// ---------------------------------------------------------------------------
// Options and the end of the game

#[test]
fn bad_options_are_refused() {
    let good = Options::new(3);
    let bad = [
        Options { players: 0, ..good },
        Options { players: 1, ..good },
        Options { players: 6, ..good },
        Options {
            players: u8::MAX,
            ..good
        },
        Options {
            large_privilege_price: 5,
            ..good
        },
        Options {
            large_privilege_price: 8,
            ..good
        },
        Options {
            large_privilege_price: 0,
            ..good
        },
    ];
    for options in bad {
        let error = GameState::new(options, 1).expect_err("bad options");
        let RuleError::BadOptions(why) = &error else {
            panic!("{options:?} gave {error:?}");
        };
        assert_eq!(options.validate(), Err(*why));
        let why = why.to_string();
        assert_is_sentence(&error, &why);
        // A record with bad options does not replay, and says so.
        let replay = GameRecord::new(options, 1)
            .replay()
            .expect_err("bad options");
        assert_eq!(replay.index, None);
        assert_eq!(replay.error, error);
        assert!(replay.to_string().contains(why.as_str()));
    }
    for players in 2..=5 {
        for price in [6, 7] {
            let options = Options {
                players,
                large_privilege_price: price,
                ..good
            };
            assert_eq!(options.validate(), Ok(()));
            assert!(GameState::new(options, 1).is_ok());
        }
    }
}

#[test]
fn nothing_is_played_after_game_over() {
    for players in 2..=5 {
        let state = finished_game(Options::new(players), u64::from(players));
        assert!(state.is_over() && state.pending().is_none());
        let mut copy = state.clone();
        for action in universe().into_iter().step_by(7) {
            assert_eq!(copy.apply(action), Err(RuleError::GameOver));
            for seat in 0..players as usize {
                assert_eq!(copy.apply_for(seat, action), Err(RuleError::GameOver));
            }
        }
        assert!(copy == state, "a refused action changed a finished game");
        assert_is_sentence(&RuleError::GameOver, "over");
    }
}

// ---------------------------------------------------------------------------
// Wrong player, wrong kind of action

#[test]
fn wrong_player_is_refused() {
    for players in 2..=5u8 {
        let opts = options(players, true, SuperEvents::Random);
        for seed in 0..10 {
            let mut state = GameState::new(opts, seed).unwrap();
            let mut chooser = Rng::seeded(seed);
            let mut legal = Vec::new();
            while let Some(decision) = state.pending() {
                state.legal_actions_into(&mut legal);
                // Every other seat (and one that does not exist) is refused,
                // even with an action that is legal for the right player.
                let action = legal[chooser.below(legal.len())];
                if chooser.below(8) == 0 {
                    for seat in (0..players as usize + 1).filter(|&s| s != decision.player) {
                        let mut copy = state.clone();
                        let error = copy.apply_for(seat, action).expect_err("wrong player");
                        assert_eq!(
                            error,
                            RuleError::NotYourTurn {
                                player: seat,
                                expected: decision.player
                            }
                        );
                        assert!(copy == state);
                        let text = error.to_string();
                        assert!(text.contains(&format!("player {}", seat + 1)), "{text}");
                        assert!(
                            text.contains(&format!("player {}", decision.player + 1)),
                            "{text}"
                        );
                    }
                }
                state.apply_for(decision.player, action).unwrap();
            }
        }
    }
}

#[test]
fn wrong_kind_of_action_is_refused() {
    let all = universe();
    let opts = options(4, true, SuperEvents::Random);
    // The first decision of the game: a draft.
    let start = GameState::new(opts, 3).unwrap();
    assert!(matches!(
        start.pending().unwrap().kind,
        DecisionKind::Draft { first: None }
    ));
    for action in [
        Action::Refill,
        Action::Take {
            group: 0,
            card: Card::Taxes,
        },
        Action::Place(0),
        Action::PlayCard(HandCard::Wild),
        Action::Charter(Kind::Monk),
        Action::Release,
    ] {
        assert_illegal(&start, action, Illegal::WrongKindOfAction);
    }
    // At every kind of decision, every action of another kind.
    let mut seen = BTreeMap::new();
    for seed in 0..40 {
        let opts = options(2 + (seed % 4) as u8, seed % 2 == 0, SuperEvents::Random);
        let mut state = GameState::new(opts, seed).unwrap();
        let mut chooser = Rng::seeded(seed);
        while let Some(decision) = state.pending() {
            let label = format!("{:?}", decision.kind);
            let label = label.split([' ', '{', '(']).next().unwrap().to_string();
            if !seen.contains_key(&label) || chooser.below(50) == 0 {
                *seen.entry(label).or_insert(0) += 1;
                for &action in all.iter().filter(|&&a| !answers(decision.kind, a)) {
                    assert_illegal(&state, action, Illegal::WrongKindOfAction);
                }
            }
            let legal = state.legal();
            state.apply(legal[chooser.below(legal.len())]).unwrap();
        }
    }
    assert!(seen.len() >= 12, "decision kinds reached: {seen:?}");
}

// ---------------------------------------------------------------------------
// Indices out of range

#[test]
fn out_of_range_groups_are_refused() {
    for players in 2..=5u8 {
        for great_wall in [false, true] {
            let opts = options(players, great_wall, SuperEvents::Off);
            let state = find_position(opts, |s| {
                s.pending().unwrap().kind == DecisionKind::ChooseAction
            });
            assert_eq!(state.groups().len(), players as usize);
            for group in (players..=6).chain([u8::MAX]) {
                for card in all_cards() {
                    assert_illegal(&state, Action::Take { group, card }, Illegal::NoSuchGroup);
                }
            }
            // A card from a group that does not hold it.
            for (g, group) in state.groups().iter().enumerate() {
                for card in all_cards().filter(|&c| !group.contains(c)) {
                    let action = Action::Take {
                        group: g as u8,
                        card,
                    };
                    assert_illegal(&state, action, Illegal::CardNotInGroup);
                }
            }
        }
    }
}

#[test]
fn out_of_range_palaces_are_refused() {
    let opts = options(3, false, SuperEvents::Chosen(SuperEvent::Earthquake));
    let kind = |s: &GameState| s.pending().unwrap().kind;
    // Every palace index from the player's count on (and the largest) is
    // refused by each action `actions` makes of it.
    let refused_beyond = |state: GameState, actions: &dyn Fn(u8) -> Vec<Action>| {
        let palaces = state.players()[state.current_player().unwrap()]
            .palaces
            .len() as u8;
        for i in (palaces..=palaces + 3).chain([u8::MAX]) {
            for action in actions(i) {
                assert_illegal(&state, action, Illegal::NoSuchPalace);
            }
        }
    };

    // Placing a person (the draft's first placement: two palaces).
    refused_beyond(
        find_position(opts, |s| {
            matches!(kind(s), DecisionKind::PlacePerson { .. })
        }),
        &|i| vec![Action::Place(i)],
    );
    // Replacing when all palaces are full.
    refused_beyond(
        find_position(opts, |s| {
            let d = s.pending().unwrap();
            matches!(d.kind, DecisionKind::PlacePerson { .. })
                && !s.players()[d.player].has_room()
                && !s.players()[d.player].palaces.is_empty()
        }),
        &|i| {
            Person::all()
                .map(|person| Action::Replace { palace: i, person })
                .collect()
        },
    );
    // Building a floor.
    refused_beyond(
        find_position(opts, |s| matches!(kind(s), DecisionKind::BuildFloor { .. })),
        &|i| vec![Action::Build(Site::Palace(i))],
    );
    // Dismissing.
    refused_beyond(
        find_position(opts, |s| matches!(kind(s), DecisionKind::Dismiss { .. })),
        &|i| {
            let person = Person::young(Kind::Craftsman);
            vec![Action::Dismiss { palace: i, person }]
        },
    );
    // Removing a floor in an earthquake.
    refused_beyond(
        find_position(opts, |s| {
            matches!(kind(s), DecisionKind::RemoveFloor { .. })
        }),
        &|i| vec![Action::RemoveFloor(i)],
    );
}

// ---------------------------------------------------------------------------
// What the player cannot afford or does not have

#[test]
fn an_occupied_group_the_player_cannot_pay_for_is_refused() {
    for players in 2..=5u8 {
        let opts = options(players, players % 2 == 0, SuperEvents::Off);
        let state = find_position(opts, |s| {
            let d = s.pending().unwrap();
            d.kind == DecisionKind::ChooseAction
                && s.players()[d.player].yuan < 3
                && s.groups().iter().any(|g| g.is_occupied())
        });
        let yuan = state.players()[state.current_player().unwrap()].yuan;
        let mut refused = 0;
        for (g, group) in state.groups().iter().enumerate() {
            for card in group.cards() {
                let action = Action::Take {
                    group: g as u8,
                    card,
                };
                if group.is_occupied() {
                    // The 3 yuan, plus a small privilege's price for that card.
                    let cost = if card == Card::Privilege { 5 } else { 3 };
                    assert_illegal(&state, action, Illegal::CannotAffordGroup { cost, yuan });
                    refused += 1;
                } else if card != Card::GreatWall {
                    // A free group: only a privilege has a price.
                    let legal = state.legal().contains(&action);
                    assert_eq!(legal, card != Card::Privilege || yuan >= 2, "{action:?}");
                }
            }
        }
        assert!(refused > 0);
        // Refill is always legal.
        assert!(state.legal().contains(&Action::Refill));
    }
}

#[test]
fn the_privilege_card_needs_the_small_price() {
    let state = find_position(options(3, false, SuperEvents::Off), |s| {
        let d = s.pending().unwrap();
        d.kind == DecisionKind::ChooseAction
            && s.players()[d.player].yuan < 2
            && s.groups()
                .iter()
                .any(|g| !g.is_occupied() && g.contains(Card::Privilege))
    });
    let yuan = state.players()[state.current_player().unwrap()].yuan;
    let g = state
        .groups()
        .iter()
        .position(|g| g.contains(Card::Privilege))
        .unwrap();
    let action = Action::Take {
        group: g as u8,
        card: Card::Privilege,
    };
    assert_illegal(&state, action, Illegal::CannotAffordGroup { cost: 2, yuan });
}

#[test]
fn an_unaffordable_privilege_is_refused() {
    for price in [6u8, 7] {
        let opts = Options {
            large_privilege_price: price,
            ..Options::new(3)
        };
        let state = find_position(opts, |s| {
            let d = s.pending().unwrap();
            d.kind == DecisionKind::ChoosePrivilege && s.players()[d.player].yuan < u16::from(price)
        });
        let yuan = state.players()[state.current_player().unwrap()].yuan;
        assert!(yuan >= 2, "taking the card already needed the small price");
        assert_illegal(
            &state,
            Action::Privilege(PrivilegeSize::Large),
            Illegal::CannotAffordPrivilege {
                price: u16::from(price),
                yuan,
            },
        );
        assert_eq!(state.legal(), vec![Action::Privilege(PrivilegeSize::Small)]);
        // With enough yuan both sizes are offered.
        let rich = find_position(opts, |s| {
            let d = s.pending().unwrap();
            d.kind == DecisionKind::ChoosePrivilege && s.players()[d.player].yuan >= 7
        });
        assert_eq!(rich.legal().len(), 2);
    }
}

#[test]
fn a_card_not_in_hand_is_refused() {
    // A person card already played.
    let state = find_position(Options::new(3), |s| {
        let d = s.pending().unwrap();
        d.kind == DecisionKind::PlayCard && s.players()[d.player].hand.len() <= 8
    });
    let hand = state.players()[state.current_player().unwrap()].hand;
    let mut refused = 0;
    for card in all_hand_cards() {
        if hand.contains(card) {
            assert!(state.legal().contains(&Action::PlayCard(card)));
        } else {
            assert_illegal(&state, Action::PlayCard(card), Illegal::CardNotInHand);
            refused += 1;
        }
    }
    assert!(refused >= 3);

    // Both wild cards played.
    let state = find_position(Options::new(2), |s| {
        let d = s.pending().unwrap();
        d.kind == DecisionKind::PlayCard && s.players()[d.player].hand.wild_count() == 0
    });
    assert_illegal(
        &state,
        Action::PlayCard(HandCard::Wild),
        Illegal::CardNotInHand,
    );

    // Typhoon: discarding a card already played.
    let opts = options(4, false, SuperEvents::Chosen(SuperEvent::Typhoon));
    let state = find_position(opts, |s| {
        matches!(s.pending().unwrap().kind, DecisionKind::DiscardCard { .. })
    });
    let hand = state.players()[state.current_player().unwrap()].hand;
    for card in all_hand_cards().filter(|&c| !hand.contains(c)) {
        assert_illegal(&state, Action::Discard(card), Illegal::CardNotInHand);
    }
}

#[test]
fn a_full_or_tall_palace_is_refused() {
    let opts = Options::new(3);
    // Placing into a full palace while another has room.
    let state = find_position(opts, |s| {
        let d = s.pending().unwrap();
        let player = &s.players()[d.player];
        matches!(d.kind, DecisionKind::PlacePerson { .. })
            && player.has_room()
            && player.palaces.iter().any(|p| !p.has_room())
    });
    let player = &state.players()[state.current_player().unwrap()];
    for (i, palace) in player.palaces.iter().enumerate() {
        if !palace.has_room() {
            assert_illegal(&state, Action::Place(i as u8), Illegal::PalaceFull);
        }
        // While a palace has room, the person must be placed.
        for person in palace.persons() {
            assert_illegal(
                &state,
                Action::Replace {
                    palace: i as u8,
                    person,
                },
                Illegal::MustPlaceWhileRoom,
            );
        }
    }
    assert_illegal(&state, Action::Release, Illegal::MustPlaceWhileRoom);

    // Building on a palace of three floors.
    let state = find_position(opts, |s| {
        let d = s.pending().unwrap();
        matches!(d.kind, DecisionKind::BuildFloor { .. })
            && s.players()[d.player].palaces.iter().any(|p| p.floors == 3)
    });
    let player = &state.players()[state.current_player().unwrap()];
    let i = player.palaces.iter().position(|p| p.floors == 3).unwrap();
    assert_illegal(
        &state,
        Action::Build(Site::Palace(i as u8)),
        Illegal::PalaceAtThreeFloors,
    );
}

/// Drafts a young `kind` into palace `palace`.
fn draft(state: &mut GameState, kind: Kind, palace: u8) {
    state.apply(Action::Recruit(Person::young(kind))).unwrap();
    state.apply(Action::Place(palace)).unwrap();
}

#[test]
fn the_draft_rules_are_enforced() {
    let opts = Options::new(4);
    let start = GameState::new(opts, 8).unwrap();
    for kind in Kind::ALL.into_iter().filter(|k| !k.is_single()) {
        assert_illegal(
            &start,
            Action::Recruit(Person::old(kind)),
            Illegal::DraftTakesYoungOnly,
        );
    }
    // The second tile of a pair must be of another type...
    let mut state = start.clone();
    draft(&mut state, Kind::Scholar, 0);
    assert_illegal(
        &state,
        Action::Recruit(Person::young(Kind::Scholar)),
        Illegal::SameTypeTwice,
    );
    draft(&mut state, Kind::TaxCollector, 1);
    // ...and not a pair an earlier player took.
    draft(&mut state, Kind::TaxCollector, 0);
    assert_illegal(
        &state,
        Action::Recruit(Person::young(Kind::Scholar)),
        Illegal::PairTaken(Kind::TaxCollector, Kind::Scholar),
    );
}

#[test]
fn recruiting_needs_a_matching_card_and_a_tile() {
    // A specific person card allows only its own type.
    let state = find_position(Options::new(3), |s| {
        matches!(
            s.pending().unwrap().kind,
            DecisionKind::Recruit {
                card: Some(HandCard::Person(_))
            }
        )
    });
    let DecisionKind::Recruit {
        card: Some(HandCard::Person(kind)),
    } = state.pending().unwrap().kind
    else {
        unreachable!()
    };
    for person in Person::all().filter(|p| p.kind != kind) {
        assert_illegal(
            &state,
            Action::Recruit(person),
            Illegal::CardDoesNotAllow(person.kind),
        );
    }
    // A tile none of which is left.
    let state = find_position(Options::new(2), |s| {
        matches!(
            s.pending().unwrap().kind,
            DecisionKind::Recruit { card: Some(_) }
        ) && Person::all().any(|p| !s.supply().has(p))
    });
    let DecisionKind::Recruit { card: Some(card) } = state.pending().unwrap().kind else {
        unreachable!()
    };
    let gone: Vec<Person> = Person::all()
        .filter(|&p| !state.supply().has(p) && card.allows(p.kind))
        .collect();
    for person in gone {
        assert_illegal(&state, Action::Recruit(person), Illegal::NoneLeft(person));
    }
}

#[test]
fn dismissals_follow_the_event_rules() {
    // A person who is not in the palace named.
    let state = find_position(Options::new(3), |s| {
        matches!(s.pending().unwrap().kind, DecisionKind::Dismiss { .. })
    });
    let player = &state.players()[state.current_player().unwrap()];
    for (i, palace) in player.palaces.iter().enumerate() {
        for person in Person::all().filter(|&p| !palace.contains(p)) {
            assert_illegal(
                &state,
                Action::Dismiss {
                    palace: i as u8,
                    person,
                },
                Illegal::PersonNotInPalace,
            );
        }
    }

    // Drought: after a dismissal from palace k, the next comes from a later palace.
    let state = find_position(Options::new(3), |s| {
        matches!(
            s.pending().unwrap().kind,
            DecisionKind::Dismiss {
                reason: Reason::Drought,
                from_palace: 1..,
                ..
            }
        )
    });
    let DecisionKind::Dismiss { from_palace, .. } = state.pending().unwrap().kind else {
        unreachable!()
    };
    dismissals_refused(
        &state,
        |i| i < from_palace as usize,
        Illegal::DroughtPalaceOrder,
    );

    // Earthquake: only from the palace that lost its floor.
    let opts = options(4, false, SuperEvents::Chosen(SuperEvent::Earthquake));
    let state = find_position(opts, |s| {
        let d = s.pending().unwrap();
        match d.kind {
            DecisionKind::Dismiss {
                reason: Reason::Earthquake,
                from_palace,
                ..
            } => s.players()[d.player]
                .palaces
                .iter()
                .enumerate()
                .any(|(i, p)| i != from_palace as usize && !p.is_empty()),
            _ => false,
        }
    });
    let DecisionKind::Dismiss { from_palace, .. } = state.pending().unwrap().kind else {
        unreachable!()
    };
    dismissals_refused(
        &state,
        |i| i != from_palace as usize,
        Illegal::NotOverCapacity,
    );
}

/// Dismissing any resident of the palaces `from` picks (by index) is
/// refused with `why`.
fn dismissals_refused(state: &GameState, from: impl Fn(usize) -> bool, why: Illegal) {
    let player = &state.players()[state.current_player().unwrap()];
    for (i, palace) in player.palaces.iter().enumerate().filter(|&(i, _)| from(i)) {
        for person in palace.persons() {
            let palace = i as u8;
            assert_illegal(state, Action::Dismiss { palace, person }, why);
        }
    }
}

#[test]
fn super_event_choices_are_checked() {
    // Flood: goods the player does not hold.
    let opts = options(3, false, SuperEvents::Chosen(SuperEvent::Flood));
    let state = find_position(opts, |s| {
        let d = s.pending().unwrap();
        let p = &s.players()[d.player];
        matches!(d.kind, DecisionKind::ReturnGoods { .. }) && (p.rice == 0 || p.rockets == 0)
    });
    let player = &state.players()[state.current_player().unwrap()];
    for (good, held) in [
        (Good::Yuan, player.yuan),
        (Good::Rice, player.rice),
        (Good::Rockets, player.rockets),
    ] {
        if held == 0 {
            assert_illegal(&state, Action::Return(good), Illegal::NoSuchGoods);
        }
    }

    // Charter: a type the player does not have.
    let opts = options(3, false, SuperEvents::Chosen(SuperEvent::Charter));
    let state = find_position(opts, |s| s.pending().unwrap().kind == DecisionKind::Charter);
    let player = &state.players()[state.current_player().unwrap()];
    for kind in Kind::ALL.into_iter().filter(|&k| !player.has_kind(k)) {
        assert_illegal(&state, Action::Charter(kind), Illegal::TypeNotOwned(kind));
    }

    // Sunrise: young only, and no type another player took at this sunrise.
    let opts = options(4, false, SuperEvents::Chosen(SuperEvent::Sunrise));
    let state = find_position(opts, |s| {
        matches!(
            s.pending().unwrap().kind,
            DecisionKind::Recruit { card: None }
        ) && Kind::ALL.into_iter().any(|k| {
            // A type still in the supply that the first player took.
            s.supply().has(Person::young(k))
                && !s.legal().contains(&Action::Recruit(Person::young(k)))
        })
    });
    for kind in Kind::ALL.into_iter().filter(|k| !k.is_single()) {
        assert_illegal(
            &state,
            Action::Recruit(Person::old(kind)),
            Illegal::SunriseTakesYoungOnly,
        );
    }
    let taken = Kind::ALL
        .into_iter()
        .find(|&k| {
            state.supply().has(Person::young(k))
                && !state.legal().contains(&Action::Recruit(Person::young(k)))
        })
        .unwrap();
    assert_illegal(
        &state,
        Action::Recruit(Person::young(taken)),
        Illegal::TakenThisSunrise(taken),
    );

    // Great Wall: a tile already built.
    let opts = options(2, true, SuperEvents::Off);
    let state = find_position(opts, |s| {
        let d = s.pending().unwrap();
        d.kind == DecisionKind::ChooseWallTile && s.players()[d.player].wall_sections > 0
    });
    let player = &state.players()[state.current_player().unwrap()];
    for bonus in WallBonus::ALL
        .into_iter()
        .filter(|&b| !player.wall_tiles.contains(b))
    {
        assert_illegal(
            &state,
            Action::BuildWall(bonus),
            Illegal::WallTileAlreadyBuilt,
        );
    }
}

#[test]
fn the_great_wall_card_needs_room_and_a_tile() {
    let opts = options(2, true, SuperEvents::Off);
    let wall_card = |a: Action| {
        matches!(
            a,
            Action::Take {
                card: Card::GreatWall,
                ..
            }
        )
    };
    let wall_group = |s: &GameState| {
        s.groups()
            .iter()
            .position(|g| g.contains(Card::GreatWall) && !g.is_occupied())
    };
    // The wall is complete at 12 sections.
    let state = find_position_preferring(opts, wall_card, |s| {
        s.pending().unwrap().kind == DecisionKind::ChooseAction
            && s.wall().len() == 12
            && wall_group(s).is_some()
    });
    let action = Action::Take {
        group: wall_group(&state).unwrap() as u8,
        card: Card::GreatWall,
    };
    assert_illegal(&state, action, Illegal::WallComplete);

    // A player who built all six tiles has none left to build.
    let state = find_position_preferring(opts, wall_card, |s| {
        let d = s.pending().unwrap();
        d.kind == DecisionKind::ChooseAction
            && s.wall().len() < 12
            && s.players()[d.player].wall_tiles.is_empty()
            && wall_group(s).is_some()
    });
    let action = Action::Take {
        group: wall_group(&state).unwrap() as u8,
        card: Card::GreatWall,
    };
    assert_illegal(&state, action, Illegal::NoWallTilesLeft);
}

#[test]
fn an_illegal_action_in_a_record_is_reported_with_its_index() {
    let opts = Options::new(2);
    let mut state = GameState::new(opts, 4).unwrap();
    let mut record = GameRecord::new(opts, 4);
    for _ in 0..5 {
        let action = state.legal()[0];
        state.apply(action).unwrap();
        record.actions.push(action);
    }
    let decision = state.pending().unwrap();
    record.actions.push(Action::Refill);
    record.actions.push(Action::Refill);
    let error = record.replay().expect_err("illegal record");
    assert_eq!(error.index, Some(5));
    assert_eq!(
        error.error,
        RuleError::Illegal {
            action: Action::Refill,
            decision,
            why: Illegal::WrongKindOfAction
        }
    );
    let text = error.to_string();
    assert!(text.contains("action 6"), "{text}");
    assert!(
        text.contains(&Illegal::WrongKindOfAction.to_string()),
        "{text}"
    );
}

// ---------------------------------------------------------------------------
// The property: apply succeeds iff the action is legal

/// Whether a pending decision is common enough to sample rather than check
/// every time.
fn is_common(kind: DecisionKind) -> bool {
    matches!(
        kind,
        DecisionKind::ChooseAction
            | DecisionKind::PlayCard
            | DecisionKind::Recruit { card: Some(_) }
            | DecisionKind::PlacePerson { .. }
            | DecisionKind::BuildFloor { .. }
            | DecisionKind::Draft { .. }
    )
}

/// Over many random positions in every configuration, every action of the
/// universe applies iff `legal_actions` lists it; a refused one leaves the
/// state unchanged, names the decision, refuses a wrong kind of action as
/// such, and explains itself.
#[test]
fn apply_succeeds_exactly_for_legal_actions() {
    let games_per_configuration = if cfg!(debug_assertions) { 1 } else { 4 };
    let sample_common = if cfg!(debug_assertions) { 24 } else { 6 };
    let all = universe();
    let mut positions = 0u64;
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let super_events = [SuperEvents::Off, SuperEvents::Random]
        .into_iter()
        .chain(SuperEvent::ALL.map(SuperEvents::Chosen));
    for (n, super_events) in super_events.enumerate() {
        for players in 2..=5u8 {
            for great_wall in [false, true] {
                let opts = Options {
                    players,
                    large_privilege_price: if n % 2 == 0 { 7 } else { 6 },
                    great_wall,
                    super_events,
                };
                for game in 0..games_per_configuration {
                    let seed =
                        (n as u64) << 16 | u64::from(players) << 8 | game << 1 | great_wall as u64;
                    let mut state = GameState::new(opts, seed).unwrap();
                    let mut chooser = Rng::seeded(seed);
                    while let Some(decision) = state.pending() {
                        let legal = state.legal();
                        if !is_common(decision.kind) || chooser.below(sample_common) == 0 {
                            positions += 1;
                            check_universe(&state, &all, &legal, &mut reasons);
                        }
                        state.apply(legal[chooser.below(legal.len())]).unwrap();
                    }
                }
            }
        }
    }
    println!("{positions} positions; refusals by reason: {reasons:#?}");
    // The random positions met (nearly) every reason there is.
    for expected in [
        "WrongKindOfAction",
        "NoSuchGroup",
        "CardNotInGroup",
        "CannotAffordGroup",
        "CannotAffordPrivilege",
        "WallTileAlreadyBuilt",
        "NoSuchPalace",
        "PalaceAtThreeFloors",
        "PalaceFull",
        "CardNotInHand",
        "NoneLeft",
        "CardDoesNotAllow",
        "DraftTakesYoungOnly",
        "SameTypeTwice",
        "PairTaken",
        "MustPlaceWhileRoom",
        "PersonNotInPalace",
        "DroughtPalaceOrder",
        "NotOverCapacity",
        "NoSuchGoods",
        "TypeNotOwned",
        "TakenThisSunrise",
        "SunriseTakesYoungOnly",
    ] {
        assert!(
            reasons.contains_key(expected),
            "no position refused an action with {expected}: {reasons:#?}"
        );
    }
}

fn check_universe(
    state: &GameState,
    all: &[Action],
    legal: &[Action],
    reasons: &mut BTreeMap<String, u64>,
) {
    let decision = state.pending().unwrap();
    for action in legal {
        assert!(
            all.contains(action),
            "legal {action:?} is outside the universe"
        );
    }
    let mut work = state.clone();
    for &action in all {
        match work.apply(action) {
            Ok(()) => {
                assert!(
                    legal.contains(&action),
                    "{action:?} applied but is not legal at {decision:?}"
                );
                work = state.clone();
            }
            Err(error) => {
                assert!(
                    !legal.contains(&action),
                    "legal {action:?} refused at {decision:?}: {error}"
                );
                assert!(
                    work == *state,
                    "refused {action:?} changed the state at {decision:?}"
                );
                let RuleError::Illegal {
                    action: a,
                    decision: d,
                    why,
                } = error
                else {
                    panic!("{action:?} at {decision:?}: unexpected {error:?}");
                };
                assert_eq!((a, d), (action, decision));
                assert_eq!(
                    why == Illegal::WrongKindOfAction,
                    !answers(decision.kind, action),
                    "{action:?} at {decision:?} refused with {why:?}"
                );
                let label = format!("{why:?}");
                let label = label.split(['(', ' ']).next().unwrap().to_string();
                let count = reasons.entry(label).or_insert(0);
                if *count == 0 {
                    assert_is_sentence(&error, &why.to_string());
                }
                *count += 1;
            }
        }
    }
}
