//! Hidden information (§14, R-27): what a seat's view keeps, what it
//! re-samples, and that it depends on nothing the seat cannot see.

use boardgame::search::{Budget, Mcts, RandomPlayout, Settings};
use boardgame::{Game, GameBots, Level};

use super::*;

/// A game after `steps` random actions.
fn played(options: Options, seed: u64, steps: usize) -> GameState {
    let mut s = GameState::new(options, seed).unwrap();
    let mut chooser = Rng::seeded(seed ^ 0x55);
    for _ in 0..steps {
        if s.is_over() {
            break;
        }
        let legal = s.legal_actions();
        play(&mut s, legal[chooser.below(legal.len())]);
    }
    s
}

/// `s` with one hidden card of `seat`'s hand (beyond what is known of it)
/// exchanged with a card of another colour in the draw pile, and another
/// game RNG: a difference no other seat can see.
fn with_hidden_difference(s: &GameState, seat: usize) -> Option<GameState> {
    let mut t = s.clone();
    let unknown = t.players[seat].hand.minus(&t.players[seat].known);
    for c in unknown.colours() {
        if let Some(i) = t.pile.iter().position(|&p| p != c) {
            let d = t.pile[i];
            t.pile[i] = c;
            t.players[seat].hand.remove(c, 1);
            t.players[seat].hand.add(d, 1);
            t.rng = Rng::seeded(999);
            return Some(t);
        }
    }
    None
}

/// C-14.1, C-14.2, C-7.4, R-27: a view keeps everything public (display,
/// discard pile, pile size, hand sizes, known cards, board, supplies,
/// scores, the decision) and the seat's own hand; it re-deals the rest from
/// the unseen cards, so the card total per colour is unchanged.
#[test]
fn c14_1_and_c14_2_a_view_keeps_everything_public() {
    let mut changed_somewhere = false;
    for seed in 0..40 {
        let s = played(Options::new(4), seed, 20 + seed as usize * 3);
        let Some(seat) = s.current_player() else {
            continue;
        };
        let view = s.view_for(seat, &mut Rng::seeded(seed));
        assert_eq!(view.display(), s.display());
        assert_eq!(view.discard_pile(), s.discard_pile());
        assert_eq!(view.pile_len(), s.pile_len());
        assert_eq!(view.pending(), s.pending());
        assert_eq!(view.legal_actions(), s.legal_actions());
        assert_eq!(view.scores(), s.scores());
        assert_eq!(view.envoys, s.envoys);
        assert_eq!(view.player(seat).hand, s.player(seat).hand, "own hand kept");
        for (v, p) in view.players().iter().zip(s.players()) {
            assert_eq!(v.hand.total(), p.hand.total());
            assert_eq!(v.known, p.known);
            assert!(v.hand.contains(&v.known), "known cards stay in the hand");
            assert_eq!((v.houses, v.envoys, v.sites), (p.houses, p.envoys, p.sites));
        }
        assert_eq!(view.unseen_by(seat), s.unseen_by(seat));
        let all = |g: &GameState| {
            let mut c = g.display().plus(&g.discard_pile());
            c = c.plus(&Cards::from_colours(g.pile().iter().copied()));
            g.players().iter().fold(c, |c, p| c.plus(&p.hand))
        };
        assert_eq!(all(&view), all(&s));
        changed_somewhere |= view != s;
    }
    assert!(changed_somewhere, "views do re-sample hidden cards");
}

/// §14, C-14.1: two states that differ only in what a seat cannot see give
/// the same view for the same RNG, and a searching bot on those views makes
/// the same choice.
#[test]
fn c14_1_views_do_not_depend_on_what_the_seat_cannot_see() {
    let mut compared = 0;
    for seed in 0..30 {
        let s = played(
            Options::new(4).with_fortifications(true),
            seed,
            12 + seed as usize * 5,
        );
        let Some(seat) = s.current_player() else {
            continue;
        };
        let other = (seat + 1) % 4;
        let Some(t) = with_hidden_difference(&s, other) else {
            continue;
        };
        assert_ne!(s, t);
        let a = s.view_for(seat, &mut Rng::seeded(seed + 100));
        let b = t.view_for(seat, &mut Rng::seeded(seed + 100));
        assert_eq!(a, b, "seed {seed}");
        let choose = |view: &GameState| {
            let mut search = Mcts::<GameState>::new(Settings::default());
            search
                .search(
                    view,
                    &mut RandomPlayout,
                    &Budget::Iterations(60),
                    &mut Rng::seeded(5),
                )
                .action
        };
        assert_eq!(choose(&a), choose(&b));
        for level in Level::ALL {
            let budget = Budget::Iterations(40);
            let mut x = <GameState as GameBots>::bot(level, 9, budget.clone());
            let mut y = <GameState as GameBots>::bot(level, 9, budget);
            assert_eq!(x.choose(&a), y.choose(&b), "{level:?}");
        }
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} positions compared");
}

