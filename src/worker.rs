//! The bot worker: receives a position (with the game's RNG already replaced,
//! so no future deal can leak), runs the chosen bot and answers with its action.
//! Runs in a Web Worker (see `src/bin/bot-worker.rs`); the page talks to it
//! through `crate::bot`.

use std::rc::Rc;

use dragon::bot::{Budget, Clock, Level, bot};
use dragon::{Action, GameState};
use gloo_worker::{Codec, HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// Why the page asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    /// A bot seat must move.
    Move,
    /// A human asked "what would Hard do?".
    Hint,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotRequest {
    pub purpose: Purpose,
    /// The game's seed: tells an answer for an earlier game apart.
    pub game: u64,
    /// Actions played so far: identifies the position the answer is for.
    pub moves: usize,
    pub state: GameState,
    pub level: Level,
    pub seed: u64,
    pub think_ms: f64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotReply {
    pub purpose: Purpose,
    pub game: u64,
    pub moves: usize,
    pub action: Action,
}

/// The time in a worker: `Date.now()` (a worker has no `window`).
struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// Chooses an action for the position in a request.
pub fn answer(request: &BotRequest) -> BotReply {
    let budget = Budget::Millis(request.think_ms, Rc::new(DateClock));
    let action = bot(request.level, request.seed, budget).choose(&request.state);
    BotReply {
        purpose: request.purpose,
        game: request.game,
        moves: request.moves,
        action,
    }
}

pub struct BotWorker;

impl Worker for BotWorker {
    type Message = ();
    type Input = BotRequest;
    type Output = BotReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: BotRequest, id: HandlerId) {
        scope.respond(id, answer(&request));
    }
}

/// Messages travel as JSON text: easy to read in the browser's tools.
#[derive(Debug)]
pub struct Json;

impl Codec for Json {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).expect("bot messages serialize"))
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().unwrap_or_default();
        serde_json::from_str(&text).expect("bot messages deserialize")
    }
}
