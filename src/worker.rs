//! The bot worker: receives the game so far (its setup and actions), replays
//! it, takes the deciding seat's view of the position (everything that seat
//! cannot know re-sampled, [`Game::view_for`]) and runs the chosen bot on
//! that view alone, within its time budget; answers with an action. The bot
//! never sees the replayed state: only the view. Runs in a Web Worker (the
//! bot worker's own wasm, `src/bin/bots.rs`, which calls [`start`], loaded
//! by `bot-worker.js`, see scripts/pwa/bot-worker.js); the page
//! side is `crate::bots`. One enum variant per game, made from the list
//! of games (`crate::registry`).
//!
//! Sending the record rather than a state keeps the messages small and the
//! wasm too: the record's serde is the saves' own, while a whole state's
//! would be code the app needs for nothing else. A guest at a table of
//! devices has no record: its hint sends its seat's view (the table's
//! message, [`Known::Seat`]), which the worker turns into the position it
//! describes ([`SeatPosition`], the rules crate's stand-in) and
//! determinizes for that seat, as it does a record's position.

use std::rc::Rc;

use boardgame::review::{Decision, HardSearch, Settings};
use boardgame::search::{ActionStats, RootStats, worker_seed};
use boardgame::table::{Seated, View as TableView};
use boardgame::{Budget, Clock, Game, GameBots, Level, Record, Rng};
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
    /// One decision of a post-game review (`crate::review`): the view is
    /// the mover's, the reply carries the estimates.
    Review(Ask),
}

/// One decision to review, as the worker gets it (with the mover's view).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ask {
    /// The decision's step in the record (actions before it).
    pub step: usize,
    pub played: Answer,
    pub settings: Settings,
}

/// A reviewed decision, for any game.
pub type Reviewed = Decision<Answer>;

/// Names the position a request is for; a reply whose ticket is not the
/// page's current one is dropped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The saved game's id.
    pub game: String,
    /// Actions played so far.
    pub moves: usize,
    /// Bumped by a new game, an undo, a resume and leaving the game.
    pub generation: u64,
}

/// The page's end of the bot worker: requests go out, replies come back to
/// whoever asked last (the game or the review on screen).
#[cfg(target_arch = "wasm32")]
mod bridge {
    use std::cell::RefCell;

    use gloo_worker::{Spawnable, WorkerBridge};

    use super::{BotWorker, JsonCodec, Reply, Request};

    type OnReply = Box<dyn Fn(Reply)>;

    thread_local! {
        /// The pool's workers, started on first use (`crate::pool`).
        static BRIDGES: RefCell<Vec<WorkerBridge<BotWorker>>> = const { RefCell::new(Vec::new()) };
        static ON_REPLY: RefCell<Option<OnReply>> = const { RefCell::new(None) };
    }

    fn spawn() -> WorkerBridge<BotWorker> {
        BotWorker::spawner()
            .encoding::<JsonCodec>()
            .callback(|reply| {
                ON_REPLY.with(|f| {
                    if let Some(f) = f.borrow().as_ref() {
                        f(reply)
                    }
                })
            })
            // `bot-worker.js` (scripts/pwa/bot-worker.js), an
            // ES module that loads the bot worker's wasm.
            .as_module(true)
            .with_loader(true)
            .spawn("./bot-worker.js")
    }

    /// Sends a request to the first bot worker (started on first use).
    pub fn send(request: Request) {
        send_to(0, request);
    }

    /// Sends a request to worker `n` of the pool (the workers up to it
    /// started on first use).
    pub fn send_to(n: usize, request: Request) {
        start_pool(n + 1);
        BRIDGES.with(|b| b.borrow()[n].send(request));
    }

    /// Starts the pool's first `n` workers (those not running yet): a
    /// worker loads its wasm before it searches, so a game starts them
    /// before its first Hard decision, which would otherwise go without
    /// the workers still loading when its deadline passes.
    pub fn start_pool(n: usize) {
        watch_for_failures();
        BRIDGES.with(|b| {
            let mut bridges = b.borrow_mut();
            while bridges.len() < n {
                bridges.push(spawn());
            }
        });
    }

