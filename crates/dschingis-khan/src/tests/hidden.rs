//! Hidden information (§10) and determinization; rulings R28, R29.

use super::*;
use boardgame::Game;

/// A position after `steps` random actions of a `players` game.
pub(crate) fn midgame(players: u8, seed: u64, steps: usize) -> GameState {
    let mut g = GameState::new(Options::new(players), seed).unwrap();
    let mut rng = Rng::seeded(seed ^ 0xABCD);
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        let legal = g.legal();
        g.apply(legal[rng.below(legal.len())]).unwrap();
    }
    g
}

/// Changes everything `seat` cannot know, independently of `determinize`:
/// per colour, the kinds in the places the seat has not seen are rotated by
/// `shift`; the game's RNG is replaced.
pub(crate) fn scramble(g: &GameState, seat: usize, shift: usize) -> GameState {
    let mut h = g.clone();
    for owner in 0..h.players.len() {
        let mut kinds_here: Vec<Kind> = h.players[owner].passive.clone();
        if owner != seat {
            kinds_here.extend(h.players[owner].pieces.iter());
            kinds_here.extend(h.players[owner].lost.iter());
        }
        for p in h.stacks.iter().flatten() {
            if p.owner as usize == owner && !p.seen_by(seat) {
                kinds_here.push(p.kind);
            }
        }
        if kinds_here.is_empty() {
            continue;
        }
        let n = kinds_here.len();
        kinds_here.rotate_left(shift % n);
        let mut it = kinds_here.into_iter();
        for k in h.players[owner].passive.iter_mut() {
            *k = it.next().unwrap();
        }
        if owner != seat {
            let (a, l) = (
                h.players[owner].pieces.total(),
                h.players[owner].lost.total(),
            );
            h.players[owner].pieces = Kinds::default();
            h.players[owner].lost = Kinds::default();
            for _ in 0..a {
                h.players[owner].pieces.add(it.next().unwrap());
            }
            for _ in 0..l {
                h.players[owner].lost.add(it.next().unwrap());
            }
        }
        for p in h.stacks.iter_mut().flatten() {
            if p.owner as usize == owner && !p.seen_by(seat) {
                p.kind = it.next().unwrap();
            }
        }
    }
    h.rng = Rng::seeded(0xFEED ^ shift as u64);
    h
}

/// D-10.3, §10: two states that differ only in what a seat cannot know
/// (passive orders, unseen kinds, the RNG) give identical views for the same
/// `rng`.
#[test]
fn d10_3_same_view_for_states_differing_in_secrets() {
    let mut differing = 0;
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3), (3, 4)] {
        for steps in [10, 60, 120] {
            let g = midgame(players, seed, steps);
            for seat in 0..players as usize {
                for shift in [1, 5] {
                    let h = scramble(&g, seat, shift);
                    differing += (h != g) as usize;
                    let a = g.view_for_seat(seat, 42);
                    let b = h.view_for_seat(seat, 42);
                    assert_eq!(
                        a, b,
                        "players {players} seed {seed} steps {steps} seat {seat}"
                    );
                }
            }
        }
    }
    assert!(differing > 50, "the scrambled states really differ");
}

/// D-10.1, R29, D-10.2, R28: a view keeps every public fact (board, wall,
/// scouts, counts, colour sequences, who saw what) and every kind the seat
/// has seen, its own supply included; it re-samples the rest.
#[test]
fn d10_1_view_keeps_public_facts_and_what_was_seen() {
    let mut resampled = false;
    for seed in 0..6 {
        let g = midgame(3, seed, 80);
        for seat in 0..3 {
            let view = g.view_for_seat(seat, seed);
            assert_eq!(view.wall, g.wall);
            assert_eq!(view.general, g.general);
            assert_eq!(view.pending, g.pending);
            assert_eq!(view.turn, g.turn);
            for (a, b) in view.players.iter().zip(&g.players) {
                assert_eq!(a.passive.len(), b.passive.len());
                assert_eq!(a.pieces.total(), b.pieces.total());
                assert_eq!(a.lost.total(), b.lost.total());
                assert_eq!((a.walls, a.scout), (b.walls, b.scout));
            }
            assert_eq!(view.players[seat].pieces, g.players[seat].pieces);
            assert_eq!(view.players[seat].lost, g.players[seat].lost);
            for (sa, sb) in view.stacks.iter().zip(&g.stacks) {
                assert_eq!(sa.len(), sb.len());
                for (pa, pb) in sa.iter().zip(sb) {
                    assert_eq!((pa.owner, pa.seen), (pb.owner, pb.seen), "R29");
                    if pb.seen_by(seat) {
                        assert_eq!(pa.kind, pb.kind, "R28: what was seen stays");
                    } else {
                        resampled |= pa.kind != pb.kind;
                    }
                }
            }
            // Per colour the view still holds 5 C, 5 M, 5 F, 1 P, 1 H.
            for owner in 0..3 {
                let mut n = [0u8; 5];
                let p = &view.players[owner];
                for k in p
                    .passive
                    .iter()
                    .copied()
                    .chain(p.pieces.iter())
                    .chain(p.lost.iter())
                {
                    n[k.index()] += 1;
                }
                for piece in view
                    .stacks
                    .iter()
                    .flatten()
                    .filter(|x| x.owner as usize == owner)
                {
                    n[piece.kind.index()] += 1;
                }
                assert_eq!(n, [5, 5, 5, 1, 1]);
            }
        }
    }
    assert!(resampled, "unseen kinds are re-sampled");
}

