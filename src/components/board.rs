//! The game screen: the year, the action groups and supply, the tracks, every
//! player's holdings, the decision panel and the log.

use dragon::Phase;
use leptos::prelude::*;

use super::decision_panel::DecisionPanel;
use super::game_over::GameOverPanel;
use super::groups::Groups;
use super::log_panel::LogPanel;
use super::months::Months;
use super::player_area::PlayerArea;
use super::rules::RulesReference;
use super::supply::SupplyView;
use super::tracks::Tracks;
use super::{ctx, with_game};
use crate::i18n::{Msg, tr};

#[component]
pub fn GameView() -> impl IntoView {
    let ctx = ctx();
    let status = move || {
        with_game(|g| {
            let s = &g.state;
            let phase = match s.phase() {
                Phase::Draft { .. } => tr(Msg::Setup),
                Phase::Actions { .. } => tr(Msg::PhaseName("Action phase")),
                Phase::Persons { .. } => tr(Msg::PhaseName("Person phase")),
                Phase::Event { .. } | Phase::WallCheck { .. } | Phase::SuperEvent { .. } => {
                    tr(Msg::PhaseName("Event phase"))
                }
                Phase::GameOver => tr(Msg::GameOver),
            };
            format!("{} · {phase}", tr(Msg::Month(s.month())))
        })
        .unwrap_or_default()
    };
    let event_now = move || {
        with_game(|g| {
            if g.is_over() {
                return String::new();
            }
            let e = g.state.events()[g.state.month() as usize - 1];
            format!("{}: {}", tr(Msg::Event(e)), tr(Msg::EventRule(e)))
        })
    };
    let players = move || with_game(|g| g.state.players().len()).unwrap_or(0);
    let over = move || with_game(|g| g.is_over()).unwrap_or(false);
    view! {
        <div class="game">
            <div class="status-bar">
                <span class="status" data-testid="status" aria-live="polite">{status}</span>
                <span class="event-now">{event_now}</span>
                <button class="secondary" on:click=move |_| ctx.game.set(None)>{tr(Msg::NewGame)}</button>
            </div>
            <Months />
            <div class="middle">
                <div class="side">
                    <Show when=over>
                        <GameOverPanel />
                    </Show>
                    <DecisionPanel />
                    <LogPanel />
                </div>
                <div class="table-centre">
                    <Groups />
                    <SupplyView />
                    <Tracks />
                </div>
            </div>
            <div class="players">
                {move || (0..players()).map(|seat| view! { <PlayerArea seat=seat /> }).collect_view()}
            </div>
            <RulesReference />
        </div>
    }
}