/// The seat's hand is not hidden from itself: a difference in its own
/// hand shows in its view.
#[test]
fn c14_1_own_hand_is_seen() {
    let s = played(Options::new(3), 3, 10);
    let seat = s.current_player().unwrap();
    let t = with_hidden_difference(&s, seat).expect("a card to exchange");
    let a = s.view_for(seat, &mut Rng::seeded(1));
    let b = t.view_for(seat, &mut Rng::seeded(1));
    assert_ne!(a.player(seat).hand, b.player(seat).hand);
}

/// §14: a card taken from the display is known to all until that colour is
/// played or discarded; cards drawn blind are not.
#[test]
fn c14_2_cards_taken_from_the_display_are_known() {
    let mut s = game(4);
    let discard = s.player(0).hand.colours().next().unwrap();
    let taken = s.display().colours().next().unwrap();
    play_all(
        &mut s,
        &[Action::Swap, Action::Discard(discard), Action::Take(taken)],
    );
    assert_eq!(s.player(0).known, Cards::from_colours([taken]));
    turn_keeping_hand(&mut s, 0);
    let other = s.player(0).hand.colours().find(|&c| c != taken);
    if let Some(other) = other {
        play_all(
            &mut s,
            &[Action::Swap, Action::Discard(other), Action::Draw],
        );
        assert_eq!(
            s.player(0).known,
            Cards::from_colours([taken]),
            "a blind draw is not known"
        );
        turn_keeping_hand(&mut s, 0);
    }
    let province = Province::ALL
        .into_iter()
        .find(|p| p.colour() == taken)
        .unwrap();
    let first = Site::in_mask(province.sites(s.side())).next().unwrap();
    play_all(
        &mut s,
        &[Action::Placement, pay(taken), Action::House(first)],
    );
    assert_eq!(
        s.player(0).known,
        Cards::EMPTY,
        "played: no longer known to be held"
    );
    // What seat 1 cannot see: the others' hands beyond known cards, the pile.
    let unseen = s.unseen_by(1);
    let hidden = s
        .players()
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != 1)
        .fold(
            Cards::from_colours(s.pile().iter().copied()),
            |c, (_, p)| c.plus(&p.hand.minus(&p.known)),
        );
    assert_eq!(unseen, hidden);
}

fn turn_keeping_hand(s: &mut GameState, seat: usize) {
    s.seat = seat as u8;
    s.turn = Turn::default();
    s.pending = Some(Decision {
        player: seat,
        kind: DecisionKind::Turn,
    });
}

/// A determinized view keeps a player's known cards in his hand.
#[test]
fn c14_2_known_cards_survive_determinization() {
    let mut s = game(4);
    let first = s.players[2].hand.colours().next().unwrap();
    s.players[2].known = Cards::from_colours([first]);
    for k in 0..20 {
        let v = s.view_for(0, &mut Rng::seeded(k));
        assert!(v.player(2).hand.contains(&s.player(2).known));
    }
}

/// C-14.3, R-26: the seeded RNG decides every shuffle: the same seed and
/// actions give the same game, another seed another deal; seat 0 starts.
#[test]
fn c14_3_seeded_and_replayable() {
    let a = played(Options::new(5), 77, 150);
    let b = played(Options::new(5), 77, 150);
    assert_eq!(a, b);
    assert_ne!(game_seed(1), game_seed(2));
    assert_eq!(game_seed(3).current_player(), Some(0));
}

fn game_seed(seed: u64) -> GameState {
    GameState::new(Options::new(4), seed).unwrap()
}
