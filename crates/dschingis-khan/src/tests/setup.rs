//! Components (§1), setup (§3) and the turn order, rulings R5, R6, R30, R31.

use super::*;
use boardgame::Game;

fn options(players: u8, start: Option<u8>) -> Options {
    Options {
        players,
        start_player: start,
    }
}

/// D-1.1, R30: 2, 3 or 4 players; other counts are refused with a sentence.
#[test]
fn d1_1_player_counts() {
    for n in 2..=4 {
        let g = GameState::new(Options::new(n), 1).unwrap();
        assert_eq!(g.players.len(), n as usize);
    }
    for n in [0, 1, 5] {
        match GameState::new(Options::new(n), 1) {
            Err(RuleError::BadOptions(why)) => {
                assert_eq!(why, OptionsError::Players(n));
                assert!(why.to_string().contains("2 to 4"));
            }
            other => panic!("{n} players accepted: {other:?}"),
        }
    }
    assert!(matches!(
        GameState::new(options(3, Some(3)), 1),
        Err(RuleError::BadOptions(OptionsError::StartPlayer {
            players: 3,
            seat: 3
        }))
    ));
}

/// D-1.2, D-3.3: 17 pieces per colour (5 C, 5 M, 5 F, 1 P, 1 H), shuffled
/// into the passive supply with the game RNG (the order differs by seed);
/// colours not in use stay out.
#[test]
fn d1_2_pieces_per_colour_and_d3_3_shuffled() {
    let a = GameState::new(options(2, Some(0)), 1).unwrap();
    let b = GameState::new(options(2, Some(0)), 2).unwrap();
    assert_eq!(a.players.len(), 2);
    for p in &a.players {
        let mut sorted = p.passive.clone();
        sorted.extend(p.pieces.iter());
        sorted.sort();
        assert_eq!(sorted, crate::piece::full_set());
        assert_eq!(sorted.len(), 17);
    }
    assert_eq!(Kind::ALL.map(|k| k.per_colour()), [5, 5, 5, 1, 1]);
    assert_ne!(
        a.players[1].passive, b.players[1].passive,
        "D-3.3: seeds shuffle differently"
    );
}

/// D-1.3, D-3.2: 28 walls: 11 open on H3-00…H3-10, 17 in the general supply.
#[test]
fn d1_3_walls_and_d3_2_start_wall() {
    let g = GameState::new(Options::new(3), 4).unwrap();
    assert_eq!(g.wall.count(), 11);
    assert_eq!(g.wall.open, g.wall.pieces, "placed open");
    assert_eq!(g.general, 17);
    assert_eq!(crate::board::WALL_PIECES, 28);
}

/// D-1.4: no score track: every seat's score is 0 until the game is over.
#[test]
fn d1_4_no_score_track() {
    use boardgame::Game;
    let mut g = table(2);
    put(&mut g, "V20", 0, 'C');
    at_deploy(&mut g, 1);
    assert_eq!(Game::scores(&g), vec![0, 0]);
    assert_eq!(g.totals(), vec![3, 0]);
}

/// D-3.1, R6: the start player is random by seed (or chosen), and setup and
/// turns go clockwise from him.
#[test]
fn d3_1_start_player_and_turn_order() {
    let mut seen = [false; 4];
    for seed in 0..40 {
        let g = GameState::new(Options::new(4), seed).unwrap();
        seen[g.start_player()] = true;
        assert_eq!(g.pending.unwrap().player, g.start_player());
    }
    assert!(seen.iter().all(|&s| s), "every seat starts for some seed");
    let mut g = GameState::new(options(3, Some(2)), 9).unwrap();
    let mut order = Vec::new();
    while g.setup_done < 3 {
        let p = g.pending.unwrap().player;
        if order.last() != Some(&p) {
            order.push(p);
        }
        let a = g.legal()[0];
        g.apply(a).unwrap();
    }
    assert_eq!(order, [2, 0, 1]);
    assert_eq!(g.turn.player, 2, "the start player takes the first turn");
}

