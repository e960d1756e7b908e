//! The decision panel: the pending decision in words and every legal action
//! as a keyboard-reachable button, labelled by the game. Bots' turns show a
//! thinking indicator.

use leptos::prelude::*;

use crate::games::GameUi;
use crate::i18n::{Msg, tr};
use crate::live::Live;

pub fn decision_panel<G: GameUi>(live: Live<G>) -> impl IntoView {
    let question = move || live.session.with(|s| s.state.question(&s.names()));
    let body = move || {
        live.session.with(|s| {
            if let Some(seat) = s.human_to_move() {
                let hint = live.current_hint();
                let hint_text = hint.map(|a| tr(Msg::HintIs(&s.state.action_label(a))));
                let choices: Vec<(String, G::Action)> = s
                    .state
                    .legal()
                    .into_iter()
                    .map(|a| (s.state.action_label(a), a))
                    .collect();
                // A lesson's asked choice says so, to the eye and in its name.
                let asked = live
                    .coach
                    .map(|c| c.asked(s.moves()))
                    .unwrap_or_default();
                let buttons = choices
                    .into_iter()
                    .map(|(label, action)| {
                        let is_asked = asked.contains(&action);
                        view! {
                            <li>
                                <button class="choice" class:hinted=hint == Some(action) class:asked=is_asked data-asked=is_asked.to_string() data-testid="action" on:click=move |_| live.act(action)>
                                    {super::small_ids::with_small_ids(&label)}
                                    {is_asked.then(|| view! { <span class="asked-badge">{crate::i18n::t!("lesson-asked")}</span> })}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="prompt">{tr(Msg::YourTurn(&s.seats[seat].name))}</p>
                    <ul class="choices">{buttons}</ul>
                    <p class="hint-row" class:hidden=live.coach.is_some()>
                        <button class="secondary hint" data-testid="hint" on:click=move |_| live.ask_hint()>{tr(Msg::Hint)}</button>
                        {move || live.hint_pending.get().then(|| view! { <span class="spinner"></span>{tr(Msg::HintThinking)} })}
                        {hint_text.map(|t| view! { <span class="hint-text" data-testid="hint-text">{t}</span> })}
                    </p>
                }
                .into_any()
            } else if let Some(seat) = s.guest_to_move() {
                // A guest decides on its own device.
                let name = s.seats[seat].name.clone();
                view! { <p class="waiting" data-testid="waiting-for" role="status">{crate::i18n::t!("table-waiting-for", name = name)}</p> }.into_any()
            } else if let Some(seat) = s.bot_to_move() {
                let (name, level) = (s.seats[seat].name.clone(), s.seats[seat].level);
                view! { <super::thinking::Thinking name=name level=level /> }.into_any()
            } else {
                ().into_any()
            }
        })
    };
    let shown = move || live.session.with(|s| !s.state.is_over());
    view! {
        <section class="decision" class:hidden=move || !shown() data-testid="decision" aria-label=tr(Msg::Decision)>
            <h2 class="question">{question}</h2>
            {body}
            {move || live.refusal.get().map(|e| view! { <p class="refusal" role="alert">{tr(Msg::Refused(&G::refusal(&e)))}</p> })}
        </section>
    }
}
