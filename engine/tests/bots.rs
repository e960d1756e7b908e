//! The bots: they only play legal actions, never read what their player
//! cannot know (the game's RNG, i.e. future action-card groupings), are
//! reproducible from their seed, and the tournament runs end to end. Also a
//! check that the generic search works on another game.
//!
//! Kept fast in debug and release: the Hard bot searches with a handful of
//! simulations (`Budget::Iterations`), which exercises every code path.

use engine::bot::tournament::{self, Tournament};
use engine::bot::{Budget, Easy, Hard, Level, Medium, StdClock, bot, easy::is_blunder};
use engine::search::{self, Mcts, RandomPlayout, Settings};
use engine::{Action, Bot, DecisionKind, GameState, Options, Rng, SuperEvents};

/// Player counts and options the positions are drawn from.
fn configurations() -> Vec<Options> {
    let mut all = Vec::new();
    for players in 2..=5 {
        for (great_wall, super_events, price) in [
            (false, SuperEvents::Off, 7),
            (true, SuperEvents::Random, 7),
            (true, SuperEvents::Random, 6),
        ] {
            all.push(Options {
                players,
                large_privilege_price: price,
                great_wall,
                super_events,
            });
        }
    }
    all
}

/// Positions met in random games: every `every`-th decision of `games`
/// games per configuration.
fn random_positions(games: u64, every: usize) -> Vec<GameState> {
    let mut positions = Vec::new();
    let mut chooser = Rng::seeded(2024);
    let mut legal = Vec::new();
    for (c, options) in configurations().into_iter().enumerate() {
        for g in 0..games {
            let mut state = GameState::new(options, 1000 * c as u64 + g).unwrap();
            let mut step = chooser.below(every);
            while state.pending().is_some() {
                if step.is_multiple_of(every) {
                    positions.push(state.clone());
                }
                step += 1;
                state.legal_actions_into(&mut legal);
                state.apply(legal[chooser.below(legal.len())]).unwrap();
            }
        }
    }
    positions
}

fn small_hard(seed: u64) -> Hard {
    Hard::new(seed, Budget::Iterations(4))
}

#[test]
fn every_level_only_ever_plays_legal_actions() {
    let positions = random_positions(if cfg!(debug_assertions) { 3 } else { 8 }, 7);
    assert!(positions.len() > 1000, "{} positions", positions.len());
    let mut easy = Easy::new(1);
    let mut medium = Medium::new(2);
    let mut hard = small_hard(3);
    let hard_every = if cfg!(debug_assertions) { 25 } else { 5 };
    for (i, position) in positions.iter().enumerate() {
        let legal = position.legal_actions();
        let check = |level: &str, action: Action| {
            assert!(
                legal.contains(&action),
                "{level} chose {action:?}, not legal for {:?}",
                position.pending()
            );
        };
        check("easy", easy.choose(position));
        check("medium", medium.choose(position));
        if i.is_multiple_of(hard_every) {
            check("hard", hard.choose(position));
        }
    }
}

#[test]
fn bots_play_whole_games_with_every_expansion() {
    for (players, seed) in [(2u8, 5u64), (3, 6), (5, 7)] {
        let options = Options {
            players,
            large_privilege_price: 7,
            great_wall: true,
            super_events: SuperEvents::Random,
        };
        let mut game = GameState::new(options, seed).unwrap();
        let levels = [Level::Hard, Level::Medium, Level::Easy];
        let mut bots: Vec<Box<dyn Bot>> = (0..players as usize)
            .map(|s| bot(levels[s % 3], s as u64, Budget::Iterations(2)))
            .collect();
        while let Some(decision) = game.pending() {
            let action = bots[decision.player].choose(&game);
            game.apply_for(decision.player, action).unwrap();
        }
        assert!(game.winner().is_some());
    }
}

#[test]
fn bots_never_read_the_games_rng() {
    // Two copies of a position that differ only in the game's RNG, i.e. in
    // how future months' action cards will be grouped: a bot with the same
    // seed must choose the same in both.
    let positions = random_positions(1, 23);
    let hard_every = if cfg!(debug_assertions) { 12 } else { 3 };
    for (i, position) in positions.iter().enumerate() {
        let a = position.with_reseeded_rng(11);
        let b = position.with_reseeded_rng(12);
        assert_ne!(a, b, "the copies differ in their RNG");
        let mut levels = vec![Level::Easy, Level::Medium];
        if i.is_multiple_of(hard_every) {
            levels.push(Level::Hard);
        }
        for level in levels {
            let first = bot(level, 99, Budget::Iterations(6)).choose(&a);
            let second = bot(level, 99, Budget::Iterations(6)).choose(&b);
            assert_eq!(first, second, "{level:?} depends on the hidden RNG");
        }
    }
}