    /// A worker whose wasm did not load says "failed" on the
    /// `boardgames/bots` channel (scripts/pwa/bot-worker.js) and ends: the
    /// pool is started afresh when a bot is next needed, rather than
    /// sending to a worker that is gone (the first worker starts as soon
    /// as the page is usable, `crate::start`, maybe on a flaky line).
    fn watch_for_failures() {
        use wasm_bindgen::JsCast;
        use wasm_bindgen::closure::Closure;
        thread_local! {
            static WATCHING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        }
        if WATCHING.with(|w| w.replace(true)) {
            return;
        }
        let Ok(channel) = web_sys::BroadcastChannel::new("boardgames/bots") else {
            return;
        };
        let on_message =
            Closure::<dyn Fn(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
                if e.data().as_string().as_deref() == Some("failed") {
                    BRIDGES.with(|b| b.borrow_mut().clear());
                }
            });
        channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        std::mem::forget(channel);
    }

    /// Hands `reply` to whoever gets the workers' replies (the pool's
    /// choice made at its deadline, `crate::bots`).
    pub fn deliver(reply: Reply) {
        ON_REPLY.with(|f| {
            if let Some(f) = f.borrow().as_ref() {
                f(reply)
            }
        })
    }

    /// Who gets the worker's replies from now on (the game on screen).
    pub fn on_reply(f: impl Fn(Reply) + 'static) {
        ON_REPLY.with(|slot| *slot.borrow_mut() = Some(Box::new(f)));
    }
}

/// Natively (tests) the worker is silent.
#[cfg(not(target_arch = "wasm32"))]
mod bridge {
    use super::{Reply, Request};

    pub fn send(_request: Request) {}
    pub fn send_to(_n: usize, _request: Request) {}
    pub fn start_pool(_n: usize) {}
    pub fn deliver(_reply: Reply) {}
    pub fn on_reply(_f: impl Fn(Reply) + 'static) {}
}

pub use bridge::{deliver, on_reply, send, send_to, start_pool};

/// What the page knows of the game it asks about: the record (the game
/// is played here), or a guest's seat view at a table (the host keeps the
/// record; the guest never gets it).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Known<G: Seated> {
    Record(Record<G>),
    Seat(TableView<G>),
}

/// The position a seat's view describes (its rules crate's
/// [`StandIn`](boardgame::table::StandIn); the guest's board draws the
/// same, `GameUi::stand_in`): what a guest's hint determinizes.
pub trait SeatPosition: Seated {
    fn seat_position(view: &TableView<Self>) -> Self;
}

impl<G: boardgame::table::StandIn> SeatPosition for G {
    fn seat_position(view: &TableView<G>) -> G {
        G::stand_in(&view.position, view.pending)
    }
}

/// What the worker's messages carry of a game: its record or a seat's view
/// going, its action coming back. Made for every game of
/// `crate::registry`.
pub trait Messages: Game {
    fn to_played(record: Record<Self>) -> Played;
    /// A guest's seat view, for its hint.
    fn seat_played(view: TableView<Self>) -> Played
    where
        Self: Seated;
    fn to_answer(action: Self::Action) -> Answer;
    /// The action, if the answer is this game's.
    fn from_answer(answer: Answer) -> Option<Self::Action>;
}

