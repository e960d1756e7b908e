//! The decision panel: the pending decision in words, and every legal action
//! as a keyboard-reachable button. Bots' turns show a thinking indicator.

use dragon::{Action, GameState};
use leptos::prelude::*;

use super::{ctx, seat_name, with_game};
use crate::i18n::{Msg, tr};

/// Button text for an action in the current position.
pub fn action_label(state: &GameState, action: Action) -> String {
    match action {
        Action::Take { group, card } => {
            let occupied = state.groups()[group as usize].is_occupied();
            let cost = if occupied {
                dragon::OCCUPIED_GROUP_COST
            } else {
                0
            };
            tr(Msg::ActionTake {
                group: group as usize,
                card,
                cost,
            })
        }
        Action::Refill => tr(Msg::Refill),
        Action::Privilege(size) => {
            let price = match size {
                dragon::PrivilegeSize::Small => dragon::SMALL_PRIVILEGE_PRICE,
                dragon::PrivilegeSize::Large => state.options().large_privilege_price as u16,
            };
            tr(Msg::BuyPrivilege(size, price))
        }
        Action::BuildWall(b) => tr(Msg::BuildWall(b)),
        Action::Build(dragon::Site::NewPalace) => tr(Msg::NewPalace),
        Action::Build(dragon::Site::Palace(i)) => tr(Msg::BuildOnPalace(i as usize)),
        Action::PlayCard(c) => tr(Msg::PlayCard(c)),
        Action::Recruit(p) => tr(Msg::Recruit(p)),
        Action::Place(i) => tr(Msg::Place(i as usize)),
        Action::Replace { palace, person } => tr(Msg::Replace(palace as usize, person)),
        Action::Release => tr(Msg::Release),
        Action::Dismiss { palace, person } => tr(Msg::Dismiss(palace as usize, person)),
        Action::RemoveFloor(i) => tr(Msg::RemoveFloor(i as usize)),
        Action::Return(g) => tr(Msg::Return(g)),
        Action::Discard(c) => tr(Msg::Discard(c)),
        Action::Charter(k) => tr(Msg::Charter(k)),
    }
}

#[component]
pub fn DecisionPanel() -> impl IntoView {
    let ctx = ctx();
    let question = move || {
        with_game(|g| {
            g.pending()
                .map(|d| tr(Msg::Ask(&seat_name(d.player), d.kind)))
        })
        .flatten()
    };
    let body = move || {
        with_game(|g| {
            if let Some(seat) = g.human_to_move() {
                let hint = ctx.current_hint();
                let hint_text = hint.map(|a| tr(Msg::HintIs(&action_label(&g.state, a))));
                let buttons = g
                    .state
                    .legal_actions()
                    .into_iter()
                    .map(|action| {
                        let label = action_label(&g.state, action);
                        view! {
                            <li>
                                <button class="choice" class:hinted=hint == Some(action) data-testid="action" on:click=move |_| ctx.act(action)>
                                    {label}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="prompt">{tr(Msg::YourTurn(&seat_name(seat)))}</p>
                    <ul class="choices">{buttons}</ul>
                    <p class="hint-row">
                        <button class="secondary hint" data-testid="hint" on:click=move |_| ctx.ask_hint()>{tr(Msg::Hint)}</button>
                        {move || ctx.hint_pending.get().then(|| view! { <span class="spinner"></span>{tr(Msg::HintThinking)} })}
                        {hint_text.map(|t| view! { <span class="hint-text" data-testid="hint-text">{t}</span> })}
                    </p>
                }
                .into_any()
            } else if let Some(seat) = g.bot_to_move() {
                view! { <p class="thinking" data-testid="thinking"><span class="spinner"></span>{tr(Msg::BotThinking(&seat_name(seat)))}</p> }
                    .into_any()
            } else {
                ().into_any()
            }
        })
    };
    let shown = move || with_game(|g| !g.is_over()).unwrap_or(false);
    view! {
        <section class="decision" class:hidden=move || !shown() data-testid="decision" aria-label=tr(Msg::Decision) aria-live="polite">
            <h2 class="question">{question}</h2>
            {body}
            {move || ctx.refusal.get().map(|why| view! { <p class="refusal" role="alert">{tr(Msg::Refused(&why))}</p> })}
        </section>
    }
}
