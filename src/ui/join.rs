//! A guest at a table of devices: "Join a table" (type, paste or open a
//! join code), the reply code for the host until the link opens, then the
//! guest's seat: the board, decision panel and log of hot-seat play, drawn
//! from what `devices::guest` holds of its seat. A reload offers to join
//! again with a new code.

use boardgame::table::Refusal;
use leptos::prelude::*;

use super::codes::{ScanButton, StunSetting, link_problem, qr_code};
use super::decision_panel::decision_panel;
use super::game_over::game_over_panel;
use super::log_panel::LogPanel;
use crate::devices::guest::{
    Guesting, JoinError, Joined, SeatProblem, join, kept, notice_on, set_notice,
};
use crate::games::{GameKind, GameUi, Visit};
use crate::i18n::t;
use crate::live::Live;
use crate::seats::Seat;

/// Why a join code led nowhere, in the player's language.
fn join_problem(e: &JoinError) -> String {
    match e {
        JoinError::Empty => t!("table-code-empty"),
        JoinError::Link(e) => link_problem(e),
        JoinError::NotATable => t!("table-not-a-table"),
    }
}

/// The "Join a table" screen, with a code from the address if there is one.
pub fn join_screen(code: Option<String>) -> impl IntoView {
    let kept = kept();
    let text = RwSignal::new(code.clone().unwrap_or_default());
    let problem = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let joined = RwSignal::new_local(None::<Joined>);
    let try_join = move || {
        if busy.get_untracked() {
            return;
        }
        let code = text.get_untracked();
        busy.set(true);
        problem.set(None);
        wasm_bindgen_futures::spawn_local(async move {
            let result = join(&code).await;
            busy.set(false);
            match result {
                Ok(seat) => joined.set(Some(seat)),
                Err(e) => problem.set(Some(join_problem(&e))),
            }
        });
    };
    // A code in the address joins at once.
    if code.is_some() {
        request_animation_frame(try_join);
    }
    let again = kept.map(|k| {
        let name = k
            .seats
            .get(k.tag.seat)
            .map(|s| s.name.clone())
            .unwrap_or_default();
        let game = GameKind::ALL
            .get(k.tag.game)
            .map(|g| g.title())
            .unwrap_or_default();
        t!("table-join-again", name = name, game = game)
    });
    let form = move || {
        joined.with(|j| j.is_none()).then(|| {
            view! {
                <section class="card join-form">
                    <h2>{t!("table-join")}</h2>
                    {again.clone().map(|a| view! { <p class="notice" data-testid="join-again" role="status">{a}</p> })}
                    <label class="code-field">
                        <span>{t!("table-type-code")}</span>
                        <textarea rows="3" data-testid="join-input" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
                    </label>
                    <p class="buttons">
                        <button class="primary" data-testid="join-ok" disabled=move || busy.get() on:click=move |_| try_join()>{t!("table-join-button")}</button>
                        <ScanButton found=Callback::new(move |code: String| {
                            text.set(code);
                            try_join();
                        }) />
                    </p>
                    {move || problem.get().map(|p| view! { <p class="refusal" role="alert" data-testid="join-problem">{p}</p> })}
                    <NoticeSetting />
                    <StunSetting />
                </section>
            }
        })
    };
    let seat = move || {
        joined
            .get()
            .map(|joined| joined.game().visit(AtSeat { joined }))
    };
    view! {
        <main class="join" data-testid="join">
            {form}
            {seat}
        </main>
    }
}

/// "Tell me when it is my turn", remembered.
#[component]
pub fn NoticeSetting() -> impl IntoView {
    let on = RwSignal::new(notice_on());
    let change = move |ev| {
        let value = event_target_checked(&ev);
        on.set(value);
        set_notice(value);
    };
    view! {
        <label class="row">
            <input type="checkbox" data-testid="turn-notice" prop:checked=move || on.get() on:change=change />
            <span>{t!("table-turn-notice")}</span>
        </label>
    }
}

struct AtSeat {
    joined: Joined,
}

impl Visit for AtSeat {
    type Out = AnyView;
    fn visit<G: GameUi>(self) -> AnyView {
        guest_seat(Guesting::<G>::new(self.joined)).into_any()
    }
}

/// A refusal in the player's language; a seat is named only if the table
/// has it.
fn refusal_words<G: GameUi>(refusal: &Refusal<G>, seats: &[Seat]) -> String {
    let name = |s: usize| seats.get(s).map(|s| s.name.clone());
    match refusal {
        Refusal::Build { host, guest } => {
            t!(
                "table-other-build",
                host = host.clone(),
                guest = guest.clone()
            )
        }
        Refusal::NoHello => t!("table-refused-hello"),
        Refusal::NotYourSeat { seat, .. } => match name(*seat) {
            Some(name) => t!("table-refused-seat", name = name),
            None => t!("table-refused-no-seat"),
        },
        Refusal::NoSuchSeat { .. } => t!("table-refused-no-seat"),
        Refusal::NotYourTurn {
            to_move: Some(s), ..
        } => match name(*s) {
            Some(name) => t!("table-refused-turn", name = name),
            None => t!("table-refused-no-seat"),
        },
        Refusal::NotYourTurn { to_move: None, .. } => t!("table-refused-over"),
        Refusal::Stale { .. } => t!("table-refused-stale"),
        Refusal::Illegal { .. } => t!("table-refused-illegal"),
        Refusal::WithBot { .. } => t!("table-refused-bot"),
    }
}