macro_rules! messages {
    ($($kind:ident in $folder:ident: $name:literal => $state:ty),* $(,)?) => {
        /// The game so far, per game: what the worker replays.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum Played {
            $($kind(Known<$state>)),*
        }

        /// The deciding seat's view of a position, per game (never sent:
        /// made in the worker by [`Request::view`]).
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug)]
        pub enum View {
            $($kind($state)),*
        }

        /// An answer, per game.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum Answer {
            $($kind(<$state as Game>::Action)),*
        }

        impl Request {
            /// The view of the seat to move: after all of
            /// [`Request::played`] for a move or a hint, drawn from the
            /// bot's seed; for a review, before the action its `step`
            /// names, drawn from the review's own seed
            /// (`boardgame::review::view_at`). `None` if the record does
            /// not replay (it always does: the page's state came from it).
            pub fn view(&self) -> Option<View> {
                Some(match &self.played {
                    $(Played::$kind(known) => View::$kind(self.view_of(known)?)),*
                })
            }
        }

        impl View {
            /// The requested bot's choice on this view.
            fn choose(&self, request: &Request, budget: Budget) -> Answer {
                match self {
                    $(View::$kind(view) => Answer::$kind(choose(request, view, budget))),*
                }
            }

            /// Pool worker `worker`'s root statistics of the requested
            /// bot's search on this view (`None` for a bot that does not
            /// search a tree).
            fn root_stats(&self, request: &Request, budget: Budget, worker: u32) -> Option<RootStats<Answer>> {
                match self {
                    $(View::$kind(view) => Some(answers(root_stats(request, view, budget, worker)?, Answer::$kind))),*
                }
            }

            /// The review of the decision `played` on this view (`None`
            /// when forced, or when the answer is another game's).
            pub fn review(&self, played: Answer, ask: &Ask) -> Option<Reviewed> {
                match (self, played) {
                    $((View::$kind(view), Answer::$kind(played)) => {
                        review_one(view, played, ask, Answer::$kind)
                    })*
                    _ => None,
                }
            }
        }

        $(impl Messages for $state {
            fn to_played(record: Record<Self>) -> Played {
                Played::$kind(Known::Record(record))
            }
            fn seat_played(view: TableView<Self>) -> Played {
                Played::$kind(Known::Seat(view))
            }
            fn to_answer(action: Self::Action) -> Answer {
                Answer::$kind(action)
            }
            fn from_answer(answer: Answer) -> Option<Self::Action> {
                match answer {
                    Answer::$kind(action) => Some(action),
                    _ => None,
                }
            }
        })*
    };
}
crate::registry::games!(messages);

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Request {
    pub ticket: Ticket,
    pub purpose: Purpose,
    pub level: Level,
    /// The bot's own seed.
    pub seed: u64,
    /// Time budget of a searching bot.
    pub think_ms: f64,
    /// The game up to the decision.
    pub played: Played,
    /// Worker `n` of the pool (`crate::pool`). For a Hard move or hint it
    /// answers with its root statistics, searched with its own seed; for a
    /// review's decision it only says who answered (the decision is searched
    /// with the review's own seeds, whichever worker gets it).
    #[serde(default)]
    pub part: Option<u32>,
}

impl Request {
    fn view_of<G: Game + SeatPosition>(&self, known: &Known<G>) -> Option<G> {
        let record = match known {
            Known::Record(record) => record,
            Known::Seat(view) => return self.seat_view_of(view),
        };
        Some(match self.purpose {
            Purpose::Review(ask) => {
                let state = record.replay_to(ask.step).ok()?;
                boardgame::review::view_at(&state, ask.settings.seed, ask.step)
            }
            Purpose::Move | Purpose::Hint => {
                let state = record.replay().ok()?;
                let seat = state.to_move().unwrap_or(0);
                state.view_for(seat, &mut Rng::seeded(self.seed.rotate_left(17)))
            }
        })
    }
}

