//! "Anna (Hard) is thinking… 2 s": which bot the worker computes for, and
//! for how long, counted live from the moment the position appeared.

use std::time::Duration;

use boardgame::Level;
use leptos::prelude::*;

use crate::i18n::t;
use crate::platform;

/// A bot's strength in a sentence ("Hard").
pub fn level_name(level: Level) -> String {
    match level {
        Level::Easy => t!("pace-level-easy"),
        Level::Medium => t!("pace-level-medium"),
        Level::Hard => t!("pace-level-hard"),
    }
}

/// The thinking line of the bot `name` of `level`. Drawn anew for every
/// position, so the counter starts at 0 for each move.
#[component]
pub fn Thinking(name: String, level: Level) -> impl IntoView {
    let start = platform::now_ms();
    let seconds = RwSignal::new(0u64);
    if let Ok(handle) = set_interval_with_handle(
        move || {
            let s = ((platform::now_ms() - start) / 1000.0).max(0.0) as u64;
            if seconds.try_get_untracked() != Some(s) {
                seconds.try_set(s);
            }
        },
        Duration::from_millis(250),
    ) {
        on_cleanup(move || handle.clear());
    }
    let level = level_name(level);
    let text = move || {
        let (n, l, s) = (name.as_str(), level.as_str(), seconds.get());
        t!("pace-thinking", name = n, level = l, s = s)
    };
    view! {
        <p class="thinking" data-testid="thinking" aria-live="off" data-seconds=move || seconds.get()>
            <span class="spinner"></span>
            <span data-testid="thinking-text">{text}</span>
        </p>
    }
}