/// D-3.4, R5, EX-3: start placement: both villages empty, neighbours joined
/// by a road without a wall piece; the scout on one of them; which piece
/// goes where is the player's choice.
#[test]
fn ex3_start_villages() {
    let mut g = GameState::new(options(3, Some(0)), 3).unwrap();
    assert_eq!(g.players[0].pieces.total(), 2, "drew the top two");
    let k = g.players[0].pieces.distinct().next().unwrap();
    let other = {
        let mut p = g.players[0].pieces;
        p.take(k);
        p.distinct().next().unwrap()
    };
    // V19+V25 and V14+V20 are not joined by a free road.
    g.apply(Action::Setup {
        village: v("V19"),
        kind: k,
    })
    .unwrap();
    assert_eq!(
        why(
            &g,
            Action::Setup {
                village: v("V25"),
                kind: other
            }
        ),
        Illegal::RoadWalled(s("H3-10"))
    );
    assert_eq!(
        why(
            &g,
            Action::Setup {
                village: v("V01"),
                kind: other
            }
        ),
        Illegal::NotNeighbours(v("V19"), v("V01"))
    );
    g.apply(Action::Setup {
        village: v("V18"),
        kind: other,
    })
    .unwrap();
    assert_eq!(
        g.pending.unwrap().kind,
        DecisionKind::SetupScout {
            a: v("V19"),
            b: v("V18")
        }
    );
    assert_eq!(
        why(&g, Action::Scout { village: v("V01") }),
        Illegal::ScoutNotOnStartVillages
    );
    g.apply(Action::Scout { village: v("V18") }).unwrap();
    assert_eq!(g.players[0].scout, Some(v("V18")));
    // Seat 1: a village already used is illegal; V01+V02 (road without slot) is legal.
    let k1 = g.players[1].pieces.distinct().next().unwrap();
    assert_eq!(
        why(
            &g,
            Action::Setup {
                village: v("V19"),
                kind: k1
            }
        ),
        Illegal::VillageNotEmpty(v("V19"))
    );
    assert_eq!(
        why(
            &g,
            Action::Setup {
                village: v("V14"),
                kind: Kind::ALL
                    .into_iter()
                    .find(|&x| g.players[1].pieces.get(x) == 0)
                    .unwrap()
            }
        ),
        Illegal::KindNotHeld(
            Kind::ALL
                .into_iter()
                .find(|&x| g.players[1].pieces.get(x) == 0)
                .unwrap()
        )
    );
    g.apply(Action::Setup {
        village: v("V01"),
        kind: k1,
    })
    .unwrap();
    assert!(
        g.legal()
            .iter()
            .any(|a| matches!(a, Action::Setup { village, .. } if *village == v("V02")))
    );
    let v14 = GameState::new(options(2, Some(0)), 3).unwrap();
    let mut v14 = v14;
    let k = v14.players[0].pieces.distinct().next().unwrap();
    v14.apply(Action::Setup {
        village: v("V14"),
        kind: k,
    })
    .unwrap();
    assert!(
        !v14.legal()
            .iter()
            .any(|a| matches!(a, Action::Setup { village, .. } if *village == v("V20")))
    );
}

/// D-3.4, R5: a village with no empty partner cannot take the first piece.
#[test]
fn r5_first_village_needs_an_empty_partner() {
    let mut g = GameState::new(options(2, Some(0)), 3).unwrap();
    for id in ["V02", "V07", "V08"] {
        put(&mut g, id, 1, 'F');
    }
    let k = g.players[0].pieces.distinct().next().unwrap();
    assert_eq!(
        why(
            &g,
            Action::Setup {
                village: v("V01"),
                kind: k
            }
        ),
        Illegal::NoPartner(v("V01"))
    );
}

/// D-3.5, EX-4, R31: after every start placement each player takes 2 walls
/// and draws 2 pieces: with 3 players the general supply holds 11, each
/// passive 13, each active supply 2 walls + 2 pieces.
#[test]
fn ex4_supply_counts_after_setup() {
    for (n, general) in [(2u8, 13u8), (3, 11), (4, 9)] {
        let mut g = GameState::new(options(n, Some(0)), 8).unwrap();
        let mut walls_during_setup = Vec::new();
        while g.setup_done < n {
            walls_during_setup.push(g.players.iter().map(|p| p.walls).sum::<u8>());
            let a = g.legal()[0];
            g.apply(a).unwrap();
        }
        assert!(
            walls_during_setup.iter().all(|&w| w == 0),
            "R31: walls only after placement"
        );
        // The start player's draw step waits for his first choice: nothing drawn yet.
        assert_eq!(g.pending.unwrap().kind, DecisionKind::Draw { drawn: 0 });
        assert_eq!(
            g.stacks.iter().map(|s| s.len()).sum::<usize>(),
            2 * n as usize
        );
        assert_eq!(
            g.players.iter().filter(|p| p.scout.is_some()).count(),
            n as usize
        );
        for p in &g.players {
            assert_eq!(p.passive.len(), 13);
            assert_eq!((p.walls, p.pieces.total()), (2, 2));
        }
        assert_eq!(g.general, general);
    }
}

/// D-3.6: a seed plus the move list replays a game exactly; options travel
/// through serde.
#[test]
fn d3_6_seed_and_moves_replay() {
    let opts = options(4, None);
    let text = serde_json::to_string(&opts).unwrap();
    assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), opts);
    let mut g = GameState::new(opts, 77).unwrap();
    let mut rng = Rng::seeded(1);
    let mut record = GameRecord::new(opts, 77);
    while !g.is_over() {
        let legal = g.legal();
        let a = legal[rng.below(legal.len())];
        g.apply(a).unwrap();
        record.actions.push(a);
    }
    assert_eq!(record.replay().unwrap(), g);
}

/// D-4.1, D-11.5 of the flow: a turn is the draw step, then one deploy option, then
/// the next player (clockwise).
#[test]
fn d4_1_turn_structure() {
    let mut g = table(3);
    g.players[0].pieces = kinds("C");
    scout(&mut g, 0, "V01");
    scout(&mut g, 1, "V38");
    scout(&mut g, 2, "V33");
    at_turn_start(&mut g, 0);
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Draw { drawn: 0 });
    g.apply(Action::DrawWall).unwrap();
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Draw { drawn: 1 });
    g.apply(Action::DrawWall).unwrap();
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Deploy);
    g.apply(Action::BuildWalls).unwrap();
    g.apply(Action::Build { slot: s("U2-1") }).unwrap();
    g.apply(Action::Build { slot: s("U2-2") }).unwrap();
    assert_eq!(g.pending.unwrap().player, 1);
    assert_eq!(g.pending.unwrap().kind, DecisionKind::Draw { drawn: 0 });
}
