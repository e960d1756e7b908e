//! The top level: which screen shows, saving after every action, and the bot
//! seats playing with a short visible delay.

use std::time::Duration;

use leptos::prelude::*;

use crate::bot;
use crate::components::{GameView, SaveProblem, SetupScreen};
use crate::game::Match;
use crate::i18n::{Msg, tr};
use crate::save::{self, Loaded};
use crate::seats::Setup;

/// Shared by every component of a game.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub game: RwSignal<Option<Match>>,
    pub setup: RwSignal<Setup>,
    /// The engine's refusal of the last action, shown in the decision panel.
    pub refusal: RwSignal<Option<String>>,
}

impl Ctx {
    /// Plays an action chosen by a human; a refusal is shown, never lost.
    pub fn act(&self, action: engine::Action) {
        let mut result = Ok(());
        self.game.update(|g| {
            if let Some(g) = g {
                result = g.play(action);
            }
        });
        self.refusal.set(result.err());
    }

    /// Starts a new game from a setup (a fresh seed unless the setup fixes one).
    pub fn start(&self, setup: Setup) {
        let seed = setup.seed.unwrap_or_else(random_seed);
        match Match::start(setup, seed) {
            Ok(game) => {
                self.refusal.set(None);
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

    // Bots move one decision at a time, each after a short delay.
    let delay = bot_delay();
    Effect::new(move |_| {
        let Some((seat, moves)) = ctx.game.with(|g| {
            let g = g.as_ref()?;
            Some((g.bot_to_move()?, g.record.actions.len()))
        }) else {
            return;
        };
        set_timeout(
            move || {
                ctx.game.update(|g| {
                    let Some(g) = g else { return };
                    // Only if nothing changed while waiting.
                    if g.bot_to_move() == Some(seat) && g.record.actions.len() == moves {
                        let action = bot::choose(g);
                        let _ = g.play(action);
                    }
                });
            },
            Duration::from_millis(delay),
        );
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