impl Request {
    /// A guest's hint: the position its seat's view describes, everything
    /// the seat cannot see re-sampled from the bot's seed. Only for the
    /// view's own seat when it is to move (the guest's page asks for
    /// nothing else, and plays nothing itself); no review (a guest has no
    /// record).
    fn seat_view_of<G: Game + SeatPosition>(&self, view: &TableView<G>) -> Option<G> {
        if self.purpose != Purpose::Hint || view.to_move != Some(view.seat) {
            return None;
        }
        let state = G::seat_position(view);
        (state.to_move() == Some(view.seat))
            .then(|| state.view_for(view.seat, &mut Rng::seeded(self.seed.rotate_left(17))))
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Reply {
    pub ticket: Ticket,
    pub purpose: Purpose,
    pub answer: Answer,
    /// A reviewed decision (for [`Purpose::Review`]; `None` when forced).
    #[serde(default)]
    pub review: Option<Reviewed>,
    /// A pool worker's root statistics (for a request with a `part`).
    #[serde(default)]
    pub stats: Option<RootStats<Answer>>,
    /// The pool worker that answered (0 for a lone worker).
    #[serde(default)]
    pub worker: u32,
    /// How long the worker took to answer, by its own clock (ms): the
    /// record replayed, the view drawn and the search; 0 natively.
    #[serde(default)]
    pub millis: f64,
}

/// The time in the worker (which has no `window`): `performance.now()`,
/// read from the worker's `Performance`, looked up once. Not `Date.now()`:
/// it counts whole milliseconds, so a search could run up to one past its
/// budget (the benchmark saw 1000.x ms with 1000), and it jumps when the
/// system clock is set.
struct PerformanceClock(Option<web_sys::Performance>);

impl PerformanceClock {
    fn new() -> PerformanceClock {
        use wasm_bindgen::JsCast;
        PerformanceClock(
            js_sys::global()
                .unchecked_into::<web_sys::WorkerGlobalScope>()
                .performance(),
        )
    }
}

impl Clock for PerformanceClock {
    fn now_ms(&self) -> f64 {
        self.0.as_ref().map_or_else(js_sys::Date::now, |p| p.now())
    }
}

fn choose<G: GameBots>(request: &Request, view: &G, budget: Budget) -> G::Action {
    G::bot(request.level, request.seed, budget).choose(view)
}

fn root_stats<G: GameBots>(
    request: &Request,
    view: &G,
    budget: Budget,
    worker: u32,
) -> Option<RootStats<G::Action>> {
    G::bot(request.level, worker_seed(request.seed, worker), budget).root_stats(view)
}

/// A game's root statistics with its actions as answers.
fn answers<A: Copy>(stats: RootStats<A>, answer: impl Fn(A) -> Answer) -> RootStats<Answer> {
    RootStats {
        simulations: stats.simulations,
        workers: stats.workers,
        actions: stats
            .actions
            .into_iter()
            .map(|a| ActionStats {
                index: a.index,
                action: answer(a.action),
                visits: a.visits,
                value: a.value,
            })
            .collect(),
    }
}

/// A pool worker's answer: its root statistics of the requested search,
/// and its own choice from them. `None` if the record does not replay.
pub fn answer_part(request: &Request, budget: Budget, worker: u32) -> Option<Reply> {
    let view = request.view()?;
    let stats = view.root_stats(request, budget.clone(), worker);
    let answer = match stats.as_ref().and_then(RootStats::choose) {
        Some(answer) => answer,
        None => view.choose(request, budget),
    };
    Some(Reply {
        ticket: request.ticket.clone(),
        purpose: request.purpose,
        answer,
        review: None,
        stats,
        worker,
        millis: 0.0,
    })
}

/// Chooses an action on the view of a request; a search stops at
/// `think_ms` by its own clock. `None` if the request's record does not
/// replay.
pub fn answer_with(request: &Request, budget: Budget) -> Option<Reply> {
    let answer = request.view()?.choose(request, budget);
    Some(Reply {
        ticket: request.ticket.clone(),
        purpose: request.purpose,
        answer,
        review: None,
        stats: None,
        worker: 0,
        millis: 0.0,
    })
}

/// Reviews the decision a request names (`None` if its record does not
/// replay): `boardgame::review` on the mover's view, Hard's search. The
/// answer names the pool worker it was sent to, which gets the next one.
pub fn answer_review(request: &Request, ask: Ask) -> Option<Reply> {
    let review = request.view()?.review(ask.played, &ask);
    Some(Reply {
        ticket: request.ticket.clone(),
        purpose: request.purpose,
        answer: review.as_ref().map_or(ask.played, |d| d.best),
        review,
        stats: None,
        worker: request.part.unwrap_or(0),
        millis: 0.0,
    })
}

fn review_one<G: HardSearch>(
    view: &G,
    played: G::Action,
    ask: &Ask,
    wrap: fn(G::Action) -> Answer,
) -> Option<Reviewed> {
    let d = boardgame::review::review_decision(view, played, ask.step, &ask.settings)?;
    Some(Decision {
        step: d.step,
        seat: d.seat,
        choices: d.choices,
        played: wrap(d.played),
        best: wrap(d.best),
        after_played: d.after_played,
        after_best: d.after_best,
        chances: d.chances,
        mistake: d.mistake,
    })
}

pub struct BotWorker;

impl Worker for BotWorker {
    type Message = ();
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        BotWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, id: HandlerId) {
        let clock = Rc::new(PerformanceClock::new());
        let began = clock.now_ms();
        let reply = match request.purpose {
            Purpose::Review(ask) => answer_review(&request, ask),
            Purpose::Move | Purpose::Hint => {
                let budget = Budget::Millis(request.think_ms, clock.clone());
                match request.part {
                    Some(worker) => answer_part(&request, budget, worker),
                    None => answer_with(&request, budget),
                }
            }
        };
        match reply {
            Some(reply) => scope.respond(
                id,
                Reply {
                    millis: clock.now_ms() - began,
                    ..reply
                },
            ),
            // Cannot happen (the page's state is its record's replay, a
            // guest asks only for its own seat to move); said in the
            // console rather than crashing the worker.
            None => web_sys::console::error_1(
                &"bot worker: the game's record does not replay, or the seat is not to move".into(),
            ),
        }
    }
}

/// Messages travel as JSON text (`serde_json`, which the saves use
/// already): a record is a few hundred small actions, and sharing the
/// saves' serde code keeps the wasm smaller than structured values
/// (`serde-wasm-bindgen`) did. 64-bit seeds stay exact: they never pass
/// through a JavaScript number.
#[derive(Debug)]
pub struct JsonCodec;

impl Codec for JsonCodec {
    fn encode<I: Serialize>(input: I) -> JsValue {
        JsValue::from_str(&serde_json::to_string(&input).expect("bot messages serialize"))
    }

