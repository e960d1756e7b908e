//! The bots play whole games: every choice legal, for 2, 3 and 4 players,
//! and the bot registry (`boardgame::GameBots`) gives each level.

use boardgame::{Budget, Game, GameBots, Level};
use dschingis_khan::{GameState, Options};

fn play(levels: &[Level], seed: u64) -> GameState {
    let mut game = GameState::new(Options::new(levels.len() as u8), seed).unwrap();
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(i, &l)| GameState::bot(l, seed + i as u64, Budget::Iterations(20)))
        .collect();
    let mut decisions = 0;
    while let Some(seat) = Game::to_move(&game) {
        let action = boardgame::bot::choose(bots[seat].as_mut(), &game, seed ^ decisions);
        assert!(game.legal().contains(&action), "{action:?} is not legal");
        Game::apply(&mut game, action).unwrap();
        decisions += 1;
        assert!(decisions < 2000);
    }
    game
}

#[test]
fn every_level_plays_whole_games() {
    let games = if cfg!(debug_assertions) { 1 } else { 4 };
    for seed in 0..games {
        for levels in [
            vec![Level::Easy, Level::Medium],
            vec![Level::Medium, Level::Easy, Level::Hard],
            vec![Level::Hard, Level::Medium, Level::Easy, Level::Medium],
        ] {
            let game = play(&levels, seed);
            assert!(game.is_over());
            assert_eq!(game.scores().len(), levels.len());
        }
    }
}

/// The tournament's other bots (`medium-old`, the Medium before the learned
/// value; `medium-search`, the Dragon's Medium; Hard's uses of the learned
/// value; `hard-margin`, Hard before it aimed at the win) are reachable by name and play legal games, each against itself.
#[test]
fn the_variants_play_whole_games() {
    let names = GameState::variants();
    assert_eq!(
        names,
        [
            "medium-old",
            "medium-search",
            "hard-learned",
            "hard-cut0",
            "hard-cut1",
            "hard-margin",
            "hard-short6"
        ]
    );
    assert!(GameState::variant("expert", 1, Budget::Iterations(20)).is_none());
    for (seed, name) in (5..).zip(names) {
        let mut game = GameState::new(Options::new(2), seed).unwrap();
        let mut bots: Vec<_> = (0..2)
            .map(|seat| GameState::variant(name, 9 + seat, Budget::Iterations(20)).unwrap())
            .collect();
        let mut decisions = 0;
        while let Some(seat) = Game::to_move(&game) {
            let action = boardgame::bot::choose(bots[seat].as_mut(), &game, decisions);
            Game::apply(&mut game, action).unwrap();
            decisions += 1;
            assert!(decisions < 2000, "{name}");
        }
    }
    use boardgame::tournament::{Contender, Entrant};
    assert_eq!(
        Entrant::parse_for::<GameState>("Hard-Learned@250").map(|e| (e.who, e.budget_ms)),
        Some((Contender::Variant("hard-learned"), Some(250)))
    );
    assert_eq!(Entrant::parse("hard-learned"), None);
}

/// The shipped weights load and hold a model for every player count.
#[test]
fn the_learned_value_ships_for_every_player_count() {
    let missing = boardgame::learn::judge::missing_models::<GameState>(2..=4);
    assert!(missing.is_empty(), "no model for {missing:?} players");
}
