//! The top level: which screen shows, saving after every action, and the bot
//! seats playing with a short visible delay.

use std::time::Duration;

use leptos::prelude::*;

use dragon::bot::Level;

use crate::bot;
use crate::components::{GameView, SaveProblem, SetupScreen};
use crate::game::Match;
use crate::i18n::{Msg, tr};
use crate::save::{self, Loaded};
use crate::seats::Setup;
use crate::worker::{BotReply, Purpose};

/// Shared by every component of a game.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub game: RwSignal<Option<Match>>,
    pub setup: RwSignal<Setup>,
    /// The engine's refusal of the last action, shown in the decision panel.
    pub refusal: RwSignal<Option<String>>,
    /// Hard's suggestion for the human to move: (moves played, action).
    pub hint: RwSignal<Option<(usize, dragon::Action)>>,
    /// A hint is being computed.
    pub hint_pending: RwSignal<bool>,
    /// The position (moves played) a bot move was last asked for.
    asked: RwSignal<Option<(u64, usize)>>,
    /// When that question was asked (ms), to keep a steady visible pace.
    asked_at: RwSignal<f64>,
}

impl Ctx {
    /// Plays an action chosen by a human; a refusal is shown, never lost.
    pub fn act(&self, action: dragon::Action) {
        let mut result = Ok(());
        self.game.update(|g| {
            if let Some(g) = g {
                result = g.play(action);
            }
        });
        self.refusal.set(result.err());
    }

    /// Asks the worker what Hard would do for the human to move.
    pub fn ask_hint(&self) {
        let request = self.game.with(|g| {
            let g = g.as_ref()?;
            g.human_to_move()?;
            Some(bot::request(g, Purpose::Hint, Level::Hard))
        });
        if let Some(request) = request {
            self.hint_pending.set(true);
            bot::ask(request);
        }
    }

    /// The hint for the current position, if one arrived.
    pub fn current_hint(&self) -> Option<dragon::Action> {
        let moves = self
            .game
            .with(|g| g.as_ref().map(|g| g.record.actions.len()))?;
        self.hint.get().filter(|&(m, _)| m == moves).map(|(_, a)| a)
    }

    /// Starts a new game from a setup (a fresh seed unless the setup fixes one).
    pub fn start(&self, setup: Setup) {
        let seed = setup.seed.unwrap_or_else(random_seed);
        match Match::start(setup, seed) {
            Ok(game) => {
                self.refusal.set(None);
                self.hint.set(None);
                self.asked.set(None);
                self.game.set(Some(game));
            }
            Err(e) => self.refusal.set(Some(e)),
        }
    }
}

fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    // Below 2^53 so the seed survives being shown and typed back in.
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes) >> 11
}

/// Milliseconds a bot waits before moving; `?botDelay=0` for tests.
fn bot_delay() -> u64 {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("botDelay="))
        .and_then(|v| v.parse().ok())
        .unwrap_or(600)
}

#[component]
pub fn App() -> impl IntoView {
    let ctx = Ctx {
        game: RwSignal::new(None),
        setup: RwSignal::new(Setup::default_game()),
        refusal: RwSignal::new(None),
        hint: RwSignal::new(None),
        hint_pending: RwSignal::new(false),
        asked: RwSignal::new(None),
        asked_at: RwSignal::new(0.0),
    };
    let problem = RwSignal::new(None::<(String, String)>);
    match save::load() {
        Loaded::Nothing => {}
        Loaded::Game(game) => {
            ctx.setup.set(game.setup.clone());
            ctx.game.set(Some(*game));
        }
        Loaded::Unreadable { raw, why } => problem.set(Some((raw, why))),
    }
    provide_context(ctx);

    // Save after every change (never while an unreadable save is on screen).
    Effect::new(move |_| {
        ctx.game.with(|g| {
            if let Some(g) = g {
                save::store(g);
            }
        });
    });

    // Bots think in the worker; their moves show after a short steady delay.
    let delay = bot_delay() as f64;
    bot::start(move |reply: BotReply| {
        let current = ctx
            .game
            .with_untracked(|g| g.as_ref().map(|g| (g.record.seed, g.record.actions.len())));
        if current != Some((reply.game, reply.moves)) {
            return; // An answer for a position that is gone.
        }
        match reply.purpose {
            Purpose::Hint => {
                ctx.hint_pending.set(false);
                ctx.hint.set(Some((reply.moves, reply.action)));
            }
            Purpose::Move => {
                let waited = js_sys::Date::now() - ctx.asked_at.get_untracked();
                let wait = (delay - waited).max(0.0) as u64;
                set_timeout(
                    move || {
                        ctx.game.update(|g| {
                            let Some(g) = g else { return };
                            if g.bot_to_move().is_some()
                                && (g.record.seed, g.record.actions.len())
                                    == (reply.game, reply.moves)
                            {
                                let _ = g.play(reply.action);
                            }
                        });
                    },
                    Duration::from_millis(wait),
                );
            }
        }
    });
    Effect::new(move |_| {
        let request = ctx.game.with(|g| {
            let g = g.as_ref()?;
            let level = bot::level_to_move(g)?;
            let position = (g.record.seed, g.record.actions.len());
            (ctx.asked.get_untracked() != Some(position))
                .then(|| (position, bot::request(g, Purpose::Move, level)))
        });
        if let Some((position, request)) = request {
            ctx.asked.set(Some(position));
            ctx.asked_at.set(js_sys::Date::now());
            bot::ask(request);
        }
    });

    view! {
        <header class="top">
            <h1>{tr(Msg::Title)}</h1>
        </header>
        {move || {
            if let Some((raw, why)) = problem.get() {
                view! { <SaveProblem raw=raw why=why problem=problem /> }.into_any()
            } else if ctx.game.with(|g| g.is_some()) {
                view! { <GameView /> }.into_any()
            } else {
                view! { <SetupScreen /> }.into_any()
            }
        }}
    }
}