    fn decode<O: for<'de> Deserialize<'de>>(input: JsValue) -> O {
        let text = input.as_string().unwrap_or_default();
        // Through a `Value`, as the saves are read: the game's actions and
        // options then need one deserializer in the wasm, not two.
        let value: serde_json::Value = serde_json::from_str(&text).expect("bot messages are JSON");
        serde_json::from_value(value).expect("bot messages are the app's own")
    }
}

/// The worker's start: the bot worker, or its benchmark mode.
pub fn start() {
    use gloo_worker::Registrable;
    crate::show_panics_in_console();
    if bench_requested() {
        serve_bench();
    } else {
        BotWorker::registrar().encoding::<JsonCodec>().register();
    }
}

/// Whether this worker was loaded for the benchmark
/// (`bot-worker.js?bench`).
pub fn bench_requested() -> bool {
    use wasm_bindgen::JsCast;
    js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .is_ok_and(|scope| {
            let search = scope.location().search();
            search
                .trim_start_matches('?')
                .split('&')
                .any(|kv| kv == "bench" || kv.starts_with("bench="))
        })
}

/// The benchmark mode: every message `{game, seed, iterations, budgetMs}`
/// is answered with the JSON line of [`crate::bench::run`], or
/// `{"error": …}`.
pub fn serve_bench() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
        let number = |name: &str| field(name).and_then(|v| v.as_f64());
        let plan = crate::bench::Plan {
            game: field("game")
                .and_then(|v| v.as_string())
                .unwrap_or_default(),
            seed: number("seed").unwrap_or(1.0) as u64,
            iterations: number("iterations").unwrap_or(1000.0) as u32,
            budget_ms: number("budgetMs").unwrap_or(500.0),
        };
        let line = crate::bench::run(
            &plan,
            &PerformanceClock::new(),
            Rc::new(PerformanceClock::new()),
        )
        .unwrap_or_else(|e| format!(r#"{{"error":{e:?}}}"#));
        let _ = replies.post_message(&line.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
}
