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
        let legal = s.legal();
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
        assert_eq!(view.legal(), s.legal());
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

/// Every level's bot, seeded alike, makes the same choice in `a` and in `b`.
fn every_level_chooses_alike(a: &GameState, b: &GameState) {
    for level in Level::ALL {
        let budget = Budget::Iterations(40);
        let mut x = <GameState as GameBots>::bot(level, 9, budget.clone());
        let mut y = <GameState as GameBots>::bot(level, 9, budget);
        assert_eq!(x.choose(a), y.choose(b), "{level:?}");
    }
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
        every_level_chooses_alike(&a, &b);
        same_choice_of_every_variant(&a, &b);
        compared += 1;
    }
    assert!(compared >= 10, "only {compared} positions compared");
}

/// The tournament's other bots (`medium-old`, the hand-written Medium that
/// the learned one replaced) choose the same on `a` and `b` too.
fn same_choice_of_every_variant(a: &GameState, b: &GameState) {
    for name in <GameState as GameBots>::variants() {
        let budget = Budget::Iterations(40);
        let mut x = <GameState as GameBots>::variant(name, 9, budget.clone()).unwrap();
        let mut y = <GameState as GameBots>::variant(name, 9, budget).unwrap();
        assert_eq!(x.choose(a), y.choose(b), "{name}");
    }
}

