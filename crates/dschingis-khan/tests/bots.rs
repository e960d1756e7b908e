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
        assert!(
            game.legal_actions().contains(&action),
            "{action:?} is not legal"
        );
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
