//! The bots play whole games through the shared interface: each only ever
//! sees its own seat's view, always answers with a legal action, and a
//! search with an iteration budget is reproducible.

use boardgame::bot::{self, GameBots, Level};
use boardgame::search::Budget;
use boardgame::{Game, Rng};
use china::{Action, GameState, Options, Side};

/// Plays a game with one bot per seat; returns the actions.
fn play(
    options: Options,
    levels: &[Level],
    seed: u64,
    budget: &Budget,
) -> (GameState, Vec<Action>) {
    let mut game = GameState::new(options, seed).unwrap();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| <GameState as GameBots>::bot(l, seed * 10 + i as u64, budget.clone()))
        .collect();
    let mut actions = Vec::new();
    let mut views = Rng::seeded(seed);
    while let Some(seat) = game.to_move() {
        let action = bot::choose(bots[seat].as_mut(), &game, views.next_u64());
        assert!(
            game.legal().contains(&action),
            "{:?} chose an illegal {action:?}",
            levels[seat]
        );
        game.apply(action).unwrap();
        actions.push(action);
    }
    (game, actions)
}

#[test]
fn every_level_plays_legal_games() {
    let budget = Budget::Iterations(if cfg!(debug_assertions) { 8 } else { 100 });
    for (options, levels) in [
        (
            Options::new(3),
            vec![Level::Easy, Level::Medium, Level::Hard],
        ),
        (
            Options::new(4).with_side(Side::A).with_fortifications(true),
            vec![Level::Hard, Level::Medium, Level::Easy, Level::Medium],
        ),
        (
            Options::new(5).with_fortifications(true),
            vec![Level::Medium; 5],
        ),
    ] {
        let (game, _) = play(options, &levels, 3, &budget);
        assert!(game.is_over());
        assert!(game.scores().iter().any(|&s| s > 0));
    }
}

#[test]
fn a_search_with_an_iteration_budget_is_reproducible() {
    let budget = Budget::Iterations(10);
    let levels = [Level::Hard, Level::Medium, Level::Medium];
    let (a, actions_a) = play(Options::new(3), &levels, 5, &budget);
    let (b, actions_b) = play(Options::new(3), &levels, 5, &budget);
    assert_eq!(actions_a, actions_b);
    assert_eq!(a, b);
}

/// The shipped weights load and hold a model of the right size for every
/// player count (C-1.1: 3, 4 and 5).
#[test]
fn the_learned_value_ships_for_every_player_count() {
    let missing = boardgame::learn::judge::missing_models::<GameState>(3..=5);
    assert!(missing.is_empty(), "no model for {missing:?} players");
}