#[test]
fn reseeding_changes_only_the_future_deals() {
    // What the RNG hides: play one month on in two differently seeded
    // copies with the same actions; the table stays the same until the
    // next deal, then the groups differ for some seed.
    let mut game = GameState::new(Options::new(4), 3).unwrap();
    while game.month() == 1 {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
    let start = GameState::new(Options::new(4), 3).unwrap();
    let differs = (0..8).any(|seed| {
        let mut copy = start.with_reseeded_rng(seed);
        while copy.month() == 1 {
            let action = copy.legal_actions()[0];
            copy.apply(action).unwrap();
        }
        copy.groups() != game.groups()
    });
    assert!(differs);
}

#[test]
fn same_seed_and_position_give_the_same_action() {
    let positions = random_positions(1, 31);
    for position in positions.iter().step_by(3) {
        for level in Level::ALL {
            let first = bot(level, 5, Budget::Iterations(6)).choose(position);
            let again = bot(level, 5, Budget::Iterations(6)).choose(position);
            assert_eq!(first, again, "{level:?} is not reproducible");
        }
    }
}

#[test]
fn easy_avoids_its_blunders() {
    let positions = random_positions(1, 3);
    let mut easy = Easy::new(8);
    let mut seen_refill_choice = 0;
    for position in &positions {
        let action = easy.choose(position);
        let legal = position.legal_actions();
        if legal.iter().any(|&a| !is_blunder(position, a)) {
            assert!(!is_blunder(position, action), "{action:?} in {position:?}");
        }
        let decision = position.pending().unwrap();
        if decision.kind == DecisionKind::ChooseAction && position.player(decision.player).yuan >= 3
        {
            seen_refill_choice += 1;
            assert_ne!(action, Action::Refill);
        }
    }
    assert!(seen_refill_choice > 10);
}

#[test]
fn medium_beats_easy() {
    let t = Tournament {
        games: 20,
        seats: vec![Level::Medium, Level::Easy],
        options: Options::new(2),
        seed: 1,
        budget: Budget::Iterations(1),
    };
    let summary = tournament::run(&t, &StdClock::new(), |_| {});
    assert!(summary.levels["medium"].wins >= 17, "{summary:?}");
}

#[test]
fn tournament_smoke_run() {
    let t = Tournament {
        games: 2,
        seats: vec![Level::Hard, Level::Medium],
        options: Options::new(2),
        seed: 9,
        budget: Budget::Iterations(3),
    };
    let mut played = Vec::new();
    let summary = tournament::run(&t, &StdClock::new(), |game| played.push(game.clone()));
    assert_eq!(played.len(), 2);
    // Seats rotate, and both games of the duplicate set share the deal.
    assert_eq!(played[0].levels, vec![Level::Hard, Level::Medium]);
    assert_eq!(played[1].levels, vec![Level::Medium, Level::Hard]);
    assert_eq!(played[0].deal_seed, played[1].deal_seed);
    let json: serde_json::Value = serde_json::to_value(&summary).unwrap();
    for level in ["hard", "medium"] {
        let stats = &json["levels"][level];
        assert_eq!(stats["seat_games"], 2);
        let share = stats["win_share"].as_f64().unwrap();
        let ci = stats["win_share_ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= share && share <= ci[1].as_f64().unwrap());
        assert!(stats["mean_vp"].as_f64().unwrap() > 0.0);
        assert!(stats["decisions"].as_u64().unwrap() > 0);
    }
    assert!(json["levels"]["hard"]["simulations"].as_u64().unwrap() > 0);
    assert_eq!(summary.levels.values().map(|s| s.wins).sum::<u64>(), 2);
    assert_eq!(json["iterations"], 3);
}

/// A game that is not the Dragon: players in turn take 1-3 counters from
/// a pile; whoever takes the last one wins. From a pile of `4k + r` the
/// player to move wins by taking `r`.
#[derive(Clone)]
struct Pile {
    counters: u32,
    to_move: usize,
    winner: Option<usize>,
}

impl search::Game for Pile {
    type Action = u32;

    fn players(&self) -> usize {
        2
    }

    fn to_move(&self) -> Option<usize> {
        self.winner.is_none().then_some(self.to_move)
    }

    fn legal_actions(&self, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&n| n <= self.counters));
    }

    fn apply(&mut self, take: u32) {
        self.counters -= take;
        if self.counters == 0 {
            self.winner = Some(self.to_move);
        }
        self.to_move = 1 - self.to_move;
    }

    fn rewards(&self, out: &mut [f64]) {
        for (seat, slot) in out.iter_mut().enumerate() {
            *slot = if self.winner == Some(seat) { 1.0 } else { 0.0 };
        }
    }

    fn sample_chance(&mut self, _rng: &mut Rng) {}
}

#[test]
fn the_search_is_generic_and_finds_the_winning_move() {
    let mut mcts = Mcts::new(Settings::default());
    let mut rng = Rng::seeded(4);
    for (counters, winning) in [(10, 2), (7, 3), (5, 1)] {
        let pile = Pile {
            counters,
            to_move: 0,
            winner: None,
        };
        let report = mcts.search(
            &pile,
            &mut RandomPlayout,
            &Budget::Iterations(3000),
            &mut rng,
        );
        assert_eq!(report.action, winning, "pile of {counters}");
        assert_eq!(report.iterations, 3000);
    }
}
