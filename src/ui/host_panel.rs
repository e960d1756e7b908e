//! The host's Table panel: for each guest seat its join code (text, QR
//! code and link), a field for the guest's reply code, whether the guest is
//! connected, and how many of its messages were refused or dropped; an away
//! guest's seat gets a new join code, and can be handed to a bot and back.
//! The panel folds to one line once every guest is in.

use leptos::prelude::*;

use super::codes::{ScanButton, StunSetting, link_problem, page_base, qr_code};
use crate::devices::host::{Hosting, SeatLink};
use crate::games::GameUi;
use crate::i18n::t;

/// One guest seat as its row shows it. A row is drawn again only when this
/// changes (its key in the panel's `<For>`): a reply code being typed in one
/// row stays while another seat connects, goes away or goes to a bot.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Row {
    seat: usize,
    link: SeatLink,
    bot: bool,
}

pub fn table_panel<G: GameUi>(hosting: Hosting<G>) -> impl IntoView {
    let session = hosting.session();
    // Changes when a seat's state or hand changes, not on every move.
    let bots = Memo::new(move |_| {
        session.with(|s| s.seats.iter().map(|x| !x.is_human()).collect::<Vec<_>>())
    });
    // Per seat, the reply code typed last: a mistyped one is shown again
    // in the row drawn anew, to be corrected rather than typed again.
    let typed = StoredValue::new(Vec::<String>::new());
    let rows = Memo::new(move |_| {
        let bots = bots.get();
        hosting.state.with(|s| {
            s.iter()
                .enumerate()
                .filter_map(|(seat, l)| {
                    let bot = bots.get(seat).copied().unwrap_or(false);
                    l.clone().map(|link| Row { seat, link, bot })
                })
                .collect::<Vec<_>>()
        })
    });
    // Folded by itself once every guest is connected and plays its own
    // seat (the board then fits a phone's first screen; the host may open
    // it again), open by itself while a seat needs the host.
    let settled =
        Memo::new(move |_| rows.with(|r| r.iter().all(|r| r.link.is_connected() && !r.bot)));
    // What the guests sent that was not taken, told on the folded line too.
    let unheard = Memo::new(move |_| {
        hosting
            .unheard
            .with(|u| u.iter().map(|u| u.refused + u.dropped).sum::<u64>())
    });
    let summary = move || {
        let line = rows.with(|r| {
            let connected = r.iter().filter(|r| r.link.is_connected()).count();
            t!("table-summary", connected = connected, seats = r.len())
        });
        match unheard.get() {
            0 => line,
            n => format!("{line} · {}", t!("table-unheard-total", n = n)),
        }
    };
    view! {
        <section class="card table-panel" data-testid="table-panel" aria-label=t!("table-title")>
            <details prop:open=move || !settled.get()>
                <summary data-testid="table-summary"><h2>{summary}</h2></summary>
                <ul class="table-seats">
                    <For each=move || rows.get() key=|row| row.clone() let(row)>
                        {
                            let name = session.with_untracked(|s| s.seats[row.seat].name.clone());
                            seat_row(hosting, typed, row.seat, name, row.link, row.bot)
                        }
                    </For>
                </ul>
                <StunSetting />
            </details>
        </section>
    }
}

fn state_words(link: &SeatLink, name: &str) -> String {
    match link {
        SeatLink::Making => t!("table-making"),
        SeatLink::Waiting { .. } => t!("table-waiting-reply", name = name),
        SeatLink::Opening { .. } => t!("table-opening"),
        SeatLink::Connected => t!("table-connected"),
        SeatLink::Away => t!("table-away", name = name),
        SeatLink::Failed { why } => t!("table-failed", why = link_problem(why)),
    }
}

fn state_key(link: &SeatLink) -> &'static str {
    match link {
        SeatLink::Making => "making",
        SeatLink::Waiting { .. } => "waiting",
        SeatLink::Opening { .. } => "opening",
        SeatLink::Connected => "connected",
        SeatLink::Away => "away",
        SeatLink::Failed { .. } => "failed",
    }
}