fn guest_seat<G: GameUi>(seat: Guesting<G>) -> impl IntoView {
    let waiting = move || {
        seat.session.with(|s| s.is_none()).then(|| {
            let reply = seat.reply.get_value();
            view! {
                <section class="card reply" data-testid="reply">
                    <h2>{t!("table-reply-title")}</h2>
                    <p>{t!("table-reply-help")}</p>
                    <label class="code-field">
                        <span>{t!("table-your-reply")}</span>
                        <textarea readonly rows="3" data-testid="reply-out">{reply.clone()}</textarea>
                    </label>
                    {qr_code(&reply, t!("table-qr-reply"))}
                    <p role="status">{move || match seat.open.get() {
                        true => t!("table-opening"),
                        false => t!("table-waiting-host"),
                    }}</p>
                </section>
            }
        })
    };
    // Drawn once, when the first view makes the seat's session.
    let play = move || {
        seat.session
            .with(|s| s.is_some())
            .then(|| {
                seat.session
                    .get_untracked()
                    .map(|s| guest_play(seat.live(s)))
            })
            .flatten()
    };
    let you = move || {
        seat.seats.with(|all| {
            let name = all
                .get(seat.seat)
                .map(|s| s.name.clone())
                .unwrap_or_default();
            let host = all
                .iter()
                .find(|s| s.is_local_human())
                .map(|s| s.name.clone());
            (!name.is_empty()).then(|| match host {
                Some(host) => t!("table-you-are-at", name = name, host = host),
                None => t!("table-you-are", name = name),
            })
        })
    };
    let problem = move || {
        seat.problem.get().map(|p| match p {
            SeatProblem::Refused(r) => seat.seats.with_untracked(|s| refusal_words(&r, s)),
            SeatProblem::Stale => t!("table-refused-stale"),
        })
    };
    view! {
        {move || you().map(|y| view! { <p class="you-are" data-testid="you-are">{y}</p> })}
        {waiting}
        {move || seat.gone.get().then(|| view! { <p class="notice" role="alert" data-testid="guest-gone">{t!("table-host-gone")}</p> })}
        {move || problem().map(|p| view! { <p class="refusal" role="alert" data-testid="guest-problem">{p}</p> })}
        {play}
    }
}

/// The guest's play screen: the hot-seat components on its seat's view.
fn guest_play<G: GameUi>(live: Live<G>) -> impl IntoView {
    let status = move || {
        live.session
            .with(|s| super::game_over::status_line(&s.state, &s.names()))
    };
    let over = move || live.session.with(|s| s.state.is_over());
    let lines = Signal::derive(move || {
        live.session
            .with(|s| super::game_over::log_lines(&s.log, &s.state, &s.names()))
    });
    Effect::new(move |_| {
        live.session.with(|s| s.log.len());
        request_animation_frame(|| crate::platform::refocus("[data-testid=action]"));
    });
    let side = view! {
        <Show when=over>{move || game_over_panel(live)}</Show>
        {super::tip_bubble::tip_bubble(live)}
        {decision_panel(live)}
        <LogPanel lines=lines />
    }
    .into_any();
    view! {
        <div class="game guest-game" data-testid="guest-game">
            <div class="status-bar">
                <span class="status" data-testid="status" data-moves=move || live.session.with(|s| s.log.iter().map(|e| e.step).max().unwrap_or(0))>{status}</span>
            </div>
            {super::announcer::announcer(live)}
            {G::board(live.board(), side)}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refusal names a seat only if the table has it: never "That
    /// decision was for 's seat".
    #[test]
    fn a_refusal_never_names_a_seat_that_does_not_exist() {
        let seats: Vec<Seat> = (0..3).map(Seat::default_for).collect();
        let words = |r: Refusal<china::GameState>| refusal_words(&r, &seats);
        let named = words(Refusal::NotYourSeat { from: 1, seat: 2 });
        assert!(named.contains(&seats[2].name), "{named}");
        let nowhere = t!("table-refused-no-seat");
        for refusal in [
            Refusal::NotYourSeat { from: 1, seat: 3 },
            Refusal::NotYourSeat {
                from: 1,
                seat: usize::MAX,
            },
            Refusal::NoSuchSeat { players: 3 },
            Refusal::NotYourTurn {
                seat: 1,
                to_move: Some(9),
            },
        ] {
            assert_eq!(words(refusal), nowhere);
        }
        assert!(
            !nowhere.contains("''") && !nowhere.contains(" 's"),
            "{nowhere}"
        );
    }

    #[test]
    fn an_empty_code_is_said_in_words() {
        let words = join_problem(&JoinError::Empty);
        assert!(words.len() > 10 && !words.starts_with("table-"), "{words}");
    }
}
