//! A guest at a table of devices: "Join a table" (type, paste or open a
//! join code), the reply code for the host until the link opens, then the
//! guest's seat: the board, decision panel and log of hot-seat play, drawn
//! from its seat's view only (`GameUi::stand_in`), its log worded here from
//! its seat's entries. A reload keeps the seat (`table::Kept`) and offers
//! to join again with a new code.

use std::rc::Rc;

use boardgame::table::{Guest, GuestMessage, Refusal};
use leptos::prelude::*;

use super::decision_panel::decision_panel;
use super::game_over::game_over_panel;
use super::log_panel::LogPanel;
use crate::games::{GameKind, GameUi, Visit};
use crate::i18n::t;
use crate::live::Live;
use crate::net::Link;
use crate::seats::Seat;
use crate::session::Session;
use crate::table::{GUEST_KEY, Kept, NOTICE_KEY, Tag, ToGuest, ToHost, read, write};

/// Whether the turn notice (sound, vibration) is on: on unless turned off.
pub fn notice_on() -> bool {
    crate::platform::storage_get(NOTICE_KEY).is_none_or(|v| v != "false")
}

/// The "Join a table" screen, with a code from the address if there is one.
pub fn join_screen(code: Option<String>) -> impl IntoView {
    let kept: Option<Kept> = crate::platform::storage_get(GUEST_KEY).and_then(|raw| read(&raw));
    let text = RwSignal::new(code.clone().unwrap_or_default());
    let problem = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let joined = RwSignal::new_local(None::<(Rc<Link>, String, Tag)>);
    let join = move || {
        let code = text.get_untracked().trim().to_string();
        if code.is_empty() || busy.get_untracked() {
            return;
        }
        busy.set(true);
        problem.set(None);
        wasm_bindgen_futures::spawn_local(async move {
            let result = Link::join(&code, crate::net::stun()).await;
            busy.set(false);
            match result {
                Ok((link, reply, tag)) => {
                    match Tag::parse(&tag).filter(|t| t.game < GameKind::ALL.len()) {
                        Some(tag) => joined.set(Some((Rc::new(link), reply, tag))),
                        None => {
                            link.close();
                            problem.set(Some(t!("table-not-a-table")));
                        }
                    }
                }
                Err(e) => problem.set(Some(super::guest::link_problem(&e))),
            }
        });
    };
    // A code in the address joins at once.
    if code.is_some() {
        request_animation_frame(join);
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
                        <button class="primary" data-testid="join-ok" disabled=move || busy.get() on:click=move |_| join()>{t!("table-join-button")}</button>
                        <ScanButton found=Callback::new(move |code: String| {
                            text.set(code);
                            join();
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
            .map(|(link, reply, tag)| GameKind::ALL[tag.game].visit(AtSeat { link, reply, tag }))
    };
    view! {
        <main class="join" data-testid="join">
            {form}
            {seat}
        </main>
    }
}

/// A link error in the player's language; another build's code names
/// both builds.
pub fn link_problem(e: &crate::net::LinkError) -> String {
    use crate::net::LinkError;
    use crate::net::code::CodeError;
    match e {
        LinkError::Code(CodeError::OtherBuild { ours, theirs }) => {
            t!(
                "table-other-build",
                host = theirs.clone(),
                guest = ours.clone()
            )
        }
        LinkError::Code(CodeError::Empty | CodeError::Garbled | CodeError::TooLong { .. }) => {
            t!("table-code-garbled")
        }
        LinkError::Code(CodeError::WrongKind { .. }) => t!("table-code-wrong-kind"),
        LinkError::NoWebRtc => t!("table-no-webrtc"),
        other => t!("table-link-failed", why = other.to_string()),
    }
}

/// The optional STUN server (`net::stun`), remembered.
#[component]
pub fn StunSetting() -> impl IntoView {
    let value = RwSignal::new(crate::net::stun().unwrap_or_default());
    view! {
        <label class="row stun">
            <span>{t!("table-stun")}</span>
            <input type="text" data-testid="stun" prop:value=move || value.get() on:change=move |ev| {
                let v = event_target_value(&ev);
                crate::net::set_stun(&v);
                value.set(v);
            } />
        </label>
    }
}

/// "Tell me when it is my turn", remembered.
#[component]
pub fn NoticeSetting() -> impl IntoView {
    let on = RwSignal::new(notice_on());
    let change = move |ev| {
        let value = event_target_checked(&ev);
        on.set(value);
        let _ = crate::platform::storage_set(NOTICE_KEY, &value.to_string());
    };
    view! {
        <label class="row">
            <input type="checkbox" data-testid="turn-notice" prop:checked=move || on.get() on:change=change />
            <span>{t!("table-turn-notice")}</span>
        </label>
    }
}

struct AtSeat {
    link: Rc<Link>,
    reply: String,
    tag: Tag,
}

impl Visit for AtSeat {
    type Out = AnyView;
    fn visit<G: GameUi>(self) -> AnyView {
        guest_seat::<G>(self.link, self.reply, self.tag).into_any()
    }
}

/// The seats as the guest's screen holds them: its own a human deciding
/// here (unless the host handed it to a bot meanwhile), every other human a
/// guest elsewhere.
fn seats_here(seats: &[Seat], mine: usize) -> Vec<Seat> {
    let mut out = seats.to_vec();
    for (i, seat) in out.iter_mut().enumerate() {
        seat.guest = i != mine && seat.is_human();
    }
    out
}

/// A refusal in the player's language.
fn refusal_words<G: GameUi>(refusal: &Refusal<G>, seats: &[Seat]) -> String {
    let name = |s: usize| seats.get(s).map(|s| s.name.clone()).unwrap_or_default();
    match refusal {
        Refusal::Build { host, guest } => {
            t!(
                "table-other-build",
                host = host.clone(),
                guest = guest.clone()
            )
        }
        Refusal::NoHello => t!("table-refused-hello"),
        Refusal::NotYourSeat { seat, .. } => t!("table-refused-seat", name = name(*seat)),
        Refusal::NotYourTurn {
            to_move: Some(s), ..
        } => t!("table-refused-turn", name = name(*s)),
        Refusal::NotYourTurn { to_move: None, .. } => t!("table-refused-over"),
        Refusal::Stale { .. } => t!("table-refused-stale"),
        Refusal::Illegal { .. } => t!("table-refused-illegal"),
    }
}

fn guest_seat<G: GameUi>(link: Rc<Link>, reply: String, tag: Tag) -> impl IntoView {
    let seat = tag.seat;
    let build = crate::net::build::build_id();
    let guest = StoredValue::new_local(Guest::<G>::new(seat, build));
    let session = StoredValue::new_local(None::<RwSignal<Session<G>>>);
    let ready = RwSignal::new(false);
    let open = RwSignal::new(false);
    let gone = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let seats = RwSignal::new(Vec::<Seat>::new());
    let my_turn = RwSignal::new(false);
    let held = StoredValue::new_local(link.clone());
    let send = move |message: GuestMessage<G>| {
        let since = guest.with_value(|g| g.events_seen());
        held.with_value(|l| l.send(&write(&ToHost { since, message })))
            .ok();
    };
    let hello = send;
    let on_message = move |text: String| {
        let Some(ToGuest::<G> {
            seats: all,
            message,
        }) = read(&text)
        else {
            return;
        };
        let mine = seats_here(&all, seat);
        seats.set(all.clone());
        let _ = crate::platform::storage_set(
            GUEST_KEY,
            &Kept {
                tag: tag.clone(),
                seats: all,
            },
        );
        let result = guest.try_update_value(|g| g.receive(message));
        match result {
            Some(Ok(())) => {
                problem.set(None);
                let Some((state, log, turn)) = guest.with_value(|g| {
                    let view = g.view()?;
                    Some((
                        G::stand_in(view),
                        G::seat_log(g.log(), 0, view.pending),
                        view.is_my_turn(),
                    ))
                }) else {
                    return;
                };
                match session.get_value() {
                    Some(s) => s.update(|s| {
                        s.state = state;
                        s.log = log;
                        s.seats = mine;
                    }),
                    None => {
                        let options = boardgame::Game::options(&state).clone();
                        let s = Session {
                            id: format!("guest-{}", tag.text()),
                            seats: mine,
                            think_ms: crate::seats::DEFAULT_THINK_MS,
                            record: boardgame::Record::new(options, 0),
                            state,
                            log,
                            undos: 0,
                            hints: 0,
                            created: crate::platform::now_ms(),
                            copy_of: None,
                            lesson: false,
                        };
                        session.set_value(Some(RwSignal::new(s)));
                        ready.set(true);
                    }
                }
                // A finished game is not offered to join again.
                if guest.with_value(|g| g.view().is_some_and(|v| v.ranking.is_some())) {
                    crate::platform::storage_delete(GUEST_KEY);
                }
                if turn && !my_turn.get_untracked() && notice_on() {
                    crate::platform::turn_notice();
                }
                my_turn.set(turn);
            }
            Some(Err(refusal)) => {
                problem.set(Some(seats.with_untracked(|s| refusal_words(&refusal, s))));
            }
            None => {}
        }
    };
    link.on_event(move |event| match event {
        crate::net::LinkEvent::Open => {
            open.set(true);
            gone.set(false);
            hello(GuestMessage::Hello {
                build: build.to_string(),
            });
        }
        crate::net::LinkEvent::Message(text) => on_message(text),
        crate::net::LinkEvent::Closed => gone.set(true),
    });
    crate::platform::keep_awake(true);
    crate::platform::set_title(&G::KIND.title());
    on_cleanup(move || {
        held.try_with_value(|l| l.close());
        crate::platform::keep_awake(false);
    });
    let decide = Callback::new(move |action: G::Action| {
        let message = guest.with_value(|g| g.decide(action));
        match message {
            Some(m) => send(m),
            None => problem.set(Some(t!("table-refused-stale"))),
        }
    });
    let waiting = {
        let reply = reply.clone();
        move || {
            (!ready.get()).then(|| {
                let reply = reply.clone();
                view! {
                    <section class="card reply" data-testid="reply">
                        <h2>{t!("table-reply-title")}</h2>
                        <p>{t!("table-reply-help")}</p>
                        <label class="code-field">
                            <span>{t!("table-your-reply")}</span>
                            <textarea readonly rows="3" data-testid="reply-out">{reply.clone()}</textarea>
                        </label>
                        {super::table::qr_code(&reply, t!("table-qr-reply"))}
                        <p role="status">{move || match open.get() {
                            true => t!("table-opening"),
                            false => t!("table-waiting-host"),
                        }}</p>
                    </section>
                }
            })
        }
    };
    let play = move || {
        ready
            .get()
            .then(|| {
                session
                    .get_value()
                    .map(|s| guest_play(Live::remote(s, decide, guest)))
            })
            .flatten()
    };
    let you = move || {
        seats.with(|all| {
            let name = all.get(seat).map(|s| s.name.clone()).unwrap_or_default();
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
    view! {
        {move || you().map(|y| view! { <p class="you-are" data-testid="you-are">{y}</p> })}
        {waiting}
        {move || gone.get().then(|| view! { <p class="notice" role="alert" data-testid="guest-gone">{t!("table-host-gone")}</p> })}
        {move || problem.get().map(|p| view! { <p class="refusal" role="alert" data-testid="guest-problem">{p}</p> })}
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

/// "Scan": the camera looks for a QR code (`net::qr::Scanner`) and hands
/// its text to `found` (a join link gives its code); the camera is off
/// again once a code is read, on "Stop", or when the screen goes.
#[cfg(target_arch = "wasm32")]
#[component]
pub fn ScanButton(found: Callback<String>) -> impl IntoView {
    let video = NodeRef::<leptos::html::Video>::new();
    let on = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let scanner = StoredValue::new_local(None::<crate::net::qr::Scanner>);
    let stop = move || {
        scanner.try_update_value(|s| {
            if let Some(s) = s.take() {
                s.stop();
            }
        });
        on.set(false);
    };
    let start = move |_| {
        if on.get_untracked() {
            stop();
            return;
        }
        on.set(true);
        problem.set(None);
        request_animation_frame(move || {
            let Some(element) = video.get_untracked() else {
                return;
            };
            let element: web_sys::HtmlVideoElement = element;
            wasm_bindgen_futures::spawn_local(async move {
                let done = move |text: String| {
                    let code = crate::net::code::code_in_fragment(&text).unwrap_or(text);
                    on.set(false);
                    found.run(code);
                };
                match crate::net::qr::Scanner::start(&element, done).await {
                    Ok(s) => scanner.set_value(Some(s)),
                    Err(e) => {
                        use crate::net::qr::ScanError;
                        on.set(false);
                        problem.set(Some(match e {
                            ScanError::NoCamera => t!("table-scan-no-camera"),
                            ScanError::Denied => t!("table-scan-denied"),
                            other => t!("table-scan-failed", why = other.to_string()),
                        }));
                    }
                }
            });
        });
    };
    on_cleanup(stop);
    view! {
        <button class="secondary" data-testid="scan" on:click=start>
            {move || match on.get() {
                true => t!("table-scan-stop"),
                false => t!("table-scan"),
            }}
        </button>
        <video node_ref=video class="scan-video" class:hidden=move || !on.get() aria-label=t!("table-scan")></video>
        {move || problem.get().map(|p| view! { <p class="refusal" role="alert">{p}</p> })}
    }
}

/// No camera natively (the app's native tests).
#[cfg(not(target_arch = "wasm32"))]
#[component]
pub fn ScanButton(found: Callback<String>) -> impl IntoView {
    let _ = found;
}