fn seat_row<G: GameUi>(
    hosting: Hosting<G>,
    typed: StoredValue<Vec<String>>,
    seat: usize,
    name: String,
    link: SeatLink,
    bot: bool,
) -> impl IntoView {
    let words = state_words(&link, &name);
    let key = state_key(&link);
    let join = match &link {
        SeatLink::Waiting { join, .. } | SeatLink::Opening { join } => Some(join.clone()),
        _ => None,
    };
    // A reply code that could not be used: why, and the join code stays.
    let mistyped = match &link {
        SeatLink::Waiting {
            mistyped: Some(why),
            ..
        } => Some(t!("table-reply-mistyped", why = link_problem(why))),
        _ => None,
    };
    // What this seat's guest sent that was not taken, as it happens.
    let unheard = move || {
        let u = hosting
            .unheard
            .with(|u| u.get(seat).copied().unwrap_or_default());
        (u.refused + u.dropped > 0).then(|| {
            view! {
                <p class="table-unheard" data-testid="seat-unheard" data-refused=u.refused data-dropped=u.dropped>
                    {t!("table-unheard", refused = u.refused, dropped = u.dropped)}
                </p>
            }
        })
    };
    let retyped = match mistyped.is_some() {
        true => typed.with_value(|t| t.get(seat).cloned().unwrap_or_default()),
        false => String::new(),
    };
    let reply = RwSignal::new(retyped);
    let keep = move |text: String| {
        typed.update_value(|t| {
            t.resize(t.len().max(seat + 1), String::new());
            t[seat] = text;
        })
    };
    let code_view = join.map(|join| {
        let url = crate::net::code::join_url(&page_base(), &join);
        let reply_label = t!("table-reply-code", name = name.clone());
        view! {
            <div class="table-codes">
                <label class="code-field">
                    <span>{t!("table-join-code", name = name.clone())}</span>
                    <textarea readonly rows="3" data-testid="join-code" on:focus=move |ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                            area.select();
                        }
                    }>{join.clone()}</textarea>
                </label>
                <div class="join-qr">
                    {qr_code(&url, t!("table-qr-join", name = name.clone()))}
                    <p><a href=url.clone() data-testid="join-link">{t!("table-join-link")}</a></p>
                </div>
                <label class="code-field">
                    <span>{reply_label}</span>
                    <textarea rows="3" data-testid="reply-code" prop:value=move || reply.get() on:input=move |ev| reply.set(event_target_value(&ev))></textarea>
                </label>
                <p class="buttons">
                    <button class="primary" data-testid="reply-ok" on:click=move |_| {
                        keep(reply.get_untracked());
                        hosting.complete(seat, reply.get_untracked());
                    }>{t!("table-connect")}</button>
                    <ScanButton found=Callback::new(move |code: String| {
                        reply.set(code.clone());
                        keep(code.clone());
                        hosting.complete(seat, code);
                    }) />
                </p>
            </div>
        }
    });
    let lost = matches!(link, SeatLink::Away | SeatLink::Failed { .. });
    let again = lost.then(|| {
        view! {
            <p class="buttons">
                <button class="secondary" data-testid="new-code" on:click=move |_| hosting.offer(seat)>{t!("table-new-code")}</button>
            </p>
        }
    });
    // An away guest's seat can go to a bot meanwhile, and back.
    let hand = match (bot, lost) {
        (true, _) => Some(view! { <button class="secondary" data-testid="from-bot" on:click=move |_| hosting.hand_to_bot(seat, false)>{t!("table-from-bot")}</button> }.into_any()),
        (false, true) => Some(view! { <button class="secondary" data-testid="to-bot" on:click=move |_| hosting.hand_to_bot(seat, true)>{t!("table-to-bot")}</button> }.into_any()),
        (false, false) => None,
    };
    view! {
        <li class="table-seat" data-testid="table-seat" data-seat=seat data-state=key>
            <h3>{name.clone()}</h3>
            <p role="status">{words}</p>
            {mistyped.map(|m| view! { <p class="refusal" role="alert" data-testid="reply-problem">{m}</p> })}
            {unheard}
            {code_view}
            {again}
            {hand.map(|b| view! { <p class="buttons">{b}</p> })}
        </li>
    }
}
