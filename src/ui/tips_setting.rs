//! The tips setting: in my first games (the default), always or never, and
//! "Show tips again", which forgets the tips every player has seen. On the
//! setup screen beside the pace, and under a game's board (tips can be
//! turned back on there after "No more tips").

use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::t;
use crate::settings::Named;
use crate::tips::Tips;
use crate::tips::memory::Memory;
use crate::tips::setting::{self, Setting};

fn label(s: Setting) -> String {
    match s {
        Setting::FirstGames => t!("tips-first-games"),
        Setting::Always => t!("tips-always"),
        Setting::Never => t!("tips-never"),
    }
}

/// The setting's controls; `tips`: the game on screen's, whose waiting
/// tips go when they are turned off.
pub fn tips_setting<G: GameUi>(tips: Option<Tips<G>>) -> impl IntoView {
    setting::reread();
    let chosen = match tips {
        Some(tips) => tips.setting,
        None => RwSignal::new(setting::current()),
    };
    let again = RwSignal::new(false);
    let change = move |ev| {
        if let Some(s) = Setting::parse(&event_target_value(&ev)) {
            setting::set(s);
            chosen.set(s);
            if let (Setting::Never, Some(tips)) = (s, tips) {
                tips.clear();
            }
        }
    };
    // Said beside the button, not in a live region: the page has one, the
    // game's (`announcer`).
    let forget = move |_| {
        Memory::update(Memory::forget_seen);
        again.set(true);
    };
    view! {
        <div class="tips-setting">
            <label class="row">
                <span>{t!("tips-label")}</span>
                <select data-testid="tips-setting" on:change=change prop:value=move || chosen.get().key()>
                    {Setting::ALL.map(|s| view! { <option value=s.key()>{label(s)}</option> }).collect_view()}
                </select>
            </label>
            <p class="tips-again">
                <button class="secondary" data-testid="tips-again" on:click=forget>{t!("tips-again")}</button>
                <span data-testid="tips-again-done">{move || again.get().then(|| t!("tips-again-done"))}</span>
            </p>
        </div>
    }
}

/// The setting under a game's board, folded away.
pub fn tips_fold<G: GameUi>(tips: Option<Tips<G>>) -> impl IntoView {
    view! {
        <details class="tips-fold card" data-testid="tips-fold">
            <summary>{t!("tips-label")}</summary>
            <p class="hint-line">{t!("tips-explain")}</p>
            {tips_setting(tips)}
        </details>
    }
}
