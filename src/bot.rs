//! The page's side of the bots: asks the bot worker for a seat's move (or a
//! hint), with the game's RNG replaced first so no future deal can leak.
//! Outside the browser (unit tests) the bot runs inline.

use dragon::bot::Level;

use crate::game::Match;
use crate::worker::{BotReply, BotRequest, Purpose};

/// The request for the position of `game`, for a seat of `level`.
pub fn request(game: &Match, purpose: Purpose, level: Level) -> BotRequest {
    let moves = game.record.actions.len();
    // The bot's own seed: different per position, reproducible per game.
    let seed = game.record.seed ^ (moves as u64).rotate_left(32) ^ 0xB07;
    BotRequest {
        purpose,
        game: game.record.seed,
        moves,
        state: game.state.with_reseeded_rng(seed.rotate_left(17)),
        level,
        seed,
        think_ms: game.setup.think_ms as f64,
    }
}

/// The level of the bot seat to move.
pub fn level_to_move(game: &Match) -> Option<Level> {
    let seat = game.bot_to_move()?;
    Some(game.setup.seats[seat].level)
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use std::cell::RefCell;

    use gloo_worker::{Spawnable, WorkerBridge};

    use super::*;
    use crate::worker::{BotWorker, Json};

    thread_local! {
        static BRIDGE: RefCell<Option<WorkerBridge<BotWorker>>> = const { RefCell::new(None) };
    }

    /// Starts the worker; `on_reply` gets every answer.
    pub fn start(on_reply: impl Fn(BotReply) + 'static) {
        // Trunk builds workers for wasm-bindgen's `no-modules` target.
        let bridge = BotWorker::spawner()
            .encoding::<Json>()
            .callback(on_reply)
            .as_module(false)
            .spawn("./bot-worker.js");
        BRIDGE.with(|b| *b.borrow_mut() = Some(bridge));
    }

    pub fn ask(request: BotRequest) {
        BRIDGE.with(|b| {
            if let Some(bridge) = b.borrow().as_ref() {
                bridge.send(request);
            }
        });
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::{ask, start};

/// Native builds (unit tests) have no worker.
#[cfg(not(target_arch = "wasm32"))]
pub fn start(_on_reply: impl Fn(BotReply) + 'static) {}

#[cfg(not(target_arch = "wasm32"))]
pub fn ask(_request: BotRequest) {}

/// Runs the bot inline, for tests.
#[cfg(test)]
pub fn answer_inline(request: &BotRequest) -> BotReply {
    let mut request = request.clone();
    request.think_ms = 0.0;
    let action = dragon::bot::bot(
        request.level,
        request.seed,
        dragon::bot::Budget::Iterations(50),
    )
    .choose(&request.state);
    BotReply {
        purpose: request.purpose,
        game: request.game,
        moves: request.moves,
        action,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seats::{Controller, Setup};

    #[test]
    fn a_bot_request_hides_the_game_rng_and_gets_a_legal_answer() {
        let mut setup = Setup::default_game();
        setup.seats[0].controller = Controller::Bot;
        let mut game = Match::start(setup, 99).unwrap();
        for _ in 0..30 {
            let action = game.state.legal_actions()[0];
            game.play(action).unwrap();
        }
        for level in Level::ALL {
            let request = request(&game, Purpose::Move, level);
            assert_ne!(request.state, game.state, "the RNG was replaced");
            assert_eq!(request.state.legal_actions(), game.state.legal_actions());
            let reply = answer_inline(&request);
            assert!(game.state.legal_actions().contains(&reply.action));
            assert_eq!((reply.game, reply.moves), (99, 30));
        }
    }
}
