//! The bots: they only play legal actions, never read what their player
//! cannot know (the game's RNG, i.e. future action-card groupings), are
//! reproducible from their seed, and the tournament runs end to end with
//! the Dragon's bots. (The generic search and tournament on a toy game are
//! tested in the boardgame crate; strength is measured by the tournament
//! tool, never asserted here.)
//!
//! Kept fast in debug and release: the Hard bot searches with a handful of
//! simulations (`Budget::Iterations`), which exercises every code path.

use boardgame::Blunders;
use boardgame::Game;
use boardgame::GameBots;
use boardgame::tournament::{self, Tournament};
use boardgame::{Budget, Level, StdClock};
use dragon::bot::{Easy, Hard, Judge, Medium};
use dragon::{Action, Bot, DecisionKind, GameState, HandCard, Options, Rng, SuperEvents};

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
    let mut medium = Judge::new(2);
    let mut medium_old = Medium::new(2);
    let mut hard = small_hard(3);
    let hard_every = if cfg!(debug_assertions) { 25 } else { 5 };
    for (i, position) in positions.iter().enumerate() {
        let legal = position.legal();
        let check = |level: &str, action: Action| {
            assert!(
                legal.contains(&action),
                "{level} chose {action:?}, not legal for {:?}",
                position.pending()
            );
        };
        check("easy", easy.choose(position));
        check("medium", medium.choose(position));
        check("medium-old", medium_old.choose(position));
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
        let mut bots: Vec<Box<dyn Bot<GameState>>> = (0..players as usize)
            .map(|s| GameState::bot(levels[s % 3], s as u64, Budget::Iterations(2)))
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
            // Through the one door bots have: the seat's view of the game.
            let first = boardgame::bot::choose(
                &mut *GameState::bot(level, 99, Budget::Iterations(6)),
                &a,
                7,
            );
            let second = boardgame::bot::choose(
                &mut *GameState::bot(level, 99, Budget::Iterations(6)),
                &b,
                7,
            );
            assert_eq!(first, second, "{level:?} depends on the hidden RNG");
        }
        // Every tournament variant: the one-ply learned Medium, the
        // hand-written one, Hard's uses of the learned value.
        for name in GameState::variants() {
            let choose = |game: &GameState| {
                let mut bot = GameState::variant(name, 99, Budget::Iterations(6)).unwrap();
                boardgame::bot::choose(&mut *bot, game, 7)
            };
            assert_eq!(choose(&a), choose(&b), "{name} depends on the hidden RNG");
        }
    }
}

/// The shipped weights load and hold a model for every trained player
/// count, of the features' length.
#[test]
fn the_learned_value_ships_for_every_player_count() {
    let missing = boardgame::learn::judge::missing_models::<GameState>(2..=5);
    assert!(missing.is_empty(), "no model for {missing:?} players");
}

#[test]
fn reseeding_changes_only_the_future_deals() {
    // What the RNG hides: play one month on in two differently seeded
    // copies with the same actions; the table stays the same until the
    // next deal, then the groups differ for some seed.
    let mut game = GameState::new(Options::new(4), 3).unwrap();
    while game.month() == 1 {
        let action = game.legal()[0];
        game.apply(action).unwrap();
    }
    let start = GameState::new(Options::new(4), 3).unwrap();
    let differs = (0..8).any(|seed| {
        let mut copy = start.with_reseeded_rng(seed);
        while copy.month() == 1 {
            let action = copy.legal()[0];
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
            let first = GameState::bot(level, 5, Budget::Iterations(6)).choose(position);
            let again = GameState::bot(level, 5, Budget::Iterations(6)).choose(position);
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
        let legal = position.legal();
        if legal.iter().any(|&a| !position.is_blunder(a)) {
            assert!(!position.is_blunder(action), "{action:?} in {position:?}");
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

/// Medium's estimate prices a wild card kept in hand (`Weights::wild_card`),
/// so it never spends the wild card on a tile one of its person cards could
/// take: after it plays the wild, the tile it takes is of a type it holds no
/// card for.
#[test]
fn medium_keeps_its_wild_card_when_a_person_card_would_do() {
    let positions = random_positions(2, 2);
    let mut medium = Medium::new(4);
    let mut wild_played = 0;
    for position in &positions {
        let decision = position.pending().unwrap();
        if decision.kind != DecisionKind::PlayCard
            || medium.choose(position) != Action::PlayCard(HandCard::Wild)
        {
            continue;
        }
        let mut after = position.clone();
        after.apply(Action::PlayCard(HandCard::Wild)).unwrap();
        if let Action::Recruit(person) = medium.choose(&after) {
            wild_played += 1;
            let hand = &position.player(decision.player).hand;
            assert!(
                !hand.contains(HandCard::Person(person.kind)),
                "played the wild card for a {person:?} while holding its card: {position:?}"
            );
        }
    }
    assert!(
        wild_played > 0,
        "no position where Medium plays its wild card"
    );
}

#[test]
fn tournament_smoke_run() {
    let t = Tournament::<GameState> {
        games: 2,
        seats: vec![Level::Hard.into(), Level::Medium.into()],
        options: Options::new(2),
        seed: 9,
        budget: Budget::Iterations(3),
        clock: std::rc::Rc::new(StdClock::new()),
    };
    let mut played = Vec::new();
    let summary = tournament::run(&t, |game| played.push(game.clone()));
    // The rotation of seats over duplicate deals is the core's, tested on
    // the pile game (crates/boardgame/tests/pile.rs).
    assert_eq!(played.len(), 2);
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