/// C-14.1, C-14.2, C-7.4: the learned value's features read only what the
/// seat may know: the same vector on two states that differ only in the
/// others' unknown cards, the pile's order and the game's RNG, and on the
/// seat's view (before and after the first exhaustion, C-7.5, for 3, 4 and
/// 5 players); another seat's vector does see its own hand change.
#[test]
fn c14_1_features_ignore_what_the_seat_cannot_see() {
    use boardgame::learn::Features;
    let n = <GameState as Features>::FEATURES;
    let (mut a, mut b) = (vec![0f32; n], vec![0f32; n]);
    let (mut compared, mut differed) = (0, false);
    for (players, seed, steps) in [
        (3u8, 21u64, 60usize),
        (4, 22, 150),
        (5, 23, 240),
        (4, 24, 400),
    ] {
        let g = played(Options::new(players).with_fortifications(true), seed, steps);
        for seat in 0..players as usize {
            let other = (seat + 1) % players as usize;
            let Some(h) = with_hidden_difference(&g, other) else {
                continue;
            };
            g.features(seat, &mut a);
            h.features(seat, &mut b);
            assert_eq!(a, b, "seat {seat} of {players}");
            g.view_for(seat, &mut Rng::seeded(3)).features(seat, &mut b);
            assert_eq!(a, b, "seat {seat}'s view");
            g.features(other, &mut a);
            h.features(other, &mut b);
            differed |= a != b;
            compared += 1;
        }
    }
    let mut after = 0;
    games_after_reshuffle(3, |s, _, step| {
        if step % 23 != 0 || s.current_player().is_none() {
            return;
        }
        for seat in 0..s.players().len() {
            s.features(seat, &mut a);
            with_other_private_records(s, seat).features(seat, &mut b);
            assert_eq!(a, b, "after the reshuffle, seat {seat}");
            s.view_for(seat, &mut Rng::seeded(step))
                .features(seat, &mut b);
            assert_eq!(a, b, "after the reshuffle, seat {seat}'s view");
            after += 1;
        }
    });
    assert!(
        compared >= 8 && after >= 6,
        "{compared} and {after} compared"
    );
    assert!(differed, "a seat's own hand shows in its own vector");
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

// ---------------------------------------------------------------------
// After the first exhaustion (C-7.5): the new pile was the public discard
// pile. The checks below follow each game with their own log of what every
// seat did with unknown cards, independent of the state's `Reshuffle`.

/// One seat's unknown-card events since the reshuffle, as the test saw them.
#[derive(Clone, Copy, Debug)]
enum Seen {
    /// A blind draw from the new pile.
    Draw,
    /// A card beyond what was known of his hand, played or discarded.
    Play(Colour),
}

/// The truth about a game after the reshuffle, kept by the test.
#[derive(Clone, Default)]
struct Log {
    /// Per seat: events since the reshuffle, and the cards he drew from the
    /// new pile.
    events: Vec<Vec<Seen>>,
    drawn: Vec<Cards>,
    /// Per seat: his unknown cards when the pile was formed.
    old: Vec<Cards>,
    /// Whether the reshuffle has happened.
    on: bool,
}

impl Log {
    fn new(players: usize) -> Log {
        Log {
            events: vec![Vec::new(); players],
            drawn: vec![Cards::EMPTY; players],
            old: vec![Cards::EMPTY; players],
            on: false,
        }
    }

    /// Plays `action` on `s` and notes what it did to unknown cards.
    fn step(&mut self, s: &mut GameState, action: Action) {
        let before = s.clone();
        let seat = s.current_player().unwrap();
        play(s, action);
        if self.on {
            let played = match action {
                Action::Pay(p) => Some((p.colour, p.cards())),
                Action::Discard(c) => Some((c, 1)),
                _ => None,
            };
            if let Some((c, n)) = played {
                let unknown = n - before.player(seat).known.of(c).min(n);
                for _ in 0..unknown {
                    self.events[seat].push(Seen::Play(c));
                }
            }
            if action == Action::Draw {
                let got = s.player(seat).hand.minus(&before.player(seat).hand);
                assert_eq!(got.total(), 1);
                self.events[seat].push(Seen::Draw);
                self.drawn[seat] = self.drawn[seat].plus(&got);
            }
        } else if s.exhaustions() >= 1 {
            self.on = true;
            for (p, player) in s.players().iter().enumerate() {
                self.old[p] = player.hand.minus(&player.known);
            }
        }
    }

    /// What `seat` can know is in the pile or was drawn blind by the
    /// others: the truth, from the real state.
    fn fresh_for(&self, s: &GameState, seat: usize) -> Cards {
        (0..s.players().len())
            .filter(|&p| p != seat)
            .fold(Cards::from_colours(s.pile().iter().copied()), |a, p| {
                a.plus(&self.drawn[p])
            })
    }
}

/// Whether the drawn cards can be ordered over the draws so that a seat
/// starting with `old` unknown cards always holds what he plays.
fn history_fits(old: Cards, events: &[Seen], drawn: Cards) -> bool {
    fn go(
        i: usize,
        hand: Cards,
        left: Cards,
        events: &[Seen],
        failed: &mut std::collections::HashSet<(usize, Cards)>,
    ) -> bool {
        if i == events.len() {
            return left.is_empty();
        }
        if failed.contains(&(i, left)) {
            return false;
        }
        let ok = match events[i] {
            Seen::Play(c) => {
                hand.of(c) > 0 && {
                    let mut h = hand;
                    h.remove(c, 1);
                    go(i + 1, h, left, events, failed)
                }
            }
            Seen::Draw => Colour::ALL.into_iter().any(|c| {
                left.of(c) > 0 && {
                    let (mut h, mut l) = (hand, left);
                    h.add(c, 1);
                    l.remove(c, 1);
                    go(i + 1, h, l, events, failed)
                }
            }),
        };
        if !ok {
            failed.insert((i, left));
        }
        ok
    }
    go(0, old, drawn, events, &mut Default::default())
}

/// Checks that `view` (of `seat`) is a world consistent with everything
/// `seat` saw in the game `s` followed by `log`.
fn assert_consistent(s: &GameState, log: &Log, seat: usize, view: &GameState) {
    let n = s.players().len();
    let rv = view.reshuffle().expect("the record survives");
    // Public and own facts kept.
    assert_eq!(view.display(), s.display());
    assert_eq!(view.discard_pile(), s.discard_pile());
    assert_eq!(view.pile_len(), s.pile_len());
    assert_eq!(view.player(seat).hand, s.player(seat).hand);
    assert_eq!(rv.seats[seat].drawn, log.drawn[seat], "own draws kept");
    // The pile holds only cards that can be in it: with the others' draws
    // exactly what the seat has not seen leave the new pile.
    let pile = Cards::from_colours(view.pile().iter().copied());
    let fresh = log.fresh_for(s, seat);
    assert!(fresh.contains(&pile), "pile {pile:?} outside {fresh:?}");
    let mut old_total = Cards::EMPTY;
    let mut drawn_total = pile;
    for p in (0..n).filter(|&p| p != seat) {
        let (v, t) = (view.player(p), s.player(p));
        assert_eq!(v.known, t.known);
        assert_eq!(v.hand.total(), t.hand.total());
        assert!(v.hand.contains(&v.known), "known cards stay in the hand");
        let drawn = rv.seats[p].drawn;
        assert_eq!(drawn.total(), log.drawn[p].total(), "draw count is public");
        drawn_total = drawn_total.plus(&drawn);
        // His unknown cards at the reshuffle in this world.
        let played = log.events[p]
            .iter()
            .filter_map(|e| match e {
                Seen::Play(c) => Some(*c),
                Seen::Draw => None,
            })
            .fold(Cards::EMPTY, |mut a, c| {
                a.add(c, 1);
                a
            });
        let with_played = v.hand.minus(&v.known).plus(&played);
        assert!(
            with_played.contains(&drawn),
            "seat {p}: drew more than he had"
        );
        let old = with_played.minus(&drawn);
        if log.drawn[p].is_empty() {
            assert!(
                log.old
                    .iter()
                    .enumerate()
                    .filter(|&(q, _)| q != seat)
                    .fold(Cards::EMPTY, |a, (_, c)| a.plus(c))
                    .contains(&v.hand.minus(&v.known)),
                "seat {p} drew nothing since: he holds old cards only"
            );
        }
        assert!(
            history_fits(old, &log.events[p], drawn),
            "seat {p}: no order of his draws explains his plays"
        );
        old_total = old_total.plus(&old);
    }
    assert_eq!(drawn_total, fresh, "pile + the others' draws");
    let true_old = (0..n)
        .filter(|&p| p != seat)
        .fold(Cards::EMPTY, |a, p| a.plus(&log.old[p]));
    assert_eq!(
        old_total, true_old,
        "the others held these at the reshuffle"
    );
}

/// Random games followed by the log; `visit` sees each position after the
/// reshuffle (before the game ends).
fn games_after_reshuffle(games: u64, mut visit: impl FnMut(&GameState, &Log, u64)) {
    for seed in 0..games {
        let players = 3 + (seed % 3) as u8;
        let options = Options::new(players).with_fortifications(seed % 2 == 0);
        let mut s = GameState::new(options, seed).unwrap();
        let mut log = Log::new(players as usize);
        let mut chooser = Rng::seeded(seed ^ 0xabc);
        let mut step = 0;
        while !s.is_over() {
            let legal = s.legal();
            log.step(&mut s, legal[chooser.below(legal.len())]);
            step += 1;
            if log.on && !s.is_over() {
                visit(&s, &log, step);
            }
        }
    }
}

/// C-7.5, C-14.1, C-14.2: right after the reshuffle, before anyone drew
/// from it, every view's draw pile holds exactly the old discard pile minus
/// the cards turned up from it (the pooled re-deal put the others' unknown
/// cards there too).
#[test]
fn c14_1_right_after_the_reshuffle_the_pile_is_the_old_discard_pile() {
    let mut checked = 0;
    games_after_reshuffle(12, |s, log, _| {
        if log.drawn.iter().any(|d| !d.is_empty()) {
            return;
        }
        let r = s.reshuffle().unwrap();
        let expected = r.cards.minus(&r.turned_up);
        assert_eq!(
            Cards::from_colours(s.pile().iter().copied()),
            expected,
            "the record"
        );
        for seat in 0..s.players().len() {
            for k in 0..4 {
                let v = s.view_for(seat, &mut Rng::seeded(k));
                assert_eq!(Cards::from_colours(v.pile().iter().copied()), expected);
            }
        }
        checked += 1;
    });
    assert!(checked >= 12, "only {checked} positions");
}

/// C-7.5, C-14.1, C-14.2 (a): after the reshuffle, across many
/// determinizations of every seat, the draw pile holds only what it can
/// hold, every hand keeps its known cards, the others' unknown cards are
/// old cards and cards they drew in an order that explains every card
/// they played since, and what they held at the reshuffle is what was
/// unseen then. The exact re-deal applies to every position of a game
/// played by the rules.
#[test]
fn c14_2_after_the_reshuffle_every_view_is_consistent() {
    let games = if cfg!(debug_assertions) { 24 } else { 200 };
    let mut views = 0;
    let mut varied = false;
    games_after_reshuffle(games, |s, log, step| {
        if step % 3 != 0 {
            return;
        }
        for seat in 0..s.players().len() {
            assert!(s.redeals_exactly(seat), "step {step}, seat {seat}");
            for k in 0..3 {
                let v = s.view_for(seat, &mut Rng::seeded(step * 7 + k));
                assert_consistent(s, log, seat, &v);
                varied |= v.pile() != s.pile();
                views += 1;
            }
        }
    });
    assert!(views > 500, "only {views} views");
    assert!(varied, "views do re-sample the pile");
}

/// C-14.1: the trail keeps the plays of unknown cards in stages. Held 2
/// unknown cards at the reshuffle; played red (more plays than draws: the
/// red was an old card), drew one, played yellow (could be the drawn one),
/// played green (two more plays than draws: two of the three were old).
/// So the old cards among the plays are red with yellow or red with green.
#[test]
fn c14_1_the_trail_knows_which_plays_were_old_cards() {
    let mut t = Trail {
        held: 2,
        ..Trail::default()
    };
    t.play(Red);
    t.draws += 1;
    t.play(Yellow);
    t.play(Green);
    assert_eq!(t.deadlines, 2);
    let mut options = smallvec::SmallVec::new();
    t.old_options(&mut options);
    let mut got: Vec<Cards> = options.to_vec();
    got.sort_by_key(|c| c.0);
    let mut want = vec![
        Cards::from_colours([Red, Yellow]),
        Cards::from_colours([Red, Green]),
    ];
    want.sort_by_key(|c| c.0);
    assert_eq!(got, want);
    // Had he drawn before the first play, any two of the three could be old.
    let mut u = Trail {
        held: 2,
        ..Trail::default()
    };
    u.draws += 1;
    for c in [Red, Yellow, Green] {
        u.play(c);
    }
    u.old_options(&mut options);
    assert_eq!(options.len(), 3);
}

/// C-14.1: the trail's stages lose nothing. For random sequences of blind
/// draws and plays of unknown cards, the colour multisets the old cards
/// among the plays can have are exactly those of a brute force over every
/// way to say which plays were old cards (at most `held` of them, every
/// other play matched to an earlier draw of its own).
#[test]
fn c14_1_the_trail_summary_is_exact() {
    let mut rng = Rng::seeded(11);
    let mut ambiguous = 0;
    for _ in 0..400 {
        let held = rng.below(4) as u8;
        let mut trail = Trail {
            held,
            ..Trail::default()
        };
        let mut events = Vec::new();
        let mut hidden = held;
        for _ in 0..rng.below(10) {
            if hidden > 0 && rng.below(2) == 0 {
                let c = Colour::ALL[rng.below(3)];
                trail.play(c);
                events.push(Seen::Play(c));
                hidden -= 1;
            } else if hidden < 3 {
                trail.draws += 1;
                events.push(Seen::Draw);
                hidden += 1;
            }
        }
        let plays: Vec<(Colour, usize)> = events
            .iter()
            .enumerate()
            .filter_map(|(i, e)| match e {
                Seen::Play(c) => Some((
                    *c,
                    events[..i]
                        .iter()
                        .filter(|e| matches!(e, Seen::Draw))
                        .count(),
                )),
                Seen::Draw => None,
            })
            .collect();
        let mut brute = std::collections::BTreeSet::new();
        for mask in 0u32..1 << plays.len() {
            if mask.count_ones() > held as u32 {
                continue;
            }
            let mut new = 0;
            let mut fits = true;
            let mut old = Cards::EMPTY;
            for (i, &(c, draws_before)) in plays.iter().enumerate() {
                if mask & 1 << i != 0 {
                    old.add(c, 1);
                } else {
                    new += 1;
                    fits &= new <= draws_before;
                }
            }
            if fits {
                brute.insert(old.0);
            }
        }
        let mut options = smallvec::SmallVec::new();
        trail.old_options(&mut options);
        let summary: std::collections::BTreeSet<[u8; 5]> = options.iter().map(|c| c.0).collect();
        assert_eq!(summary.len(), options.len(), "each option once");
        assert_eq!(summary, brute, "{events:?}, held {held}");
        ambiguous += (brute.len() > 1) as u32;
    }
    assert!(ambiguous > 20, "only {ambiguous} ambiguous trails");
}

/// §14, C-14.1 (b): after the reshuffle, two states that differ only in
/// what a seat cannot see (the others' hands, the pile's order, the others'
/// private draw records, the game's RNG) give identical views, and the
/// bots (Hard searching from either state itself) choose the same.
#[test]
fn c14_1_after_the_reshuffle_views_ignore_what_the_seat_cannot_see() {
    let mut compared = 0;
    let mut positions = Vec::new();
    games_after_reshuffle(10, |s, _, step| {
        if step % 17 == 0 && s.current_player().is_some() {
            positions.push((s.clone(), step));
        }
    });
    for (s, step) in positions.iter().step_by(2).take(10) {
        let seat = s.current_player().unwrap();
        // Another world for `seat`: one of its own determinizations; and
        // one changed by hand in the others' private draw records, hands
        // and the pile's order.
        let t = s.view_for(seat, &mut Rng::seeded(*step + 1000));
        if t == *s {
            continue;
        }
        let u = with_other_private_records(s, seat);
        assert_ne!(u, *s);
        for k in 0..3 {
            let a = s.view_for(seat, &mut Rng::seeded(k));
            let b = t.view_for(seat, &mut Rng::seeded(k));
            assert_eq!(a, b, "step {step}");
            assert_eq!(a, u.view_for(seat, &mut Rng::seeded(k)), "step {step}");
        }
        let budget = Budget::Iterations(40);
        let mut x = <GameState as GameBots>::bot(Level::Hard, 9, budget.clone());
        let mut y = <GameState as GameBots>::bot(Level::Hard, 9, budget);
        assert_eq!(x.choose(s), y.choose(&t), "Hard, step {step}");
        let (a, b) = (
            s.view_for(seat, &mut Rng::seeded(3)),
            t.view_for(seat, &mut Rng::seeded(3)),
        );
        every_level_chooses_alike(&a, &b);
        same_choice_of_every_variant(&a, &b);
        compared += 1;
    }
    assert!(compared >= 6, "only {compared} positions compared");
}

/// `s` with what `seat` cannot see changed: each other seat's record of
/// the cards he drew from the new pile has one card of another colour, one
/// of his unknown cards is exchanged with a pile card, the pile is reversed
/// and the game RNG re-seeded.
fn with_other_private_records(s: &GameState, seat: usize) -> GameState {
    let mut t = s.clone();
    let n = t.players.len();
    for p in (0..n).filter(|&p| p != seat) {
        let r = t.reshuffle.as_mut().unwrap();
        let drawn = &mut r.seats[p].drawn;
        let first = drawn.colours().next();
        if let Some(c) = first {
            drawn.remove(c, 1);
            drawn.add(if c == Purple { Red } else { Purple }, 1);
        }
        let unknown = t.players[p].hand.minus(&t.players[p].known);
        let first = unknown.colours().next();
        if let (Some(c), false) = (first, t.pile.is_empty()) {
            let d = std::mem::replace(&mut t.pile[0], c);
            t.players[p].hand.remove(c, 1);
            t.players[p].hand.add(d, 1);
        }
    }
    t.pile.reverse();
    t.rng = Rng::seeded(4242);
    t
}

/// C-14.3 (c): states saved before the reshuffle record existed still load
/// (the field is optional; before the reshuffle it is not even written),
/// and their views fall back to the pooled re-deal.
#[test]
fn c14_3_states_saved_without_the_reshuffle_record_load() {
    let before = played(Options::new(4), 5, 10);
    assert!(before.reshuffle().is_none());
    let json = serde_json::to_value(&before).unwrap();
    assert!(
        json.get("reshuffle").is_none(),
        "not written before it exists"
    );
    let mut after = None;
    games_after_reshuffle(1, |s, _, step| {
        if step > 0 && after.is_none() && s.current_player().is_some() {
            after = Some(s.clone());
        }
    });
    let after = after.unwrap();
    let mut json = serde_json::to_value(&after).unwrap();
    assert!(json.get("reshuffle").is_some());
    json.as_object_mut().unwrap().remove("reshuffle");
    let old: GameState = serde_json::from_value(json).unwrap();
    assert!(old.reshuffle().is_none());
    assert_eq!(old.pile(), after.pile());
    let seat = old.current_player().unwrap();
    let view = old.view_for(seat, &mut Rng::seeded(1));
    assert_eq!(view.player(seat).hand, old.player(seat).hand);
    assert_eq!(view.pile_len(), old.pile_len());
    assert_eq!(view.legal(), old.legal());
    let back: GameState = serde_json::from_str(&serde_json::to_string(&after).unwrap()).unwrap();
    assert_eq!(back, after, "the record round-trips");
}
