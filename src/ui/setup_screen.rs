//! The setup screen of a game: seats, the game's options, thinking time,
//! seed, and a one-click start.

use leptos::prelude::*;

use super::seat_rows::SeatRows;
use crate::games::GameUi;
use crate::i18n::{Msg, tr};
use crate::seats::{self, DEFAULT_THINK_MS, THINK_TIMES};

pub fn setup_screen<G: GameUi>() -> impl IntoView {
    let nav = super::nav();
    let players = 4.clamp(*G::PLAYERS.start(), *G::PLAYERS.end());
    let mut first = Vec::new();
    seats::resize_in(&mut first, players, G::COLOURS);
    let seats = RwSignal::new(first);
    let options = RwSignal::new(G::default_options(players));
    let think_ms = RwSignal::new(DEFAULT_THINK_MS);
    let seed_text = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // "Play on several devices": every human seat but the first is a guest's.
    let table = RwSignal::new(false);
    // The host's screen: its own seat, or only the shared board.
    let host_plays = RwSignal::new(true);
    let start = move |_| {
        let seed = seed_text.get_untracked().trim().parse().ok();
        let mut chosen = seats.get_untracked();
        if table.get_untracked() {
            crate::seats::seat_guests(&mut chosen, host_plays.get_untracked());
        }
        let result = nav.start::<G>(
            chosen,
            think_ms.get_untracked(),
            options.get_untracked(),
            seed,
        );
        problem.set(result.err().map(|e| G::refusal(&e)));
    };
    let set_players = move |n: usize| {
        seats.update(|s| seats::resize_in(s, n, G::COLOURS));
        options.update(|o| G::set_players(o, n));
    };
    view! {
        <main class="setup" data-testid="setup">
            <section class="card">
                <label class="row">
                    <span>{tr(Msg::Players)}</span>
                    <select
                        aria-label=tr(Msg::Players)
                        on:change=move |ev| set_players(event_target_value(&ev).parse().unwrap_or(players))
                        prop:value=move || seats.with(|s| s.len().to_string())
                    >
                        {G::PLAYERS.map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
                    </select>
                </label>
                <div class="seats"><SeatRows seats=seats colours=G::COLOURS /></div>
                {G::TABLE.then(|| view! {
                    <label class="row table-choice">
                        <input type="checkbox" data-testid="several-devices" prop:checked=move || table.get() on:change=move |ev| table.set(event_target_checked(&ev)) />
                        <span>{crate::i18n::t!("table-several-devices")}</span>
                    </label>
                    <p class="hint-line">{crate::i18n::t!("table-several-devices-hint")}</p>
                    <Show when=move || table.get()>
                        <label class="row table-choice">
                            <input type="checkbox" data-testid="shared-board" prop:checked=move || !host_plays.get() on:change=move |ev| host_plays.set(!event_target_checked(&ev)) />
                            <span>{crate::i18n::t!("table-shared-board")}</span>
                        </label>
                    </Show>
                })}
            </section>
            <section class="card">
                <h2>{tr(Msg::Options)}</h2>
                {G::options_form(options)}
                <label class="row">
                    <span>{tr(Msg::ThinkTime)}</span>
                    <select
                        on:change=move |ev| think_ms.set(event_target_value(&ev).parse().unwrap_or(DEFAULT_THINK_MS))
                        prop:value=move || think_ms.get().to_string()
                    >
                        {THINK_TIMES.into_iter().map(|ms| view! { <option value=ms.to_string()>{tr(Msg::Seconds(ms))}</option> }).collect_view()}
                    </select>
                </label>
                <crate::pace::PaceSelect />
                {super::tips_setting::tips_setting::<G>(None)}
                <CoresSelect />
                <label class="row">
                    <span>{tr(Msg::Seed)}</span>
                    <input
                        type="text"
                        inputmode="numeric"
                        placeholder=tr(Msg::SeedHint)
                        prop:value=move || seed_text.get()
                        on:input=move |ev| seed_text.set(event_target_value(&ev))
                    />
                </label>
            </section>
            {move || problem.get().map(|p| view! { <p class="refusal" role="alert">{tr(Msg::Refused(&p))}</p> })}
            <button class="primary start" data-testid="start" on:click=start>{tr(Msg::Start)}</button>
            {super::rules::rules::<G>()}
        </main>
    }
}

/// "Cores for the bots": how many workers search a Hard decision
/// (`crate::pool`), remembered.
#[component]
fn CoresSelect() -> impl IntoView {
    let cores = RwSignal::new(crate::pool::size());
    let change = move |ev| {
        if let Ok(n) = event_target_value(&ev).parse::<usize>() {
            crate::pool::set_size(n);
            cores.set(n);
        }
    };
    let mut offered: Vec<usize> = crate::pool::offered().collect();
    if !offered.contains(&cores.get_untracked()) {
        offered.push(cores.get_untracked());
    }
    view! {
        <label class="row">
            <span>{crate::i18n::t!("cores-label")}</span>
            <select data-testid="cores" on:change=change prop:value=move || cores.get().to_string()>
                {offered.into_iter().map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
            </select>
        </label>
    }
}
