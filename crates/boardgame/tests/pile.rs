//! The shared machinery on the toy pile game of `common/mod.rs`.

mod common;

use boardgame::search::{Mcts, RandomPlayout, Settings};
use boardgame::testing::Harness;
use boardgame::tournament::{self, Tournament};
use boardgame::{Bot, Budget, Game, GameBots, Level, Record, Rng, StdClock};
use common::{Perfect, Pile, PileOptions, Random};

impl GameBots for Pile {
    const RATINGS: [f64; 3] = [1000.0, 1500.0, 2000.0];

    fn bot(level: Level, seed: u64, _budget: Budget) -> Box<dyn Bot<Pile>> {
        match level {
            Level::Easy => Box::new(Random(Rng::seeded(seed))),
            _ => Box::new(Perfect),
        }
    }
}

#[test]
fn the_search_finds_the_winning_move() {
    let mut mcts = Mcts::new(Settings::default());
    let mut rng = Rng::seeded(4);
    for (counters, winning) in [(10, 2), (7, 3), (5, 1)] {
        let pile = Pile::new(&PileOptions { counters }, 1).unwrap();
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

#[test]
fn the_harness_passes_a_correct_game() {
    let harness =
        Harness::<Pile>::new(PileOptions { counters: 21 }, 200, 1).universe((0..6).collect());
    let report = harness.run(|before, take, after| {
        assert_eq!(before.counters - take, after.counters);
    });
    assert_eq!(report.games, 200);
    assert!(report.spot_checks > 0);
    assert_eq!(report.wins.values().sum::<u64>(), 200);
}

#[test]
#[should_panic(expected = "the game does not end")]
fn the_harness_catches_a_game_that_never_ends() {
    let mut harness = Harness::<Pile>::new(PileOptions { counters: 100 }, 1, 1);
    harness.max_decisions = 10;
    harness.run(|_, _, _| {});
}

#[test]
fn a_record_replays_and_says_which_action_is_refused() {
    let mut record = Record::<Pile>::new(PileOptions { counters: 5 }, 3);
    record.actions = vec![2, 2];
    assert_eq!(record.replay().unwrap().counters, 1);
    assert_eq!(record.replay_to(1).unwrap().counters, 3);
    record.actions.push(3);
    let error = record.replay().unwrap_err();
    assert_eq!(error.index, Some(2));
    assert!(
        error.to_string().contains("action 3 of the record"),
        "{error}"
    );
    let json = serde_json::to_string(&record).unwrap();
    assert_eq!(serde_json::from_str::<Record<Pile>>(&json).unwrap(), record);
}

#[test]
fn the_view_hides_only_what_the_seat_cannot_know() {
    let pile = Pile::new(&PileOptions { counters: 9 }, 42).unwrap();
    assert_eq!(pile.view_for(0, &mut Rng::seeded(1)).secret, 42);
    let other = pile.view_for(1, &mut Rng::seeded(1));
    assert_ne!(other.secret, 42);
    let mut twin = pile.clone();
    twin.secret = 7;
    assert_eq!(twin.view_for(1, &mut Rng::seeded(1)), other);
}

#[test]
fn the_tournament_rotates_seats_over_duplicate_deals() {
    let t = tournament_of(vec![Level::Hard.into(), Level::Easy.into()], 40, 21, 5, 1);
    let mut played = Vec::new();
    let summary = tournament::run(&t, |g| played.push(g.clone()));
    assert_eq!(
        played[0].levels,
        vec![Level::Hard.into(), Level::Easy.into()]
    );
    assert_eq!(
        played[1].levels,
        vec![Level::Easy.into(), Level::Hard.into()]
    );
    assert_eq!(played[0].deal_seed, played[1].deal_seed);
    assert_ne!(played[1].deal_seed, played[2].deal_seed);
    // From 21 (not a multiple of 4) the perfect player wins every game it
    // starts; it wins the others whenever the random player slips.
    for g in played.iter().filter(|g| g.levels[0] == Level::Hard.into()) {
        assert_eq!(g.winner, 0, "{g:?}");
    }
    let hard = &summary.levels["hard"];
    assert_eq!(hard.seat_games, 40);
    assert!(hard.win_share_ci95[0] <= hard.win_share && hard.win_share <= hard.win_share_ci95[1]);
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["game"], "pile");
    assert_eq!(json["options"]["counters"], 21);
}

#[test]
fn the_flat_baseline_takes_a_sure_win_and_counts_its_playouts() {
    use boardgame::baseline::FlatMonteCarlo;
    let mut flat = FlatMonteCarlo::<Pile>::new(3, Budget::Iterations(300));
    let pile = Pile::new(&PileOptions { counters: 3 }, 1).unwrap();
    assert_eq!(flat.choose(&pile), 3, "taking all three wins at once");
    assert_eq!(flat.simulations(), 300);
    // A forced move costs no playout.
    let one = Pile::new(&PileOptions { counters: 1 }, 1).unwrap();
    assert_eq!(flat.choose(&one), 1);
    assert_eq!(flat.simulations(), 300);
}

#[test]
fn the_uct_baseline_finds_the_winning_move() {
    use boardgame::baseline::PlainUct;
    let mut uct = PlainUct::<Pile>::new(5, Budget::Iterations(4000));
    for (counters, winning) in [(10, 2), (7, 3)] {
        let pile = Pile::new(&PileOptions { counters }, 1).unwrap();
        assert_eq!(uct.choose(&pile), winning, "pile of {counters}");
    }
}

#[test]
fn contenders_parse_and_play_in_a_tournament() {
    use boardgame::tournament::Contender;
    assert_eq!(Contender::parse("Flat"), Some(Contender::Flat));
    assert_eq!(Contender::parse(" uct"), Some(Contender::Uct));
    assert_eq!(
        Contender::parse("hard"),
        Some(Contender::Level(Level::Hard))
    );
    assert_eq!(Contender::parse("expert"), None);
    let t = tournament_of(
        vec![Contender::Flat.into(), Contender::Uct.into()],
        4,
        9,
        2,
        50,
    );
    let summary = tournament::run(&t, |_| {});
    assert_eq!(summary.levels["flat"].seat_games, 4);
    assert!(summary.levels["uct"].simulations > 0);
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["seats"], serde_json::json!(["flat", "uct"]));
}