/// D-10.2, R28: placing on top teaches the placer every piece in the stack;
/// knowledge is never lost when someone else covers the stack.
#[test]
fn d10_2_placer_learns_the_stack_and_r28_memory() {
    let mut g = two_scouts("V38", "V09");
    put(&mut g, "V16", 0, 'C');
    hold(&mut g, 1, "M");
    assert!(!g.knows(1, v("V16"), 0));
    at_deploy(&mut g, 1);
    g.apply(Action::PlacePieces).unwrap();
    g.apply(road("V16")).unwrap();
    assert!(g.knows(1, v("V16"), 0) && g.knows(1, v("V16"), 1));
    assert!(!g.knows(0, v("V16"), 1), "Red has not seen Green's M");
    assert_eq!(g.kind_for(0, v("V16"), 1), None, "shown face down to Red");
    assert_eq!(g.kind_for(1, v("V16"), 0), Some(Kind::Chinese));
    put(&mut g, "V16", 0, 'F');
    assert!(
        g.knows(1, v("V16"), 0),
        "R28: still known after being covered"
    );
    // Nobody knows the order of a passive supply: the owner's own view re-samples it.
    let mut differs = false;
    for seed in 0..20 {
        differs |= g.view_for_seat(1, seed).players[1].passive != g.players[1].passive;
    }
    assert!(differs);
}

/// D-10.4: at the end of the game all pieces are revealed.
#[test]
fn d10_4_all_revealed_at_the_end() {
    let mut g = midgame(3, 9, 10_000);
    assert!(g.is_over());
    for p in g.stacks.iter().flatten() {
        assert_eq!(p.seen, 0b111);
    }
    let before = g.clone();
    g.determinize(0, &mut Rng::seeded(1));
    assert_eq!(
        g.stacks, before.stacks,
        "nothing on the board is hidden any more"
    );
}

/// D-10.3, §10: a bot's choice is identical on two states that differ only
/// in what its seat cannot know (it is shown a view drawn from the same seed;
/// Medium and an iteration-budget Hard bot are both deterministic).
#[test]
fn d10_3_bot_choice_ignores_what_the_seat_cannot_know() {
    use crate::bot::{Hard, Judge, Medium};
    use boardgame::{Budget, GameBots};
    let mut compared = 0;
    for (players, seed, steps) in [(3u8, 11u64, 40usize), (2, 12, 90), (4, 13, 70), (3, 14, 25)] {
        let g = midgame(players, seed, steps);
        let Some(seat) = boardgame::Game::to_move(&g) else {
            continue;
        };
        let h = scramble(&g, seat, 3);
        assert_ne!(g, h, "the secrets differ");
        let choose_medium =
            |state: &GameState| boardgame::bot::choose(&mut Medium::new(7), state, 99);
        assert_eq!(choose_medium(&g), choose_medium(&h));
        let choose_hard = |state: &GameState| {
            boardgame::bot::choose(&mut Hard::new(7, Budget::Iterations(40)), state, 99)
        };
        assert_eq!(choose_hard(&g), choose_hard(&h));
        let choose_judge =
            |state: &GameState| boardgame::bot::choose(&mut Judge::new(7), state, 99);
        assert_eq!(choose_judge(&g), choose_judge(&h));
        // Every tournament variant: the old Medium, the value search,
        // Hard's uses of the learned value.
        for name in <GameState as GameBots>::variants() {
            let choose_variant = |state: &GameState| {
                let mut bot = GameState::variant(name, 7, Budget::Iterations(40)).unwrap();
                boardgame::bot::choose(&mut *bot, state, 99)
            };
            assert_eq!(choose_variant(&g), choose_variant(&h), "{name}");
        }
        compared += 1;
    }
    assert_eq!(compared, 4);
}

/// §10: the learned value's features read only what the seat may know: the
/// same vector on two states that differ only in that seat's secrets, and on
/// the seat's view; another seat's vector does see its own secrets change.
#[test]
fn d10_3_features_ignore_what_the_seat_cannot_know() {
    use boardgame::learn::Features;
    let n = <GameState as Features>::FEATURES;
    let (mut a, mut b) = (vec![0f32; n], vec![0f32; n]);
    let mut differed = false;
    for (players, seed, steps) in [(3u8, 21u64, 60usize), (2, 22, 90), (4, 23, 120)] {
        let g = midgame(players, seed, steps);
        for seat in 0..players as usize {
            let h = scramble(&g, seat, 5);
            g.features(seat, &mut a);
            h.features(seat, &mut b);
            assert_eq!(a, b, "seat {seat} of {players}");
            g.view_for_seat(seat, 3).features(seat, &mut b);
            assert_eq!(a, b, "seat {seat}'s view");
            let other = (seat + 1) % players as usize;
            h.features(other, &mut b);
            g.features(other, &mut a);
            differed |= a != b;
        }
    }
    assert!(differed, "the scrambles changed something some seat knows");
}