/// `games` games of the pile of `counters` between `seats`, every searching
/// seat with `iterations` simulations a decision, on the wall clock.
fn tournament_of(
    seats: Vec<tournament::Entrant>,
    games: u32,
    counters: u32,
    seed: u64,
    iterations: u32,
) -> Tournament<Pile> {
    Tournament {
        games,
        seats,
        options: PileOptions { counters },
        seed,
        budget: Budget::Iterations(iterations),
        clock: std::rc::Rc::new(StdClock::new()),
    }
}

/// A clock that moves one millisecond every time it is read.
struct Ticking(std::cell::Cell<f64>);

impl boardgame::Clock for Ticking {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}

#[test]
fn a_seat_with_a_budget_of_its_own_thinks_for_that_long() {
    use boardgame::tournament::{Contender, Entrant};
    let short = Entrant::parse("flat@3").unwrap();
    assert_eq!(short.who, Contender::Flat);
    assert_eq!(short.budget_ms, Some(3));
    assert_eq!(short.name(), "flat@3");
    assert_eq!(Entrant::parse("Hard").unwrap(), Level::Hard.into());
    for bad in ["flat@", "flat@0", "flat@-5", "flat@1.5", "expert@100"] {
        assert_eq!(Entrant::parse(bad), None, "{bad}");
    }
    let clock = std::rc::Rc::new(Ticking(std::cell::Cell::new(0.0)));
    let t = Tournament::<Pile> {
        games: 2,
        seats: vec![short, Contender::Flat.into()],
        options: PileOptions { counters: 15 },
        seed: 3,
        budget: Budget::Iterations(40),
        clock: clock.clone(),
    };
    let mut played = Vec::new();
    let summary = tournament::run(&t, |g| played.push(g.clone()));
    assert_eq!(played[1].levels, vec![Contender::Flat.into(), short]);
    let (own, shared) = (&summary.levels["flat@3"], &summary.levels["flat"]);
    assert_eq!((own.seat_games, shared.seat_games), (2, 2));
    // The tournament's budget: 40 playouts for each choice. Its own 3 ms:
    // the ticking clock allows a couple of playouts at most.
    let per_choice = |s: &tournament::LevelStats| s.simulations as f64 / s.decisions as f64;
    assert!(per_choice(shared) > 20.0, "{shared:?}");
    assert!(per_choice(own) <= 3.0, "{own:?}");
    let json = serde_json::to_value(&summary).unwrap();
    assert_eq!(json["seats"], serde_json::json!(["flat@3", "flat"]));
}
